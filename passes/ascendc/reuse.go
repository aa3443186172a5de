package ascendc

import (
	"sort"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	funcdialect "github.com/ascend-toolchain/asc/dialect/fn"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
)

// ascendc-reuse-ub-allocation: VECCALC placeholders whose lifetimes do not overlap share
// one allocation; the later ones become `ascendc.reinterpret_cast`s of the first.
//
// Blocks are processed bottom-up. In a block, the lifetime of a tensor allocated there is
// the range of ops of that block containing its uses (and the uses of its views). The
// allocations surviving in nested blocks are grouped first: survivors of different regions
// of one op (then/else, before/after) or of successive ops share a slot, whose lifetime
// spans the ops it covers. Then the block's own tensors are scanned in order of their
// first use; each takes the free buffer (own or slot) released earliest, or keeps its own
// allocation. A group spanning several blocks has its first allocation moved to the start
// of the block where it was formed.

type reuseTensor struct {
	lta        *ir.Operation
	start, end int // op indexes in the block being processed
	ltaIdx     int
}

type reuseBuffer struct {
	root    *ir.Operation
	members []*ir.Operation // joined tensors (their allocations become casts), in order
	lastEnd int
	lastIdx int
	bytes   int64
	slot    bool
	// for slots: the op of the block and the region each member came from
	origins []slotOrigin
}

type slotOrigin struct {
	op     *ir.Operation
	region int
}

type reuser struct {
	ctx     *ir.Context
	reuseIO bool
	b       *ir.Builder
}

func (r *reuser) eligible(a *ir.Operation) (int64, bool) {
	auto, ok := ascendc.AsLocalTensorAutoOp(a)
	if !ok || len(auto.DynamicShape()) > 0 || auto.Position() != ascendc.TPosition_VECCALC {
		return 0, false
	}
	if escapes(a.Result(0)) {
		return 0, false
	}
	lt, ok := localTensorType(auto.Result().Type())
	if !ok {
		return 0, false
	}
	n := staticBytes(lt)
	return n, n >= 0
}

// isInOut reports tensors marked input or output by ascendc-input-output-tensor.
func isInOut(a *ir.Operation) bool {
	auto, ok := ascendc.AsLocalTensorAutoOp(a)
	return ok && (auto.Input() || auto.Output())
}

// compatible reports whether two tensors may share memory: without reuse-in-out, input and
// output tensors (which materialize-tensor turns into queue allocations) share only with
// each other and temporaries only with temporaries.
func (r *reuser) compatible(a, b *ir.Operation) bool {
	return r.reuseIO || isInOut(a) == isInOut(b)
}

// escapes reports whether a tensor (or a view of it) is passed on under a name the
// lifetime analysis cannot follow: as a loop's initial value, through a region terminator,
// or into the result of an op that is not a view. Such a tensor keeps its own memory.
func escapes(t *ir.Value) bool {
	for _, a := range aliases(t) {
		for _, u := range a.Uses() {
			o := u.Owner()
			if isView(o) {
				continue
			}
			switch {
			case o.Name() == funcdialect.OpReturn:
			case o.Name() == scf.OpFor || o.Name() == scf.OpWhile || o.Name() == scf.OpParallel,
				o.HasTrait(ir.TraitTerminator):
				return true
			}
			for _, res := range o.Results() {
				if isLocalTensor(res) {
					return true
				}
			}
		}
	}
	return false
}

// interval returns the range of op indexes of blk that contain uses of the tensor; ok is
// false for a tensor without uses there, or also used in another block of blk's region
// (reached through a branch), whose lifetime the range would not cover.
func interval(a *ir.Operation, blk *ir.Block, index map[*ir.Operation]int) (int, int, bool) {
	start, end := -1, -1
	for _, v := range aliases(a.Result(0)) {
		for _, u := range v.Uses() {
			if inSiblingBlock(u.Owner(), blk) {
				return 0, 0, false
			}
			anc := ancestorIn(u.Owner(), blk)
			if anc == nil {
				continue
			}
			i := index[anc]
			if start < 0 || i < start {
				start = i
			}
			if i > end {
				end = i
			}
		}
	}
	return start, end, start >= 0
}

