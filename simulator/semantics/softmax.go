package semantics

import (
	"math"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// SoftMax<T, isReuseSource, isBasicBlock, isDataFormatNZ>(dst, sumTensor, maxTensor, src,
// sharedTmpBuffer, tiling, softmaxShapeInfo) (docs/sim/math.md §Softmax): the softmax of
// each of the srcM rows of srcK elements of an ND src,
// dst[i][j] = exp(src[i][j] - max_i) / sum_i, with max_i the row maximum and sum_i the sum
// of exp(src[i][j] - max_i). maxTensor and sumTensor receive max_i and sum_i, each repeated
// over one 32-byte block per row ([srcM, 32 / sizeof(T)]).
//
// The shape comes from softmaxShapeInfo, which the simulator requires: the tiling is the
// host tiling API's split of that shape into work units and is opaque here (PyAsc passes a
// default-constructed one). The API re-derives its split on the core whenever the shape
// info differs from the tiling's shape, so the result is the softmax of the shape info's
// rows whatever the tiling holds. The split does fix the order of the row sum, which no
// source gives: the simulator sums left to right in float32, one of the orders the
// hardware may use; rtol 1e-4 holds for any order at the row lengths a UB tile holds.
// Half inputs are computed in float32 (the API converts half rows to float, its
// sharedTmpBuffer holds them) and rounded once to half.
func compileSoftmax(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	pv, d, err := libFloatOp(cc, op)
	if err != nil {
		return nil, err
	}
	for _, f := range []string{"reuseSource", "dataFormatNZ"} {
		if op.Attr(f) != nil {
			return nil, ir.OpError(op, "is not simulated with %s (only ND rows, src left intact)", f)
		}
	}
	si := operand(cc, op, "softmaxShapeInfo")
	if si < 0 {
		return nil, ir.OpError(op, "is not simulated without softmaxShapeInfo (the shape is otherwise only in the opaque tiling)")
	}
	for _, name := range []string{"sumTensor", "maxTensor", "src"} {
		if v := operandValue(op, name); v == nil || elemOf(cc, v) != d {
			return nil, ir.OpError(op, "is simulated with %s present and of the element type of dst (%s)", name, d)
		}
	}
	dr, sr, mr, xr := operand(cc, op, "dst"), operand(cc, op, "sumTensor"), operand(cc, op, "maxTensor"), operand(cc, op, "src")
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		p, ok := params(c, in, si)
		if !ok {
			return sim.Fail
		}
		m, k, om, ok2 := p.F[0], p.F[1], p.F[2], p.F[3]
		es := int64(d.Size())
		switch {
		case m <= 0 || k <= 0:
			return c.Fatal(in, "SoftMaxShapeInfo srcM=%d srcK=%d must be positive", m, k)
		case om != m || ok2 != k:
			return c.Fatal(in, "is not simulated for oriSrcM/oriSrcK (%d, %d) different from srcM/srcK (%d, %d)", om, ok2, m, k)
		case k*es%32 != 0:
			return c.Fatal(in, "SoftMaxShapeInfo srcK=%d: a row of %d bytes is not 32-byte aligned", k, k*es)
		}
		dst, sum, mx, src := &c.Regs[dr].T, &c.Regs[sr].T, &c.Regs[mr].T, &c.Regs[xr].T
		if !ubOnly(c, in, dst, sum, mx, src) {
			return sim.Fail
		}
		cost := c.Cost()
		c.Issue(in, pv, 6*cost.Vector((m*k*es+255)/256, true), cost.VecHead)
		s, ok := c.Mem(in, pv, src, 0, m*k*es, false)
		if !ok {
			return sim.Fail
		}
		x := append([]byte(nil), s...) // dst may alias src
		blk := 32 / es
		ws, ok := c.Mem(in, pv, sum, 0, m*32, true)
		if !ok {
			return sim.Fail
		}
		wm, ok := c.Mem(in, pv, mx, 0, m*32, true)
		if !ok {
			return sim.Fail
		}
		w, ok := c.Mem(in, pv, dst, 0, m*k*es, true)
		if !ok {
			return sim.Fail
		}
		e := make([]float32, k)
		for i := int64(0); i < m; i++ {
			row := i * k
			hi := float32(math.Inf(-1))
			for j := int64(0); j < k; j++ {
				hi = max(hi, float32(sim.Load(x, int(row+j), d)))
			}
			var acc float32
			for j := int64(0); j < k; j++ {
				e[j] = float32(math.Exp(float64(float32(float32(sim.Load(x, int(row+j), d)) - hi))))
				acc += e[j]
			}
			for j := int64(0); j < k; j++ {
				sim.Store(w, int(row+j), d, roundOnce(float64(e[j]/acc), d))
			}
			for j := int64(0); j < blk; j++ {
				sim.Store(ws, int(i*blk+j), d, roundOnce(float64(acc), d))
				sim.Store(wm, int(i*blk+j), d, float64(hi))
			}
		}
		return sim.Next
	}, nil
}

// registerSoftmax adds SoftMax (SimpleSoftMax, which takes the statistics as inputs, stays
// refused).
func registerSoftmax(r *sim.Registry) {
	reg(r, ascendc.OpSoftmax, apiCost, compileSoftmax)
}
