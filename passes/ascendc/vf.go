package ascendc

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/emitasc"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// ascendc-fuse-vf-block: runs of at least two L2 vector ops over the same element count
// and element type become one vector function (emitasc.vf_group) whose body loops over
// vector-length chunks: load the input tensors into register tensors, apply the micro ops
// with values forwarded in registers, store the tensors used afterwards.

const ubMemSpace = 26

// vfOp describes a fusable L2 op.
type vfOp struct {
	op       *ir.Operation
	micro    string
	dst      *ir.Value
	srcs     []*ir.Value
	readsDst bool
}

// asVFOp recognises unary and binary L2 vector ops with a micro-API counterpart. It is
// generic over the ops of the Unary/BinaryL2OpInterface, whose operands are laid out as
// (dst, src..., calCount): the operands are read by position.
func asVFOp(o *ir.Operation) (*vfOp, ir.Type, *ir.Value, bool) {
	n := o.Name()
	micro, ok := microOf[n]
	if !ok {
		return nil, nil, nil, false
	}
	unary := opdef.HasInterface(o.Info(), "UnaryL2OpInterface")
	binary := opdef.HasInterface(o.Info(), "BinaryL2OpInterface")
	if !unary && !binary {
		return nil, nil, nil, false
	}
	want := 3
	if binary {
		want = 4
	}
	if o.NumOperands() != want {
		return nil, nil, nil, false
	}
	v := &vfOp{op: o, micro: micro, dst: o.Operand(0), srcs: o.Operands()[1 : want-1]}
	v.readsDst = n == ascendc.OpMulAddDstL2
	var elem ir.Type
	for _, t := range o.Operands()[:want-1] {
		lt, ok := localTensorType(t.Type())
		if !ok {
			return nil, nil, nil, false
		}
		if elem == nil {
			elem = lt.ElementType
		} else if !ir.TypeEqual(elem, lt.ElementType) {
			return nil, nil, nil, false
		}
	}
	return v, elem, o.Operand(want - 1), true
}

func fuseVFBlock(fn *ir.Operation, ctx *ir.Context) error {
	var blocks []*ir.Block
	fn.Walk(func(o *ir.Operation) bool {
		for _, r := range o.Regions() {
			blocks = append(blocks, r.Blocks()...)
		}
		return o.Name() != emitasc.OpVfGroup
	})
	for _, blk := range blocks {
		var run []*vfOp
		var runElem ir.Type
		var runCount *ir.Value
		flush := func() {
			if len(run) >= 2 {
				buildVFGroup(ctx, fn, run, runElem, runCount)
			}
			run = nil
		}
		for o := blk.First(); o != nil; {
			next := o.Next()
			v, elem, count, ok := asVFOp(o)
			if ok && len(run) > 0 && (count != runCount || !ir.TypeEqual(elem, runElem)) {
				flush()
			}
			if !ok {
				flush()
			} else {
				if len(run) == 0 {
					runElem, runCount = elem, count
				}
				run = append(run, v)
			}
			o = next
		}
		flush()
	}
	return nil
}

// phyAddrType is the UB pointer type of a tensor: its static shape (none when unranked).
func phyAddrType(t *ascendc.LocalTensorType) ir.Type {
	var dims []int64
	if !t.Shape.Unranked {
		dims = t.Shape.Dims
	}
	return &ir.MemRefType{Dims: dims, Elem: t.ElementType, MemSpace: ir.NewIntAttr(i64, ubMemSpace)}
}

// usedOutside reports whether tensor t is observed after the group (ops last) or may be
// observed by the caller.
func usedOutside(t *ir.Value, group map[*ir.Operation]bool, last *ir.Operation, fn *ir.Operation) bool {
	if t.IsBlockArg() && t.OwnerBlock().ParentOp() == fn {
		return true
	}
	for _, a := range aliases(t) {
		for _, u := range a.Uses() {
			o := u.Owner()
			if group[o] || isView(o) {
				continue
			}
			for p := last; p != nil && p != fn; p = p.ParentOp() {
				anc := ancestorIn(o, p.Block())
				if anc == nil {
					continue
				}
				if anc != p && p.IsBeforeInBlock(anc) {
					return true
				}
				// A use elsewhere in an enclosing loop runs again after the group.
				if q := p.ParentOp(); q != nil && isLoop(q) && anc != p {
					return true
				}
			}
		}
	}
	return false
}

