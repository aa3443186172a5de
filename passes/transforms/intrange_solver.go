package transforms

import (
	"math/big"

	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/cf"
	"github.com/ascend-toolchain/asc/dialect/emitc"
	"github.com/ascend-toolchain/asc/dialect/fn"
	"github.com/ascend-toolchain/asc/dialect/memref"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
)

// rangeSolver is MLIR 19's integer range analysis with its dead code analysis, iterated
// to a fixed point in program order. As in MLIR: a value without a range is
// "uninitialized" (non-integer values always are); function arguments and results of ops
// without a transfer function get the full range; an op with a transfer function waits
// for all its operands' ranges; a branch or region-branch op marks successors live only
// once all its operands have ranges (so one forwarding a float never does); a constant
// condition selects the live successor; a loop's induction variable spans [lb, ub-1]
// from its bounds' signed ranges; and a result used by a terminator whose range changes
// after its first one jumps to the full range, which makes loops terminate.
type rangeSolver struct {
	vals    map[*ir.Value]*irange
	live    map[*ir.Block]bool
	changed bool
	funcs   map[string]*ir.Operation // the functions of the root's symbol table
	closed  map[*ir.Operation]bool   // private functions only called directly
}

func solveRanges(root *ir.Operation) *rangeSolver {
	s := &rangeSolver{vals: map[*ir.Value]*irange{}, live: map[*ir.Block]bool{}}
	s.funcs, s.closed = closedFunctions(root)
	for i := 0; i < 100000; i++ {
		s.changed = false
		s.enterRegions(root)
		if !s.changed {
			break
		}
	}
	return s
}

func (s *rangeSolver) get(v *ir.Value) *irange { return s.vals[v] }

