package semantics

import (
	"math"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

// TestVecFTZ: Exp, Ln, Sqrt and Reciprocal at L2 flush subnormal inputs and results to
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
			y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 256), Name: "y"}
			body := "  ascendc." + c.op + "_l2 %o, %a, %c64 : " + lt + ", " + lt + ", i32"
			if d := kernelOn(t, soc, wrap(body), &sim.Arg{Kind: sim.ArgIn, Data: f32buf(x...), Name: "x"}, y); d != "" {
				t.Fatalf("%s on %s: %s", c.op, soc, d)
			}
			for i := range c.x {
				in := float64(x[i])
				if soc == "ascend950" {
					in = float64(ftz32(x[i]))
				}
				want := float32(c.ref(in))
				if soc == "ascend950" {
					want = ftz32(want)
				}
				got := f32at(y.Data, i)
				if math.Float32bits(got) != math.Float32bits(want) && !(got != got && want != want) {
					t.Errorf("%s(%g) on %s = %g, want %g", c.op, x[i], soc, got, want)
				}
			}
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
