package semantics

import (
	"math"
	"sort"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// Region proposals (docs/sim/sort.md; Ascend C API reference, RpSort16, MrgSort4,
// ProposalConcat, ProposalExtract, GetMrgSortResult). A proposal is 8 consecutive
// elements of the tensor's type T (f16 or f32): x1, y1, x2, y2, score, label and two
// reserved slots. RpSort16 sorts groups of 16 by score, MrgSort4 merges up to four sorted
// lists (the merge of sortmerge.go), and ProposalConcat/ProposalExtract move 16 elements
// per repeat into or out of one field of 16 proposals.

const proposalsPerRepeat = 16

// mrgSortResult is the per-core record GetMrgSortResult reads: the proposals each list
// gave to the last merge that ran with exhausted suspension.
type mrgSortResult struct {
	taken [4]int64
	set   bool
}

var mrgResultKey = &sim.ExtKey{Name: "mrg-sort-result", New: func(*sim.Core) any { return &mrgSortResult{} }}

func mrgResultOf(c *sim.Core) *mrgSortResult { return c.Ext(mrgResultKey).(*mrgSortResult) }

func registerProposal(r *sim.Registry) {
	r.AddExt(mrgResultKey)
	reg(r, ascendc.OpRpSort16, apiCost, compileRpSort16)
	reg(r, ascendc.OpMrgSort4, apiCost, compileMrgSort4)
	reg(r, ascendc.OpProposalConcat, apiCost, compileProposalMove(true))
	reg(r, ascendc.OpProposalExtract, apiCost, compileProposalMove(false))
	reg(r, ascendc.OpGetMrgSortResult, scalarOp, compileGetMrgSortResult)
}

// proposalTensors checks the operands an API of one type parameter T takes: LocalTensors
// of f16 or f32, all of one type; it returns that type.
func proposalTensors(cc *sim.Compiler, op *ir.Operation, vs ...*ir.Value) (sim.DType, error) {
	d := elemOf(cc, vs[0])
	if err := sortElem(op, vs[0], d); err != nil {
		return d, err
	}
	for _, v := range vs[1:] {
		if !isLocalTensor(v) {
			return d, ir.OpError(op, "is not simulated for a %s operand (only LocalTensors)", v.Type())
		}
		if e := elemOf(cc, v); e != d {
			return d, ir.OpError(op, "is not simulated for operands of types %s and %s (the API takes one element type T)", d, e)
		}
	}
	return d, nil
}

// readRepeat reads a repeat count, range-checked, from register r.
func readRepeat(c *sim.Core, in *sim.Instr, r int32) (int64, bool) {
	rep := c.Regs[r].I
	return rep, repeatInRange(c, in, "repeatTime", rep)
}

// compileRpSort16 is RpSort16(dst, src, repeatTime): each repeat sorts 16 proposals of src
// by score, descending, into dst; equal scores keep their order (the earlier proposal
// first). Proposals move whole, all 8 elements.
func compileRpSort16(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	pv, err := fixedPipe(op)
	if err != nil {
		return nil, err
	}
	d, err := proposalTensors(cc, op, operandValue(op, "dst"), operandValue(op, "src"))
	if err != nil {
		return nil, err
	}
	lay := proposalLayout(d)
	dr, sr, rr := operand(cc, op, "dst"), operand(cc, op, "src"), operand(cc, op, "repeatTime")
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		dst, src := &c.Regs[dr].T, &c.Regs[sr].T
		if !ubOnly(c, in, dst, src) {
			return sim.Fail
		}
		rep, ok := readRepeat(c, in, rr)
		if !ok {
			return sim.Fail
		}
		n := rep * proposalsPerRepeat * lay.size
		if overlaps(dst, 0, n, src, 0, n) {
			return c.Fatal(in, "is not simulated for overlapping src and dst")
		}
		cost := c.Cost()
		c.Issue(in, pv, cost.Vector(rep*4, true), cost.VecHead)
		b, ok := c.Mem(in, pv, src, 0, n, false)
		if !ok {
			return sim.Fail
		}
		b = append([]byte(nil), b...)
		order := make([]int64, rep*proposalsPerRepeat)
		scores := make([]float64, len(order))
		for i := range order {
			order[i] = int64(i)
			if scores[i] = lay.scoreAt(b, int64(i), d); math.IsNaN(scores[i]) {
				return c.Fatal(in, "is not simulated for NaN scores")
			}
		}
		for g := 0; g < len(order); g += proposalsPerRepeat {
			grp := order[g : g+proposalsPerRepeat]
			sort.SliceStable(grp, func(i, j int) bool { return scores[grp[i]] > scores[grp[j]] })
		}
		w, ok := c.Mem(in, pv, dst, 0, n, true)
		if !ok {
			return sim.Fail
		}
		for i, k := range order {
			lay.put(w, int64(i), b[k*lay.size:])
		}
		return sim.Next
	}, nil
}

