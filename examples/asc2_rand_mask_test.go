package examples

import (
	"math"

	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/ir"
)

// Masking regions and rms_norm in the reference interpreter.

// maskRegion runs the body of count_mask or bitwise_mask with its mask in force.
func (m *refMachine) maskRegion(op *ir.Operation) {
	if m.mask != nil {
		refFail(op, "a mask region inside another")
	}
	k := &rMask{}
	var other *ir.Value
	if cm, ok := asctile.AsCountMaskOp(op); ok {
		k.count = m.i64(op, 0)
		other = cm.Other()
	} else {
		bm, _ := asctile.AsBitwiseMaskOp(op)
		k.bits = true
		k.hi, k.lo = uint64(m.i64(op, 0)), uint64(m.i64(op, 1))
		other = bm.Other()
	}
	if other != nil {
		v := m.env[other]
		if v == nil || len(v.el) != 1 {
			refFail(op, "`other` has no scalar value")
		}
		k.other = &v.el[0]
		k.otherFloat = isFloat(v.et)
	}
	m.mask = k
	m.block(op.Region(0).Front(), nil)
	m.mask = nil
}

// i64 is operand i as a 64-bit integer exactly: the mask halves are constants whose low
// bits a float64 would lose, so a constant is read from its attribute.
func (m *refMachine) i64(op *ir.Operation, i int) int64 {
	if d := op.Operand(i).DefiningOp(); d != nil && d.Name() == arith.OpConstant {
		if a, ok := d.Attr("value").(*ir.IntegerAttr); ok {
			return a.Value
		}
	}
	v := m.val(op, i).el[0].v
	if math.Abs(v) >= 1<<53 {
		refFail(op, "operand #%d is not exact", i)
	}
	return int64(v)
}

// refMaskable are the ops a mask region computes under its mask: the unary, binary and
// tile-scalar vector ops and a splat (asctile-ops.md: the region "runs the vector ops of
// its body" with the mask; docs/pyasc.md lists what the lowering masks).
func refMaskable(name string) bool {
	_, b := refBinary[name]
	_, u := refUnary[name]
	_, s := refScalarOps[name]
	return b || u || s || name == asctile.OpSplat
}

// masked applies the region's mask to the results of op: a vector op's result keeps the
// lanes the mask selects and takes `other` elsewhere (undefined without `other`). A tile
// made by an op that has no masked form is not settled: the interpreter refuses it, as
// the toolchain does.
func (m *refMachine) masked(op *ir.Operation, res []*rVal) {
	for _, r := range res {
		if r == nil || r.shape == nil {
			continue
		}
		if !refMaskable(op.Name()) {
			refFail(op, "a tile made inside a mask region by an op without masked form")
		}
		lanes := 256 * 8 / typeOf(r.et).bits
		if !m.mask.bits && (m.mask.count < 1 || m.mask.count > int64(lanes)) {
			refFail(op, "a count mask of %d for %d lanes a repeat", m.mask.count, lanes)
		}
		if m.mask.bits && lanes == 64 && m.mask.hi != 0 {
			refFail(op, "a high mask word for 32-bit lanes")
		}
		fill := rEl{bad: true}
		if o := m.mask.other; o != nil {
			fill = m.convertOther(op, *o, r.et)
		}
		el := make([]rEl, len(r.el))
		for i, x := range r.el {
			el[i] = x
			if !m.mask.on(i % lanes) {
				el[i] = fill
			}
		}
		r.el = el
	}
}

// convertOther is `other` as an element of et: integers from floats truncated toward
// zero, floats rounded (f16 and bf16 have no conversion between them: refused).
func (m *refMachine) convertOther(op *ir.Operation, o rEl, et string) rEl {
	if !isFloat(et) {
		return rEl{v: refRound(et, math.Trunc(o.v)), bad: o.bad}
	}
	if m.mask.otherFloat && et != "f32" && typeOf(et).bits == 16 && o.v != refRound(et, o.v) {
		refFail(op, "`other` of another 16-bit float type")
	}
	return rEl{v: refRound(et, o.v), bad: o.bad}
}

// rmsNorm normalises each row (the last dimension; a 1-D tile is one row):
// y = x / sqrt(mean(x²) + epsilon) · gamma, gamma holding one factor per column. The
// bound: the operands' errors carried through, the roundings of a sum of squares in the
// element type, and the library's approximation.
func (m *refMachine) rmsNorm(op *ir.Operation) *rVal {
	x, gm, eps := m.val(op, 0), m.val(op, 1), m.val(op, 2)
	if len(x.shape) < 1 || len(x.shape) > 2 {
		refFail(op, "rank %d", len(x.shape))
	}
	w := x.shape[len(x.shape)-1]
	if len(gm.el) != w {
		refFail(op, "gamma of %d elements for rows of %d", len(gm.el), w)
	}
	u, _ := unitRound(x.et)
	r := &rVal{et: x.et, shape: x.shape, el: make([]rEl, len(x.el))}
	for r0 := 0; r0 < len(x.el); r0 += w {
		row := x.el[r0 : r0+w]
		ss, se, bad := 0.0, 0.0, eps.el[0].bad
		for _, e := range row {
			ss += e.v * e.v
			se = math.Max(se, e.e)
			bad = bad || e.bad
		}
		ms := ss/float64(w) + eps.el[0].v
		if ms <= 0 {
			refFail(op, "a row whose mean square plus epsilon is %g", ms)
		}
		rms := math.Sqrt(ms)
		// Relative error of 1/rms: the squares' rounding and the inputs' errors.
		rel := float64(w+4)*u + se*math.Sqrt(float64(w))/rms/math.Max(rms, 1e-30)
		for i, e := range row {
			g := gm.el[i]
			y := e.v / rms * g.v
			ey := math.Abs(y)*(rel+2*u) + (e.e*math.Abs(g.v)+g.e*math.Abs(e.v))/rms
			r.el[r0+i] = finish(x.et, rEl{v: y, e: ey, bad: bad || g.bad}, true)
		}
	}
	return r
}
