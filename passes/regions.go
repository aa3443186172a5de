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

// RunRegionDCE erases the ops that have no effects and whose results only feed such ops,
// as MLIR's runRegionDCE. Block arguments all stay live: no registered terminator exposes
// its successor operands. Without cycles (SSA regions) one sweep from uses to definitions
// (blocks in post-order, ops last to first, nested regions first) finds every dead op.
func RunRegionDCE(rw *ir.Rewriter, regions []*ir.Region) bool {
	d := &dce{dead: map[*ir.Operation]bool{}}
	for _, r := range regions {
		d.region(r)
	}
	if len(d.dead) == 0 {
		return false
	}
	return d.deleteDead(rw, regions)
}

type dce struct {
	dead map[*ir.Operation]bool
}

func blocksPostOrder(r *ir.Region) []*ir.Block {
	if r.NumBlocks() == 1 {
		return r.Blocks()
	}
	return regionPostOrder(r)
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

func (d *dce) region(r *ir.Region) {
	if r.Empty() {
		return
	}
	for _, b := range blocksPostOrder(r) {
		for o := b.Last(); o != nil; o = o.Prev() {
			d.op(o)
		}
	}
}

func (d *dce) op(op *ir.Operation) {
	for _, r := range op.Regions() {
		d.region(r)
	}
	if op.HasTrait(ir.TraitTerminator) || !ir.WouldBeTriviallyDead(op) {
		return
	}
	for i := 0; i < op.NumResults(); i++ {
		for u := op.Result(i).FirstUse(); u != nil; u = u.NextUse() {
			if !d.dead[u.Owner()] {
				return
			}
		}
	}
	d.dead[op] = true
}

func (d *dce) deleteDead(rw *ir.Rewriter, regions []*ir.Region) bool {
	erased := false
	for _, r := range regions {
		if r.Empty() {
			continue
		}
		for _, b := range blocksPostOrder(r) {
			for o := b.Last(); o != nil; {
				prev := o.Prev()
				if d.dead[o] {
					erased = true
					for i := 0; i < o.NumResults(); i++ {
						for _, u := range o.Result(i).Uses() {
							u.Set(nil)
						}
					}
					rw.EraseOp(o)
				} else if o.NumRegions() > 0 && d.deleteDead(rw, o.Regions()) {
					erased = true
				}
				o = prev
			}
		}
	}
	return erased
}
