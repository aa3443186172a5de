package emitc

import (
	"strings"

	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// --- [ Operators ] --------------------------------------------------------------------

func verifyAdd(op *ir.Operation) error {
	lhs, rhs := op.Operand(0).Type(), op.Operand(1).Type()
	if isPointer(lhs) && isPointer(rhs) {
		return ir.OpError(op, "requires that at most one operand is a pointer")
	}
	if isPointer(lhs) && !isIntOrOpaque(rhs) || isPointer(rhs) && !isIntOrOpaque(lhs) {
		return ir.OpError(op, "requires that one operand is an integer or of opaque type if the other is a pointer")
	}
	return nil
}

func verifySub(op *ir.Operation) error {
	lhs, rhs, res := op.Operand(0).Type(), op.Operand(1).Type(), op.Result(0).Type()
	if isPointer(rhs) && !isPointer(lhs) {
		return ir.OpError(op, "rhs can only be a pointer if lhs is a pointer")
	}
	if isPointer(lhs) && !isIntOrOpaque(rhs) && !isPointer(rhs) {
		return ir.OpError(op, "requires that rhs is an integer, pointer or of opaque type if lhs is a pointer")
	}
	if isPointer(lhs) && isPointer(rhs) && !isIntOrOpaque(res) {
		return ir.OpError(op, "requires that the result is an integer or of opaque type if lhs and rhs are pointers")
	}
	return nil
}

// isIntOrOpaque is MLIR's isa<IntegerType, emitc::OpaqueType>: any builtin integer width.
func isIntOrOpaque(t ir.Type) bool {
	_, isInt := t.(*ir.IntegerType)
	return isInt || isOpaque(t)
}

// castable are the types emitc.cast converts between.
func castable(t ir.Type) bool {
	return IsIntegerIndexOrOpaqueType(t) || IsSupportedFloatType(t) || isPointer(t)
}

func verifyCast(op *ir.Operation) error {
	in, out := op.Operand(0).Type(), op.Result(0).Type()
	if !castable(in) || !castable(out) {
		return ir.OpError(op, "operand type '%s' and result type '%s' are cast incompatible", ir.TypeString(in), ir.TypeString(out))
	}
	return nil
}

func verifyApply(op *ir.Operation) error {
	s, _ := op.Attr("applicableOperator").(*ir.StringAttr)
	switch {
	case s == nil || s.Value == "":
		return ir.OpError(op, "applicable operator must not be empty")
	case s.Value != "&" && s.Value != "*":
		return ir.OpError(op, "applicable operator is illegal")
	}
	if def := op.Operand(0).DefiningOp(); def != nil && def.Name() == OpConstant {
		return ir.OpError(op, "cannot apply to constant")
	}
	return nil
}

// CmpPredicates is the emitc.cmp predicate enum (eq = 0 ... three_way = 6).
var CmpPredicates = cmpPredicates(opdef.NewEnum("CmpPredicate", "EmitC_CmpPredicateAttr", 64, "", "", "", []opdef.EnumCase{
	{Symbol: "eq", Value: 0, Str: "eq"}, {Symbol: "ne", Value: 1, Str: "ne"}, {Symbol: "lt", Value: 2, Str: "lt"},
	{Symbol: "le", Value: 3, Str: "le"}, {Symbol: "gt", Value: 4, Str: "gt"}, {Symbol: "ge", Value: 5, Str: "ge"},
	{Symbol: "three_way", Value: 6, Str: "three_way"}}))

// cmpPredicates makes the predicate constraint what an I64EnumAttr is in MLIR: an i64
// integer (not any width) and, in custom forms, a keyword whose error names the attribute.
func cmpPredicates(e *opdef.EnumDef) *opdef.EnumDef {
	c := e.Constraint()
	enumPred := c.Pred
	c.Pred = func(a ir.Attribute) bool {
		ia, ok := a.(*ir.IntegerAttr)
		return ok && ir.IsSignlessInt(ia.Type, 64) && enumPred(a)
	}
	c.ParseStripped = func(p *ir.OpParser) (ir.Attribute, error) {
		v, err := opdef.ParseCaseKeyword(p, "predicate", "eq, ne, lt, le, gt, ge, three_way", func(w string) (int64, bool) {
			cs, ok := e.ByKeyword(w)
			return cs.Value, ok
		})
		if err != nil {
			return nil, err
		}
		return e.Attr(v), nil
	}
	return e
}

// --- [ Values ] -----------------------------------------------------------------------

// verifyInitializer checks the value attribute of emitc.constant and emitc.variable
// against the result type (MLIR's verifyInitializationAttribute).
func verifyInitializer(op *ir.Operation) error {
	v := op.Attr("value")
	switch v := v.(type) {
	case nil, *OpaqueAttr:
		return nil
	case *ir.StringAttr:
		return ir.OpError(op, "string attributes are not supported, use #emitc.opaque instead")
	case ir.TypedAttr:
		res := op.Result(0).Type()
		at := v.AttrType()
		if at == nil {
			at = ir.None
		}
		if IsPointerWideType(res) && ir.TypeEqual(at, ir.Index) {
			return nil
		}
		if !ir.TypeEqual(res, at) {
			return ir.OpError(op, "requires attribute to either be an #emitc.opaque attribute or it's type ('%s') to match the op's result type ('%s')",
				ir.TypeString(at), ir.TypeString(res))
		}
	}
	return nil
}

func verifyConstant(op *ir.Operation) error {
	if err := verifyInitializer(op); err != nil {
		return err
	}
	if o, ok := op.Attr("value").(*OpaqueAttr); ok && o.Value == "" {
		return ir.OpError(op, "value must not be empty")
	}
	return nil
}

func verifyLiteral(op *ir.Operation) error {
	if s, ok := op.Attr("value").(*ir.StringAttr); ok && s.Value == "" {
		return ir.OpError(op, "value must not be empty")
	}
	return nil
}

func verifyAssign(op *ir.Operation) error {
	v, val := op.Operand(0), op.Operand(1)
	switch def := v.DefiningOp(); {
	case def == nil, !assignable[def.Name()]:
		return ir.OpError(op, "requires first operand (%s) to be a get_global, member, member of pointer, subscript or variable", ir.ValueSummary(v))
	}
	if !ir.TypeEqual(v.Type(), val.Type()) {
		return ir.OpError(op, "requires value's type ('%s') to match variable's type ('%s')", ir.TypeString(val.Type()), ir.TypeString(v.Type()))
	}
	if _, arr := v.Type().(*ArrayType); arr {
		return ir.OpError(op, "cannot assign to array type")
	}
	return nil
}

// assignable are the ops whose results emitc.assign may write to.
var assignable = map[string]bool{OpGetGlobal: true, OpMemberOfPtr: true, OpMember: true, OpSubscript: true, OpVariable: true}

func verifySubscript(op *ir.Operation) error {
	indices := op.Operands()[1:]
	res := op.Result(0).Type()
	switch t := op.Operand(0).Type().(type) {
	case *ArrayType:
		if len(indices) != len(t.Shape) {
			return ir.OpError(op, "on array operand requires number of indices (%d) to match the rank of the array type (%d)", len(indices), len(t.Shape))
		}
		for i, x := range indices {
			if !IsIntegerIndexOrOpaqueType(x.Type()) {
				return ir.OpError(op, "on array operand requires index operand %d to be integer-like, but got '%s'", i, ir.TypeString(x.Type()))
			}
		}
		if !ir.TypeEqual(t.Elem, res) {
			return ir.OpError(op, "on array operand requires element type ('%s') and result type ('%s') to match", ir.TypeString(t.Elem), ir.TypeString(res))
		}
	case *PointerType:
		if len(indices) != 1 {
			return ir.OpError(op, "on pointer operand requires one index operand, but got %d", len(indices))
		}
		if x := indices[0].Type(); !IsIntegerIndexOrOpaqueType(x) {
			return ir.OpError(op, "on pointer operand requires index operand to be integer-like, but got '%s'", ir.TypeString(x))
		}
		if !ir.TypeEqual(t.Pointee, res) {
			return ir.OpError(op, "on pointer operand requires pointee type ('%s') and result type ('%s') to match", ir.TypeString(t.Pointee), ir.TypeString(res))
		}
	}
	return nil
}

// --- [ Globals ] ----------------------------------------------------------------------

func globalType(op *ir.Operation) ir.Type {
	if t, ok := op.Attr("type").(*ir.TypeAttr); ok {
		return t.Type
	}
	return nil
}

func verifyGlobal(op *ir.Operation) error {
	t := globalType(op)
	if !IsSupportedEmitCType(t) {
		return ir.OpError(op, "expected valid emitc type")
	}
	if init := op.Attr("initial_value"); init != nil {
		if err := verifyGlobalInit(op, t, init); err != nil {
			return err
		}
	}
	if op.HasAttr("static_specifier") && op.HasAttr("extern_specifier") {
		return ir.OpError(op, "cannot have both static and extern specifiers")
	}
	return nil
}

func verifyGlobalInit(op *ir.Operation, t ir.Type, init ir.Attribute) error {
	mismatch := func(got ir.Type) error {
		return ir.OpError(op, "initial value expected to be of type '%s', but was of type '%s'", ir.TypeString(t), ir.TypeString(got))
	}
	switch a := init.(type) {
	case *ir.DenseElementsAttr, *ir.DenseResourceAttr:
		arr, ok := t.(*ArrayType)
		if !ok {
			return ir.OpError(op, "expected array type, but got '%s'", ir.TypeString(t))
		}
		if got := a.(ir.TypedAttr).AttrType(); !ir.TypeEqual(got, initializerType(arr)) {
			return mismatch(got)
		}
	case *ir.IntegerAttr:
		if !ir.TypeEqual(a.Type, t) {
			return mismatch(a.Type)
		}
	case *ir.FloatAttr:
		if !ir.TypeEqual(a.Type, t) {
			return mismatch(a.Type)
		}
	case *OpaqueAttr:
	default:
		return ir.OpError(op, "initial value should be a integer, float, elements or opaque attribute, but got %s", ir.AttrString(init))
	}
	return nil
}

// initializerType is the type an initial value of a global of type t carries: the tensor
// of an array's shape, else t itself.
func initializerType(t ir.Type) ir.Type {
	if arr, ok := t.(*ArrayType); ok {
		return &ir.TensorType{Dims: arr.Shape, Elem: arr.Elem}
	}
	return t
}

// parseGlobalTypeAndValue parses `type (= value)?`, reading the value with the type of
// its storage (a tensor for arrays).
func parseGlobalTypeAndValue(p *ir.OpParser, s *opdef.State, _ []string) error {
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	s.St.AddAttr("type", &ir.TypeAttr{Type: t})
	if !p.OptionalPunct("=") {
		return nil
	}
	v, err := p.ParseAttribute(initializerType(t))
	if err != nil {
		return err
	}
	switch v.(type) {
	case *ir.IntegerAttr, *ir.FloatAttr, *OpaqueAttr, *ir.DenseElementsAttr, *ir.DenseResourceAttr:
	default:
		return ir.Errorf(s.St.Location(), "custom op '%s' initial value should be a integer, float, elements or opaque attribute", OpGlobal)
	}
	s.St.AddAttr("initial_value", v)
	return nil
}

func printGlobalTypeAndValue(p *ir.Printer, op *ir.Operation, _ []string) {
	if t := globalType(op); t != nil {
		p.PrintType(t)
	}
	if v := op.Attr("initial_value"); v != nil {
		p.WriteString(" = ")
		p.PrintAttrWithoutType(v)
	}
}

func verifyGetGlobal(op *ir.Operation) error {
	ref, _ := op.Attr("name").(*ir.SymbolRefAttr)
	if ref == nil {
		return nil
	}
	g := ir.LookupNearestSymbol(op, ref.Root)
	if g == nil || g.Name() != OpGlobal {
		return ir.OpError(op, "'%s' does not reference a valid emitc.global", ref.Root)
	}
	if gt, rt := globalType(g), op.Result(0).Type(); !ir.TypeEqual(gt, rt) {
		return ir.OpError(op, "result type '%s' does not match type '%s' of the global @%s", ir.TypeString(rt), ir.TypeString(gt), ref.Root)
	}
	return nil
}

// --- [ Text ] -------------------------------------------------------------------------

// parseInclude parses `"file"` or `<"file">`. As in MLIR the form has no attribute
// dictionary.
func parseInclude(p *ir.OpParser, st *ir.OperationState) error {
	std := p.OptionalPunct("<")
	if !p.IsStringNext() {
		return ir.Errorf(st.Location(), "custom op '%s' expected string attribute", OpInclude)
	}
	s, err := p.ParseString()
	if err != nil {
		return err
	}
	st.AddAttr("include", ir.Str(s))
	if std {
		if !p.OptionalPunct(">") {
			return ir.Errorf(st.Location(), "custom op '%s' expected trailing '>' for standard include", OpInclude)
		}
		st.AddAttr("is_standard_include", ir.Unit)
	}
	return nil
}

// printInclude writes the file name between quotes unescaped and drops other
// attributes, as mlir-opt 19 does.
func printInclude(p *ir.Printer, op *ir.Operation) {
	s, _ := op.Attr("include").(*ir.StringAttr)
	name := ""
	if s != nil {
		name = s.Value
	}
	std := op.HasAttr("is_standard_include")
	var b strings.Builder
	b.WriteByte(' ')
	if std {
		b.WriteByte('<')
	}
	b.WriteString(`"` + name + `"`)
	if std {
		b.WriteByte('>')
	}
	p.WriteString(b.String())
}
