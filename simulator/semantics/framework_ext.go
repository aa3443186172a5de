package semantics

import (
	"fmt"
	"strings"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// The framework's leftovers: LocalTensor::Print and DumpAccChkPoint (debug output through
// the core's print buffer, as printf and DumpTensor), the user tag of a queue buffer,
// TBufPool (buffer pools carved out of TPipe's memory, queues and TBufs carved out of a
// pool, Reset) and the in-place and user-position forms of AllocTensor/EnQue/DeQue.
// docs/sim/framework.md states the rules.

// extState is the per-core state of this family: the user tag of each queue buffer.
type extState struct {
	tags map[tagKey]int64
}

type tagKey struct {
	q *queue
	i int
}

var extKey = &sim.ExtKey{Name: "ascendc-framework-ext", New: func(c *sim.Core) any {
	return &extState{tags: map[tagKey]int64{}}
}}

func extSt(c *sim.Core) *extState { return c.Ext(extKey).(*extState) }

// registerFrameworkExt adds the family.
func registerFrameworkExt(r *sim.Registry) {
	r.AddExt(extKey)
	reg(r, ascendc.OpLocalTensorPrint, apiCost, compileTensorPrint)
	reg(r, ascendc.OpDumpAccChkPoint, apiCost, compileDumpAccChkPoint)
	reg(r, ascendc.OpLocalTensorSetUserTag, scalarOp, compileSetUserTag)
	reg(r, ascendc.OpLocalTensorGetUserTag, scalarOp, compileGetUserTag)
	registerBufPools(r)
	reg(r, ascendc.OpQueBindAllocTensorInPlace, apiCost, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		// AllocTensor(LocalTensor&): AllocTensor writing its tensor into the operand.
		return compileAlloc(cc, op, &sim.Instr{In: in.In[:1], Out: in.In[1:2]})
	})
	reg(r, ascendc.OpQueBindDequeTensorInPlace, apiCost, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		return compileDeque(cc, op, &sim.Instr{In: in.In[:1], Out: in.In[1:2]})
	})
	reg(r, ascendc.OpQueBindEnqueTensorPos, apiCost, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		v, _ := ascendc.AsQueBindEnqueTensorPosOp(op)
		if err := checkUserPos(op, v.Queue(), v.SrcUserPos(), v.DstUserPos()); err != nil {
			return nil, err
		}
		return compileEnque(cc, op, in)
	})
	reg(r, ascendc.OpQueBindDequeTensorPos, apiCost, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		v, _ := ascendc.AsQueBindDequeTensorPosOp(op)
		if err := checkUserPos(op, v.Queue(), v.SrcUserPos(), v.DstUserPos()); err != nil {
			return nil, err
		}
		return compileDeque(cc, op, in)
	})
}

// queueTypePositions are the (source, destination) positions of a queue type: TQue<pos> is
// TQueBind<pos, pos>.
func queueTypePositions(t ir.Type) (src, dst ascendc.TPosition, ok bool) {
	switch t := t.(type) {
	case *ascendc.QueueType:
		return t.TPositionAttr, t.TPositionAttr, true
	case *ascendc.QueBindType:
		return t.SrcPositionAttr, t.DstPositionAttr, true
	}
	return 0, 0, false
}

// checkUserPos accepts EnQue<src, dst>/DeQue<src, dst> when the user positions are the
// queue's own: the call is then EnQue()/DeQue(). Other positions select other hardware
// events, which the specs do not give; they are refused.
func checkUserPos(op *ir.Operation, q *ir.Value, src, dst ascendc.TPosition) error {
	qs, qd, ok := queueTypePositions(q.Type())
	if !ok {
		return ir.OpError(op, "is not simulated for a queue of type %s", ir.TypeString(q.Type()))
	}
	if src != qs || dst != qd {
		return ir.OpError(op, "is not simulated for user positions (%s, %s) on a queue bound (%s, %s): the events other positions select are not given by the specs",
			src, dst, qs, qd)
	}
	return nil
}

// formatElems writes n elements of d from buf as "[a, b, ...]\n".
func formatElems(b *strings.Builder, buf []byte, n int, d sim.DType) {
	b.WriteByte('[')
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteString(", ")
		}
		if d.IsFloat() {
			fmt.Fprintf(b, "%g", sim.Load(buf, i, d))
		} else {
			fmt.Fprintf(b, "%d", sim.LoadI(buf, i, d))
		}
	}
	b.WriteString("]\n")
}

// tensorBytes returns the bytes of elements [off, off+n) of tensor t, or fails when the
// range leaves the tensor.
func tensorBytes(c *sim.Core, in *sim.Instr, t sim.Tensor, off, n int64, d sim.DType, what string) ([]byte, bool) {
	es := int64(d.Size())
	if off < 0 || n < 0 || (off+n)*es > t.Size {
		c.Fatal(in, "%s of elements [%d, %d) exceeds the %d-byte tensor", what, off, off+n, t.Size)
		return nil, false
	}
	lo, hi := t.Addr+off*es, t.Addr+(off+n)*es
	if t.Space == arch.GM {
		if b := c.Chip.GM.Bytes(t.Region, lo, hi-lo); b != nil || hi == lo {
			return b, true
		}
		c.Fatal(in, "%s of elements [%d, %d) leaves the tensor's GM buffer", what, off, off+n)
		return nil, false
	}
	return c.Local.Buf[t.Space][lo:hi], true
}

