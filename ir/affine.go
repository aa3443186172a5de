package ir

import (
	"math"
	"strconv"
)

// AffineExprKind tells the kind of an affine expression node.
type AffineExprKind uint8

const (
	AffineAdd      AffineExprKind = iota // LHS + RHS
	AffineMul                            // LHS * RHS, where one side is constant
	AffineMod                            // LHS mod RHS, RHS a positive constant or symbolic
	AffineFloorDiv                       // LHS floordiv RHS
	AffineCeilDiv                        // LHS ceildiv RHS
	AffineConstant                       // the integer Value
	AffineDim                            // dimension d<Value>
	AffineSymbol                         // symbol s<Value>
)

// AffineExpr is a node of an affine expression: a dimension, a symbol, a constant or a
// binary operation. Nodes are immutable. The constructors (Add, Mul, FloorDiv, CeilDiv,
// Mod) simplify as MLIR's do, so that parsing builds the same trees MLIR builds and the
// printed text matches mlir-opt's.
type AffineExpr struct {
	Kind AffineExprKind // selects which other fields are meaningful
	// Value is the constant, or the position of the dimension or symbol.
	Value    int64
	LHS, RHS *AffineExpr // operands of the binary kinds, nil otherwise
	// hasDim caches, for a binary expression, whether a dimension occurs in it: building
	// a chain of n operations asks it at each step, which walking the tree made
	// quadratic (`d0 * s0 * s0 ...` of 20000 terms took seconds).
	hasDim bool
}

// AffineDimExpr is dimension d<pos>.
func AffineDimExpr(pos int) *AffineExpr { return &AffineExpr{Kind: AffineDim, Value: int64(pos)} }

// AffineSymbolExpr is symbol s<pos>.
func AffineSymbolExpr(pos int) *AffineExpr { return &AffineExpr{Kind: AffineSymbol, Value: int64(pos)} }

// AffineConstExpr is the constant v.
func AffineConstExpr(v int64) *AffineExpr { return &AffineExpr{Kind: AffineConstant, Value: v} }

func (e *AffineExpr) isConst() bool { return e.Kind == AffineConstant }

func (e *AffineExpr) isBinary() bool { return e.Kind <= AffineCeilDiv }

// Equal reports structural equality (MLIR uniques expressions, so its identity is this).
func (e *AffineExpr) Equal(o *AffineExpr) bool {
	if e == o {
		return true
	}
	if e == nil || o == nil || e.Kind != o.Kind || e.Value != o.Value {
		return false
	}
	if !e.isBinary() {
		return true
	}
	return e.LHS.Equal(o.LHS) && e.RHS.Equal(o.RHS)
}

// IsSymbolicOrConstant reports whether the expression uses no dimension.
func (e *AffineExpr) IsSymbolicOrConstant() bool {
	switch e.Kind {
	case AffineConstant, AffineSymbol:
		return true
	case AffineDim:
		return false
	}
	return !e.hasDim
}

// LargestKnownDivisor is the largest integer known to divide the expression.
func (e *AffineExpr) LargestKnownDivisor() int64 {
	switch e.Kind {
	case AffineDim, AffineSymbol:
		return 1
	case AffineConstant:
		return absInt64(e.Value)
	case AffineFloorDiv, AffineCeilDiv:
		if e.RHS.isConst() && e.RHS.Value != 0 {
			if l := e.LHS.LargestKnownDivisor(); l%e.RHS.Value == 0 {
				return absInt64(l / e.RHS.Value)
			}
		}
		return 1
	case AffineMul:
		return e.LHS.LargestKnownDivisor() * e.RHS.LargestKnownDivisor()
	}
	return int64(gcdU64(uint64(e.LHS.LargestKnownDivisor()), uint64(e.RHS.LargestKnownDivisor())))
}

func absInt64(v int64) int64 {
	if v < 0 {
		return -v
	}
	return v
}

