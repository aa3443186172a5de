package transforms

import (
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// Sparse conditional constant propagation over arith, scf and func: an optimistic
// analysis assigns each value a constant or "overdefined", visiting only the branches of
// scf.if that can execute; then values found constant are replaced by constants, dead
// pure ops are erased and scf.if ops with a constant condition are replaced by the branch
// they take.

type lattice struct {
	known map[*ir.Value]ir.Attribute // constant values
	over  map[*ir.Value]bool         // overdefined values
}

func (l *lattice) get(v *ir.Value) (ir.Attribute, bool) {
	if l.over[v] {
		return nil, false
	}
	if a, ok := l.known[v]; ok {
		return a, true
	}
	if d := v.DefiningOp(); d != nil && d.HasTrait(ir.TraitConstantLike) {
		if a := ir.ConstantValue(v); a != nil {
			return a, true
		}
	}
	return nil, false
}

// set records a new state; it reports a change.
func (l *lattice) set(v *ir.Value, a ir.Attribute) bool {
	if l.over[v] {
		return false
	}
	if a == nil {
		l.over[v] = true
		delete(l.known, v)
		return true
	}
	if old, ok := l.known[v]; ok {
		if ir.AttrEqual(old, a) {
			return false
		}
		l.over[v] = true
		delete(l.known, v)
		return true
	}
	l.known[v] = a
	return true
}

type sccp struct {
	l       *lattice
	changed bool
}

func (s *sccp) set(v *ir.Value, a ir.Attribute) {
	if s.l.set(v, a) {
		s.changed = true
	}
}

func (s *sccp) block(b *ir.Block) {
	for o := b.First(); o != nil; o = o.Next() {
		s.op(o)
	}
}

// yieldOperands returns the operands of the terminator of a region's single block.
func yieldOperands(r *ir.Region) []*ir.Value {
	if r.Empty() {
		return nil
	}
	if t := r.Front().Terminator(); t != nil {
		return t.Operands()
	}
	return nil
}

func (s *sccp) op(o *ir.Operation) {
	switch o.Name() {
	case scf.OpIf:
		c, ok := s.l.get(o.Operand(0))
		var taken []*ir.Region
		if ia, isInt := c.(*ir.IntegerAttr); ok && isInt {
			if ia.Value != 0 {
				taken = []*ir.Region{o.Region(0)}
			} else if o.NumRegions() > 1 {
				taken = []*ir.Region{o.Region(1)}
			}
		} else {
			taken = o.Regions()
		}
		for _, r := range taken {
			for _, b := range r.Blocks() {
				s.block(b)
			}
		}
		for i, res := range o.Results() {
			var val ir.Attribute
			consistent := len(taken) > 0
			for _, r := range taken {
				ys := yieldOperands(r)
				if i >= len(ys) {
					consistent = false
					break
				}
				a, ok := s.l.get(ys[i])
				if !ok || (val != nil && !ir.AttrEqual(val, a)) {
					consistent = false
					break
				}
				val = a
			}
			if consistent {
				s.set(res, val)
			} else {
				s.set(res, nil)
			}
		}
		return
	}
	// Block arguments of nested regions (loop variables, iteration values) are unknown.
	for _, r := range o.Regions() {
		for _, b := range r.Blocks() {
			for _, a := range b.Args() {
				s.set(a, nil)
			}
			s.block(b)
		}
	}
	if o.NumResults() == 0 || o.HasTrait(ir.TraitConstantLike) {
		return
	}
	fold := o.Info().Fold
	if fold == nil || !o.HasTrait(ir.TraitPure) || o.NumRegions() > 0 {
		for _, r := range o.Results() {
			s.set(r, nil)
		}
		return
	}
	consts := make([]ir.Attribute, o.NumOperands())
	for i, v := range o.Operands() {
		a, ok := s.l.get(v)
		if !ok {
			for _, r := range o.Results() {
				s.set(r, nil)
			}
			return
		}
		consts[i] = a
	}
	res := fold(o, consts)
	if len(res) != o.NumResults() {
		for _, r := range o.Results() {
			s.set(r, nil)
		}
		return
	}
	for i, r := range res {
		switch {
		case r.Attr != nil:
			s.set(o.Result(i), r.Attr)
		case r.Value != nil:
			if a, ok := s.l.get(r.Value); ok {
				s.set(o.Result(i), a)
			} else {
				s.set(o.Result(i), nil)
			}
		default:
			s.set(o.Result(i), nil)
		}
	}
}

// SCCP runs the propagation on the regions of root.
func SCCP(root *ir.Operation, ctx *ir.Context) {
	s := &sccp{l: &lattice{known: map[*ir.Value]ir.Attribute{}, over: map[*ir.Value]bool{}}}
	for i := 0; i < 32; i++ {
		s.changed = false
		for _, r := range root.Regions() {
			for _, b := range r.Blocks() {
				s.block(b)
			}
		}
		if !s.changed {
			break
		}
	}
	b := ir.NewBuilder(ctx)
	consts := map[sccpConstKey]*ir.Value{}
	// Replace constant results, those of constant ops too, by one constant per value and
	// type at the front of the insertion region's entry block, as MLIR's SCCP does through
	// its OperationFolder: materialising a constant before each folded op instead left
	// equal constants side by side in one block (IR a later translation declares twice).
	root.Walk(func(o *ir.Operation) bool {
		if o == root {
			return true
		}
		for _, r := range o.Results() {
			a, ok := s.l.known[r]
			if o.HasTrait(ir.TraitConstantLike) {
				a, ok = ir.ConstantValue(r), true
			}
			if !ok || a == nil || s.l.over[r] || !r.HasUses() {
				continue
			}
			if c := sccpConstant(b, ctx, consts, o, a, r.Type()); c != nil && c != r {
				r.ReplaceAllUsesWith(c)
			}
		}
		return true
	})
	// scf.if with a constant condition becomes the branch it takes.
	for _, o := range collectOps(root, scf.OpIf) {
		c, ok := s.l.get(o.Operand(0))
		ia, isInt := c.(*ir.IntegerAttr)
		if !ok || !isInt || o.Block() == nil {
			continue
		}
		var r *ir.Region
		if ia.Value != 0 {
			r = o.Region(0)
		} else if o.NumRegions() > 1 {
			r = o.Region(1)
		}
		if r != nil && r.NumBlocks() > 1 {
			continue
		}
		var results []*ir.Value
		if r != nil && !r.Empty() {
			blk := r.Front()
			if t := blk.Terminator(); t != nil {
				results = t.Operands()
				if len(results) != o.NumResults() {
					continue
				}
				for i, v := range results {
					o.Result(i).ReplaceAllUsesWith(v)
				}
				t.Erase()
			}
			for x := blk.First(); x != nil; {
				next := x.Next()
				x.MoveBefore(o)
				x = next
			}
		}
		if o.NumResults() > 0 && r == nil {
			continue
		}
		o.Erase()
	}
	// Dead pure ops.
	for again := true; again; {
		again = false
		root.WalkPost(func(o *ir.Operation) {
			if o != root && o.Block() != nil && ir.IsTriviallyDead(o) {
				o.Erase()
				again = true
			}
		})
	}
}

// sccpConstKey identifies a constant of one value and type in one insertion region.
type sccpConstKey struct {
	region     *ir.Region
	value, typ string
}

// sccpConstant returns the constant a of type t for the uses of a result of o: the one
// made for its insertion region already, or a new one at the front of the region's entry
// block (unknown location, as MLIR's folder gives the constants it moves).
func sccpConstant(b *ir.Builder, ctx *ir.Context, consts map[sccpConstKey]*ir.Value, o *ir.Operation, a ir.Attribute, t ir.Type) *ir.Value {
	region := passes.InsertionRegion(o)
	if region == nil || region.Empty() {
		return nil
	}
	key := sccpConstKey{region, ir.AttrString(a), ir.TypeString(t)}
	if c, ok := consts[key]; ok {
		return c
	}
	entry := region.Front()
	if first := entry.First(); first != nil {
		b.SetInsertionPointBefore(first)
	} else {
		b.SetInsertionPointToEnd(entry)
	}
	c := ir.Materialize(b, o, a, t)
	if c == nil {
		if ad := ctx.Dialect("arith"); ad != nil && ad.Materialize != nil {
			c = ad.Materialize(b, a, t, o.Loc())
		}
	}
	if c == nil {
		return nil
	}
	c.SetLoc(ir.Unknown)
	consts[key] = c.Result(0)
	return c.Result(0)
}

func collectOps(root *ir.Operation, name string) []*ir.Operation {
	var out []*ir.Operation
	root.Walk(func(o *ir.Operation) bool {
		if o.Name() == name {
			out = append(out, o)
		}
		return true
	})
	return out
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
