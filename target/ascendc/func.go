package ascendc

import (
	"strings"

	"github.com/ascend-toolchain/asc/dialect/fn"
	"github.com/ascend-toolchain/asc/ir"
)

// --- [ func dialect ] -----------------------------------------------------------------
//
// A function becomes a C++ function. `ascendc.global` marks a kernel entry (extern "C",
// __global__ __aicore__); any other function is an inline __aicore__ function (PyAsc's
// `ascendc.aicore` marks them too, but the spelling does not depend on it). Parameters
// are v1, v2, ... in order; a declaration (external function) becomes a prototype.

// funcRules is the table of the func dialect's rules.
func funcRules() map[string]Rule {
	return map[string]Rule{
		fn.OpFunc:   emitFunc,
		fn.OpReturn: emitReturn,
		fn.OpCall:   emitCall,
	}
}

func emitFunc(e *Emitter, op *ir.Operation) error {
	// A function's v numbers continue from the module's (so a module-level value named
	// v1 makes the first parameter v2); afterwards the module's counter and names return.
	outer, moduleNames := e.next, e.names
	if e.funcNames == nil {
		e.funcNames = map[*ir.Value]string{}
	}
	clear(e.funcNames)
	clear(e.skip)
	clear(e.constTypes)
	e.names = e.funcNames
	defer func() { e.names, e.next = moduleNames, outer }()
	name, _ := op.Attr("sym_name").(*ir.StringAttr)
	ft, _ := op.Attr("function_type").(*ir.TypeAttr)
	if name == nil || ft == nil {
		return ir.OpError(op, "function without a name or type")
	}
	fnType, ok := ft.Type.(*ir.FunctionType)
	if !ok {
		return ir.OpError(op, "function type is not a function type")
	}
	ret := "void"
	switch len(fnType.Results) {
	case 0:
	case 1:
		t, err := CppType(fnType.Results[0])
		if err != nil {
			return ir.Errorf(op.Loc(), "%v", err)
		}
		ret = t
	default:
		return ir.OpError(op, "functions with several results cannot be translated to Ascend C")
	}
	// Kernel entries are extern "C" __global__ (PyAsc writes two spaces after "C"); every
	// other function runs on the AI Core too and is forced inline, as the device compiler
	// wants.
	prefix := "__inline__ __attribute__((always_inline)) __aicore__ "
	if op.HasAttr("ascendc.global") {
		prefix = `extern "C"  __global__ __aicore__ `
	}
	body := op.Region(0)
	if body.Empty() {
		params := make([]string, len(fnType.Inputs))
		for i, t := range fnType.Inputs {
			s, err := CppType(t)
			if err != nil {
				return ir.Errorf(op.Loc(), "%v", err)
			}
			params[i] = s
		}
		e.line("%s%s %s(%s);", prefix, ret, name.Value, strings.Join(params, ", "))
		return nil
	}
	if body.NumBlocks() > 1 {
		// PyAsc's message (emission.md §4.1): it declares no variables ahead of blocks.
		return ir.OpError(op, "with multiple blocks needs variables declared at top")
	}
	entry := body.Front()
	params := make([]string, entry.NumArgs())
	for i, a := range entry.Args() {
		t, err := CppType(a.Type())
		if err != nil {
			return ir.Errorf(op.Loc(), "%v", err)
		}
		params[i] = t + " " + e.fresh(a)
	}
	e.line("%s%s %s(%s) {", prefix, ret, name.Value, strings.Join(params, ", "))
	e.indent++
	err := e.emitBlock(entry, true)
	e.indent--
	e.line("}")
	return err
}

func emitReturn(e *Emitter, op *ir.Operation) error {
	switch op.NumOperands() {
	case 0:
		e.line("return;")
	case 1:
		e.line("return %s;", e.name(op.Operand(0)))
	default:
		return ir.OpError(op, "returning several values cannot be translated to Ascend C")
	}
	return nil
}

func emitCall(e *Emitter, op *ir.Operation) error {
	callee, _ := op.Attr("callee").(*ir.SymbolRefAttr)
	if callee == nil {
		return ir.OpError(op, "call without a callee")
	}
	return e.callStatement(op, callee.Root+"("+e.nameList(op.Operands())+")")
}

// callStatement emits a call expression as a statement, declaring the op's result with
// its value when it has one.
func (e *Emitter) callStatement(op *ir.Operation, call string) error {
	switch op.NumResults() {
	case 0:
		e.line("%s;", call)
	case 1:
		_, err := e.decl(op.Result(0), call)
		return err
	default:
		return ir.OpError(op, "calls with several results cannot be translated to Ascend C")
	}
	return nil
}
