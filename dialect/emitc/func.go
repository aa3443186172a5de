package emitc

import (
	"github.com/ascend-toolchain/asc/dialect/fn"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// registerFunctions registers emitc.func, its declaration, return and the two calls
// (to an emitc.func by symbol, and to any C++ callee by name).
func registerFunctions(d *ir.Dialect) {
	opdef.Register(d, &opdef.Op{Name: OpFunc,
		Traits: ir.TraitIsolatedFromAbove | ir.TraitSymbol | ir.TraitAutomaticAllocationScope,
		// Attributes in name order, the order MLIR's generated verifier checks them in.
		Attrs: []opdef.Attr{{Name: "arg_attrs", C: dictArray, Optional: true}, {Name: "function_type", C: funcTypeAttr},
			{Name: "res_attrs", C: dictArray, Optional: true}, {Name: "specifiers", C: opdef.StrArrayAttr, Optional: true},
			{Name: "sym_name", C: opdef.SymbolNameAttr}},
		Regions: []opdef.Region{{Name: "body"}},
		Parse:   fn.ParseFunctionOp, Print: fn.PrintFunctionOp, Verify: verifyFunc})
	opdef.Register(d, &opdef.Op{Name: OpReturn, Traits: ir.TraitPure | ir.TraitTerminator | ir.TraitReturnLike,
		Operands: []opdef.Operand{optional("operand", emitcType)}, Parents: []string{OpFunc},
		Format: "attr-dict ($operand^ `:` type($operand))?", Verify: verifyReturn})
	opdef.Register(d, &opdef.Op{Name: OpDeclareFunc,
		Attrs:  []opdef.Attr{{Name: "sym_name", C: opdef.FlatSymbolRefAttr}},
		Format: "$sym_name attr-dict", VerifySymbolUses: verifyDeclareFunc})
	opdef.Register(d, &opdef.Op{Name: OpCall,
		Attrs:    []opdef.Attr{{Name: "callee", C: opdef.FlatSymbolRefAttr}},
		Operands: []opdef.Operand{many("operands", emitcType)}, Results: []opdef.Operand{many("results", emitcType)},
		Format: fmtCall, VerifySymbolUses: verifyCall})
	opdef.Register(d, &opdef.Op{Name: OpCallOpaque,
		Attrs: []opdef.Attr{{Name: "args", C: opdef.ArrayAttr, Optional: true}, {Name: "callee", C: opdef.StrAttr},
			{Name: "template_args", C: opdef.ArrayAttr, Optional: true}},
		Operands: []opdef.Operand{many("operands", emitcType)}, Results: []opdef.Operand{many("results", emitcType)},
		Format: fmtCall, Verify: verifyCallOpaque})
}

// FuncType is the function type of an emitc.func (empty when the attribute is missing).
func FuncType(op *ir.Operation) *ir.FunctionType {
	if t, ok := op.Attr("function_type").(*ir.TypeAttr); ok {
		if ft, ok := t.Type.(*ir.FunctionType); ok {
			return ft
		}
	}
	return &ir.FunctionType{}
}

func symName(op *ir.Operation) string {
	if n, ok := op.Attr("sym_name").(*ir.StringAttr); ok {
		return n.Value
	}
	return ""
}

// verifyFunc checks what FunctionOpInterface checks (attribute arrays, entry block
// arguments), then emitc.func's own rules. Unlike func.func, a public declaration is valid.
func verifyFunc(op *ir.Operation) error {
	ft := FuncType(op)
	if err := fn.VerifyFunctionInterface(op, ft); err != nil {
		return err
	}
	if n := len(ft.Results); n > 1 {
		return ir.OpError(op, "requires zero or exactly one result, but has %d", n)
	}
	if len(ft.Results) == 1 {
		if _, arr := ft.Results[0].(*ArrayType); arr {
			return ir.OpError(op, "cannot return array type")
		}
	}
	return nil
}

func verifyReturn(op *ir.Operation) error {
	f := op.ParentOp()
	ft := FuncType(f)
	if op.NumOperands() != len(ft.Results) {
		return ir.OpError(op, "has %d operands, but enclosing function (@%s) returns %d", op.NumOperands(), symName(f), len(ft.Results))
	}
	if len(ft.Results) == 1 {
		if t := op.Operand(0).Type(); !ir.TypeEqual(t, ft.Results[0]) {
			// MLIR reports this one without the op prefix.
			return ir.Errorf(op.Loc(), "type of the return operand ('%s') doesn't match function result type ('%s') in function @%s",
				ir.TypeString(t), ir.TypeString(ft.Results[0]), symName(f))
		}
	}
	return nil
}

// lookupFunc finds the emitc.func a flat symbol reference names, or nil.
func lookupFunc(op *ir.Operation, attr string) (*ir.Operation, string) {
	ref, _ := op.Attr(attr).(*ir.SymbolRefAttr)
	if ref == nil {
		return nil, ""
	}
	f := ir.LookupNearestSymbol(op, ref.Root)
	if f == nil || f.Name() != OpFunc {
		return nil, ref.Root
	}
	return f, ref.Root
}

func verifyDeclareFunc(op *ir.Operation) error {
	if f, name := lookupFunc(op, "sym_name"); f == nil && name != "" {
		return ir.OpError(op, "'%s' does not reference a valid function", name)
	}
	return nil
}

func verifyCall(op *ir.Operation) error {
	f, name := lookupFunc(op, "callee")
	if f == nil {
		if name == "" {
			return nil
		}
		return ir.OpError(op, "'%s' does not reference a valid function", name)
	}
	return fn.VerifyCallSignature(op, FuncType(f))
}

func verifyCallOpaque(op *ir.Operation) error {
	if c, ok := op.Attr("callee").(*ir.StringAttr); ok && c.Value == "" {
		return ir.OpError(op, "callee must not be empty")
	}
	if args, ok := op.Attr("args").(*ir.ArrayAttr); ok {
		for _, a := range args.Elems {
			switch a := a.(type) {
			case *ir.IntegerAttr:
				if ir.TypeEqual(a.Type, ir.Index) && (a.Value < 0 || a.Value >= int64(op.NumOperands())) {
					return ir.OpError(op, "index argument is out of range")
				}
			case *ir.ArrayAttr:
				return ir.OpError(op, "array argument has no type")
			}
		}
	}
	if targs, ok := op.Attr("template_args").(*ir.ArrayAttr); ok {
		for _, a := range targs.Elems {
			switch a.(type) {
			case *ir.TypeAttr, *ir.IntegerAttr, *ir.FloatAttr, *OpaqueAttr:
			default:
				return ir.OpError(op, "template argument has invalid type")
			}
		}
	}
	for _, t := range op.ResultTypes() {
		if _, arr := t.(*ArrayType); arr {
			return ir.OpError(op, "cannot return array type")
		}
	}
	return nil
}