// compileTensorPrint is LocalTensor::Print([len]): the first len elements (all of the
// tensor's elements without len).
func compileTensorPrint(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	v, _ := ascendc.AsLocalTensorPrintOp(op)
	tr, lr := cc.Slot(v.Tensor()), int32(-1)
	if v.Len() != nil {
		lr = cc.Slot(v.Len())
	}
	d := elemOf(cc, v.Tensor())
	if d == sim.Invalid {
		return nil, ir.OpError(op, "is not simulated for %s", ir.TypeString(v.Tensor().Type()))
	}
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		t := c.Regs[tr].T
		n := t.Size / int64(d.Size())
		if lr >= 0 {
			n = c.Regs[lr].I
		}
		buf, ok := tensorBytes(c, in, t, 0, n, d, "Print")
		if !ok {
			return sim.Fail
		}
		var b strings.Builder
		fmt.Fprintf(&b, "Print: addr=%d, len=%d, data_type=%s, position=%s\n", t.Addr, n, d, t.Space)
		formatElems(&b, buf, int(n), d)
		printLines(c, b.String())
		return sim.Next
	}, nil
}

// compileDumpAccChkPoint is DumpAccChkPoint(tensor, index, countOff, dumpSize): dumpSize
// elements from element countOff, tagged with index.
func compileDumpAccChkPoint(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	v, _ := ascendc.AsDumpAccChkPointOp(op)
	d := elemOf(cc, v.Tensor())
	if d == sim.Invalid {
		return nil, ir.OpError(op, "is not simulated for %s", ir.TypeString(v.Tensor().Type()))
	}
	for _, s := range []*ir.Value{v.Index(), v.CountOff(), v.DumpSize()} {
		if sd := elemOf(cc, s); sd == sim.Invalid || sd.IsFloat() {
			return nil, ir.OpError(op, "is not simulated for an operand of type %s", ir.TypeString(s.Type()))
		}
	}
	tr, ir_, or, nr := cc.Slot(v.Tensor()), cc.Slot(v.Index()), cc.Slot(v.CountOff()), cc.Slot(v.DumpSize())
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		t := c.Regs[tr].T
		off, n := c.Regs[or].I, c.Regs[nr].I
		buf, ok := tensorBytes(c, in, t, off, n, d, "DumpAccChkPoint")
		if !ok {
			return sim.Fail
		}
		var b strings.Builder
		fmt.Fprintf(&b, "DumpAccChkPoint: index=%d, countOff=%d, addr=%d, data_type=%s, position=%s\n",
			c.Regs[ir_].I, off, t.Addr+off*int64(d.Size()), d, t.Space)
		formatElems(&b, buf, int(n), d)
		printLines(c, b.String())
		return sim.Next
	}, nil
}

// tensorBuf finds the queue buffer (the TBufType its bufferHandle points to) holding t.
func tensorBuf(c *sim.Core, in *sim.Instr, t sim.Tensor) (tagKey, bool) {
	qs := st(c).queues
	for k := len(qs) - 1; k >= 0; k-- {
		q := qs[k]
		if q.space != t.Space {
			continue
		}
		for i, b := range q.bufs {
			if t.Addr >= b.addr && t.Addr < b.addr+b.size {
				return tagKey{q, i}, true
			}
		}
	}
	c.Fatal(in, "the tensor at %s[%d] has no queue or TBuf buffer, so it has no buffer handle to hold a user tag", t.Space, t.Addr)
	return tagKey{}, false
}

// compileSetUserTag is SetUserTag: the tag is written to the tensor's buffer (TBufType),
// so every tensor of that buffer sees it.
func compileSetUserTag(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	v, _ := ascendc.AsLocalTensorSetUserTagOp(op)
	tr, gr := cc.Slot(v.Tensor()), cc.Slot(v.Tag())
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		k, ok := tensorBuf(c, in, c.Regs[tr].T)
		if !ok {
			return sim.Fail
		}
		extSt(c).tags[k] = sim.Norm(c.Regs[gr].I, sim.I32) // TTagType is int32_t
		return sim.Next
	}, nil
}

func compileGetUserTag(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	v, _ := ascendc.AsLocalTensorGetUserTagOp(op)
	d := elemOf(cc, v.Result())
	if d == sim.Invalid || d.IsFloat() {
		return nil, ir.OpError(op, "is not simulated for a result of type %s", ir.TypeString(v.Result().Type()))
	}
	tr, r := cc.Slot(v.Tensor()), cc.Slot(v.Result())
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		k, ok := tensorBuf(c, in, c.Regs[tr].T)
		if !ok {
			return sim.Fail
		}
		tag, set := extSt(c).tags[k]
		if !set {
			return c.Fatal(in, "GetUserTag of a buffer no SetUserTag wrote: the initial tag is not given by the specs")
		}
		c.Regs[r] = sim.Value{I: sim.Norm(tag, d)}
		return sim.Next
	}, nil
}
