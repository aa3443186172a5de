// Package fn defines the func dialect: func.func, func.return, func.call,
// func.call_indirect and func.constant. (The Go package cannot be named func.)
package fn

import (
	"strings"

	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// Name is the dialect's namespace, the prefix of its op names.
const Name = "func"

var variadicAny = opdef.Operand{Kind: opdef.Variadic, Type: opdef.AnyType}

func named(o opdef.Operand, n string) opdef.Operand { o.Name = n; return o }

// Dialect returns the func dialect.
func Dialect() *ir.Dialect {
	d := &ir.Dialect{Name: Name, Closed: true, Materialize: materialize}
	opdef.Register(d, &opdef.Op{Name: OpFunc,
		Traits: ir.TraitIsolatedFromAbove | ir.TraitSymbol | ir.TraitDeclaredByEmptyBody | ir.TraitAutomaticAllocationScope | ir.TraitAffineScope,
		Attrs: []opdef.Attr{{Name: "sym_name", C: opdef.SymbolNameAttr}, {Name: "function_type", C: funcTypeAttr},
			{Name: "sym_visibility", C: opdef.StrAttr, Optional: true}, {Name: "arg_attrs", C: opdef.DictArrayAttr, Optional: true},
			{Name: "res_attrs", C: opdef.DictArrayAttr, Optional: true}},
		Regions: []opdef.Region{{Name: "body"}}, DefaultDialect: "func",
		Parse: parseFunc, Print: printFunc, Verify: verifyFunc})
	opdef.Register(d, &opdef.Op{Name: OpReturn, Traits: ir.TraitPure | ir.TraitTerminator | ir.TraitReturnLike,
		Operands: []opdef.Operand{named(variadicAny, "operands")}, Parents: []string{OpFunc},
		Format: "attr-dict ($operands^ `:` type($operands))?", Verify: verifyReturn})
	opdef.Register(d, &opdef.Op{Name: OpCall,
		Attrs:    []opdef.Attr{{Name: "callee", C: opdef.FlatSymbolRefAttr}},
		Operands: []opdef.Operand{named(variadicAny, "operands")},
		Results:  []opdef.Operand{named(variadicAny, "results")},
		Format:   "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)", VerifySymbolUses: verifyCall})
	opdef.Register(d, &opdef.Op{Name: OpCallIndirect,
		Operands: []opdef.Operand{{Name: "callee", Type: opdef.TypeConstraints["FunctionType"]}, named(variadicAny, "callee_operands")},
		Results:  []opdef.Operand{named(variadicAny, "results")},
		Format:   "$callee `(` $callee_operands `)` attr-dict `:` type($callee)",
		Infer: func(s *opdef.State) error {
			ct := s.OperandTypeOf("callee")
			if len(ct) != 1 {
				return nil
			}
			fn, ok := ct[0].(*ir.FunctionType)
			if !ok {
				return nil
			}
			s.SetOperandTypes("callee_operands", fn.Inputs)
			s.SetResultTypes("results", fn.Results)
			return nil
		}, Verify: verifyCallIndirect})
	opdef.Register(d, &opdef.Op{Name: OpConstant, Traits: ir.TraitPure | ir.TraitConstantLike,
		Attrs:   []opdef.Attr{{Name: "value", C: opdef.FlatSymbolRefAttr}},
		Results: []opdef.Operand{{Name: "result", Type: opdef.AnyType}},
		Format:  "attr-dict $value `:` type(results)", Verify: verifyConstant,
		// It folds to its symbol, as in MLIR: the folder uniques and hoists it.
		Fold: func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
			return []ir.FoldResult{{Attr: op.Attr("value")}}
		},
		// MLIR names function constants %f.
		ResultNames: func(op *ir.Operation, set func(*ir.Value, string)) { set(op.Result(0), "f") }})
	for _, info := range d.Ops {
		if info.Name == OpCallIndirect {
			info.Canonicalize = append(info.Canonicalize, &ir.PatternFunc{Name: "SimplifyIndirectCallWithKnownCallee",
				RootOp: OpCallIndirect, Weight: 1, Rewrite: directCallOfConstant})
		}
	}
	return d
}

// materialize builds a func.constant for a function symbol of a function type (MLIR's
// FuncDialect::materializeConstant).
func materialize(b *ir.Builder, a ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	ref, ok := a.(*ir.SymbolRefAttr)
	if _, fnType := t.(*ir.FunctionType); !ok || !fnType || len(ref.Nested) > 0 {
		return nil
	}
	return b.Create(loc, OpConstant, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: a})
}

