package semantics

import (
	"math"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// Reductions in tree order (docs/sim/reduce.md). Every reduction of this file and of
// ascendc_reduce.go combines its lanes as one pairwise tree over lane positions: level by
// level, position 2i with 2i+1, each partial result rounded to the element type. Masked-out
// lanes hold the identity, so the tree's shape depends on positions, not on the mask. A
// tree over the lanes of each 256-byte repeat followed by a tree over the repeat results is
// the same tree as one over all positions, because repeats hold a power of two of lanes.

// treeOp is one reduction: its identity, its combining step and whether it can report the
// winner's index (max, min).
type treeOp struct {
	id  float64
	f   func(a, b float64) float64
	idx bool
}

var (
	tSum  = treeOp{0, func(a, b float64) float64 { return a + b }, false}
	tProd = treeOp{1, func(a, b float64) float64 { return a * b }, false}
	tMax  = treeOp{math.Inf(-1), func(a, b float64) float64 { return fmax(a, b, 0) }, true}
	tMin  = treeOp{math.Inf(1), func(a, b float64) float64 { return fmin(a, b, 0) }, true}
)

// foldTree reduces v (clobbering it) as the pairwise tree described above; an odd element
// at the end of a level moves up unchanged, as if paired with the identity.
func foldTree(v []float64, d sim.DType, f func(a, b float64) float64) float64 {
	if len(v) == 0 {
		return 0
	}
	for n := len(v); n > 1; n = (n + 1) / 2 {
		for i := 0; i < n/2; i++ {
			v[i] = sim.RoundF(f(v[2*i], v[2*i+1]), d)
		}
		if n%2 == 1 {
			v[n/2] = v[n-1]
		}
	}
	return v[0]
}

// reduceLanes is the value of op over v (clobbered) and, for max and min, the position of
// the first lane holding it. Max and min do not round, so their value does not depend on
// the order; the index is the first winner, scanning positions upward.
func reduceLanes(v []float64, d sim.DType, op treeOp) (float64, int64) {
	if !op.idx {
		return foldTree(v, d, op.f), 0
	}
	acc, at := op.id, int64(0)
	for i, x := range v {
		nv := op.f(acc, x)
		if i == 0 || nv != acc && !(math.IsNaN(nv) && math.IsNaN(acc)) {
			acc, at = nv, int64(i)
		}
	}
	return acc, at
}

// floatOnly refuses, when the kernel is compiled, an element type the vector reductions do
// not have: they take half and float (hardware.md §2 lists the vector unit's lanes for 16-
// and 32-bit types; the reduction APIs are declared for half and float only).
func floatOnly(op *ir.Operation, d sim.DType) error {
	if d != sim.F16 && d != sim.F32 {
		return ir.OpError(op, "is not simulated for element type %s (reductions take f16 or f32)", d)
	}
	return nil
}

var reduceMaskOps = []struct {
	l0, l1 string
	op     treeOp
}{
	{ascendc.OpReduceSumL0, ascendc.OpReduceSumL1, tSum},
	{ascendc.OpReduceMaxL0, ascendc.OpReduceMaxL1, tMax},
	{ascendc.OpReduceMinL0, ascendc.OpReduceMinL1, tMin},
}

// registerReduceMathSort adds the reductions of this file, the math library (mathlib.go)
// and sorting (sort.go).
func registerReduceMathSort(r *sim.Registry) {
	registerTreeReduce(r)
	registerMathLib(r)
	registerSort(r)
}

// registerTreeReduce adds ReduceX in its mask forms, RepeatReduceSum, PairReduceSum and
// the high-level ReduceX over a shape and pattern.
func registerTreeReduce(r *sim.Registry) {
	for _, f := range reduceMaskOps {
		reg(r, f.l0, apiCost, maskReduce(f.op, formL0))
		reg(r, f.l1, apiCost, maskReduce(f.op, formL1))
	}
	reg(r, ascendc.OpRepeatReduceSumL0, apiCost, compileRepeatReduceSum)
	reg(r, ascendc.OpPairReduceSumL0, apiCost, pairReduce(formL0))
	reg(r, ascendc.OpPairReduceSumL1, apiCost, pairReduce(formL1))
	reg(r, ascendc.OpReduceSum, apiCost, patternReduce(tSum))
	reg(r, ascendc.OpReduceMax, apiCost, patternReduce(tMax))
	reg(r, ascendc.OpReduceMin, apiCost, patternReduce(tMin))
	reg(r, ascendc.OpReduceProd, apiCost, patternReduce(tProd))
}

// maskOperands reads the registers of the mask operand group.
func maskOperands(cc *sim.Compiler, op *ir.Operation) []int32 {
	var m []int32
	for _, v := range opdef.OperandGroup(op, "mask") {
		m = append(m, cc.Slot(v))
	}
	return m
}

// gatherRepeats reads the lanes of every repeat of an L0/L1 reduction into one positional
// slice (inactive lanes hold id): repeat r starts at src + r*srcRep blocks and its blocks are
// blk blocks apart. Only the active lanes are read (and recorded).
func gatherRepeats(c *sim.Core, in *sim.Instr, p arch.Pipe, src *sim.Tensor, g geom, d sim.DType, blk, srcRep int64, id float64) ([]float64, bool) {
	es := int64(d.Size())
	lanes, epb := 256/es, 32/es
	active := func(l int64) bool { return g.mask[l/64]&(1<<uint(l%64)) != 0 }
	v := make([]float64, g.rep*lanes)
	for i := range v {
		v[i] = id
	}
	for r := int64(0); r < g.rep; r++ {
		for b := int64(0); b < 8; b++ {
			// Each run of enabled lanes is read on its own: the lanes the mask leaves
			// out are no input of the result (their bytes may never have been written,
			// as in the row results a second reduction level reads).
			for e := int64(0); e < epb; {
				if !active(b*epb + e) {
					e++
					continue
				}
				f := e + 1
				for f < epb && active(b*epb+f) {
					f++
				}
				bb, ok := c.Mem(in, p, src, (r*srcRep+b*blk)*32+e*es, (f-e)*es, false)
				if !ok {
					return nil, false
				}
				for k := e; k < f; k++ {
					v[r*lanes+b*epb+k] = sim.Load(bb, int(k-e), d)
				}
				e = f
			}
		}
	}
	return v, true
}

// maskedReduceOperands is what every L0/L1 reduction reads first: its pipe, its float
// element type (others refused) and its dst, src, repeat and mask operands.
func maskedReduceOperands(cc *sim.Compiler, o *ir.Operation) (arch.Pipe, sim.DType, vecOperands, error) {
	pv, err := fixedPipe(o)
	if err != nil {
		return 0, 0, vecOperands{}, err
	}
	d := elemOf(cc, operandValue(o, "dst"))
	if err := floatOnly(o, d); err != nil {
		return 0, 0, vecOperands{}, err
	}
	vo := vecOperands{dst: operand(cc, o, "dst"), src0: operand(cc, o, "src"), rep: operand(cc, o, "repeatTime"),
		params: -1, dstBlk: -1, maskList: maskOperands(cc, o)}
	return pv, d, vo, nil
}

// maskReduce is ReduceSum/Max/Min with a mask, repeatTime and srcRepStride: one value (and
// for max/min with calIndex, its index) over every active lane of every repeat, written to
// dst[0] (and dst[1]).
func maskReduce(op treeOp, form vecForm) compileFn {
	return func(cc *sim.Compiler, o *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		pv, d, vo, err := maskedReduceOperands(cc, o)
		if err != nil {
			return nil, err
		}
		sRS, calIdx := operand(cc, o, "srcRepStride"), operand(cc, o, "calIndex")
		es := int64(d.Size())
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			dst, src := &c.Regs[vo.dst].T, &c.Regs[vo.src0].T
			if !ubOnly(c, in, dst, src) {
				return sim.Fail
			}
			g, ok := readGeom(c, in, vo, form, 256/es, 1)
			if !ok {
				return sim.Fail
			}
			srep := c.Regs[sRS].I
			if srep < 0 || srep > 255 {
				return c.Fatal(in, "srcRepStride %d is outside 0..255", srep)
			}
			withIdx := op.idx && calIdx >= 0 && c.Regs[calIdx].I&1 != 0
			if withIdx && srep != 8 && g.rep > 1 {
				// The index counts lanes; with gaps between repeats no source fixes whether
				// it counts the skipped elements.
				return c.Fatal(in, "is not simulated for calIndex with srcRepStride %d (only 8: contiguous repeats)", srep)
			}
			cost := c.Cost()
			c.Issue(in, pv, cost.Vector(g.rep, true), cost.VecHead)
			v, ok := gatherRepeats(c, in, pv, src, g, d, 1, srep, op.id)
			if !ok {
				return sim.Fail
			}
			return writeReduced(c, in, pv, dst, d, v, op, withIdx)
		}, nil
	}
}

