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
	if !ok || math.IsNaN(fa.Value) {
		return false
	}
	rhs := fa.Value
	ft, ok := op.Operand(1).Type().(*ir.FloatType)
	if !ok || ft.Width > 64 {
		return false
	}
	mant := ft.Mant + 1
	var intVal *ir.Value
	unsigned := false
	if si := defOf(op.Operand(0), "arith.sitofp"); si != nil {
		intVal = si.Operand(0)
	} else if ui := defOf(op.Operand(0), "arith.uitofp"); ui != nil {
		intVal, unsigned = ui.Operand(0), true
	} else {
		return false
	}
	it, ok := intVal.Type().(*ir.IntegerType)
	if !ok {
		return false
	}
	w := it.Width
	valueBits := w - 1
	if unsigned {
		valueBits = w
	}
	if w > mant {
		if math.IsInf(rhs, 0) {
			bias := 1<<(ft.Exp-1) - 1
			if bias < valueBits {
				return false
			}
		} else if rhs != 0 {
			_, e := math.Frexp(rhs)
			if exp := e - 1; mant <= exp && exp <= valueBits {
				return false
			}
		}
	}
	fp := CmpFPredicates[predicateOf(op)]
	boolConst := func(b bool) bool {
		return replace(r, op, constant(r, op.Loc(), ir.BoolAttr(b)))
	}
	var pred string
	switch fp {
	case "ord":
		return boolConst(true)
	case "uno":
		return boolConst(false)
	case "ueq", "oeq":
		pred = "eq"
	case "une", "one":
		pred = "ne"
	case "ugt", "ogt", "uge", "oge", "ult", "olt", "ule", "ole":
		pred = fp[1:]
		if unsigned {
			pred = "u" + pred
		} else {
			pred = "s" + pred
		}
	default:
		return false
	}
	one := big.NewInt(1)
	var lo, hi *big.Int
	if unsigned {
		lo, hi = big.NewInt(0), new(big.Int).Sub(new(big.Int).Lsh(one, uint(w)), one)
	} else {
		hi = new(big.Int).Sub(new(big.Int).Lsh(one, uint(w-1)), one)
		lo = new(big.Int).Neg(new(big.Int).Lsh(one, uint(w-1)))
	}
	if intToFloat(hi, ft) < rhs {
		return boolConst(pred == "ne" || pred == "slt" || pred == "sle" || pred == "ult" || pred == "ule")
	}
	if intToFloat(lo, ft) > rhs {
		return boolConst(pred == "ne" || pred == "sgt" || pred == "sge" || pred == "ugt" || pred == "uge")
	}
	t := math.Trunc(rhs)
	ti, _ := big.NewFloat(t).Int(nil)
	if ti.Cmp(lo) < 0 || ti.Cmp(hi) > 0 {
		return false
	}
	if rhs != 0 && intToFloat(ti, ft) != rhs {
		neg := math.Signbit(rhs)
		switch pred {
		case "ne":
			return boolConst(true)
		case "eq":
			return boolConst(false)
		case "ule":
			if neg {
				return boolConst(false)
			}
		case "sle":
			if neg {
				pred = "slt"
			}
		case "ult":
			if neg {
				return boolConst(false)
			}
			pred = "ule"
		case "slt":
			if !neg {
				pred = "sle"
			}
		case "ugt":
			if neg {
				return boolConst(true)
			}
		case "sgt":
			if neg {
				pred = "sge"
			}
		case "uge":
			if neg {
				return boolConst(true)
			}
			pred = "ugt"
		case "sge":
			if !neg {
				pred = "sgt"
			}
		}
	}
	c := constant(r, op.Loc(), apBig(w, ti).attr(it))
	n := build(r, op.Loc(), "arith.cmpi", []*ir.Value{intVal, c}, ir.I1, ir.NamedAttr{Name: "predicate", Value: predAttr(pred, CmpIPredicates)})
	return replace(r, op, n.Result(0))
}
