package semantics

import (
	"math"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// TestVecFTZ: Exp, Ln, Sqrt and Reciprocal at L2 and L0 flush subnormal inputs and results to
// zeros of their sign on the Ascend 950 (hardware.md §7: the 3510 has no subnormals and
// these default to FTZ) and keep them on the 910B. Each op runs on inputs whose input or
// result is an f32 subnormal, and on normal ones, which both chips compute alike.
func TestVecFTZ(t *testing.T) {
	sub := float32(1e-40) // an f32 subnormal
	for _, c := range []struct {
		op  string
		x   []float32
		ref func(x float64) float64
	}{
		{"exp", []float32{-100, -90, sub, 0, 1}, math.Exp},    // e^-100, e^-90: subnormal results
		{"ln", []float32{sub, -sub, 1, 2}, math.Log},          // ln of a subnormal: ln(±0) on the 950
		{"sqrt", []float32{sub, 4e-39, 4, -sub}, math.Sqrt},   // sqrt(4e-39) is normal, of a subnormal input too
		{"reciprocal", []float32{3e38, -3e38, sub, 2}, recip}, // 1/3e38 is subnormal; 1/sub overflows
	} {
		for _, soc := range []string{"ascend910b", "ascend950"} {
			x := make([]float32, 64)
			for i := range x {
				x[i] = c.x[i%len(c.x)]
			}
			for _, body := range []string{
				"  ascendc." + c.op + "_l2 %o, %a, %c64 : " + lt + ", " + lt + ", i32",
				// The L0 form (counter of 64 lanes, one repeat) flushes alike.
				"  %m = arith.constant 64 : i64\n  %p = ascendc.construct !ascendc.unary_repeat_params(%c1, %c1, %c8, %c8) [ui16, ui16, ui8, ui8] : i32, i32, i32, i32\n" +
					"  ascendc." + c.op + "_l0 %o, %a, %m, %c1, %p {isSetMask} : " + lt + ", " + lt + ", i64, i32, !ascendc.unary_repeat_params",
			} {
				checkFTZ(t, soc, c.op, body, x, c.x, c.ref)
			}
		}
	}
}

// checkFTZ runs body on x and compares the first len(xs) results with ref, flushed on
// the Ascend 950.
func checkFTZ(t *testing.T, soc, op, body string, x, xs []float32, ref func(float64) float64) {
	t.Helper()
	y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 256), Name: "y"}
	if d := kernelOn(t, soc, wrap(body), &sim.Arg{Kind: sim.ArgIn, Data: f32buf(x...), Name: "x"}, y); d != "" {
		t.Fatalf("%s on %s: %s", op, soc, d)
	}
	for i := range xs {
		in := float64(x[i])
		if soc == "ascend950" {
			in = float64(ftz32(x[i]))
		}
		want := float32(ref(in))
		if soc == "ascend950" {
			want = ftz32(want)
		}
		got := f32at(y.Data, i)
		if math.Float32bits(got) != math.Float32bits(want) && !(got != got && want != want) {
			t.Errorf("%s(%g) on %s = %g, want %g", op, x[i], soc, got, want)
		}
	}
}

func recip(x float64) float64 { return 1 / x }

// ftz32 flushes an f32 subnormal to a zero of its sign.
func ftz32(v float32) float32 {
	if v != 0 && math.Abs(float64(v)) < 0x1p-126 {
		return float32(math.Copysign(0, float64(v)))
	}
	return v
}
