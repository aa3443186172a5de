package semantics

import (
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// A partial tile through the micro-API: x's first 32 elements loaded into the 64-element
// %a, the whole register added and stored to %o; storing %o's valid half to GM is clean,
// storing all of it reports at the DataCopy, with the register load as the origin.
func TestMicroRegistersCarryGarbage(t *testing.T) {
	body := `  ascendc.add_micro %r, %v, %v, %all : ` + rt + `, ` + rt + `, ` + rt + `, ` + mk + `
  ascendc.data_copy_vst_micro %po, %r, %all : ` + ptr + `, ` + rt + `, ` + mk
	partial := func(store string) string {
		src := microWrap(body)
		src = strings.Replace(src, "ascendc.data_copy_l2 %a, %gx, %c64", "%c32 = arith.constant 32 : i32\n  ascendc.data_copy_l2 %a, %gx, %c32", 1)
		return strings.Replace(src, "ascendc.data_copy_l2 %gy, %o, %c64", "ascendc.data_copy_l2 %gy, %o, "+store, 1)
	}
	run := func(src string) ([]byte, string) {
		y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 256), Name: "y"}
		return y.Data, kernelWithNotes(t, "ascend950", src, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(iota64()...), Name: "x"}, y)
	}
	y, d := run(partial("%c32"))
	if d != "" {
		t.Fatalf("storing the valid half: %s", d)
	}
	for i := 0; i < 32; i++ {
		if want := 2 * (float32(i) - 20); f32at(y, i) != want {
			t.Fatalf("y[%d] = %g, want %g", i, f32at(y, i), want)
		}
	}
	_, d = run(partial("%c64"))
	for _, want := range []string{"'ascendc.data_copy_l2' op reads uninitialised memory UB[1152] on pipe MTE3",
		"note: the uninitialised bytes were computed by this 'ascendc.data_copy_vld_micro' from uninitialised memory"} {
		if !strings.Contains(d, want) {
			t.Errorf("want %q in\n%s", want, d)
		}
	}
}

// ReduceSum over 64 elements of which 32 were loaded: the garbage reaches the result.
func TestReductionOfGarbageReports(t *testing.T) {
	body := `  %t = ascendc.local_tensor_v3 veccalc, 4096, 64 : ` + lt + `
  ascendc.reduce_sum_l2 %o, %a, %t, %c64 : ` + lt + `, ` + lt + `, ` + lt + `, i32`
	src := strings.Replace(wrap(body), "ascendc.data_copy_l2 %a, %gx, %c64", "%c32 = arith.constant 32 : i32\n  ascendc.data_copy_l2 %a, %gx, %c32", 1)
	src = strings.Replace(src, "ascendc.data_copy_l2 %gy, %o, %c64", "ascendc.data_copy_l2 %gy, %o, %c8", 1)
	d := kernelOn(t, "ascend910b", src, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(iota64()...), Name: "x"},
		&sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 256), Name: "y"})
	if !strings.Contains(d, "'ascendc.data_copy_l2' op reads uninitialised memory UB[1024] on pipe MTE3") {
		t.Fatalf("got %s", d)
	}
}

// An RA reduction over a [2, 32] matrix whose second row was never loaded: every column
// sum holds garbage, including the first ones, which a mapping of rows onto results
// would call clean.
func TestColumnReductionOfGarbageReports(t *testing.T) {
	body := `  %c2 = arith.constant 2 : i32
  %c32 = arith.constant 32 : i32
  %t = ascendc.local_tensor_v3 veccalc, 4096, 2048 : !ascendc.local_tensor<2048xf32>
  ascendc.reduce_sum %o, %a, %t, %c2, %c32 {pattern = 2 : i32} : ` + lt + `, ` + lt + `, !ascendc.local_tensor<2048xf32>, i32, i32`
	src := strings.Replace(wrap(body), "ascendc.data_copy_l2 %a, %gx, %c64", "%c32x = arith.constant 32 : i32\n  ascendc.data_copy_l2 %a, %gx, %c32x", 1)
	src = strings.Replace(src, "ascendc.data_copy_l2 %gy, %o, %c64", "ascendc.data_copy_l2 %gy, %o, %c8", 1)
	d := kernelWithNotes(t, "ascend910b", src, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(iota64()...), Name: "x"},
		&sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 256), Name: "y"})
	for _, want := range []string{"'ascendc.data_copy_l2' op reads uninitialised memory UB[1024] on pipe MTE3",
		"note: the uninitialised bytes were computed by this 'ascendc.reduce_sum' from uninitialised memory"} {
		if !strings.Contains(d, want) {
			t.Errorf("want %q in\n%s", want, d)
		}
	}
}

