package ir

import (
	"math/big"
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
