package transforms

import (
	"github.com/ascend-toolchain/asc/dialect/cf"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
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

type sccpSolver struct {
	vals     map[*ir.Value]sccpLattice
	live     map[*ir.Block]bool
	sites    map[*ir.Operation]map[*ir.Operation]bool // callable: its live call sites
	external map[*ir.Operation]bool                   // callables with unknown callers
	changed  bool
}

func (s *sccpSolver) join(v *ir.Value, l sccpLattice) {
	cur := s.vals[v]
	switch {
	case l.kind == sccpUninit || cur.kind == sccpUnknown:
		return
	case cur.kind == sccpUninit:
		s.vals[v] = l
	case l.kind == sccpConst && cur.dialect == l.dialect && ir.AttrEqual(cur.attr, l.attr):
		return
	default:
		s.vals[v] = sccpLattice{kind: sccpUnknown}
	}
	s.changed = true
}

func (s *sccpSolver) unknown(vs ...*ir.Value) {
	for _, v := range vs {
		s.join(v, sccpLattice{kind: sccpUnknown})
	}
}

// joinAll joins the states of from into dst, pairwise.
func (s *sccpSolver) joinAll(dst, from []*ir.Value) {
	for i := range min(len(dst), len(from)) {
		s.join(dst[i], s.vals[from[i]])
	}
}

func (s *sccpSolver) markLive(b *ir.Block) {
	if !s.live[b] {
		s.live[b] = true
		s.changed = true
	}
}

// consts returns the constant of each value (nil when unknown); ok is false while one
// is uninitialized.
func (s *sccpSolver) consts(vs []*ir.Value) (out []ir.Attribute, ok bool) {
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
func SCCP(root *ir.Operation, ctx *ir.Context) {
	s := &sccpSolver{vals: map[*ir.Value]sccpLattice{}, live: map[*ir.Block]bool{},
		sites: map[*ir.Operation]map[*ir.Operation]bool{}, external: map[*ir.Operation]bool{}}
	s.initCallables(root)
	for _, r := range root.Regions() {
		if !r.Empty() {
			s.live[r.Front()] = true
		}
	}
	for s.changed = true; s.changed; {
		s.changed = false
		for _, r := range root.Regions() {
			s.region(r)
		}
	}
	s.rewrite(root, ctx)
}

// initCallables marks the functions whose callers are not all known: public ones, and
// those a symbol use other than a call names (all of them when the uses cannot be
// listed).
func (s *sccpSolver) initCallables(root *ir.Operation) {
	var tables []*ir.Operation
	root.Walk(func(o *ir.Operation) bool {
		if o.HasTrait(ir.TraitSymbolTable) {
			tables = append(tables, o)
		}
		return true
	})
	for _, t := range tables {
		if t.NumRegions() == 0 || t.Region(0).Empty() {
			continue
		}
		var uses []symUse
		known := true
		for o := t.Region(0).Front().First(); o != nil; o = o.Next() {
			if body, ok := callableRegion(o); ok && body != nil {
				if vis, _ := o.Attr("sym_visibility").(*ir.StringAttr); vis == nil || vis.Value == "public" {
					s.external[o] = true
				}
			}
			u, ok := symbolUses(o)
			known = known && ok
			uses = append(uses, u...)
		}
		if !known {
			root.Walk(func(o *ir.Operation) bool {
				if _, ok := callableRegion(o); ok {
					s.external[o] = true
				}
				return true
			})
			return
		}
		for _, u := range uses {
			if !isCallOp(u.user) {
				if sym := lookupSymbolFrom(t, u.ref); sym != nil {
					s.external[sym] = true
				}
			}
		}
	}
}

// region visits the live blocks of r.
func (s *sccpSolver) region(r *ir.Region) {
	for _, b := range r.Blocks() {
		if !s.live[b] {
			continue
		}
		for o := b.First(); o != nil; o = o.Next() {
			s.op(o)
		}
	}
}

// op updates the states op determines: its results, the blocks and block arguments it
// branches to, and (recursively) its regions.
func (s *sccpSolver) op(o *ir.Operation) {
	switch {
	case o.NumSuccessors() > 0:
		s.branch(o)
	case isRegionBranch(o):
		s.regionBranch(o)
		return
	case isCallOp(o):
		s.call(o)
	}
	if p := o.ParentOp(); p != nil && isRegionBranch(p) && isRegionTerminator(o) {
		s.regionTerminator(o, p)
	}
	if body, ok := callableRegion(o); ok {
		if body != nil && (s.external[o] || len(s.sites[o]) > 0) {
			s.markLive(body.Front())
			if s.external[o] {
				s.unknown(body.Front().Args()...)
			}
			for site := range s.sites[o] {
				s.joinAll(body.Front().Args(), callArgs(site))
			}
			s.region(body)
		}
		return
	}
	if o.NumRegions() > 0 {
		// An op whose control flow we cannot model: its regions may all run, from unknown
		// arguments, and its results are unknown.
		for _, r := range o.Regions() {
			if !r.Empty() {
				s.markLive(r.Front())
				s.unknown(r.Front().Args()...)
			}
			s.region(r)
		}
		s.unknown(o.Results()...)
		return
	}
	if o.NumResults() > 0 && !isCallOp(o) {
		s.evaluate(o)
	}
}

// branch marks the CFG edges a terminator with successors can take and joins what it
// forwards into the successors' arguments.
func (s *sccpSolver) branch(o *ir.Operation) {
	if !ir.IsBranch(o) {
		for _, succ := range o.Successors() {
			s.markLive(succ)
			s.unknown(succ.Args()...)
		}
		return
	}
	cs, ok := s.consts(o.Operands())
	if !ok {
		return
	}
	for _, i := range takenSuccessors(o, cs) {
		succ := o.Successor(i)
		s.markLive(succ)
		// Liveness is per edge between blocks, and MLIR joins every successor slot of a
		// live edge: a switch case and its default to one block both feed it.
		for j, other := range o.Successors() {
			if other == succ {
				s.joinAll(succ.Args(), ir.SuccessorOperands(o, j))
			}
		}
	}
}

// call joins the live returns of the callee into the call's results and records the
// call as a live call site; a call to a declaration or an unknown callee has unknown
// results.
func (s *sccpSolver) call(o *ir.Operation) {
	var callee *ir.Operation
	if ref := calleeRef(o); ref != nil {
		callee = lookupSymbolFrom(o, ref)
	}
	var body *ir.Region
	isCallable := false
	if callee != nil {
		body, isCallable = callableRegion(callee)
	}
	if !isCallable || body == nil {
		s.unknown(o.Results()...)
		return
	}
	if s.sites[callee] == nil {
		s.sites[callee] = map[*ir.Operation]bool{}
	}
	if !s.sites[callee][o] {
		s.sites[callee][o] = true
		s.changed = true
	}
	for _, b := range body.Blocks() {
		if t := b.Terminator(); s.live[b] && t != nil && t.HasTrait(ir.TraitReturnLike) {
			s.joinAll(o.Results(), t.Operands())
		}
	}
}

// evaluate folds an op without regions on the constants of its operands.
func (s *sccpSolver) evaluate(o *ir.Operation) {
	cs, ok := s.consts(o.Operands())
	if !ok {
		return
	}
	operands := append([]*ir.Value(nil), o.Operands()...)
	attrs := append([]ir.NamedAttr(nil), o.Attrs()...)
	res, ok := passes.FoldWith(o, cs)
	if ok && len(res) == 0 {
		// An in-place fold is undone (the constants are assumptions), unless the cast
		// interface then folds the op to its operand: MLIR keeps that update (a
		// memref.cast of a cast becomes an identity cast).
		if identityCast(o) {
			res = []ir.FoldResult{{Value: o.Operand(0)}}
		} else {
			restoreOp(o, operands, attrs)
		}
	}
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

// takenSuccessors are the successors a branch op can take given its constant operands.
func takenSuccessors(o *ir.Operation, cs []ir.Attribute) []int {
	all := make([]int, o.NumSuccessors())
	for i := range all {
		all[i] = i
	}
	switch o.Name() {
	case cf.OpCondBr:
		if c, ok := cs[0].(*ir.IntegerAttr); ok {
			if c.Value&1 != 0 {
				return []int{0}
			}
			return []int{1}
		}
	case cf.OpSwitch:
		c, ok := cs[0].(*ir.IntegerAttr)
		if !ok {
			return all
		}
		vals, ok := o.Attr("case_values").(*ir.DenseElementsAttr)
		if !ok {
			return []int{0}
		}
		for i := 1; i < o.NumSuccessors(); i++ {
			v := vals.Ints[0]
			if !vals.Splat {
				v = vals.Ints[i-1]
			}
			if v == c.Value {
				return []int{i}
			}
		}
		return []int{0}
	}
	return all
}
