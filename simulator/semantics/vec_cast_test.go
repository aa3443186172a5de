package semantics

import (
	"math"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/numeric"
)

// castKernel loads 256 f32 into %a, runs body (which fills %o, 256 f32) and stores %o.
func castKernel(body string) string {
	return wide(strings.Replace(body, "LT", lt256, -1))
}

func TestCastForms(t *testing.T) {
	x := xs256()
	x[3], x[4], x[5] = 70000, -1e6, float32(math.Inf(1)) // saturate, saturate, stays inf
	x[6] = 1.00048828125                                 // 1 + 2^-11: a tie in f16
	run := func(body string) []byte {
		y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 1024), Name: "y"}
		_, d := kernel(t, castKernel(body), 1, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(x...), Name: "x"}, y)
		if d != "" {
			t.Fatal(d)
		}
		return y.Data
	}
	// L2 f32 -> f16 (CAST_ROUND: ties away from zero) and back.
	y := run(`  %hf = ascendc.local_tensor_v3 veccalc, 8192, 256 : !ascendc.local_tensor<256xf16>
  ascendc.cast_l2 %hf, %a, %c256 {roundMode = 4 : i32} : !ascendc.local_tensor<256xf16>, LT, i32
  ascendc.pipe_barrier pipe_v
  ascendc.cast_l2 %o, %hf, %c256 {roundMode = 0 : i32} : LT, !ascendc.local_tensor<256xf16>, i32`)
	for i := 0; i < 256; i++ {
		want := float64(x[i])
		switch i {
		case 3:
			want = 65504
		case 4:
			want = -65504
		case 6:
			want = 1 + 1.0/1024 // away from zero
		}
		if got := float64(f32at(y, i)); got != want && !(math.IsInf(want, 1) && math.IsInf(got, 1)) {
			t.Fatalf("L2 y[%d] = %v, want %v", i, got, want)
		}
	}
	// L0 f32 -> bf16 with CAST_TRUNC on the first 10 lanes of 2 repeats (the mask counts f32
	// lanes; a repeat reads 8 f32 blocks and writes 4 bf16 blocks), then back with L2.
	y = run(`  %bf = ascendc.local_tensor_v3 veccalc, 8192, 256 : !ascendc.local_tensor<256xbf16>
  %z = arith.constant 0.0 : bf16
  ascendc.duplicate_l2 %bf, %z, %c256 : !ascendc.local_tensor<256xbf16>, bf16, i32
  ascendc.pipe_barrier pipe_v
  %c10 = arith.constant 10 : i32
  %pc = ascendc.construct !ascendc.unary_repeat_params(%c1, %c1, %c4, %c8) : i32, i32, i32, i32
  ascendc.cast_l0 %bf, %a, %c10, %c2, %pc {roundMode = 5 : i32, isSetMask} : !ascendc.local_tensor<256xbf16>, LT, i32, i32, !ascendc.unary_repeat_params
  ascendc.pipe_barrier pipe_v
  ascendc.cast_l2 %o, %bf, %c256 {roundMode = 0 : i32} : LT, !ascendc.local_tensor<256xbf16>, i32`)
	for i := 0; i < 256; i++ {
		want := 0.0
		if i%64 < 10 && i < 128 {
			b := math.Float32bits(x[i])
			want = float64(math.Float32frombits(b &^ 0xffff)) // truncation, independent of the code
		}
		if got := float64(f32at(y, i)); got != want {
			t.Fatalf("L0 bf16 y[%d] = %v, want %v (x %v)", i, got, want, x[i])
		}
	}
	// L2 f32 -> bf16 with CAST_NONE (PyAsc's narrowing): RINT, half to even, with
	// saturation of finite overflow; lane 7 is a tie (1 + 2^-8) that rounds to 1.
	x7 := x[7]
	x[7] = 1.00390625
	y = run(`  %bf = ascendc.local_tensor_v3 veccalc, 8192, 256 : !ascendc.local_tensor<256xbf16>
  ascendc.cast_l2 %bf, %a, %c256 {roundMode = 0 : i32} : !ascendc.local_tensor<256xbf16>, LT, i32
  ascendc.pipe_barrier pipe_v
  ascendc.cast_l2 %o, %bf, %c256 {roundMode = 0 : i32} : LT, !ascendc.local_tensor<256xbf16>, i32`)
	for i := 0; i < 256; i++ {
		want := float64(numeric.BF16ToF32(numeric.F32ToBF16(x[i])))
		if i == 7 {
			want = 1
		}
		if got := float64(f32at(y, i)); got != want {
			t.Fatalf("L2 bf16 NONE y[%d] = %v, want %v (x %v)", i, got, want, x[i])
		}
	}
	x[7] = x7
	// L1 f32 -> s32 CAST_CEIL on even lanes of one repeat, back to f32.
	y = run(`  %si = ascendc.local_tensor_v3 veccalc, 8192, 256 : !ascendc.local_tensor<256xi32>
  %z = arith.constant 0 : i32
  ascendc.duplicate_l2 %si, %z, %c256 : !ascendc.local_tensor<256xi32>, i32, i32
  ascendc.pipe_barrier pipe_v
  %mi = arith.constant 6148914691236517205 : i64
  %m = builtin.unrealized_conversion_cast %mi : i64 to ui64
  ascendc.cast_l1 %si, %a, %m, %c1, %p {roundMode = 3 : i32, isSetMask} : !ascendc.local_tensor<256xi32>, LT, ui64, i32, !ascendc.unary_repeat_params
  ascendc.pipe_barrier pipe_v
  ascendc.cast_l2 %o, %si, %c256 {roundMode = 0 : i32} : LT, !ascendc.local_tensor<256xi32>, i32`)
	for i := 0; i < 256; i++ {
		want := 0.0
		if i < 64 && i%2 == 0 {
			want = math.Min(math.Ceil(float64(x[i])), math.MaxInt32)
		}
		if got := float64(f32at(y, i)); got != float64(float32(want)) {
			t.Fatalf("L1 s32 y[%d] = %v, want %v", i, got, want)
		}
	}
}

func TestCastRefused(t *testing.T) {
	cases := []struct{ body, want string }{
		{`  %bf = ascendc.local_tensor_v3 veccalc, 8192, 256 : !ascendc.local_tensor<256xbf16>
  ascendc.cast_l2 %bf, %a, %c256 {roundMode = 6 : i32} : !ascendc.local_tensor<256xbf16>, LT, i32`, "is not simulated for f32 -> bf16 with CAST_ODD"},
		{`  %si = ascendc.local_tensor_v3 veccalc, 8192, 256 : !ascendc.local_tensor<256xi32>
  %hf = ascendc.local_tensor_v3 veccalc, 16384, 256 : !ascendc.local_tensor<256xf16>
  ascendc.cast_l2 %hf, %si, %c256 {roundMode = 1 : i32} : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xi32>, i32`, "SetDeqScale"},
		{`  %si = ascendc.local_tensor_v3 veccalc, 8192, 256 : !ascendc.local_tensor<256xi32>
  ascendc.cast_l2 %si, %a, %c256 {roundMode = 0 : i32} : !ascendc.local_tensor<256xi32>, LT, i32`, "float -> integer cast takes CAST_RINT"},
	}
	for _, c := range cases {
		_, d := kernel(t, castKernel(c.body), 1, &sim.Arg{Kind: sim.ArgIn, Data: f32buf(xs256()...), Name: "x"},
			&sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 1024), Name: "y"})
		if !strings.Contains(d, c.want) {
			t.Errorf("want %q, got %q", c.want, d)
		}
	}
}
