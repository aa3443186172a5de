package semantics

import (
	"math"
	"strconv"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// SoftMax and SimpleSoftMax (docs/sim/softmax.md): row-wise softmax of an ND [srcM, srcK]
// tensor whose shape comes from the softmaxShapeInfo operand. The SoftMaxTiling only
// decides how the library splits the rows, so the model does not read it. Computation in
// float32 (half inputs widened exactly), the row sum in the reduction tree of
// docs/sim/reduce.md, results rounded once to the output type.

// smOperands are the registers and types of one softmax op.
type smOperands struct {
	dst, sum, max, src, shape int32
	t, t2                     sim.DType // dst/src type; sum/max type
	simple                    bool
	pv                        arch.Pipe
}

func registerSoftmax(r *sim.Registry) {
	reg(r, ascendc.OpSoftmax, apiCost, compileSoftmax(false))
	reg(r, ascendc.OpSimpleSoftmax, apiCost, compileSoftmax(true))
	reg(r, ascendc.OpRmsNorm, apiCost, compileRmsNorm)
}

func compileSoftmax(simple bool) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		pv, err := fixedPipe(op)
		if err != nil {
			return nil, err
		}
		for _, a := range []string{"reuseSource", "dataFormatNZ"} {
			if op.Attr(a) != nil {
				return nil, ir.OpError(op, "is not simulated with %s (%s)", a, map[string]string{
					"reuseSource":  "the API may leave intermediate values in src",
					"dataFormatNZ": "only the ND layout is modelled"}[a])
			}
		}
		if operandValue(op, "softmaxShapeInfo") == nil {
			return nil, ir.OpError(op, "is not simulated without softmaxShapeInfo: the rows and the row length are then in no operand the simulator reads (SoftMaxTiling only splits the work)")
		}
		o := smOperands{dst: operand(cc, op, "dst"), sum: operand(cc, op, "sumTensor"), max: operand(cc, op, "maxTensor"),
			src: operand(cc, op, "src"), shape: operand(cc, op, "softmaxShapeInfo"), simple: simple, pv: pv}
		o.t = elemOf(cc, operandValue(op, "dst"))
		if s := elemOf(cc, operandValue(op, "src")); s != o.t || (o.t != sim.F16 && o.t != sim.F32) {
			return nil, ir.OpError(op, "is not simulated for dst %s and src %s (SoftMax takes half or float, both the same)", o.t, s)
		}
		if (o.sum < 0) != (o.max < 0) {
			return nil, ir.OpError(op, "is not simulated with only one of sumTensor and maxTensor")
		}
		o.t2 = o.t
		if o.sum >= 0 {
			o.t2 = elemOf(cc, operandValue(op, "sumTensor"))
			if m := elemOf(cc, operandValue(op, "maxTensor")); m != o.t2 || (o.t2 != o.t && !(o.t == sim.F16 && o.t2 == sim.F32)) {
				return nil, ir.OpError(op, "is not simulated for sum %s and max %s with src %s (the API takes both of src's type, or float for half src)", o.t2, m, o.t)
			}
		}
		basic := op.Attr("basicBlock") != nil
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			m, k, why := softmaxShape(c, o.shape)
			if why != "" {
				return c.Fatal(in, "%s", why)
			}
			if basic && (m%8 != 0 || k%64 != 0) {
				return c.Fatal(in, "is not simulated for isBasicBlock with srcM=%d, srcK=%d: the basic-block form needs srcM a multiple of 8 and srcK a multiple of 64", m, k)
			}
			return o.run(c, in, m, k)
		}, nil
	}
}

// softmaxShape reads srcM and srcK from the SoftMaxShapeInfo; the original shape must be
// the same (what the padding columns of a narrower original row hold is not modelled).
func softmaxShape(c *sim.Core, r int32) (int64, int64, string) {
	p, ok := c.Regs[r].O.(*Params)
	if !ok {
		return 0, 0, "softmaxShapeInfo was not built in the kernel (ascendc.construct or emitasc.init_struct of !ascendc.softmax_shape_info): its values are not available to the simulator"
	}
	names := paramFields["softmax_shape_info"]
	for i, v := range p.F[:4] {
		if v == unsetField {
			return 0, 0, "SoftMaxShapeInfo." + names[i] + " was never set"
		}
	}
	m, k, om, ok2 := p.F[0], p.F[1], p.F[2], p.F[3]
	switch {
	case m <= 0 || k <= 0:
		return 0, 0, "is not simulated for SoftMaxShapeInfo srcM=" + itoa64(m) + ", srcK=" + itoa64(k) + ": a zero shape takes the shape from SoftMaxTiling, which the simulator does not read"
	case om != m || ok2 != k:
		return 0, 0, "is not simulated for an original shape (" + itoa64(om) + ", " + itoa64(ok2) + ") other than the shape (" + itoa64(m) + ", " + itoa64(k) + "): what the padding of dst holds is not modelled"
	}
	return m, k, ""
}

