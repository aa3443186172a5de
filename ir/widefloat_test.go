package ir

import (
	"math"
	"math/big"
	"math/rand/v2"
	"strconv"
	"testing"
)

func wideHex(t *testing.T, h string, ft *FloatType) Wide {
	t.Helper()
	b, ok := new(big.Int).SetString(h, 16)
	if !ok {
		t.Fatalf("bad hex %q", h)
	}
	return DecodeWide(b, ft)
}

// TestWideMLIR checks results and spellings mlir-opt 19 gives for f80/f128 folds.
func TestWideMLIR(t *testing.T) {
	d := func(v float64, ft *FloatType) Wide { return WideFromFloat64(v, ft) }
	one80 := wideHex(t, "3FFF8000000000000000", F80)
	pd := wideHex(t, "00008000000000000001", F80)
	cases := []struct {
		got  Wide
		ft   *FloatType
		want string
	}{
		{WideAdd(d(0.1, F80), d(0.2, F80), F80), F80, "0.300000000000000016653"},
		{WideMul(d(1e300, F128), d(1e300, F128), F128), F128, "1.00000000000000010500952051040884325E+600"},
		{WideDiv(d(1, F128), d(3, F128), F128), F128, "0.333333333333333333333333333333333317"},
		{d(1e300, F128), F128, "1.00000000000000005250476025520442025E+300"},
		{one80, F80, "1.000000e+00"},
		{wideHex(t, "40000000000000000000", F80), F80, "0x7FFF0000000000000000"},
		{pd, F80, "3.36210314311209350663E-4932"},
		{WideAdd(wideHex(t, "7FFF0000000000000001", F80), one80, F80), F80, "0x7FFF4000000000000001"},
		{WideDiv(one80, pd, F80), F80, "2.97432873839307941239E+4931"},
		{WideNeg(d(2, F80)), F80, "-2.000000e+00"},
		{WideSub(d(0, F128), d(0, F128), F128), F128, "0.000000e+00"},
		{WideDiv(d(1, F80), d(0, F80), F80), F80, "0x7FFF8000000000000000"},
		{WideMul(d(0, F80), WideDiv(d(1, F80), d(0, F80), F80), F80), F80, "0x7FFFC000000000000000"},
	}
	for i, c := range cases {
		if s := c.got.WideText(c.ft); s != c.want {
			t.Errorf("case %d: got %s, want %s", i, s, c.want)
		}
	}
	if b := WideAdd(d(0.1, F80), d(0.2, F80), F80).Bits(F80).String(); b != "302187182717880390753280" {
		t.Errorf("bits of 0.1+0.2 in f80: %s", b)
	}
}

// TestWideRoundTrip decodes and re-encodes canonical patterns unchanged, subnormals and
// the largest finite values included.
func TestWideRoundTrip(t *testing.T) {
	for _, c := range []struct {
		h  string
		ft *FloatType
	}{
		{"00000000000000000001", F80}, {"7FFEFFFFFFFFFFFFFFFF", F80}, {"80000000000000000000", F80},
		{"3FFF8000000000000001", F80}, {"7FFFC000000000000000", F80},
		{"00000000000000000000000000000001", F128}, {"7FFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF", F128},
		{"0000FFFFFFFFFFFFFFFFFFFFFFFFFFFF", F128}, {"FFFF0000000000000000000000000000", F128},
	} {
		if got := wideHex(t, c.h, c.ft).HexDigits(c.ft); got != c.h {
			t.Errorf("%s: re-encoded as %s", c.h, got)
		}
	}
}

