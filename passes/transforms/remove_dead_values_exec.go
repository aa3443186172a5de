package transforms

import (
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
)

// rdvExec finds the code that can execute, as the dead-code and constant analyses MLIR
// runs under its liveness analysis do: optimistic constant propagation (through folders,
// region-branch edges, and the arguments and results of non-public functions) decides
// which regions of scf.if, scf.index_switch and scf.while can run, and a non-public
// function runs only when an executable call reaches it. Values start unknown, become a
// constant, then overdefined; a region whose selector is still unknown is not entered.
type rdvExec struct {
	blocks  map[*ir.Block]bool
	funcs   map[*ir.Operation]bool
	vals    map[*ir.Value]cval
	callee  map[*ir.Operation]*ir.Operation
	callers map[*ir.Operation][]*ir.Operation
	changed bool
	// fb is the builder a folder that creates ops gets; the ops it creates are born: MLIR's
	// constant analysis under liveness folds as sccp's does (see sccpSolver.fb), and never
	// visits what a fold made.
	fb   *ir.Builder
	born map[*ir.Operation]bool
	// memo keeps an op from being folded again on the same inputs, as in sccp.
	memo *foldMemo[cval]
	sw   *sweep // set while run sweeps
	// settled reports that run reached a fixed point within rdvRounds.
	settled bool
	// sweepMissed: the plain round after the sweep changed something.
	sweepMissed bool
}

// cval is a constant-lattice state: a constant (attr) or overdefined; no entry is unknown.
type cval struct {
	attr ir.Attribute
	over bool
}

var overdefined = cval{over: true}

func computeExec(root *ir.Operation, ctx *ir.Context, callee map[*ir.Operation]*ir.Operation, callers map[*ir.Operation][]*ir.Operation) *rdvExec {
	return computeExecBy(root, ctx, callee, callers, true)
}

// computeExecBy runs the analysis by sweep or (for tests) by plain rounds alone.
func computeExecBy(root *ir.Operation, ctx *ir.Context, callee map[*ir.Operation]*ir.Operation, callers map[*ir.Operation][]*ir.Operation, bySweep bool) *rdvExec {
	e := &rdvExec{blocks: map[*ir.Block]bool{}, funcs: map[*ir.Operation]bool{}, vals: map[*ir.Value]cval{},
		callee: callee, callers: callers, born: map[*ir.Operation]bool{}}
	e.memo = newFoldMemo(func(v *ir.Value) cval { return e.vals[v] }, func(a, b cval) bool {
		return a.over == b.over && sameAttr(a.attr, b.attr)
	})
	e.fb = ir.NewBuilder(ctx)
	e.fb.Listener = bornListener{e.born}
	e.run(root, bySweep)
	return e
}

// join merges s into v's state and notes a change.
func (e *rdvExec) join(v *ir.Value, s cval) {
	old, ok := e.vals[v]
	switch {
	case !ok:
		e.vals[v] = s
	case old.over:
		return
	case s.over || !ir.AttrEqual(old.attr, s.attr):
		e.vals[v] = overdefined
	default:
		return
	}
	e.changed = true
	e.valueChanged(v)
}

// markBlocks marks the entry block of r executable; the others become executable as
// branches reach them (markBlock), as in MLIR's dead-code analysis.
func (e *rdvExec) markBlocks(r *ir.Region) {
	if !r.Empty() {
		e.markBlock(r.Front())
	}
}

func (e *rdvExec) markBlock(b *ir.Block) {
	if !e.blocks[b] {
		e.blocks[b] = true
		e.changed = true
		e.blockMarked(b)
	}
}

