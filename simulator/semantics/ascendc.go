package semantics

import (
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/pipe"
	"github.com/ascend-toolchain/asc/simulator/sanitize"
)

// Framework objects of Ascend C (TPipe, TQue, TBuf, tensors) and their per-core state.

func init() {
	sim.RegisterElemType(func(t ir.Type) ir.Type {
		switch t := t.(type) {
		case *ascendc.LocalTensorType:
			return t.ElementType
		case *ascendc.GlobalTensorType:
			return t.ElementType
		case *ascendc.BaseLocalTensorType:
			return t.ElementType
		case *ascendc.BaseGlobalTensorType:
			return t.ElementType
		}
		return nil
	})
}

// posSpace maps a TPosition to its buffer on A2/A3 (hardware.md §5).
func posSpace(p int64) (arch.Buffer, bool) {
	switch ascendc.TPosition(p) {
	case ascendc.TPosition_GM, ascendc.TPosition_CO2:
		return arch.GM, true
	case ascendc.TPosition_A1, ascendc.TPosition_B1, ascendc.TPosition_C1:
		return arch.L1, true
	case ascendc.TPosition_A2:
		return arch.L0A, true
	case ascendc.TPosition_B2:
		return arch.L0B, true
	case ascendc.TPosition_C2:
		return arch.BT, true
	case ascendc.TPosition_CO1:
		return arch.L0C, true
	case ascendc.TPosition_VECIN, ascendc.TPosition_VECOUT, ascendc.TPosition_VECCALC:
		return arch.UB, true
	}
	return 0, false
}

// posPipes gives the pipe that fills a buffer of the position and the one that drains it:
// the two ends of the queue's EnQue/DeQue (RAW) and FreeTensor/AllocTensor (WAR) events.
func posPipes(p int64) (prod, cons arch.Pipe) {
	switch ascendc.TPosition(p) {
	case ascendc.TPosition_VECIN:
		return arch.MTE2, arch.V
	case ascendc.TPosition_VECOUT:
		return arch.V, arch.MTE3
	case ascendc.TPosition_A1, ascendc.TPosition_B1, ascendc.TPosition_C1:
		return arch.MTE2, arch.MTE1
	case ascendc.TPosition_A2, ascendc.TPosition_B2, ascendc.TPosition_C2:
		return arch.MTE1, arch.M
	case ascendc.TPosition_CO1:
		return arch.M, arch.FIX
	}
	return arch.V, arch.V
}

type flagState struct {
	set  bool
	time int64
	vc   sanitize.Clock
	op   int32
}

type bufID struct {
	released bool
	time     int64
	vc       sanitize.Clock
	held     bool
	op       int32
}

// acState is the per-core state of the ascendc framework.
type acState struct {
	cursor  [arch.NumBuffers]int64 // TPipe allocation pointer per buffer
	flags   [35][8]flagState
	allocID [35]uint8 // event ids taken by alloc_event_id
	queues  []*queue
	bufIDs  [arch.NumPipes][32]bufID
}

var acKey = sim.NewExtKey(func(c *sim.Core) any { return &acState{} })

func st(c *sim.Core) *acState { return c.Ext[acKey].(*acState) }

const (
	bufFree = iota
	bufAlloc
	bufQueued
	bufDequed
)

type qbuf struct {
	addr, size int64
	state      int
	freeTime   int64
	freeVC     sanitize.Clock
	freed      bool
	readyTime  int64
	readyVC    sanitize.Clock
	allocOp    *ir.Operation
}

type queue struct {
	pos        int64
	space      arch.Buffer
	prod, cons arch.Pipe
	depth      int64
	bufs       []qbuf
	fifo       []int
	next       int
	decl       *ir.Operation
	isBuf      bool // a TBuf: one buffer, no queue semantics
}

// tensor is the value of a local tensor at [addr, addr+size) in the queue's buffer space.
func (q *queue) tensor(addr, size int64) sim.Value {
	return sim.Value{T: sim.Tensor{Space: q.space, Pos: int8(q.pos), Region: -1, Addr: addr, Size: size}}
}

// operand returns the register of a named operand (-1 if absent).
func operand(cc *sim.Compiler, op *ir.Operation, name string) int32 {
	vs := opdef.OperandGroup(op, name)
	if len(vs) == 0 {
		return -1
	}
	return cc.Slot(vs[0])
}

func operandValue(op *ir.Operation, name string) *ir.Value {
	vs := opdef.OperandGroup(op, name)
	if len(vs) == 0 {
		return nil
	}
	return vs[0]
}

func intAttr(op *ir.Operation, name string) (int64, bool) {
	if a, ok := op.Attr(name).(*ir.IntegerAttr); ok {
		return a.Value, true
	}
	return 0, false
}