// writeReduced reduces v and stores the value (and the index's bits) at dst[0] (dst[1]).
func writeReduced(c *sim.Core, in *sim.Instr, pv arch.Pipe, dst *sim.Tensor, d sim.DType, v []float64, op treeOp, withIdx bool) sim.Ctl {
	es := int64(d.Size())
	if len(v) == 0 {
		return sim.Next // repeatTime 0: the instruction does nothing
	}
	val, at := reduceLanes(v, d, op)
	n := es
	if withIdx {
		n = 2 * es
	}
	c.Mixing()
	w, ok := c.Mem(in, pv, dst, 0, n, true)
	if !ok {
		return sim.Fail
	}
	sim.Store(w, 0, d, val)
	if withIdx {
		storeIndex(w, 1, d, at)
	}
	return sim.Next
}

// compileRepeatReduceSum: one sum per repeat over its active lanes (blocks srcBlkStride
// apart), written as element r*dstRepStride of dst. dstBlkStride has no effect: a repeat
// writes one element, which lies in one block.
func compileRepeatReduceSum(cc *sim.Compiler, o *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	return perRepeatReduce(cc, o, formL0, 1)
}

// pairReduce is PairReduceSum: each repeat sums adjacent lane pairs (2i, 2i+1) into
// lanes/2 results, written contiguously at r*dstRepStride results of one repeat
// (lanes/2 elements, 128 bytes).
func pairReduce(form vecForm) compileFn {
	return func(cc *sim.Compiler, o *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		return perRepeatReduce(cc, o, form, 2)
	}
}

