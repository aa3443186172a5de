package semantics

import (
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// Cube data movement beyond LoadData2D (docs/sim/cube-load.md): the transposing L1→L0
// load, Fixpipe with an L1 workspace, and the cube's mode and configuration registers.

func registerCubeLoad(r *sim.Registry) {
	r.AddExt(cubeKey)
	reg(r, ascendc.OpLoadDataWithTranspose, apiCost, compileLoadTranspose)
	reg(r, ascendc.OpFixpipeWithWorkspace, apiCost, compileFixpipeWorkspace)
	// SetMMLayoutTransform picks whether the cube walks M or N first when it produces an
	// Mmad's results: the order, not the values (docs/sim/cube-load.md §3).
	reg(r, ascendc.OpSetMmLayoutTransform, scalarOp, compileNop)
	reg(r, ascendc.OpSetFixpipePreQuantFlag, scalarOp, compileSetReg(func(s *cubeState, v int64) { s.preQuant, s.preQuantSet = uint64(v), true }))
	reg(r, ascendc.OpSetDeqScale, scalarOp, compileSetDeqScale)
	// SetHF32Mode(true) makes Mmad round float32 inputs to HF32 first; how is not given
	// by any source here, so the f32 Mmad it would change is refused while it is on
	// (SetHF32TransMode only picks that rounding, and stays a no-op).
	reg(r, ascendc.OpSetHf32Mode, scalarOp, compileSetReg(func(s *cubeState, v int64) { s.hf32 = v != 0 }))
}

// cubeState holds the configuration registers that have a setter but whose readers are
// refused (docs/sim/cube-load.md §3): the value is kept exactly so that a reader can be
// added without changing the setter.
type cubeState struct {
	preQuant    uint64 // SetFixpipePreQuantFlag's config
	preQuantSet bool
	deq         deqScale
	hf32        bool // SetHF32Mode's mode
}

// deqScale is what SetDeqScale wrote: the scale of SetDeqScale(half), or the scale,
// offset and sign mode of SetDeqScale(float, int16_t, bool).
type deqScale struct {
	set, withOffset bool
	scale           float64 // exactly the f16 or f32 value passed
	offset          int64
	signMode        bool
}

var cubeKey = &sim.ExtKey{Name: "ascendc.cube", New: func(c *sim.Core) any { return &cubeState{} }}

func cubeSt(c *sim.Core) *cubeState { return c.Ext(cubeKey).(*cubeState) }

// compileSetReg writes the op's one integer operand into a register of cubeState.
func compileSetReg(set func(s *cubeState, v int64)) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		a := in.In[0]
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			set(cubeSt(c), c.Regs[a].I)
			return sim.Next
		}, nil
	}
}

// transposeSquare is the geometry of one LoadDataWithTranspose iteration for an element
// size (Ascend C API reference, LoadDataWithTranspose): the source square of n×n elements
// is made of fracs contiguous 512-byte fractals of 16 rows × (32/es) columns. 16-bit: one
// 16×16 fractal. 32-bit: two 16×8 fractals side by side (the first gives columns 0-7).
// 8-bit: two 16×32 fractals one above the other (the first gives rows 0-15).
type transposeSquare struct {
	n, fracs int64
	byCols   bool // the fractals split the square by columns (32-bit) or by rows (8-bit)
}

// at is the byte offset, within the square's fractals laid end to end, of element (r, c).
func (q transposeSquare) at(r, c, es int64) (frac, off int64) {
	k0 := 32 / es
	switch {
	case q.fracs == 1:
		return 0, (r*q.n + c) * es
	case q.byCols:
		return c / k0, r*32 + (c%k0)*es
	default:
		return r / 16, (r%16)*32 + c*es
	}
}

func transposeGeometry(d sim.DType) (transposeSquare, bool) {
	switch d {
	case sim.F16, sim.BF16:
		return transposeSquare{16, 1, false}, true
	case sim.F32, sim.I32, sim.U32:
		return transposeSquare{16, 2, true}, true
	case sim.I8, sim.U8:
		return transposeSquare{32, 2, false}, true
	}
	return transposeSquare{}, false
}