// join widens v's range by r (nil: nothing); widen applies the terminator-use rule.
func (s *rangeSolver) join(v *ir.Value, r *irange, widen bool) {
	if r == nil {
		return
	}
	old := s.vals[v]
	if old == nil {
		s.vals[v] = r
		s.changed = true
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

func (s *rangeSolver) markLive(b *ir.Block) {
	if b != nil && !s.live[b] {
		s.live[b] = true
		s.changed = true
	}
}

// enterRegions marks the entry blocks of op's regions live with unknown arguments (an op
// that is no region branch: a function, a module, an unregistered op) and visits them.
func (s *rangeSolver) enterRegions(op *ir.Operation) {
	for _, r := range op.Regions() {
		if r.Empty() {
			continue
		}
		s.markLive(r.Front())
		for _, a := range r.Front().Args() {
			s.entry(a, false)
		}
	}
	s.visitRegions(op)
}

func (s *rangeSolver) visitRegions(op *ir.Operation) {
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			if !s.live[b] {
				continue
			}
			for o := b.First(); o != nil; o = o.Next() {
				s.visit(o)
			}
		}
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

func (s *rangeSolver) visit(op *ir.Operation) {
	switch op.Name() {
	case scf.OpIf, emitc.OpIf, scf.OpIndexSwitch:
		s.visitSelectRegions(op)
		return
	case scf.OpFor:
		s.visitFor(op)
		return
	case scf.OpWhile:
		s.visitWhile(op)
		return
	case scf.OpExecuteRegion, memref.OpAllocaScope:
		s.liveRegion(op.Region(0), nil)
		s.visitRegions(op)
		s.joinYields(op, op.Region(0))
		return
	case cf.OpBr, cf.OpCondBr, cf.OpSwitch:
		s.visitBranch(op)
		return
	case fn.OpFunc:
		if s.closed[op] {
			s.visitRegions(op) // live and with arguments once called
			return
		}
	case fn.OpCall:
		if s.visitCall(op) {
			return
		}
	}
	if op.NumRegions() > 0 {
		s.enterRegions(op)
	}
	if op.HasTrait(ir.TraitTerminator) || op.NumResults() == 0 {
		return
	}
	if !rangeInferred[op.Name()] {
		for _, r := range op.Results() {
			s.entry(r, true)
		}
		return
	}
	s.visitInferred(op)
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

// liveRegion marks r's entry block live and joins its arguments with vals.
func (s *rangeSolver) liveRegion(r *ir.Region, vals []*ir.Value) {
	if r.Empty() {
		return
	}
	s.markLive(r.Front())
	for i, a := range r.Front().Args() {
		if i < len(vals) {
			s.join(a, s.vals[vals[i]], false)
		}
	}
}

// joinYields joins op's results with the operands of r's terminator, if r runs.
func (s *rangeSolver) joinYields(op *ir.Operation, r *ir.Region) {
	// Every live block of the region may return to op (an scf.execute_region of several
	// blocks has a yield in each branch).
	for _, b := range r.Blocks() {
		t := b.Terminator()
		if !s.live[b] || t == nil || t.NumSuccessors() > 0 || !t.HasTrait(ir.TraitReturnLike) {
			continue
		}
		for i, res := range op.Results() {
			if i < t.NumOperands() {
				s.join(res, s.vals[t.Operand(i)], false)
			}
		}
	}
}

// visitSelectRegions handles scf.if, emitc.if and scf.index_switch: a constant selector
// makes one region live, else all are.
func (s *rangeSolver) visitSelectRegions(op *ir.Operation) {
	if !s.known(op) {
		return
	}
	c, isConst := s.constOf(op.Operand(0))
	for i, r := range op.Regions() {
		if isConst && !regionSelected(op, i, c) {
			continue
		}
		s.liveRegion(r, nil)
	}
	s.visitRegions(op)
	for _, r := range op.Regions() {
		s.joinYields(op, r)
	}
}

// regionSelected reports whether region i runs when the selector is c.
func regionSelected(op *ir.Operation, i int, c *big.Int) bool {
	if op.Name() != scf.OpIndexSwitch {
		return (i == 0) == (c.Sign() != 0)
	}
	return i == caseRegion(op, toS(64, c).Int64())
}

func (s *rangeSolver) visitFor(op *ir.Operation) {
	if !s.known(op) || op.Region(0).Empty() {
		return
	}
	body := op.Region(0).Front()
	s.markLive(body)
	iv := body.Arg(0)
	if w := rangeWidth(iv.Type()); w > 0 {
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
		} else {
			if step.Sign() < 0 {
				lo, hi = hi, lo
			} else {
				hi = wrapS(w, new(big.Int).Sub(hi, big.NewInt(1)))
			}
			if hi.Cmp(lo) >= 0 {
				s.join(iv, fromSigned(w, lo, hi), false)
			}
		}
	}
	inits := op.Operands()[3:]
	for i, a := range body.Args()[1:] {
		s.join(a, s.vals[inits[i]], false)
	}
	s.visitRegions(op)
	t := body.Terminator()
	for i, res := range op.Results() {
		s.join(res, s.vals[inits[i]], false)
		if t != nil && i < t.NumOperands() {
			s.join(body.Arg(i+1), s.vals[t.Operand(i)], false)
			s.join(res, s.vals[t.Operand(i)], false)
		}
	}
}

func (s *rangeSolver) visitWhile(op *ir.Operation) {
	if !s.known(op) || op.Region(0).Empty() || op.Region(1).Empty() {
		return
	}
	before, after := op.Region(0).Front(), op.Region(1).Front()
	s.liveRegion(op.Region(0), op.Operands())
	s.visitRegions(op)
	if t := after.Terminator(); t != nil && s.live[after] && s.known(t) {
		for i, a := range before.Args() {
			if i < t.NumOperands() {
				s.join(a, s.vals[t.Operand(i)], false)
			}
		}
	}
	cond := before.Terminator()
	if cond == nil || cond.Name() != scf.OpCondition || !s.known(cond) {
		return
	}
	fwd := cond.Operands()[1:]
	c, isConst := s.constOf(cond.Operand(0))
	if !isConst || c.Sign() != 0 {
		s.liveRegion(op.Region(1), fwd)
	}
	if !isConst || c.Sign() == 0 {
		for i, res := range op.Results() {
			s.join(res, s.vals[fwd[i]], false)
		}
	}
}

// visitBranch makes the successors a cf branch may take live, joining their arguments
// with what the branch forwards.
func (s *rangeSolver) visitBranch(op *ir.Operation) {
	if !s.known(op) || op.Info().SuccessorOperands == nil {
		return
	}
	var take []int
	switch op.Name() {
	case cf.OpCondBr:
		if c, ok := s.constOf(op.Operand(0)); ok {
			if c.Sign() != 0 {
				take = []int{0}
			} else {
				take = []int{1}
			}
		}
	case cf.OpSwitch:
		take = s.switchTarget(op)
	}
	if take == nil {
		for i := 0; i < op.NumSuccessors(); i++ {
			take = append(take, i)
		}
	}
	for _, i := range take {
		succ := op.Successor(i)
		s.markLive(succ)
		start, n := op.Info().SuccessorOperands(op, i)
		for k := 0; k < n && k < succ.NumArgs(); k++ {
			s.join(succ.Arg(k), s.vals[op.Operand(start+k)], false)
		}
	}
}

// switchTarget is the one successor of a cf.switch with a constant flag, or nil.
func (s *rangeSolver) switchTarget(op *ir.Operation) []int {
	c, ok := s.constOf(op.Operand(0))
	if !ok {
		return nil
	}
	vals, _ := op.Attr("case_values").(*ir.DenseElementsAttr)
	w := rangeWidth(op.Operand(0).Type())
	if vals != nil {
		for k, v := range vals.Ints {
			if wrapU(w, big.NewInt(v)).Cmp(c) == 0 {
				return []int{k + 1}
			}
		}
	}
	return []int{0}
}

// nonNegative reports whether v has a range whose signed minimum is at least zero.
func (s *rangeSolver) nonNegative(v *ir.Value) bool {
	r := s.vals[v]
	return r != nil && r.smin.Sign() >= 0
}

// closedFunctions maps the names of the func.func ops directly in root to them and finds
// the private ones whose symbol is used only as the callee of func.call: the analysis
// knows all their callers, so their arguments join what the calls pass and their bodies
// are live only once called.
func closedFunctions(root *ir.Operation) (map[string]*ir.Operation, map[*ir.Operation]bool) {
	funcs := map[string]*ir.Operation{}
	for _, r := range root.Regions() {
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				if o.Name() == fn.OpFunc {
					funcs[funcSymName(o)] = o
				}
			}
		}
	}
	otherUse := map[string]bool{}
	root.Walk(func(o *ir.Operation) bool {
		for _, a := range o.Attrs() {
			if o.Name() == fn.OpCall && a.Name == "callee" {
				continue
			}
			used := map[string]bool{}
			collectRefs(a.Value, used)
			for n := range used {
				otherUse[n] = true
			}
		}
		return true
	})
	closed := map[*ir.Operation]bool{}
	for n, f := range funcs {
		vis, _ := f.Attr("sym_visibility").(*ir.StringAttr)
		if vis != nil && vis.Value == "private" && !otherUse[n] && !f.Region(0).Empty() {
			closed[f] = true
		}
	}
	return funcs, closed
}

// visitCall handles a func.call of a function with a body: its results join what the
// callee's live returns give, and a closed callee's arguments what the call passes.
// It reports false for other callees, whose results get the full range.
func (s *rangeSolver) visitCall(op *ir.Operation) bool {
	ref, _ := op.Attr("callee").(*ir.SymbolRefAttr)
	if ref == nil || len(ref.Nested) > 0 {
		return false
	}
	callee := s.funcs[ref.Root]
	if callee == nil || callee.Region(0).Empty() {
		return false
	}
	if s.closed[callee] {
		entry := callee.Region(0).Front()
		s.markLive(entry)
		for i, a := range entry.Args() {
			if i < op.NumOperands() {
				s.join(a, s.vals[op.Operand(i)], false)
			}
		}
	}
	for _, b := range callee.Region(0).Blocks() {
		t := b.Terminator()
		if !s.live[b] || t == nil || t.Name() != fn.OpReturn {
			continue
		}
		for i, res := range op.Results() {
			if i < t.NumOperands() {
				s.join(res, s.vals[t.Operand(i)], false)
			}
		}
	}
	return true
}
