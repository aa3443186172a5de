package examples

import (
	"math"
	"math/rand"
	"testing"
)

// f16Ref rounds x to float16 independently of the simulator's numeric package: round to
// nearest even on the f16 grid (normal quantum 2^(e-10), subnormal 2^-24) and, as the
// hardware does by default (hardware.md, RoundMode: "overflow saturates"), ±65504 for
// anything beyond the largest finite value instead of ±inf.
func f16Ref(x float64) float64 {
	a := math.Abs(x)
	if math.IsNaN(x) || a == 0 {
		return x
	}
	if a >= 65520 { // the first value IEEE rounding would send to infinity
		return math.Copysign(65504, x)
	}
	_, e := math.Frexp(a) // a = f × 2^e, f in [0.5, 1)
	exp := max(e-1, -14)
	q := math.Ldexp(1, exp-10)
	return math.Copysign(math.RoundToEven(a/q)*q, x)
}

// f16Bits encodes a value already on the f16 grid.
func f16Bits(v float64) uint16 {
	var sign uint16
	if math.Signbit(v) {
		sign = 0x8000
	}
	a := math.Abs(v)
	if a < math.Ldexp(1, -14) {
		return sign | uint16(a/math.Ldexp(1, -24))
	}
	_, e := math.Frexp(a)
	exp := e - 1
	mant := a/math.Ldexp(1, exp)*1024 - 1024
	return sign | uint16(exp+15)<<10 | uint16(mant)
}

// castEdgeInputs are values at the f16 saturation edge, rounding ties and subnormals,
// then random values up to past the range.
func castEdgeInputs(n int) []float32 {
	edge := []float32{65504, 65505, 65519, 65519.996, 65520, 65536, 70000, 1e5, 1e10, 3e38,
		-65504, -65519, -65520, -1e6, -3e38,
		2049, 2050, 2051, 1 + 1.0/2048, 1 + 3.0/2048, 0.1, 1.0 / 3,
		6.1035156e-05, 6.0e-05, 1e-5, 5.9604645e-08, 2.9802322e-08, 4.4703484e-08, -1e-9, 0}
	r := rand.New(rand.NewSource(25))
	x := append([]float32(nil), edge...)
	for len(x) < n {
		x = append(x, float32((r.Float64()*2-1)*80000))
	}
	return x[:n]
}

func TestF16Ref(t *testing.T) {
	for _, c := range []struct {
		x    float64
		bits uint16
	}{{65504, 0x7bff}, {65519, 0x7bff}, {65520, 0x7bff}, {-1e9, 0xfbff}, {1, 0x3c00},
		{1 + 1.0/2048, 0x3c00}, {1 + 3.0/2048, 0x3c02}, {5.9604645e-08, 0x0001}, {2.9802322e-08, 0}, {6.1035156e-05, 0x0400}} {
		if got := f16Bits(f16Ref(c.x)); got != c.bits {
			t.Errorf("f16(%g) = %#04x, want %#04x", c.x, got, c.bits)
		}
	}
}

func TestPyAscCastF16Edge(t *testing.T) {
	const per, cores = 64, 2
	x := castEdgeInputs(per * cores)
	h, y := out(2*per*cores), out(4*per*cores)
	runPyAsc(t, "cast_f16_edge", "cast_f16_edge", cores, ffts(), in(f32bytes(x)), h, y, scalar(fmtInt(per)))
	hs, ys := f16of(h.Data), f32of(y.Data)
	bad := 0
	for i, v := range x {
		want := f16Ref(float64(v))
		if hs[i] != f16Bits(want) || float64(ys[i]) != want {
			if bad < 8 {
				t.Errorf("x=%g: f16 %#04x, round trip %g; want %#04x, %g", v, hs[i], ys[i], f16Bits(want), want)
			}
			bad++
		}
	}
	if bad > 0 {
		t.Fatalf("%d of %d casts wrong", bad, len(x))
	}
}
