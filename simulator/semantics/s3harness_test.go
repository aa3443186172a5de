package semantics

import (
	"encoding/binary"
	"fmt"
	"math"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// s3Kernel runs body in the shape PyAsc emits for a vector kernel: x (nIn elements of ty)
// is copied GM→UB into %a, body computes into %o (nOut elements), which is copied back to
// y; %t is a 2048-element scratch tensor, %o starts as zeros, and %b a second nIn-element input read from x2.
// Constants %c0, %c1, %c8, %nin, %nout (i32) are defined.
func s3Kernel(t *testing.T, ty string, nIn, nOut int, body string, x, x2 []byte) ([]byte, string) {
	t.Helper()
	lt := fmt.Sprintf("!ascendc.local_tensor<%dx%s>", nIn, ty)
	ot := fmt.Sprintf("!ascendc.local_tensor<%dx%s>", nOut, ty)
	tt := fmt.Sprintf("!ascendc.local_tensor<2048x%s>", ty)
	gt := fmt.Sprintf("!ascendc.global_tensor<*x%s>", ty)
	mr := fmt.Sprintf("memref<?x%s, 22>", ty)
	src := fmt.Sprintf(`func.func @k(%%x: MR, %%x2: MR, %%y: MR) attributes {ascendc.global} {
  %%c0 = arith.constant 0 : i32
  %%c1 = arith.constant 1 : i32
  %%c8 = arith.constant 8 : i32
  %%nin = arith.constant %d : i32
  %%nout = arith.constant %d : i32
  %%gx = ascendc.global_tensor : GT
  ascendc.global_tensor.set_global_buffer %%gx, %%x : GT, MR
  %%gx2 = ascendc.global_tensor : GT
  ascendc.global_tensor.set_global_buffer %%gx2, %%x2 : GT, MR
  %%gy = ascendc.global_tensor : GT
  ascendc.global_tensor.set_global_buffer %%gy, %%y : GT, MR
  %%a = ascendc.local_tensor_v3 vecin, 0, %d : LT
  %%b = ascendc.local_tensor_v3 vecin, 32768, %d : LT
  %%o = ascendc.local_tensor_v3 vecout, 65536, %d : OT
  %%t = ascendc.local_tensor_v3 veccalc, 131072, 2048 : TT
  ascendc.data_copy_l2 %%a, %%gx, %%nin : LT, GT, i32
  ascendc.data_copy_l2 %%b, %%gx2, %%nin : LT, GT, i32
  %%z = arith.constant ZERO : TY
  ascendc.duplicate_l2 %%o, %%z, %%nout : OT, TY, i32
  ascendc.pipe_barrier pipe_v
  ascendc.set_flag mte2_v, %%c0 : i32
  ascendc.wait_flag mte2_v, %%c0 : i32
BODY
  ascendc.set_flag v_mte3, %%c0 : i32
  ascendc.wait_flag v_mte3, %%c0 : i32
  ascendc.data_copy_l2 %%gy, %%o, %%nout : GT, OT, i32
  return
}`, nIn, nOut, nIn, nIn, nOut)
	zero := "0"
	if ty[0] == 'f' || ty[0] == 'b' {
		zero = "0.0"
	}
	src = strings.NewReplacer("ZERO", zero, "TY", ty, "MR", mr, "GT", gt, "LT", lt, "OT", ot, "TT", tt, "BODY", body).Replace(src)
	if x2 == nil {
		x2 = make([]byte, len(x))
	}
	y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, nOut*len(x)/nIn), Name: "y"}
	_, diags := kernel(t, src, 1, &sim.Arg{Kind: sim.ArgIn, Data: x, Name: "x"},
		&sim.Arg{Kind: sim.ArgIn, Data: x2, Name: "x2"}, y)
	return y.Data, diags
}

func f16bits(v ...float32) []byte {
	b := make([]byte, 2*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint16(b[2*i:], numeric.F32ToF16(x))
	}
	return b
}

func f16at(b []byte, i int) float32 { return numeric.F16ToF32(binary.LittleEndian.Uint16(b[2*i:])) }

func f32sOf(b []byte) []float32 {
	v := make([]float32, len(b)/4)
	for i := range v {
		v[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return v
}

// wantErr fails unless diags contains every fragment.
func wantErr(t *testing.T, diags string, frags ...string) {
	t.Helper()
	for _, f := range frags {
		if !strings.Contains(diags, f) {
			t.Fatalf("diagnostics %q lack %q", diags, f)
		}
	}
}