// process groups the allocations of blk and returns the allocations that remain roots of
// groups inside blk or its nested blocks.
func (r *reuser) process(blk *ir.Block) []*ir.Operation {
	index := map[*ir.Operation]int{}
	var ops []*ir.Operation
	for o := blk.First(); o != nil; o = o.Next() {
		index[o] = len(ops)
		ops = append(ops, o)
	}
	// Nested blocks first; their survivors form slots.
	var slots []*reuseBuffer
	for _, x := range ops {
		for ri := x.NumRegions() - 1; ri >= 0; ri-- {
			for _, nb := range x.Region(ri).Blocks() {
				for _, root := range r.process(nb) {
					n, _ := r.eligible(root)
					r.addToSlot(&slots, root, n, slotOrigin{x, ri}, index[x])
				}
			}
		}
	}
	// The block's own tensors.
	var own []reuseTensor
	for _, x := range ops {
		if _, ok := r.eligible(x); !ok {
			continue
		}
		if s, e, ok := interval(x, blk, index); ok {
			own = append(own, reuseTensor{lta: x, start: s, end: e, ltaIdx: index[x]})
		}
	}
	sort.SliceStable(own, func(i, j int) bool {
		if own[i].start != own[j].start {
			return own[i].start < own[j].start
		}
		return own[i].ltaIdx > own[j].ltaIdx
	})
	buffers := append([]*reuseBuffer(nil), slots...)
	for _, t := range own {
		n, _ := r.eligible(t.lta)
		var best *reuseBuffer
		for _, bf := range buffers {
			if bf.lastEnd >= t.start || bf.bytes < n || !r.compatible(bf.root, t.lta) {
				continue
			}
			if best == nil || bf.lastEnd < best.lastEnd || bf.lastEnd == best.lastEnd && bf.lastIdx > best.lastIdx {
				best = bf
			}
		}
		if best == nil {
			buffers = append(buffers, &reuseBuffer{root: t.lta, lastEnd: t.end, lastIdx: t.ltaIdx, bytes: n})
			continue
		}
		best.members = append(best.members, t.lta)
		best.lastEnd, best.lastIdx = t.end, t.ltaIdx
	}
	// Rewrite: roots of groups spanning blocks move to the start of blk; members become
	// casts placed right after their root.
	var survivors []*ir.Operation
	for _, bf := range buffers {
		if len(bf.members) > 0 && bf.root.Block() != blk {
			moveToStart(bf.root, blk)
		}
		for _, m := range bf.members {
			r.b.SetInsertionPointAfter(bf.root)
			c := create(r.b, m.Loc(), ascendc.OpReinterpretCast, []*ir.Value{bf.root.Result(0)}, m.ResultTypes())
			m.Result(0).ReplaceAllUsesWith(c.Result(0))
			m.Erase()
		}
		survivors = append(survivors, bf.root)
	}
	return survivors
}

// addToSlot puts a nested survivor into the first slot it can share, or a new slot.
func (r *reuser) addToSlot(slots *[]*reuseBuffer, root *ir.Operation, n int64, org slotOrigin, opIdx int) {
	for _, s := range *slots {
		if s.bytes < n || !r.compatible(s.root, root) {
			continue
		}
		ok := true
		for _, o := range s.origins {
			sameOp := o.op == org.op
			if sameOp && o.region == org.region || !sameOp && !o.op.IsBeforeInBlock(org.op) {
				ok = false
				break
			}
		}
		if ok {
			s.members = append(s.members, root)
			s.origins = append(s.origins, org)
			if opIdx > s.lastEnd {
				s.lastEnd = opIdx
			}
			return
		}
	}
	*slots = append(*slots, &reuseBuffer{root: root, lastEnd: opIdx, lastIdx: opIdx, bytes: n, slot: true,
		origins: []slotOrigin{org}})
}

func reuseUBAllocation(reuseIO bool) func(fn *ir.Operation, ctx *ir.Context) error {
	return func(fn *ir.Operation, ctx *ir.Context) error {
		blk := body(fn)
		if blk == nil {
			return nil
		}
		r := &reuser{ctx: ctx, reuseIO: reuseIO, b: ir.NewBuilder(ctx)}
		r.process(blk)
		return nil
	}
}
