package ascendc

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
)

// Passes turning local_tensor_auto placeholders into real allocations.

var (
	i32 = ir.IntType(32, ir.Signless)
	i64 = ir.IntType(64, ir.Signless)
)

// aliases returns v and every value derived from it by views (subindex, bracket,
// reinterpret_cast, and a tensor pointed into it by SetAddrWithOffset), transitively, and
// the values through which an op reaches its memory without naming it: the sort list of
// MrgSort/MrgSort4 built from it, and its UB address (get_phy_addr), which
// TransDataTo5HD's address-list form takes.
func aliases(v *ir.Value) []*ir.Value {
	out := []*ir.Value{v}
	seen := map[*ir.Value]bool{v: true}
	for i := 0; i < len(out); i++ {
		for _, u := range out[i].Uses() {
			src, view, ok := viewOf(u.Owner())
			if !ok {
				src, view, ok = addrView(u.Owner())
			}
			if !ok {
				view, ok = handleOf(u)
				src = out[i]
			}
			if ok && src == out[i] && !seen[view] {
				seen[view] = true
				out = append(out, view)
			}
		}
	}
	return out
}

// handleOf returns the value an op derives from its operand u (a tensor, or a handle of
// one) to hand the tensor's memory to a later op: an ascendc.construct of a sort list
// (MrgSort/MrgSort4 read its tensors), a tensor's UB address (local_tensor.get_phy_addr,
// the form TransDataTo5HD's address list takes), and the UB tensor such an address is
// stored into (local_tensor.set_value: TransDataTo5HD's address-tensor form reads the
// tensors whose addresses it holds). None of these ops touches the memory itself; the op
// that takes the handle does.
func handleOf(u *ir.OpOperand) (*ir.Value, bool) {
	op := u.Owner()
	if c, ok := ascendc.AsConstructOp(op); ok {
		if _, list := c.Result().Type().(*ascendc.MrgSortSrcListType); list {
			return c.Result(), true
		}
	}
	if a, ok := ascendc.AsLocalTensorGetPhyAddrOp(op); ok && u.Get() == a.Tensor() {
		return a.Result(), true
	}
	if sv, ok := ascendc.AsLocalTensorSetValueOp(op); ok && u.Get() == sv.Value() && isPhyAddr(sv.Value()) {
		return sv.Tensor(), true
	}
	return nil, false
}

// isPhyAddr reports whether v is a tensor's UB address (the result of get_phy_addr).
func isPhyAddr(v *ir.Value) bool {
	_, ok := ascendc.AsLocalTensorGetPhyAddrOp(v.DefiningOp())
	return ok
}

// addrView returns the tensor a SetAddrWithOffset points into and the tensor it points
// there: from then on the second names part of the first's memory, as a view would.
func addrView(op *ir.Operation) (src, view *ir.Value, ok bool) {
	if s, ok := ascendc.AsLocalTensorSetAddrWithOffsetOp(op); ok {
		return s.Src(), s.Tensor(), true
	}
	return nil, nil, false
}

// addrSource returns the tensor that t was pointed into by a SetAddrWithOffset on it, nil
// when none was. Several such ops on one tensor (re-pointed) name no single source.
func addrSource(t *ir.Value) *ir.Value {
	var src *ir.Value
	for _, u := range t.Uses() {
		if s, view, ok := addrView(u.Owner()); ok && view == t && s != t {
			if src != nil && src != s {
				return nil
			}
			src = s
		}
	}
	return src
}

// isDataCopy reports ops moving data between two tensors (dst first, src second).
func isDataCopy(o *ir.Operation) bool {
	return is(ascendc.AsDataCopyOpInterface, o) && o.NumOperands() >= 2
}

// gmTraffic classifies how a tensor exchanges data with global memory: loads fill it
// from GM, stores copy it to GM.
func gmTraffic(v *ir.Value) (loads, stores []*ir.Operation) {
	for _, a := range aliases(v) {
		for _, u := range a.Uses() {
			o := u.Owner()
			if !isDataCopy(o) {
				continue
			}
			switch {
			case u.Index() == 0 && isGlobalTensor(o.Operand(1)):
				loads = append(loads, o)
			case u.Index() == 1 && isGlobalTensor(o.Operand(0)):
				stores = append(stores, o)
			}
		}
	}
	return
}

// inputOutputTensor marks placeholders filled from GM `input` and those stored to GM
// `output`. A tensor both loaded and stored gets a separate output tensor and a copy
// before each store.
func inputOutputTensor(fn *ir.Operation, ctx *ir.Context) error {
	for _, a := range autoTensors(fn) {
		loads, stores := gmTraffic(a.Result())
		if len(loads) > 0 {
			a.Op().SetAttr("input", ir.Unit)
		}
		if len(stores) == 0 {
			continue
		}
		if len(loads) == 0 {
			a.Op().SetAttr("output", ir.Unit)
			continue
		}
		if !splitOutput(a, stores, ctx) {
			a.Op().SetAttr("output", ir.Unit)
		}
	}
	return nil
}

