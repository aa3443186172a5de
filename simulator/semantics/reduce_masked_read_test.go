package semantics

import (
	"testing"
)

// A reduction reads only the lanes its mask enables: a two-level sum (WholeReduceSum of
// each row into a fresh tensor, then WholeReduceSum of the row results with mask = rows)
// reads a block of which only the first rows elements were ever written. The sanitizer
// must not take the never-written lanes of that block, which the mask leaves out, as
// inputs of the result (found by the metamorphic check, ascmeta_test.go).
func TestReduceMaskedLanesNotRead(t *testing.T) {
	for _, op := range []string{"whole_reduce_sum", "whole_reduce_max", "block_reduce_sum"} {
		k := newVDKernel()
		x := make([]float32, 192)
		want := float32(0)
		for i := range x {
			x[i] = float32(i%7) - 2
			want += x[i]
		}
		k.buf("x", vdF32, 192, f32buf(x...))
		o := k.buf("o", vdF32, 8, f32buf(9, 9, 9, 9, 9, 9, 9, 9))
		k.line("%%part = ascendc.local_tensor_v3 veccalc, 131072, 64 : !ascendc.local_tensor<64xf32>")
		attr := "{isSetMask}"
		if op == "whole_reduce_max" {
			attr = "{order = 2 : i32, isSetMask}"
			want = 4
		}
		first, mask2 := op, int64(3)
		if op == "block_reduce_sum" { // block sums of the first 8 elements' block only
			k.line("ascendc.block_reduce_sum_l0 %%part, %%x, %s, %s, %s, %s, %s {isSetMask} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<192xf32>, i32, i32, i32, i32, i32",
				k.i32(1), k.i32(8), k.i32(1), k.i32(1), k.i32(8))
			first, mask2, want = "whole_reduce_sum", 1, 0
			for i := 0; i < 8; i++ {
				want += x[i]
			}
		} else {
			k.line("ascendc.%s_l0 %%part, %%x, %s, %s, %s, %s, %s %s : %s, i32, i32, i32, i32, i32", op, k.i32(64), k.i32(3), k.i32(1), k.i32(1), k.i32(8), attr, "!ascendc.local_tensor<64xf32>, !ascendc.local_tensor<192xf32>")
		}
		k.line("ascendc.pipe_barrier pipe_v")
		k.line("ascendc.%s_l0 %%o, %%part, %s, %s, %s, %s, %s %s : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<64xf32>, i32, i32, i32, i32, i32", first, k.i32(mask2), k.i32(1), k.i32(1), k.i32(1), k.i32(8), attr)
		if d := k.run(t); d != "" {
			t.Fatalf("%s: %s", op, d)
		}
		if got := f32at(o.data, 0); got != want {
			t.Errorf("%s: o[0] = %v, want %v", op, got, want)
		}
	}
}
