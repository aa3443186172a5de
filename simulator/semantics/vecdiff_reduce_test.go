package semantics

import (
	"fmt"
	"math"
	"math/rand"
	"strings"
	"testing"
)

// Reductions at L0/L1 (and ReduceX at L2): WholeReduceX (one result per repeat, max/min
// with value/index pairs in the order attribute's order), BlockReduceX (one result per
// 32-byte block: 8 per repeat), PairReduceSum (lanes 2i, 2i+1: lanes/2 per repeat), and
// ReduceX (one result over every active lane of every repeat, max/min with the index).
// dstRepStride counts one repeat's results. The order in which a sum combines its terms is
// not settled by the spec: sums are checked against the exact sum within the pairwise
// bound 2*D*u*sum|x| (D = ceil(log2 n)); max and min exactly; an index must point at a
// lane holding the result.

type redInst struct {
	op     string // whole_reduce_sum, block_reduce_max, pair_reduce_sum, reduce_min, ...
	t      vdType
	g      *vdGeom
	order  int  // WholeReduceMax/Min
	calIdx bool // ReduceMax/Min
}

func (x *redInst) String() string {
	return fmt.Sprintf("%s %s %v order=%d calIndex=%v", x.op, x.t.name, x.g, x.order, x.calIdx)
}

func (x *redInst) kind() string { return x.op[strings.LastIndex(x.op, "_")+1:] }

// outs is the number of results per repeat.
func (x *redInst) outs(lanes int64) int64 {
	switch {
	case strings.HasPrefix(x.op, "block"):
		return 8
	case strings.HasPrefix(x.op, "pair"):
		return lanes / 2
	case strings.HasPrefix(x.op, "whole") && x.kind() != "sum" && x.order <= 1:
		return 2
	}
	return 1
}

// redVals gives values whose sums are exact in f16 for a repeat (|v| <= 2, step 1/4), or
// wide random ones.
func redVals(r *rand.Rand, t vdType, n int, exact bool) []byte {
	b := make([]byte, n*t.size)
	for i := 0; i < n; i++ {
		v := float64(r.Intn(17)-8) / 4
		if !exact {
			v = math.Ldexp(1+r.Float64(), r.Intn(8)-4)
			if r.Intn(2) == 0 {
				v = -v
			}
		}
		bits, _ := rnd(t, v)
		putRaw(b, t, i, bits)
	}
	return b
}

func (x *redInst) run(t *testing.T, r *rand.Rand) string {
	es := int64(x.t.size)
	lanes := 256 / es
	whole := !strings.HasPrefix(x.op, "reduce")
	form := r.Intn(2)
	if !whole && r.Intn(3) == 0 {
		form = 2
	}
	x.g = randGeom(r, lanes, 2, form, vdMaxBytes/32)
	x.g.counter, x.g.useReg = false, false
	if form == 2 {
		return x.runL2(t, r)
	}
	if x.g.form == 0 {
		x.g.maskLen = 1 + int64(r.Intn(int(lanes)))
		if r.Intn(2) == 0 {
			x.g.maskLen = lanes
		}
	} else {
		x.g.words = randWords(r, lanes)
	}
	if !whole {
		x.g.blk[1] = 1
	}
	if !whole && (x.g.rs[1] == 0 || x.calIdx) {
		x.g.rs[1] = 8 // the index with gaps between repeats is refused
	}
	x.g.fit([]int64{es, es}, vdMaxBytes)
	outs := x.outs(lanes)
	// dst: results at r*dstRep*outs; dstRep >= 1 keeps them apart.
	x.g.rs[0] = 1 + int64(r.Intn(3))
	if !whole {
		x.g.rs[0] = 0
	}
	x.g.blk[0] = 0
	nres := outs * max(1, (x.g.rep-1)*x.g.rs[0]+1)
	if !whole {
		nres = 2
	}
	k := newVDKernel()
	nd := vdRoundUp(nres, 32/es)
	dst := k.buf("dst", x.t, int(nd), randBytesNoNaN(r, x.t, int(nd)))
	ns := vdRoundUp(max(x.g.span(1, es), 1), 32/es)
	exact := r.Intn(2) == 0 || x.kind() != "sum"
	src := k.buf("src", x.t, int(ns), redVals(r, x.t, int(ns), exact))
	init := append([]byte(nil), dst.data...)
	x.emit(k, r)
	d := k.run(t)
	if x.emptyGroup(lanes) {
		// The result of a group with no active lane is not settled: it is left
		// undefined, and copying it to GM must be reported.
		if !strings.Contains(d, "uninitialised") {
			return "a result over no active lane reached GM unreported: " + d
		}
		return ""
	}
	if d != "" {
		return d
	}
	return x.check(lanes, outs, init, dst.data, src.data)
}