func gcdU64(a, b uint64) uint64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func newAffineBinary(kind AffineExprKind, l, r *AffineExpr) *AffineExpr {
	return &AffineExpr{Kind: kind, LHS: l, RHS: r, hasDim: !l.IsSymbolicOrConstant() || !r.IsSymbolicOrConstant()}
}

// Add returns e + o.
func (e *AffineExpr) Add(o *AffineExpr) *AffineExpr {
	if s := simplifyAdd(e, o); s != nil {
		return s
	}
	return newAffineBinary(AffineAdd, e, o)
}

// AddConst returns e + v.
func (e *AffineExpr) AddConst(v int64) *AffineExpr { return e.Add(AffineConstExpr(v)) }

// Mul returns e * o.
func (e *AffineExpr) Mul(o *AffineExpr) *AffineExpr {
	if s := simplifyMul(e, o); s != nil {
		return s
	}
	return newAffineBinary(AffineMul, e, o)
}

// MulConst returns e * v.
func (e *AffineExpr) MulConst(v int64) *AffineExpr { return e.Mul(AffineConstExpr(v)) }

// Neg returns -e, that is e * -1.
func (e *AffineExpr) Neg() *AffineExpr { return e.MulConst(-1) }

// Sub returns e - o, that is e + o * -1.
func (e *AffineExpr) Sub(o *AffineExpr) *AffineExpr { return e.Add(o.Neg()) }

// FloorDiv returns e floordiv o.
func (e *AffineExpr) FloorDiv(o *AffineExpr) *AffineExpr {
	if s := simplifyDiv(e, o, false); s != nil {
		return s
	}
	return newAffineBinary(AffineFloorDiv, e, o)
}

// CeilDiv returns e ceildiv o.
func (e *AffineExpr) CeilDiv(o *AffineExpr) *AffineExpr {
	if s := simplifyDiv(e, o, true); s != nil {
		return s
	}
	return newAffineBinary(AffineCeilDiv, e, o)
}

// Mod returns e mod o.
func (e *AffineExpr) Mod(o *AffineExpr) *AffineExpr {
	if s := simplifyMod(e, o); s != nil {
		return s
	}
	return newAffineBinary(AffineMod, e, o)
}

// simplifyAdd folds constants, keeps constants (then symbolic terms) on the right,
// merges c1*x + c2*x and rewrites x - (x floordiv q) * q as x mod q; nil when nothing
// applies.
func simplifyAdd(lhs, rhs *AffineExpr) *AffineExpr {
	if lhs.isConst() && rhs.isConst() {
		sum, overflow := addOverflow(lhs.Value, rhs.Value)
		if overflow {
			return nil
		}
		return AffineConstExpr(sum)
	}
	if lhs.isConst() || lhs.IsSymbolicOrConstant() && !rhs.IsSymbolicOrConstant() {
		return rhs.Add(lhs)
	}
	if rhs.isConst() && rhs.Value == 0 {
		return lhs
	}
	lBin := lhs.isBinary()
	if lBin && rhs.isConst() && lhs.Kind == AffineAdd && lhs.RHS.isConst() {
		return lhs.LHS.AddConst(lhs.RHS.Value + rhs.Value)
	}
	c1, first := int64(1), lhs
	if lhs.Kind == AffineMul && lhs.RHS.isConst() {
		c1, first = lhs.RHS.Value, lhs.LHS
	}
	c2, second := int64(1), rhs
	if rhs.Kind == AffineMul && rhs.RHS.isConst() {
		c2, second = rhs.RHS.Value, rhs.LHS
	}
	if first.Equal(second) {
		return first.MulConst(c1 + c2)
	}
	if lhs.Kind == AffineAdd && lhs.RHS.isConst() {
		return lhs.LHS.Add(rhs).Add(lhs.RHS)
	}
	if !rhs.isBinary() {
		return nil
	}
	lrhs, rrhs := rhs.LHS, rhs.RHS
	// lhs + ((lhs floordiv q) * q) * -1, q symbolic.
	if rrhs.isConst() && rrhs.Value == -1 && lrhs.Kind == AffineMul {
		llrhs, rlrhs := lrhs.LHS, lrhs.RHS
		if llrhs.Kind != AffineFloorDiv {
			return nil
		}
		if llrhs.RHS.Equal(rlrhs) && lhs.Equal(llrhs.LHS) {
			return lhs.Mod(rlrhs)
		}
	}
	// lhs + (lhs floordiv c) * -c, c a positive constant.
	if lrhs.Kind != AffineFloorDiv || rhs.Kind != AffineMul {
		return nil
	}
	llrhs, rlrhs := lrhs.LHS, lrhs.RHS
	if rlrhs.isConst() && rlrhs.Value > 0 && lhs.Equal(llrhs) && rrhs.Equal(rlrhs.Neg()) {
		return lhs.Mod(rlrhs)
	}
	return nil
}

