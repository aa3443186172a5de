package simulator

import "testing"

// The binding rule for GM buffers: same type, same-size integers, or bf16 as u16 bits.
func TestHoldsElemsOf(t *testing.T) {
	for _, c := range []struct {
		file, param DType
		ok          bool
	}{
		{F32, F32, true}, {I32, U32, true}, {U16, I16, true}, {U16, BF16, true}, {BF16, U16, true},
		{Invalid, F16, true}, {F16, Invalid, true},
		{F16, BF16, false}, {BF16, F16, false}, {I16, BF16, false}, {U16, F16, false},
		{F32, I32, false}, {U32, F32, false}, {U8, BF16, false}, {I32, I16, false},
	} {
		if got := c.file.HoldsElemsOf(c.param); got != c.ok {
			t.Errorf("%s data for a %s parameter: %v, want %v", c.file, c.param, got, c.ok)
		}
	}
}