func reg(name string, cost func(*pipe.Cost) int64, f func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error)) {
	sim.Register("ascendc."+name, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) error {
		e, err := f(cc, op, in)
		if err != nil {
			return err
		}
		in.Exec = e
		if cost != nil {
			in.Cost = cost(cc.P.Chip.Cost)
		}
		return nil
	})
}

func apiCost(c *pipe.Cost) int64             { return c.APICall }
func scalarOp(c *pipe.Cost) int64            { return c.ScalarOp }
func flagCost(c *pipe.Cost) int64            { return c.FlagOp }
func noCost(c *pipe.Cost) int64              { return 0 }
func elemSize(v *ir.Value) int64             { return int64(sim.DTypeOf(v.Type()).Size()) }
func elemOf(v *ir.Value) sim.DType           { return sim.DTypeOf(v.Type()) }
func nop(c *sim.Core, in *sim.Instr) sim.Ctl { return sim.Next }

func init() {
	reg("pipe", apiCost, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) { return nop, nil })
	for _, n := range []string{"pipe.init", "pipe.reset", "pipe.destroy", "que_bind.destroy",
		"global_tensor.set_l2_cache_hint", "data_sync_barrier", "set_hf32_mode", "set_hf32_trans_mode"} {
		reg(n, scalarOp, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) { return nop, nil })
	}
	declQueue := func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		var pos, depth int64
		isBuf := false
		switch t := op.Result(0).Type().(type) {
		case *ascendc.QueueType:
			pos, depth = int64(t.TPositionAttr), t.Depth
		case *ascendc.QueBindType:
			pos, depth = int64(t.DstPositionAttr), t.Depth
			if t.SrcPositionAttr != ascendc.TPosition_GM && t.DstPositionAttr == ascendc.TPosition_GM {
				pos = int64(t.SrcPositionAttr)
			}
		case *ascendc.TbufType:
			pos, isBuf = int64(t.TPositionAttr), true
		default:
			return nil, fmt.Errorf("unsupported queue type")
		}
		space, ok := posSpace(pos)
		if !ok {
			return nil, fmt.Errorf("unsupported TPosition %d", pos)
		}
		prod, cons := posPipes(pos)
		r := in.Out[0]
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			q := &queue{pos: pos, space: space, prod: prod, cons: cons, depth: depth, decl: in.Op, isBuf: isBuf}
			st(c).queues = append(st(c).queues, q)
			c.Regs[r].O = q
			return sim.Next
		}, nil
	}
	reg("queue", scalarOp, declQueue)
	reg("que_bind", scalarOp, declQueue)
	reg("tbuf", scalarOp, declQueue)
	reg("to_que_bind", noCost, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		a, r := in.In[0], in.Out[0]
		return func(c *sim.Core, in *sim.Instr) sim.Ctl { c.Regs[r] = c.Regs[a]; return sim.Next }, nil
	})
	initBufs := func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		qr := operand(cc, op, "queue")
		if qr < 0 {
			qr = operand(cc, op, "buffer")
		}
		num, length := operand(cc, op, "num"), operand(cc, op, "length")
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			q, ok := c.Regs[qr].O.(*queue)
			if !ok {
				return c.Fatal(in, "queue used before its declaration ran")
			}
			n := int64(1)
			if num >= 0 {
				n = c.Regs[num].I
			}
			l := c.Regs[length].I
			if n < 1 || n > 8 {
				return c.Fatal(in, "a queue holds 1 to 8 buffers (hardware.md §4), got %d", n)
			}
			if l <= 0 {
				return c.Fatal(in, "buffer length must be positive, got %d", l)
			}
			soc := c.SoC()
			align := soc.Align[q.space]
			if align < 32 {
				align = 32
			}
			l = (l + align - 1) / align * align // lengths round up to 32 B (§4) or the buffer's alignment
			s := st(c)
			if q.space == arch.GM {
				return c.Fatal(in, "queues at the GM position are not simulated")
			}
			limit := soc.Capacity[q.space] - soc.Reserved[q.space]
			if s.cursor[q.space]+n*l > limit {
				return c.Fatal(in, "allocation capacity exceeded: %s needs %d bytes at offset %d but %d are usable on %s",
					q.space, n*l, s.cursor[q.space], limit, soc.Name)
			}
			q.bufs = q.bufs[:0]
			for i := int64(0); i < n; i++ {
				q.bufs = append(q.bufs, qbuf{addr: s.cursor[q.space], size: l})
				s.cursor[q.space] += l
			}
			return sim.Next
		}, nil
	}
	reg("pipe.init_queue", apiCost, initBufs)
	reg("pipe.init_buffer", apiCost, initBufs)
	reg("que_bind.alloc_tensor", apiCost, compileAlloc)
	reg("que_bind.enque_tensor", apiCost, compileEnque)
	reg("que_bind.deque_tensor", apiCost, compileDeque)
	reg("que_bind.free_tensor", apiCost, compileFree)
	reg("tbuf.get_tensor", apiCost, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		qr, r := in.In[0], in.Out[0]
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			q, ok := c.Regs[qr].O.(*queue)
			if !ok || len(q.bufs) == 0 {
				return c.Fatal(in, "TBuf used before init_buffer")
			}
			b := q.bufs[0]
			c.Regs[r] = q.tensor(b.addr, b.size)
			return sim.Next
		}, nil
	})
	reg("tbuf.get_with_offset", apiCost, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		qr, size, off, r := in.In[0], in.In[1], in.In[2], in.Out[0]
		es := elemSize(op.Result(0))
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			q, ok := c.Regs[qr].O.(*queue)
			if !ok || len(q.bufs) == 0 {
				return c.Fatal(in, "TBuf used before init_buffer")
			}
			b := q.bufs[0]
			o, n := c.Regs[off].I, c.Regs[size].I*es
			if o < 0 || o+n > b.size {
				return c.Fatal(in, "out-of-bounds view [%d, %d) of a %d-byte TBuf", o, o+n, b.size)
			}
			c.Regs[r] = q.tensor(b.addr+o, n)
			return sim.Next
		}, nil
	})
	fixed := func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		pos, _ := intAttr(op, "pos")
		space, ok := posSpace(pos)
		if !ok || space == arch.GM {
			return nil, fmt.Errorf("unsupported TPosition %d for a local tensor", pos)
		}
		es := elemSize(op.Result(0))
		addrA, okA := intAttr(op, "addr")
		sizeA, _ := intAttr(op, "tileSize")
		addrR, sizeR := operand(cc, op, "addr"), operand(cc, op, "tileSize")
		r := in.Out[0]
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			a, n := addrA, sizeA
			if !okA {
				a, n = c.Regs[addrR].I, c.Regs[sizeR].I
			}
			align := c.SoC().Align[space]
			if a%align != 0 {
				c.Report(in, nil, "", "local tensor address %d in %s is not %d-byte aligned", a, space, align)
			}
			if a < 0 || a+n*es > c.SoC().Capacity[space] {
				return c.Fatal(in, "allocation capacity exceeded: [%d, %d) does not fit %s (%d bytes on %s)",
					a, a+n*es, space, c.SoC().Capacity[space], c.SoC().Name)
			}
			c.Regs[r] = sim.Value{T: sim.Tensor{Space: space, Pos: int8(pos), Region: -1, Addr: a, Size: n * es}}
			return sim.Next
		}, nil
	}
	reg("local_tensor_v3", scalarOp, fixed)
	reg("local_tensor_v2", scalarOp, fixed)
	reg("global_tensor", scalarOp, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		r := in.Out[0]
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			c.Regs[r] = sim.Value{T: sim.Tensor{Space: arch.GM, Region: -1}}
			return sim.Next
		}, nil
	})
	reg("local_tensor", scalarOp, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		r := in.Out[0]
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			c.Regs[r] = sim.Value{T: sim.Tensor{Space: arch.UB, Region: -1}}
			return sim.Next
		}, nil
	})
	reg("global_tensor.set_global_buffer", apiCost, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		t, b, size := in.In[0], in.In[1], operand(cc, op, "size")
		es := elemSize(op.Operand(0))
		if es == 0 {
			es = elemSize(op.Operand(1))
		}
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			v := c.Regs[b].T
			if v.Space != arch.GM || v.Region < 0 {
				return c.Fatal(in, "set_global_buffer needs a GM buffer argument")
			}
			if size >= 0 {
				n := c.Regs[size].I * es
				if n < 0 || n > v.Size {
					return c.Fatal(in, "global buffer of %d elements exceeds the %d-byte argument", c.Regs[size].I, v.Size)
				}
				v.Size = n
			}
			c.Regs[t].T = v
			return sim.Next
		}, nil
	})
	sub := func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		t, i, r := in.In[0], in.In[1], in.Out[0]
		es := elemSize(op.Operand(0))
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			v := c.Regs[t].T
			off := c.Regs[i].I * es
			if off < 0 || off > v.Size {
				return c.Fatal(in, "sub-tensor offset %d bytes is outside the %d-byte tensor", off, v.Size)
			}
			v.Addr += off
			v.Size -= off
			c.Regs[r] = sim.Value{T: v}
			return sim.Next
		}, nil
	}
	for _, n := range []string{"local_tensor.subindex", "local_tensor.bracket", "global_tensor.subindex", "global_tensor.bracket"} {
		reg(n, scalarOp, sub)
	}
	reg("reinterpret_cast", noCost, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		a, r := in.In[0], in.Out[0]
		return func(c *sim.Core, in *sim.Instr) sim.Ctl { c.Regs[r] = c.Regs[a]; return sim.Next }, nil
	})
	lengthOf := func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		a, r := in.In[0], in.Out[0]
		es := elemSize(op.Operand(0))
		d := elemOf(op.Result(0))
		bytes := op.Name() == "ascendc.local_tensor.get_length"
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			n := c.Regs[a].T.Size
			if !bytes {
				n /= es
			}
			c.Regs[r].I = sim.Norm(n, d)
			return sim.Next
		}, nil
	}
	reg("local_tensor.get_size", scalarOp, lengthOf)
	reg("local_tensor.get_length", scalarOp, lengthOf)
	reg("global_tensor.get_size", scalarOp, lengthOf)
	reg("get_block_idx", scalarOp, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		r, d := in.Out[0], elemOf(op.Result(0))
		return func(c *sim.Core, in *sim.Instr) sim.Ctl { c.Regs[r].I = sim.Norm(int64(c.Idx), d); return sim.Next }, nil
	})
	reg("get_block_num", scalarOp, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		r, d := in.Out[0], elemOf(op.Result(0))
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			c.Regs[r].I = sim.Norm(int64(c.Chip.Cfg.BlockDim), d)
			return sim.Next
		}, nil
	})
	reg("construct", scalarOp, compileConstruct)
	reg("local_tensor.get_value", nil, compileGetValue)
	reg("global_tensor.get_value", nil, compileGetValue)
	reg("local_tensor.set_value", nil, compileSetValue)
	reg("global_tensor.set_value", nil, compileSetValue)
	sim.OnFinish(finishChecks)
}