// A matmul whose A tile has only its first 16 of 32 rows loaded (the fractals of the
// second row block never written): C's first 16 rows are clean and can be stored, its
// last 16 rows are garbage, which Fixpipe reports when it stores them.
func TestCubeRowTail(t *testing.T) {
	src := ksplitKernel(mmadInit)
	src = strings.Replace(src, "  ascendc.load_data_g2l %a0, %ga, %ld", "  %c2 = arith.constant 2 : i32\n  %ldA = ascendc.construct !ascendc.load_data_2d_params(%c0, %c2, %c1, %c0, %c0, %false, %c0) [ui16, ui8, ui16, ui8, ui16, i1, ui8] : i32, i32, i32, i32, i32, i1, i32\n  ascendc.load_data_g2l %a0, %ga, %ldA", 1)
	src = strings.Replace(src, "ascendc.load_data_g2l %a1, %ga1, %ld", "ascendc.load_data_g2l %a1, %ga1, %ldA", 1)
	args := func() []*sim.Arg {
		return []*sim.Arg{{Kind: sim.ArgIn, Data: make([]byte, 4096), Name: "a"}, {Kind: sim.ArgIn, Data: make([]byte, 4096), Name: "b"},
			{Kind: sim.ArgIn, Data: make([]byte, 128), Name: "bias"}, {Kind: sim.ArgOut, Data: make([]byte, 4096), Name: "c"}}
	}
	d := kernelWithNotes(t, "ascend910b", src, args()...)
	for _, want := range []string{"'ascendc.fixpipe' op reads uninitialised memory L0C[", "on pipe FIX",
		"note: the uninitialised bytes were computed by this 'ascendc.mmad' from uninitialised memory"} {
		if !strings.Contains(d, want) {
			t.Errorf("whole C: want %q in\n%s", want, d)
		}
	}
	half := strings.Replace(src, "fixpipe_params_v220(%c32, %c32, %c32, %c32, %false)", "fixpipe_params_v220(%c32, %c16, %c32, %c32, %false)", 1)
	half = strings.Replace(half, "  %c32 = arith.constant 32 : i32\n", "  %c32 = arith.constant 32 : i32\n  %c16 = arith.constant 16 : i32\n", 1)
	if d := kernelWithNotes(t, "ascend910b", half, args()...); d != "" {
		t.Errorf("the first 16 rows: %s", d)
	}
}

// Garbage reaching the scalar unit is reported at the read, even when it came through a
// vector op first.
func TestScalarReadOfGarbageReports(t *testing.T) {
	body := `  %u = ascendc.local_tensor_v3 veccalc, 8192, 64 : ` + lt + `
  ascendc.add_l2 %o, %a, %u, %c64 : ` + lt + `, ` + lt + `, ` + lt + `, i32
  ascendc.set_flag v_s, %c0 : i32
  ascendc.wait_flag v_s, %c0 : i32
  %s = ascendc.local_tensor.get_value %o, %c1 : ` + lt + `, i32, f32
  ascendc.printf %s {desc = "%f\n"} : f32`
	d := kernelWithNotes(t, "ascend910b", wrap(body), &sim.Arg{Kind: sim.ArgIn, Data: f32buf(iota64()...), Name: "x"},
		&sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 256), Name: "y"})
	for _, want := range []string{"'ascendc.local_tensor.get_value' op reads uninitialised memory UB[1028] on pipe S",
		"note: the uninitialised bytes were computed by this 'ascendc.add_l2' from uninitialised memory"} {
		if !strings.Contains(d, want) {
			t.Errorf("want %q in\n%s", want, d)
		}
	}
}