// simplifyMul folds constants, keeps constant or symbolic factors on the right and
// merges successive constant factors; nil when nothing applies.
func simplifyMul(lhs, rhs *AffineExpr) *AffineExpr {
	if lhs.isConst() && rhs.isConst() {
		prod, overflow := mulOverflow(lhs.Value, rhs.Value)
		if overflow {
			return nil
		}
		return AffineConstExpr(prod)
	}
	if !lhs.IsSymbolicOrConstant() && !rhs.IsSymbolicOrConstant() {
		return nil
	}
	if !rhs.IsSymbolicOrConstant() || lhs.isConst() {
		return rhs.Mul(lhs)
	}
	if rhs.isConst() {
		switch rhs.Value {
		case 1:
			return lhs
		case 0:
			return rhs
		}
	}
	if lhs.Kind == AffineMul && lhs.RHS.isConst() {
		if rhs.isConst() {
			return lhs.LHS.MulConst(lhs.RHS.Value * rhs.Value)
		}
		return lhs.LHS.Mul(rhs).Mul(lhs.RHS)
	}
	return nil
}

// simplifyDiv folds floordiv/ceildiv by a non-zero constant: constants, division by one,
// (x * k*c) div c, and for floordiv (a + b) floordiv c when a or b is a multiple of c.
func simplifyDiv(lhs, rhs *AffineExpr, ceil bool) *AffineExpr {
	if !rhs.isConst() || rhs.Value == 0 {
		return nil
	}
	c := rhs.Value
	if lhs.isConst() {
		if lhs.Value == math.MinInt64 && c == -1 {
			return nil
		}
		if ceil {
			return AffineConstExpr(CeilDiv(lhs.Value, c))
		}
		return AffineConstExpr(floorDivInt64(lhs.Value, c))
	}
	if c == 1 {
		return lhs
	}
	if lhs.Kind == AffineMul && lhs.RHS.isConst() && lhs.RHS.Value%c == 0 {
		return lhs.LHS.MulConst(lhs.RHS.Value / c)
	}
	if !ceil && lhs.Kind == AffineAdd {
		if lhs.LHS.LargestKnownDivisor()%c == 0 || lhs.RHS.LargestKnownDivisor()%c == 0 {
			return lhs.LHS.FloorDiv(rhs).Add(lhs.RHS.FloorDiv(rhs))
		}
	}
	return nil
}

