package transforms

import (
	"github.com/ascend-toolchain/asc/dialect/affine"
	"github.com/ascend-toolchain/asc/dialect/cf"
	"github.com/ascend-toolchain/asc/dialect/emitc"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
)

// The successor rules of the dead-code analysis: which successors a cf branch takes
// given its constant operands (MLIR's getSuccessorForOperands), and the region control
// flow of the ops MLIR 19 models through RegionBranchOpInterface: where each enters and
// where each region's terminator goes, with the values forwarded.

// takenSuccessors are the successors a branch op can take given its constant operands.
func takenSuccessors(o *ir.Operation, cs []ir.Attribute) []int {
	all := make([]int, o.NumSuccessors())
	for i := range all {
		all[i] = i
	}
	switch o.Name() {
	case cf.OpCondBr:
		if c, ok := cs[0].(*ir.IntegerAttr); ok {
			if c.Value&1 != 0 {
				return []int{0}
			}
			return []int{1}
		}
	case cf.OpSwitch:
		if i := switchSuccessor(o, cs[0]); i >= 0 {
			return []int{i}
		}
	}
	return all
}

// switchSuccessor is the successor cf.switch o takes for flag c, -1 (any successor)
// while c is unknown.
func switchSuccessor(o *ir.Operation, c ir.Attribute) int {
	flag, ok := c.(*ir.IntegerAttr)
	if !ok {
		return -1
	}
	return cf.SwitchSuccessor(o, intAttrValue(flag))
}

// regionEdge is one region successor: region index, or -1 for the parent op's results.
type regionEdge struct {
	region int
	vals   []*ir.Value
}

// entryEdges are the successors of region-branch op o on entry.
func entryEdges(o *ir.Operation, cs []ir.Attribute) []regionEdge {
	switch o.Name() {
	case affine.OpIf:
		// MLIR 19 does not evaluate the integer set: both branches may run, and with
		// an empty else the results may come straight from the op.
		if o.Region(1).Empty() {
			return []regionEdge{{region: 0}, {region: -1}}
		}
		return []regionEdge{{region: 0}, {region: 1}}
	case scf.OpIf, emitc.OpIf:
		c, known := cs[0].(*ir.IntegerAttr)
		var out []regionEdge
		if !known || c.Value&1 != 0 {
			out = append(out, regionEdge{region: 0})
		}
		if !known || c.Value&1 == 0 {
			if o.NumRegions() > 1 && !o.Region(1).Empty() {
				out = append(out, regionEdge{region: 1})
			} else {
				out = append(out, regionEdge{region: -1})
			}
		}
		return out
	case scf.OpIndexSwitch:
		c, known := cs[0].(*ir.IntegerAttr)
		if !known {
			var out []regionEdge
			for i := 1; i < o.NumRegions(); i++ {
				out = append(out, regionEdge{region: i})
			}
			return append(out, regionEdge{region: 0})
		}
		return []regionEdge{{region: caseRegion(o, c.Value)}}
	case scf.OpFor:
		inits := o.Operands()[3:]
		return []regionEdge{{region: 0, vals: inits}, {region: -1, vals: inits}}
	case scf.OpWhile:
		return []regionEdge{{region: 0, vals: o.Operands()}}
	}
	return []regionEdge{{region: 0}} // scf.execute_region, memref.alloca_scope
}

// caseRegion is the region of scf.index_switch op that runs for selector sel: the
// matching case's (case k is region k+1; the verifier refuses duplicate cases), else the
// default region 0.
func caseRegion(op *ir.Operation, sel int64) int {
	if cases, ok := op.Attr("cases").(*ir.DenseArrayAttr); ok {
		for k, v := range cases.Ints {
			if v == sel {
				return k + 1
			}
		}
	}
	return 0
}

// terminatorEdges are the successors of terminator t of region ri of o.
func terminatorEdges(o *ir.Operation, ri int, t *ir.Operation, cs []ir.Attribute) []regionEdge {
	switch o.Name() {
	case scf.OpFor:
		return []regionEdge{{region: 0, vals: t.Operands()}, {region: -1, vals: t.Operands()}}
	case scf.OpWhile:
		if ri == 1 {
			return []regionEdge{{region: 0, vals: t.Operands()}}
		}
		if t.Name() != scf.OpCondition {
			return nil
		}
		c, known := cs[0].(*ir.IntegerAttr)
		var out []regionEdge
		if !known || c.Value&1 != 0 {
			out = append(out, regionEdge{region: 1, vals: t.Operands()[1:]})
		}
		if !known || c.Value&1 == 0 {
			out = append(out, regionEdge{region: -1, vals: t.Operands()[1:]})
		}
		return out
	}
	return []regionEdge{{region: -1, vals: t.Operands()}}
}

// take takes edge e of region-branch op o: the region it enters becomes live and its
// arguments (an scf.for's induction variable aside, which the analysis updates itself)
// or o's results join the values forwarded.
func (d *deadCode) take(o *ir.Operation, e regionEdge) {
	if e.region < 0 {
		d.flow.joinInto(o.Results(), e.vals)
		return
	}
	r := o.Region(e.region)
	if r.Empty() {
		return
	}
	entry := r.Front()
	d.markLive(entry)
	args := entry.Args()
	if o.Name() == scf.OpFor && len(args) > 0 {
		d.flow.loopVar(o, args[0])
		args = args[1:]
	}
	d.flow.joinInto(args, e.vals)
}

// regionBranch takes the entry edges of o its operands allow and visits its regions.
func (d *deadCode) regionBranch(o *ir.Operation) {
	if cs, ok := d.flow.constants(o.Operands()); ok {
		for _, e := range entryEdges(o, cs) {
			d.take(o, e)
		}
	}
	for _, r := range o.Regions() {
		d.region(r)
	}
}

// regionTerminator takes the edges of terminator t of a region of o once its operands
// are all initialized.
func (d *deadCode) regionTerminator(t, o *ir.Operation) {
	cs, ok := d.flow.constants(t.Operands())
	if !ok {
		return
	}
	for _, e := range terminatorEdges(o, t.Block().Parent().Index(), t, cs) {
		d.take(o, e)
	}
}