// splitOutput gives an input tensor that is also stored to GM an output twin: the twin
// is allocated next to it and filled by a UB copy right before each store.
func splitOutput(a ascendc.LocalTensorAutoOp, stores []*ir.Operation, ctx *ir.Context) bool {
	t := a.Result()
	var copies []ascendc.DataCopyL2Op
	for _, s := range stores {
		dc, ok := ascendc.AsDataCopyL2Op(s)
		if !ok || dc.Src() != t {
			return false
		}
		copies = append(copies, dc)
	}
	b := ir.NewBuilder(ctx)
	b.SetInsertionPointAfter(a.Op())
	out := a.Op().Clone(nil)
	out.RemoveAttr("input")
	out.SetAttr("output", ir.Unit)
	if a.Position() == ascendc.TPosition_VECIN {
		out.SetAttr("position", ascendc.TPosition_VECOUT.Attr())
	}
	b.Insert(out)
	twin := out.Result(0)
	for _, dc := range copies {
		s := dc.Op()
		b.SetInsertionPointBefore(s)
		create(b, s.Loc(), ascendc.OpDataCopyL2, []*ir.Value{twin, t, dc.CalCount()}, nil)
		// The store now reads the twin; its destination is in GM, so t is only its source.
		t.ReplaceUsesIf(twin, func(u *ir.OpOperand) bool { return u.Owner() == s })
	}
	return true
}

// checkAutoShape refuses placeholders whose size cannot be told: a dynamic shape without
// its dimensions (it would get no memory), or dimensions that do not match the type (a
// different count than its rank, or a constant other than a static dimension), since
// the size would then depend on which of the two is believed.
func checkAutoShape(a ascendc.LocalTensorAutoOp) error {
	lt, _ := localTensorType(a.Result().Type())
	dims := a.DynamicShape()
	if len(dims) == 0 {
		if staticBytes(lt) >= 0 {
			return nil
		}
		if isStatic(lt) {
			return ir.OpError(a.Op(), "cannot size a tensor of type %s: its byte size does not fit a 64-bit integer", ir.TypeString(lt))
		}
		return ir.OpError(a.Op(), "cannot size a tensor of dynamic shape %s without its dimensions", ir.TypeString(lt))
	}
	if !lt.Shape.Ranked() {
		return nil
	}
	if len(dims) != len(lt.Shape.Dims) {
		return ir.OpError(a.Op(), "%d dimensions given for a tensor of rank %d", len(dims), len(lt.Shape.Dims))
	}
	for i, d := range dims {
		if c, ok := constInt(d); ok && lt.Shape.Dims[i] != ir.Dynamic && c != lt.Shape.Dims[i] {
			return ir.OpError(a.Op(), "dimension %d is given as %d but is %d in the type %s", i, c, lt.Shape.Dims[i], ir.TypeString(lt))
		}
	}
	return nil
}

// tensorSize computes the byte size of a placeholder as an i64 value: a constant for
// static sizes, else the product of the run-time dimensions times the constant factor.
func tensorSize(b *ir.Builder, ec *entryConstants, a ascendc.LocalTensorAutoOp) *ir.Value {
	lt, _ := localTensorType(a.Result().Type())
	dims := a.DynamicShape()
	if len(dims) == 0 {
		n := staticBytes(lt)
		if n < 0 {
			n = 0
		}
		return ec.get(b.Ctx, i64, n)
	}
	factor := elemBytes(lt.ElementType)
	var dyn []*ir.Value
	for _, d := range dims {
		if c, ok := constInt(d); ok {
			factor *= c
		} else {
			dyn = append(dyn, d)
		}
	}
	if len(dyn) == 0 {
		return ec.get(b.Ctx, i64, factor)
	}
	v := dyn[0]
	for _, d := range dyn[1:] {
		v = create(b, a.Op().Loc(), arith.OpMuli, []*ir.Value{v, d}, []ir.Type{i64}).Result(0)
	}
	if factor != 1 {
		v = create(b, a.Op().Loc(), arith.OpMuli, []*ir.Value{v, ec.get(b.Ctx, i64, factor)}, []ir.Type{i64}).Result(0)
	}
	return v
}