// LoadData2dTransposeParams, in Ascend C member order: startIndex, repeatTimes, srcStride,
// dstGap, dstFracGap, addrMode. Iteration i transposes the square startIndex+i·srcStride
// (in squares) of src and writes its fractals to dst: the first at i·(1+dstGap)·512 bytes,
// the second (two-fractal types) 512·(1+dstFracGap) bytes after the first.
func compileLoadTranspose(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	v, ok := ascendc.AsLoadDataWithTransposeOp(op)
	if !ok {
		return nil, fmt.Errorf("not a load_data_with_transpose")
	}
	via, err := copyPipeOf(op)
	if err != nil {
		return nil, err
	}
	dd, sd := elemOf(cc, v.Dst()), elemOf(cc, v.Src())
	if dd != sd {
		return nil, ir.OpError(op, "is not simulated for a %s destination with a %s source (LoadDataWithTranspose moves one type)", dd, sd)
	}
	q, ok := transposeGeometry(dd)
	if !ok {
		return nil, ir.OpError(op, "is not simulated for %s elements (LoadDataWithTranspose is defined for u8/s8, f16/bf16 and f32/s32/u32)", dd)
	}
	es := int64(dd.Size())
	dr, sr, pr := cc.Slot(v.Dst()), cc.Slot(v.Src()), cc.Slot(v.LoadDataParams())
	sqBytes := q.fracs * 512
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		p, ok := params(c, in, pr)
		if !ok {
			return sim.Fail
		}
		if len(p.F) < 6 {
			return c.Fatal(in, "LoadData2dTransposeParams has %d fields, not 6", len(p.F))
		}
		start, rep, sStr, gap, fGap, mode := p.F[0], p.F[1], p.F[2], p.F[3], p.F[4], p.F[5]
		if mode != 0 {
			return c.Fatal(in, "is not simulated for addrMode %d (a reserved field; 0 is)", mode)
		}
		for i, f := range [...]int64{start, sStr, gap, fGap} {
			if f < 0 || f > 65535 {
				return c.Fatal(in, "LoadData2dTransposeParams %s %d is outside 0..65535", [...]string{"startIndex", "srcStride", "dstGap", "dstFracGap"}[i], f)
			}
		}
		if rep < 1 || rep > 255 {
			return c.Fatal(in, "repeatTimes %d is outside 1..255 (LoadData2dTransposeParams)", rep)
		}
		dst, src := &c.Regs[dr].T, &c.Regs[sr].T
		if src.Space != arch.L1 || (dst.Space != arch.L0A && dst.Space != arch.L0B) {
			return c.Fatal(in, "is not simulated from %s to %s (LoadDataWithTranspose loads A1/B1 into A2/B2)", src.Space, dst.Space)
		}
		// One block per fractal: the k-th fractal of iteration i reads the k-th source
		// fractal of the square and writes the k-th destination fractal.
		bl := make([]block, 0, rep*q.fracs)
		for i := int64(0); i < rep; i++ {
			s := (start + i*sStr) * sqBytes
			d := i * (1 + gap) * 512
			for k := int64(0); k < q.fracs; k++ {
				bl = append(bl, block{d + k*(1+fGap)*512, s + k*512, 512})
			}
		}
		var sq, out [1024]byte
		frac := make([][]byte, q.fracs)
		ctl := transfer(c, in, via, dst, src, bl, func(d []byte, b int) {
			// The square is read once all its fractals' reads were checked (the last
			// block of the iteration), then every destination fractal is written.
			frac[int64(b)%q.fracs] = d
			if int64(b)%q.fracs != q.fracs-1 {
				return
			}
			first := int64(b) - (q.fracs - 1)
			copy(sq[:sqBytes], rawBytes(c, src, bl[first].srcOff)[:sqBytes])
			for r := int64(0); r < q.n; r++ {
				for col := int64(0); col < q.n; col++ {
					sf, so := q.at(r, col, es)
					df, do := q.at(col, r, es)
					copy(out[df*512+do:df*512+do+es], sq[sf*512+so:sf*512+so+es])
				}
			}
			for k, f := range frac {
				copy(f, out[int64(k)*512:int64(k+1)*512])
			}
		})
		if ctl == sim.Next && c.TakeUndefined() {
			transposeGarbage(c, in, q, es, dst, src, bl)
		}
		return ctl
	}, nil
}

