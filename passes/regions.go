package passes

import (
	"github.com/ascend-toolchain/asc/ir"
)

// SimplifyRegions is LLVM 19's simplifyRegions: it erases unreachable blocks, then dead ops
// and block arguments (RunRegionDCE), in regions and everything nested; with mergeBlocks
// (region-simplify=aggressive) it also merges identical blocks and drops block arguments
// that receive one value from every predecessor. It reports whether anything changed, as
// LLVM 19 counts it (see RunRegionDCE and DropRedundantArguments).
func SimplifyRegions(rw *ir.Rewriter, regions []*ir.Region, mergeBlocks bool) bool {
	a := EraseUnreachableBlocks(rw, regions)
	b := RunRegionDCE(rw, regions)
	c, d := false, false
	if mergeBlocks {
		c = MergeIdenticalBlocks(rw, regions)
		d = DropRedundantArguments(rw, regions)
	}
	return a || b || c || d
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