// branch marks the successors an executable op with successors can take: for a branch,
// once every operand has a state, those its constant operands select, each getting
// what the branch forwards to it; any other such op (which the pass then refuses)
// takes them all, with unknown arguments. The pass refuses IR with branches, so only
// what the analysis's folds change shows there: a fold in a block nothing reaches never
// happens, as in MLIR.
func (e *rdvExec) branch(op *ir.Operation) {
	if !ir.IsBranch(op) {
		for _, succ := range op.Successors() {
			e.markBlock(succ)
			e.overAll(succ.Args())
		}
		return
	}
	cs := make([]ir.Attribute, op.NumOperands())
	for i, v := range op.Operands() {
		s, ok := e.vals[v]
		if !ok {
			return
		}
		if !s.over {
			cs[i] = s.attr
		}
	}
	taken := map[*ir.Block]bool{}
	for _, i := range takenSuccessors(op, cs) {
		taken[op.Successor(i)] = true
		e.markBlock(op.Successor(i))
	}
	for j, succ := range op.Successors() {
		if !taken[succ] {
			continue
		}
		for k, v := range ir.SuccessorOperands(op, j) {
			if s, ok := e.vals[v]; ok && k < succ.NumArgs() {
				e.join(succ.Arg(k), s)
			}
		}
	}
}

func (e *rdvExec) overAll(vs []*ir.Value) {
	for _, v := range vs {
		e.join(v, overdefined)
	}
}

// rdvRounds bounds the rounds over the program, as for the dead-code analysis (the sweep
// makes a round cost only what changed); the lattice is finite, so reaching it is
// a bug, reported as an error rather than a rewrite on states that are no fixed point.
const rdvRounds = deadCodeRounds

// run sweeps the executable blocks until no state changes: by sweep, then plain rounds,
// the first of which confirms the fixed point.
func (e *rdvExec) run(root *ir.Operation, bySweep bool) {
	for _, r := range root.Regions() {
		e.markBlocks(r)
	}
	rounds := 0
	if bySweep {
		e.sw = newSweep(root)
		n, settled := e.sw.run(rdvRounds, func(op *ir.Operation) {
			if e.blocks[op.Block()] {
				e.visit(op)
			}
		})
		e.sw = nil
		if !settled {
			return
		}
		rounds = n
	}
	for i := rounds; i < rdvRounds; i++ {
		e.changed = false
		root.Walk(func(op *ir.Operation) bool {
			if op == root {
				return true
			}
			if !e.blocks[op.Block()] || e.born[op] {
				return false
			}
			e.visit(op)
			return true
		})
		if !e.changed {
			e.settled = true
			return
		}
		if bySweep && i == rounds {
			e.sweepMissed = true // a rule of the sweep is missing (tests check)
		}
	}
}

func (e *rdvExec) visit(op *ir.Operation) {
	switch {
	case funcLike(op):
		e.visitFunc(op)
	case isRegionBranch(op):
		e.visitRegionBranch(op)
	case e.callee[op] != nil:
		f := e.callee[op]
		if !e.funcs[f] {
			e.funcs[f] = true
			e.changed = true
			e.funcReached(f)
		}
		e.callResults(op, f)
	default:
		for _, r := range op.Regions() {
			e.markBlocks(r)
			for _, b := range r.Blocks() {
				e.overAll(b.Args())
			}
		}
		if op.NumSuccessors() > 0 {
			e.branch(op)
		}
		e.fold(op)
	}
}

// visitFunc enters a public function with overdefined arguments, a non-public one
// (once called) with the join of the operands its executable calls pass.
func (e *rdvExec) visitFunc(f *ir.Operation) {
	if f.NumRegions() == 0 || f.Region(0).Empty() {
		return
	}
	args := f.Region(0).Front().Args()
	if !shrinkable(f) {
		e.markBlocks(f.Region(0))
		e.overAll(args)
		return
	}
	if !e.funcs[f] {
		return
	}
	e.markBlocks(f.Region(0))
	for _, c := range e.callers[f] {
		if !e.blocks[c.Block()] {
			continue
		}
		for i, v := range c.Operands() {
			if s, ok := e.vals[v]; ok && i < len(args) {
				e.join(args[i], s)
			}
		}
	}
}

// callResults joins the values the callee's executable returns give into the call's results.
func (e *rdvExec) callResults(call, f *ir.Operation) {
	for _, b := range f.Region(0).Blocks() {
		t := b.Terminator()
		if !e.blocks[b] || t == nil || !isReturn(t) {
			continue
		}
		for i, v := range t.Operands() {
			if s, ok := e.vals[v]; ok && i < call.NumResults() {
				e.join(call.Result(i), s)
			}
		}
	}
}

