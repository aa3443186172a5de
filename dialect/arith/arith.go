// Package arith defines the arith dialect (LLVM 19's op set): integer and float arithmetic,
// comparisons, casts, select and constants.
package arith

import (
	"slices"
	"strconv"

	"github.com/ascend-toolchain/asc/dialect/ub"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// Name is the dialect's namespace, the prefix of its op names.
const Name = "arith"

var tc = opdef.TypeConstraints

func one(name, c string) opdef.Operand { return opdef.Operand{Name: name, Type: tc[c]} }

const (
	fmtBin    = "$lhs `,` $rhs attr-dict `:` type($result)"
	fmtBinFM  = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
	fmtBinOvf = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)"
	fmtCast   = "$in attr-dict `:` type($in) `to` type($out)"
	pure      = ir.TraitPure
	sameAll   = ir.TraitSameOperandsAndResultType
)

// Dialect returns a fresh arith dialect.
func Dialect() *ir.Dialect {
	d := &ir.Dialect{Name: Name, ParseAttr: parseDialectAttr, Materialize: materialize, Closed: true}
	registerIntBinaryOps(d)
	registerFloatOps(d)
	registerExtendedOps(d)
	registerCastOps(d)
	registerCmpOps(d)
	registerSelectAndConstant(d)
	attachFolders(d)
	attachPatterns(d)
	return d
}

// fastMathAttr is the fastmath attribute of float arithmetic, none by default.
func fastMathAttr() opdef.Attr {
	return opdef.Attr{Name: "fastmath", C: fastMathC, Default: FastMathNone}
}

// registerIntBinaryOps registers the two-operand integer ops; addi, muli, subi and shli
// carry overflow flags.
func registerIntBinaryOps(d *ir.Dialect) {
	intBin := func(name string, extra ir.Trait, ovf bool) {
		def := &opdef.Op{Name: "arith." + name, Traits: pure | sameAll | ir.TraitElementwise | extra,
			Operands: []opdef.Operand{one("lhs", "SignlessIntegerLike"), one("rhs", "SignlessIntegerLike")},
			Results:  []opdef.Operand{one("result", "SignlessIntegerLike")}, Format: fmtBin}
		if ovf {
			def.Attrs = []opdef.Attr{{Name: "overflowFlags", C: overflowC, Default: OverflowNone}}
			def.Format = fmtBinOvf
		}
		opdef.Register(d, def)
	}
	for _, n := range []string{"addi", "muli"} {
		intBin(n, ir.TraitCommutative, true)
	}
	intBin("subi", 0, true)
	intBin("shli", 0, true)
	for _, n := range []string{"andi", "ori", "xori", "maxsi", "maxui", "minsi", "minui"} {
		intBin(n, ir.TraitCommutative, false)
	}
	for _, n := range []string{"divsi", "divui", "ceildivsi", "ceildivui", "floordivsi", "remsi", "remui", "shrsi", "shrui"} {
		intBin(n, 0, false)
	}
}

// registerFloatOps registers the two-operand float ops and negf, all with fastmath flags.
func registerFloatOps(d *ir.Dialect) {
	floatBin := func(name string, extra ir.Trait) {
		opdef.Register(d, &opdef.Op{Name: "arith." + name, Traits: pure | sameAll | ir.TraitElementwise | extra,
			Operands: []opdef.Operand{one("lhs", "FloatLike"), one("rhs", "FloatLike")},
			Attrs:    []opdef.Attr{fastMathAttr()},
			Results:  []opdef.Operand{one("result", "FloatLike")}, Format: fmtBinFM})
	}
	for _, n := range []string{"addf", "mulf", "maximumf", "minimumf", "maxnumf", "minnumf"} {
		floatBin(n, ir.TraitCommutative)
	}
	for _, n := range []string{"subf", "divf", "remf"} {
		floatBin(n, 0)
	}
	opdef.Register(d, &opdef.Op{Name: OpNegf, Traits: pure | sameAll | ir.TraitElementwise,
		Operands: []opdef.Operand{one("operand", "FloatLike")}, Attrs: []opdef.Attr{fastMathAttr()},
		Results: []opdef.Operand{one("result", "FloatLike")},
		Format:  "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"})
}

