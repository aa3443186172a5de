package transforms

import (
	"math/big"

	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/ir"
)

// rangeSolver is MLIR 19's integer range analysis, run on the dead-code analysis
// (deadCode) as its dataflow. As in MLIR: a value without a range is "uninitialized"
// (non-integer values always are); values nothing known flows into (arguments of public
// functions, results of ops without a transfer function) get the full range; an op with
// a transfer function waits for all its operands' ranges; the constants that select
// successors are the values of single-value ranges, so a branch forwarding a float never
// takes one; a loop's induction variable spans [lb, ub-1] from its bounds' signed
// ranges; and a result used by a terminator whose range changes after its first one
// jumps to the full range, which makes loops terminate.
type rangeSolver struct {
	*deadCode
	vals map[*ir.Value]*irange
}

func solveRanges(root *ir.Operation) (*rangeSolver, error) { return solveRangesBy(root, true) }

// solveRangesBy runs the analysis, by sweep or (for tests) by plain rounds.
func solveRangesBy(root *ir.Operation, bySweep bool) (*rangeSolver, error) {
	s := &rangeSolver{vals: map[*ir.Value]*irange{}}
	s.deadCode = newDeadCode(s)
	s.bySweep = bySweep
	return s, s.solve(root)
}

// join widens v's range by r (nil: nothing); widen applies the terminator-use rule.
func (s *rangeSolver) join(v *ir.Value, r *irange, widen bool) {
	if r == nil {
		return
	}
	old := s.vals[v]
	if old == nil {
		s.vals[v] = r
		s.changed = true
		s.valueChanged(v)
		return
	}
	nr := old.union(r)
	if nr.equal(old) {
		return
	}
	if widen && usedByTerminator(v) {
		nr = maxRange(nr.w)
	}
	s.vals[v] = nr
	s.changed = true
	s.valueChanged(v)
}

func usedByTerminator(v *ir.Value) bool {
	for u := v.FirstUse(); u != nil; u = u.NextUse() {
		if u.Owner().HasTrait(ir.TraitTerminator) {
			return true
		}
	}
	return false
}

// entry gives v the full range of its type (no range for other types).
func (s *rangeSolver) entry(v *ir.Value, widen bool) {
	if w := rangeWidth(v.Type()); w > 0 {
		s.join(v, maxRange(w), widen)
	}
}

// known reports whether every operand of op has a range.
func (s *rangeSolver) known(op *ir.Operation) bool {
	for _, v := range op.Operands() {
		if s.vals[v] == nil {
			return false
		}
	}
	return true
}

func (s *rangeSolver) constOf(v *ir.Value) (*big.Int, bool) {
	if r := s.vals[v]; r != nil {
		return r.constant()
	}
	return nil, false
}

func (s *rangeSolver) visitInferred(op *ir.Operation) {
	res := op.Result(0)
	switch op.Name() {
	case arith.OpConstant:
		if a, ok := op.Attr("value").(*ir.IntegerAttr); ok && rangeType(res.Type()) {
			s.join(res, constRange(rangeWidth(res.Type()), intAttrValue(a)), true)
		}
		return
	case arith.OpSelect:
		if c, ok := s.constOf(op.Operand(0)); ok {
			if c.Sign() == 0 {
				s.join(res, s.vals[op.Operand(2)], true)
			} else {
				s.join(res, s.vals[op.Operand(1)], true)
			}
			return
		}
		a, b := s.vals[op.Operand(1)], s.vals[op.Operand(2)]
		switch {
		case a == nil:
			s.join(res, b, true)
		case b == nil:
			s.join(res, a, true)
		default:
			s.join(res, a.union(b), true)
		}
		return
	}
	if !s.known(op) {
		return
	}
	var args []*irange
	for _, v := range op.Operands() {
		args = append(args, s.vals[v])
	}
	s.join(res, inferRange(op, args), true)
}

func intAttrValue(a *ir.IntegerAttr) *big.Int {
	if a.Big != nil {
		return new(big.Int).Set(a.Big)
	}
	return big.NewInt(a.Value)
}

// loopVar gives the induction variable iv of scf.for op the signed range from its
// lower bound to one below its upper bound (the reverse for a negative step; the full
// range for a zero step, none when the loop cannot run).
func (s *rangeSolver) loopVar(op *ir.Operation, iv *ir.Value) {
	w := rangeWidth(iv.Type())
	if w == 0 {
		return
	}
	bound := func(v *ir.Value, upper bool) *big.Int {
		if r := s.vals[v]; r != nil {
			if upper {
				return r.smax
			}
			return r.smin
		}
		if upper {
			return smaxOf(w)
		}
		return sminOf(w)
	}
	lo, hi, step := bound(op.Operand(0), false), bound(op.Operand(1), true), bound(op.Operand(2), true)
	if step.Sign() == 0 {
		s.join(iv, maxRange(w), false)
		return
	}
	if step.Sign() < 0 {
		lo, hi = hi, lo
	} else {
		hi = wrapS(w, new(big.Int).Sub(hi, big.NewInt(1)))
	}
	if hi.Cmp(lo) >= 0 {
		s.join(iv, fromSigned(w, lo, hi), false)
	}
}

// constants are the values of the single-value ranges of vs (nil for other ranges).
func (s *rangeSolver) constants(vs []*ir.Value) ([]ir.Attribute, bool) {
	out := make([]ir.Attribute, len(vs))
	for i, v := range vs {
		r := s.vals[v]
		if r == nil {
			return nil, false
		}
		if c, ok := r.constant(); ok {
			out[i] = rangeConstAttr(v.Type(), c)
		}
	}
	return out, true
}

// rangeConstAttr is the attribute of type t holding the w-bit pattern c.
func rangeConstAttr(t ir.Type, c *big.Int) *ir.IntegerAttr {
	w := rangeWidth(t)
	a := &ir.IntegerAttr{Type: t}
	sv := toS(w, c)
	if sv.IsInt64() {
		a.Value = ir.TruncInt(sv.Int64(), w, false)
	} else {
		a.Big = sv
	}
	return a
}

func (s *rangeSolver) joinInto(to, from []*ir.Value) {
	for i := range min(len(to), len(from)) {
		s.join(to[i], s.vals[from[i]], false)
	}
}

func (s *rangeSolver) entryState(vs ...*ir.Value) {
	for _, v := range vs {
		s.entry(v, false)
	}
}

// transfer infers the ranges of op's results, the full range for an op without a
// transfer function.
func (s *rangeSolver) transfer(op *ir.Operation) {
	if !rangeInferred[op.Name()] {
		for _, r := range op.Results() {
			s.entry(r, true)
		}
		return
	}
	s.visitInferred(op)
}

// nonNegative reports whether v has a range whose signed minimum is at least zero.
func (s *rangeSolver) nonNegative(v *ir.Value) bool {
	r := s.vals[v]
	return r != nil && r.smin.Sign() >= 0
}
