// Package emitc is MLIR's emitc dialect as LLVM 19 defines it: the types opaque, ptr,
// array, size_t, ssize_t and ptrdiff_t, the opaque attribute, and its 40 ops (arithmetic,
// bitwise, logical and comparison operators, calls, casts, constants, variables, globals,
// functions, control flow, expressions, includes and verbatim text), with their custom
// forms, verifiers and folders. It is hand-written on ir/opdef: the dialect is outside the
// Ascend C op catalogue the generator reads.
//
// One extension over LLVM 19: emitc.verbatim accepts the format arguments later LLVM
// releases added (`emitc.verbatim "{}" args %x : i32`), which the Ascend C translator
// substitutes; without them the op is exactly LLVM 19's.
package emitc

import (
	"github.com/ascend-toolchain/asc/dialect/builtin"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// The type constraints of EmitC.td, with the descriptions MLIR's messages quote.
var (
	emitcType = &opdef.TypeConstraint{Name: "EmitCType", Desc: "type supported by EmitC", Pred: IsSupportedEmitCType}
	intIdxOpq = &opdef.TypeConstraint{Name: "IntegerIndexOrOpaqueType",
		Desc: "integer, index or opaque type supported by EmitC", Pred: IsIntegerIndexOrOpaqueType}
	fltIntIdxOpq = &opdef.TypeConstraint{Name: "FloatIntegerIndexOrOpaqueType",
		Desc: "floating-point type supported by EmitC or integer, index or opaque type supported by EmitC",
		Pred: func(t ir.Type) bool { return IsSupportedFloatType(t) || IsIntegerIndexOrOpaqueType(t) }}
	i1        = opdef.TypeConstraints["I1"]
	opaqueT   = &opdef.TypeConstraint{Name: "EmitC_OpaqueType", Desc: "EmitC opaque type", Pred: isOpaque}
	opaqOrPtr = &opdef.TypeConstraint{Name: "EmitC_OpaqueOrPointer", Desc: "EmitC opaque type or EmitC pointer type",
		Pred: func(t ir.Type) bool { return isOpaque(t) || isPointer(t) }}
	subscriptable = &opdef.TypeConstraint{Name: "EmitC_Subscriptable",
		Desc: "EmitC array type or EmitC opaque type or EmitC pointer type",
		Pred: func(t ir.Type) bool { _, arr := t.(*ArrayType); return arr || isOpaque(t) || isPointer(t) }}
)

// The attribute constraints of EmitC.td that opdef has no builtin for.
var (
	opaqueOrTyped = &opdef.AttrConstraint{Name: "EmitC_OpaqueOrTypedAttr", Desc: "An opaque attribute or TypedAttr instance",
		Pred: func(a ir.Attribute) bool {
			switch a.(type) {
			case *OpaqueAttr, *ir.StringAttr: // strings are typed attributes in MLIR
				return true
			}
			_, ok := a.(ir.TypedAttr)
			return ok
		}}
	// symbolName is SymbolNameAttr as formats spell it: `@name`, stored as a string.
	symbolName = &opdef.AttrConstraint{Name: "SymbolNameAttr", Desc: "string attribute", Pred: opdef.SymbolNameAttr.Pred,
		ParseStripped: func(p *ir.OpParser) (ir.Attribute, error) {
			s, err := p.ParseSymbolName()
			return ir.Str(s), err
		},
		PrintStripped: func(p *ir.Printer, a ir.Attribute) {
			if s, ok := a.(*ir.StringAttr); ok {
				p.PrintSymbolName(s.Value)
			}
		}}
	// strAttr is StrAttr as formats read it: a string with no `: type` after it (MLIR
	// parses it with the none type), so `emitc.literal "x" : f32` keeps its colon.
	strAttr      = opdef.StrAttr
	dictArray    = opdef.DictArrayAttr
	funcTypeAttr = &opdef.AttrConstraint{Name: "TypeAttrOf<FunctionType>", Desc: "type attribute of function type",
		Pred: func(a ir.Attribute) bool {
			t, ok := a.(*ir.TypeAttr)
			if !ok {
				return false
			}
			_, ok = t.Type.(*ir.FunctionType)
			return ok
		}}
)

func isOpaque(t ir.Type) bool  { _, ok := t.(*OpaqueType); return ok }
func isPointer(t ir.Type) bool { _, ok := t.(*PointerType); return ok }

func one(name string, c *opdef.TypeConstraint) opdef.Operand {
	return opdef.Operand{Name: name, Type: c}
}

func many(name string, c *opdef.TypeConstraint) opdef.Operand {
	return opdef.Operand{Name: name, Type: c, Kind: opdef.Variadic}
}

func optional(name string, c *opdef.TypeConstraint) opdef.Operand {
	return opdef.Operand{Name: name, Type: c, Kind: opdef.Optional}
}

// Dialect builds the emitc dialect.
func Dialect() *ir.Dialect {
	d := &ir.Dialect{Name: "emitc", ParseType: parseType, ParseAttr: parseAttr, Materialize: materialize, Closed: true}
	registerOperators(d)
	registerValues(d)
	registerFunctions(d)
	registerControlFlow(d)
	registerText(d)
	return d
}

const (
	fmtBinary = "operands attr-dict `:` functional-type(operands, results)"
	fmtCall   = "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)"
)

// registerOperators registers the C operators: arithmetic, bitwise, logical, comparison,
// conditional, cast and apply (address-of and dereference).
func registerOperators(d *ir.Dialect) {
	binary := func(name string, operand, result *opdef.TypeConstraint, verify func(*ir.Operation) error) {
		opdef.Register(d, &opdef.Op{Name: name,
			Operands: []opdef.Operand{one("lhs", operand), one("rhs", operand)},
			Results:  []opdef.Operand{one("result", result)}, Format: fmtBinary, Verify: verify})
	}
	binary(OpAdd, emitcType, emitcType, verifyAdd)
	binary(OpSub, emitcType, emitcType, verifySub)
	binary(OpMul, fltIntIdxOpq, fltIntIdxOpq, nil)
	binary(OpDiv, fltIntIdxOpq, fltIntIdxOpq, nil)
	binary(OpRem, intIdxOpq, intIdxOpq, nil)
	for _, n := range []string{OpBitwiseAnd, OpBitwiseOr, OpBitwiseXor, OpBitwiseLeftShift, OpBitwiseRightShift} {
		binary(n, emitcType, emitcType, nil)
	}
	for _, n := range []string{OpBitwiseNot, OpUnaryMinus, OpUnaryPlus} {
		opdef.Register(d, &opdef.Op{Name: n, Operands: []opdef.Operand{one("operand", emitcType)},
			Results: []opdef.Operand{one("result", emitcType)}, Format: fmtBinary})
	}
	for _, n := range []string{OpLogicalAnd, OpLogicalOr} {
		opdef.Register(d, &opdef.Op{Name: n, Operands: []opdef.Operand{one("lhs", emitcType), one("rhs", emitcType)},
			Results: []opdef.Operand{one("result", i1)}, Format: "operands attr-dict `:` type(operands)"})
	}
	opdef.Register(d, &opdef.Op{Name: OpLogicalNot, Operands: []opdef.Operand{one("operand", emitcType)},
		Results: []opdef.Operand{one("result", i1)}, Format: "operands attr-dict `:` type(operands)"})
	opdef.Register(d, &opdef.Op{Name: OpCmp,
		Attrs:    []opdef.Attr{{Name: "predicate", C: CmpPredicates.Constraint()}},
		Operands: []opdef.Operand{one("lhs", emitcType), one("rhs", emitcType)},
		Results:  []opdef.Operand{one("result", emitcType)},
		Format:   "$predicate `,` operands attr-dict `:` functional-type(operands, results)"})
	opdef.Register(d, &opdef.Op{Name: OpConditional,
		Operands:  []opdef.Operand{one("condition", i1), one("true_value", emitcType), one("false_value", emitcType)},
		Results:   []opdef.Operand{one("result", emitcType)},
		SameTypes: [][]string{{"true_value", "false_value", "result"}},
		Format:    "operands attr-dict `:` type($result)"})
	opdef.Register(d, &opdef.Op{Name: OpCast, Operands: []opdef.Operand{one("source", emitcType)},
		Results: []opdef.Operand{one("dest", emitcType)},
		Format:  "$source attr-dict `:` type($source) `to` type($dest)", Verify: verifyCast,
		// A cast to its own type folds away: MLIR's cast-op interface gives every cast op
		// that folder.
		Fold: func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
			if ir.TypeEqual(op.Operand(0).Type(), op.Result(0).Type()) {
				return []ir.FoldResult{{Value: op.Operand(0)}}
			}
			return nil
		}})
	opdef.Register(d, &opdef.Op{Name: OpApply,
		Attrs:    []opdef.Attr{{Name: "applicableOperator", C: opdef.StrAttr}},
		Operands: []opdef.Operand{one("operand", emitcType)}, Results: []opdef.Operand{one("result", emitcType)},
		Format: "$applicableOperator `(` $operand `)` attr-dict `:` functional-type($operand, results)", Verify: verifyApply})
}