// registerExtendedOps registers the ops with a second result: the carry of
// addui_extended and the high half of the extended multiplications.
func registerExtendedOps(d *ir.Dialect) {
	extended := func(name string, results []string, format string) {
		second := "SignlessIntegerLike"
		if results[1] == "overflow" {
			second = "BoolLike"
		}
		// AllTypesMatch relates lhs, rhs and the sum of addui_extended, and both halves
		// of the extended multiplications.
		same := []string{"lhs", "rhs", results[0]}
		if second == "SignlessIntegerLike" {
			same = append(same, results[1])
		}
		opdef.Register(d, &opdef.Op{Name: "arith." + name, Traits: pure | ir.TraitCommutative | ir.TraitElementwise,
			Operands:  []opdef.Operand{one("lhs", "SignlessIntegerLike"), one("rhs", "SignlessIntegerLike")},
			Results:   []opdef.Operand{one(results[0], "SignlessIntegerLike"), one(results[1], second)},
			Verify:    opdef.VerifyElementwise, // its only trait left: no verifier of its own
			SameTypes: [][]string{same},
			Format:    format, ResultNames: func(op *ir.Operation, set func(*ir.Value, string)) {
				set(op.Result(0), results[0])
				set(op.Result(1), results[1])
			}, Infer: func(s *opdef.State) error {
				if s.ResultTypeOf(results[1]) == nil {
					s.SetResultTypes(results[1], s.ResultTypeOf(results[0]))
				}
				return nil
			}})
	}
	extended("addui_extended", []string{"sum", "overflow"}, "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)")
	extended("mului_extended", []string{"low", "high"}, "$lhs `,` $rhs attr-dict `:` type($lhs)")
	extended("mulsi_extended", []string{"low", "high"}, "$lhs `,` $rhs attr-dict `:` type($lhs)")
}

// registerCastOps registers the extensions, truncations, int/float conversions,
// index casts and bitcast.
func registerCastOps(d *ir.Dialect) {
	cast := func(name, in, out string, attrs []opdef.Attr, format string) {
		if format == "" {
			format = fmtCast
		}
		opdef.Register(d, &opdef.Op{Name: "arith." + name, Traits: pure | ir.TraitElementwise,
			Operands: []opdef.Operand{one("in", in)}, Attrs: attrs, Results: []opdef.Operand{one("out", out)},
			Format: format, Verify: castVerifier(name)})
	}
	for _, n := range []string{"extsi", "extui", "trunci"} {
		cast(n, "SignlessFixedWidthIntegerLike", "SignlessFixedWidthIntegerLike", nil, "")
	}
	fmOpt := opdef.Attr{Name: "fastmath", C: fastMathC, Optional: true}
	cast("extf", "FloatLike", "FloatLike", []opdef.Attr{fmOpt}, "$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)")
	cast("truncf", "FloatLike", "FloatLike", []opdef.Attr{
		{Name: "roundingmode", C: enumC("Arith_RoundingModeAttr", "Floating point rounding mode", ir.I32, RoundingModes), Optional: true}, fmOpt},
		"$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)")
	for _, n := range []string{"fptosi", "fptoui"} {
		cast(n, "FloatLike", "SignlessFixedWidthIntegerLike", nil, "")
	}
	for _, n := range []string{"sitofp", "uitofp"} {
		cast(n, "SignlessFixedWidthIntegerLike", "FloatLike", nil, "")
	}
	idx := &opdef.TypeConstraint{Name: "IndexCastTypeConstraint", Desc: "signless-integer-like or memref of signless-integer",
		Pred: func(t ir.Type) bool { return tc["SignlessIntegerLike"].Pred(t) || isIntMemRef(t) }}
	bc := &opdef.TypeConstraint{Name: "BitcastTypeConstraint", Desc: "signless-integer-or-float-like or memref of signless-integer or float",
		Pred: func(t ir.Type) bool {
			return tc["SignlessIntegerLike"].Pred(t) || tc["FloatLike"].Pred(t) || isIntOrFloatMemRef(t)
		}}
	for _, n := range []string{"index_cast", "index_castui"} {
		opdef.Register(d, &opdef.Op{Name: "arith." + n, Traits: pure | ir.TraitElementwise,
			Operands: []opdef.Operand{{Name: "in", Type: idx}}, Results: []opdef.Operand{{Name: "out", Type: idx}},
			Format: fmtCast, Verify: castVerifier(n)})
	}
	opdef.Register(d, &opdef.Op{Name: OpBitcast, Traits: pure | ir.TraitElementwise,
		Operands: []opdef.Operand{{Name: "in", Type: bc}}, Results: []opdef.Operand{{Name: "out", Type: bc}},
		Format: fmtCast, Verify: castVerifier("bitcast")})
}