// compileMrgSort4 is MrgSort4(dst, src, MrgSort4Info): the lists of src that validBit
// selects, each elementLengths[k] sorted proposals, merged by score descending into dst
// (mergeJob). Lengths above 4095, the range the MrgSort4Info page gives, are errors.
func compileMrgSort4(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	pv, d, lists, err := mergeOperands(cc, op, "src")
	if err != nil {
		return nil, err
	}
	for _, t := range operandValue(op, "src").DefiningOp().Operands() {
		if e := elemOf(cc, t); e != d {
			return nil, ir.OpError(op, "is not simulated for a %s list merged into a %s dst (the API takes one element type T)", e, d)
		}
	}
	dr, pr := operand(cc, op, "dst"), operand(cc, op, "params")
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		m, ok := c.Regs[pr].O.(*mrgSort4Info)
		if !ok {
			return c.Fatal(in, "is not simulated for an MrgSort4Info not built by ascendc.construct from its four constructor arguments")
		}
		for k, n := range m.lengths {
			if n > 4095 && k < validLists(m.valid) {
				return c.Fatal(in, "elementLengths[%d] %d is outside 0..4095", k, n)
			}
		}
		j := &mergeJob{d: d, lay: proposalLayout(d), dst: dr, lists: lists, n: m.lengths, valid: m.valid, rep: m.repeat, stop: m.suspend}
		taken, ctl := j.run(c, in, pv)
		if ctl == sim.Next {
			*mrgResultOf(c) = mrgSortResult{taken: taken, set: m.suspend}
		}
		return ctl
	}, nil
}

// compileProposalMove is ProposalConcat(dst, src, repeatTime, modeNumber) (concat set)
// and ProposalExtract(dst, src, repeatTime, modeNumber): per repeat, 16 consecutive
// elements go into (or come out of) field modeNumber (0..5: x1, y1, x2, y2, score, label)
// of 16 consecutive proposals. Concat writes that field only: the proposals' other
// elements keep their contents.
func compileProposalMove(concat bool) compileFn {
	return func(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
		pv, err := fixedPipe(op)
		if err != nil {
			return nil, err
		}
		d, err := proposalTensors(cc, op, operandValue(op, "dst"), operandValue(op, "src"))
		if err != nil {
			return nil, err
		}
		es, lay := int64(d.Size()), proposalLayout(d)
		dr, sr := operand(cc, op, "dst"), operand(cc, op, "src")
		rr, mr := operand(cc, op, "repeatTime"), operand(cc, op, "modeNumber")
		return func(c *sim.Core, in *sim.Instr) sim.Ctl {
			dst, src := &c.Regs[dr].T, &c.Regs[sr].T
			if !ubOnly(c, in, dst, src) {
				return sim.Fail
			}
			rep, ok := readRepeat(c, in, rr)
			if !ok {
				return sim.Fail
			}
			mode := c.Regs[mr].I
			if mode < 0 || mode > 5 {
				return c.Fatal(in, "modeNumber %d is outside 0..5", mode)
			}
			n := rep * proposalsPerRepeat
			props, flat := dst, src
			if !concat {
				props, flat = src, dst
			}
			if overlaps(props, 0, n*lay.size, flat, 0, n*es) {
				return c.Fatal(in, "is not simulated for overlapping src and dst")
			}
			cost := c.Cost()
			c.Issue(in, pv, cost.Vector(rep*4, false), cost.VecHead)
			return moveField(c, in, pv, props, flat, n, mode*es, lay.size, es, concat)
		}, nil
	}
}

// moveField copies n elements of es bytes between the flat tensor and byte field of each
// structure of size bytes in props: into the fields when concat is set, out otherwise.
// The field accesses go one by one so the sanitizer sees exactly the bytes touched.
func moveField(c *sim.Core, in *sim.Instr, pv arch.Pipe, props, flat *sim.Tensor, n, field, size, es int64, concat bool) sim.Ctl {
	fb, ok := c.Mem(in, pv, flat, 0, n*es, !concat)
	if !ok {
		return sim.Fail
	}
	if !concat {
		for i := int64(0); i < n; i++ {
			b, ok := c.Mem(in, pv, props, i*size+field, es, false)
			if !ok {
				return sim.Fail
			}
			copy(fb[i*es:], b)
		}
		return sim.Next
	}
	fb = append([]byte(nil), fb...)
	for i := int64(0); i < n; i++ {
		w, ok := c.Mem(in, pv, props, i*size+field, es, true)
		if !ok {
			return sim.Fail
		}
		copy(w, fb[i*es:(i+1)*es])
	}
	return sim.Next
}

// compileGetMrgSortResult is GetMrgSortResult(a, b, c, d): the number of proposals each
// list gave to the last MrgSort4 run with ifExhaustedSuspension, the use the
// GetMrgSortResult page describes; after any other merge, or none, it is refused.
func compileGetMrgSortResult(cc *sim.Compiler, op *ir.Operation, in *sim.Instr) (sim.Exec, error) {
	var ds [4]sim.DType
	for k := range ds {
		ds[k] = elemOf(cc, op.Result(k))
		if ds[k] == sim.Invalid || ds[k].IsFloat() {
			return nil, ir.OpError(op, "is not simulated for a result of type %s", ir.TypeString(op.Result(k).Type()))
		}
	}
	out := in.Out
	return func(c *sim.Core, in *sim.Instr) sim.Ctl {
		m := mrgResultOf(c)
		if !m.set {
			return c.Fatal(in, "is not simulated unless the last merge was an MrgSort4 with ifExhaustedSuspension")
		}
		for k, r := range out[:4] {
			c.Regs[r].I = sim.Norm(m.taken[k], ds[k])
		}
		return sim.Next
	}, nil
}
