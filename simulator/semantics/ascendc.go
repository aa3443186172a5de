package semantics

import (
	"fmt"
	"math"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/sanitize"
)

// Framework objects of Ascend C (TPipe, TQue, TBuf, tensors) and their per-core state.

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
	pools   []*bufPool // pools carved from TPipe itself (InitBufPool of the pipe)
	bufIDs  [arch.NumPipes][32]bufID
}

// acKey is the per-core framework state in sim.Core.
var acKey = &sim.ExtKey{Name: "ascendc", New: func(c *sim.Core) any { return &acState{} }}

func st(c *sim.Core) *acState { return c.Ext(acKey).(*acState) }

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

// registerFramework adds TPipe, TQue/TQueBind and TBuf: declarations, buffer set-up and
// the queue protocol (alloc, enque, deque, free), plus the framework calls that have no
// effect on the model.
func registerFramework(r *sim.Registry) {
	r.AddElemType(ascendcElemType)
	r.AddExt(acKey)
	r.OnFinish(finishChecks)
	reg(r, ascendc.OpPipe, apiCost, compileNop)
	reg(r, ascendc.OpPipeReset, apiCost, compilePipeReset)
	reg(r, ascendc.OpPipeDestroy, apiCost, compilePipeReset)
	for _, n := range []string{ascendc.OpPipeInit, ascendc.OpQueBindDestroy,
		ascendc.OpGlobalTensorSetL2CacheHint, ascendc.OpDataSyncBarrier, ascendc.OpSetHf32TransMode} {
		reg(r, n, scalarOp, compileNop)
	}
	reg(r, ascendc.OpQueue, scalarOp, compileDeclQueue)
	reg(r, ascendc.OpQueBind, scalarOp, compileDeclQueue)
	reg(r, ascendc.OpTbuf, scalarOp, compileDeclQueue)
	reg(r, ascendc.OpToQueBind, noCost, compileForward)
	reg(r, ascendc.OpPipeInitQueue, apiCost, compileInitBufs)
	reg(r, ascendc.OpPipeInitBuffer, apiCost, compileInitBufs)
	reg(r, ascendc.OpQueBindAllocTensor, apiCost, compileAlloc)
	reg(r, ascendc.OpQueBindEnqueTensor, apiCost, compileEnque)
	reg(r, ascendc.OpQueBindDequeTensor, apiCost, compileDeque)
	reg(r, ascendc.OpQueBindFreeTensor, apiCost, compileFree)
	reg(r, ascendc.OpTbufGetTensor, apiCost, compileTbufGetTensor)
	reg(r, ascendc.OpTbufGetWithOffset, apiCost, compileTbufGetWithOffset)
}

// compileForward passes its operand through (a value that only changes its static type).
func compileForward(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	a, r := in.In[0], in.Out[0]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl { c.Regs[r] = c.Regs[a]; return sim.Next }, nil
}

// compileDeclQueue declares a TQue, TQueBind or TBuf: its buffer and the pipes at its two
// ends come from its position (arch.PositionBuffer, arch.PositionPipes).
func compileDeclQueue(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	var src, pos ascendc.TPosition
	var depth int64
	isBuf := false
	switch t := op.Result(0).Type().(type) {
	case *ascendc.QueueType:
		src, pos, depth = t.TPositionAttr, t.TPositionAttr, t.Depth
	case *ascendc.QueBindType:
		src, pos, depth = t.SrcPositionAttr, t.DstPositionAttr, t.Depth
		if src != ascendc.TPosition_GM && pos == ascendc.TPosition_GM {
			pos = src
		}
	case *ascendc.TbufType:
		src, pos, isBuf = t.TPositionAttr, t.TPositionAttr, true
	default:
		return nil, fmt.Errorf("unsupported queue type")
	}
	space, prod, cons, err := arch.QueueEnds(src, pos)
	if err != nil {
		return nil, ir.OpError(op, "is not simulated: %v", err)
	}
	r := in.Out[0]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		q := &queue{pos: int64(pos), space: space, prod: prod, cons: cons, depth: depth, decl: in.Op, isBuf: isBuf}
		st(c).queues = append(st(c).queues, q)
		c.Regs[r].O = q
		return sim.Next
	}, nil
}

