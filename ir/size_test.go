package ir_test

import (
	"math"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
)

// TestSizeArithmetic: MulSize and AddSize report every product and sum that leaves int64,
// and negative operands (dynamic sizes), instead of a wrapped number.
func TestSizeArithmetic(t *testing.T) {
	mul := []struct {
		a, b, want int64
		ok         bool
	}{
		{0, math.MaxInt64, 0, true},
		{3, 5, 15, true},
		{1 << 31, 1 << 31, 1 << 62, true},
		{1 << 62, 2, 0, false},
		{1 << 62, 4, 0, false}, // wraps to exactly 0 in plain arithmetic
		{3, 3074457345618258603, 0, false},
		{math.MaxInt64, 1, math.MaxInt64, true},
		{-1, 4, 0, false},
		{4, ir.Dynamic, 0, false},
	}
	for _, c := range mul {
		if got, ok := ir.MulSize(c.a, c.b); got != c.want || ok != c.ok {
			t.Errorf("MulSize(%d, %d) = %d, %v; want %d, %v", c.a, c.b, got, ok, c.want, c.ok)
		}
	}
	add := []struct {
		a, b, want int64
		ok         bool
	}{
		{1, 2, 3, true},
		{math.MaxInt64 - 1, 1, math.MaxInt64, true},
		{math.MaxInt64, 1, 0, false},
		{-5, 1, 0, false},
	}
	for _, c := range add {
		if got, ok := ir.AddSize(c.a, c.b); got != c.want || ok != c.ok {
			t.Errorf("AddSize(%d, %d) = %d, %v; want %d, %v", c.a, c.b, got, ok, c.want, c.ok)
		}
	}
}
