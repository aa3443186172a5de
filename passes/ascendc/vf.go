package ascendc

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/emitasc"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
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
	unary := is(ascendc.AsUnaryL2OpInterface, o)
	binary := is(ascendc.AsBinaryL2OpInterface, o)
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
	count := o.Operand(want - 1)
	switch count.Type().(type) {
	case *ir.IntegerType, *ir.IndexType:
	default:
		// The chunk loop needs an integer count; any other stays an L2 op.
		return nil, nil, nil, false
	}
	return v, elem, count, true
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
		fuseBlock(ctx, fn, blk)
	}
	return nil
}

// vfRun is a run of fusable ops being collected, with the memory it touches.
type vfRun struct {
	ops     []*vfOp
	elem    ir.Type
	count   *ir.Value
	touched map[*ir.Value]*ir.Value // root allocation -> the one value the run names it by
}

// conflicts reports whether adding v to the run would touch memory the run already
// touches through another value (a view or a cast of the same allocation). Inside a vector
// function every tensor is loaded once at the start of a chunk and stored at its end, so
// two names of one memory would read stale data or store in the wrong order.
func (r *vfRun) conflicts(v *vfOp) bool {
	for _, t := range append([]*ir.Value{v.dst}, v.srcs...) {
		if seen, ok := r.touched[viewRoot(t)]; ok && seen != t {
			return true
		}
	}
	return false
}

func (r *vfRun) add(v *vfOp) {
	for _, t := range append([]*ir.Value{v.dst}, v.srcs...) {
		r.touched[viewRoot(t)] = t
	}
	r.ops = append(r.ops, v)
}

// fuseBlock replaces the runs of fusable ops of one block by vector functions.
func fuseBlock(ctx *ir.Context, fn *ir.Operation, blk *ir.Block) {
	run := &vfRun{touched: map[*ir.Value]*ir.Value{}}
	flush := func() {
		if len(run.ops) >= 2 {
			buildVFGroup(ctx, fn, run.ops, run.elem, run.count)
		}
		run = &vfRun{touched: map[*ir.Value]*ir.Value{}}
	}
	for o := blk.First(); o != nil; {
		next := o.Next()
		v, elem, count, ok := asVFOp(o)
		switch {
		case !ok:
			flush()
		default:
			if len(run.ops) > 0 && (!sameCount(count, run.count) || !ir.TypeEqual(elem, run.elem) || run.conflicts(v)) {
				flush()
			}
			if len(run.ops) == 0 {
				run.elem, run.count = elem, count
			}
			run.add(v)
		}
		o = next
	}
	flush()
}

// sameCount reports whether two element counts are equal: one value, or two integer
// constants of one type and value (the group takes the first).
func sameCount(a, b *ir.Value) bool {
	if a == b {
		return true
	}
	x, okA := constInt(a)
	y, okB := constInt(b)
	return okA && okB && x == y && ir.TypeEqual(a.Type(), b.Type())
}

// viewRoot follows views (casts, subindexes, brackets) back to the tensor they look into.
func viewRoot(t *ir.Value) *ir.Value {
	for i := 0; i < 64; i++ {
		if src := addrSource(t); src != nil {
			t = src
			continue
		}
		d := t.DefiningOp()
		if d == nil {
			return t
		}
		src, _, ok := viewOf(d)
		if !ok {
			return t
		}
		t = src
	}
	return t
}

// phyAddrType is the UB pointer type of a tensor: its static shape (none when unranked).
func phyAddrType(t *ascendc.LocalTensorType) ir.Type {
	var dims []int64
	if !t.Shape.Unranked {
		dims = t.Shape.Dims
	}
	return &ir.MemRefType{Dims: dims, Elem: t.ElementType, MemSpace: ir.NewIntAttr(i64, ubMemSpace)}
}

