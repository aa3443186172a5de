// Package ascendc holds the ascendc-* passes of ascopt: tensor allocation and
// materialisation, synchronisation insertion and checking, vector-function fusion and the
// module-level preparation for the Ascend C emitter. Register adds them (and the default
// synchronisation pipeline) to a registry.
package ascendc

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/dialect/emitasc"
	funcdialect "github.com/ascend-toolchain/asc/dialect/fn"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// funcs returns the func.func ops directly in a module (or the op itself if it is one).
func funcs(root *ir.Operation) []*ir.Operation {
	if root.Name() == funcdialect.OpFunc {
		return []*ir.Operation{root}
	}
	var out []*ir.Operation
	for _, r := range root.Regions() {
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				if o.Name() == funcdialect.OpFunc {
					out = append(out, o)
				}
			}
		}
	}
	return out
}

// body returns the entry block of a function (nil for a declaration).
func body(fn *ir.Operation) *ir.Block {
	if fn.NumRegions() == 0 || fn.Region(0).Empty() {
		return nil
	}
	return fn.Region(0).Front()
}

// collect returns the ops nested in root (root excluded) in pre-order for which pred holds.
func collect(root *ir.Operation, pred func(*ir.Operation) bool) []*ir.Operation {
	var out []*ir.Operation
	root.Walk(func(o *ir.Operation) bool {
		if o != root && pred(o) {
			out = append(out, o)
		}
		return true
	})
	return out
}

// autoTensors returns the local_tensor_auto placeholders nested in root, in pre-order.
func autoTensors(root *ir.Operation) []ascendc.LocalTensorAutoOp {
	var out []ascendc.LocalTensorAutoOp
	for _, o := range collect(root, named(ascendc.OpLocalTensorAuto)) {
		a, _ := ascendc.AsLocalTensorAutoOp(o)
		out = append(out, a)
	}
	return out
}

func named(names ...string) func(*ir.Operation) bool {
	return func(o *ir.Operation) bool {
		for _, n := range names {
			if o.Name() == n {
				return true
			}
		}
		return false
	}
}

// create builds an op at the builder's insertion point.
func create(b *ir.Builder, loc ir.Location, name string, operands []*ir.Value, types []ir.Type, attrs ...ir.NamedAttr) *ir.Operation {
	return b.Create(loc, name, operands, types, attrs...)
}

func attr(name string, a ir.Attribute) ir.NamedAttr { return ir.NamedAttr{Name: name, Value: a} }

// constant creates an arith.constant of an integer or index type.
func constant(b *ir.Builder, loc ir.Location, t ir.Type, v int64) *ir.Value {
	return create(b, loc, arith.OpConstant, nil, []ir.Type{t}, attr("value", ir.NewIntAttr(t, v))).Result(0)
}

// constInt returns the integer value of a value defined by an integer constant.
func constInt(v *ir.Value) (int64, bool) {
	d := v.DefiningOp()
	if d == nil || d.Name() != arith.OpConstant {
		return 0, false
	}
	if a, ok := d.Attr("value").(*ir.IntegerAttr); ok {
		return a.Value, true
	}
	return 0, false
}

// entryConstants finds or creates integer constants at the start of a function's entry
// block, so that every constant a pass needs exists once (as a folding builder would
// leave them).
type entryConstants struct {
	blk   *ir.Block
	cache map[string]*ir.Value
}

func newEntryConstants(fn *ir.Operation) *entryConstants {
	ec := &entryConstants{blk: body(fn), cache: map[string]*ir.Value{}}
	if ec.blk != nil {
		for o := ec.blk.First(); o != nil; o = o.Next() {
			if o.Name() == arith.OpConstant && o.NumResults() == 1 {
				if a, ok := o.Attr("value").(*ir.IntegerAttr); ok {
					k := ir.TypeString(o.Result(0).Type()) + ":" + a.String()
					if _, dup := ec.cache[k]; !dup {
						ec.cache[k] = o.Result(0)
					}
				}
			}
		}
	}
	return ec
}

func (ec *entryConstants) get(ctx *ir.Context, t ir.Type, v int64) *ir.Value {
	a := ir.NewIntAttr(t, v)
	k := ir.TypeString(t) + ":" + a.String()
	if c, ok := ec.cache[k]; ok {
		return c
	}
	b := ir.NewBuilder(ctx)
	b.SetInsertionPointToStart(ec.blk)
	c := constant(b, ir.Unknown, t, v)
	ec.cache[k] = c
	return c
}

// --- types ---

func localTensorType(t ir.Type) (*ascendc.LocalTensorType, bool) {
	lt, ok := t.(*ascendc.LocalTensorType)
	return lt, ok
}

