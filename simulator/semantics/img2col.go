package semantics

import (
	"fmt"
	"math"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// 3D LoadData (img2col) from an L1 feature map into L0A, and the load-3D registers
// (docs/sim/cube-load.md §5). The rules come from the Ascend C API reference pages
// LoadData (3dv2, LoadData3DParamsV2), SetFmatrix, SetLoadDataBoundary,
// SetLoadDataPaddingValue and SetLoadDataRepeat.

func registerImg2col(r *sim.Registry) {
	r.AddExt(load3dKey)
	reg(r, ascendc.OpLoadData3dL0V2, apiCost, compileLoad3dV2)
	reg(r, ascendc.OpSetFmatrix, scalarOp, compileSetFmatrix)
	reg(r, ascendc.OpSetLoadDataBoundary, scalarOp, compileSetLoadDataBoundary)
	reg(r, ascendc.OpSetLoadDataPaddingValue, scalarOp, compileSetLoadDataPadding)
	reg(r, ascendc.OpSetLoadDataRepeat, scalarOp, compileSetLoadDataRepeat)
}

// load3dState is the load-3D configuration of a core. Each register remembers whether it
// was written: a reader of a register nobody wrote fails (except where the API's own
// examples run without the setter, see loadBoundary and loadRepeat).
type load3dState struct {
	fmatrix  [2]fmatrixReg // FMATRIX_LEFT, FMATRIX_RIGHT
	padding  padReg
	boundary int64
	bSet     bool
	repeat   [3]int64 // repeatStride, repeatTime, repeatMode
	rSet     bool
}

// fmatrixReg is a feature map description: its height and width in L1 and the padding
// [left, right, top, bottom].
type fmatrixReg struct {
	set      bool
	l1H, l1W int64
	pad      [4]int64
}

// padReg is a padding value as given: its type and its exact value.
type padReg struct {
	set bool
	d   sim.DType
	f   float64
	i   int64
}

var load3dKey = &sim.ExtKey{Name: "ascendc.load3d", New: func(c *sim.Core) any { return &load3dState{} }}

func load3dSt(c *sim.Core) *load3dState { return c.Ext(load3dKey).(*load3dState) }

// load3dV2 is a LoadData3DParamsV2 as its constructor builds it: the members in Ascend C
// declaration order, each converted to its C++ type (uint8_t padList[4], uint16_t l1H,
// l1W, channelSize, kExtension, mExtension, kStartPt, mStartPt, uint8_t strideW, strideH,
// filterW, filterH, dilationFilterW, dilationFilterH, bool enTranspose, enSmallK, T
// padValue, and, with the 20-argument constructor, bool filterSizeW, filterSizeH,
// fMatrixCtrl).
type load3dV2 struct {
	padList                       [4]int64
	padListErr                    string // why padList is not a uint8_t[4] (refused at the load)
	l1H, l1W, channelSize         int64
	kExt, mExt, kStart, mStart    int64
	strideW, strideH              int64
	filterW, filterH, dilW, dilH  int64
	enTranspose, enSmallK         bool
	pad                           padReg
	filterSizeW, filterSizeH, fmR bool
}

// compileLoad3dV2Construct builds a LoadData3DParamsV2 from the 17 or 20 arguments of
// its constructors. padList (an array) is copied when the structure is built, as C++
// copies it; a padList that is not an array of four 8-bit integers is refused by the
// load that reads it.
func compileLoad3dV2Construct(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	ops, ins, r := op.Operands(), in.In, in.Out[0]
	if len(ops) != 17 && len(ops) != 20 {
		return nil, ir.OpError(op, "is not simulated for a LoadData3DParamsV2 built from %d values (its constructors take 17 or 20)", len(ops))
	}
	want, err := constructFieldTypes(cc, op)
	if err != nil {
		return nil, err
	}
	padListErr := ""
	if !isTensorValue(ops[0]) || elemSize(cc, ops[0]) != 1 || elemOf(cc, ops[0]).IsFloat() {
		padListErr = fmt.Sprintf("a padList of type %s (a uint8_t[4] array, as a memref of 8-bit integers, is expected)", ir.TypeString(ops[0].Type()))
	}
	kinds := make([]sim.DType, len(ops))
	for i := 1; i < len(ops); i++ {
		kinds[i] = elemOf(cc, ops[i])
		if isTensorValue(ops[i]) || kinds[i] == sim.Invalid || (i != 16 && kinds[i].IsFloat()) {
			return nil, ir.OpError(op, "is not simulated for LoadData3DParamsV2 operand %d of type %s (a scalar integer is expected)", i, ir.TypeString(ops[i].Type()))
		}
	}
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		p := &load3dV2{padListErr: padListErr}
		if padListErr == "" {
			b, ok := memBytes(c, in, &c.Regs[ins[0]], 0, 4, false)
			if !ok {
				return sim.Fail
			}
			for k := range p.padList {
				p.padList[k] = int64(b[k])
			}
		}
		// arg converts operand i first to the construct's declared type (static_cast),
		// then to the constructor parameter's type d.
		arg := func(i int, d sim.DType) int64 {
			v := c.Regs[ins[i]].I
			if want != nil && want[i] != sim.Invalid && !want[i].IsFloat() {
				v = sim.Norm(v, want[i])
			}
			if d == sim.Bool {
				return map[bool]int64{false: 0, true: 1}[v != 0]
			}
			return sim.Norm(v, d)
		}
		u16 := []*int64{&p.l1H, &p.l1W, &p.channelSize, &p.kExt, &p.mExt, &p.kStart, &p.mStart}
		for k, f := range u16 {
			*f = arg(1+k, sim.U16)
		}
		u8 := []*int64{&p.strideW, &p.strideH, &p.filterW, &p.filterH, &p.dilW, &p.dilH}
		for k, f := range u8 {
			*f = arg(8+k, sim.U8)
		}
		p.enTranspose, p.enSmallK = arg(14, sim.Bool) != 0, arg(15, sim.Bool) != 0
		p.pad = padReg{set: true, d: kinds[16], f: c.Regs[ins[16]].F, i: c.Regs[ins[16]].I}
		if want != nil && want[16] != sim.Invalid {
			p.pad = castPad(p.pad, want[16])
		}
		if len(ins) == 20 {
			p.filterSizeW, p.filterSizeH, p.fmR = arg(17, sim.Bool) != 0, arg(18, sim.Bool) != 0, arg(19, sim.Bool) != 0
		}
		c.Regs[r].O = p
		return sim.Next
	}, nil
}