// materializeTensor replaces placeholders by queue allocations (input/output tensors) or
// tbuf tensors (temporaries, and every tensor with alwaysBuf).
func materializeTensor(alwaysBuf bool) func(fn *ir.Operation, ctx *ir.Context) error {
	return func(fn *ir.Operation, ctx *ir.Context) error {
		if body(fn) == nil {
			return nil
		}
		ec := newEntryConstants(fn)
		b := ir.NewBuilder(ctx)
		// The first free of each block: later frees go before it, so tensors are freed in
		// the reverse order of their allocation.
		firstFree := map[*ir.Block]*ir.Operation{}
		used := map[arch.Buffer]int64{}
		for _, a := range autoTensors(fn) {
			if err := checkAutoShape(a); err != nil {
				return err
			}
			if err := checkPipeCapacity(fn, a, used); err != nil {
				return err
			}
			pos := a.Position()
			t := a.Result().Type()
			loc := a.Op().Loc()
			if (a.Input() || a.Output()) && !alwaysBuf {
				if u := useInSiblingBlock(a.Result(), a.Op().Block()); u != nil {
					// The free at the end of the block would precede that use.
					return ir.OpError(a.Op(), "cannot place the free_tensor of a queue tensor used in another block").Note(u.Loc(), "used here")
				}
			}
			b.SetInsertionPointBefore(a.Op())
			size := tensorSize(b, ec, a)
			pipe := create(b, loc, ascendc.OpPipe, nil, []ir.Type{&ascendc.PipeType{}}).Result(0)
			isIn, isOut := a.Input(), a.Output()
			var tensor *ir.Value
			if (isIn || isOut) && !alwaysBuf {
				qpos := pos
				if pos == ascendc.TPosition_VECCALC {
					qpos = ascendc.TPosition_VECOUT
					if isIn {
						qpos = ascendc.TPosition_VECIN
					}
				}
				qt := &ascendc.QueueType{TPositionAttr: qpos, Depth: 1}
				q := create(b, loc, ascendc.OpQueue, nil, []ir.Type{qt}).Result(0)
				create(b, loc, ascendc.OpPipeInitQueue, []*ir.Value{pipe, q, ec.get(ctx, i32, 1), size}, nil)
				tensor = create(b, loc, ascendc.OpQueBindAllocTensor, []*ir.Value{q}, []ir.Type{t}).Result(0)
				blk := a.Op().Block()
				if ff := firstFree[blk]; ff != nil {
					b.SetInsertionPointBefore(ff)
				} else if term := blk.Terminator(); term != nil {
					b.SetInsertionPointBefore(term)
				} else {
					b.SetInsertionPointToEnd(blk)
				}
				firstFree[blk] = create(b, loc, ascendc.OpQueBindFreeTensor, []*ir.Value{q, tensor}, nil)
			} else {
				tb := create(b, loc, ascendc.OpTbuf, nil, []ir.Type{&ascendc.TbufType{TPositionAttr: pos}}).Result(0)
				create(b, loc, ascendc.OpPipeInitBuffer, []*ir.Value{pipe, tb, size}, nil)
				tensor = create(b, loc, ascendc.OpTbufGetTensor, []*ir.Value{tb}, []ir.Type{t}).Result(0)
			}
			a.Result().ReplaceAllUsesWith(tensor)
			a.Op().Erase()
		}
		return nil
	}
}

// checkPipeCapacity adds the TPipe buffer that placeholder a becomes to used (bytes per
// physical buffer) and refuses it when the buffers no longer fit in what the module's
// SoC (asc.soc_version) leaves usable: TPipe carves its buffers one after the other,
// each rounded up to 32 bytes (or the buffer's alignment), and never frees them, so a
// kernel whose tiles overflow UB would only fail when InitBuffer runs. Dynamic sizes and
// modules naming no SoC are not checked.
func checkPipeCapacity(fn *ir.Operation, a ascendc.LocalTensorAutoOp, used map[arch.Buffer]int64) error {
	lt, _ := localTensorType(a.Result().Type())
	n := staticBytes(lt)
	_, buf, ok := normalisedPosition(a.Position())
	soc := moduleSoC(fn)
	if n < 0 || len(a.DynamicShape()) > 0 || !ok || soc == nil {
		return nil
	}
	align := max(soc.Align[buf], 32)
	rounded, ok := ir.MulSize(ir.CeilDiv(n, align), align)
	if ok {
		used[buf], ok = ir.AddSize(used[buf], rounded)
	}
	if limit := soc.Usable(buf); !ok || used[buf] > limit {
		if !ok {
			used[buf] = n // the sum does not fit int64: name the tensor's own size
		}
		return ir.OpError(a.Op(), "TPipe buffers need %d bytes of %s, more than the %d bytes usable on %s: the kernel's tensors do not fit", used[buf], buf, limit, soc.Name)
	}
	return nil
}

