package semantics

import (
	"encoding/binary"
	"math"
	"sort"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// Sorting on the 910B/950 vector unit (docs/sim/sort.md). Sorted data is a sequence of
// 8-byte structures (score, index): a float score in bytes 0–3, or a half score in bytes 0–1
// with bytes 2–3 left unchanged; the uint32 index in bytes 4–7. Sort32 sorts groups of 32
// scores descending; MrgSort merges up to four sorted lists; Extract splits the structures
// back into scores and indices. Equal scores keep their input order (stable). NaN scores are
// refused: no source fixes where they sort.

const sortStruct = 8 // bytes per (score, index)

type scored struct {
	score float64
	index uint32
}

// registerSort adds Sort32, Sort, MrgSort, Extract, GetSortLen and GetSortOffset, and the
// region-proposal ops (proposal.go).
func registerSort(r *sim.Registry) {
	reg(r, ascendc.OpSort32, apiCost, compileSortGroups(false))
	reg(r, ascendc.OpSort, apiCost, compileSortGroups(true))
	reg(r, ascendc.OpMrgSort, apiCost, compileMrgSort)
	reg(r, ascendc.OpExtract, apiCost, compileExtract)
	reg(r, ascendc.OpGetSortLen, scalarOp, compileSortLen)
	reg(r, ascendc.OpGetSortOffset, scalarOp, compileSortLen)
	registerProposal(r)
}

func sortElem(op *ir.Operation, v *ir.Value, d sim.DType) error {
	if d != sim.F16 && d != sim.F32 {
		return ir.OpError(op, "is not simulated for score type %s (sorting takes f16 or f32)", d)
	}
	if !isLocalTensor(v) {
		return ir.OpError(op, "is not simulated for a %s operand (only LocalTensors)", v.Type())
	}
	return nil
}

func storeScored(w []byte, i int, d sim.DType, s scored) {
	sim.Store(w[i*sortStruct:], 0, d, s.score)
	binary.LittleEndian.PutUint32(w[i*sortStruct+4:], s.index)
}

func loadScored(b []byte, i int, d sim.DType) scored {
	return scored{sim.Load(b[i*sortStruct:], 0, d), binary.LittleEndian.Uint32(b[i*sortStruct+4:])}
}

// sortDesc sorts descending by score, stably; false if a score is NaN.
func sortDesc(v []scored) bool {
	for _, s := range v {
		if math.IsNaN(s.score) {
			return false
		}
	}
	sort.SliceStable(v, func(i, j int) bool { return v[i].score > v[j].score })
	return true
}

// compileSortGroups is Sort32(dst, scores, indices, repeatTime), each repeat sorting 32
// scores with their uint32 indices, and Sort<T, isFullSort>(dst, concat, index, tmp,
// repeatTime), which sorts the repeatTime·32 scores of concat as a whole when isFullSort is
// set and per 32 otherwise. Sort's concat holds the scores (on these SoCs Sort takes the
// score array directly); tmp is not used.
func compileSortGroups(isSort bool) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		pv, err := fixedPipe(op)
		if err != nil {
			return nil, err
		}
		sv, iv := operandValue(op, "src0"), operandValue(op, "src1")
		if isSort {
			sv, iv = operandValue(op, "concat"), operandValue(op, "index")
		}
		d := elemOf(cc, sv)
		if err := sortElem(op, sv, d); err != nil {
			return nil, err
		}
		if id := elemOf(cc, iv); id != sim.U32 && id != sim.I32 {
			return nil, ir.OpError(op, "is not simulated for index type %s (uint32)", id)
		}
		full := isSort && op.Attr("isFullSort") != nil
		dr, sr, ir_, rr := operand(cc, op, "dst"), cc.Slot(sv), cc.Slot(iv), operand(cc, op, "repeatTime")
		es := int64(d.Size())
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			dst, src, idx := &c.Regs[dr].T, &c.Regs[sr].T, &c.Regs[ir_].T
			if !ubOnly(c, in, dst, src, idx) {
				return sim.Fail
			}
			rep := c.Regs[rr].I
			if !repeatInRange(c, in, "repeatTime", rep) {
				return sim.Fail
			}
			n := rep * 32
			cost := c.Cost()
			c.Issue(in, pv, cost.Vector(rep*8, true), cost.VecHead)
			s, ok := c.Mem(in, pv, src, 0, n*es, false)
			if !ok {
				return sim.Fail
			}
			ix, ok := c.Mem(in, pv, idx, 0, n*4, false)
			if !ok {
				return sim.Fail
			}
			v := make([]scored, n)
			for i := range v {
				v[i] = scored{sim.Load(s, i, d), binary.LittleEndian.Uint32(ix[4*i:])}
			}
			group := int64(32)
			if full {
				group = max(n, 1)
			}
			for g := int64(0); g < n; g += group {
				if !sortDesc(v[g : g+group]) {
					return c.Fatal(in, "is not simulated for NaN scores")
				}
			}
			w, ok := c.Mem(in, pv, dst, 0, n*sortStruct, true)
			if !ok {
				return sim.Fail
			}
			for i, e := range v {
				storeScored(w, i, d, e)
			}
			return sim.Next
		}, nil
	}
}