// directCallOfConstant turns a func.call_indirect whose callee is a function constant
// into a func.call of that function, as LLVM 19's canonicalizer does.
func directCallOfConstant(op *ir.Operation, rw *ir.Rewriter) bool {
	ref, ok := ir.ConstantValue(op.Operand(0)).(*ir.SymbolRefAttr)
	if !ok || len(ref.Nested) != 0 {
		return false
	}
	types := make([]ir.Type, op.NumResults())
	for i := range types {
		types[i] = op.Result(i).Type()
	}
	rw.SetInsertionPointBefore(op)
	call := rw.Create(op.Loc(), OpCall, op.Operands()[1:], types, ir.NamedAttr{Name: "callee", Value: ref})
	rw.ReplaceOp(op, call.Results())
	return true
}

func verifyConstant(op *ir.Operation) error {
	ref, _ := op.Attr("value").(*ir.SymbolRefAttr)
	if ref == nil {
		return nil
	}
	fnOp := lookupFunc(op, ref.Root)
	if fnOp == nil || fnOp.Name() != OpFunc {
		return ir.OpError(op, "reference to undefined function '%s'", ref.Root)
	}
	if !ir.TypeEqual(FuncType(fnOp), op.Result(0).Type()) {
		return ir.OpError(op, "reference to function with mismatched type")
	}
	return nil
}

var funcTypeAttr = &opdef.AttrConstraint{Name: "TypeAttrOf<FunctionType>", Desc: "type attribute of function type",
	Pred: func(a ir.Attribute) bool {
		t, ok := a.(*ir.TypeAttr)
		if !ok {
			return false
		}
		_, ok = t.Type.(*ir.FunctionType)
		return ok
	}}

// FuncType returns the function type of a func.func.
func FuncType(op *ir.Operation) *ir.FunctionType {
	if t, ok := op.Attr("function_type").(*ir.TypeAttr); ok {
		if ft, ok := t.Type.(*ir.FunctionType); ok {
			return ft
		}
	}
	return &ir.FunctionType{}
}

// argAttrs is the arg_attrs / res_attrs array of a signature, nil when no entry has
// attributes (MLIR then omits the attribute).
func argAttrs(args []ir.Argument) ir.Attribute {
	var out []ir.Attribute
	for i, a := range args {
		if a.Attrs == nil || len(a.Attrs.Entries) == 0 {
			continue
		}
		if out == nil {
			out = make([]ir.Attribute, len(args))
			for j := range out {
				out[j] = ir.NewDict(nil)
			}
		}
		out[i] = a.Attrs
	}
	if out == nil {
		return nil
	}
	return &ir.ArrayAttr{Elems: out}
}

// ParseFunctionOp and PrintFunctionOp are the custom form every function-like op shares
// (MLIR's function_interface_impl): `[visibility] @name(args) [-> results]
// [attributes {...}] [body]`, with sym_name, function_type, sym_visibility, arg_attrs and
// res_attrs as attributes. emitc.func uses them too.
func ParseFunctionOp(p *ir.OpParser, st *ir.OperationState) error { return parseFunc(p, st) }

// PrintFunctionOp prints what ParseFunctionOp reads.
func PrintFunctionOp(p *ir.Printer, op *ir.Operation) { printFunc(p, op) }

func parseFunc(p *ir.OpParser, st *ir.OperationState) error {
	if vis := p.ParseOptionalVisibility(); vis != "" {
		st.AddAttr("sym_visibility", ir.Str(vis))
	}
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	st.AddAttr("sym_name", ir.Str(name))
	args, named, variadic, err := p.ParseArgumentList(true)
	if err != nil {
		return err
	}
	if variadic {
		return p.Errorf("variadic arguments are not allowed in func.func")
	}
	var results []ir.Type
	var resArgs []ir.Argument
	if p.OptionalPunct("->") {
		if p.IsPunct("(") {
			if resArgs, err = p.ParseFunctionResultList(); err != nil {
				return err
			}
			results = make([]ir.Type, len(resArgs))
			for i, a := range resArgs {
				results[i] = a.Type
			}
		} else {
			t, err := p.ParseType()
			if err != nil {
				return err
			}
			results = []ir.Type{t}
		}
	}
	inputs := make([]ir.Type, len(args))
	for i, a := range args {
		inputs[i] = a.Type
	}
	st.AddAttr("function_type", &ir.TypeAttr{Type: &ir.FunctionType{Inputs: inputs, Results: results}})
	// The signature gave sym_name, sym_visibility and function_type; MLIR refuses them
	// in the dictionary, at the `attributes` keyword.
	dictPos, given := p.Pos(), len(st.Attrs)
	if err := p.ParseOptionalAttrDictWithKeyword(st); err != nil {
		return err
	}
	for _, name := range []string{"sym_visibility", "sym_name", "function_type"} {
		for _, a := range st.Attrs[given:] {
			if a.Name == name {
				return p.EmitError(dictPos, "'%s' is an inferred attribute and should not be specified in the explicit attribute dictionary", name)
			}
		}
	}
	// The signature's argument and result attributes come after the dictionary's: an
	// arg_attrs the dictionary spelled too is a duplicate, not an override.
	st.DictRepeatsAreErrors()
	if attrs := argAttrs(args); attrs != nil {
		st.AddAttr("arg_attrs", attrs)
	}
	if attrs := argAttrs(resArgs); attrs != nil {
		st.AddAttr("res_attrs", attrs)
	}
	body := st.AddRegion()
	if p.IsRegionNext() {
		// Unnamed signature types: the body spells its entry block arguments itself. MLIR
		// still passes them to the region parser, which then makes an entry block (without
		// arguments) even of `{}`: the verifier, not the parser, refuses that body.
		unnamed := !named && len(args) > 0
		if !named {
			args = nil
		}
		pos := p.Pos()
		deferred, err := p.ParseIsolatedRegion(body, args)
		if err != nil {
			return err
		}
		if !deferred && body.Empty() {
			if !unnamed {
				return p.EmitError(pos, "expected non-empty function body")
			}
			body.AddBlock(ir.NewBlock())
		}
	}
	return nil
}