// moduleSoC is the chip model of the module enclosing fn (its asc.soc_version), or nil.
func moduleSoC(fn *ir.Operation) *arch.SoC {
	for m := fn.ParentOp(); m != nil; m = m.ParentOp() {
		if v, ok := m.Attr("asc.soc_version").(*ir.StringAttr); ok {
			if s, err := arch.LookupSoC(v.Value); err == nil {
				return s
			}
		}
	}
	return nil
}

// useInSiblingBlock returns a user of tensor t (or of a view of it) in another block of
// the region holding blk, or nil.
func useInSiblingBlock(t *ir.Value, blk *ir.Block) *ir.Operation {
	for _, v := range aliases(t) {
		for _, u := range v.Uses() {
			if inSiblingBlock(u.Owner(), blk) {
				return u.Owner()
			}
		}
	}
	return nil
}

// normalisedPosition maps a position to the one standing for its physical buffer in a
// static allocation: L1 positions (A1, B1, C1) to A1, unified-buffer positions (VECIN,
// VECOUT, VECCALC) to VECCALC, and A2, B2, CO1 to themselves. Positions of other buffers
// (bias table, global memory) have no static allocation.
func normalisedPosition(p ascendc.TPosition) (ascendc.TPosition, arch.Buffer, bool) {
	buf, ok := arch.PositionBuffer(p)
	if !ok {
		return 0, 0, false
	}
	switch buf {
	case arch.L1:
		return ascendc.TPosition_A1, buf, true
	case arch.UB:
		return ascendc.TPosition_VECCALC, buf, true
	case arch.L0A, arch.L0B, arch.L0C:
		return p, buf, true
	}
	return 0, 0, false
}

const allocAlign = 256

// maxCapacity is the largest size of a buffer on any chip the toolchain knows: a static
// allocation beyond it fits nowhere.
func maxCapacity(b arch.Buffer) int64 {
	var n int64
	for _, s := range arch.SoCs {
		if c := s.Capacity[b]; c > n {
			n = c
		}
	}
	return n
}

// socCapacity is what a static allocation may use of buffer b on the SoC the module
// enclosing fn targets (its asc.soc_version, which pyasc-pipeline records): the buffer
// less what that SoC reserves by default (hardware.md §1: 8 KB of UB on both chips, which
// Ascend C keeps for itself unless the kernel is built to release it; a tensor placed
// there would share its bytes), as TPipe buffers are limited. It is maxCapacity when the
// module names no SoC: a static allocation that fits only a larger chip's UB would run
// past the end of this one's.
func socCapacity(fn *ir.Operation, b arch.Buffer) (limit int64, on string) {
	if s := moduleSoC(fn); s != nil {
		return s.Usable(b), " usable on " + s.Name
	}
	return maxCapacity(b), ""
}

// physCapacity is the whole of buffer b on the SoC the module enclosing op targets, or
// maxCapacity when it names none.
func physCapacity(op *ir.Operation, b arch.Buffer) int64 {
	if s := moduleSoC(op); s != nil {
		return s.Capacity[b]
	}
	return maxCapacity(b)
}

// allocateTensor replaces placeholders by local_tensor_v3 at consecutive 256-byte aligned
// addresses of their physical buffer.
func allocateTensor(fn *ir.Operation, ctx *ir.Context) error {
	next := map[ascendc.TPosition]int64{}
	b := ir.NewBuilder(ctx)
	for _, a := range autoTensors(fn) {
		lt, _ := localTensorType(a.Result().Type())
		if err := checkAutoShape(a); err != nil {
			return err
		}
		n := staticBytes(lt)
		if n < 0 {
			return ir.OpError(a.Op(), "cannot allocate a tensor of dynamic shape %s", ir.TypeString(lt))
		}
		pos, buf, ok := normalisedPosition(a.Position())
		if !ok {
			return ir.OpError(a.Op(), "cannot statically allocate a tensor at position %s", a.Position())
		}
		addr := next[pos]
		end, fits := ir.AddSize(addr, n)
		if c, on := socCapacity(fn, buf); !fits || end > c {
			if !fits {
				end = n // past int64: name the tensor's own size
			}
			return ir.OpError(a.Op(), "static allocation needs %d bytes of %s, more than its %d bytes%s", end, buf, c, on)
		}
		next[pos] = (addr + n + allocAlign - 1) / allocAlign * allocAlign
		b.SetInsertionPointBefore(a.Op())
		v3 := create(b, a.Op().Loc(), ascendc.OpLocalTensorV3, nil, []ir.Type{lt},
			attr("pos", pos.Attr()), attr("addr", ir.NewIntAttr(i32, addr)),
			attr("tileSize", ir.NewIntAttr(i32, lt.Shape.NumElements())))
		a.Result().ReplaceAllUsesWith(v3.Result(0))
		a.Op().Erase()
	}
	return nil
}