// castPad converts a padding value to type d as a C++ conversion does when it is exact;
// a float that an integer type cannot hold exactly is kept unconverted, and the load
// refuses it (padElem).
func castPad(v padReg, d sim.DType) padReg {
	switch {
	case v.d.IsFloat() && d.IsFloat():
		return padReg{set: true, d: d, f: sim.RoundF(v.f, d)}
	case !v.d.IsFloat() && d.IsFloat():
		return padReg{set: true, d: d, f: sim.RoundF(float64(v.i), d)}
	case !v.d.IsFloat():
		return padReg{set: true, d: d, i: sim.Norm(v.i, d)}
	}
	if v.f == math.Trunc(v.f) && sim.Norm(int64(v.f), d) == int64(v.f) {
		return padReg{set: true, d: d, i: int64(v.f)}
	}
	return v
}

// padElem encodes the padding value as one element of type d, or says why it cannot.
func padElem(v padReg, d sim.DType) ([]byte, string) {
	es := d.Size()
	b := make([]byte, es)
	c := castPad(v, d)
	switch {
	case d.IsFloat():
		sim.Store(b, 0, d, c.f)
	case c.d.IsFloat():
		return nil, fmt.Sprintf("padValue %v for %s elements (not exactly representable)", v.f, d)
	default:
		sim.StoreI(b, 0, d, c.i)
	}
	return b, ""
}

