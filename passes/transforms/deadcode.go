package transforms

import (
	"github.com/ascend-toolchain/asc/ir"
)

// deadCode is MLIR 19's dead-code analysis (DeadCodeAnalysis) together with the driver
// of the sparse forward analysis run on it: which blocks can run, which CFG edges and
// region branches can be taken and which calls reach which callables, iterated in
// program order to a fixed point with a value analysis (sccp's constants, the integer
// ranges). The value analysis supplies the states through dataflow; the control flow
// rules, which successors constant operands select, live here once.
//
// As in MLIR: the entry blocks of the root's regions run; a branch or region-branch op
// (and a region terminator) selects its successors only once every operand has a state,
// by the constants among them; an op whose control flow is not modelled runs all its
// regions from unknown arguments and has unknown results; a callable runs when it has
// unknown callers (it is public, or its symbol is used other than by a call) or a live
// call site, its arguments the join of what its live call sites pass (unknown with
// unknown callers); a call's results are the join of its callee's live returns.
type deadCode struct {
	live     map[*ir.Block]bool
	sites    map[*ir.Operation]map[*ir.Operation]bool // callable: its live call sites
	external map[*ir.Operation]bool                   // callables with unknown callers
	changed  bool
	flow     dataflow
	// born holds the ops a fold created while the analysis ran (nil when folds create
	// none). They have no state, and neither do the values they define: MLIR's solver
	// visits the ops that were there when it started and those it was told to revisit,
	// which a folder's fresh OpBuilder never tells it of. So their users stay without a
	// state, and nothing replaces them.
	born map[*ir.Operation]bool
	// bySweep has solve visit only what changed (see sweep); sweep is set while it runs.
	bySweep     bool
	sweep       *sweep
	sweepMissed bool
}

// dataflow is what a value analysis gives the dead-code driver.
type dataflow interface {
	// constants returns the constant each value is known to hold (nil when it may hold
	// several); ok is false while one of them has no state yet.
	constants(vs []*ir.Value) (cs []ir.Attribute, ok bool)
	// joinInto joins the states of from into those of to, pairwise.
	joinInto(to, from []*ir.Value)
	// entryState gives vs the state of values nothing known flows into.
	entryState(vs ...*ir.Value)
	// loopVar updates the induction variable iv of loop op, which no edge forwards.
	loopVar(op *ir.Operation, iv *ir.Value)
	// transfer updates the results of op, which has no regions, successors or callee.
	transfer(op *ir.Operation)
}

func newDeadCode(flow dataflow) *deadCode {
	return &deadCode{live: map[*ir.Block]bool{}, sites: map[*ir.Operation]map[*ir.Operation]bool{},
		external: map[*ir.Operation]bool{}, flow: flow}
}

// deadCodeRounds bounds the rounds over the program; the lattices are finite, so the
// bound only guards against a transfer function that never settles, which is then an
// error at the root rather than a rewrite on states that are not a fixed point.
const deadCodeRounds = 100000

// solve runs the analyses over root's regions to their fixed point.
func (d *deadCode) solve(root *ir.Operation) error {
	d.initCallables(root)
	for _, r := range root.Regions() {
		if !r.Empty() {
			d.markLive(r.Front())
			d.flow.entryState(r.Front().Args()...)
		}
	}
	start := 0
	if d.bySweep {
		rounds, settled := d.solveSweep(root)
		if !settled {
			return ir.OpError(root, "dataflow analysis did not settle in %d rounds", deadCodeRounds)
		}
		// The plain rounds below confirm the fixed point: the first changes nothing.
		start = rounds
	}
	for i := start; i < deadCodeRounds; i++ {
		d.changed = false
		for _, r := range root.Regions() {
			d.region(r)
		}
		if !d.changed {
			return nil
		}
		if d.bySweep && i == start {
			d.sweepMissed = true // a rule of the sweep is missing (tests check)
		}
	}
	return ir.OpError(root, "dataflow analysis did not settle in %d rounds", deadCodeRounds)
}

func (d *deadCode) markLive(b *ir.Block) {
	if !d.live[b] {
		d.live[b] = true
		d.changed = true
		d.blockLive(b)
	}
}

// initCallables marks the callables whose callers are not all known: public ones, and
// those a symbol use other than a call names (all of them when the uses cannot be
// listed).
func (d *deadCode) initCallables(root *ir.Operation) {
	var tables []*ir.Operation
	root.Walk(func(o *ir.Operation) bool {
		if o.HasTrait(ir.TraitSymbolTable) {
			tables = append(tables, o)
		}
		return true
	})
	for _, t := range tables {
		if t.NumRegions() == 0 || t.Region(0).Empty() {
			continue
		}
		var uses []symUse
		known := true
		for o := t.Region(0).Front().First(); o != nil; o = o.Next() {
			if body, ok := callableRegion(o); ok && body != nil {
				if vis, _ := o.Attr("sym_visibility").(*ir.StringAttr); vis == nil || vis.Value == "public" {
					d.external[o] = true
				}
			}
			u, ok := symbolUses(o)
			known = known && ok
			uses = append(uses, u...)
		}
		if !known {
			root.Walk(func(o *ir.Operation) bool {
				if _, ok := callableRegion(o); ok {
					d.external[o] = true
				}
				return true
			})
			return
		}
		for _, u := range uses {
			if !isCallOp(u.user) {
				if sym := lookupSymbolFrom(t, u.ref); sym != nil {
					d.external[sym] = true
				}
			}
		}
	}
}