// cmpRelations is the TypesMatchWith of cmpi and cmpf: checked with the generated
// invariants (before SameTypeOperands), and what their custom parsers derive the result
// type from, checking the operand's type first.
var cmpRelations = []opdef.Relation{{Kind: opdef.RelI1SameShape, Names: []string{"lhs", "result"},
	Summary: "result type has i1 element type and same shape as operands"}}

// registerCmpOps registers cmpi and cmpf.
func registerCmpOps(d *ir.Dialect) {
	opdef.Register(d, &opdef.Op{Name: OpCmpi, Traits: pure | ir.TraitElementwise,
		Operands:  []opdef.Operand{one("lhs", "SignlessIntegerLikeOfAnyRank"), one("rhs", "SignlessIntegerLikeOfAnyRank")},
		Attrs:     []opdef.Attr{{Name: "predicate", C: enumC("Arith_CmpIPredicateAttr", "", ir.I64, CmpIPredicates)}},
		Results:   []opdef.Operand{one("result", "BoolLikeOfAnyRank")},
		SameTypes: [][]string{{"lhs", "rhs"}}, SameTypeOperands: true,
		Format: "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)", Relations: cmpRelations})
	opdef.Register(d, &opdef.Op{Name: OpCmpf, Traits: pure | ir.TraitElementwise,
		Operands:  []opdef.Operand{one("lhs", "FloatLike"), one("rhs", "FloatLike")},
		Attrs:     []opdef.Attr{{Name: "predicate", C: enumC("Arith_CmpFPredicateAttr", "", ir.I64, CmpFPredicates)}, fastMathAttr()},
		Results:   []opdef.Operand{one("result", "BoolLike")},
		SameTypes: [][]string{{"lhs", "rhs"}}, SameTypeOperands: true,
		Format: "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)", Relations: cmpRelations})
}

// registerSelectAndConstant registers select (custom form) and constant.
func registerSelectAndConstant(d *ir.Dialect) {
	opdef.Register(d, &opdef.Op{Name: OpSelect, Traits: pure | ir.TraitElementwise,
		Operands:  []opdef.Operand{one("condition", "BoolLike"), one("true_value", "AnyType"), one("false_value", "AnyType")},
		Results:   []opdef.Operand{one("result", "AnyType")},
		SameTypes: [][]string{{"true_value", "false_value", "result"}},
		Parse:     parseSelect, Print: printSelect, Verify: verifySelect})
	opdef.Register(d, &opdef.Op{Name: OpConstant, Traits: pure | ir.TraitConstantLike,
		Attrs:   []opdef.Attr{{Name: "value", C: typedValue}},
		Results: []opdef.Operand{one("result", "AnyType")},
		Format:  "attr-dict $value", Infer: func(s *opdef.State) error {
			switch v := s.St.Attr("value").(type) {
			case *ir.StringAttr:
				// A string is a typed attribute of MLIR (none unless given): the
				// verifier rejects it as a value.
				t := v.Type
				if t == nil {
					t = ir.None
					for i := range s.St.Attrs {
						if s.St.Attrs[i].Name == "value" {
							s.St.Attrs[i].Value = &ir.StringAttr{Value: v.Value, Type: t}
						}
					}
				}
				s.SetResultTypes("result", []ir.Type{t})
				return nil
			case ir.TypedAttr:
				if v.AttrType() != nil {
					s.SetResultTypes("result", []ir.Type{v.AttrType()})
					return nil
				}
			}
			return s.P.ErrorAt(s.P.Pos(), "expected a typed attribute for arith.constant")
		}, Verify: verifyConstant, ResultNames: constantNames, Fold: func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
			return []ir.FoldResult{{Attr: op.Attr("value")}}
		}})
}

