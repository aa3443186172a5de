package semantics

import (
	"strings"

	"github.com/ascend-toolchain/asc/dialect/emitasc"
	"github.com/ascend-toolchain/asc/dialect/fn"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// emitasc's two ops that carry C++ text. Their effect is known for some forms and those are
// simulated; any other form is refused naming the text, never skipped:
//   - call_opaque "f"(args) is the C++ call f(args) (emission.md §3). When f names a
//     function of the module with a body and matching types, that is the function called.
//   - verbatim "text" writes text into the C++. Text that only the preprocessor or the
//     compiler reads (a directive such as `#define`, a comment, nothing) does nothing when
//     the kernel runs.

func registerEmitAscText(r *sim.Registry) {
	r.Register(emitasc.OpCallOpaque, compileCallOpaque)
	reg(r, emitasc.OpVerbatim, noCost, compileVerbatim)
}

func compileCallOpaque(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
	callee, _ := op.Attr("callee").(*ir.StringAttr)
	if callee == nil {
		return ir.OpError(op, "has no callee")
	}
	name := callee.Value
	target := ir.LookupSymbol(cc.P.Module, name)
	noBody := "is not simulated for callee '%s': only calls of functions of the module with a body are"
	if target == nil || target.Name() != fn.OpFunc {
		return ir.OpError(op, noBody, name)
	}
	ft, _ := target.Attr("function_type").(*ir.TypeAttr)
	if ft == nil || !sameCallTypes(op, ft.Type) {
		return ir.OpError(op, "is not simulated for callee '%s': its operand and result types are not those of @%s", name, name)
	}
	if !cc.NeedFunc(name) { // a declaration
		return ir.OpError(op, noBody, name)
	}
	execCall(cc, in, name)
	return nil
}

// sameCallTypes: the call passes exactly the function's parameter types and takes its
// result types (C++ would convert; we do not guess conversions).
func sameCallTypes(op *ir.Operation, t ir.Type) bool {
	f, ok := t.(*ir.FunctionType)
	if !ok || len(f.Inputs) != op.NumOperands() || len(f.Results) != op.NumResults() {
		return false
	}
	for i, it := range f.Inputs {
		if !ir.TypeEqual(it, op.Operand(i).Type()) {
			return false
		}
	}
	for i, rt := range f.Results {
		if !ir.TypeEqual(rt, op.Result(i).Type()) {
			return false
		}
	}
	return true
}

func compileVerbatim(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	text, _ := op.Attr("value").(*ir.StringAttr)
	if text == nil {
		return nil, ir.OpError(op, "has no text")
	}
	if !inertCpp(text.Value) {
		return nil, ir.OpError(op, "is not simulated for C++ text %q: only preprocessor directives and comments, which do nothing at run time, are", text.Value)
	}
	return nop, nil
}

// inertCpp reports whether every line of s is blank, a preprocessor directive or a
// comment.
func inertCpp(s string) bool {
	inBlock := false
	for _, line := range strings.Split(s, "\n") {
		l := strings.TrimSpace(line)
		if inBlock {
			end := strings.Index(l, "*/")
			if end < 0 {
				continue
			}
			inBlock, l = false, strings.TrimSpace(l[end+2:])
		}
		switch {
		case l == "", strings.HasPrefix(l, "#"), strings.HasPrefix(l, "//"):
		case strings.HasPrefix(l, "/*"):
			end := strings.Index(l[2:], "*/")
			if end < 0 {
				inBlock = true
			} else if strings.TrimSpace(l[2+end+2:]) != "" {
				return false
			}
		default:
			return false
		}
	}
	return !inBlock
}
