package arith

import (
	"math"
	"math/bits"

	"github.com/ascend-toolchain/asc/ir"
)

// Folders follow MLIR's arith semantics: integers wrap at their width, signed/unsigned
// readings per op; floats are computed in float64 and rounded once to the type, which is
// exact IEEE for f16/bf16/f32 (float64 has more than twice their precision).

type fr = ir.FoldResult

func intOf(a ir.Attribute) (int64, ir.Type, bool) {
	ia, ok := a.(*ir.IntegerAttr)
	if !ok || ia.Big != nil {
		return 0, nil, false
	}
	return ia.Value, ia.Type, true
}

func floatOf(a ir.Attribute) (float64, ir.Type, bool) {
	fa, ok := a.(*ir.FloatAttr)
	if !ok {
		return 0, nil, false
	}
	return fa.Value, fa.Type, true
}

func width(t ir.Type) int {
	if w := ir.IntOrFloatWidth(t); w > 0 {
		return w
	}
	return 64
}

// uval reads v as an unsigned number of the type's width.
func uval(v int64, t ir.Type) uint64 {
	w := width(t)
	u := uint64(v)
	if w < 64 {
		u &= 1<<uint(w) - 1
	}
	return u
}

func mkInt(t ir.Type, v int64) []fr {
	return []fr{{Attr: &ir.IntegerAttr{Type: t, Value: ir.TruncInt(v, width(t), false)}}}
}

func mkFloat(t ir.Type, v float64) []fr {
	ft, ok := t.(*ir.FloatType)
	if !ok {
		return nil
	}
	return []fr{{Attr: &ir.FloatAttr{Type: t, Value: ir.RoundToType(v, ft)}}}
}

func same(v *ir.Value) []fr { return []fr{{Value: v}} }

func isIntConst(a ir.Attribute, want int64) bool {
	v, t, ok := intOf(a)
	return ok && ir.TruncInt(v, width(t), false) == ir.TruncInt(want, width(t), false)
}

// splatInt returns the integer value of a scalar or splat integer constant.
func splatInt(a ir.Attribute) (int64, bool) {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		if a.Big == nil {
			return a.Value, true
		}
	case *ir.DenseElementsAttr:
		if a.Splat && len(a.Ints) == 1 {
			return a.Ints[0], true
		}
	}
	return 0, false
}

func isOne(a ir.Attribute) bool {
	v, ok := splatInt(a)
	return ok && v == 1
}

func isZero(a ir.Attribute) bool {
	v, ok := splatInt(a)
	return ok && v == 0
}

func isAllOnes(a ir.Attribute, t ir.Type) bool {
	v, ok := splatInt(a)
	return ok && ir.TruncInt(v, width(ir.ElementTypeOrSelf(t)), false) == -1
}

type binInt func(a, b int64, t ir.Type) (int64, bool)

func foldBinInt(op *ir.Operation, c []ir.Attribute, f binInt) []fr {
	a, t, ok1 := intOf(c[0])
	b, _, ok2 := intOf(c[1])
	if !ok1 || !ok2 {
		return nil
	}
	r, ok := f(a, b, t)
	if !ok {
		return nil
	}
	return mkInt(op.Result(0).Type(), r)
}

