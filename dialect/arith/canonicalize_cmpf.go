package arith

import (
	"math"
	"math/big"

	"github.com/ascend-toolchain/asc/ir"
)

// cmpFIntToFPConst rewrites cmpf(sitofp/uitofp(x), cst) as an integer comparison of x, or
// as a constant when cst is out of x's range or fractional for eq/ne.
func cmpFIntToFPConst(op *ir.Operation, r *rw) bool {
	fa, ok := constOf(op.Operand(1)).(*ir.FloatAttr)
	if !ok {
		return false
	}
	ft, ok := op.Operand(1).Type().(*ir.FloatType)
	if !ok {
		return false
	}
	if ir.IsWide(ft) {
		rhs := fa.WideValue()
		return cmpFIntToFP(op, r, cmpfRHS{
			nan:   rhs.Class == ir.WideNaN,
			zero:  rhs.Class == ir.WideZero,
			neg:   rhs.Neg,
			exact: func(w int, unsigned bool) bool { return intCompareExactWide(rhs, ft, w, unsigned) },
			cmp:   func(v *big.Int) int { return ir.WideCmp(ir.WideFromInt(v, ft), rhs) },
			trunc: func() *big.Int { ti, _ := ir.WideToInt(rhs); return ti },
		})
	}
	rhs := fa.Value
	return cmpFIntToFP(op, r, cmpfRHS{
		nan:   math.IsNaN(rhs),
		zero:  rhs == 0,
		neg:   math.Signbit(rhs),
		exact: func(w int, unsigned bool) bool { return intCompareExact(rhs, ft, w, unsigned) },
		cmp: func(v *big.Int) int {
			switch f := intToFloat(v, ft); {
			case f < rhs:
				return -1
			case f > rhs:
				return 1
			}
			return 0
		},
		trunc: func() *big.Int { ti, _ := big.NewFloat(math.Trunc(rhs)).Int(nil); return ti },
	})
}

// cmpfRHS is the float constant of cmpFIntToFP, as a double or as the exact value of an
// f80/f128 constant (computed as APFloat computes it).
type cmpfRHS struct {
	nan, zero, neg bool
	exact          func(w int, unsigned bool) bool // see intCompareExact
	cmp            func(v *big.Int) int            // sign of float(v) − rhs, v rounded to rhs's type
	trunc          func() *big.Int                 // rhs without its fraction, when finite
}

// cmpFIntToFP is cmpFIntToFPConst once the constant is known.
func cmpFIntToFP(op *ir.Operation, r *rw, rhs cmpfRHS) bool {
	if rhs.nan {
		return false
	}
	intVal, unsigned := intToFPSource(op.Operand(0))
	if intVal == nil {
		return false
	}
	it, ok := intVal.Type().(*ir.IntegerType)
	if !ok {
		return false
	}
	w := it.Width
	if !rhs.exact(w, unsigned) {
		return false
	}
	boolConst := func(b bool) bool {
		return replace(r, op, constant(r, op.Loc(), ir.BoolAttr(b)))
	}
	pred, known, value := intPredicateOf(CmpFPredicates[predicateOf(op)], unsigned)
	if known {
		return boolConst(value)
	}
	if pred == "" {
		return false
	}
	lo, hi := intRange(w, unsigned)
	if rhs.cmp(hi) < 0 {
		return boolConst(pred == "ne" || pred == "slt" || pred == "sle" || pred == "ult" || pred == "ule")
	}
	if rhs.cmp(lo) > 0 {
		return boolConst(pred == "ne" || pred == "sgt" || pred == "sge" || pred == "ugt" || pred == "uge")
	}
	ti := rhs.trunc()
	if ti == nil || ti.Cmp(lo) < 0 || ti.Cmp(hi) > 0 {
		return false
	}
	if !rhs.zero && rhs.cmp(ti) != 0 {
		pred, known, value = fractionalPredicate(pred, rhs.neg)
		if known {
			return boolConst(value)
		}
	}
	c := constant(r, op.Loc(), apBig(w, ti).attr(it))
	n := build(r, op.Loc(), OpCmpi, []*ir.Value{intVal, c}, ir.I1, ir.NamedAttr{Name: "predicate", Value: predAttr(pred, CmpIPredicates)})
	return replace(r, op, n.Result(0))
}