// load3dTypes are the element types LoadData 3dv2 into A2 takes (their C0, 32 bytes, is
// 32/size elements).
func load3dType(d sim.DType) bool {
	switch d {
	case sim.I8, sim.U8, sim.F16, sim.BF16, sim.F32, sim.I32, sim.U32:
		return true
	}
	return false
}

// compileLoad3dV2 is LoadData(dst, src, LoadData3DParamsV2) with Ascend C's default
// IsResetLoad3dConfig (isSetFMatrix and isSetPadding true): the load first writes the
// left FMATRIX register from the params' l1H, l1W and padList and the padding register
// from padValue, then writes the img2col window into L0A (img2colWindow).
func compileLoad3dV2(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	// load_data_3d_l0_v2 and the generic load_data with these params (cube_ext.go) are
	// the same call: dst, src, params.
	if op.NumOperands() != 3 {
		return nil, fmt.Errorf("not a LoadData(dst, src, params)")
	}
	dv, sv, pv := op.Operand(0), op.Operand(1), op.Operand(2)
	via, err := copyPipeOf(op)
	if err != nil {
		return nil, err
	}
	dd, sd := elemOf(cc, dv), elemOf(cc, sv)
	if dd != sd {
		return nil, ir.OpError(op, "is not simulated for a %s destination with a %s source (LoadData 3dv2 moves one type)", dd, sd)
	}
	if !load3dType(dd) {
		return nil, ir.OpError(op, "is not simulated for %s elements (u8/s8, f16/bf16, f32/s32/u32 are)", dd)
	}
	if pt, ok := pv.Type().(*ascendc.LoadData3dParamsV2Type); ok && pt.ElementType != nil {
		if pd := cc.ScalarDType(pt.ElementType); pd != dd {
			return nil, ir.OpError(op, "is not simulated for LoadData3DParamsV2<%s> with %s tensors (Ascend C requires the tensors' type)", ir.TypeString(pt.ElementType), dd)
		}
	}
	dr, sr, pr := cc.Slot(dv), cc.Slot(sv), cc.Slot(pv)
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		p, ok := c.Regs[pr].O.(*load3dV2)
		if !ok {
			return c.Fatal(in, "LoadData3DParamsV2 was not built by ascendc.construct")
		}
		g, err := p.geometry(dd)
		if err != "" {
			return c.Fatal(in, "%s", err)
		}
		msg := load3dRegs(load3dSt(c))
		dst, src := &c.Regs[dr].T, &c.Regs[sr].T
		if msg == "" && (src.Space != arch.L1 || dst.Space != arch.L0A) {
			msg = fmt.Sprintf("from %s to %s (A1 to A2 is: the layout written into B2 is not pinned)", src.Space, dst.Space)
		}
		if msg == "" && c.SoC().L0AColumnFractals {
			msg = "a core whose L0A keeps column-major fractals (the 3D load's layout there is not pinned)"
		}
		if msg != "" {
			return c.Fatal(in, "is not simulated for %s", msg)
		}
		pad, perr := padElem(p.pad, dd)
		if perr != "" {
			return c.Fatal(in, "is not simulated for %s", perr)
		}
		st := load3dSt(c)
		st.fmatrix[0] = fmatrixReg{set: true, l1H: p.l1H, l1W: p.l1W, pad: p.padList}
		st.padding = p.pad
		return img2colWindow(c, in, via, dst, src, g, pad)
	}, nil
}

// load3dRegs checks the registers every 3D load reads besides the FMATRIX and padding
// ones it writes itself: the boundary (0, no boundary, is simulated) and the repeat
// (one repetition is simulated). The API reference's LoadData 3dv2 example runs without
// calling either setter, so their state before any write is that of a plain load: no
// boundary, one repetition.
func load3dRegs(st *load3dState) string {
	if st.bSet && st.boundary != 0 {
		return fmt.Sprintf("a load-data boundary of %d (SetLoadDataBoundary; only 0, no boundary, is)", st.boundary)
	}
	if st.rSet && st.repeat[1] != 1 {
		return fmt.Sprintf("repeatTime %d (SetLoadDataRepeat; only one repetition is)", st.repeat[1])
	}
	return ""
}

