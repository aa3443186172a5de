package semantics

import (
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// enhancedKernel fills a 64-f32 UB buffer with -1, copies blocks of x into it with
// DataCopy(dst, src, DataCopyParams(2, 2, 1, 1), ENH) and stores the buffer to y. SRC is
// the copy's source (a GM tensor or a local one).
const enhancedKernel = `func.func @k(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c64 = arith.constant 64 : i32
  %z8 = arith.constant 0 : i8
  %o8 = arith.constant 1 : i8
  %z32 = arith.constant 0 : i32
  %z64 = arith.constant 0 : i64
  %o64 = arith.constant 7 : i64
  %m1 = arith.constant -1.0 : f32
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %l0c = ascendc.local_tensor_v3 co1, 0, 64 : !ascendc.local_tensor<64xf32>
  %o = ascendc.local_tensor_v3 vecout, 0, 64 : !ascendc.local_tensor<64xf32>
  ascendc.duplicate_l2 %o, %m1, %c64 : !ascendc.local_tensor<64xf32>, f32, i32
  ascendc.set_flag v_mte2, %c0 : i32
  ascendc.wait_flag v_mte2, %c0 : i32
  %p = ascendc.construct !ascendc.data_copy_params(%c2, %c2, %c1, %c1) : i32, i32, i32, i32
  %e = ascendc.construct !ascendc.data_copy_enhanced_params ENH
  ascendc.data_copy_enhanced %o, SRC, %p, %e : !ascendc.local_tensor<64xf32>, SRCTY, !ascendc.data_copy_params, !ascendc.data_copy_enhanced_params
  ascendc.set_flag mte2_mte3, %c0 : i32
  ascendc.wait_flag mte2_mte3, %c0 : i32
  ascendc.data_copy_l2 %gy, %o, %c64 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
  return
}`

func runEnhanced(t *testing.T, enh, src string) ([]float32, string) {
	t.Helper()
	srcTy := "!ascendc.global_tensor<*xf32>"
	if src != "%gx" {
		srcTy = "!ascendc.local_tensor<64xf32>"
	}
	k := strings.NewReplacer("ENH", enh, "SRCTY", srcTy, "SRC", src).Replace(enhancedKernel)
	x := make([]float32, 64)
	for i := range x {
		x[i] = float32(i) + 0.5
	}
	y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 256), Name: "y"}
	_, d := kernel(t, k, 1, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(x...), Name: "x"}, y)
	out := make([]float32, 64)
	for i := range out {
		out[i] = f32at(y.Data, i)
	}
	return out, d
}

// TestDataCopyEnhancedDefault: with default DataCopyEnhancedParams (built empty, or with
// every member given as zero) the call is DataCopy with its DataCopyParams: two bursts of
// 2 blocks (16 f32), the source and the destination skipping 1 block between them.
func TestDataCopyEnhancedDefault(t *testing.T) {
	// Reference, by hand: 32-byte blocks of 8 f32; dst blocks 0,1 ← src blocks 0,1, dst
	// blocks 3,4 ← src blocks 3,4; every other dst block keeps -1.
	want := make([]float32, 64)
	for i := range want {
		want[i] = -1
		if b := i / 8; b == 0 || b == 1 || b == 3 || b == 4 {
			want[i] = float32(i) + 0.5
		}
	}
	for _, enh := range []string{"()", "(%z8, %z8, %z64, %z8, %z8, %z32, %z64) : i8, i8, i64, i8, i8, i32, i64"} {
		got, d := runEnhanced(t, enh, "%gx")
		if d != "" {
			t.Fatalf("%s: %s", enh, d)
		}
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("%s: y[%d] = %g, want %g", enh, i, got[i], want[i])
			}
		}
	}
}

// TestDataCopyEnhancedRefused: a member off its default names itself; an L0C source is
// refused even with default members.
func TestDataCopyEnhancedRefused(t *testing.T) {
	for _, tc := range []struct{ enh, src, want string }{
		{"(%o8, %z8, %z64, %z8, %z8, %z32, %z64) : i8, i8, i64, i8, i8, i32, i64", "%gx", "is not simulated for DataCopyEnhancedParams with blockMode = 1"},
		{"(%z8, %o8, %z64, %z8, %z8, %z32, %z64) : i8, i8, i64, i8, i8, i32, i64", "%gx", "with deqScale = 1"},
		{"(%z8, %z8, %o64, %z8, %z8, %z32, %z64) : i8, i8, i64, i8, i8, i32, i64", "%gx", "with deqValue = 7"},
		{"(%z8, %z8, %z64, %z8, %o8, %z32, %z64) : i8, i8, i64, i8, i8, i32, i64", "%gx", "with isRelu = 1"},
		{"(%z8, %z8, %z64, %z8, %z8, %c1, %z64) : i8, i8, i64, i8, i8, i32, i64", "%gx", "with padMode = 1"},
		{"(%z8, %z8, %z64, %z8, %z8, %z32, %o64) : i8, i8, i64, i8, i8, i32, i64", "%gx", "with padValue = 7"},
		{"()", "%l0c", "is not simulated with an L0C (CO1) source"},
	} {
		_, d := runEnhanced(t, tc.enh, tc.src)
		if !strings.Contains(d, tc.want) || !strings.Contains(d, "error:") {
			t.Errorf("%s from %s: got %q, want %q", tc.enh, tc.src, d, tc.want)
		}
	}
}
