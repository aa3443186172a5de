package semantics

import (
	"math"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// RmsNorm (docs/sim/softmax.md, "RmsNorm"): y = x / sqrt(mean(x²) + ε) · γ over each row
// of H elements of a [B, S, H] tensor. The shape reaches the op only through its
// RmsNormTiling, so the model reads it from a tiling the kernel built (emitasc.init_struct
// of !ascendc.rmsnorm_tiling by member name) and refuses any other. Half is computed in
// float32 and rounded once to half at the end: the library sizes its temporary space for
// float intermediates of a half source (the tiling's `half` factor of 2 per element,
// passes-asc2.md "RmsNorm tiling"), as SoftMax does.

// rmsNormTilingFields are RmsNormTiling's members (AD, RmsNorm tiling); the model reads
// bLength, sLength, hLength and originalHLength, the others only split the work.
var rmsNormTilingFields = ascendc.MembersOf("rmsnorm_tiling")

func compileRmsNorm(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	pv, err := fixedPipe(op)
	if err != nil {
		return nil, err
	}
	v, _ := ascendc.AsRmsNormOp(op)
	d := elemOf(cc, v.Dst())
	if (d != sim.F32 && d != sim.F16) || elemOf(cc, v.Src()) != d || elemOf(cc, v.Gamma()) != d {
		return nil, ir.OpError(op, "is not simulated for dst %s, src %s, gamma %s: RmsNorm takes half or float, all three the same", d, elemOf(cc, v.Src()), elemOf(cc, v.Gamma()))
	}
	if v.BasicBlock() {
		return nil, ir.OpError(op, "is not simulated with basicBlock: the basic-block form's preconditions on the shape are not given")
	}
	dr, sr, gr, er, tr := in.In[0], in.In[1], in.In[2], cc.Slot(v.Epsilon()), cc.Slot(v.Tiling())
	ed := elemOf(cc, v.Epsilon())
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		rows, h, why := rmsNormShape(c, tr, d)
		if why != "" {
			return c.Fatal(in, "%s", why)
		}
		eps := c.Regs[er].F
		if !ed.IsFloat() {
			eps = float64(c.Regs[er].I)
		}
		eps = float64(float32(eps)) // the API's epsilon is a T
		dst, src, gamma := &c.Regs[dr].T, &c.Regs[sr].T, &c.Regs[gr].T
		if !ubOnly(c, in, dst, src, gamma) {
			return sim.Fail
		}
		cost := c.Cost()
		reps := (rows*h*4 + 255) / 256
		c.Issue(in, pv, 5*cost.Vector(reps, false)+cost.Vector(reps, true), cost.VecHead)
		eb := int64(d.Size())
		xb, ok := c.Mem(in, pv, src, 0, rows*h*eb, false)
		if !ok {
			return sim.Fail
		}
		x := append([]byte(nil), xb...)
		gb, ok := c.Mem(in, pv, gamma, 0, h*eb, false)
		if !ok {
			return sim.Fail
		}
		g := append([]byte(nil), gb...)
		w, ok := c.Mem(in, pv, dst, 0, rows*h*eb, true)
		if !ok {
			return sim.Fail
		}
		sq := make([]float64, h)
		for i := int64(0); i < rows; i++ {
			for j := int64(0); j < h; j++ {
				xv := float32(sim.Load(x, int(i*h+j), d)) // half widens exactly
				sq[j] = float64(float32(xv * xv))
			}
			ss := float32(foldTree(sq, sim.F32, tSum.f))
			// Explicit conversions: each float32 step rounds on its own (no fused multiply-add).
			ms := float32(ss * float32(1/float32(h)))
			r := 1 / math.Sqrt(float64(float32(ms+float32(eps))))
			for j := int64(0); j < h; j++ {
				y := sim.Load(x, int(i*h+j), d) * r * sim.Load(g, int(j), d)
				if d == sim.F16 {
					y = float64(float32(y)) // the float result, then its cast to half
				}
				sim.Store(w, int(i*h+j), d, y)
			}
		}
		return sim.Next
	}, nil
}

// rmsNormShape reads the rows (bLength·sLength) and H from the tiling; originalHLength
// must equal hLength, and H must fill whole 32-byte blocks.
func rmsNormShape(c *sim.Core, r int32, t sim.DType) (int64, int64, string) {
	p, ok := c.Regs[r].O.(*Params)
	if !ok {
		return 0, 0, "the RmsNormTiling was not built in the kernel (emitasc.init_struct of !ascendc.rmsnorm_tiling): the [B, S, H] shape it carries is not available to the simulator"
	}
	vals := make([]int64, 4)
	for i, n := range rmsNormTilingFields[:4] {
		if vals[i] = p.F[i]; vals[i] == unsetField {
			return 0, 0, "RmsNormTiling." + n + " was never set"
		}
	}
	b, s, h, oh := vals[0], vals[1], vals[2], vals[3]
	switch {
	case b <= 0 || s <= 0 || h <= 0:
		return 0, 0, "RmsNormTiling bLength=" + itoa64(b) + ", sLength=" + itoa64(s) + ", hLength=" + itoa64(h) + ": the shape needs positive sizes"
	case oh != h:
		return 0, 0, "is not simulated for originalHLength " + itoa64(oh) + " ≠ hLength " + itoa64(h) + ": the padded columns are not modelled"
	case h*int64(t.Size())%32 != 0:
		return 0, 0, "hLength " + itoa64(h) + " of " + t.String() + " is not a multiple of 32 bytes, which RmsNorm requires"
	}
	return b * s, h, ""
}