func isLocalTensor(v *ir.Value) bool { _, ok := localTensorType(v.Type()); return ok }

func isGlobalTensor(v *ir.Value) bool {
	switch v.Type().(type) {
	case *ascendc.GlobalTensorType, *ir.MemRefType, *ir.UnrankedMemRefType:
		return true
	}
	return false
}

// bitWidth returns the width in bits of a scalar type (0 when unknown).
func bitWidth(t ir.Type) int64 {
	switch tt := t.(type) {
	case *ir.IntegerType:
		return int64(tt.Width)
	case *ir.FloatType:
		switch tt.Name {
		case "f16", "bf16":
			return 16
		case "f32", "tf32":
			return 32
		case "f64":
			return 64
		}
		return 8
	case *ir.IndexType:
		return 64
	}
	return 0
}

// elemBytes returns the storage size of an element type (at least one byte).
func elemBytes(t ir.Type) int64 {
	w := bitWidth(t)
	if w < 8 {
		return 1
	}
	return w / 8
}

// staticBytes returns the byte size of a tensor type with a static shape, or -1 (also
// when the size does not fit int64: checkAutoShape refuses those by name).
func staticBytes(t *ascendc.LocalTensorType) int64 {
	n, ok := ir.MulSize(t.Shape.NumElements(), elemBytes(t.ElementType))
	if !ok || !isStatic(t) {
		return -1
	}
	return n
}

// isStatic reports a ranked shape without dynamic dimensions.
func isStatic(t *ascendc.LocalTensorType) bool {
	if t.Shape.Unranked {
		return false
	}
	for _, d := range t.Shape.Dims {
		if d < 0 {
			return false
		}
	}
	return true
}

// --- positions and pipes ---

// tensorPosition traces a local tensor back to the object that allocated it and returns
// its TPosition.
func tensorPosition(v *ir.Value) (ascendc.TPosition, bool) {
	for i := 0; i < 64 && v != nil; i++ {
		d := v.DefiningOp()
		if d == nil {
			return 0, false
		}
		switch d.Name() {
		case ascendc.OpLocalTensorAuto:
			return ascendc.TPositionOf(d.Attr("position"))
		case ascendc.OpLocalTensorV3, ascendc.OpLocalTensorV2:
			return ascendc.TPositionOf(d.Attr("pos"))
		case ascendc.OpQueBindAllocTensor, ascendc.OpQueBindDequeTensor, ascendc.OpQueBindDequeTensorPos:
			return queuePosition(d.Operand(0).Type(), d.Name() != ascendc.OpQueBindAllocTensor)
		case ascendc.OpTbufGetTensor, ascendc.OpTbufGetWithOffset:
			if tb, ok := d.Operand(0).Type().(*ascendc.TbufType); ok {
				return tb.TPositionAttr, true
			}
			return 0, false
		case ascendc.OpLocalMemAllocatorAlloc, ascendc.OpLocalMemAllocatorAllocDynamic:
			return ascendc.TPositionOf(d.Attr("pos"))
		case ascendc.OpReinterpretCast, ascendc.OpLocalTensorSubindex, ascendc.OpLocalTensorBracket:
			v = d.Operand(0)
		default:
			return 0, false
		}
	}
	return 0, false
}

// queuePosition returns the position of a queue's tensors (the destination of a que_bind
// after a deque, its source before).
func queuePosition(t ir.Type, afterDeque bool) (ascendc.TPosition, bool) {
	switch q := t.(type) {
	case *ascendc.QueueType:
		return q.TPositionAttr, true
	case *ascendc.QueBindType:
		switch {
		case q.SrcPositionAttr == ascendc.TPosition_GM:
			return q.DstPositionAttr, true
		case q.DstPositionAttr == ascendc.TPosition_GM, !afterDeque:
			return q.SrcPositionAttr, true
		}
		return q.DstPositionAttr, true
	}
	return 0, false
}

// pipe is an op's hardware pipe as the synchronisation passes see it: one of the chip's
// pipes (dialect/ascendc/arch, the one home of these facts), or pipeNone for ops that do no
// hardware work.
type pipe struct {
	p  arch.Pipe
	ok bool
}

var (
	pipeNone = pipe{}
	pipeS    = pipe{arch.S, true}
	pipeV    = pipe{arch.V, true}
	pipeM    = pipe{arch.M, true}
	pipeMTE1 = pipe{arch.MTE1, true}
	pipeMTE2 = pipe{arch.MTE2, true}
	pipeMTE3 = pipe{arch.MTE3, true}
	pipeFIX  = pipe{arch.FIX, true}
)

