package transforms

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/memref"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// mem2reg (MLIR 19's pass of that name) on the memory slots of our dialects: a
// memref.alloca of one element (static shape) of an integer, index or float type (or a
// vector of one), used only by memref.load and memref.store of that element type in the
// alloca's own region, is replaced by SSA values. Blocks of the iterated dominance
// frontier of the storing blocks where the slot is live on entry get a block argument
// (located at the alloca) that each predecessor's branch feeds; a load reads the
// reaching definition, or a zero constant (built once, at the start of the alloca's
// block, only where needed) where nothing was stored. Slots are taken in post-order of
// the pass op's regions; an unused alloca stays. The region-simplify option is accepted
// and, as observed of MLIR 19 on these forms, changes nothing.

func registerMem2Reg(r *passes.Registry) {
	r.Register(&passes.Info{Name: "mem2reg", Summary: "Promotes memory slots into values.",
		Options: []passes.Option{{Name: "region-simplify", Kind: passes.BoolOption, Default: "true",
			Help: "Perform control flow optimizations to the region tree"}},
		New: func(passes.Options) (passes.Pass, error) {
			return passes.PassFunc(func(root *ir.Operation, ctx *ir.Context) error {
				for _, r := range root.Regions() {
					for _, a := range regionAllocas(r, func(x *ir.Operation) bool { return slotElem(x) != nil }) {
						if a.Result(0).FirstUse() != nil && slotUsesPromotable(a) {
							promoteSlot(a, ctx)
						}
					}
				}
				return nil
			}), nil
		}})
}

// regionAllocas lists the memref.alloca ops of r that keep accepts, in post-order of the
// region's ops (the order mem2reg and sroa visit their slots in, as MLIR's do).
func regionAllocas(r *ir.Region, keep func(*ir.Operation) bool) []*ir.Operation {
	var allocas []*ir.Operation
	for _, b := range r.Blocks() {
		for o := b.First(); o != nil; o = o.Next() {
			o.WalkPost(func(x *ir.Operation) {
				if x.Name() == memref.OpAlloca && keep(x) {
					allocas = append(allocas, x)
				}
			})
		}
	}
	return allocas
}

// slotElem is the element type of a promotable alloca, or nil.
func slotElem(a *ir.Operation) ir.Type {
	t, ok := a.Result(0).Type().(*ir.MemRefType)
	if !ok || a.NumOperands() != 0 {
		return nil
	}
	for _, d := range t.Dims {
		if d != 1 {
			return nil
		}
	}
	switch e := t.Elem.(type) {
	case *ir.IntegerType, *ir.IndexType, *ir.FloatType:
		return t.Elem
	case *ir.VectorType:
		switch e.Elem.(type) {
		case *ir.IntegerType, *ir.IndexType, *ir.FloatType:
			return t.Elem
		}
	}
	return nil
}