func printFunc(p *ir.Printer, op *ir.Operation) {
	p.WriteChar(' ')
	if v, ok := op.Attr("sym_visibility").(*ir.StringAttr); ok {
		p.WriteString(v.Value)
		p.WriteChar(' ')
	}
	name, _ := op.Attr("sym_name").(*ir.StringAttr)
	if name != nil {
		p.PrintSymbolName(name.Value)
	}
	ft := FuncType(op)
	body := op.Region(0)
	argAttrs := attrsAt(op.Attr("arg_attrs"))
	p.WriteChar('(')
	for i, t := range ft.Inputs {
		if i > 0 {
			p.WriteString(", ")
		}
		var as []ir.NamedAttr
		if i < len(argAttrs) {
			as = argAttrs[i]
		}
		if !body.Empty() && i < body.Front().NumArgs() {
			p.PrintArgument(body.Front().Arg(i), as)
		} else {
			p.PrintType(t)
			printArgAttrs(p, as)
		}
	}
	p.WriteChar(')')
	if len(ft.Results) > 0 {
		p.WriteString(" -> ")
		resAttrs := attrsAt(op.Attr("res_attrs"))
		hasAttrs := false
		for _, r := range resAttrs {
			if len(r) > 0 {
				hasAttrs = true
			}
		}
		if hasAttrs {
			p.WriteChar('(')
			for i, t := range ft.Results {
				if i > 0 {
					p.WriteString(", ")
				}
				p.PrintType(t)
				if i < len(resAttrs) {
					printArgAttrs(p, resAttrs[i])
				}
			}
			p.WriteChar(')')
		} else {
			p.PrintResultTypes(ft.Results)
		}
	}
	p.PrintOptionalAttrDictWithKeyword(op.Attrs(), "sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs")
	if !body.Empty() {
		p.WriteChar(' ')
		p.PrintRegion(body, false, true)
	}
}

func printArgAttrs(p *ir.Printer, as []ir.NamedAttr) {
	if len(as) == 0 {
		return
	}
	p.WriteChar(' ')
	ir.NewDict(as).Print(p)
}

func attrsAt(a ir.Attribute) [][]ir.NamedAttr {
	arr, ok := a.(*ir.ArrayAttr)
	if !ok {
		return nil
	}
	out := make([][]ir.NamedAttr, len(arr.Elems))
	for i, e := range arr.Elems {
		if d, ok := e.(*ir.DictAttr); ok {
			out[i] = d.Entries
		}
	}
	return out
}

// VerifyArgResultAttrs checks a function's arg_attrs and res_attrs as MLIR's
// FunctionOpInterface does: one dictionary per argument (result), whose entries are all
// dialect attributes (a dotted name).
func VerifyArgResultAttrs(op *ir.Operation, ft *ir.FunctionType) error {
	kinds := []struct {
		attr, what, plural string
		n                  int
	}{{"arg_attrs", "argument", "arguments", len(ft.Inputs)}, {"res_attrs", "result", "results", len(ft.Results)}}
	for _, k := range kinds {
		aa, ok := op.Attr(k.attr).(*ir.ArrayAttr)
		if !ok {
			continue
		}
		if len(aa.Elems) != k.n {
			return ir.OpError(op, "expects %s attribute array to have the same number of elements as the number of function %s, got %d, but expected %d",
				k.what, k.plural, len(aa.Elems), k.n)
		}
		for _, e := range aa.Elems {
			d, ok := e.(*ir.DictAttr)
			if !ok {
				return ir.OpError(op, "expects %s attribute dictionary to be a DictionaryAttr, but got `%s`", k.what, ir.AttrString(e))
			}
			for _, na := range d.Entries {
				if !strings.Contains(na.Name, ".") {
					return ir.OpError(op, "%s may only have dialect attributes", k.plural)
				}
			}
		}
	}
	return nil
}