// emptyGroup reports whether a block or pair result has no active lane.
func (x *redInst) emptyGroup(lanes int64) bool {
	per := int64(0)
	switch {
	case strings.HasPrefix(x.op, "block"):
		per = 32 / int64(x.t.size)
	case strings.HasPrefix(x.op, "pair"):
		per = 2
	}
	if per == 0 || x.g.rep == 0 {
		return false
	}
	for l0 := int64(0); l0 < lanes; l0 += per {
		any := false
		for l := l0; l < l0+per; l++ {
			any = any || x.g.active(0, l)
		}
		if !any {
			return true
		}
	}
	return false
}

// emit writes the op.
func (x *redInst) emit(k *vdKernel, r *rand.Rand) {
	g := x.g
	m, mt, _ := g.maskOperands(k, x.t.name, r)
	lt := fmt.Sprintf("%s, %s", k.bufs[0].lt(), k.bufs[1].lt())
	name := fmt.Sprintf("ascendc.%s_l%d", x.op, g.form)
	ms, mts := strings.Join(m, ", "), strings.Join(mt, ", ")
	rep := k.i32(g.rep)
	strides := fmt.Sprintf("%s, %s, %s", k.i32(g.rs[0]), k.i32(g.blk[1]), k.i32(g.rs[1]))
	switch {
	case strings.HasPrefix(x.op, "whole"):
		attr := "{isSetMask}"
		if x.kind() != "sum" {
			attr = fmt.Sprintf("{order = %d : i32, isSetMask}", x.order)
		}
		k.line("%s %%dst, %%src, %s, %s, %s %s : %s, %s, i32, i32, i32, i32", name, ms, rep, strides, attr, lt, mts)
	case strings.HasPrefix(x.op, "reduce"):
		k.line("%%tmp = ascendc.local_tensor_v3 veccalc, 188416, 64 : !ascendc.local_tensor<64x%s>", x.t.name)
		idx := ""
		idxT := ""
		if x.kind() != "sum" {
			idx = ", " + k.i32(int64(boolI(x.calIdx)))
			idxT = ", i32"
		}
		k.line("%s %%dst, %%src, %%tmp, %s, %s, %s%s : %s, !ascendc.local_tensor<64x%s>, %s, i32, i32%s", name, ms, rep, k.i32(g.rs[1]), idx, lt, x.t.name, mts, idxT)
	default: // block_, pair_: repeatTime first
		k.line("%s %%dst, %%src, %s, %s, %s {isSetMask} : %s, i32, %s, i32, i32, i32", name, rep, ms, strides, lt, mts)
	}
}

func boolI(b bool) int {
	if b {
		return 1
	}
	return 0
}

// check compares dst with the reduction of src.
func (x *redInst) check(lanes, outs int64, init, got, src []byte) string {
	g, t := x.g, x.t
	es := int64(t.size)
	want := append([]byte(nil), init...)
	tol := make([]float64, len(got)/t.size) // allowed error per element (sums)
	idxAt := map[int64]map[int64]float64{}  // index slots: active lane position -> value
	var all []float64                       // ReduceX: active lanes in order
	allPos := map[int64]float64{}
	for rr := int64(0); rr < g.rep; rr++ {
		groups := map[int64][]float64{}
		pos := map[int64]float64{}
		for l := int64(0); l < lanes; l++ {
			if !g.active(rr, l) {
				continue
			}
			v := val(t, getRaw(src, t, int(g.off(1, rr, l, es))))
			grp := int64(0)
			switch {
			case strings.HasPrefix(x.op, "block"):
				grp = l / (32 / es)
			case strings.HasPrefix(x.op, "pair"):
				grp = l / 2
			}
			groups[grp] = append(groups[grp], v)
			all = append(all, v)
			pos[l] = v
			allPos[rr*lanes+l] = v
		}
		if strings.HasPrefix(x.op, "reduce") {
			continue
		}
		base := rr * g.rs[0] * outs
		for grp := int64(0); grp < outs && (outs > 2 || grp == 0); grp++ {
			vs, ok := groups[grp]
			if !ok {
				continue // nothing active: see the refusal/poison rules below
			}
			x.store(want, tol, idxAt, base, grp, vs, pos)
		}
	}
	if strings.HasPrefix(x.op, "reduce") && len(all) > 0 {
		x.store(want, tol, idxAt, 0, 0, all, allPos)
	}
	return x.compare(got, want, tol, idxAt)
}