// registerValues registers the ops that name values: constant, literal, variable, assign,
// subscript, member access and globals.
func registerValues(d *ir.Dialect) {
	opdef.Register(d, &opdef.Op{Name: OpConstant, Traits: ir.TraitConstantLike,
		Attrs: []opdef.Attr{{Name: "value", C: opaqueOrTyped}}, Results: []opdef.Operand{one("result", emitcType)},
		Verify: verifyConstant, Fold: func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
			return []ir.FoldResult{{Attr: op.Attr("value")}}
		}})
	opdef.Register(d, &opdef.Op{Name: OpLiteral, Traits: ir.TraitPure,
		Attrs: []opdef.Attr{{Name: "value", C: strAttr}}, Results: []opdef.Operand{one("result", emitcType)},
		Format: "$value attr-dict `:` type($result)", Verify: verifyLiteral})
	opdef.Register(d, &opdef.Op{Name: OpVariable,
		Attrs: []opdef.Attr{{Name: "value", C: opaqueOrTyped}}, Results: []opdef.Operand{one("result", emitcType)},
		Verify: verifyInitializer})
	opdef.Register(d, &opdef.Op{Name: OpAssign,
		Operands: []opdef.Operand{one("var", emitcType), one("value", emitcType)},
		Format:   "$value `:` type($value) `to` $var `:` type($var) attr-dict", Verify: verifyAssign})
	opdef.Register(d, &opdef.Op{Name: OpSubscript,
		Operands: []opdef.Operand{one("value", subscriptable), many("indices", emitcType)},
		Results:  []opdef.Operand{one("result", emitcType)},
		Format:   "$value `[` $indices `]` attr-dict `:` functional-type(operands, results)", Verify: verifySubscript})
	opdef.Register(d, &opdef.Op{Name: OpMember,
		Attrs:    []opdef.Attr{{Name: "member", C: opdef.StrAttr}},
		Operands: []opdef.Operand{one("operand", opaqueT)}, Results: []opdef.Operand{one("result", emitcType)}})
	opdef.Register(d, &opdef.Op{Name: OpMemberOfPtr,
		Attrs:    []opdef.Attr{{Name: "member", C: opdef.StrAttr}},
		Operands: []opdef.Operand{one("operand", opaqOrPtr)}, Results: []opdef.Operand{one("result", emitcType)}})
	opdef.Register(d, &opdef.Op{Name: OpGlobal, Traits: ir.TraitSymbol,
		Attrs: []opdef.Attr{{Name: "const_specifier", C: opdef.UnitAttr}, {Name: "extern_specifier", C: opdef.UnitAttr},
			{Name: "initial_value", C: opaqueOrTyped, Optional: true}, {Name: "static_specifier", C: opdef.UnitAttr},
			{Name: "sym_name", C: symbolName}, {Name: "type", C: opdef.TypeAttr}},
		Format: "(`extern` $extern_specifier^)? (`static` $static_specifier^)? (`const` $const_specifier^)? " +
			"$sym_name `:` custom<EmitCGlobalOpTypeAndInitialValue>($type, $initial_value) attr-dict",
		Customs: map[string]opdef.CustomDirective{"EmitCGlobalOpTypeAndInitialValue": {Parse: parseGlobalTypeAndValue, Print: printGlobalTypeAndValue}},
		Verify:  verifyGlobal})
	opdef.Register(d, &opdef.Op{Name: OpGetGlobal, Traits: ir.TraitPure,
		Attrs: []opdef.Attr{{Name: "name", C: opdef.FlatSymbolRefAttr}}, Results: []opdef.Operand{one("result", emitcType)},
		Format: "$name `:` type($result) attr-dict", VerifySymbolUses: verifyGetGlobal})
}

// registerText registers the ops that write text into the C++ file: include and verbatim.
func registerText(d *ir.Dialect) {
	opdef.Register(d, &opdef.Op{Name: OpInclude, Parents: []string{builtin.OpModule},
		Attrs: []opdef.Attr{{Name: "include", C: opdef.StrAttr}, {Name: "is_standard_include", C: opdef.UnitAttr}},
		Parse: parseInclude, Print: printInclude})
	opdef.Register(d, &opdef.Op{Name: OpVerbatim,
		// LLVM 19's verbatim takes no operands (the `args` form came later).
		Attrs:  []opdef.Attr{{Name: "value", C: opdef.StrAttr}},
		Format: "$value attr-dict"})
}

// materialize builds the emitc.constant a folder's result stands for.
func materialize(b *ir.Builder, a ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	return b.Create(loc, OpConstant, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: a})
}
