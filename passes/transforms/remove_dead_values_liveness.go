package transforms

import (
	"github.com/ascend-toolchain/asc/dialect/emitc"
	"github.com/ascend-toolchain/asc/dialect/fn"
	"github.com/ascend-toolchain/asc/ir"
)

// rdvLiveness is the backward liveness remove-dead-values acts on, computed over the
// code that can execute. A value is live when it reaches an op with memory effects (or
// unknown ones), the return of a public function, a call of a function whose body the
// pass cannot shrink, a terminator it does not model, or a region-branch operand that
// is not forwarded (a loop bound, a condition) of an op with effects or live results.
// Values of code that cannot execute (the untaken region of a constant scf.if, the body
// of a private function nobody calls) are never examined: the pass keeps them, as MLIR
// keeps values its analysis has no state for.
type rdvLiveness struct {
	execBlocks map[*ir.Block]bool
	ops        []*ir.Operation // the executable ops, in walk order
	live       map[*ir.Value]bool
	known      map[*ir.Value]bool
	callers    map[*ir.Operation][]*ir.Operation // shrinkable function -> its calls
	callee     map[*ir.Operation]*ir.Operation   // call -> shrinkable function it calls
}

// shrinkable reports whether the pass may drop arguments and results of f: a func.func
// with a body that is not public.
func shrinkable(f *ir.Operation) bool {
	return f != nil && funcLike(f) && !isPublic(f) && f.NumRegions() > 0 && !f.Region(0).Empty()
}

func analyzeLiveness(root *ir.Operation, ctx *ir.Context) (*rdvLiveness, error) {
	a := &rdvLiveness{live: map[*ir.Value]bool{}, known: map[*ir.Value]bool{},
		callers: map[*ir.Operation][]*ir.Operation{}, callee: map[*ir.Operation]*ir.Operation{}}
	root.Walk(func(op *ir.Operation) bool {
		if op.Name() == fn.OpCall || op.Name() == emitc.OpCall {
			if ref := calleeRef(op); ref != nil {
				if f := lookupSymbolFrom(op, ref); shrinkable(f) {
					a.callee[op] = f
					a.callers[f] = append(a.callers[f], op)
				}
			}
		}
		return true
	})
	exec := computeExec(root, ctx, a.callee, a.callers)
	if !exec.settled {
		return nil, ir.OpError(root, "executable-code analysis did not settle in %d rounds", rdvRounds)
	}
	a.execBlocks = exec.blocks
	root.Walk(func(op *ir.Operation) bool {
		if op == root {
			return true
		}
		if !a.execBlocks[op.Block()] {
			return false
		}
		a.ops = append(a.ops, op)
		return true
	})
	a.solve()
	return a, nil
}

// solve marks values live until nothing changes, and records which values the
// analysis has examined. Liveness only grows and each rule is monotone in it, so the
// fixed point does not depend on the order: every op is visited once, last to first
// (straight-line code settles in that pass), then, from a worklist of values that became
// live, the ops whose rules read those values. Rounds over every op took one round per
// step of liveness moving forward in program order (a chain of calls into functions
// defined before their caller: quadratic).
func (a *rdvLiveness) solve() {
	exec := make(map[*ir.Operation]bool, len(a.ops))
	for _, op := range a.ops {
		a.markKnown(op)
		exec[op] = true
	}
	var work []*ir.Value
	visit := func(op *ir.Operation) {
		if !exec[op] {
			return
		}
		for k, v := range op.Operands() {
			if v != nil && !a.live[v] && a.useLive(op, k) {
				a.live[v] = true
				work = append(work, v)
			}
		}
	}
	for i := len(a.ops) - 1; i >= 0; i-- {
		visit(a.ops[i])
	}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		for _, op := range a.readersOf(v) {
			visit(op)
		}
	}
}

// readersOf lists the ops whose operands' rules read whether v is live: an op reads its
// results' liveness, the terminators of a region-branch op's regions read the liveness of
// its results and of its regions' arguments, as it does for the arguments it forwards to,
// a call reads its callee's arguments, and a function's returns read its calls' results.
func (a *rdvLiveness) readersOf(v *ir.Value) []*ir.Operation {
	var holder *ir.Operation
	var out []*ir.Operation
	if p := v.DefiningOp(); p != nil {
		holder = p
		if f := a.callee[p]; f != nil {
			out = append(out, terminators(f)...)
		}
	} else if b := v.OwnerBlock(); b != nil {
		holder = b.ParentOp()
		if holder != nil && funcLike(holder) {
			out = append(out, a.callers[holder]...)
		}
	}
	if holder != nil {
		out = append(out, holder)
		if isRegionBranch(holder) {
			// Only a region-branch op's terminators read it (other terminators' operands
			// are live whatever follows): asking every block of a function made each
			// argument of a chain of blocks cost the whole chain.
			out = append(out, terminators(holder)...)
		}
	}
	return out
}

