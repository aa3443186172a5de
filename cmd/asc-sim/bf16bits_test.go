package main

import (
	"encoding/binary"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/simulator/npy"
)

// bf16Double reads x[i] (bf16) on the scalar unit, doubles it in f32 and writes y[i] (bf16).
const bf16Double = `func.func @k(%x: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %n: i32) attributes {ascendc.global} {
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xbf16>
  ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<*xbf16>, memref<*xbf16, 22>
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xbf16>
  ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<*xbf16>, memref<*xbf16, 22>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %two = arith.constant 2.0 : f32
  scf.for %i = %c0 to %n step %c1 : i32 {
    %v = ascendc.global_tensor.get_value %gx, %i : !ascendc.global_tensor<*xbf16>, i32, bf16
    %w = arith.extf %v : bf16 to f32
    %d = arith.mulf %w, %two : f32
    %h = arith.truncf %d : f32 to bf16
    %q = emitc.cast %i : i32 to ui64
    ascendc.global_tensor.set_value %gy, %q, %h : !ascendc.global_tensor<*xbf16>, ui64, bf16
  }
  return
}`

// NumPy has no bfloat16: a checker without ml_dtypes hands bf16 data over as its raw bits in
// a uint16 array (x.view(np.uint16)). asc-sim binds such a <u2 file to a bf16 parameter and
// writes a bf16 result as u16 when asked; floats of another type are still refused.
func TestBF16AsRawU16(t *testing.T) {
	dir := t.TempDir()
	k := writeFile(t, filepath.Join(dir, "k.mlir"), bf16Double)
	in := []uint16{0x3f80, 0xc040, 0x4120, 0x0000} // 1, -3, 10, 0
	b := make([]byte, 2*len(in))
	for i, v := range in {
		binary.LittleEndian.PutUint16(b[2*i:], v)
	}
	x, y, z := filepath.Join(dir, "x.npy"), filepath.Join(dir, "y.npy"), filepath.Join(dir, "z.npy")
	if err := npy.Save(x, &npy.Array{DType: npy.U16, Shape: []int{4}, Data: b}); err != nil {
		t.Fatal(err)
	}
	want := []uint16{0x4000, 0xc0c0, 0x41a0, 0x0000} // 2, -6, 20, 0
	for _, c := range []struct{ out, dtype string }{{y, "u16"}, {z, "bf16"}} {
		code, _, errs := runCLI("run", k, "--entry", "k", "--arg", "in:"+x, "--arg", "out:"+c.out+":"+c.dtype+":4", "--arg", "4")
		if code != 0 {
			t.Fatalf("out %s: exit %d: %s", c.dtype, code, errs)
		}
		got, err := npy.Load(c.out, 0)
		if err != nil {
			t.Fatal(err)
		}
		if string(got.DType) != map[string]string{"u16": "u16", "bf16": "bf16"}[c.dtype] {
			t.Errorf("out %s written as %s", c.dtype, got.DType)
		}
		for i, w := range want {
			if g := binary.LittleEndian.Uint16(got.Data[2*i:]); g != w {
				t.Errorf("out %s [%d] = %#04x, want %#04x", c.dtype, i, g, w)
			}
		}
	}
	h := filepath.Join(dir, "h.npy")
	if err := npy.Save(h, &npy.Array{DType: npy.F16, Shape: []int{4}, Data: b}); err != nil {
		t.Fatal(err)
	}
	code, _, errs := runCLI("run", k, "--entry", "k", "--arg", "in:"+h, "--arg", "out:"+y+":u16:4", "--arg", "4")
	if code != 1 || !strings.Contains(errs, "holds f16 elements: the parameter's elements are bf16") {
		t.Errorf("f16 data for a bf16 parameter: exit %d: %s", code, errs)
	}
}