func (p pipe) String() string {
	if !p.ok {
		return ""
	}
	return p.p.String()
}

// enum returns the Pipe enum value of the pipe (PIPE_ALL for none).
func (p pipe) enum() ascendc.Pipe {
	if !p.ok {
		return ascendc.Pipe_PIPE_ALL
	}
	return p.p.Enum()
}

// hardEvent returns the HardEvent "from_to" between two pipes.
func hardEvent(from, to pipe) (ascendc.HardEvent, bool) {
	if !from.ok || !to.ok {
		return 0, false
	}
	return arch.EventBetween(from.p, to.p)
}

// opPipe returns the pipe an op is issued to, as its record states it (pipeNone for ops
// doing no hardware work).
func opPipe(op *ir.Operation) pipe {
	if op.Name() == emitasc.OpVfGroup {
		// A vector function reads its source tensors and writes its destinations on the
		// vector pipe; its micro ops name only registers and memref views of them.
		return pipeV
	}
	p, rule := arch.OpPipe(op.Info())
	switch rule {
	case arch.FixedPipe:
		return pipe{p, true}
	case arch.ByBuffers:
		return copyPipe(op)
	}
	return pipeNone
}

// copyPipe derives the pipe of a data copy from the buffers of its destination and source
// (operands 0 and 1 of every copy op) through arch.CopyPipe. A local tensor whose
// allocation cannot be traced is taken to be in the unified buffer, where every tensor a
// vector-side copy touches lives. A pair of buffers with no data path between them gets
// pipeNone: the verifier of the copy, not insert-sync, is the place to reject it.
func copyPipe(op *ir.Operation) pipe {
	if op.NumOperands() < 2 {
		return pipeNone
	}
	p, err := arch.CopyPipe(tensorBuffer(op.Operand(0)), tensorBuffer(op.Operand(1)))
	if err != nil {
		return pipeNone
	}
	return pipe{p, true}
}

// tensorBuffer is the physical buffer a tensor operand lives in.
func tensorBuffer(v *ir.Value) arch.Buffer {
	if isGlobalTensor(v) {
		return arch.GM
	}
	if pos, ok := tensorPosition(v); ok {
		if b, ok := arch.PositionBuffer(pos); ok {
			return b
		}
	}
	return arch.UB
}

// is reports whether an As<Interface> function of the generated dialect accepts op: the
// typed form of asking whether an op implements an interface.
func is[T any](as func(*ir.Operation) (T, bool), op *ir.Operation) bool {
	_, ok := as(op)
	return ok
}

// --- operands ---

// operandGroup returns a named operand group of a registered op (nil when absent).
func operandGroup(op *ir.Operation, name string) []*ir.Value {
	if opdef.DefOf(op.Info()) == nil {
		return nil
	}
	return opdef.OperandGroup(op, name)
}

// dstOperand returns the tensor an op writes: its `dst` operand (or `dstLocal`, `dstReg`),
// nil when it has none.
func dstOperand(op *ir.Operation) *ir.Value {
	for _, n := range []string{"dst", "dstLocal", "dstTensor"} {
		if g := operandGroup(op, n); len(g) == 1 {
			return g[0]
		}
	}
	return nil
}

// dstOperands returns every tensor an op writes: its dstOperand, both destinations of
// Extract (the sorted values and their indices), the destination list of TransDataTo5HD
// (tensors, UB addresses taken by get_phy_addr, or a tensor such addresses were stored
// into: the addressed tensors) and of a vector function (emitasc.vf_group).
func dstOperands(op *ir.Operation) []*ir.Value {
	if e, ok := ascendc.AsExtractOp(op); ok {
		return []*ir.Value{e.DstValue(), e.DstIndex()}
	}
	if l, ok := ascendc.AsTransDataTo5hdTensorListOp(op); ok {
		return distinct(l.DstList())
	}
	if l, ok := ascendc.AsTransDataTo5hdUintListOp(op); ok {
		var ts []*ir.Value
		for _, a := range l.DstList() {
			if g, ok := ascendc.AsLocalTensorGetPhyAddrOp(a.DefiningOp()); ok {
				ts = append(ts, g.Tensor())
			}
		}
		return distinct(ts)
	}
	if g, ok := emitasc.AsVfGroupOp(op); ok {
		return distinct(g.DstList())
	}
	if t, ok := ascendc.AsTransDataTo5hdOp(op); ok {
		// The address-tensor form writes the tensors whose addresses were stored into its
		// dst tensor (the translator's rule for its element type, emission.md §3.11), not
		// that tensor.
		var ts []*ir.Value
		for _, u := range t.Dst().Uses() {
			if sv, ok := ascendc.AsLocalTensorSetValueOp(u.Owner()); ok && u.Get() == sv.Tensor() {
				if g, ok := ascendc.AsLocalTensorGetPhyAddrOp(sv.Value().DefiningOp()); ok {
					ts = append(ts, g.Tensor())
				}
			}
		}
		return distinct(ts)
	}
	if d := dstOperand(op); d != nil {
		return []*ir.Value{d}
	}
	return nil
}