var intFolders = map[string]binInt{
	"arith.addi": func(a, b int64, _ ir.Type) (int64, bool) { return a + b, true },
	"arith.subi": func(a, b int64, _ ir.Type) (int64, bool) { return a - b, true },
	"arith.muli": func(a, b int64, _ ir.Type) (int64, bool) { return a * b, true },
	"arith.andi": func(a, b int64, _ ir.Type) (int64, bool) { return a & b, true },
	"arith.ori":  func(a, b int64, _ ir.Type) (int64, bool) { return a | b, true },
	"arith.xori": func(a, b int64, _ ir.Type) (int64, bool) { return a ^ b, true },
	"arith.divsi": func(a, b int64, t ir.Type) (int64, bool) {
		if b == 0 || (b == -1 && a == minSigned(t)) {
			return 0, false
		}
		return a / b, true
	},
	"arith.divui": func(a, b int64, t ir.Type) (int64, bool) {
		ub := uval(b, t)
		if ub == 0 {
			return 0, false
		}
		return int64(uval(a, t) / ub), true
	},
	"arith.remsi": func(a, b int64, t ir.Type) (int64, bool) {
		if b == 0 {
			return 0, false
		}
		if b == -1 {
			return 0, true
		}
		return a % b, true
	},
	"arith.remui": func(a, b int64, t ir.Type) (int64, bool) {
		ub := uval(b, t)
		if ub == 0 {
			return 0, false
		}
		return int64(uval(a, t) % ub), true
	},
	"arith.ceildivsi": func(a, b int64, t ir.Type) (int64, bool) {
		if b == 0 || (b == -1 && a == minSigned(t)) {
			return 0, false
		}
		q := a / b
		if (a%b != 0) && ((a < 0) == (b < 0)) {
			q++
		}
		return q, true
	},
	"arith.ceildivui": func(a, b int64, t ir.Type) (int64, bool) {
		ua, ub := uval(a, t), uval(b, t)
		if ub == 0 {
			return 0, false
		}
		q := ua / ub
		if ua%ub != 0 {
			q++
		}
		return int64(q), true
	},
	"arith.floordivsi": func(a, b int64, t ir.Type) (int64, bool) {
		if b == 0 || (b == -1 && a == minSigned(t)) {
			return 0, false
		}
		q := a / b
		if (a%b != 0) && ((a < 0) != (b < 0)) {
			q--
		}
		return q, true
	},
	"arith.maxsi": func(a, b int64, _ ir.Type) (int64, bool) { return max(a, b), true },
	"arith.minsi": func(a, b int64, _ ir.Type) (int64, bool) { return min(a, b), true },
	"arith.maxui": func(a, b int64, t ir.Type) (int64, bool) {
		if uval(a, t) >= uval(b, t) {
			return a, true
		}
		return b, true
	},
	"arith.minui": func(a, b int64, t ir.Type) (int64, bool) {
		if uval(a, t) <= uval(b, t) {
			return a, true
		}
		return b, true
	},
	"arith.shli": func(a, b int64, t ir.Type) (int64, bool) {
		if s := uval(b, t); s < uint64(width(t)) {
			return a << s, true
		}
		return 0, false
	},
	"arith.shrsi": func(a, b int64, t ir.Type) (int64, bool) {
		if s := uval(b, t); s < uint64(width(t)) {
			return a >> s, true
		}
		return 0, false
	},
	"arith.shrui": func(a, b int64, t ir.Type) (int64, bool) {
		if s := uval(b, t); s < uint64(width(t)) {
			return int64(uval(a, t) >> s), true
		}
		return 0, false
	},
}

func minSigned(t ir.Type) int64 {
	w := width(t)
	return -1 << uint(w-1)
}

// identity folds (x op neutral, x op x) that need no constants on both sides.
func foldIdentity(op *ir.Operation, c []ir.Attribute) []fr {
	x, y := op.Operand(0), op.Operand(1)
	t := op.Result(0).Type()
	switch op.Name() {
	case "arith.addi", "arith.ori", "arith.xori", "arith.subi", "arith.shli", "arith.shrsi", "arith.shrui":
		if isZero(c[1]) {
			return same(x)
		}
		if op.Name() == "arith.addi" && isZero(c[0]) {
			return same(y)
		}
	}
	switch op.Name() {
	case "arith.muli":
		if isOne(c[1]) {
			return same(x)
		}
		if isOne(c[0]) {
			return same(y)
		}
		if isZero(c[1]) {
			return []fr{{Attr: c[1]}}
		}
	case "arith.divsi", "arith.divui", "arith.ceildivsi", "arith.ceildivui", "arith.floordivsi":
		if isOne(c[1]) {
			return same(x)
		}
	case "arith.remsi", "arith.remui":
		if isOne(c[1]) {
			return zeroOf(t)
		}
	case "arith.andi":
		if x == y {
			return same(x)
		}
		if isZero(c[1]) {
			return []fr{{Attr: c[1]}}
		}
		if isAllOnes(c[1], t) {
			return same(x)
		}
	case "arith.ori":
		if x == y {
			return same(x)
		}
		if isAllOnes(c[1], t) {
			return []fr{{Attr: c[1]}}
		}
	case "arith.xori":
		if x == y {
			return zeroOf(t)
		}
	case "arith.subi":
		if x == y {
			return zeroOf(t)
		}
	case "arith.maxsi", "arith.minsi", "arith.maxui", "arith.minui":
		if x == y {
			return same(x)
		}
	}
	return nil
}

func zeroOf(t ir.Type) []fr {
	switch tt := t.(type) {
	case *ir.IntegerType, *ir.IndexType:
		return []fr{{Attr: &ir.IntegerAttr{Type: t}}}
	case ir.ShapedType:
		if tt.Ranked() && ir.NumElements(tt.Shape()) >= 0 {
			return []fr{{Attr: &ir.DenseElementsAttr{Type: tt, Splat: true, Ints: []int64{0}}}}
		}
	}
	return nil
}

func foldIntBinary(op *ir.Operation, c []ir.Attribute) []fr {
	if r := foldBinInt(op, c, intFolders[op.Name()]); r != nil {
		return r
	}
	return foldIdentity(op, c)
}

type binFloat func(a, b float64) float64

