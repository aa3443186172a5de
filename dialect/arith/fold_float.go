package arith

import (
	"math"

	"github.com/ascend-toolchain/asc/ir"
)

// Float arithmetic is computed in float64 and rounded once to the element type: for f16,
// bf16 and f32 that is the correctly rounded IEEE result (float64 has more than twice
// their precision plus two bits).

// canonNaN is the NaN APFloat's arithmetic gives: the first NaN operand, quieted (a NaN's
// payload, quiet bit first, rides in the top of float64's mantissa whatever its type), or
// the default NaN when the operation made one.
func canonNaN(r float64, ins ...float64) float64 {
	if !math.IsNaN(r) {
		return r
	}
	for _, x := range ins {
		if math.IsNaN(x) {
			return math.Float64frombits(math.Float64bits(x) | 1<<51)
		}
	}
	return math.Float64frombits(0x7FF8000000000000)
}

func fmaximum(a, b float64) float64 {
	if math.IsNaN(a) {
		return a
	}
	if math.IsNaN(b) {
		return b
	}
	return math.Max(a, b)
}

func fminimum(a, b float64) float64 {
	if math.IsNaN(a) {
		return a
	}
	if math.IsNaN(b) {
		return b
	}
	return math.Min(a, b)
}

func fminnum(a, b float64) float64 {
	if math.IsNaN(a) {
		return b
	}
	if math.IsNaN(b) {
		return a
	}
	if a == 0 && b == 0 && math.Signbit(a) != math.Signbit(b) {
		return math.Copysign(0, -1)
	}
	if b < a {
		return b
	}
	return a
}

var floatOps = map[string]func(a, b float64) float64{
	OpAddf:     func(a, b float64) float64 { return a + b },
	OpSubf:     func(a, b float64) float64 { return a - b },
	OpMulf:     func(a, b float64) float64 { return a * b },
	OpDivf:     func(a, b float64) float64 { return a / b },
	OpRemf:     math.Mod,
	OpMaximumf: fmaximum,
	OpMinimumf: fminimum,
	OpMaxnumf:  fmaximum, // LLVM 19 folds maxnumf with llvm::maximum
	OpMinnumf:  fminnum,
}

// exactFloat reports whether the type's arithmetic is exact through float64: every format
// of at most 64 bits, tf32 included (a result computed in float64 and rounded once to an
// 11-bit significand is the correctly rounded one). f80 and f128 need wider arithmetic.
func exactFloat(t ir.Type) bool {
	ft, ok := ir.ElementTypeOrSelf(t).(*ir.FloatType)
	return ok && ft.Width <= 64 && ft.Mant <= 52
}

func foldFloatBin(op *ir.Operation, c []ir.Attribute) []fr {
	x, rhs := op.Operand(0), c[1]
	switch op.Name() {
	case OpAddf:
		if isFloat(rhs, math.Copysign(0, -1)) {
			return same(x)
		}
	case OpSubf:
		if isFloat(rhs, 0) {
			return same(x)
		}
	case OpMulf, OpDivf:
		if isFloat(rhs, 1) {
			return same(x)
		}
	case OpMaximumf, OpMaxnumf:
		if op.Operand(0) == op.Operand(1) {
			return same(op.Operand(1))
		}
		if isFloat(rhs, math.Inf(-1)) {
			return same(x)
		}
	case OpMinimumf, OpMinnumf:
		if op.Operand(0) == op.Operand(1) {
			return same(op.Operand(1))
		}
		if isFloat(rhs, math.Inf(1)) {
			return same(x)
		}
	}
	if p := poisonOperand(c...); p != nil {
		return attrRes(p)
	}
	if !exactFloat(op.Result(0).Type()) {
		return attrRes(foldWideBin(op, c))
	}
	f := floatOps[op.Name()]
	return attrRes(foldBinary(c, nil, true, func(a, b el) (el, bool) {
		r := f(a.f, b.f)
		switch op.Name() {
		case OpMaximumf, OpMinimumf, OpMaxnumf, OpMinnumf:
			// llvm::maximum and friends pick one of their operands as it is, NaN
			// included (a signaling one stays so); arithmetic quiets its NaN.
			return el{f: r}, true
		}
		return el{f: canonNaN(r, a.f, b.f)}, true
	}))
}

func foldNegF(op *ir.Operation, c []ir.Attribute) []fr {
	if def := defOf(op.Operand(0), OpNegf); def != nil {
		return same(def.Operand(0))
	}
	if ir.IsWide(elemFloat(op.Result(0).Type())) {
		if poisonOperand(c[0]) != nil {
			return attrRes(c[0])
		}
		return attrRes(foldWideFloat(c, op.Result(0).Type(), func(xs []ir.Wide) (ir.Wide, bool) { return ir.WideNeg(xs[0]), true }))
	}
	return attrRes(foldUnary(c[0], op.Result(0).Type(), true, func(a el) (el, bool) { return el{f: -a.f}, true }))
}

func cmpFloat(pred string, a, b float64) bool {
	uno := math.IsNaN(a) || math.IsNaN(b)
	switch pred {
	case "false":
		return false
	case "true":
		return true
	case "oeq":
		return !uno && a == b
	case "ogt":
		return !uno && a > b
	case "oge":
		return !uno && a >= b
	case "olt":
		return !uno && a < b
	case "ole":
		return !uno && a <= b
	case "one":
		return !uno && a != b
	case "ord":
		return !uno
	case "ueq":
		return uno || a == b
	case "ugt":
		return uno || a > b
	case "uge":
		return uno || a >= b
	case "ult":
		return uno || a < b
	case "ule":
		return uno || a <= b
	case "une":
		return uno || a != b
	}
	return uno // uno
}

func predicateOf(op *ir.Operation) int {
	if a, ok := op.Attr("predicate").(*ir.IntegerAttr); ok {
		return int(a.Value)
	}
	return -1
}

func foldCmpF(op *ir.Operation, c []ir.Attribute) []fr {
	l, okl := c[0].(*ir.FloatAttr)
	r, okr := c[1].(*ir.FloatAttr)
	if ir.IsWide(elemFloat(op.Operand(0).Type())) {
		return foldWideCmpF(op, l, r)
	}
	if okl && math.IsNaN(l.Value) {
		r, okr = l, true
	}
	if okr && math.IsNaN(r.Value) {
		l, okl = r, true
	}
	p := predicateOf(op)
	if !okl || !okr || p < 0 || p >= len(CmpFPredicates) {
		return nil
	}
	return attrRes(ir.BoolAttr(cmpFloat(CmpFPredicates[p], l.Value, r.Value)))
}