func verifyFunc(op *ir.Operation) error {
	// The symbol interface's checks (visibility, public declarations) ran with the traits.
	return VerifyFunctionInterface(op, FuncType(op))
}

// VerifyFunctionInterface checks what MLIR's FunctionOpInterface checks of a function op
// whose type is ft: its argument and result attributes, and that the entry block, if
// any, takes the function's argument types.
func VerifyFunctionInterface(op *ir.Operation, ft *ir.FunctionType) error {
	if err := VerifyArgResultAttrs(op, ft); err != nil {
		return err
	}
	body := op.Region(0)
	if body.Empty() {
		return nil
	}
	entry := body.Front()
	if entry.NumArgs() != len(ft.Inputs) {
		return ir.OpError(op, "entry block must have %d arguments to match function signature", len(ft.Inputs))
	}
	for i, t := range ft.Inputs {
		if at := entry.Arg(i).Type(); !ir.TypeEqual(at, t) {
			return ir.OpError(op, "type of entry block argument #%d('%s') must match the type of the corresponding argument in function signature('%s')",
				i, ir.TypeString(at), ir.TypeString(t))
		}
	}
	return nil
}

func verifyReturn(op *ir.Operation) error {
	fnOp := op.ParentOp()
	ft := FuncType(fnOp)
	name := ""
	if n, ok := fnOp.Attr("sym_name").(*ir.StringAttr); ok {
		name = n.Value
	}
	if op.NumOperands() != len(ft.Results) {
		return ir.OpError(op, "has %d operands, but enclosing function (@%s) returns %d", op.NumOperands(), name, len(ft.Results))
	}
	for i, r := range ft.Results {
		if t := op.Operand(i).Type(); !ir.TypeEqual(t, r) {
			// MLIR emits this one without the "'func.return' op" prefix.
			return ir.Errorf(op.Loc(), "type of return operand %d ('%s') doesn't match function result type ('%s') in function @%s",
				i, ir.TypeString(t), ir.TypeString(r), name).AtOp(op)
		}
	}
	return nil
}

// lookupFunc finds a symbol in the nearest symbol table above op.
func lookupFunc(op *ir.Operation, name string) *ir.Operation {
	return ir.LookupNearestSymbol(op, name)
}

func verifyCall(op *ir.Operation) error {
	ref, _ := op.Attr("callee").(*ir.SymbolRefAttr)
	if ref == nil {
		return ir.OpError(op, "requires a 'callee' symbol reference attribute")
	}
	fnOp := lookupFunc(op, ref.Root)
	if fnOp == nil || fnOp.Name() != OpFunc {
		return ir.OpError(op, "'%s' does not reference a valid function", ref.Root)
	}
	return VerifyCallSignature(op, FuncType(fnOp))
}

// VerifyCallSignature checks a call's operands and results against its callee's type, with
// MLIR's messages (func.call, and emitc.call which words them the same).
func VerifyCallSignature(op *ir.Operation, ft *ir.FunctionType) error {
	if len(ft.Inputs) != op.NumOperands() {
		return ir.OpError(op, "incorrect number of operands for callee")
	}
	for i, t := range ft.Inputs {
		if got := op.Operand(i).Type(); !ir.TypeEqual(got, t) {
			return ir.OpError(op, "operand type mismatch: expected operand type '%s', but provided '%s' for operand number %d",
				ir.TypeString(t), ir.TypeString(got), i)
		}
	}
	if len(ft.Results) != op.NumResults() {
		return ir.OpError(op, "incorrect number of results for callee")
	}
	for i, t := range ft.Results {
		if got := op.Result(i).Type(); !ir.TypeEqual(got, t) {
			d := ir.OpError(op, "result type mismatch at index %d", i)
			d.Note(op.Loc(), "      op result types: %s", typeList(op.ResultTypes()))
			d.Note(op.Loc(), "function result types: %s", typeList(ft.Results))
			return d
		}
	}
	return nil
}

func typeList(ts []ir.Type) string {
	s := ""
	for i, t := range ts {
		if i > 0 {
			s += ", "
		}
		s += "'" + ir.TypeString(t) + "'"
	}
	return s
}

func verifyCallIndirect(op *ir.Operation) error {
	ft, _ := op.Operand(0).Type().(*ir.FunctionType)
	if ft == nil {
		return nil
	}
	if len(ft.Inputs) != op.NumOperands()-1 {
		return ir.OpError(op, "incorrect number of operands for callee")
	}
	if len(ft.Results) != op.NumResults() {
		return ir.OpError(op, "incorrect number of results for callee")
	}
	return nil
}
