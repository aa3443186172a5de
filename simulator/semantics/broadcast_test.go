package semantics

import (
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// broadcastKernel loads src (as f32) into UB, broadcasts it from srcShape to dstShape
// (three dimensions each, as PyAsc's lowering passes them) and stores dst.
func broadcastKernel(dst, src [3]int) string {
	n := func(s [3]int) int { return s[0] * s[1] * s[2] }
	c := func(v int) string { return "%c" + itoa(v) }
	var consts strings.Builder
	seen := map[int]bool{}
	for _, v := range append(append([]int{}, dst[:]...), append(src[:], 4*n(src), 4*n(dst), 0, 1)...) {
		if !seen[v] {
			seen[v] = true
			consts.WriteString("  " + c(v) + " = arith.constant " + itoa(v) + " : i32\n")
		}
	}
	return `func.func @k(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>) {
` + consts.String() + `  %gx = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gx, %x : ` + gt + `, memref<?xf32, 22>
  %gy = ascendc.global_tensor : ` + gt + `
  ascendc.global_tensor.set_global_buffer %gy, %y : ` + gt + `, memref<?xf32, 22>
  %s = ascendc.local_tensor_v3 vecin, 0, 64 : ` + lt + `
  %d = ascendc.local_tensor_v3 vecout, 256, 64 : ` + lt + `
  %in = ascendc.construct !ascendc.data_copy_ext_params(%c1, ` + c(4*n(src)) + `, %c0, %c0, %c0) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
  %out = ascendc.construct !ascendc.data_copy_ext_params(%c1, ` + c(4*n(dst)) + `, %c0, %c0, %c0) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
  ascendc.data_copy_pad_l2_ext %s, %gx, %in : ` + lt + `, ` + gt + `, !ascendc.data_copy_ext_params
  ascendc.set_flag mte2_v, %c0 : i32
  ascendc.wait_flag mte2_v, %c0 : i32
  ascendc.broadcast %d, %s, ` + c(dst[0]) + `, ` + c(dst[1]) + `, ` + c(dst[2]) + `, ` + c(src[0]) + `, ` + c(src[1]) + `, ` + c(src[2]) + ` {operandSegmentSizes = array<i32: 1, 1, 3, 3>} : ` + lt + `, ` + lt + `, i32, i32, i32, i32, i32, i32
  ascendc.set_flag v_mte3, %c0 : i32
  ascendc.wait_flag v_mte3, %c0 : i32
  ascendc.data_copy_pad_l2_ext %gy, %d, %out : ` + gt + `, ` + lt + `, !ascendc.data_copy_ext_params
  return
}`
}

// Broadcast repeats src along its size-1 dimensions: a column (4x1 -> 4x8), a row
// (1x8 -> 3x8) and a middle dimension (2x1x4 -> 2x3x4).
func TestBroadcast(t *testing.T) {
	for _, c := range []struct{ dst, src [3]int }{
		{[3]int{1, 4, 8}, [3]int{1, 4, 1}},
		{[3]int{1, 3, 8}, [3]int{1, 1, 8}},
		{[3]int{2, 3, 4}, [3]int{2, 1, 4}},
	} {
		ns := c.src[0] * c.src[1] * c.src[2]
		nd := c.dst[0] * c.dst[1] * c.dst[2]
		x := make([]float32, ns)
		for i := range x {
			x[i] = float32(i + 1)
		}
		y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 4*nd), Name: "y"}
		_, d := kernel(t, broadcastKernel(c.dst, c.src), 1, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(x...), Name: "x"}, y)
		if d != "" {
			t.Fatal(d)
		}
		for i := 0; i < nd; i++ {
			k, j, l := i/(c.dst[1]*c.dst[2]), i/c.dst[2]%c.dst[1], i%c.dst[2]
			if c.src[0] == 1 {
				k = 0
			}
			if c.src[1] == 1 {
				j = 0
			}
			if c.src[2] == 1 {
				l = 0
			}
			if got, want := f32at(y.Data, i), x[(k*c.src[1]+j)*c.src[2]+l]; got != want {
				t.Fatalf("%v from %v: y[%d] = %g, want %g", c.dst, c.src, i, got, want)
			}
		}
	}
	// A source dimension that is neither 1 nor the destination's does not broadcast.
	_, d := kernel(t, broadcastKernel([3]int{1, 4, 8}, [3]int{1, 2, 8}), 1,
		&sim.Arg{Kind: sim.ArgIn, Data: f32buf(make([]float32, 16)...), Name: "x"}, &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 128), Name: "y"})
	if !strings.Contains(d, "does not broadcast") {
		t.Fatalf("bad shapes: %q", d)
	}
}
