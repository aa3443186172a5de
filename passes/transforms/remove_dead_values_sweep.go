package transforms

import "github.com/ascend-toolchain/asc/ir"

// The executable-code analysis of remove-dead-values runs as the dead-code analysis does
// (see sweep): rounds over the program in order, visiting only the ops an input of which
// changed. Plain rounds visited everything, and a chain of calls into functions defined
// before their caller took a round per call (5,000 small functions: 14 s).
//
// What a visit reads, and so what dirties it: the states of its operands; for a function,
// its calls' operands and whether their blocks can execute, and whether a call reached it;
// for a call, its callee's executable returns and their operands; for a region-branch op,
// the operands of its regions' terminators and whether its regions' entries can execute;
// and, for any op, its block becoming executable.

// valueChanged dirties what reads v's state.
func (e *rdvExec) valueChanged(v *ir.Value) {
	if e.sw == nil {
		return
	}
	for u := v.FirstUse(); u != nil; u = u.NextUse() {
		o := u.Owner()
		e.sw.dirty(o)
		if f := e.callee[o]; f != nil {
			e.sw.dirty(f)
		}
		if isReturn(o) && o.Block() != nil {
			e.returnsChanged(o.Block())
		}
		if p := o.ParentOp(); p != nil && o.HasTrait(ir.TraitTerminator) && isRegionBranch(p) {
			e.sw.dirty(p)
		}
	}
}

// returnsChanged dirties the calls of the function whose body holds block b.
func (e *rdvExec) returnsChanged(b *ir.Block) {
	if r := b.Parent(); r != nil {
		if f := r.ParentOp(); f != nil {
			for _, c := range e.callers[f] {
				e.sw.dirty(c)
			}
		}
	}
}

// blockMarked dirties what reads whether b can execute.
func (e *rdvExec) blockMarked(b *ir.Block) {
	if e.sw == nil {
		return
	}
	for o := b.First(); o != nil; o = o.Next() {
		e.sw.dirty(o)
		if f := e.callee[o]; f != nil {
			e.sw.dirty(f)
		}
	}
	if p := b.ParentOp(); p != nil && isRegionBranch(p) {
		e.sw.dirty(p)
	}
	e.returnsChanged(b)
}

// funcReached dirties f, which a call just reached.
func (e *rdvExec) funcReached(f *ir.Operation) {
	if e.sw != nil {
		e.sw.dirty(f)
	}
}