// typedValue is TypedAttrInterface as arith.constant's format reads it: the parser casts
// the value to a typed attribute ("invalid kind of attribute specified" otherwise).
var typedValue = &opdef.AttrConstraint{Name: "TypedAttrInterface", Desc: "TypedAttr instance",
	Pred: isTypedValue, Storage: isTypedValue}

func isTypedValue(a ir.Attribute) bool {
	if _, ok := a.(*ir.StringAttr); ok {
		return true
	}
	t, ok := a.(ir.TypedAttr)
	return ok && t.AttrType() != nil
}

// isIntMemRef accepts a ranked memref of signless integers or index (MLIR's MemRefOf
// takes no unranked memref, and no si/ui element).
func isIntMemRef(t ir.Type) bool {
	m, ok := t.(*ir.MemRefType)
	return ok && (ir.IsSignlessInt(m.Elem, 0) || ir.TypeEqual(m.Elem, ir.Index))
}

// isIntOrFloatMemRef is isIntMemRef that also accepts float elements (arith.bitcast).
func isIntOrFloatMemRef(t ir.Type) bool {
	if isIntMemRef(t) {
		return true
	}
	m, ok := t.(*ir.MemRefType)
	if !ok {
		return false
	}
	_, f := m.Elem.(*ir.FloatType)
	return f
}

// boolLike is MLIR's getI1SameShape: t with i1 elements, or i1 for a scalar.
func boolLike(t ir.Type) ir.Type {
	switch s := t.(type) {
	case *ir.VectorType:
		return &ir.VectorType{Dims: s.Dims, Scalable: s.Scalable, Elem: ir.I1}
	case *ir.TensorType:
		return &ir.TensorType{Dims: s.Dims, Elem: ir.I1, Encoding: s.Encoding}
	case *ir.UnrankedTensorType:
		return &ir.UnrankedTensorType{Elem: ir.I1}
	}
	// Other value-semantics shaped types (a dialect's tile) keep everything but the
	// element type, as MLIR's getI1SameShape does through cloneWith.
	if ir.HasValueSemantics(t) {
		if c, ok := opdef.WithElementType(t, ir.I1); ok {
			return c
		}
	}
	return ir.I1
}

// constantNames mirrors MLIR: %c42_i32, %c0 for index, %true/%false, %cst otherwise.
func constantNames(op *ir.Operation, set func(*ir.Value, string)) {
	ia, ok := op.Attr("value").(*ir.IntegerAttr)
	if !ok {
		set(op.Result(0), "cst")
		return
	}
	if it, isInt := ia.Type.(*ir.IntegerType); isInt && it.Width == 1 && it.Sign == ir.Signless {
		if ia.Value != 0 {
			set(op.Result(0), "true")
		} else {
			set(op.Result(0), "false")
		}
		return
	}
	name := "c" + ia.String()
	if _, isIdx := ia.Type.(*ir.IndexType); !isIdx {
		name += "_" + ir.TypeString(ia.Type)
	}
	set(op.Result(0), name)
}