// simplifyMod folds mod by a positive constant: constants, multiples of it, (a + b) mod c
// when a or b is a multiple of c, and (x mod k*c) mod c.
func simplifyMod(lhs, rhs *AffineExpr) *AffineExpr {
	if !rhs.isConst() || rhs.Value < 1 {
		return nil
	}
	c := rhs.Value
	if lhs.isConst() {
		return AffineConstExpr(modInt64(lhs.Value, c))
	}
	if lhs.LargestKnownDivisor()%c == 0 {
		return AffineConstExpr(0)
	}
	if lhs.Kind == AffineAdd {
		if lhs.LHS.LargestKnownDivisor()%c == 0 {
			return lhs.RHS.Mod(rhs)
		}
		if lhs.RHS.LargestKnownDivisor()%c == 0 {
			return lhs.LHS.Mod(rhs)
		}
	}
	if lhs.Kind == AffineMod && lhs.RHS.isConst() && lhs.RHS.Value >= 1 && modInt64(lhs.RHS.Value, c) == 0 {
		return lhs.LHS.Mod(rhs)
	}
	return nil
}

func addOverflow(a, b int64) (int64, bool) {
	s := a + b
	return s, (a > 0 && b > 0 && s < 0) || (a < 0 && b < 0 && s >= 0)
}

func mulOverflow(a, b int64) (int64, bool) {
	if a == 0 || b == 0 {
		return 0, false
	}
	p := a * b
	return p, p/b != a || a == -1 && b == math.MinInt64 || b == -1 && a == math.MinInt64
}

func floorDivInt64(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// CeilDiv rounds a/b towards positive infinity (b != 0) without forming a+b-1, so it
// does not overflow near the ends of int64.
func CeilDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) == (b < 0) {
		q++
	}
	return q
}

func modInt64(a, b int64) int64 {
	m := a % b
	if m < 0 {
		m += b
	}
	return m
}

// --- printing ---

// String renders the expression as mlir-opt prints it (`d0 * 2 + s0`).
func (e *AffineExpr) String() string {
	p := NewPrinter(nil, PrintOptions{})
	printAffineExpr(p, e, false)
	return p.String()
}

// printAffineExpr prints e as MLIR does: strong is set where a compound expression needs
// parentheses; x * -1 prints as -x and additions of negative terms as subtractions.
func printAffineExpr(p *Printer, e *AffineExpr, strong bool) {
	switch e.Kind {
	case AffineDim:
		p.WriteChar('d')
		p.WriteInt(e.Value)
		return
	case AffineSymbol:
		p.WriteChar('s')
		p.WriteInt(e.Value)
		return
	case AffineConstant:
		p.WriteInt(e.Value)
		return
	}
	if strong {
		p.WriteChar('(')
		defer p.WriteChar(')')
	}
	if e.Kind != AffineAdd {
		if e.Kind == AffineMul && e.RHS.isConst() && e.RHS.Value == -1 {
			p.WriteChar('-')
			printAffineExpr(p, e.LHS, true)
			return
		}
		printAffineExpr(p, e.LHS, true)
		p.WriteString([...]string{AffineMul: " * ", AffineMod: " mod ", AffineFloorDiv: " floordiv ", AffineCeilDiv: " ceildiv "}[e.Kind])
		printAffineExpr(p, e.RHS, true)
		return
	}
	if r := e.RHS; r.Kind == AffineMul && r.RHS.isConst() {
		if c := r.RHS.Value; c == -1 {
			printAffineExpr(p, e.LHS, false)
			p.WriteString(" - ")
			printAffineExpr(p, r.LHS, r.LHS.Kind == AffineAdd)
			return
		} else if c < -1 {
			printAffineExpr(p, e.LHS, false)
			p.WriteString(" - ")
			printAffineExpr(p, r.LHS, true)
			p.WriteString(" * ")
			p.buf = strconv.AppendUint(p.buf, uint64(-c), 10)
			return
		}
	}
	if e.RHS.isConst() && e.RHS.Value < 0 {
		printAffineExpr(p, e.LHS, false)
		p.WriteString(" - ")
		p.buf = strconv.AppendUint(p.buf, -uint64(e.RHS.Value), 10)
		return
	}
	printAffineExpr(p, e.LHS, false)
	p.WriteString(" + ")
	printAffineExpr(p, e.RHS, false)
}
