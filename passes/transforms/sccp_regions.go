package transforms

import (
	"github.com/ascend-toolchain/asc/dialect/memref"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// The region control flow of the ops MLIR 19 models through RegionBranchOpInterface:
// where each enters (given its constant operands) and where each region's terminator
// goes, with the values forwarded.

// sccpEdge is one region successor: region index, or -1 for the parent op's results.
type sccpEdge struct {
	region int
	vals   []*ir.Value
}

// isRegionTerminator reports the terminators that return to a region-branch op or
// another of its regions (MLIR's RegionBranchTerminatorOpInterface).
func isRegionTerminator(o *ir.Operation) bool {
	switch o.Name() {
	case scf.OpYield, scf.OpCondition, memref.OpAllocaScopeReturn:
		return true
	}
	return false
}

// entryEdges are the successors of region-branch op o on entry.
func entryEdges(o *ir.Operation, cs []ir.Attribute) []sccpEdge {
	switch o.Name() {
	case scf.OpIf:
		c, known := cs[0].(*ir.IntegerAttr)
		var out []sccpEdge
		if !known || c.Value&1 != 0 {
			out = append(out, sccpEdge{region: 0})
		}
		if !known || c.Value&1 == 0 {
			if o.NumRegions() > 1 && !o.Region(1).Empty() {
				out = append(out, sccpEdge{region: 1})
			} else {
				out = append(out, sccpEdge{region: -1})
			}
		}
		return out
	case scf.OpIndexSwitch:
		c, known := cs[0].(*ir.IntegerAttr)
		if !known {
			var out []sccpEdge
			for i := 1; i < o.NumRegions(); i++ {
				out = append(out, sccpEdge{region: i})
			}
			return append(out, sccpEdge{region: 0})
		}
		return []sccpEdge{{region: caseRegion(o, c.Value)}}
	case scf.OpFor:
		inits := o.Operands()[3:]
		return []sccpEdge{{region: 0, vals: inits}, {region: -1, vals: inits}}
	case scf.OpWhile:
		return []sccpEdge{{region: 0, vals: o.Operands()}}
	}
	return []sccpEdge{{region: 0}} // scf.execute_region, memref.alloca_scope
}

// caseRegion is the region of scf.index_switch op that runs for selector sel: the
// matching case's (case k is region k+1; the verifier refuses duplicate cases), else the
// default region 0. The constant propagation here and the range analysis share it.
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
func terminatorEdges(o *ir.Operation, ri int, t *ir.Operation, cs []ir.Attribute) []sccpEdge {
	switch o.Name() {
	case scf.OpFor:
		return []sccpEdge{{region: 0, vals: t.Operands()}, {region: -1, vals: t.Operands()}}
	case scf.OpWhile:
		if ri == 1 {
			return []sccpEdge{{region: 0, vals: t.Operands()}}
		}
		if t.Name() != scf.OpCondition {
			return nil
		}
		c, known := cs[0].(*ir.IntegerAttr)
		var out []sccpEdge
		if !known || c.Value&1 != 0 {
			out = append(out, sccpEdge{region: 1, vals: t.Operands()[1:]})
		}
		if !known || c.Value&1 == 0 {
			out = append(out, sccpEdge{region: -1, vals: t.Operands()[1:]})
		}
		return out
	}
	return []sccpEdge{{region: -1, vals: t.Operands()}}
}

// flow takes edge e of region-branch op o: the region it enters becomes live and its
// arguments (an scf.for's induction variable aside, which is unknown) or o's results
// join the values forwarded.
func (s *sccpSolver) flow(o *ir.Operation, e sccpEdge) {
	if e.region < 0 {
		s.joinAll(o.Results(), e.vals)
		return
	}
	r := o.Region(e.region)
	if r.Empty() {
		return
	}
	entry := r.Front()
	s.markLive(entry)
	args := entry.Args()
	if o.Name() == scf.OpFor && len(args) > 0 {
		s.unknown(args[0])
		args = args[1:]
	}
	s.joinAll(args, e.vals)
}

// regionBranch takes the entry edges of o its operands allow and visits its regions.
func (s *sccpSolver) regionBranch(o *ir.Operation) {
	if cs, ok := s.consts(o.Operands()); ok {
		for _, e := range entryEdges(o, cs) {
			s.flow(o, e)
		}
	}
	for _, r := range o.Regions() {
		s.region(r)
	}
}

// regionTerminator takes the edges of terminator t of a region of o once its operands
// are all initialized.
func (s *sccpSolver) regionTerminator(t, o *ir.Operation) {
	cs, ok := s.consts(t.Operands())
	if !ok {
		return
	}
	ri := -1
	for i, r := range o.Regions() {
		if r == t.Block().Parent() {
			ri = i
		}
	}
	for _, e := range terminatorEdges(o, ri, t, cs) {
		s.flow(o, e)
	}
}

// sccpConstKey identifies a constant of one dialect, value and type in one insertion
// region.
type sccpConstKey struct {
	region     *ir.Region
	dialect    *ir.Dialect
	value, typ string
}

// rewrite replaces every value found constant, block by block as MLIR's pass walks
// them (a block's ops in order, the regions of an op after its block), and erases the
// ops whose results all became constants when nothing else keeps them.
func (s *sccpSolver) rewrite(root *ir.Operation, ctx *ir.Context) {
	b := ir.NewBuilder(ctx)
	made := map[sccpConstKey]*ir.Value{}
	var work []*ir.Block
	push := func(rs []*ir.Region) {
		for _, r := range rs {
			bs := r.Blocks()
			for i := len(bs) - 1; i >= 0; i-- {
				work = append(work, bs[i])
			}
		}
	}
	push(root.Regions())
	for len(work) > 0 {
		blk := work[len(work)-1]
		work = work[:len(work)-1]
		for o := blk.First(); o != nil; {
			next := o.Next()
			all := o.NumResults() != 0
			for _, r := range o.Results() {
				all = s.replace(b, made, r) && all
			}
			if all && ir.WouldBeTriviallyDead(o) {
				o.Erase()
			} else {
				push(o.Regions())
			}
			o = next
		}
		for _, a := range blk.Args() {
			s.replace(b, made, a)
		}
	}
}

// replace puts v's constant (one per insertion region, dialect, value and type, made at
// the front of the region's entry block with an unknown location) in place of v.
func (s *sccpSolver) replace(b *ir.Builder, made map[sccpConstKey]*ir.Value, v *ir.Value) bool {
	l := s.vals[v]
	if l.kind != sccpConst || l.attr == nil || l.dialect == nil || l.dialect.Materialize == nil {
		return false
	}
	region := passes.InsertionRegionOf(v.ParentBlock().Parent())
	if region == nil || region.Empty() {
		return false
	}
	key := sccpConstKey{region, l.dialect, ir.AttrString(l.attr), ir.TypeString(v.Type())}
	c, ok := made[key]
	if !ok {
		entry := region.Front()
		if first := entry.First(); first != nil {
			b.SetInsertionPointBefore(first)
		} else {
			b.SetInsertionPointToEnd(entry)
		}
		k := l.dialect.Materialize(b, l.attr, v.Type(), ir.Unknown)
		if k == nil {
			return false
		}
		c = k.Result(0)
		// A constant of another dialect (math's are arith.constant ops) is also known
		// under that dialect, and gives way to one made for it before.
		if d := k.Info().Dialect; d != l.dialect {
			key2 := key
			key2.dialect = d
			if old, ok := made[key2]; ok {
				k.Erase()
				c = old
			} else {
				made[key2] = c
			}
		}
		made[key] = c
	}
	v.ReplaceAllUsesWith(c)
	return true
}

// RegisterSCCP adds the sccp pass.
func RegisterSCCP(r *passes.Registry) {
	r.Register(&passes.Info{Name: "sccp", Summary: "Sparse conditional constant propagation",
		New: func(passes.Options) (passes.Pass, error) {
			return passes.PassFunc(func(op *ir.Operation, ctx *ir.Context) error {
				SCCP(op, ctx)
				return nil
			}), nil
		}})
}