// usedOutside reports whether the memory of tensor t is observed after the group (ops
// last) or may be observed by the caller. The question is asked of the allocation t is a
// view of, through all its names; an allocation the pass cannot see all names of (a block
// argument, the result of an op that is not an allocation) counts as observed.
func usedOutside(t *ir.Value, group map[*ir.Operation]bool, last *ir.Operation, fn *ir.Operation) bool {
	root := viewRoot(t)
	if d := root.DefiningOp(); d == nil || !vfAllocations[d.Name()] {
		return true
	}
	for _, a := range aliases(root) {
		for _, u := range a.Uses() {
			o := u.Owner()
			if group[o] || isView(o) {
				continue
			}
			if observedAfter(o, last, fn) {
				return true
			}
		}
	}
	return false
}

// observedAfter reports whether op o, a use of a tensor, can run after op last: it follows
// last in a common block, or shares an enclosing loop with it.
func observedAfter(o, last, fn *ir.Operation) bool {
	for p := last; p != nil && p != fn; p = p.ParentOp() {
		// A use in a block the group's block branches to (or from) may run after it.
		if inSiblingBlock(o, p.Block()) {
			return true
		}
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
	return false
}

// vfAllocations are the ops whose result is a fresh name of local memory, so that all its
// other names are views of it.
var vfAllocations = opSet(
	ascendc.OpLocalTensorAuto,
	ascendc.OpLocalTensorV2,
	ascendc.OpLocalTensorV3,
	ascendc.OpQueBindAllocTensor,
	ascendc.OpQueBindDequeTensor,
	ascendc.OpTbufGetTensor,
)

// vfIO is the data interface of a vector function: the tensors it loads, the tensors it
// stores (those observed after it) and the source operands of its emitasc.vf_group.
type vfIO struct {
	inputs, outputs, srcs []*ir.Value
	needed                []bool // per op of the run: its result reaches an output
}

// vfInterface finds the inputs (tensors read before the group writes them, in order of
// first read) and outputs of a run, and the group's source list.
func vfInterface(run []*vfOp, fn *ir.Operation) vfIO {
	group := map[*ir.Operation]bool{}
	for _, v := range run {
		group[v.op] = true
	}
	last := run[len(run)-1].op
	var io vfIO
	written := map[*ir.Value]bool{}
	isInput := map[*ir.Value]bool{}
	for _, v := range run {
		reads := v.srcs
		if v.readsDst {
			reads = append(append([]*ir.Value(nil), v.srcs...), v.dst)
		}
		for _, s := range reads {
			if !written[s] && !isInput[s] {
				isInput[s] = true
				io.inputs = append(io.inputs, s)
			}
		}
		if !written[v.dst] {
			written[v.dst] = true
			// A tensor the group reads before writing it is read again by the group's next
			// run when a loop encloses it.
			if usedOutside(v.dst, group, last, fn) || isInput[v.dst] && inLoop(last, fn) {
				io.outputs = append(io.outputs, v.dst)
			}
		}
	}
	io.needed, isInput = neededOps(run, io.outputs, isInput)
	var inputs []*ir.Value
	for _, t := range io.inputs {
		if isInput[t] {
			inputs = append(inputs, t)
		}
	}
	io.inputs = inputs
	io.srcs = vfSourceList(run, isInput)
	return io
}

// neededOps finds, walking the run backwards from the outputs, the ops whose result is
// stored or read by a needed op, and narrows the inputs to those a needed op reads. A value
// nobody observes is not computed: a run without outputs computes nothing.
func neededOps(run []*vfOp, outputs []*ir.Value, isInput map[*ir.Value]bool) ([]bool, map[*ir.Value]bool) {
	live := map[*ir.Value]bool{}
	for _, t := range outputs {
		live[t] = true
	}
	needed := make([]bool, len(run))
	for i := len(run) - 1; i >= 0; i-- {
		v := run[i]
		if !live[v.dst] {
			continue
		}
		needed[i] = true
		if !v.readsDst {
			delete(live, v.dst)
		}
		for _, s := range v.srcs {
			live[s] = true
		}
	}
	inputs := map[*ir.Value]bool{}
	for t := range isInput {
		if live[t] {
			inputs[t] = true
		}
	}
	return needed, inputs
}

// vfSourceList names the inputs from the last op of the run backwards, as PyAsc orders the
// source operands of a vf_group.
func vfSourceList(run []*vfOp, isInput map[*ir.Value]bool) []*ir.Value {
	var srcs []*ir.Value
	inSrc := map[*ir.Value]bool{}
	add := func(s *ir.Value) {
		if isInput[s] && !inSrc[s] {
			inSrc[s] = true
			srcs = append(srcs, s)
		}
	}
	for i := len(run) - 1; i >= 0; i-- {
		for _, s := range run[i].srcs {
			add(s)
		}
		if run[i].readsDst {
			add(run[i].dst)
		}
	}
	return srcs
}

func buildVFGroup(ctx *ir.Context, fn *ir.Operation, run []*vfOp, elem ir.Type, count *ir.Value) {
	io := vfInterface(run, fn)
	loc := run[0].op.Loc()
	b := ir.NewBuilder(ctx)
	b.SetInsertionPointBefore(run[0].op)
	scope, sbody, addr := createVFGroup(b, loc, io, count)
	if len(io.outputs) == 0 {
		// Nothing computed is observed: the vector function is empty.
		ensureTerminator(b, scope, sbody)
	} else {
		fillVecScope(b, loc, scope, sbody, vfBody{run: run, elem: elem, count: count, io: io, addr: addr})
	}
	for _, v := range run {
		v.op.Erase()
	}
}

// createVFGroup creates the emitasc.vf_group at the builder's insertion point: the UB
// addresses of the tensors it moves, then an empty emitasc.vec_scope. It returns the scope,
// its block and the address of each tensor.
func createVFGroup(b *ir.Builder, loc ir.Location, io vfIO, count *ir.Value) (*ir.Operation, *ir.Block, map[*ir.Value]*ir.Value) {
	operands := append(append(append([]*ir.Value(nil), io.outputs...), io.srcs...), count)
	st := &ir.OperationState{Name: emitasc.OpVfGroup, Loc: loc, Operands: operands,
		Attrs: []ir.NamedAttr{attr("operandSegmentSizes", ir.DenseI32Array(int64(len(io.outputs)), int64(len(io.srcs)), 1))}}
	gbody := ir.NewBlock()
	st.AddRegion().AddBlock(gbody)
	vg := b.CreateState(st)

	b.SetInsertionPointToEnd(gbody)
	addr := map[*ir.Value]*ir.Value{}
	for _, t := range append(append([]*ir.Value(nil), io.inputs...), io.outputs...) {
		if len(io.outputs) == 0 {
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
	return scope, sbody, addr
}

// vfBody is what the vector scope of a group computes.
type vfBody struct {
	run   []*vfOp
	elem  ir.Type
	count *ir.Value
	io    vfIO
	addr  map[*ir.Value]*ir.Value // UB address of each tensor moved
}

// chunking is the iteration space of a vector scope: ceil(count / perIter) iterations
// of one vector length each, with the elements still to process in a variable.
type chunking struct {
	perIter, iters, c0, c1, remaining *ir.Value
}

// fillVecScope fills the vector scope: the chunking, the register tensors, then the loop
// over chunks.
func fillVecScope(b *ir.Builder, loc ir.Location, scope *ir.Operation, sbody *ir.Block, body vfBody) {
	b.SetInsertionPointToEnd(sbody)
	ch := chunks(b, loc, body.elem, body.count)
	regs := allocRegisters(b, loc, body.elem, body.run)
	lst := &ir.OperationState{Name: scf.OpFor, Loc: loc, Operands: []*ir.Value{ch.c0, ch.iters, ch.c1},
		Attrs: []ir.NamedAttr{attr("asc.vec_scope_loop", ir.Unit)}}
	lbody := ir.NewBlock()
	iv := lbody.AddArg(ir.Index, loc)
	lst.AddRegion().AddBlock(lbody)
	b.CreateState(lst)
	ensureTerminator(b, scope, sbody)

	b.SetInsertionPointToEnd(lbody)
	emitChunk(b, loc, iv, ch, body, regs)
}

// chunks computes the iteration space of count elements of type elem.
func chunks(b *ir.Builder, loc ir.Location, elem ir.Type, count *ir.Value) chunking {
	idx := ir.Index
	vecLen := create(b, loc, ascendc.OpGetVecLen, nil, []ir.Type{idx}).Result(0)
	eb := constant(b, loc, idx, elemBytes(elem))
	var ch chunking
	ch.perIter = create(b, loc, arith.OpDivsi, []*ir.Value{vecLen, eb}, []ir.Type{idx}).Result(0)
	n := count
	if _, isIdx := count.Type().(*ir.IndexType); !isIdx {
		n = create(b, loc, arith.OpIndexCast, []*ir.Value{count}, []ir.Type{idx}).Result(0)
	}
	ch.iters = create(b, loc, arith.OpCeildivsi, []*ir.Value{n, ch.perIter}, []ir.Type{idx}).Result(0)
	ch.c0 = constant(b, loc, idx, 0)
	ch.c1 = constant(b, loc, idx, 1)
	ch.remaining = create(b, loc, emitasc.OpVariable, []*ir.Value{count},
		[]ir.Type{&ir.MemRefType{Dims: []int64{1}, Elem: ir.IntType(32, ir.Unsigned)}}).Result(0)
	return ch
}

// microCall is one micro op of the loop body: destination register first, then sources.
type microCall struct {
	name string
	regs []*ir.Value
}

// vfRegisters assigns the register tensors of a run.
type vfRegisters struct {
	calls    []microCall
	loadInto map[*ir.Value]*ir.Value // register each input tensor is loaded into
	current  map[*ir.Value]*ir.Value // register holding each tensor's value at the end
}

// allocRegisters creates a spare register, then per op fresh source registers and a
// destination register. Sources already held in a register use it instead (forwarding);
// their fresh register is still declared, as PyAsc declares it.
func allocRegisters(b *ir.Builder, loc ir.Location, elem ir.Type, run []*vfOp) vfRegisters {
	regT := &ascendc.RegTensorType{ElementType: elem}
	newReg := func() *ir.Value { return create(b, loc, ascendc.OpRegTensor, nil, []ir.Type{regT}).Result(0) }
	newReg()
	regs := vfRegisters{loadInto: map[*ir.Value]*ir.Value{}, current: map[*ir.Value]*ir.Value{}}
	for _, v := range run {
		var srcRegs []*ir.Value
		for _, s := range v.srcs {
			r := newReg()
			if c := regs.current[s]; c != nil {
				r = c
			} else {
				regs.loadInto[s] = r
				regs.current[s] = r
			}
			srcRegs = append(srcRegs, r)
		}
		d := newReg()
		if v.readsDst {
			if c := regs.current[v.dst]; c != nil {
				d = c
			} else {
				regs.loadInto[v.dst] = d
			}
		}
		regs.current[v.dst] = d
		regs.calls = append(regs.calls, microCall{v.micro, append([]*ir.Value{d}, srcRegs...)})
	}
	return regs
}

// emitChunk fills the loop body: the offset and mask of the chunk, the loads of the inputs,
// the micro ops and the stores of the outputs.
func emitChunk(b *ir.Builder, loc ir.Location, iv *ir.Value, ch chunking, body vfBody, regs vfRegisters) {
	idx := ir.Index
	off := create(b, loc, arith.OpMuli, []*ir.Value{iv, ch.perIter}, []ir.Type{idx}).Result(0)
	mask := create(b, loc, ascendc.OpUpdateMask, []*ir.Value{ch.remaining}, []ir.Type{&ascendc.MaskRegType{}},
		attr("type", &ir.TypeAttr{Type: body.elem})).Result(0)
	ptr := func(t *ir.Value) *ir.Value {
		a := body.addr[t]
		return create(b, loc, emitasc.OpPtrOffset, []*ir.Value{a, off}, []ir.Type{a.Type()}).Result(0)
	}
	for _, t := range body.io.inputs {
		p := ptr(t)
		create(b, loc, ascendc.OpDataCopyVldMicro, []*ir.Value{regs.loadInto[t], p}, nil)
	}
	for i, c := range regs.calls {
		if !body.io.needed[i] {
			continue
		}
		create(b, body.run[i].op.Loc(), c.name, append(c.regs, mask), nil)
	}
	for _, t := range body.io.outputs {
		p := ptr(t)
		create(b, loc, ascendc.OpDataCopyVstMicro, []*ir.Value{p, regs.current[t], mask}, nil)
	}
	create(b, loc, scf.OpYield, nil, nil)
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