// slotUsesPromotable checks that every use of the slot is a load or store of it, of its
// element type, in its region.
func slotUsesPromotable(a *ir.Operation) bool {
	ptr, elem := a.Result(0), slotElem(a)
	for u := ptr.FirstUse(); u != nil; u = u.NextUse() {
		o := u.Owner()
		if o.ParentRegion() != a.ParentRegion() {
			return false
		}
		switch o.Name() {
		case memref.OpLoad:
			if o.Operand(0) != ptr || !ir.TypeEqual(o.Result(0).Type(), elem) {
				return false
			}
		case memref.OpStore:
			if o.Operand(1) != ptr || o.Operand(0) == ptr || !ir.TypeEqual(o.Operand(0).Type(), elem) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// slotPromoter carries one slot's promotion.
type slotPromoter struct {
	a        *ir.Operation
	ptr      *ir.Value
	elem     ir.Type
	b        *ir.Builder
	def      *ir.Value // the zero value, once built
	reaching map[*ir.Operation]*ir.Value
	merge    map[*ir.Block]bool
	preds    map[*ir.Block][]*ir.Block // of the slot's region, made once: the blocks' own lists scan it each
}

func (p *slotPromoter) isLoad(o *ir.Operation) bool {
	return o.Name() == memref.OpLoad && o.Operand(0) == p.ptr
}

func (p *slotPromoter) isStore(o *ir.Operation) bool {
	return o.Name() == memref.OpStore && o.NumOperands() > 1 && o.Operand(1) == p.ptr
}

func (p *slotPromoter) zero() *ir.Value {
	if p.def != nil {
		return p.def
	}
	p.b.SetInsertionPointToStart(p.a.Block())
	var attr ir.Attribute
	switch e := p.elem.(type) {
	case *ir.FloatType:
		attr = &ir.FloatAttr{Type: e, Value: 0}
	case *ir.VectorType:
		d := &ir.DenseElementsAttr{Type: e, Splat: true}
		if _, ok := e.Elem.(*ir.FloatType); ok {
			d.Floats = []float64{0}
		} else {
			d.Ints = []int64{0}
		}
		attr = d
	default:
		attr = &ir.IntegerAttr{Type: p.elem, Value: 0}
	}
	p.def = arith.Materialize(p.b, attr, p.elem, p.a.Loc()).Result(0)
	return p.def
}

func promoteSlot(a *ir.Operation, ctx *ir.Context) {
	p := &slotPromoter{a: a, ptr: a.Result(0), elem: slotElem(a), b: ir.NewBuilder(ctx),
		reaching: map[*ir.Operation]*ir.Value{}, merge: map[*ir.Block]bool{}}
	region := a.ParentRegion()
	if region.NumBlocks() > 1 {
		dom := ir.Dominators(region)
		p.preds = region.PredecessorMap()
		p.merge = p.mergePoints(region, dom)
		for mp := range p.merge {
			for _, pred := range p.preds[mp] {
				if !ir.IsBranch(pred.Terminator()) {
					return
				}
			}
		}
		p.walkDomTree(region, dom)
	} else {
		p.walkBlock(region.Front(), nil)
	}
	var users []*ir.Operation
	for u := p.ptr.FirstUse(); u != nil; u = u.NextUse() {
		users = append(users, u.Owner())
	}
	for _, o := range users {
		if p.isLoad(o) {
			v := p.reaching[o]
			if v == nil {
				v = p.zero()
			}
			o.Result(0).ReplaceAllUsesWith(v)
		}
		o.Erase()
	}
	if p.def != nil && p.def.FirstUse() == nil {
		p.def.DefiningOp().Erase()
	}
	a.Erase()
}

// walkBlock records the definition reaching each load and store of b and returns the one
// leaving b.
func (p *slotPromoter) walkBlock(b *ir.Block, def *ir.Value) *ir.Value {
	for o := b.First(); o != nil; o = o.Next() {
		if p.isLoad(o) || p.isStore(o) {
			p.reaching[o] = def
		}
		if p.isStore(o) {
			def = o.Operand(0)
		}
	}
	return def
}

// walkDomTree visits the blocks depth first over the dominator tree (last child first,
// as MLIR's stack does), adding merge-point arguments and feeding them from branches.
func (p *slotPromoter) walkDomTree(r *ir.Region, dom *ir.DomTree) {
	type job struct {
		b   *ir.Block
		def *ir.Value
	}
	stack := []job{{r.Front(), nil}}
	for len(stack) > 0 {
		j := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if p.merge[j.b] {
			j.def = j.b.AddArg(p.elem, p.a.Loc())
		}
		j.def = p.walkBlock(j.b, j.def)
		if t := j.b.Terminator(); ir.IsBranch(t) {
			for i := 0; i < t.NumSuccessors(); i++ {
				if !p.merge[t.Successor(i)] {
					continue
				}
				if j.def == nil {
					j.def = p.zero()
				}
				ir.SetSuccessorOperands(t, i, append(ir.SuccessorOperands(t, i), j.def))
			}
		}
		for _, c := range dom.Children(j.b) {
			stack = append(stack, job{c, j.def})
		}
	}
}

// mergePoints is the iterated dominance frontier of the storing blocks, pruned to the
// blocks where the slot is live on entry.
func (p *slotPromoter) mergePoints(r *ir.Region, dom *ir.DomTree) map[*ir.Block]bool {
	defining := map[*ir.Block]bool{}
	for u := p.ptr.FirstUse(); u != nil; u = u.NextUse() {
		if p.isStore(u.Owner()) {
			defining[u.Owner().Block()] = true
		}
	}
	liveIn := p.liveIn(defining)
	idom := map[*ir.Block]*ir.Block{}
	for _, b := range r.Blocks() {
		for _, c := range dom.Children(b) {
			idom[c] = b
		}
	}
	df := map[*ir.Block][]*ir.Block{}
	for _, b := range r.Blocks() {
		preds := p.preds[b]
		if len(preds) < 2 || (b != r.Front() && idom[b] == nil) {
			continue
		}
		for _, pr := range preds {
			for run := pr; run != nil && run != idom[b]; run = idom[run] {
				df[run] = append(df[run], b)
				if run == r.Front() {
					break
				}
			}
		}
	}
	out := map[*ir.Block]bool{}
	var work []*ir.Block
	for _, b := range r.Blocks() {
		if defining[b] {
			work = append(work, b)
		}
	}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		for _, y := range df[x] {
			if !liveIn[y] || out[y] {
				continue
			}
			out[y] = true
			if !defining[y] {
				work = append(work, y)
			}
		}
	}
	return out
}

// liveIn finds the blocks where the slot's value on entry may be read: those whose first
// access to it is a load, and their predecessors up to the storing blocks.
func (p *slotPromoter) liveIn(defining map[*ir.Block]bool) map[*ir.Block]bool {
	var work []*ir.Block
	seen := map[*ir.Block]bool{}
	for u := p.ptr.FirstUse(); u != nil; u = u.NextUse() {
		b := u.Owner().Block()
		if seen[b] {
			continue
		}
		seen[b] = true
		for o := b.First(); o != nil; o = o.Next() {
			if p.isLoad(o) {
				work = append(work, b)
				break
			}
			if p.isStore(o) {
				break
			}
		}
	}
	live := map[*ir.Block]bool{}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if live[b] {
			continue
		}
		live[b] = true
		for _, pr := range p.preds[b] {
			if !defining[pr] {
				work = append(work, pr)
			}
		}
	}
	return live
}