// Params is the value of ascendc.construct: the fields of an Ascend C parameter structure
// in declaration order (see fieldDefaults for the structures the simulator reads).
type Params struct{ F []int64 }

// fieldDefaults are the defaults of the structures' trailing fields, in Ascend C member
// order. MmadParams: m, n, k, isBias, fmOffset, enSsparse, enWinogradA, enWinogradB,
// unitFlag, kDirectionAlign, cmatrixSource, cmatrixInitVal (true: no accumulation).
var fieldDefaults = map[string][]int64{
	"binary_repeat_params": {1, 1, 1, 8, 8, 8},
	"unary_repeat_params":  {1, 1, 8, 8},
	"data_copy_params":     {1, 0, 0, 0},
	"data_copy_ext_params": {1, 0, 0, 0, 0},
	"mmad_params":          {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1},
	"load_data_2d_params":  {0, 0, 0, 0, 0, 0, 0},
	"nd2nz_params":         {1, 0, 0, 0, 0, 0, 1, 0},
	"fixpipe_params_v220":  {0, 0, 0, 0, 0},
	"fixpipe_config":       {0},
	"brcb_repeat_params":   {1, 8},
	"data_copy_pad_params": {0, 0, 0, 0},
	"gather_mask_params":   {1, 1, 8, 8},
	"copy_repeat_params":   {1, 1, 8, 8},
}