// sortListSlots are the registers of the four tensors of a MrgSortSrcList built by
// ascendc.construct in the same function; other sources are refused.
// mergeOperands reads what every merge (MrgSort, MrgSort with MrgSort4Info, MrgSort4)
// takes from its operands: its pipe, dst's element type (checked by sortElem) and the
// register slots of the four tensors of the source list named list.
func mergeOperands(cc *sim.Compiler, op *ir.Operation, list string) (arch.Pipe, sim.DType, []int32, error) {
	pv, err := fixedPipe(op)
	if err != nil {
		return pv, sim.Invalid, nil, err
	}
	dv := operandValue(op, "dst")
	d := elemOf(cc, dv)
	if err := sortElem(op, dv, d); err != nil {
		return pv, d, nil, err
	}
	lists, err := sortListSlots(cc, op, operandValue(op, list))
	return pv, d, lists, err
}

func sortListSlots(cc *sim.Compiler, op *ir.Operation, v *ir.Value) ([]int32, error) {
	def := v.DefiningOp()
	if def == nil || def.Name() != ascendc.OpConstruct || def.NumOperands() != 4 {
		return nil, ir.OpError(op, "is not simulated for a sort list not built by ascendc.construct from four tensors")
	}
	var s []int32
	for _, t := range def.Operands() {
		if !isLocalTensor(t) {
			return nil, ir.OpError(op, "is not simulated for a sort list holding a %s", t.Type())
		}
		s = append(s, cc.Slot(t))
	}
	return s, nil
}

// compileMrgSort is MrgSort<T, isExhaustedSuspension>(dst, sortList, elementCountList,
// sortedNum, validBit, repeatTime): the lists whose validBit bit is set (0b11, 0b111 or
// 0b1111), each elementCountList[k] sorted structures, merged descending into dst. On equal
// scores the lower-numbered list goes first. Only one repeat without suspension is
// simulated: repeatTime > 1 and exhausted suspension are refused.
func compileMrgSort(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	if op.Attr("isExhaustedSuspension") != nil {
		return nil, ir.OpError(op, "is not simulated for isExhaustedSuspension (the stop point and GetMrgSortResult counts are not fixed by a source here)")
	}
	pv, d, lists, err := mergeOperands(cc, op, "sortList")
	if err != nil {
		return nil, err
	}
	counts := opSlots(cc, op, "elementCountList")
	if len(counts) != 4 {
		return nil, ir.OpError(op, "needs 4 element counts, got %d", len(counts))
	}
	dr, vr, rr := operand(cc, op, "dst"), operand(cc, op, "validBit"), operand(cc, op, "repeatTime")
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		var n [4]int64
		for k, r := range counts {
			n[k] = c.Regs[r].I & 0xffff
		}
		return mergePairs(c, in, pv, &mergeJob{d: d, lay: pairLayout(d), dst: dr, lists: lists, n: n, valid: c.Regs[vr].I, rep: c.Regs[rr].I})
	}, nil
}

// mergePairs runs MrgSort's merge (sortmerge.go) on (score, index) pairs, one repeat.
func mergePairs(c *sim.Core, in *sim.Instr, pv arch.Pipe, j *mergeJob) sim.Ctl {
	if j.rep != 1 {
		return c.Fatal(in, "is not simulated for repeatTime %d (only 1)", j.rep)
	}
	_, ctl := j.run(c, in, pv)
	// GetMrgSortResult reports on the last merge; this one ran without suspension.
	mrgResultOf(c).set = false
	return ctl
}

func opSlots(cc *sim.Compiler, op *ir.Operation, group string) []int32 {
	var s []int32
	for _, v := range opdef.OperandGroup(op, group) {
		s = append(s, cc.Slot(v))
	}
	return s
}

// compileExtract is Extract(dstValue, dstIndex, src, repeatTime): the scores and indices of
// repeatTime·32 sorted structures.
func compileExtract(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	pv, err := fixedPipe(op)
	if err != nil {
		return nil, err
	}
	d := elemOf(cc, operandValue(op, "dstValue"))
	if err := sortElem(op, operandValue(op, "dstValue"), d); err != nil {
		return nil, err
	}
	if id := elemOf(cc, operandValue(op, "dstIndex")); id != sim.U32 && id != sim.I32 {
		return nil, ir.OpError(op, "is not simulated for index type %s (uint32)", id)
	}
	vr, xr, sr, rr := operand(cc, op, "dstValue"), operand(cc, op, "dstIndex"), operand(cc, op, "src"), operand(cc, op, "repeatTime")
	es := int64(d.Size())
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		dv, dx, src := &c.Regs[vr].T, &c.Regs[xr].T, &c.Regs[sr].T
		if !ubOnly(c, in, dv, dx, src) {
			return sim.Fail
		}
		rep := c.Regs[rr].I
		if !repeatInRange(c, in, "repeatTime", rep) {
			return sim.Fail
		}
		n := rep * 32
		cost := c.Cost()
		c.Issue(in, pv, cost.Vector(rep*8, false), cost.VecHead)
		b, ok := c.Mem(in, pv, src, 0, n*sortStruct, false)
		if !ok {
			return sim.Fail
		}
		b = append([]byte(nil), b...)
		wv, ok := c.Mem(in, pv, dv, 0, n*es, true)
		if !ok {
			return sim.Fail
		}
		wx, ok := c.Mem(in, pv, dx, 0, n*4, true)
		if !ok {
			return sim.Fail
		}
		for i := 0; i < int(n); i++ {
			s := loadScored(b, i, d)
			sim.Store(wv, i, d, s.score)
			binary.LittleEndian.PutUint32(wx[4*i:], s.index)
		}
		return sim.Next
	}, nil
}

// compileSortLen is GetSortLen<float>(n) and GetSortOffset<float>(n): n structures of 8
// bytes measured in floats, 2n.
func compileSortLen(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	a, r := in.In[0], in.Out[0]
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		c.Regs[r].I = sim.Norm(c.Regs[a].I*sortStruct/4, sim.U32)
		return sim.Next
	}, nil
}
