package main

import (
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/simulator/npy"
)

// recordsKernel reads a host-written struct (an i32, an f64 after 4 bytes of padding, a
// nested struct of one i16: 24 bytes as declare_py_struct packs it) and stores its
// members as f64.
const recordsKernel = `!In = !emitasc.py_struct<"In", [i16], ["k"]>
!S = !emitasc.py_struct<"Cfg", [i32, f64, !In], ["n", "scale", "in"]>
func.func @k(%cfg: memref<?x!S, 22>, %out: memref<?xf64, 22>) attributes {ascendc.global} {
  %s = emitasc.copy_struct %cfg : memref<?x!S, 22>, !S
  %n = emitasc.member %s "n" : !S, i32
  %sc = emitasc.member %s "scale" : !S, f64
  %in = emitasc.member %s "in" : !S, !In
  %k = emitasc.member %in "k" : !In, i16
  %nf = arith.sitofp %n : i32 to f64
  %kf = arith.sitofp %k : i16 to f64
  %g = ascendc.global_tensor : !ascendc.global_tensor<*xf64>
  ascendc.global_tensor.set_global_buffer %g, %out : !ascendc.global_tensor<*xf64>, memref<?xf64, 22>
  %c0 = "emitc.constant"() <{value = 0 : ui64}> : () -> ui64
  %c1 = "emitc.constant"() <{value = 1 : ui64}> : () -> ui64
  %c2 = "emitc.constant"() <{value = 2 : ui64}> : () -> ui64
  ascendc.global_tensor.set_value %g, %c0, %nf : !ascendc.global_tensor<*xf64>, ui64, f64
  ascendc.global_tensor.set_value %g, %c1, %sc : !ascendc.global_tensor<*xf64>, ui64, f64
  ascendc.global_tensor.set_value %g, %c2, %kf : !ascendc.global_tensor<*xf64>, ui64, f64
  return
}`

// writeRecords writes one record of data under a structured descr, as np.save does.
func writeRecords(t *testing.T, path, descr string, data []byte) {
	t.Helper()
	h := "{'descr': " + descr + ", 'fortran_order': False, 'shape': (1,), }"
	h += strings.Repeat(" ", 63-(10+len(h))%64) + "\n"
	b := append([]byte("\x93NUMPY\x01\x00"), byte(len(h)), byte(len(h)>>8))
	if err := os.WriteFile(path, append(append(b, h...), data...), 0o644); err != nil {
		t.Fatal(err)
	}
}

// A structured .npy binds a py_struct parameter when its members are the struct's as the
// kernel lays it out (NumPy's align=True dtype); a packed dtype, other names or in/out use
// are errors naming the difference.
func TestRecordsBindPyStruct(t *testing.T) {
	dir := t.TempDir()
	k := filepath.Join(dir, "k.mlir")
	if err := os.WriteFile(k, []byte(recordsKernel), 0o644); err != nil {
		t.Fatal(err)
	}
	rec := make([]byte, 24)
	binary.LittleEndian.PutUint32(rec[0:], uint32(0xfffffff9)) // -7
	binary.LittleEndian.PutUint64(rec[8:], math.Float64bits(2.5))
	binary.LittleEndian.PutUint16(rec[16:], 300)
	aligned := filepath.Join(dir, "aligned.npy")
	writeRecords(t, aligned, "[('n', '<i4'), ('', '|V4'), ('scale', '<f8'), ('in', [('k', '<i2')]), ('', '|V6')]", rec)
	out := filepath.Join(dir, "out.npy")
	if code, _, e := runCLI("run", k, "--entry", "k", "--arg", "in:"+aligned, "--arg", "out:"+out+":f64:3"); code != 0 {
		t.Fatalf("aligned records: exit %d: %s", code, e)
	}
	a, err := npy.Load(out, 0)
	if err != nil {
		t.Fatal(err)
	}
	for i, w := range []float64{-7, 2.5, 300} {
		if g := math.Float64frombits(binary.LittleEndian.Uint64(a.Data[8*i:])); g != w {
			t.Errorf("member %d = %g, want %g", i, g, w)
		}
	}
	packed := filepath.Join(dir, "packed.npy")
	writeRecords(t, packed, "[('n', '<i4'), ('scale', '<f8'), ('in', [('k', '<i2')])]", rec[:14])
	renamed := filepath.Join(dir, "renamed.npy")
	writeRecords(t, renamed, "[('m', '<i4'), ('', '|V4'), ('scale', '<f8'), ('in', [('k', '<i2')]), ('', '|V6')]", rec)
	for _, c := range []struct{ arg, want string }{
		{"in:" + packed, `record member 1 is "scale" (f64 at byte 4), the struct's is "scale" (f64 at byte 8)`},
		{"in:" + renamed, `record member 0 is "m"`},
		{"inout:" + aligned, "bind them with in:"},
	} {
		if code, _, e := runCLI("run", k, "--entry", "k", "--arg", c.arg, "--arg", "out:"+out+":f64:3"); code == 0 || !strings.Contains(e, c.want) {
			t.Errorf("%s: exit %d, %q; want %q", c.arg, code, e, c.want)
		}
	}
}
