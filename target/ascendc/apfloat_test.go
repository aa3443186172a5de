package ascendc

import (
	"math"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
)

// TestAPFloatText checks the float spellings of emission.md Appendix C: the literal form
// (precision 0, no padding, zeros kept) and the name form (default toString).
func TestAPFloatText(t *testing.T) {
	types := map[string]*ir.FloatType{"f16": ir.F16, "bf16": ir.BF16, "f32": ir.F32, "f64": ir.F64}
	for _, c := range []struct {
		v          float64
		ft         string
		lit, named string
	}{
		{1, "f32", "1.000000000e+00", "1"},
		{1, "f64", "1.00000000000000000e+00", "1"},
		{1, "f16", "1.00000e+00", "1"},
		{1, "bf16", "1.0000e+00", "1"},
		{0, "f32", "0.0e+00", "0"},
		{math.Copysign(0, -1), "f32", "-0.0e+00", "-0"},
		{2.5, "f32", "2.500000000e+00", "2.5"},
		{2.5, "f16", "2.50000e+00", "2.5"},
		{2.5, "bf16", "2.5000e+00", "2.5"},
		{0.1, "f32", "1.000000010e-01", "0.100000001"},
		{0.1, "f64", "1.00000000000000010e-01", "0.10000000000000001"},
		{0.1, "f16", "9.99760e-02", "0.099976"},
		{0.1, "bf16", "1.0010e-01", "0.1001"},
		{1e-5, "f32", "9.999999740e-06", "9.99999974E-6"},
		{1e-5, "f64", "1.00000000000000010e-05", "1.0000000000000001E-5"},
		{1e-5, "f16", "1.00140e-05", "1.0014E-5"},
		{1e-5, "bf16", "1.0010e-05", "1.001E-5"},
		{1e20, "f32", "1.000000020e+20", "1.00000002E+20"},
		{65504, "f32", "6.550400000e+04", "65504"},
		{65504, "f16", "6.55040e+04", "65504"},
		{65504, "bf16", "6.5540e+04", "6.554E+4"},
		{1e10, "f32", "1.000000000e+10", "1.0E+10"},
		{-2, "f32", "-2.000000000e+00", "-2"},
		{1e-4, "f64", "1.00000000000000000e-04", "1.0E-4"},
		{0.001, "f32", "1.000000050e-03", "0.00100000005"},
		{100, "f32", "1.000000000e+02", "100"},
		{math.Inf(1), "f32", "+Inf", "+Inf"},
		{math.NaN(), "f32", "NaN", "NaN"},
	} {
		v := ir.RoundToType(c.v, types[c.ft])
		if got := apfloatText(v, c.ft, 0, false); got != c.lit {
			t.Errorf("%v %s literal: got %s, want %s", c.v, c.ft, got, c.lit)
		}
		if got := apfloatText(v, c.ft, 3, true); got != c.named {
			t.Errorf("%v %s name: got %s, want %s", c.v, c.ft, got, c.named)
		}
	}
}

// TestFloatConstantSpelling checks the literals and names of float constants (§1.4, §1.7).
func TestFloatConstantSpelling(t *testing.T) {
	for _, c := range []struct {
		a          *ir.FloatAttr
		lit, named string
	}{
		{&ir.FloatAttr{Type: ir.F32, Value: 1}, "(float)1.000000000e+00", "c1_f32"},
		{&ir.FloatAttr{Type: ir.F64, Value: 0.1}, "(double)1.00000000000000010e-01", "c0_10000000000000001_f64"},
		{&ir.FloatAttr{Type: ir.F16, Value: 0.1}, "9.99760e-02", "c0_099976_f16"},
		{&ir.FloatAttr{Type: ir.BF16, Value: 65504}, "6.5540e+04", "c6_554Ep4_f16"},
		{&ir.FloatAttr{Type: ir.F32, Value: 1e-5}, "(float)9.999999740e-06", "c9_99999974Em6_f32"},
		{&ir.FloatAttr{Type: ir.F32, Value: math.Inf(1)}, "__builtin_inff()", "cpInf_f32"},
		{&ir.FloatAttr{Type: ir.F32, Value: math.Inf(-1)}, "-__builtin_inff()", "cmInf_f32"},
		{&ir.FloatAttr{Type: ir.F32, Value: math.NaN()}, "(0.f / 0.f) /* nan */", "cNaN_f32"},
	} {
		lit, _, err := literal(c.a)
		if err != nil || lit != c.lit {
			t.Errorf("%v %s literal: got %s (%v), want %s", c.a.Value, c.a.Type, lit, err, c.lit)
		}
		n, err := constantName(c.a)
		if err != nil || n != c.named {
			t.Errorf("%v %s name: got %s (%v), want %s", c.a.Value, c.a.Type, n, err, c.named)
		}
	}
}