// perRepeatReduce runs a reduction that writes, for each repeat, groups of `group` lanes
// reduced to one element (group 1 means the whole repeat). A pair whose two lanes are both
// masked out writes nothing.
func perRepeatReduce(cc *sim.Compiler, o *ir.Operation, form vecForm, group int64) (sim.Exec, error) {
	pv, d, vo, err := maskedReduceOperands(cc, o)
	if err != nil {
		return nil, err
	}
	dRS, sBS, sRS := operand(cc, o, "dstRepStride"), operand(cc, o, "srcBlkStride"), operand(cc, o, "srcRepStride")
	es := int64(d.Size())
	lanes := 256 / es
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		dst, src := &c.Regs[vo.dst].T, &c.Regs[vo.src0].T
		if !ubOnly(c, in, dst, src) {
			return sim.Fail
		}
		g, ok := readGeom(c, in, vo, form, lanes, 1)
		if !ok {
			return sim.Fail
		}
		drep, blk, srep := c.Regs[dRS].I, c.Regs[sBS].I, c.Regs[sRS].I
		if drep < 0 || blk < 0 || srep < 0 || drep > 65535 || blk > 65535 || srep > 65535 {
			return c.Fatal(in, "strides (dstRep %d, srcBlk %d, srcRep %d) must lie in 0..65535", drep, blk, srep)
		}
		cost := c.Cost()
		c.Issue(in, pv, cost.Vector(g.rep, true), cost.VecHead)
		v, ok := gatherRepeats(c, in, pv, src, g, d, blk, srep, 0)
		if !ok {
			return sim.Fail
		}
		per := lanes
		if group > 1 {
			per = group
		}
		outs := lanes / per
		for r := int64(0); r < g.rep; r++ {
			w, ok := c.Mem(in, pv, dst, r*drep*outs*es, outs*es, true)
			if !ok {
				return sim.Fail
			}
			for k := int64(0); k < outs; k++ {
				lo := r*lanes + k*per
				if !anyActive(g.mask, k*per, per) {
					// No source gives the result of a group whose lanes are all masked
					// out: it is left undefined, so using it is reported.
					c.Poison(in, dst, r*drep*outs*es+k*es, es, 0)
					continue
				}
				sim.Store(w, int(k), d, foldTree(v[lo:lo+per], d, tSum.f))
			}
		}
		return sim.Next
	}, nil
}

// anyActive reports whether any lane in [l0, l0+n) of a repeat is active.
func anyActive(mask [2]uint64, l0, n int64) bool {
	for l := l0; l < l0+n; l++ {
		if mask[l/64]&(1<<uint(l%64)) != 0 {
			return true
		}
	}
	return false
}