// compileSetFmatrix is SetFmatrix(l1H, l1W, padList, fmatrixMode): writes the feature map
// description of the left (0) or right (1) FMATRIX register. l1H and l1W are uint16_t,
// padList a uint8_t[4] [left, right, top, bottom], read when the op runs.
func compileSetFmatrix(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	v, ok := ascendc.AsSetFmatrixOp(op)
	if !ok {
		return nil, fmt.Errorf("not a set_fmatrix")
	}
	if pl := v.PadList(); elemSize(cc, pl) != 1 || elemOf(cc, pl).IsFloat() {
		return nil, ir.OpError(op, "is not simulated for a padList of type %s (a uint8_t[4] array, as a memref of 8-bit integers, is expected)", ir.TypeString(pl.Type()))
	}
	hr, wr, pr, mr := cc.Slot(v.L1H()), cc.Slot(v.L1W()), cc.Slot(v.PadList()), cc.Slot(v.FmatrixMode())
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		mode, ok := c.Regs[mr].O.(*Params)
		if !ok || len(mode.F) != 1 {
			return c.Fatal(in, "FmatrixMode was not built by ascendc.construct")
		}
		if mode.F[0] != 0 && mode.F[0] != 1 {
			return c.Fatal(in, "FmatrixMode %d is neither FMATRIX_LEFT (0) nor FMATRIX_RIGHT (1)", mode.F[0])
		}
		b, ok := memBytes(c, in, &c.Regs[pr], 0, 4, false)
		if !ok {
			return sim.Fail
		}
		f := fmatrixReg{set: true, l1H: sim.Norm(c.Regs[hr].I, sim.U16), l1W: sim.Norm(c.Regs[wr].I, sim.U16)}
		for k := range f.pad {
			f.pad[k] = int64(b[k])
		}
		load3dSt(c).fmatrix[mode.F[0]] = f
		return sim.Next
	}, nil
}

// compileSetLoadDataBoundary is SetLoadDataBoundary(uint32_t): the value is kept; the
// loads run only while it is 0 (no boundary).
func compileSetLoadDataBoundary(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	a := in.In[0]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		st := load3dSt(c)
		st.boundary, st.bSet = sim.Norm(c.Regs[a].I, sim.U32), true
		return sim.Next
	}, nil
}

// compileSetLoadDataPadding is SetLoadDataPaddingValue(T): the value is kept exactly, with
// its type. The loads simulated set the padding register from their own params.
func compileSetLoadDataPadding(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	a := in.In[0]
	d := elemOf(cc, op.Operand(0))
	if d == sim.Invalid {
		return nil, ir.OpError(op, "is not simulated for a padding value of type %s", ir.TypeString(op.Operand(0).Type()))
	}
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		load3dSt(c).padding = padReg{set: true, d: d, f: c.Regs[a].F, i: c.Regs[a].I}
		return sim.Next
	}, nil
}

// compileSetLoadDataRepeat is SetLoadDataRepeat(LoadDataRepeatParam): repeatStride
// (uint16_t), repeatTime (uint8_t, 1 by default) and repeatMode (uint8_t), kept as
// given; the loads run while repeatTime is 1.
func compileSetLoadDataRepeat(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	a := in.In[0]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		p, ok := params(c, in, a)
		if !ok {
			return sim.Fail
		}
		if len(p.F) != 3 {
			return c.Fatal(in, "is not simulated for a LoadDataRepeatParam of %d fields (repeatStride, repeatTime, repeatMode)", len(p.F))
		}
		st := load3dSt(c)
		st.repeat = [3]int64{sim.Norm(p.F[0], sim.U16), sim.Norm(p.F[1], sim.U8), sim.Norm(p.F[2], sim.U8)}
		st.rSet = true
		return sim.Next
	}, nil
}
