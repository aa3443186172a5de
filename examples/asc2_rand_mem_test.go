package examples

import (
	"math"

	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/ir"
)

// Loads, stores, reductions and softmax of the reference interpreter.

// tensorRank is the rank of the tensor type of v.
func tensorRank(v *ir.Value) int { return len(v.Type().(ir.ShapedType).Shape()) }

// load reads the tile-shaped window at the offsets: elements inside the tensor come from
// GM, the others (a tail column, rows past the end) are the pad value (asctile-ops.md
// asctile.load; docs/pyasc.md, UB loads at the tensor edge).
func (m *refMachine) load(op *ir.Operation) *rVal {
	t := m.val(op, 0).tens
	rank := tensorRank(op.Operand(0))
	sh := tileShape(op.Result(0).Type())
	if len(sh) != rank || len(t.shape) != rank {
		refFail(op, "a tile of rank %d from a tensor of rank %d", len(sh), rank)
	}
	if op.NumOperands() != 2+rank {
		refFail(op, "a load without pad value")
	}
	off := make([]int, rank)
	for i := range off {
		off[i] = m.ival(op, 1+i)
	}
	pad := m.val(op, 1+rank).el[0]
	et := typeKey(op.Result(0).Type())
	r := &rVal{et: et, shape: sh, el: make([]rEl, numel(sh))}
	for i := range r.el {
		g, ok := gmIndex(unravel(i, sh), off, t.shape)
		if ok {
			r.el[i] = t.buf.el[g]
		} else {
			r.el[i] = pad
		}
	}
	return r
}

// gmIndex is the linear index of tile index idx at off in a tensor of shape sh, and
// whether it lies inside the tensor.
func gmIndex(idx, off, sh []int) (int, bool) {
	g := 0
	for k := range sh {
		p := off[k] + idx[k]
		if p < 0 || p >= sh[k] {
			return 0, false
		}
		g = g*sh[k] + p
	}
	return g, true
}

// tileTarget reads the operands of an op writing a tile (operand 0) into a tensor
// (operand 1) at the offsets that follow, one per dimension, as store, store_fixpipe
// and atomic_rmw have them.
func (m *refMachine) tileTarget(op *ir.Operation) (v *rVal, t *rTensor, off []int) {
	v, t = m.val(op, 0), m.val(op, 1).tens
	rank := tensorRank(op.Operand(1))
	if len(v.shape) != rank || len(t.shape) != rank || op.NumOperands() != 2+rank {
		refFail(op, "a tile of rank %d to a tensor of rank %d", len(v.shape), rank)
	}
	off = make([]int, rank)
	for i := range off {
		off[i] = m.ival(op, 2+i)
	}
	return v, t, off
}

// store writes the elements of the tile that lie inside the tensor.
func (m *refMachine) store(op *ir.Operation) {
	v, t, off := m.tileTarget(op)
	for i, x := range v.el {
		if g, ok := gmIndex(unravel(i, v.shape), off, t.shape); ok {
			t.buf.el[g] = x
		}
	}
}

// reduce gives reduce (over the dims listed) or reduce_as_1d (over everything). The
// result has the remaining elements in row-major order, whether the reduced dims are
// kept as 1 or dropped.
func (m *refMachine) reduce(op *ir.Operation) *rVal {
	a := m.val(op, 0)
	ka, _ := op.Attr("kind").(*asctile.KindAttr)
	if ka == nil {
		refFail(op, "no kind")
	}
	kind := ka.Value.String()
	red := make([]bool, len(a.shape))
	if op.Name() == "asctile.reduce_as_1d" {
		for i := range red {
			red[i] = true
		}
	} else {
		dims, _ := op.Attr("dims").(*ir.ArrayAttr)
		if dims == nil {
			refFail(op, "no dims")
		}
		for _, d := range dims.Elems {
			k := int(d.(*ir.IntegerAttr).Value)
			if k < 0 || k >= len(red) {
				refFail(op, "dim %d of a rank-%d tile", k, len(red))
			}
			red[k] = true
		}
	}
	var keep []int
	for i, d := range a.shape {
		if !red[i] {
			keep = append(keep, d)
		}
	}
	groups := make([][]rEl, numel(keep))
	for i, x := range a.el {
		idx := unravel(i, a.shape)
		var kidx []int
		for k, r := range red {
			if !r {
				kidx = append(kidx, idx[k])
			}
		}
		g := ravel(kidx, keep)
		groups[g] = append(groups[g], x)
	}
	rt := op.Result(0).Type()
	et := typeKey(rt)
	sh := tileShape(rt)
	if numel(sh) != len(groups) && !(sh == nil && len(groups) == 1) {
		refFail(op, "result of %d elements for %d groups", numel(sh), len(groups))
	}
	r := &rVal{et: et, shape: sh, el: make([]rEl, len(groups))}
	for i, g := range groups {
		r.el[i] = reduceGroup(op, kind, et, g)
	}
	return r
}

// reduceGroup reduces one group. A sum's bound covers any order of additions: the
// operands' errors plus n roundings of at most the sum of magnitudes.
func reduceGroup(op *ir.Operation, kind, et string, g []rEl) rEl {
	var z rEl
	switch kind {
	case "sum":
		mag := 0.0
		for _, x := range g {
			z.v += x.v
			z.e += x.e
			z.bad = z.bad || x.bad
			mag += math.Abs(x.v)
		}
		u, _ := unitRound(et)
		z.e += float64(len(g)) * u * mag
	case "max", "min":
		z = g[0]
		for _, x := range g[1:] {
			if kind == "max" {
				z.v = math.Max(z.v, x.v)
			} else {
				z.v = math.Min(z.v, x.v)
			}
			z.e = math.Max(z.e, x.e)
			z.bad = z.bad || x.bad
		}
	default:
		refFail(op, "reduce kind %s not interpreted", kind)
	}
	return finish(et, z, false)
}

// softmax normalises the last dimension: exp(x - max) / sum.
func (m *refMachine) softmax(op *ir.Operation) *rVal {
	a := m.val(op, 0)
	w := a.shape[len(a.shape)-1]
	r := &rVal{et: a.et, shape: a.shape, el: make([]rEl, len(a.el))}
	u, _ := unitRound(a.et)
	for r0 := 0; r0 < len(a.el); r0 += w {
		row := a.el[r0 : r0+w]
		mx, big, bad := math.Inf(-1), 0.0, false
		for _, x := range row {
			mx = math.Max(mx, x.v)
			big = math.Max(big, x.e)
			bad = bad || x.bad
		}
		s := 0.0
		for _, x := range row {
			s += math.Exp(x.v - mx)
		}
		for i, x := range row {
			y := math.Exp(x.v-mx) / s
			e := y * (4*big + float64(w+4)*u)
			r.el[r0+i] = finish(a.et, rEl{v: y, e: e, bad: bad}, true)
		}
	}
	return r
}