var floatFolders = map[string]binFloat{
	"arith.addf": func(a, b float64) float64 { return a + b },
	"arith.subf": func(a, b float64) float64 { return a - b },
	"arith.mulf": func(a, b float64) float64 { return a * b },
	"arith.divf": func(a, b float64) float64 { return a / b },
	"arith.remf": math.Mod,
	"arith.maximumf": func(a, b float64) float64 {
		if math.IsNaN(a) || math.IsNaN(b) {
			return math.NaN()
		}
		if a == b && a == 0 {
			if math.Signbit(a) {
				return b
			}
			return a
		}
		return math.Max(a, b)
	},
	"arith.minimumf": func(a, b float64) float64 {
		if math.IsNaN(a) || math.IsNaN(b) {
			return math.NaN()
		}
		return math.Min(a, b)
	},
	"arith.maxnumf": func(a, b float64) float64 {
		if math.IsNaN(a) {
			return b
		}
		if math.IsNaN(b) {
			return a
		}
		return math.Max(a, b)
	},
	"arith.minnumf": func(a, b float64) float64 {
		if math.IsNaN(a) {
			return b
		}
		if math.IsNaN(b) {
			return a
		}
		return math.Min(a, b)
	},
}

func foldFloatBinary(op *ir.Operation, c []ir.Attribute) []fr {
	a, t, ok1 := floatOf(c[0])
	b, _, ok2 := floatOf(c[1])
	if ok1 && ok2 {
		return mkFloat(t, floatFolders[op.Name()](a, b))
	}
	x := op.Operand(0)
	switch op.Name() {
	case "arith.addf":
		if v, _, ok := floatOf(c[1]); ok && v == 0 && math.Signbit(v) {
			return same(x) // x + -0.0 == x
		}
	case "arith.subf":
		if v, _, ok := floatOf(c[1]); ok && v == 0 && !math.Signbit(v) {
			return same(x) // x - 0.0 == x
		}
	case "arith.mulf", "arith.divf":
		if v, _, ok := floatOf(c[1]); ok && v == 1 {
			return same(x)
		}
	case "arith.maximumf", "arith.minimumf", "arith.maxnumf", "arith.minnumf":
		if op.Operand(0) == op.Operand(1) {
			return same(x)
		}
	}
	return nil
}

func foldNegF(op *ir.Operation, c []ir.Attribute) []fr {
	if v, t, ok := floatOf(c[0]); ok {
		return mkFloat(t, -v)
	}
	if def := op.Operand(0).DefiningOp(); def != nil && def.Name() == "arith.negf" {
		return same(def.Operand(0))
	}
	return nil
}

func cmpInt(pred int64, a, b int64, t ir.Type) bool {
	ua, ub := uval(a, t), uval(b, t)
	switch CmpIPredicates[pred] {
	case "eq":
		return a == b
	case "ne":
		return a != b
	case "slt":
		return a < b
	case "sle":
		return a <= b
	case "sgt":
		return a > b
	case "sge":
		return a >= b
	case "ult":
		return ua < ub
	case "ule":
		return ua <= ub
	case "ugt":
		return ua > ub
	}
	return ua >= ub
}

func foldCmpI(op *ir.Operation, c []ir.Attribute) []fr {
	pred, _, _ := intOf(op.Attr("predicate"))
	if pred < 0 || int(pred) >= len(CmpIPredicates) {
		return nil
	}
	if _, scalar := op.Result(0).Type().(*ir.IntegerType); !scalar {
		return nil
	}
	a, t, ok1 := intOf(c[0])
	b, _, ok2 := intOf(c[1])
	if ok1 && ok2 {
		return []fr{{Attr: ir.BoolAttr(cmpInt(pred, a, b, t))}}
	}
	if op.Operand(0) == op.Operand(1) {
		switch CmpIPredicates[pred] {
		case "eq", "sle", "sge", "ule", "uge":
			return []fr{{Attr: ir.BoolAttr(true)}}
		}
		return []fr{{Attr: ir.BoolAttr(false)}}
	}
	return nil
}

func foldCmpF(op *ir.Operation, c []ir.Attribute) []fr {
	pred, _, _ := intOf(op.Attr("predicate"))
	a, _, ok1 := floatOf(c[0])
	b, _, ok2 := floatOf(c[1])
	if !ok1 || !ok2 || pred < 0 || int(pred) >= len(CmpFPredicates) {
		return nil
	}
	uno := math.IsNaN(a) || math.IsNaN(b)
	var r bool
	switch CmpFPredicates[pred] {
	case "false":
		r = false
	case "true":
		r = true
	case "oeq":
		r = !uno && a == b
	case "ogt":
		r = !uno && a > b
	case "oge":
		r = !uno && a >= b
	case "olt":
		r = !uno && a < b
	case "ole":
		r = !uno && a <= b
	case "one":
		r = !uno && a != b
	case "ord":
		r = !uno
	case "ueq":
		r = uno || a == b
	case "ugt":
		r = uno || a > b
	case "uge":
		r = uno || a >= b
	case "ult":
		r = uno || a < b
	case "ule":
		r = uno || a <= b
	case "une":
		r = uno || a != b
	case "uno":
		r = uno
	}
	return []fr{{Attr: ir.BoolAttr(r)}}
}