func verifyConstant(op *ir.Operation) error {
	v := op.Attr("value")
	var vt ir.Type
	switch v := v.(type) {
	case *ir.StringAttr:
		// A string is a typed attribute of MLIR, of type none unless one is given.
		vt = v.Type
		if vt == nil {
			vt = ir.None
		}
	case ir.TypedAttr:
		vt = v.AttrType()
	}
	rt := op.Result(0).Type()
	if vt == nil || !ir.TypeEqual(vt, rt) {
		return ir.OpError(op, "failed to verify that all of {value, result} have same type")
	}
	if it, ok := rt.(*ir.IntegerType); ok && it.Sign != ir.Signless {
		return ir.OpError(op, "integer return type must be signless")
	}
	switch v.(type) {
	case *ir.IntegerAttr, *ir.FloatAttr, *ir.DenseElementsAttr, *ir.DenseResourceAttr, *ir.OpaqueAttr:
	default:
		return ir.OpError(op, "value must be an integer, float, or elements attribute")
	}
	return nil
}

// castVerifier checks a cast op's traits in MLIR's order: SameInputOutputTensorDims
// (a predicate of the generated invariants), SameOperandsAndResultShape (compatible
// shapes, whatever the containers), CastOpInterface (castCompatible), then Elementwise.
func castVerifier(name string) func(op *ir.Operation) error {
	return func(op *ir.Operation) error {
		in, out := op.Operand(0).Type(), op.Result(0).Type()
		if !sameTensorDims(in, out) {
			return ir.OpError(op, "failed to verify that input and output have the same tensor dimensions")
		}
		if !opdef.CompatibleShapes(in, out) {
			return ir.OpError(op, "requires the same shape for all operands and results")
		}
		if !sameEncoding(in, out) || !castCompatible(name, in, out) {
			return ir.OpError(op, "operand type '%s' and result type '%s' are cast incompatible", ir.TypeString(in), ir.TypeString(out))
		}
		return opdef.VerifyElementwise(op)
	}
}

// sameTensorDims is SameInputOutputTensorDims: a tensor's shape, or no dimensions for any
// other type (a scalar matches a 0-d tensor, a vector matches a scalar). LLVM 19 reads an
// unranked tensor's shape as if it were ranked, which is undefined; mlir-opt rejects such
// pairs in practice, and so does this, whatever the other type.
func sameTensorDims(a, b ir.Type) bool {
	dims := func(t ir.Type) ([]int64, bool) {
		switch x := t.(type) {
		case *ir.TensorType:
			return x.Shape(), true
		case *ir.UnrankedTensorType:
			return nil, false
		}
		return nil, true
	}
	ad, aok := dims(a)
	bd, bok := dims(b)
	return aok && bok && slices.Equal(ad, bd)
}

// castElem is MLIR's getTypeIfLike(OrMemRef): the element type of a scalar, vector or
// tensor, or of a dialect's value-semantics container (or memref, when allowed); nil for
// any other shaped type.
func castElem(t ir.Type, memref bool) ir.Type {
	switch t.(type) {
	case *ir.VectorType, *ir.TensorType, *ir.UnrankedTensorType:
	case *ir.MemRefType:
		if !memref {
			return nil
		}
	case ir.ValueSemanticsType:
		// a dialect's value container (asctile.tile) is cast like a vector
	default:
		if _, shaped := t.(ir.ShapedType); shaped {
			return nil
		}
	}
	return ir.ElementTypeOrSelf(t)
}

