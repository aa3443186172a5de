package transforms

import (
	"github.com/ascend-toolchain/asc/ir"
)

// sccp is MLIR 19's pass: a dead-code analysis (which blocks can run, which CFG edges
// and region branches can be taken, which calls reach which functions) and a sparse
// constant propagation run together to a fixpoint over the whole module, then every
// value found constant is replaced by a constant at the front of its insertion region's
// entry block, and ops all of whose results were replaced are erased when trivially
// dead. Control flow is left as it is: branches never taken stay for canonicalize.
//
// A value's state is uninitialized (nothing reached it yet), a constant (with the dialect
// that materializes it) or unknown. An op is evaluated once all its operands are
// initialized, by its folder given the constant operands (nil for unknown ones, so
// `muli %x, 0` is 0 whatever %x is). Functions are interprocedural as in MLIR: a call
// to a function with a body takes the join of its live returns; a function's arguments
// are the join of its live call sites' operands unless it is public or used otherwise
// than by calls; a private function nothing live calls is dead, and nothing in it is
// rewritten.

const (
	sccpUninit = iota
	sccpConst
	sccpUnknown
)

type sccpLattice struct {
	kind    uint8
	attr    ir.Attribute
	dialect *ir.Dialect
}

// sccpSolver is the constant lattice run on the dead-code analysis (its dataflow).
type sccpSolver struct {
	*deadCode
	vals map[*ir.Value]sccpLattice
	// fb is the builder folds get: the ops a folder creates while the analysis runs
	// (memref.extract_strided_metadata's constants) stay in the IR, as in MLIR, and are
	// recorded as born (see deadCode.born).
	fb *ir.Builder
	// memo keeps an op from being folded again on the same inputs (see foldMemo).
	memo *foldMemo[sccpLattice]
}

// bornListener records the ops folds create during the analysis.
type bornListener struct{ born map[*ir.Operation]bool }

func (l bornListener) OpInserted(op *ir.Operation)         { l.born[op] = true }
func (bornListener) OpErased(*ir.Operation)                {}
func (bornListener) OpModified(*ir.Operation)              {}
func (bornListener) OpReplaced(*ir.Operation, []*ir.Value) {}

func (s *sccpSolver) join(v *ir.Value, l sccpLattice) {
	cur := s.vals[v]
	switch {
	case l.kind == sccpUninit || cur.kind == sccpUnknown:
		return
	case cur.kind == sccpUninit:
		s.vals[v] = l
	case l.kind == sccpConst && ir.AttrEqual(cur.attr, l.attr):
		// MLIR's constant lattice compares the attributes alone: the same constant from
		// another dialect (a memref.rank folded to 2 meeting an arith.constant 2) joins
		// to the first, which keeps its dialect.
		return
	default:
		s.vals[v] = sccpLattice{kind: sccpUnknown}
	}
	s.changed = true
	s.valueChanged(v)
}

func (s *sccpSolver) unknown(vs ...*ir.Value) {
	for _, v := range vs {
		s.join(v, sccpLattice{kind: sccpUnknown})
	}
}

func (s *sccpSolver) entryState(vs ...*ir.Value) { s.unknown(vs...) }

// loopVar: an induction variable is unknown to the constant lattice.
func (s *sccpSolver) loopVar(_ *ir.Operation, iv *ir.Value) { s.unknown(iv) }

func (s *sccpSolver) joinInto(dst, from []*ir.Value) {
	for i := range min(len(dst), len(from)) {
		s.join(dst[i], s.vals[from[i]])
	}
}

func (s *sccpSolver) constants(vs []*ir.Value) (out []ir.Attribute, ok bool) {
	out = make([]ir.Attribute, len(vs))
	for i, v := range vs {
		l := s.vals[v]
		if l.kind == sccpUninit {
			return nil, false
		}
		out[i] = l.attr
	}
	return out, true
}

// SCCP runs the analysis on root's regions and rewrites what it found constant.
func SCCP(root *ir.Operation, ctx *ir.Context) error {
	s, err := solveSCCP(root, ctx, true)
	if err != nil {
		return err
	}
	s.rewrite(root, ctx)
	return nil
}

// solveSCCP runs the analysis, by sweep or (for tests) by plain rounds.
func solveSCCP(root *ir.Operation, ctx *ir.Context, bySweep bool) (*sccpSolver, error) {
	s := &sccpSolver{vals: map[*ir.Value]sccpLattice{}}
	s.memo = newFoldMemo(func(v *ir.Value) sccpLattice { return s.vals[v] }, func(a, b sccpLattice) bool {
		return a.kind == b.kind && a.dialect == b.dialect && sameAttr(a.attr, b.attr)
	})
	s.deadCode = newDeadCode(s)
	s.bySweep = bySweep
	s.born = map[*ir.Operation]bool{}
	s.fb = ir.NewBuilder(ctx)
	s.fb.Listener = bornListener{s.born}
	return s, s.solve(root)
}

// transfer folds an op without regions on the constants of its operands.
func (s *sccpSolver) transfer(o *ir.Operation) {
	cs, ok := s.constants(o.Operands())
	if !ok || s.memo.unchanged(o) {
		return
	}
	defer s.memo.record(o)
	res, ok := foldAssumed(o, cs, s.fb)
	if !ok || len(res) != o.NumResults() {
		s.unknown(o.Results()...)
		return
	}
	for i, r := range res {
		switch {
		case r.Attr != nil:
			s.join(o.Result(i), sccpLattice{kind: sccpConst, attr: r.Attr, dialect: o.Info().Dialect})
		case r.Value != nil:
			s.join(o.Result(i), s.vals[r.Value])
		default:
			s.unknown(o.Result(i))
		}
	}
}
