package simulator_test

import (
	"encoding/binary"
	"math"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/semantics"
)

const xgt, xlt = "!ascendc.global_tensor<*xf32>", "!ascendc.local_tensor<64xf32>"

// overlapKernel: every core copies x[0:64] (f32) through UB to y[idx*stride :
// idx*stride+64], with no cross-core synchronisation; `post` runs after the store.
func overlapKernel(post string) string {
	return `func.func @k(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>, %stride: i32) {
  %c0 = arith.constant 0 : i32
  %c64 = arith.constant 64 : i32
  %gx = ascendc.global_tensor : ` + xgt + `
  ascendc.global_tensor.set_global_buffer %gx, %x : ` + xgt + `, memref<?xf32, 22>
  %gy = ascendc.global_tensor : ` + xgt + `
  ascendc.global_tensor.set_global_buffer %gy, %y : ` + xgt + `, memref<?xf32, 22>
  %idx = ascendc.get_block_idx : i32
  %off = arith.muli %idx, %stride : i32
  %gyi = ascendc.global_tensor.subindex %gy[%off] : ` + xgt + `, i32, ` + xgt + `
  %a = ascendc.local_tensor_v3 vecin, 0, 64 : ` + xlt + `
  ascendc.data_copy_l2 %a, %gx, %c64 : ` + xlt + `, ` + xgt + `, i32
  ascendc.set_flag mte2_mte3, %c0 : i32
  ascendc.wait_flag mte2_mte3, %c0 : i32
  ascendc.data_copy_l2 %gyi, %a, %c64 : ` + xgt + `, ` + xlt + `, i32
` + post + `
  return
}`
}

// runOverlap runs overlapKernel on cores cores with x and the stride; it returns the chip
// and y (256 f32).
func runOverlap(t *testing.T, post string, cores int, stride string, x []float32) (*sim.Chip, []byte) {
	t.Helper()
	m := parse(t, overlapKernel(post))
	cfg, err := sim.NewConfig(semantics.Registry(), "ascend910b", cores)
	if err != nil {
		t.Fatal(err)
	}
	xb := make([]byte, 4*len(x))
	for i, v := range x {
		binary.LittleEndian.PutUint32(xb[4*i:], math.Float32bits(v))
	}
	y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 4*256), Name: "y"}
	ch, err := sim.RunKernel(m, "k", cfg, []*sim.Arg{{Kind: sim.ArgIn, Data: xb, Name: "x"}, y, {Kind: sim.ArgScalar, Scalar: stride}})
	if err != nil {
		t.Fatal(err)
	}
	return ch, y.Data
}

// xvals returns 64 values with x[i] = f(i).
func xvals(f func(i int) float32) []float32 {
	v := make([]float32, 64)
	for i := range v {
		v[i] = f(i)
	}
	return v
}

func diagText(ds []*ir.Diagnostic) string {
	var b strings.Builder
	for _, d := range ds {
		b.WriteString(d.Error() + "\n")
	}
	return b.String()
}

// Two cores store the same 64 values to the same place: a benign overlap (a warning and
// a count), not a race.
func TestOverlapEqualBytesIsBenign(t *testing.T) {
	ch, y := runOverlap(t, "", 2, "0", xvals(func(i int) float32 { return float32(i) * 1.5 }))
	if errs := ch.Errors(); len(errs) > 0 {
		t.Fatalf("identical writes reported as errors:\n%s", diagText(errs))
	}
	ov := ch.Overlaps()
	if len(ov) != 1 || ov[0].Count != 1 || ov[0].Bytes != 256 || len(ov[0].Cores) != 2 {
		t.Fatalf("want one overlap of 256 bytes between cores 0 and 1, got %+v", ov)
	}
	d := ov[0].Diag
	want := "test.mlir:15:3: warning: 'ascendc.data_copy_l2' op benign cross-core write-write overlap on GM y bytes [0, 256): core 1 writes it with 'ascendc.data_copy_l2' and core 0 with 'ascendc.data_copy_l2' at test.mlir:15:3"
	if d.Severity != ir.SevWarning || !strings.HasPrefix(d.Error(), want) || !strings.HasSuffix(d.Msg, "(cores 0-1)") {
		t.Fatalf("warning:\n%s\nwant prefix:\n%s", d.Error(), want)
	}
	if len(d.Notes) != 1 || !strings.Contains(d.Notes[0].Msg, "core 0 writes GM y bytes [0, 256) here") {
		t.Fatalf("note: %+v", d.Notes)
	}
	if got := math.Float32frombits(binary.LittleEndian.Uint32(y[4*63:])); got != 63*1.5 {
		t.Fatalf("y[63] = %g", got)
	}
}

// The same stores where the shared bytes differ stay a race, naming the first byte that
// differs and what each core writes there.
func TestOverlapDifferingBytesIsRace(t *testing.T) {
	// Core 1 writes y[32:96] = x[0:64] over core 0's y[0:64] = x[0:64]: on y[32:64] core 0
	// writes x[32:64] and core 1 x[0:32]. x[0] = 0 and x[32] = 2 (0x40000000) differ
	// first in the top byte of y[32]: GM y byte 131.
	x := xvals(func(i int) float32 { return float32(i / 16) })
	ch, _ := runOverlap(t, "", 2, "32", x)
	got := diagText(ch.Errors())
	want := "cross-core write-write race on GM y bytes [128, 256): core 1 writes it with 'ascendc.data_copy_l2' and core 0 writes it with 'ascendc.data_copy_l2' at test.mlir:15:3"
	diff := "; the written bytes differ first at GM y byte 131 (core 1 writes 0x00, core 0 writes 0x40)"
	if !strings.Contains(got, want) || !strings.Contains(got, diff) || strings.Count(got, "error:") != 1 {
		t.Fatalf("want one race %q%q, got:\n%s", want, diff, got)
	}
	if len(ch.Overlaps()) != 0 {
		t.Fatalf("differing writes counted as benign: %+v", ch.Overlaps())
	}
	// The report does not depend on the goroutine schedule.
	for i := 0; i < 5; i++ {
		if ch2, _ := runOverlap(t, "", 2, "32", x); diagText(ch2.Errors()) != got {
			t.Fatalf("reports depend on scheduling:\n%s\nvs\n%s", got, diagText(ch2.Errors()))
		}
	}
}

