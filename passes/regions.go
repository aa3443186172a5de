package passes

import (
	"github.com/ascend-toolchain/asc/ir"
)

// SimplifyRegions erases unreachable blocks and dead ops in regions (and everything nested),
// then, when mergeBlocks is set, merges identical blocks. It reports whether anything changed.
func SimplifyRegions(rw *ir.Rewriter, regions []*ir.Region, mergeBlocks bool) bool {
	a := EraseUnreachableBlocks(rw, regions)
	b := RunRegionDCE(rw, regions)
	return a || b
}

// EraseUnreachableBlocks erases the blocks of multi-block regions that the entry block does
// not reach.
func EraseUnreachableBlocks(rw *ir.Rewriter, regions []*ir.Region) bool {
	erased := false
	work := append([]*ir.Region(nil), regions...)
	for len(work) > 0 {
		r := work[len(work)-1]
		work = work[:len(work)-1]
		if r.Empty() {
			continue
		}
		if r.NumBlocks() == 1 {
			for o := r.Front().First(); o != nil; o = o.Next() {
				work = append(work, o.Regions()...)
			}
			continue
		}
		reach := map[*ir.Block]bool{}
		stack := []*ir.Block{r.Front()}
		for len(stack) > 0 {
			b := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if reach[b] {
				continue
			}
			reach[b] = true
			if t := b.Last(); t != nil {
				for _, s := range t.Successors() {
					if s != nil && !reach[s] {
						stack = append(stack, s)
					}
				}
			}
		}
		for _, b := range append([]*ir.Block(nil), r.Blocks()...) {
			if !reach[b] {
				dropDefinedValueUses(b)
				rw.EraseBlock(b)
				erased = true
				continue
			}
			for o := b.First(); o != nil; o = o.Next() {
				work = append(work, o.Regions()...)
			}
		}
	}
	return erased
}

// dropDefinedValueUses detaches every use of the values b defines (its arguments and the
// results of its ops, nested ones included).
func dropDefinedValueUses(b *ir.Block) {
	drop := func(v *ir.Value) {
		for _, u := range v.Uses() {
			u.Set(nil)
		}
	}
	for _, a := range b.Args() {
		drop(a)
	}
	for o := b.First(); o != nil; o = o.Next() {
		o.Walk(func(x *ir.Operation) bool {
			for _, r := range x.Results() {
				drop(r)
			}
			for _, reg := range x.Regions() {
				for _, nb := range reg.Blocks() {
					for _, a := range nb.Args() {
						drop(a)
					}
				}
			}
			return true
		})
	}
}

// liveness is runRegionDCE's map of what is proven live.
type liveness struct {
	ops     map[*ir.Operation]bool
	vals    map[*ir.Value]bool
	changed bool
}

func (l *liveness) setOp(op *ir.Operation) {
	if !l.ops[op] {
		l.ops[op] = true
		l.changed = true
	}
}

// opLive: an op is live when it was proven so or any of its results is.
func (l *liveness) opLive(op *ir.Operation) bool {
	if l.ops[op] {
		return true
	}
	for _, r := range op.Results() {
		if l.vals[r] {
			return true
		}
	}
	return false
}

func (l *liveness) setVal(v *ir.Value) {
	if !l.vals[v] {
		l.vals[v] = true
		l.changed = true
	}
}

// RunRegionDCE erases ops whose results only feed dead ops and that have no effects. Block
// arguments are all kept: no registered terminator exposes its successor operands.
func RunRegionDCE(rw *ir.Rewriter, regions []*ir.Region) bool {
	l := &liveness{ops: map[*ir.Operation]bool{}, vals: map[*ir.Value]bool{}}
	for {
		l.changed = false
		for _, r := range regions {
			l.region(r)
		}
		if !l.changed {
			break
		}
	}
	return l.deleteDead(rw, regions)
}

func regionPostOrder(r *ir.Region) []*ir.Block {
	seen := map[*ir.Block]bool{}
	var out []*ir.Block
	var visit func(b *ir.Block)
	visit = func(b *ir.Block) {
		seen[b] = true
		if t := b.Last(); t != nil {
			for _, s := range t.Successors() {
				if s != nil && !seen[s] {
					visit(s)
				}
			}
		}
		out = append(out, b)
	}
	visit(r.Front())
	return out
}

func (l *liveness) region(r *ir.Region) {
	if r.Empty() {
		return
	}
	blocks := []*ir.Block{r.Front()}
	if r.NumBlocks() > 1 {
		blocks = regionPostOrder(r)
	}
	for _, b := range blocks {
		for o := b.Last(); o != nil; o = o.Prev() {
			l.op(o)
		}
		if b.IsEntry() {
			continue
		}
		for _, a := range b.Args() {
			if !l.vals[a] {
				l.value(a)
			}
		}
	}
}

func (l *liveness) op(op *ir.Operation) {
	for _, r := range op.Regions() {
		l.region(r)
	}
	if op.HasTrait(ir.TraitTerminator) {
		l.setOp(op)
		for _, s := range op.Successors() {
			for _, a := range s.Args() {
				l.setVal(a)
			}
		}
		return
	}
	if l.opLive(op) {
		return
	}
	if !WouldBeTriviallyDead(op) {
		l.setOp(op)
		return
	}
	for _, v := range op.Results() {
		l.value(v)
	}
}

func (l *liveness) value(v *ir.Value) {
	for u := v.FirstUse(); u != nil; u = u.NextUse() {
		if l.opLive(u.Owner()) {
			l.setVal(v)
			return
		}
	}
}

func (l *liveness) deleteDead(rw *ir.Rewriter, regions []*ir.Region) bool {
	erased := false
	for _, r := range regions {
		if r.Empty() {
			continue
		}
		blocks := []*ir.Block{r.Front()}
		if r.NumBlocks() > 1 {
			blocks = regionPostOrder(r)
		}
		for _, b := range blocks {
			for o := b.Last(); o != nil; {
				prev := o.Prev()
				if !l.opLive(o) {
					erased = true
					for _, res := range o.Results() {
						for _, u := range res.Uses() {
							u.Set(nil)
						}
					}
					rw.EraseOp(o)
				} else if l.deleteDead(rw, o.Regions()) {
					erased = true
				}
				o = prev
			}
		}
	}
	return erased
}
