package memref

import (
	"testing"

	"github.com/ascend-toolchain/asc/ir"
)

// TestSimplifyExprOrder checks the term order of the simplified layouts against what
// mlir-opt 19 prints for them in transpose diagnostics.
func TestSimplifyExprOrder(t *testing.T) {
	d, s := ir.AffineDimExpr, ir.AffineSymbolExpr
	c := ir.AffineConstExpr
	for _, tc := range []struct {
		e      *ir.AffineExpr
		nd, ns int
		want   string
	}{
		// Pure affine: dims, symbols, constant.
		{d(2).Add(d(1).MulConst(4)).Add(d(0).MulConst(12)), 3, 0, "d0 * 12 + d1 * 4 + d2"},
		{s(0).Add(d(1)).AddConst(3), 2, 1, "d1 + s0 + 3"},
		// Already in linear form with the product last: kept.
		{d(1).Add(d(0).Mul(s(0))), 2, 1, "d1 + d0 * s0"},
		// Otherwise ordered by position: d0 * s0 before d1.
		{d(0).Mul(s(0)).Add(d(1)), 2, 1, "d0 * s0 + d1"},
		{d(2).Add(d(1).Mul(s(0))).Add(d(0).Mul(s(1))), 3, 2, "d2 + d1 * s0 + d0 * s1"},
		{d(0).Mul(s(1)).Add(d(1).Mul(s(0))).Add(d(2)), 3, 2, "d0 * s1 + d1 * s0 + d2"},
		{s(0).Add(d(0).Mul(s(1))).Add(d(1)), 2, 2, "d0 * s1 + s0 + d1"},
		{c(5).Add(d(0).Mul(s(0))).Add(d(1).Mul(s(1))), 2, 2, "d0 * s0 + d1 * s1 + 5"},
		// Forms it does not handle come back unchanged.
		{d(0).Mod(s(0)), 1, 1, "d0 mod s0"},
	} {
		if got := simplifyExpr(tc.e, tc.nd, tc.ns).String(); got != tc.want {
			t.Errorf("simplify(%s) = %s, want %s", tc.e, got, tc.want)
		}
	}
}