// compileInitBufs is TPipe::InitBuffer for a queue (num buffers) or a TBuf (one): it
// carves the buffers out of the position's local buffer, after the earlier allocations.
func compileInitBufs(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	var qv, numV, lenV *ir.Value
	if v, ok := ascendc.AsPipeInitQueueOp(op); ok {
		qv, numV, lenV = v.Queue(), v.Num(), v.Length()
	} else if v, ok := ascendc.AsPipeInitBufferOp(op); ok {
		qv, lenV = v.Buffer(), v.Length()
	} else {
		return nil, fmt.Errorf("not a buffer initialisation")
	}
	qr, num, length := cc.Slot(qv), int32(-1), cc.Slot(lenV)
	if numV != nil {
		num = cc.Slot(numV)
	}
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
		// A TBuf may be empty: InitBuffer rounds the length up to 32 B and moves the
		// allocation cursor by that, 0 for 0 (the length check of TPipe is a CPU-debug
		// assertion, absent on the NPU). PyAsc's lowering gives a reduction of less than
		// one repeat a 0-element work tensor, which c310's static allocation places as an
		// empty tensor; any access to the empty buffer is out of bounds.
		if l < 0 || (l == 0 && num >= 0) {
			return c.Fatal(in, "buffer length must be positive, got %d", l)
		}
		soc := c.SoC()
		if q.space == arch.GM {
			return c.Fatal(in, "queues at the GM position are not simulated")
		}
		if l > soc.Capacity[q.space] {
			// Checked before rounding up, which would overflow for lengths near 2^63 and
			// let a negative size through.
			return c.Fatal(in, "allocation capacity exceeded: %s needs at least %d bytes but %d are usable on %s",
				q.space, l, soc.Usable(q.space), soc.Name)
		}
		align := soc.Align[q.space]
		if align < 32 {
			align = 32
		}
		l = (l + align - 1) / align * align // lengths round up to 32 B (§4) or the buffer's alignment
		s := st(c)
		if q.space == arch.GM {
			return c.Fatal(in, "queues at the GM position are not simulated")
		}
		limit := soc.Usable(q.space)
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

func compileTbufGetTensor(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
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
}

func compileTbufGetWithOffset(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	v, ok := ascendc.AsTbufGetWithOffsetOp(op)
	if !ok {
		return nil, fmt.Errorf("not a get_with_offset")
	}
	qr, size, off, r := cc.Slot(v.Buffer()), cc.Slot(v.Size()), cc.Slot(v.BufOffset()), cc.Slot(v.Tensor())
	es := elemSize(cc, v.Tensor())
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		q, ok := c.Regs[qr].O.(*queue)
		if !ok || len(q.bufs) == 0 {
			return c.Fatal(in, "TBuf used before init_buffer")
		}
		b := q.bufs[0]
		o := c.Regs[off].I
		n, ok := c.Bytes(in, c.Regs[size].I, es)
		if !ok {
			return sim.Fail
		}
		if o < 0 || n < 0 || o > b.size-n {
			return c.Fatal(in, "out-of-bounds view [%d, %d) of a %d-byte TBuf", o, o+n, b.size)
		}
		c.Regs[r] = q.tensor(b.addr+o, n)
		return sim.Next
	}, nil
}