// terminators are the last ops of the blocks of op's regions.
func terminators(op *ir.Operation) []*ir.Operation {
	var out []*ir.Operation
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			if t := b.Last(); t != nil && t.HasTrait(ir.TraitTerminator) {
				out = append(out, t)
			}
		}
	}
	return out
}

func (a *rdvLiveness) markKnown(op *ir.Operation) {
	for _, v := range op.Results() {
		a.known[v] = true
	}
	for _, v := range op.Operands() {
		a.known[v] = true
	}
	if f := a.callee[op]; f != nil {
		for _, v := range f.Region(0).Front().Args() {
			a.known[v] = true
		}
	}
	if op.HasTrait(ir.TraitTerminator) {
		if p := op.ParentOp(); p != nil && isRegionBranch(p) {
			if pt := pointOfTerm(p, op); pt >= 0 {
				a.knownInputs(p, pt)
			}
		}
	}
	if isRegionBranch(op) {
		a.knownInputs(op, rbParent)
	}
}

func (a *rdvLiveness) knownInputs(op *ir.Operation, point int) {
	for _, e := range rbEdges(op, point) {
		for _, v := range e.In {
			a.known[v] = true
		}
	}
}

// useLive reports whether operand k of the executable op makes its value live.
func (a *rdvLiveness) useLive(op *ir.Operation, k int) bool {
	if isRegionBranch(op) {
		if forwardedFrom(op, rbParent, k) {
			return a.inputsLive(op, rbParent, k)
		}
		return a.effectsOrLiveResults(op)
	}
	if op.HasTrait(ir.TraitTerminator) {
		return a.terminatorUseLive(op, k)
	}
	if f := a.callee[op]; f != nil {
		args := f.Region(0).Front().Args()
		return k < len(args) && a.live[args[k]]
	}
	if isCallOp(op) {
		return true
	}
	return a.effectsOrLiveResults(op)
}

func (a *rdvLiveness) terminatorUseLive(op *ir.Operation, k int) bool {
	p := op.ParentOp()
	if p == nil {
		return true
	}
	if isRegionBranch(p) {
		pt := pointOfTerm(p, op)
		if pt < 0 {
			return true
		}
		if forwardedFrom(p, pt, k) {
			return a.inputsLive(p, pt, k)
		}
		return a.effectsOrLiveResults(p)
	}
	if funcLike(p) && isReturn(op) {
		if !shrinkable(p) {
			return true
		}
		for _, c := range a.callers[p] {
			if a.execBlocks[c.Block()] && k < c.NumResults() && a.live[c.Result(k)] {
				return true
			}
		}
		return false
	}
	return true
}

// inputsLive reports whether a successor input operand k of point reaches is live.
func (a *rdvLiveness) inputsLive(op *ir.Operation, point, k int) bool {
	for _, e := range rbEdges(op, point) {
		for i, f := range e.From {
			if f == k && a.live[e.In[i]] {
				return true
			}
		}
	}
	return false
}

func (a *rdvLiveness) effectsOrLiveResults(op *ir.Operation) bool {
	if !ir.IsMemoryEffectFree(op) {
		return true
	}
	for _, r := range op.Results() {
		if a.live[r] {
			return true
		}
	}
	return false
}

// keep reports whether v must stay: it is live, or the analysis never examined it.
// Values created by the pass are unknown, hence kept.
func (a *rdvLiveness) keep(v *ir.Value) bool {
	return v != nil && (!a.known[v] || a.live[v])
}

func (a *rdvLiveness) keepAny(vs []*ir.Value) bool {
	for _, v := range vs {
		if a.keep(v) {
			return true
		}
	}
	return false
}

func (a *rdvLiveness) keepBits(vs []*ir.Value) []bool {
	out := make([]bool, len(vs))
	for i, v := range vs {
		out[i] = a.keep(v)
	}
	return out
}