// transposeGarbage marks undefined each destination element whose source element was
// undefined: a square's destination fractals mix its source fractals, so the
// sanitizer's fractal-by-fractal mapping would poison the wrong halves.
func transposeGarbage(c *sim.Core, in *sim.Instr, q transposeSquare, es int64, dst, src *sim.Tensor, bl []block) {
	for first := int64(0); first < int64(len(bl)); first += q.fracs {
		for r := int64(0); r < q.n; r++ {
			for col := int64(0); col < q.n; col++ {
				sf, so := q.at(r, col, es)
				if u, o := c.Undefined(src, bl[first].srcOff+sf*512+so, es); u {
					df, do := q.at(col, r, es)
					c.Poison(in, dst, bl[first+df].dstOff+do, es, o)
				}
			}
		}
	}
}

// compileFixpipeWorkspace is Fixpipe(dst, src, cbufWorkspace, params) with the quantisation
// parameters in an L1 workspace. Only the per-channel (vector) quantize modes read the
// workspace; those and every scaling mode are refused by fixpipeQuant, so the modes that
// run (NoQuant, F322F16, F322BF16) never read it and the op is Fixpipe itself.
func compileFixpipeWorkspace(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	v, ok := ascendc.AsFixpipeWithWorkspaceOp(op)
	if !ok {
		return nil, fmt.Errorf("not a fixpipe_with_workspace")
	}
	wr := cc.Slot(v.CbufWorkspace())
	plain := *in
	plain.In = []int32{cc.Slot(v.Dst()), cc.Slot(v.Src()), cc.Slot(v.IntriParams()), cc.Slot(v.FixpipeConfig())}
	fix, err := compileFixpipe(cc, op, &plain)
	if err != nil {
		return nil, err
	}
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		if w := &c.Regs[wr].T; w.Space != arch.L1 {
			return c.Fatal(in, "is not simulated with the workspace in %s (Fixpipe's workspace is in L1)", w.Space)
		}
		return fix(c, in)
	}, nil
}

// compileSetDeqScale runs the two scalar overloads Ascend C declares: SetDeqScale(half) and
// SetDeqScale(float, int16_t, bool) (an f16 scale widens to float exactly). A lone f32
// scale would convert to half in C++ and an integer scale matches no overload; both are
// refused, as is the tensor form (set_deq_scale_l4, whose packed table is not pinned).
func compileSetDeqScale(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	v, ok := ascendc.AsSetDeqScaleOp(op)
	if !ok {
		return nil, fmt.Errorf("not a set_deq_scale")
	}
	sd := elemOf(cc, v.Scale())
	full := v.Offset() != nil && v.SignMode() != nil
	switch {
	case sd == sim.F16 && v.Offset() == nil && v.SignMode() == nil:
	case full && (sd == sim.F16 || sd == sim.F32):
	default:
		return nil, ir.OpError(op, "is not simulated for SetDeqScale with a %s scale and %s (Ascend C declares SetDeqScale(half) and SetDeqScale(float, int16_t, bool))",
			ir.TypeString(v.Scale().Type()), map[bool]string{true: "an offset and a sign mode", false: "not both an offset and a sign mode"}[full])
	}
	sr := cc.Slot(v.Scale())
	or, mr := int32(-1), int32(-1)
	if full {
		or, mr = cc.Slot(v.Offset()), cc.Slot(v.SignMode())
	}
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		d := deqScale{set: true, withOffset: full, scale: sim.RoundF(c.Regs[sr].F, sd)}
		if full {
			d.offset, d.signMode = sim.Norm(c.Regs[or].I, sim.I16), c.Regs[mr].I != 0
		}
		cubeSt(c).deq = d
		return sim.Next
	}, nil
}