// selector is the state of the value that picks an op's successors: unknown (nil),
// a constant, or overdefined.
func (e *rdvExec) selector(v *ir.Value) (c *int64, known bool) {
	s, ok := e.vals[v]
	if !ok {
		return nil, false
	}
	if ia, isInt := s.attr.(*ir.IntegerAttr); isInt && !s.over {
		x := ia.Value
		return &x, true
	}
	return nil, true
}

// takes reports whether control may follow edge ed from point of op, given the constants.
func (e *rdvExec) takes(op *ir.Operation, point int, ed rbEdge) bool {
	var sel *ir.Value
	switch {
	case point == rbParent && (op.Name() == scf.OpIf || op.Name() == scf.OpIndexSwitch):
		sel = op.Operand(0)
	case point == 0 && op.Name() == scf.OpWhile:
		sel = regionTerm(op.Region(0)).Operand(0)
	default:
		return true
	}
	c, known := e.selector(sel)
	if !known {
		return false
	}
	if c == nil {
		return true
	}
	switch op.Name() {
	case scf.OpIf:
		return (*c != 0) == (ed.To == 0)
	case scf.OpIndexSwitch:
		return ed.To == switchRegion(op, *c)
	}
	// scf.condition: true continues into the after region, false leaves.
	return (*c != 0) == (ed.To == 1)
}

func (e *rdvExec) visitRegionBranch(op *ir.Operation) {
	for pt := rbParent; pt < op.NumRegions(); pt++ {
		if pt != rbParent && (!e.blocks[op.Region(pt).Front()] || regionTerm(op.Region(pt)) == nil) {
			continue
		}
		src := op.Operands()
		if pt != rbParent {
			src = regionTerm(op.Region(pt)).Operands()
		}
		for _, ed := range rbEdges(op, pt) {
			if !e.takes(op, pt, ed) {
				continue
			}
			if ed.To != rbParent {
				e.markBlocks(op.Region(ed.To))
			}
			for i, f := range ed.From {
				if s, ok := e.vals[src[f]]; ok {
					e.join(ed.In[i], s)
				}
			}
		}
	}
	if op.Name() == scf.OpFor && !op.Region(0).Empty() && op.Region(0).Front().NumArgs() > 0 {
		e.join(op.Region(0).Front().Arg(0), overdefined)
	}
}

// switchRegion is the region of scf.index_switch op taken for value c.
func switchRegion(op *ir.Operation, c int64) int {
	if cases, ok := op.Attr("cases").(*ir.DenseArrayAttr); ok {
		for i, v := range cases.Ints {
			if v == c && i+1 < op.NumRegions() {
				return i + 1
			}
		}
	}
	return 0
}

// fold gives op's results their states: constants of constant ops, the folder's
// constant results once every operand is known (x < x folds whatever x is), and
// overdefined otherwise.
func (e *rdvExec) fold(op *ir.Operation) {
	if op.NumResults() == 0 {
		return
	}
	if op.HasTrait(ir.TraitConstantLike) && op.NumResults() == 1 {
		if c := ir.ConstantValue(op.Result(0)); c != nil {
			e.join(op.Result(0), cval{attr: c})
			return
		}
	}
	if op.NumRegions() > 0 {
		e.overAll(op.Results())
		return
	}
	in := make([]ir.Attribute, op.NumOperands())
	for i, v := range op.Operands() {
		s, ok := e.vals[v]
		if !ok {
			return // wait for the operand
		}
		if !s.over {
			in[i] = s.attr
		}
	}
	if e.memo.unchanged(op) {
		return
	}
	defer e.memo.record(op)
	res, ok := foldAssumed(op, in, e.fb)
	if !ok || len(res) != op.NumResults() {
		e.overAll(op.Results())
		return
	}
	for i, r := range res {
		switch {
		case r.Attr != nil:
			e.join(op.Result(i), cval{attr: r.Attr})
		case r.Value != nil:
			if s, ok := e.vals[r.Value]; ok {
				e.join(op.Result(i), s)
			}
		default:
			e.join(op.Result(i), overdefined)
		}
	}
}