// castCompatible is each cast op's areCastCompatible. The width casts compare the bit
// widths of their element kinds; bitcast keeps the width (an index element has none, so
// it never bitcasts); the index casts go between index and a signless integer.
func castCompatible(name string, in, out ir.Type) bool {
	memref := name == "bitcast" || name == "index_cast" || name == "index_castui"
	ie, oe := castElem(in, memref), castElem(out, memref)
	if ie == nil || oe == nil {
		return false
	}
	_, iIdx := ie.(*ir.IndexType)
	_, oIdx := oe.(*ir.IndexType)
	switch name {
	case "index_cast", "index_castui":
		return iIdx && ir.IsSignlessInt(oe, 0) || oIdx && ir.IsSignlessInt(ie, 0)
	case "bitcast":
		return !iIdx && !oIdx && ir.IntOrFloatWidth(ie) == ir.IntOrFloatWidth(oe)
	}
	iw, ow := ir.IntOrFloatWidth(ie), ir.IntOrFloatWidth(oe)
	switch name {
	case "extsi", "extui", "extf":
		return ow > iw
	case "trunci", "truncf":
		return ow < iw
	}
	return true
}

func sameEncoding(a, b ir.Type) bool {
	at, aok := a.(*ir.TensorType)
	bt, bok := b.(*ir.TensorType)
	if !aok || !bok {
		return true
	}
	return ir.AttrEqual(at.Encoding, bt.Encoding)
}

func parseSelect(p *ir.OpParser, st *ir.OperationState) error {
	us, err := opdef.ParseOperandListRequired(p, 3)
	if err != nil {
		return err
	}
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	resT, err := p.ParseColonType()
	if err != nil {
		return err
	}
	// A second type makes the first the condition's (a vector or tensor of i1).
	condT := ir.Type(ir.I1)
	if p.OptionalPunct(",") {
		condT = resT
		if resT, err = p.ParseType(); err != nil {
			return err
		}
	}
	vs, err := p.ResolveOperands(us, []ir.Type{condT, resT, resT}, p.OpNamePos())
	if err != nil {
		return err
	}
	st.Operands = vs
	st.Types = []ir.Type{resT}
	return nil
}

func printSelect(p *ir.Printer, op *ir.Operation) {
	p.WriteChar(' ')
	p.PrintOperands(op.Operands())
	p.PrintOptionalAttrDict(op.Attrs())
	p.WriteString(" : ")
	if ct := op.Operand(0).Type(); !ir.TypeEqual(ct, ir.I1) {
		p.PrintType(ct)
		p.WriteString(", ")
	}
	p.PrintType(op.Result(0).Type())
}

// verifySelect checks, after the generated invariants' AllTypesMatch, their
// BooleanConditionOrMatchingShape (an i1 condition, or a shaped one whose shape is the
// result's, whatever the containers; LLVM 19 crashes on a scalar result there, refused
// here), then the Elementwise trait, then the op's own check.
func verifySelect(op *ir.Operation) error {
	ct, rt := op.Operand(0).Type(), op.Result(0).Type()
	if ir.TypeEqual(ct, ir.I1) {
		return nil
	}
	cs, cok := ct.(ir.ShapedType)
	rs, rok := rt.(ir.ShapedType)
	if !cok || !rok || !cs.Ranked() || !rs.Ranked() || !slices.Equal(cs.Shape(), rs.Shape()) {
		return ir.OpError(op, "failed to verify that condition is signless i1 or has matching shape")
	}
	if err := opdef.VerifyElementwise(op); err != nil {
		return err
	}
	if !ir.TypeEqual(boolLike(rt), ct) {
		return ir.OpError(op, "expected condition type to have the same shape as the result type, expected '%s', but got '%s'",
			ir.TypeString(boolLike(rt)), ir.TypeString(ct))
	}
	return nil
}

// materialize builds an arith.constant for a folded value.
func materialize(b *ir.Builder, a ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	if ub.IsPoison(a) {
		// Folded poison is a ub.poison, as arith's materializer builds it in LLVM 19.
		return ub.Materialize(b, a, t, loc)
	}
	ta, ok := a.(ir.TypedAttr)
	if !ok || !ir.TypeEqual(ta.AttrType(), t) {
		return nil
	}
	return b.Create(loc, OpConstant, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: a})
}

var _ = strconv.Itoa