func foldSelect(op *ir.Operation, c []ir.Attribute) []fr {
	if op.Operand(1) == op.Operand(2) {
		return same(op.Operand(1))
	}
	if v, _, ok := intOf(c[0]); ok {
		if v != 0 {
			return same(op.Operand(1))
		}
		return same(op.Operand(2))
	}
	// select %c, true, false -> %c for i1 results.
	if ir.TypeEqual(op.Result(0).Type(), ir.I1) && isIntConst(c[1], 1) && isIntConst(c[2], 0) {
		return same(op.Operand(0))
	}
	return nil
}

func foldCast(op *ir.Operation, c []ir.Attribute) []fr {
	out := op.Result(0).Type()
	in := op.Operand(0).Type()
	// cast(cast(x)) round trips: trunci(extsi(x)) etc. are left to patterns.
	if ia, ok := c[0].(*ir.IntegerAttr); ok && ia.Big == nil {
		v := ia.Value
		switch op.Name() {
		case "arith.extsi", "arith.trunci", "arith.index_cast":
			return mkInt(out, v)
		case "arith.extui", "arith.index_castui":
			return mkInt(out, int64(uval(v, in)))
		case "arith.sitofp":
			return mkFloat(out, float64(v))
		case "arith.uitofp":
			return mkFloat(out, float64(uval(v, in)))
		case "arith.bitcast":
			if ft, ok := out.(*ir.FloatType); ok {
				return []fr{{Attr: &ir.FloatAttr{Type: out, Value: ir.BitsToFloat(uval(v, in), ft)}}}
			}
			return mkInt(out, v)
		}
	}
	if fa, ok := c[0].(*ir.FloatAttr); ok {
		v := fa.Value
		switch op.Name() {
		case "arith.extf":
			return mkFloat(out, v)
		case "arith.truncf":
			if op.Attr("roundingmode") != nil {
				return nil
			}
			return mkFloat(out, v)
		case "arith.fptosi":
			w := width(out)
			t := math.Trunc(v)
			if math.IsNaN(v) || t >= math.Ldexp(1, w-1) || t < -math.Ldexp(1, w-1) {
				return nil
			}
			return mkInt(out, int64(t))
		case "arith.fptoui":
			w := width(out)
			t := math.Trunc(v)
			if math.IsNaN(v) || t < 0 || t >= math.Ldexp(1, w) {
				return nil
			}
			u, _ := bits.Add64(uint64(t), 0, 0)
			return mkInt(out, int64(u))
		case "arith.bitcast":
			ft := fa.Type.(*ir.FloatType)
			return mkInt(out, int64(ir.FloatToBits(v, ft)))
		}
	}
	// Identity casts (same type) fold to the input.
	if ir.TypeEqual(in, out) && (op.Name() == "arith.bitcast") {
		return same(op.Operand(0))
	}
	// ext/trunc pairs through the same type: index_cast(index_cast(x)) back to x's type.
	if def := op.Operand(0).DefiningOp(); def != nil && def.Name() == op.Name() &&
		(op.Name() == "arith.index_cast" || op.Name() == "arith.index_castui" || op.Name() == "arith.bitcast") &&
		ir.TypeEqual(def.Operand(0).Type(), out) {
		return same(def.Operand(0))
	}
	return nil
}

// attachFolders installs the folders on the dialect's ops.
func attachFolders(d *ir.Dialect) {
	for _, info := range d.Ops {
		name := info.Name
		switch {
		case intFolders[name] != nil:
			info.Fold = foldIntBinary
		case floatFolders[name] != nil:
			info.Fold = foldFloatBinary
		}
		switch name {
		case "arith.negf":
			info.Fold = foldNegF
		case "arith.cmpi":
			info.Fold = foldCmpI
		case "arith.cmpf":
			info.Fold = foldCmpF
		case "arith.select":
			info.Fold = foldSelect
		case "arith.extsi", "arith.extui", "arith.trunci", "arith.index_cast", "arith.index_castui",
			"arith.sitofp", "arith.uitofp", "arith.extf", "arith.truncf", "arith.fptosi", "arith.fptoui", "arith.bitcast":
			info.Fold = foldCast
		}
	}
}