// patternReduce is the high-level ReduceX<T, pattern>(dst, src, tmp, shape, false): the
// pattern's letters name the runs of a contiguous, unpadded source (the emitted srcInnerPad
// is false) from the outermost, A kept and R reduced, one shape operand per run. dst holds
// the kept runs' elements in row-major order; each is the reduction of the elements that
// share its kept coordinates, taken in row-major order of the reduced coordinates and
// combined as one pairwise tree (R: the whole vector; AR: each row; RA: each column,
// elementwise over the rows).
func patternReduce(op treeOp) compileFn {
	return func(cc *sim.Compiler, o *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		pv, err := fixedPipe(o)
		if err != nil {
			return nil, err
		}
		d := elemOf(cc, operandValue(o, "dst"))
		if err := floatOnly(o, d); err != nil {
			return nil, err
		}
		pat, ok := ascendc.ReducePatternOf(o.Attr("pattern"))
		if !ok {
			return nil, ir.OpError(o, "has no valid reduce pattern attribute")
		}
		letters := pat.String()
		shape := opdef.OperandGroup(o, "srcShape")
		if len(shape) != len(letters) {
			return nil, ir.OpError(o, "pattern %v needs %d shape operands, got %d", pat, len(letters), len(shape))
		}
		var sh []int32
		for _, v := range shape {
			sh = append(sh, cc.Slot(v))
		}
		dr, sr := operand(cc, o, "dst"), operand(cc, o, "src")
		es := int64(d.Size())
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			dst, src := &c.Regs[dr].T, &c.Regs[sr].T
			if !ubOnly(c, in, dst, src) {
				return sim.Fail
			}
			dims := make([]int64, len(sh))
			for i, r := range sh {
				if dims[i] = c.Regs[r].I; dims[i] <= 0 {
					return c.Fatal(in, "shape %v has an empty or negative axis", dimsOf(c, sh))
				}
			}
			pr := newPatternRuns(letters, dims)
			cost := c.Cost()
			c.Issue(in, pv, cost.Vector((pr.total*es+255)/256, true), cost.VecHead)
			s, ok := c.Mem(in, pv, src, 0, pr.total*es, false)
			if !ok {
				return sim.Fail
			}
			w, ok := c.Mem(in, pv, dst, 0, pr.outs*es, true)
			if !ok {
				return sim.Fail
			}
			v := make([]float64, pr.inner)
			for i := int64(0); i < pr.outs; i++ {
				for k := int64(0); k < pr.inner; k++ {
					v[k] = sim.Load(s, int(pr.at(i, k)), d)
				}
				val, _ := reduceLanes(v, d, op)
				sim.Store(w, int(i), d, val)
			}
			if pat != ascendc.ReducePattern_R && pat != ascendc.ReducePattern_AR {
				patternGarbage(c, in, src, dst, pr, es)
			}
			return sim.Next
		}, nil
	}
}

// dimsOf reads the shape operands' values, for a diagnostic.
func dimsOf(c *sim.Core, sh []int32) []int64 {
	var d []int64
	for _, r := range sh {
		d = append(d, c.Regs[r].I)
	}
	return d
}

// patternRuns maps (result index, reduced index) of a pattern reduction to the source
// element: both indices are row-major over the kept and the reduced runs respectively.
type patternRuns struct {
	kept, red          []int64 // sizes of the kept / reduced runs, outermost first
	keptStr, redStr    []int64 // the source strides of those runs
	total, outs, inner int64
}

// newPatternRuns splits the runs of a pattern (letters A/R, outermost first) and their sizes.
func newPatternRuns(letters string, dims []int64) patternRuns {
	pr := patternRuns{total: 1, outs: 1, inner: 1}
	stride := make([]int64, len(dims))
	for i := len(dims) - 1; i >= 0; i-- {
		stride[i] = pr.total
		pr.total *= dims[i]
	}
	for i, l := range letters {
		if l == 'R' {
			pr.red, pr.redStr, pr.inner = append(pr.red, dims[i]), append(pr.redStr, stride[i]), pr.inner*dims[i]
		} else {
			pr.kept, pr.keptStr, pr.outs = append(pr.kept, dims[i]), append(pr.keptStr, stride[i]), pr.outs*dims[i]
		}
	}
	return pr
}

// at is the source element index of result i's k-th reduced element.
func (pr patternRuns) at(i, k int64) int64 {
	return offsetOf(i, pr.kept, pr.keptStr) + offsetOf(k, pr.red, pr.redStr)
}

// offsetOf decomposes the row-major index x over sizes and sums the coordinates' strides.
func offsetOf(x int64, sizes, strides []int64) int64 {
	off := int64(0)
	for j := len(sizes) - 1; j >= 0; j-- {
		off += (x % sizes[j]) * strides[j]
		x /= sizes[j]
	}
	return off
}

// patternGarbage tells the sanitizer which results of a pattern reduction come from
// uninitialised elements: result i from the elements at(i, ·), which the operand-to-operand
// mapping (consecutive source elements onto consecutive results) gets wrong for every
// pattern but R and AR.
func patternGarbage(c *sim.Core, in *sim.Instr, src, dst *sim.Tensor, pr patternRuns, es int64) {
	if !c.TakeUndefined() {
		return
	}
	for i := int64(0); i < pr.outs; i++ {
		for k := int64(0); k < pr.inner; k++ {
			if u, o := c.Undefined(src, pr.at(i, k)*es, es); u {
				c.Poison(in, dst, i*es, es, o)
				break
			}
		}
	}
}