// TestWideAgainstHardware runs the Wide operations at f64's and f32's precision and range
// on random and edge operands and compares them with the hardware's IEEE arithmetic: the
// rounding (ties to even, gradual underflow, overflow) is the same code f80/f128 use.
func TestWideAgainstHardware(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	edge := []float64{0, math.Copysign(0, -1), 1, -1, 0.1, 3, math.MaxFloat64, -math.MaxFloat64,
		math.SmallestNonzeroFloat64, 2.2250738585072014e-308, 2.225073858507201e-308, math.Inf(1), math.Inf(-1), 1e308, 1e-308}
	pick := func() float64 {
		if r.IntN(3) == 0 {
			return edge[r.IntN(len(edge))]
		}
		return math.Float64frombits(r.Uint64()&^(0x7FF<<52) | uint64(r.IntN(2047))<<52)
	}
	ops := []struct {
		name string
		w    func(a, b Wide, ft *FloatType) Wide
		f    func(a, b float64) float64
	}{
		{"add", WideAdd, func(a, b float64) float64 { return a + b }},
		{"sub", WideSub, func(a, b float64) float64 { return a - b }},
		{"mul", WideMul, func(a, b float64) float64 { return a * b }},
		{"div", WideDiv, func(a, b float64) float64 { return a / b }},
		{"rem", WideRem, math.Mod},
	}
	for i := 0; i < 20000; i++ {
		a, b := pick(), pick()
		for _, op := range ops {
			want := op.f(a, b)
			got := op.w(WideFromFloat64(a, F64), WideFromFloat64(b, F64), F64).NarrowFloat(F64)
			if math.IsNaN(want) != math.IsNaN(got) || !math.IsNaN(want) && math.Float64bits(want) != math.Float64bits(got) {
				t.Fatalf("%s(%v, %v): got %v, want %v", op.name, a, b, got, want)
			}
			fa, fb := float32(a), float32(b)
			want32 := float64(float32(op.f(float64(fa), float64(fb))))
			if op.name == "rem" {
				want32 = float64(float32(math.Mod(float64(fa), float64(fb))))
			}
			got32 := op.w(WideFromFloat64(float64(fa), F32), WideFromFloat64(float64(fb), F32), F32).NarrowFloat(F32)
			if math.IsNaN(want32) != math.IsNaN(got32) || !math.IsNaN(want32) && math.Float64bits(want32) != math.Float64bits(got32) {
				t.Fatalf("f32 %s(%v, %v): got %v, want %v", op.name, fa, fb, got32, want32)
			}
		}
	}
}

// TestWideDecimal reads decimals exactly in f80/f128 (and f64, against strconv).
func TestWideDecimal(t *testing.T) {
	for _, s := range []string{"0.1", "1e-320", "4.9e-324", "2e-324", "1.7976931348623157e308", "1.8e308", "123456.789e-3"} {
		want, _ := strconv.ParseFloat(s, 64)
		w, ok := ParseWideDecimal(s, F64)
		if got := w.NarrowFloat(F64); !ok || math.Float64bits(got) != math.Float64bits(want) {
			t.Errorf("%s in f64: got %v, want %v", s, got, want)
		}
	}
	if w, _ := ParseWideDecimal("3.000000e-01", F80); w.WideText(F80) != "3.000000e-01" {
		t.Errorf("0.3 in f80 prints %s", w.WideText(F80))
	}
}

// TestNaNOnlyFormats: the NaN of an FN format (all ones) keeps its sign and reads as a
// quiet NaN whose payload is its all-ones mantissa; an FNUZ format's one NaN reads as
// positive and quiet with no payload; infinities and overflows become the NaN with their
// sign. Expected encodings are mlir-opt 19's folds of extf / divf.
func TestNaNOnlyFormats(t *testing.T) {
	fn, fnuz := floatTypes["f8E4M3FN"], floatTypes["f8E5M2FNUZ"]
	for _, c := range []struct {
		ft   *FloatType
		bits uint64
		to   *FloatType
		want string
	}{
		{fn, 0x7F, F80, "0x7FFFF000000000000000"},
		{fn, 0xFF, F128, "0xFFFFE000000000000000000000000000"},
		{fnuz, 0x80, F80, "0x7FFFC000000000000000"},
		{fnuz, 0x80, F128, "0x7FFF8000000000000000000000000000"},
	} {
		v := BitsToFloat(c.bits, c.ft)
		w, ok := WideConvert(WideFromFloat64(v, c.ft), c.ft, c.to)
		if !ok || w.WideText(c.to) != c.want {
			t.Errorf("%s %#x to %s: got %s (%v), want %s", c.ft.Name, c.bits, c.to.Name, w.WideText(c.to), ok, c.want)
		}
	}
	for _, c := range []struct {
		v    float64
		ft   *FloatType
		to   *FloatType
		want uint64
	}{
		{BitsToFloat(0xFF, fn), fn, F32, 0xFFF00000},
		{BitsToFloat(0x7F, fn), fn, F16, 0x7F80},
		{BitsToFloat(0x80, fnuz), fnuz, F64, 0x7FF8000000000000},
		{math.Inf(-1), F64, fn, 0xFF},
		{math.Inf(1), F64, fnuz, 0x80},
	} {
		if got := FloatToBits(RoundToType(c.v, c.to), c.to); got != c.want {
			t.Errorf("%g (%s) in %s: got %#x, want %#x", c.v, c.ft.Name, c.to.Name, got, c.want)
		}
	}
	// Equal encodings are equal values, however the NaN was made.
	a, b := RoundToType(math.Copysign(math.NaN(), -1), fn), BitsToFloat(0xFF, fn)
	if math.Float64bits(a) != math.Float64bits(b) {
		t.Errorf("two f8E4M3FN 0xFF NaNs differ: %#x and %#x", math.Float64bits(a), math.Float64bits(b))
	}
}