// registerTensors adds local and global tensors: their creation, views and sizes, and the
// block index and count.
func registerTensors(r *sim.Registry) {
	reg(r, ascendc.OpLocalTensorV3, scalarOp, compileFixedTensor)
	reg(r, ascendc.OpLocalTensorV2, scalarOp, compileFixedTensor)
	reg(r, ascendc.OpGlobalTensor, scalarOp, compileEmptyTensor(arch.GM))
	reg(r, ascendc.OpLocalTensor, scalarOp, compileEmptyTensor(arch.UB))
	reg(r, ascendc.OpGlobalTensorSetGlobalBuffer, apiCost, compileSetGlobalBuffer)
	for _, n := range []string{ascendc.OpLocalTensorSubindex, ascendc.OpLocalTensorBracket, ascendc.OpGlobalTensorSubindex, ascendc.OpGlobalTensorBracket} {
		reg(r, n, scalarOp, compileSubTensor)
	}
	reg(r, ascendc.OpLocalTensorGetSize, scalarOp, compileLength)
	reg(r, ascendc.OpLocalTensorGetLength, scalarOp, compileLength)
	reg(r, ascendc.OpGlobalTensorGetSize, scalarOp, compileGlobalSize)
	reg(r, ascendc.OpGetBlockIdx, scalarOp, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		r, d := in.Out[0], elemOf(cc, op.Result(0))
		return func(c *sim.Core, in *sim.Instr) sim.Ctl { c.Regs[r].I = sim.Norm(int64(c.Idx), d); return sim.Next }, nil
	})
	reg(r, ascendc.OpGetBlockNum, scalarOp, func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		r, d := in.Out[0], elemOf(cc, op.Result(0))
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			c.Regs[r].I = sim.Norm(int64(c.Chip.Cfg.BlockDim), d)
			return sim.Next
		}, nil
	})
	reg(r, ascendc.OpConstruct, scalarOp, compileConstruct)
}

// compileFixedTensor is a local tensor at a fixed address (local_tensor_v3: address and
// size as attributes; v2: as operands), checked against the buffer's alignment and size.
func compileFixedTensor(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	var pos ascendc.TPosition
	var addrA, sizeA int64
	static := false
	addrR, sizeR := int32(-1), int32(-1)
	if v, ok := ascendc.AsLocalTensorV3Op(op); ok {
		pos, addrA, sizeA, static = v.Pos(), v.Addr(), v.TileSize(), true
	} else if v, ok := ascendc.AsLocalTensorV2Op(op); ok {
		pos, addrR, sizeR = v.Pos(), cc.Slot(v.Addr()), cc.Slot(v.TileSize())
	}
	space, ok := arch.PositionBuffer(pos)
	if !ok || space == arch.GM {
		return nil, fmt.Errorf("unsupported TPosition %d for a local tensor", pos)
	}
	es := elemSize(cc, op.Result(0))
	r := in.Out[0]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		a, n := addrA, sizeA
		if !static {
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
		// The tensor owns its bytes up to the next 32-byte boundary, as a TPipe buffer of
		// the same length does (InitBuffer rounds up): nothing else can start before it,
		// and DataCopyPad writes whole 32-byte blocks into UB (a 200-element bf16 tile
		// receives 416 bytes).
		size := n * es
		if size > 0 {
			size = (size + 31) / 32 * 32
		}
		c.Regs[r] = sim.Value{T: sim.Tensor{Space: space, Pos: int8(pos), Region: -1, Addr: a, Size: size}}
		return sim.Next
	}, nil
}

// compileEmptyTensor is a tensor declared without storage yet (set_global_buffer or a
// queue gives it some).
func compileEmptyTensor(space arch.Buffer) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		r := in.Out[0]
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			c.Regs[r] = sim.Value{T: sim.Tensor{Space: space, Region: -1}}
			return sim.Next
		}, nil
	}
}

func compileSetGlobalBuffer(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	v, ok := ascendc.AsGlobalTensorSetGlobalBufferOp(op)
	if !ok {
		return nil, fmt.Errorf("not a set_global_buffer")
	}
	t, b, size := cc.Slot(v.Tensor()), cc.Slot(v.Buffer()), int32(-1)
	if v.Size() != nil {
		size = cc.Slot(v.Size())
	}
	es := elemSize(cc, v.Tensor())
	if es == 0 {
		es = elemSize(cc, v.Buffer())
	}
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		v := c.Regs[b].T
		if v.Space != arch.GM || v.Region < 0 {
			return c.Fatal(in, "set_global_buffer needs a GM buffer argument")
		}
		if size >= 0 {
			n, ok := c.Bytes(in, c.Regs[size].I, es)
			if !ok {
				return sim.Fail
			}
			if n < 0 || n > v.Size {
				return c.Fatal(in, "global buffer of %d elements exceeds the %d-byte argument", c.Regs[size].I, v.Size)
			}
			v.Size, v.Sized = n, true
		}
		c.Regs[t].T = v
		return sim.Next
	}, nil
}