// intCompareExactWide is intCompareExact for an f80 or f128 rhs.
func intCompareExactWide(rhs ir.Wide, ft *ir.FloatType, w int, unsigned bool) bool {
	mant := ft.Mant + 1
	valueBits := w - 1
	if unsigned {
		valueBits = w
	}
	switch {
	case w <= mant:
		return true
	case rhs.Class == ir.WideInf:
		return ft.ExpBias() >= valueBits
	case rhs.Class == ir.WideFinite:
		exp := rhs.E + rhs.M.BitLen() - 1
		return !(mant <= exp && exp <= valueBits)
	}
	return true
}

// intToFPSource returns x of v = sitofp(x) or uitofp(x) (unsigned for the latter), or nil.
func intToFPSource(v *ir.Value) (x *ir.Value, unsigned bool) {
	if si := defOf(v, OpSitofp); si != nil {
		return si.Operand(0), false
	}
	if ui := defOf(v, OpUitofp); ui != nil {
		return ui.Operand(0), true
	}
	return nil, false
}

// intCompareExact reports whether comparing the converted value with rhs is the same as
// comparing the integer. When the integer type has more bits than the float's mantissa
// the conversion rounds, so only zero, constants below 2^mant (where conversion is
// exact) and constants beyond the integer's range (or infinities the float's exponent
// range keeps beyond it) are safe.
func intCompareExact(rhs float64, ft *ir.FloatType, w int, unsigned bool) bool {
	mant := ft.Mant + 1
	valueBits := w - 1
	if unsigned {
		valueBits = w
	}
	if w <= mant {
		return true
	}
	if math.IsInf(rhs, 0) {
		bias := ft.ExpBias()
		return bias >= valueBits
	}
	if rhs != 0 {
		_, e := math.Frexp(rhs)
		if exp := e - 1; mant <= exp && exp <= valueBits {
			return false
		}
	}
	return true
}

// intPredicateOf maps a cmpf predicate to the cmpi predicate for x's signedness. ord
// and uno are known (true, false: x is never NaN); pred is "" when there is no mapping.
func intPredicateOf(fp string, unsigned bool) (pred string, known, value bool) {
	switch fp {
	case "ord":
		return "", true, true
	case "uno":
		return "", true, false
	case "ueq", "oeq":
		return "eq", false, false
	case "une", "one":
		return "ne", false, false
	case "ugt", "ogt", "uge", "oge", "ult", "olt", "ule", "ole":
		if unsigned {
			return "u" + fp[1:], false, false
		}
		return "s" + fp[1:], false, false
	}
	return "", false, false
}

// intRange returns the smallest and largest value of a w-bit integer.
func intRange(w int, unsigned bool) (lo, hi *big.Int) {
	one := big.NewInt(1)
	if unsigned {
		return big.NewInt(0), new(big.Int).Sub(new(big.Int).Lsh(one, uint(w)), one)
	}
	hi = new(big.Int).Sub(new(big.Int).Lsh(one, uint(w-1)), one)
	lo = new(big.Int).Neg(new(big.Int).Lsh(one, uint(w-1)))
	return lo, hi
}

// fractionalPredicate adjusts pred for comparing x with trunc(rhs) instead of a
// fractional rhs (neg: rhs < 0), or decides the comparison outright (known).
func fractionalPredicate(pred string, neg bool) (string, bool, bool) {
	switch pred {
	case "ne":
		return pred, true, true
	case "eq":
		return pred, true, false
	case "ule":
		if neg {
			return pred, true, false
		}
	case "sle":
		if neg {
			pred = "slt"
		}
	case "ult":
		if neg {
			return pred, true, false
		}
		pred = "ule"
	case "slt":
		if !neg {
			pred = "sle"
		}
	case "ugt":
		if neg {
			return pred, true, true
		}
	case "sgt":
		if neg {
			pred = "sge"
		}
	case "uge":
		if neg {
			return pred, true, true
		}
		pred = "ugt"
	case "sge":
		if !neg {
			pred = "sgt"
		}
	}
	return pred, false, false
}