func compileConstruct(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	name := typeMnemonic(op.Result(0).Type())
	defs := fieldDefaults[name]
	ins, r := in.In, in.Out[0]
	n := len(ins)
	if len(defs) > n {
		n = len(defs)
	}
	floats := make([]bool, len(ins))
	for i, v := range op.Operands() {
		floats[i] = elemOf(v).IsFloat()
	}
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		p := &Params{F: make([]int64, n)}
		copy(p.F, defs)
		for i, a := range ins {
			if floats[i] {
				p.F[i] = int64(c.Regs[a].F)
			} else {
				p.F[i] = c.Regs[a].I
			}
		}
		c.Regs[r].O = p
		return sim.Next
	}, nil
}

func typeMnemonic(t ir.Type) string {
	if d, ok := t.(interface{ Def() *opdef.TypeDefInfo }); ok {
		return d.Def().Mnemonic
	}
	return ""
}

func params(c *sim.Core, in *sim.Instr, r int32) (*Params, bool) {
	p, ok := c.Regs[r].O.(*Params)
	if !ok {
		c.Fatal(in, "parameter structure was not built by ascendc.construct")
	}
	return p, ok
}

func opdefGroup(op *ir.Operation, name string) []*ir.Value { return opdef.OperandGroup(op, name) }