// compileSubTensor is tensor[i]: a view from element i to the end.
func compileSubTensor(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	t, i, r := in.In[0], in.In[1], in.Out[0]
	es := elemSize(cc, op.Operand(0))
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		v := c.Regs[t].T
		off, ok := c.Bytes(in, c.Regs[i].I, es)
		if !ok {
			return sim.Fail
		}
		if off > v.Size && v.Space == arch.GM {
			// GlobalTensor::operator[] is address arithmetic, as ptr_offset: a core
			// without a share (PyAsc's lowering offsets by block_idx · tile before
			// clipping the count to 0) may form it; the view may access no byte.
			v.Addr += off
			v.Size = 0
			c.Regs[r] = sim.Value{T: v}
			return sim.Next
		}
		if off < 0 || off > v.Size {
			return c.Fatal(in, "sub-tensor offset %d bytes is outside the %d-byte tensor", off, v.Size)
		}
		v.Addr += off
		v.Size = max(v.Size-off, 0)
		v.Sized = v.Sized && off == 0
		c.Regs[r] = sim.Value{T: v}
		return sim.Next
	}, nil
}

// compileLength is a tensor's size in elements (GetSize) or bytes (GetLength).
func compileLength(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	a, r := in.In[0], in.Out[0]
	es := elemSize(cc, op.Operand(0))
	d := elemOf(cc, op.Result(0))
	bytes := op.Name() == ascendc.OpLocalTensorGetLength
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		n := c.Regs[a].T.Size
		if !bytes {
			n /= es
		}
		c.Regs[r].I = sim.Norm(n, d)
		return sim.Next
	}, nil
}

// compileGlobalSize is GlobalTensor::GetSize: the element count SetGlobalBuffer(buffer,
// size) recorded. A tensor set without a size, or offset by operator[] since, holds no
// count the specs pin (the one-argument SetGlobalBuffer records none, and whether
// operator[] shrinks it is not given): the call stops the run rather than answer with
// the size of the host's buffer, which the kernel cannot know.
func compileGlobalSize(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	length, err := compileLength(cc, op, in)
	if err != nil {
		return nil, err
	}
	a := in.In[0]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		if !c.Regs[a].T.Sized {
			return c.Fatal(in, "is not simulated for a GlobalTensor whose SetGlobalBuffer gave no size, or that operator[] offset since: the size it holds is not given by the specs")
		}
		return length(c, in)
	}, nil
}

// Params is the value of ascendc.construct: the fields of an Ascend C parameter structure
// in declaration order (see fieldDefaults for the structures the simulator reads). F holds
// every field as an integer; Fl holds the exact value of the fields given as floats (a
// pad value), which an integer cannot carry (fractions, infinities), and is nil when there
// are none.
type Params struct {
	F  []int64
	Fl map[int]float64
}

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
	"fixpipe_params_v220":  {0, 0, 0, 0, 0, 0},
	"fixpipe_config":       {0},
	"brcb_repeat_params":   {1, 8},
	"data_copy_pad_params": {0, 0, 0, 0},
	// DataCopyPadExtParams<T>() (localviews.go): isPad false, no padding, value 0.
	"data_copy_pad_ext_params": {0, 0, 0, 0},
	"gather_mask_params":       {1, 1, 8, 8},
	"copy_repeat_params":       {1, 1, 8, 8},
	"softmax_shape_info":       unsetFields(4),
	"cube_tiling":              unsetFields(len(cubeTilingFields)),
	"rmsnorm_tiling":           unsetFields(len(rmsNormTilingFields)),
	// LoadData2dTransposeParams: startIndex, repeatTimes, srcStride, dstGap, dstFracGap, addrMode.
	"load_data_2d_transpose_params": {0, 0, 0, 0, 0, 0},
	// LoadDataRepeatParam: repeatStride, repeatTime, repeatMode (docs/sim/cube-load.md §5).
	"load_data_repeat_param": {0, 1, 0},

	// Gatherb and TransDataTo5HD (docs/sim/gather.md).
	"gather_repeat_params":     {1, 8},
	"trans_data_to_5hd_params": {0, 0, 1, 0, 0},
	// TransposeParamsExt (docs/sim/transpose.md): members start unset.
	"transpose_params_ext": unsetFields(len(transposeExtFields)),
}