// writtenOperands is dstOperands with the other local tensors a library call writes: the
// sum and max tensors SoftMax and SimpleSoftMax return besides dst, and every
// sharedTmpBuffer (the library's scratch, overwritten whatever it held). A later write of
// one of them must wait for the reads before it like a write of dst: ascendc-reuse-ub-
// allocation may have given the scratch the buffer of an output whose MTE3 store is still
// reading it.
func writtenOperands(op *ir.Operation) []*ir.Value {
	ts := dstOperands(op)
	for _, n := range []string{"sumTensor", "maxTensor", "sharedTmpBuffer"} {
		for _, v := range operandGroup(op, n) {
			if isLocalTensor(v) {
				ts = append(ts, v)
			}
		}
	}
	return distinct(ts)
}

// distinct returns vs without repeats, in order.
func distinct(vs []*ir.Value) []*ir.Value {
	var out []*ir.Value
	seen := map[*ir.Value]bool{}
	for _, v := range vs {
		if v != nil && !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	return out
}

// viewOf returns the tensor a view op (subindex, bracket, reinterpret_cast) looks into and
// the view it defines; ok is false for any other op.
func viewOf(op *ir.Operation) (src, view *ir.Value, ok bool) {
	if v, ok := ascendc.AsLocalTensorSubindexOp(op); ok {
		return v.Tensor(), v.Result(), true
	}
	if v, ok := ascendc.AsLocalTensorBracketOp(op); ok {
		return v.Tensor(), v.Result(), true
	}
	if v, ok := ascendc.AsReinterpretCastOp(op); ok {
		return v.In(), v.Out(), true
	}
	return nil, nil, false
}

func isView(op *ir.Operation) bool {
	_, _, ok := viewOf(op)
	return ok
}

// tensorQueue returns the queue an alloc_tensor or deque_tensor takes its tensor from.
func tensorQueue(op *ir.Operation) (*ir.Value, bool) {
	if a, ok := ascendc.AsQueBindAllocTensorOp(op); ok {
		return a.Queue(), true
	}
	if d, ok := ascendc.AsQueBindDequeTensorOp(op); ok {
		return d.Queue(), true
	}
	return nil, false
}

// tensorOperands returns the local tensors an op reads or writes (each once, in order).
func tensorOperands(op *ir.Operation) []*ir.Value {
	var out []*ir.Value
	seen := map[*ir.Value]bool{}
	for _, v := range op.Operands() {
		if isLocalTensor(v) && !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	return out
}

// usesValue reports whether op or any op nested in it uses v.
func usesValue(op *ir.Operation, v *ir.Value) bool {
	found := false
	op.Walk(func(o *ir.Operation) bool {
		if found {
			return false
		}
		for _, x := range o.Operands() {
			if x == v {
				found = true
				return false
			}
		}
		return true
	})
	return found
}

// ancestorIn returns the ancestor of op (op itself included) whose block is blk, or nil.
func ancestorIn(op *ir.Operation, blk *ir.Block) *ir.Operation {
	for o := op; o != nil; o = o.ParentOp() {
		if o.Block() == blk {
			return o
		}
	}
	return nil
}

// inSiblingBlock reports whether op lies (directly or nested) in another block of the
// region holding blk: a block reached through unstructured control flow, whose order
// with blk's ops the block-local analyses do not know.
func inSiblingBlock(op *ir.Operation, blk *ir.Block) bool {
	for o := op; o != nil; o = o.ParentOp() {
		if b := o.Block(); b != nil && b != blk && b.Parent() == blk.Parent() {
			return true
		}
	}
	return false
}

// isLoop reports whether an op is one of the scf loops.
func isLoop(op *ir.Operation) bool {
	switch op.Name() {
	case scf.OpFor, scf.OpWhile, scf.OpParallel:
		return true
	}
	return false
}

// moveToStart moves op to the start of blk (nothing when it is already there).
func moveToStart(op *ir.Operation, blk *ir.Block) {
	if blk.First() != op {
		op.MoveBefore(blk.First())
	}
}