func buildVFGroup(ctx *ir.Context, fn *ir.Operation, run []*vfOp, elem ir.Type, count *ir.Value) {
	group := map[*ir.Operation]bool{}
	for _, v := range run {
		group[v.op] = true
	}
	first, last := run[0].op, run[len(run)-1].op
	loc := first.Loc()
	// Inputs: tensors read before the group writes them, in order of first read.
	written := map[*ir.Value]bool{}
	isInput := map[*ir.Value]bool{}
	var inputs []*ir.Value
	var outputs []*ir.Value
	for _, v := range run {
		reads := v.srcs
		if v.readsDst {
			reads = append(append([]*ir.Value(nil), v.srcs...), v.dst)
		}
		for _, s := range reads {
			if !written[s] && !isInput[s] {
				isInput[s] = true
				inputs = append(inputs, s)
			}
		}
		if !written[v.dst] {
			written[v.dst] = true
			if usedOutside(v.dst, group, last, fn) {
				outputs = append(outputs, v.dst)
			}
		}
	}
	// The source list of the group names the inputs from the last op backwards.
	var srcList []*ir.Value
	inSrc := map[*ir.Value]bool{}
	for i := len(run) - 1; i >= 0; i-- {
		for _, s := range run[i].srcs {
			if isInput[s] && !inSrc[s] {
				inSrc[s] = true
				srcList = append(srcList, s)
			}
		}
		if run[i].readsDst && isInput[run[i].dst] && !inSrc[run[i].dst] {
			inSrc[run[i].dst] = true
			srcList = append(srcList, run[i].dst)
		}
	}

	b := ir.NewBuilder(ctx)
	b.SetInsertionPointBefore(first)
	operands := append(append(append([]*ir.Value(nil), outputs...), srcList...), count)
	st := &ir.OperationState{Name: emitasc.OpVfGroup, Loc: loc, Operands: operands,
		Attrs: []ir.NamedAttr{attr("operandSegmentSizes", ir.DenseI32Array(int64(len(outputs)), int64(len(srcList)), 1))}}
	gbody := ir.NewBlock()
	st.AddRegion().AddBlock(gbody)
	vg := b.CreateState(st)

	b.SetInsertionPointToEnd(gbody)
	addr := map[*ir.Value]*ir.Value{}
	for _, t := range append(append([]*ir.Value(nil), inputs...), outputs...) {
		if len(outputs) == 0 {
			break
		}
		if addr[t] != nil {
			continue
		}
		lt, _ := localTensorType(t.Type())
		addr[t] = create(b, loc, ascendc.OpLocalTensorGetPhyAddrV2, []*ir.Value{t}, []ir.Type{phyAddrType(lt)}).Result(0)
	}
	sst := &ir.OperationState{Name: emitasc.OpVecScope, Loc: loc}
	sbody := ir.NewBlock()
	sst.AddRegion().AddBlock(sbody)
	scope := b.CreateState(sst)
	ensureTerminator(b, vg, gbody)

	if len(outputs) == 0 {
		// Nothing computed is observed: the vector function is empty.
		ensureTerminator(b, scope, sbody)
		for _, v := range run {
			v.op.Erase()
		}
		return
	}
	b.SetInsertionPointToEnd(sbody)
	idx := ir.Index
	vecLen := create(b, loc, ascendc.OpGetVecLen, nil, []ir.Type{idx}).Result(0)
	eb := constant(b, loc, idx, elemBytes(elem))
	perIter := create(b, loc, arith.OpDivsi, []*ir.Value{vecLen, eb}, []ir.Type{idx}).Result(0)
	n := count
	if _, isIdx := count.Type().(*ir.IndexType); !isIdx {
		n = create(b, loc, arith.OpIndexCast, []*ir.Value{count}, []ir.Type{idx}).Result(0)
	}
	iters := create(b, loc, arith.OpCeildivsi, []*ir.Value{n, perIter}, []ir.Type{idx}).Result(0)
	c0 := constant(b, loc, idx, 0)
	c1 := constant(b, loc, idx, 1)
	remaining := create(b, loc, emitasc.OpVariable, []*ir.Value{count},
		[]ir.Type{&ir.MemRefType{Dims: []int64{1}, Elem: ir.IntType(32, ir.Unsigned)}}).Result(0)

	// Registers: a spare register, then per op fresh source registers and a destination
	// register. Sources already held in a register use it instead (forwarding).
	regT := &ascendc.RegTensorType{ElementType: elem}
	newReg := func() *ir.Value { return create(b, loc, ascendc.OpRegTensor, nil, []ir.Type{regT}).Result(0) }
	newReg()
	current := map[*ir.Value]*ir.Value{}
	loadInto := map[*ir.Value]*ir.Value{}
	type microCall struct {
		name string
		regs []*ir.Value
	}
	var calls []microCall
	for _, v := range run {
		var srcRegs []*ir.Value
		for _, s := range v.srcs {
			r := newReg()
			if c := current[s]; c != nil {
				r = c
			} else {
				loadInto[s] = r
				current[s] = r
			}
			srcRegs = append(srcRegs, r)
		}
		d := newReg()
		if v.readsDst {
			if c := current[v.dst]; c != nil {
				d = c
			} else {
				loadInto[v.dst] = d
			}
		}
		current[v.dst] = d
		calls = append(calls, microCall{v.micro, append([]*ir.Value{d}, srcRegs...)})
	}

	lst := &ir.OperationState{Name: scf.OpFor, Loc: loc, Operands: []*ir.Value{c0, iters, c1},
		Attrs: []ir.NamedAttr{attr("asc.vec_scope_loop", ir.Unit)}}
	lbody := ir.NewBlock()
	iv := lbody.AddArg(idx, loc)
	lst.AddRegion().AddBlock(lbody)
	b.CreateState(lst)
	ensureTerminator(b, scope, sbody)

	b.SetInsertionPointToEnd(lbody)
	off := create(b, loc, arith.OpMuli, []*ir.Value{iv, perIter}, []ir.Type{idx}).Result(0)
	mask := create(b, loc, ascendc.OpUpdateMask, []*ir.Value{remaining}, []ir.Type{&ascendc.MaskRegType{}},
		attr("type", &ir.TypeAttr{Type: elem})).Result(0)
	ptr := func(t *ir.Value) *ir.Value {
		a := addr[t]
		return create(b, loc, emitasc.OpPtrOffset, []*ir.Value{a, off}, []ir.Type{a.Type()}).Result(0)
	}
	for _, t := range inputs {
		p := ptr(t)
		create(b, loc, ascendc.OpDataCopyVldMicro, []*ir.Value{loadInto[t], p}, nil)
	}
	for i, c := range calls {
		create(b, run[i].op.Loc(), c.name, append(c.regs, mask), nil)
	}
	for _, t := range outputs {
		p := ptr(t)
		create(b, loc, ascendc.OpDataCopyVstMicro, []*ir.Value{p, current[t], mask}, nil)
	}
	create(b, loc, scf.OpYield, nil, nil)

	for _, v := range run {
		v.op.Erase()
	}
}

// ensureTerminator ends the single block of a region op with emitasc.yield when the op
// kind requires a terminator.
func ensureTerminator(b *ir.Builder, op *ir.Operation, blk *ir.Block) {
	if !op.IsRegistered() || op.HasTrait(ir.TraitNoTerminator) {
		return
	}
	if t := blk.Last(); t != nil && t.HasTrait(ir.TraitTerminator) {
		return
	}
	save := *b
	b.SetInsertionPointToEnd(blk)
	create(b, op.Loc(), emitasc.OpYield, nil, nil)
	*b = save
}