// Core 1's store covers only the last 24 elements of core 0's (stride 40) and x repeats
// every 8 elements, so the bytes they share agree though the stores as a whole do not:
// benign, counted with the shared bytes only. Three cores: two pairs.
func TestOverlapPartialEqualIsBenign(t *testing.T) {
	x := xvals(func(i int) float32 { return float32(i%8) - 3.25 })
	ch, y := runOverlap(t, "", 3, "40", x)
	if errs := ch.Errors(); len(errs) > 0 {
		t.Fatalf("partial identical overlap reported:\n%s", diagText(errs))
	}
	ov := ch.Overlaps()
	if len(ov) != 1 || ov[0].Count != 2 || ov[0].Bytes != 2*24*4 {
		t.Fatalf("want 2 overlaps of 96 bytes, got %+v", ov)
	}
	if msg := ov[0].Diag.Msg; !strings.Contains(msg, "on GM y bytes [160, 256)") || !strings.HasSuffix(msg, "(2 overlaps, cores 0-2)") {
		t.Fatalf("warning: %s", msg)
	}
	for i := 0; i < 144; i++ { // x repeats every 8 and 40 is a multiple of 8
		if got := math.Float32frombits(binary.LittleEndian.Uint32(y[4*i:])); got != x[i%8] {
			t.Fatalf("y[%d] = %g, want %g", i, got, x[i%8])
		}
	}
	// One element of the shared part differs: a race at that element's bytes.
	// y[45]: core 0 writes x[45] = 100 (0x42c80000), core 1 x[5] = 1.75 (0x3fe00000).
	x[45] = 100
	ch, _ = runOverlap(t, "", 2, "40", x)
	if got := diagText(ch.Errors()); !strings.Contains(got, "cross-core write-write race on GM y bytes [160, 256)") ||
		!strings.Contains(got, "differ first at GM y byte 182 (core 1 writes 0xe0, core 0 writes 0xc8)") {
		t.Fatalf("differing element not reported: %s", got)
	}
}

// A read of bytes another core writes unordered stays a race even when every write puts
// the same bytes: the read may come before or after them (README, Sanitizer).
func TestOverlapReadStaysRace(t *testing.T) {
	post := "  %c1 = arith.constant 1 : i32\n  %second = arith.cmpi eq, %idx, %c1 : i32\n  scf.if %second {\n" +
		"    %r = ascendc.global_tensor.get_value %gy, %c0 : " + xgt + ", i32, f32\n  }\n"
	ch, _ := runOverlap(t, post, 2, "0", xvals(func(i int) float32 { return 1 }))
	got := diagText(ch.Errors())
	if !strings.Contains(got, "cross-core read-write race on GM y bytes [0, 4): core 1 reads it with 'ascendc.global_tensor.get_value' and core 0 writes it") {
		t.Fatalf("read race not reported: %s", got)
	}
	if len(ch.Overlaps()) != 1 {
		t.Fatalf("the writes themselves are a benign overlap: %+v", ch.Overlaps())
	}
}

// Core 1 stores the same 64 values as core 0 and then, ordered after its own store,
// overwrites y[0] with another value: its store still agrees with core 0's (a benign
// overlap, compared with the bytes its later write replaced), its scalar write does not (a
// race naming y's byte 3, the top byte of y[0]).
func TestOverlapComparesReplacedBytes(t *testing.T) {
	post := "  %c1 = arith.constant 1 : i32\n  %second = arith.cmpi eq, %idx, %c1 : i32\n  scf.if %second {\n" +
		"    ascendc.set_flag mte3_s, %c0 : i32\n    ascendc.wait_flag mte3_s, %c0 : i32\n" +
		"    %v = arith.constant 99.0 : f32\n" +
		"    %z = arith.constant 0 : i64\n    %zu = builtin.unrealized_conversion_cast %z : i64 to ui64\n" +
		"    ascendc.global_tensor.set_value %gy, %zu, %v : " + xgt + ", ui64, f32\n  }\n"
	for i := 0; i < 3; i++ {
		ch, _ := runOverlap(t, post, 2, "0", xvals(func(i int) float32 { return float32(i) + 0.5 }))
		got := diagText(ch.Errors())
		if strings.Count(got, "error:") != 1 || !strings.Contains(got, "cross-core write-write race on GM y bytes [0, 4): core 1 writes it with 'ascendc.global_tensor.set_value' and core 0 writes it with 'ascendc.data_copy_l2'") ||
			!strings.Contains(got, "differ first at GM y byte 2 (core 1 writes 0xc6, core 0 writes 0x00)") {
			t.Fatalf("want one race at y[0], got:\n%s", got)
		}
		if ov := ch.Overlaps(); len(ov) != 1 || ov[0].Bytes != 256 {
			t.Fatalf("the stores' overlap: %+v", ov)
		}
	}
}
