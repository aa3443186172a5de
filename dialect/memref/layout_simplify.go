package memref

import (
	"sort"

	"github.com/ascend-toolchain/asc/ir"
)

// The transpose verifier compares layouts the way MLIR's canonicalizeStridedLayout does:
// both sides pass through MLIR's affine simplifier, and the results are compared as
// expressions, so the order in which the simplifier writes the terms decides whether two
// equal layouts compare equal (MLIR 19 rejects a transpose of memref<?x?xf32> to itself
// for that reason) and what the diagnostic prints. simplifyExpr reproduces that order for
// the expressions layouts are made of: sums of constants, dims, symbols and products of
// two of them; anything else is returned as it is.

// flatForm is a flattened sum: a coefficient per dim, per symbol and per product term
// ("local"), and a constant.
type flatForm struct {
	dims, syms []int64
	locals     []*ir.AffineExpr
	localCoef  []int64
	constant   int64
}

func (f *flatForm) addLocal(e *ir.AffineExpr, c int64) {
	for i, l := range f.locals {
		if l.Equal(e) {
			f.localCoef[i] += c
			return
		}
	}
	f.locals = append(f.locals, e)
	f.localCoef = append(f.localCoef, c)
}

// flatten adds factor*e to f, walking operands left to right as MLIR's flattener does
// (which fixes the order of the product terms); false for a form it does not handle.
func (f *flatForm) flatten(e *ir.AffineExpr, factor int64) bool {
	switch e.Kind {
	case ir.AffineConstant:
		f.constant += factor * e.Value
	case ir.AffineDim:
		f.dims[e.Value] += factor
	case ir.AffineSymbol:
		f.syms[e.Value] += factor
	case ir.AffineAdd:
		return f.flatten(e.LHS, factor) && f.flatten(e.RHS, factor)
	case ir.AffineMul:
		if e.RHS.Kind == ir.AffineConstant {
			return f.flatten(e.LHS, factor*e.RHS.Value)
		}
		if !isAtom(e.LHS) || !isAtom(e.RHS) {
			return false
		}
		f.addLocal(e, factor)
	default:
		return false
	}
	return true
}

func isAtom(e *ir.AffineExpr) bool { return e.Kind == ir.AffineDim || e.Kind == ir.AffineSymbol }

// isPureAffine: every product has a constant factor.
func isPureAffine(e *ir.AffineExpr) bool {
	switch e.Kind {
	case ir.AffineAdd:
		return isPureAffine(e.LHS) && isPureAffine(e.RHS)
	case ir.AffineMul:
		return isPureAffine(e.LHS) && isPureAffine(e.RHS) &&
			(e.LHS.Kind == ir.AffineConstant || e.RHS.Kind == ir.AffineConstant)
	case ir.AffineFloorDiv, ir.AffineCeilDiv, ir.AffineMod:
		return isPureAffine(e.LHS) && e.RHS.Kind == ir.AffineConstant
	}
	return true
}

// rebuild re-creates sums and products through the simplifying constructors, as MLIR's
// semi-affine pre-pass does.
func rebuild(e *ir.AffineExpr) *ir.AffineExpr {
	switch e.Kind {
	case ir.AffineAdd:
		return rebuild(e.LHS).Add(rebuild(e.RHS))
	case ir.AffineMul:
		return rebuild(e.LHS).Mul(rebuild(e.RHS))
	}
	return e
}

// simplifyExpr simplifies a layout expression of nd dims and ns symbols as MLIR 19's
// simplifyAffineExpr does.
func simplifyExpr(e *ir.AffineExpr, nd, ns int) *ir.AffineExpr {
	pure := isPureAffine(e)
	if !pure {
		e = rebuild(e)
	}
	f := &flatForm{dims: make([]int64, nd), syms: make([]int64, ns)}
	if !f.flatten(e, 1) {
		return e
	}
	linear := f.linearForm()
	if pure {
		return linear
	}
	if e.Equal(linear) {
		return e
	}
	return f.semiAffineForm()
}

// linearForm writes dims, then symbols, then product terms, then the constant.
func (f *flatForm) linearForm() *ir.AffineExpr {
	out := ir.AffineConstExpr(0)
	for i, c := range f.dims {
		if c != 0 {
			out = out.Add(ir.AffineDimExpr(i).MulConst(c))
		}
	}
	for i, c := range f.syms {
		if c != 0 {
			out = out.Add(ir.AffineSymbolExpr(i).MulConst(c))
		}
	}
	for i, l := range f.locals {
		if c := f.localCoef[i]; c != 0 {
			out = out.Add(l.MulConst(c))
		}
	}
	if f.constant != 0 {
		out = out.AddConst(f.constant)
	}
	return out
}

// semiAffineForm orders the terms by the position of their first dim or symbol: for each
// position a dim comes first, then its products with symbols by symbol position, then
// the symbol of that position and products of two symbols; the constant comes last.
func (f *flatForm) semiAffineForm() *ir.AffineExpr {
	type term struct {
		k1, k2 int
		e      *ir.AffineExpr
		c      int64
	}
	var terms []term
	big, nextSym, nextDim := max(len(f.dims), len(f.syms)), 0, -1
	for i, c := range f.syms {
		if c != 0 {
			terms = append(terms, term{i, big + nextSym, ir.AffineSymbolExpr(i), c})
			nextSym++
		}
	}
	for i, l := range f.locals {
		c := f.localCoef[i]
		switch {
		case c == 0:
		case l.LHS.Kind == ir.AffineDim:
			terms = append(terms, term{int(l.LHS.Value), int(l.RHS.Value), l, c})
		default:
			terms = append(terms, term{int(l.LHS.Value), big + nextSym, l, c})
			nextSym++
		}
	}
	for i, c := range f.dims {
		if c != 0 {
			terms = append(terms, term{i, nextDim, ir.AffineDimExpr(i), c})
			nextDim--
		}
	}
	sort.Slice(terms, func(a, b int) bool {
		if terms[a].k1 != terms[b].k1 {
			return terms[a].k1 < terms[b].k1
		}
		return terms[a].k2 < terms[b].k2
	})
	out := ir.AffineConstExpr(0)
	for _, t := range terms {
		out = out.Add(t.e.MulConst(t.c))
	}
	if f.constant != 0 {
		out = out.AddConst(f.constant)
	}
	return out
}