// region visits the live blocks of r (nothing under a sweep, whose units are single ops).
func (d *deadCode) region(r *ir.Region) {
	if d.sweep != nil {
		return
	}
	for _, b := range r.Blocks() {
		if !d.live[b] {
			continue
		}
		for o := b.First(); o != nil; o = o.Next() {
			d.op(o)
		}
	}
}

// op updates the states op determines: its results, the blocks and block arguments it
// branches to, and (recursively) its regions.
func (d *deadCode) op(o *ir.Operation) {
	if d.born[o] {
		return
	}
	switch {
	case o.NumSuccessors() > 0:
		d.branch(o)
	case regionBranchOp(o):
		d.regionBranch(o)
		return
	case isCallOp(o):
		d.call(o)
	}
	if p := o.ParentOp(); p != nil && regionBranchOp(p) && regionReturn(o) {
		d.regionTerminator(o, p)
	}
	if body, ok := callableRegion(o); ok {
		if body != nil && (d.external[o] || len(d.sites[o]) > 0) {
			d.markLive(body.Front())
			if d.external[o] {
				d.flow.entryState(body.Front().Args()...)
			}
			for site := range d.sites[o] {
				d.flow.joinInto(body.Front().Args(), callArgs(site))
			}
			d.region(body)
		}
		return
	}
	if o.NumRegions() > 0 {
		// An op whose control flow we cannot model: its regions may all run, from unknown
		// arguments, and its results are unknown.
		for _, r := range o.Regions() {
			if !r.Empty() {
				d.markLive(r.Front())
				d.flow.entryState(r.Front().Args()...)
			}
			d.region(r)
		}
		d.flow.entryState(o.Results()...)
		return
	}
	if o.NumResults() > 0 && !isCallOp(o) && !o.HasTrait(ir.TraitTerminator) {
		d.flow.transfer(o)
	}
}

// branch marks the CFG edges a terminator with successors can take and joins what it
// forwards into the successors' arguments.
func (d *deadCode) branch(o *ir.Operation) {
	if !ir.IsBranch(o) {
		for _, succ := range o.Successors() {
			d.markLive(succ)
			d.flow.entryState(succ.Args()...)
		}
		return
	}
	cs, ok := d.flow.constants(o.Operands())
	if !ok {
		return
	}
	taken := map[*ir.Block]bool{}
	for _, i := range takenSuccessors(o, cs) {
		succ := o.Successor(i)
		d.markLive(succ)
		taken[succ] = true
	}
	// Liveness is per edge between blocks, and MLIR joins every successor slot of a
	// live edge: a switch case and its default to one block both feed it. One pass over
	// the slots: a cf.switch of n cases to one block was n² slot visits, each finding
	// its operands in O(n).
	for j, succ := range o.Successors() {
		if taken[succ] && succ.NumArgs() > 0 {
			d.flow.joinInto(succ.Args(), ir.SuccessorOperands(o, j))
		}
	}
}

// call joins the live returns of the callee into the call's results and records the
// call as a live call site; a call to a declaration or an unknown callee has unknown
// results.
func (d *deadCode) call(o *ir.Operation) {
	var callee *ir.Operation
	if ref := calleeRef(o); ref != nil {
		callee = lookupSymbolFrom(o, ref)
	}
	var body *ir.Region
	isCallable := false
	if callee != nil {
		body, isCallable = callableRegion(callee)
	}
	if !isCallable || body == nil {
		d.flow.entryState(o.Results()...)
		return
	}
	if d.sites[callee] == nil {
		d.sites[callee] = map[*ir.Operation]bool{}
	}
	if !d.sites[callee][o] {
		d.sites[callee][o] = true
		d.changed = true
		d.siteAdded(o, callee)
	}
	for _, b := range body.Blocks() {
		if t := b.Terminator(); d.live[b] && t != nil && t.HasTrait(ir.TraitReturnLike) {
			d.flow.joinInto(o.Results(), t.Operands())
		}
	}
}

// regionBranchOp reports the ops whose region control flow MLIR 19 models through
// RegionBranchOpInterface among ours.
func regionBranchOp(o *ir.Operation) bool {
	dc, _ := RegionBranchModel(o.Name())
	return dc && o.IsRegistered()
}

// regionReturn reports a terminator that leaves its region (no successors): MLIR
// treats any such terminator of a region-branch op's region as a region return.
func regionReturn(o *ir.Operation) bool {
	b := o.Block()
	return b != nil && o.NumSuccessors() == 0 && o.HasTrait(ir.TraitTerminator) && b.Terminator() == o
}