func compileConstruct(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	name := typeMnemonic(op.Result(0).Type())
	switch name { // structures with array operands, copied by their constructors
	case "shape_info":
		return compileShapeInfoConstruct(cc, op, in)
	case "mrg_sort4_info":
		return compileMrgSort4InfoConstruct(cc, op, in)
	case "load_data_3d_params_v2":
		return compileLoad3dV2Construct(cc, op, in)
	}
	defs := fieldDefaults[name]
	if (name == "cube_tiling" || name == "rmsnorm_tiling" || name == "fixpipe_params_c310") && op.NumOperands() > 0 {
		// Aggregate initialisation fills members in declaration order, and the model only
		// knows these structures' members by name (emitasc.init_struct).
		return nil, ir.OpError(op, "is not simulated for a %s built from %d positional values: set its members by name with emitasc.init_struct", name, op.NumOperands())
	}
	ins, r := in.In, in.Out[0]
	slots, err := constructSlots(name, len(ins))
	if err != nil {
		return nil, err
	}
	n := max(len(ins), len(defs))
	floats := make([]bool, len(ins))
	for i, v := range op.Operands() {
		floats[i] = elemOf(cc, v).IsFloat()
	}
	want, err := constructFieldTypes(cc, op)
	if err != nil {
		return nil, err
	}
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		p := &Params{F: make([]int64, n)}
		copy(p.F, defs)
		for i, a := range ins {
			switch nested, _ := c.Regs[a].O.(*Params); {
			case nested != nil && len(nested.F) == 1:
				// A one-field structure (co2_layout wraps a CO2Layout) stands for its value.
				p.F[i] = nested.F[0]
			case nested != nil:
				return c.Fatal(in, "is not simulated for a structure of %d fields as field %d", len(nested.F), i)
			case floats[i]:
				f := c.Regs[a].F
				if want != nil && want[i].IsFloat() {
					f = sim.RoundF(f, want[i])
				}
				if p.Fl == nil {
					p.Fl = map[int]float64{}
				}
				p.Fl[i] = f
				if !math.IsInf(f, 0) && !math.IsNaN(f) {
					p.F[i] = int64(f)
				}
			case want != nil && want[i] != sim.Invalid && !want[i].IsFloat():
				// The field's declared type converts the value as C++'s static_cast does
				// (emission.md: construct operands are cast to `types`): modulo 2^N.
				p.F[i] = sim.Norm(c.Regs[a].I, want[i])
			default:
				p.F[i] = c.Regs[a].I
			}
		}
		if slots != nil {
			// The values in operand order, placed where the constructor puts them.
			var ok bool
			if p, ok = placeConstructed(c, in, name, p, slots, defs); !ok {
				return sim.Fail
			}
		}
		c.Regs[r].O = p
		return sim.Next
	}, nil
}

// constructFieldTypes are the element types the construct's `types` attribute declares for
// its operands (nil without the attribute; sim.Invalid for a type the simulator has no
// scalar for, e.g. an enum or a structure, whose operand is passed through).
func constructFieldTypes(cc *sim.Compiler, op *ir.Operation) ([]sim.DType, error) {
	ta, ok := op.Attr("types").(*ir.ArrayAttr)
	if !ok {
		return nil, nil
	}
	if len(ta.Elems) != op.NumOperands() {
		return nil, ir.OpError(op, "Expect the size of typesAttr equals to numbers of operands")
	}
	ds := make([]sim.DType, len(ta.Elems))
	for i, a := range ta.Elems {
		if t, ok := a.(*ir.TypeAttr); ok {
			ds[i] = cc.ScalarDType(t.Type)
		}
	}
	return ds, nil
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