// compare checks got against want: index slots must point at a lane holding the result,
// other elements must match within tol.
func (x *redInst) compare(got, want []byte, tol []float64, idxAt map[int64]map[int64]float64) string {
	t := x.t
	for i := 0; i < len(got)/t.size; i++ {
		a, b := getRaw(got, t, i), getRaw(want, t, i)
		if cands, ok := idxAt[int64(i)]; ok {
			if v, ok := cands[int64(a)]; !ok || v != val(t, b) {
				return fmt.Sprintf("dst[%d] = index %d does not hold the result %g", i, a, val(t, b))
			}
			continue
		}
		if a == b || math.Abs(val(t, a)-val(t, b)) <= tol[i] {
			continue
		}
		return fmt.Sprintf("dst[%d] = %#x (%g), want %#x (%g) ± %g", i, a, val(t, a), b, val(t, b), tol[i])
	}
	return ""
}

// store writes the result of one group (its active values vs) at result slot grp of the
// repeat whose results start at element base.
func (x *redInst) store(want []byte, tol []float64, idxAt map[int64]map[int64]float64, base, grp int64, vs []float64, pos map[int64]float64) {
	t := x.t
	var res float64
	at := base + grp
	switch x.kind() {
	case "sum":
		abs := 0.0
		for _, v := range vs {
			res += v
			abs += math.Abs(v)
		}
		u := math.Ldexp(1, -11)
		if t == vdF32 {
			u = math.Ldexp(1, -24)
		}
		d := math.Ceil(math.Log2(float64(len(vs))))
		tol[at] = 2*d*u*abs + math.Abs(res)*u
		b, _ := rnd(t, res)
		putRaw(want, t, int(at), b)
		return
	case "max":
		res = math.Inf(-1)
		for _, v := range vs {
			res = math.Max(res, v)
		}
	default:
		res = math.Inf(1)
		for _, v := range vs {
			res = math.Min(res, v)
		}
	}
	b, _ := rnd(t, res)
	vi, ii := at, int64(-1)
	switch {
	case strings.HasPrefix(x.op, "reduce") && x.calIdx:
		ii = 1
	case strings.HasPrefix(x.op, "whole") && x.order == 0:
		vi, ii = base, base+1
	case strings.HasPrefix(x.op, "whole") && x.order == 1:
		vi, ii = base+1, base
	case strings.HasPrefix(x.op, "whole") && x.order == 3:
		vi, ii = -1, base
	}
	if vi >= 0 {
		putRaw(want, t, int(vi), b)
	}
	if ii >= 0 {
		putRaw(want, t, int(ii), b) // the value the index must point at
		idxAt[ii] = pos
	}
}

// TestVecDiffReduce runs random reductions of every kind at L0 and L1.
func TestVecDiffReduce(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	fails := 0
	var ops []string
	for _, k := range []string{"sum", "max", "min"} {
		ops = append(ops, "whole_reduce_"+k, "block_reduce_"+k, "reduce_"+k)
	}
	ops = append(ops, "pair_reduce_sum")
	for _, op := range ops {
		for _, ty := range []vdType{vdF16, vdF32} {
			for n := 0; n < 16; n++ {
				x := &redInst{op: op, t: ty, order: n % 4, calIdx: n%2 == 0}
				if msg := x.run(t, r); msg != "" {
					t.Errorf("%v: %s", x, msg)
					if fails++; fails > 20 {
						t.Fatal("too many failures")
					}
				}
			}
		}
	}
}

// runL2 is ReduceX over the first count elements: dst[0] the result, dst[1] the index for
// max/min with calIndex.
func (x *redInst) runL2(t *testing.T, r *rand.Rand) string {
	es := int64(x.t.size)
	k := newVDKernel()
	dst := k.buf("dst", x.t, int(32/es), randBytesNoNaN(r, x.t, int(32/es)))
	ns := vdRoundUp(x.g.count, 32/es)
	exact := r.Intn(2) == 0 || x.kind() != "sum"
	src := k.buf("src", x.t, int(ns), redVals(r, x.t, int(ns), exact))
	init := append([]byte(nil), dst.data...)
	k.line("%%tmp = ascendc.local_tensor_v3 veccalc, 188416, 64 : !ascendc.local_tensor<64x%s>", x.t.name)
	idx, idxT := "", ""
	if x.kind() != "sum" {
		idx, idxT = ", "+k.i32(int64(boolI(x.calIdx))), ", i32"
	}
	k.line("ascendc.%s_l2 %%dst, %%src, %%tmp, %s%s : %s, %s, !ascendc.local_tensor<64x%s>, i32%s", x.op, k.i32(x.g.count), idx, dst.lt(), src.lt(), x.t.name, idxT)
	if d := k.run(t); d != "" {
		return d
	}
	want := append([]byte(nil), init...)
	tol := make([]float64, 32/es)
	idxAt := map[int64]map[int64]float64{}
	var all []float64
	pos := map[int64]float64{}
	for i := int64(0); i < x.g.count; i++ {
		v := val(x.t, getRaw(src.data, x.t, int(i)))
		all = append(all, v)
		pos[i] = v
	}
	x.store(want, tol, idxAt, 0, 0, all, pos)
	return x.compare(dst.data, want, tol, idxAt)
}
