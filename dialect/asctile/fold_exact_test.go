package asctile

import (
	"testing"

	"github.com/ascend-toolchain/asc/ir"
)

// TestExactConversion: the conversions that keep every value.
func TestExactConversion(t *testing.T) {
	i8, i16, i32 := ir.IntType(8, ir.Signless), ir.IntType(16, ir.Signless), ir.IntType(32, ir.Signless)
	for _, c := range []struct {
		from, to ir.Type
		want     bool
	}{
		{ir.F16, ir.F32, true}, {ir.BF16, ir.F32, true}, {ir.F32, ir.F16, false}, {ir.F16, ir.BF16, false},
		{ir.BF16, ir.F16, false}, {i8, i16, true}, {i32, i16, false}, {i8, ir.F16, true},
		{i16, ir.F16, false}, {i16, ir.F32, true}, {i32, ir.F32, false}, {ir.F32, i32, false},
		{ir.IntType(16, ir.Unsigned), i32, false},
	} {
		if got := ExactConversion(c.from, c.to); got != c.want {
			t.Errorf("%s -> %s: %v, want %v", ir.TypeString(c.from), ir.TypeString(c.to), got, c.want)
		}
	}
}