func itoa64(v int64) string { return strconv.FormatInt(v, 10) }

// run computes the rows. Per row: max (exact), d = x − max rounded to float32, e = exp(d)
// rounded to float32, s = the tree sum of the e (or, for SimpleSoftMax, the given max
// and sum), y = e / s rounded to float32, then to T.
func (o smOperands) run(c *sim.Core, in *sim.Instr, m, k int64) sim.Ctl {
	es, es2 := int64(o.t.Size()), int64(o.t2.Size())
	if k*es%32 != 0 {
		return c.Fatal(in, "srcK=%d elements of %s is not a multiple of 32 bytes, which SoftMax requires", k, o.t)
	}
	blk := 32 / es2 // sum/max: one 32-byte block per row, every lane the row's value
	dst, src := &c.Regs[o.dst].T, &c.Regs[o.src].T
	var sumT, maxT *sim.Tensor
	if o.sum >= 0 {
		sumT, maxT = &c.Regs[o.sum].T, &c.Regs[o.max].T
	}
	if !ubOnly(c, in, dst, src, sumT, maxT) {
		return sim.Fail
	}
	cost := c.Cost()
	reps := (m*k*4 + 255) / 256
	c.Issue(in, o.pv, 5*cost.Vector(reps, false)+cost.Vector(reps, true), cost.VecHead)
	s, ok := c.Mem(in, o.pv, src, 0, m*k*es, false)
	if !ok {
		return sim.Fail
	}
	x := append([]byte(nil), s...) // dst may alias src
	var inSum, inMax []byte
	if o.simple {
		if inSum, ok = c.Mem(in, o.pv, sumT, 0, m*blk*es2, false); !ok {
			return sim.Fail
		}
		inSum = append([]byte(nil), inSum...)
		if inMax, ok = c.Mem(in, o.pv, maxT, 0, m*blk*es2, false); !ok {
			return sim.Fail
		}
		inMax = append([]byte(nil), inMax...)
	}
	y := make([]float64, m*k)
	sums, maxs := make([]float64, m), make([]float64, m)
	row := make([]float64, k)
	for i := int64(0); i < m; i++ {
		for j := range row {
			row[j] = sim.Load(x, int(i*k)+j, o.t)
		}
		if o.simple {
			var why string
			if maxs[i], why = rowScalar(inMax, i, blk, o.t2, "inMax"); why == "" {
				sums[i], why = rowScalar(inSum, i, blk, o.t2, "inSum")
			}
			if why != "" {
				return c.Fatal(in, "%s", why)
			}
		} else {
			maxs[i], _ = reduceLanes(append([]float64(nil), row...), sim.F32, tMax)
		}
		e := make([]float64, k)
		for j, v := range row {
			e[j] = float64(float32(math.Exp(float64(float32(v) - float32(maxs[i])))))
		}
		if !o.simple {
			sums[i] = foldTree(append([]float64(nil), e...), sim.F32, tSum.f)
		}
		for j := range e {
			y[i*k+int64(j)] = float64(float32(e[j]) / float32(sums[i]))
		}
	}
	w, ok := c.Mem(in, o.pv, dst, 0, m*k*es, true)
	if !ok {
		return sim.Fail
	}
	for i, v := range y {
		sim.Store(w, i, o.t, v)
	}
	if o.simple || sumT == nil {
		return sim.Next
	}
	for _, out := range []struct {
		t *sim.Tensor
		v []float64
	}{{sumT, sums}, {maxT, maxs}} {
		b, ok := c.Mem(in, o.pv, out.t, 0, m*blk*es2, true)
		if !ok {
			return sim.Fail
		}
		for i := int64(0); i < m*blk; i++ {
			sim.Store(b, int(i), o.t2, out.v[i/blk])
		}
	}
	return sim.Next
}

// rowScalar is row i's value of SimpleSoftMax's inSum/inMax: a 32-byte block whose lanes
// the API requires to be equal (the vector instructions pair lane l of the block with lane
// l of each block of the row, so unequal lanes give a result the model does not fix).
func rowScalar(b []byte, i, blk int64, d sim.DType, name string) (float64, string) {
	v := sim.Load(b, int(i*blk), d)
	for l := int64(1); l < blk; l++ {
		if w := sim.Load(b, int(i*blk+l), d); w != v && !(math.IsNaN(w) && math.IsNaN(v)) {
			return 0, "is not simulated for " + name + " row " + itoa64(i) + " holding different values in its 32-byte block (the API takes one value repeated over the block)"
		}
	}
	return v, ""
}
