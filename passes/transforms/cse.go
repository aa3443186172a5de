// Package transforms holds the generic passes mlir-opt also has: canonicalize, cse,
// symbol-dce, loop-invariant-code-motion, sccp and strip-debuginfo. Register and
// RegisterSCCP add them to a registry.
package transforms

import (
	"math"
	"unsafe"

	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// scope is one level of CSE's scoped hash table.
// scope holds the ops known in a dominance scope by hash. Nearly every hash has one op, so
// it sits in known; the newest op of a hash is there, the ones it displaced in more.
type scope struct {
	known  map[uint64]*ir.Operation
	more   map[uint64][]*ir.Operation
	parent *scope
}

func (s *scope) lookup(h uint64, op *ir.Operation) *ir.Operation {
	for x := s; x != nil; x = x.parent {
		if o := x.known[h]; o != nil && equivalent(o, op) {
			return o
		}
		l := x.more[h]
		for i := len(l) - 1; i >= 0; i-- {
			if equivalent(l[i], op) {
				return l[i]
			}
		}
	}
	return nil
}

// insert adds op as the newest entry for h: lookup finds it before any equivalent op
// inserted earlier, as an insert into MLIR's ScopedHashTable shadows the entry it had.
// That matters for reads: a load not merged with an earlier one (a write came between)
// is the one a later load merges with.
func (s *scope) insert(h uint64, op *ir.Operation) {
	if s.known == nil {
		s.known = map[uint64]*ir.Operation{}
	}
	old := s.known[h]
	s.known[h] = op
	if old == nil {
		return
	}
	if s.more == nil {
		s.more = map[uint64][]*ir.Operation{}
	}
	s.more[h] = append(s.more[h], old) // more stays oldest first; lookup reads it backwards
}

func (s *scope) contains(op *ir.Operation) bool {
	for x := s; x != nil; x = x.parent {
		for _, o := range x.known {
			if o == op {
				return true
			}
		}
		for _, l := range x.more {
			for _, o := range l {
				if o == op {
					return true
				}
			}
		}
	}
	return false
}

type cse struct {
	// cseCount and dceCount are the pass statistics num-cse'd and num-dce'd.
	cseCount, dceCount int64
	erase              []*ir.Operation
	free               []*scope // scopes of finished regions, maps cleared for reuse
}

func (c *cse) newScope(parent *scope) *scope {
	if n := len(c.free); n > 0 {
		s := c.free[n-1]
		c.free = c.free[:n-1]
		s.parent = parent
		return s
	}
	return &scope{parent: parent}
}

// release recycles a scope once the region it covered is done.
func (c *cse) release(s *scope) {
	clear(s.known)
	clear(s.more)
	s.parent = nil
	c.free = append(c.free, s)
}

// CSE is MLIR 19's CSE: within dominance scopes, an op equivalent to a known one (same name,
// operands, attributes, result types and equivalent regions) is replaced by it; ops that only read memory are merged when no op in
// between may write; trivially dead ops are erased.
func CSE(op *ir.Operation) { cseCounting(op) }

// cseCounting is CSE, returning how many ops it merged into others and how many dead ops
// it erased.
func cseCounting(op *ir.Operation) (merged, dead int64) {
	c := &cse{}
	root := &scope{}
	for _, r := range op.Regions() {
		c.region(r, root)
	}
	for _, o := range c.erase {
		o.Erase()
	}
	return c.cseCount, c.dceCount
}

func hasSSADominance(r *ir.Region) bool {
	p := r.ParentOp()
	return p == nil || !p.HasTrait(ir.TraitGraphRegion)
}

func (c *cse) region(r *ir.Region, parent *scope) {
	blocks := r.Blocks()
	dom := hasSSADominance(r)
	switch {
	case len(blocks) == 0:
		return
	case len(blocks) == 1:
		s := c.newScope(parent)
		c.block(blocks[0], s, dom)
		c.release(s)
		return
	case !dom:
		return
	}
	tree := ir.Dominators(r)
	var visit func(b *ir.Block, s *scope)
	visit = func(b *ir.Block, s *scope) {
		child := c.newScope(s)
		c.block(b, child, dom)
		for _, kid := range tree.Children(b) {
			visit(kid, child)
		}
		c.release(child)
	}
	visit(blocks[0], parent)
}

func (c *cse) block(b *ir.Block, s *scope, dom bool) {
	for op := b.First(); op != nil; op = op.Next() {
		if op.NumRegions() > 0 {
			ps := s
			// A fold barrier's ops (asctile.count_mask) are merged among themselves only.
			isolated := op.HasTrait(ir.TraitIsolatedFromAbove) || op.IsFoldBarrier() || !op.IsRegistered()
			if isolated {
				ps = c.newScope(nil)
			}
			for _, r := range op.Regions() {
				c.region(r, ps)
			}
			if isolated {
				c.release(ps)
			}
		}
		c.simplify(op, s, dom)
	}
}

// onlyReads reports whether op's only effects are reads.
func onlyReads(op *ir.Operation) bool {
	return op.IsRegistered() && op.HasTrait(ir.TraitMemRead) && !op.HasTrait(ir.TraitRecursiveMemoryEffects)
}

// mayWrite reports whether op (with what it nests) may write memory.
func mayWrite(op *ir.Operation) bool {
	if !op.IsRegistered() {
		return true
	}
	if op.HasTrait(ir.TraitRecursiveMemoryEffects) {
		for _, r := range op.Regions() {
			for _, b := range r.Blocks() {
				for o := b.First(); o != nil; o = o.Next() {
					if mayWrite(o) {
						return true
					}
				}
			}
		}
		return false
	}
	// Only a write stops a read from being merged with an earlier one, as in MLIR: an
	// allocation or a deallocation does not.
	return !op.HasTrait(ir.TraitPure) && !op.HasTrait(ir.TraitMemRead) &&
		!op.HasTrait(ir.TraitAllocatesResults) && !op.HasTrait(ir.TraitFreesOperand)
}

func (c *cse) simplify(op *ir.Operation, s *scope, dom bool) {
	if op.HasTrait(ir.TraitTerminator) {
		return
	}
	if ir.IsTriviallyDead(op) {
		c.erase = append(c.erase, op)
		c.dceCount++
		return
	}
	for _, r := range op.Regions() {
		if r.NumBlocks() > 1 {
			return
		}
	}
	if !ir.IsMemoryEffectFree(op) {
		if !onlyReads(op) {
			return
		}
		h := hashOp(op)
		if existing := s.lookup(h, op); existing != nil && existing.Block() == op.Block() && !writesBetween(existing, op) {
			c.replace(op, existing, s, dom)
			return
		}
		s.insert(h, op)
		return
	}
	h := hashOp(op)
	if existing := s.lookup(h, op); existing != nil {
		c.replace(op, existing, s, dom)
		return
	}
	s.insert(h, op)
}

func writesBetween(from, to *ir.Operation) bool {
	for o := from.Next(); o != nil && o != to; o = o.Next() {
		if mayWrite(o) {
			return true
		}
	}
	return false
}

func (c *cse) replace(op, existing *ir.Operation, s *scope, dom bool) {
	c.cseCount++
	if dom {
		op.ReplaceAllUsesWith(existing.Results())
		c.erase = append(c.erase, op)
	} else {
		for i := 0; i < op.NumResults(); i++ {
			op.Result(i).ReplaceUsesIf(existing.Result(i), func(u *ir.OpOperand) bool { return !s.contains(u.Owner()) })
		}
		if op.UseEmpty() {
			c.erase = append(c.erase, op)
		}
	}
	if _, unk := existing.Loc().(ir.UnknownLoc); unk {
		if _, unk2 := op.Loc().(ir.UnknownLoc); !unk2 {
			existing.SetLoc(op.Loc())
		}
	}
}

// hashOp hashes what OperationEquivalence::computeHash does (name, attributes, result
// types, operands by identity, in any order for commutative ops); equivalent decides.
func hashOp(op *ir.Operation) uint64 {
	h := mix(0x9e3779b97f4a7c15, uint64(uintptr(unsafe.Pointer(op.Info()))))
	if op.HasTrait(ir.TraitCommutative) {
		var sum uint64
		for i := 0; i < op.NumOperands(); i++ {
			sum += mix(7, uint64(uintptr(unsafe.Pointer(op.Operand(i)))))
		}
		h = mix(h, sum)
	} else {
		for i := 0; i < op.NumOperands(); i++ {
			h = mix(h, uint64(uintptr(unsafe.Pointer(op.Operand(i)))))
		}
	}
	for _, a := range op.Attrs() {
		h = mix(h, strHash(a.Name))
		h = mix(h, attrHash(a.Value))
	}
	for i := 0; i < op.NumResults(); i++ {
		h = mix(h, typeHash(op.Result(i).Type()))
	}
	return h
}

func mix(h, v uint64) uint64 {
	h ^= v + 0x9e3779b97f4a7c15 + (h << 6) + (h >> 2)
	return h * 0xff51afd7ed558ccd
}

func strHash(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); i++ {
		h = (h ^ uint64(s[i])) * 1099511628211
	}
	return h
}

// attrHash looks at the common scalar attributes; others hash alike and are told apart
// by equivalent.
func attrHash(a ir.Attribute) uint64 {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		return mix(uint64(a.Value), typeHash(a.Type))
	case *ir.FloatAttr:
		return mix(math.Float64bits(a.Value), typeHash(a.Type))
	case *ir.StringAttr:
		return strHash(a.Value)
	}
	return 1
}

func typeHash(t ir.Type) uint64 {
	switch t := t.(type) {
	case *ir.IntegerType:
		return uint64(t.Width)<<2 | uint64(t.Sign)
	case *ir.FloatType:
		return strHash(t.Name)
	case *ir.IndexType:
		return 3
	}
	return 5
}

func attrsEqual(a, b []ir.NamedAttr) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Name != b[i].Name || !ir.AttrEqual(a[i].Value, b[i].Value) {
			return false
		}
	}
	return true
}

// sameShape compares everything but operands and regions.
func sameShape(l, r *ir.Operation) bool {
	if l.Info() != r.Info() || l.NumOperands() != r.NumOperands() || l.NumResults() != r.NumResults() ||
		l.NumRegions() != r.NumRegions() || l.NumSuccessors() != r.NumSuccessors() ||
		!attrsEqual(l.Attrs(), r.Attrs()) || !ir.AttrEqual(l.Props(), r.Props()) {
		return false
	}
	for i := 0; i < l.NumResults(); i++ {
		if !ir.TypeEqual(l.Result(i).Type(), r.Result(i).Type()) {
			return false
		}
	}
	return true
}

// equivalent is OperationEquivalence::isEquivalentTo ignoring locations: same name,
// attributes, result types and operands (as a multiset for commutative ops), and
// equivalent regions, whose values correspond in the order they are defined.
func equivalent(l, r *ir.Operation) bool {
	if l == r {
		return true
	}
	if !sameShape(l, r) {
		return false
	}
	if l.NumRegions() == 0 && !l.HasTrait(ir.TraitCommutative) {
		for i := 0; i < l.NumOperands(); i++ {
			if l.Operand(i) != r.Operand(i) {
				return false
			}
		}
		return true
	}
	e := &bodyEq{m: map[*ir.Value]*ir.Value{}}
	return e.ops(l, r)
}

type bodyEq struct {
	m      map[*ir.Value]*ir.Value
	blocks map[*ir.Block]*ir.Block
	// ordered compares commutative operands in order too, as MLIR 19's region
	// equivalence (duplicate-function-elimination) does.
	ordered bool
}

func (e *bodyEq) same(a, b *ir.Value) bool { return a == b || e.m[a] == b }

func (e *bodyEq) ops(l, r *ir.Operation) bool {
	if l == r {
		return true
	}
	if !sameShape(l, r) {
		return false
	}
	if l.HasTrait(ir.TraitCommutative) && !e.ordered {
		if !e.multiset(l.Operands(), r.Operands()) {
			return false
		}
	} else {
		for i := 0; i < l.NumOperands(); i++ {
			a, b := l.Operand(i), r.Operand(i)
			if a == b {
				continue
			}
			if !ir.TypeEqual(a.Type(), b.Type()) || !e.same(a, b) {
				return false
			}
		}
	}
	for i := 0; i < l.NumResults(); i++ {
		e.m[l.Result(i)] = r.Result(i)
	}
	for i := 0; i < l.NumRegions(); i++ {
		if !e.region(l.Region(i), r.Region(i)) {
			return false
		}
	}
	return true
}

// multiset matches commutative operands in any order.
func (e *bodyEq) multiset(ls, rs []*ir.Value) bool {
	used := make([]bool, len(rs))
	for _, a := range ls {
		found := false
		for k, b := range rs {
			if !used[k] && e.same(a, b) {
				used[k], found = true, true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

func (e *bodyEq) region(l, r *ir.Region) bool {
	if l.NumBlocks() != r.NumBlocks() {
		return false
	}
	if e.blocks == nil {
		e.blocks = map[*ir.Block]*ir.Block{}
	}
	for i, lb := range l.Blocks() {
		rb := r.Blocks()[i]
		if lb.NumArgs() != rb.NumArgs() {
			return false
		}
		if prev, ok := e.blocks[lb]; ok && prev != rb {
			return false
		}
		e.blocks[lb] = rb
		for k, a := range lb.Args() {
			if !ir.TypeEqual(a.Type(), rb.Arg(k).Type()) {
				return false
			}
			e.m[a] = rb.Arg(k)
		}
		lo, ro := lb.First(), rb.First()
		for ; lo != nil && ro != nil; lo, ro = lo.Next(), ro.Next() {
			if !e.ops(lo, ro) {
				return false
			}
			for k := 0; k < lo.NumSuccessors(); k++ {
				ls, rs := lo.Successor(k), ro.Successor(k)
				if prev, ok := e.blocks[ls]; ok && prev != rs {
					return false
				}
				e.blocks[ls] = rs
			}
		}
		if lo != nil || ro != nil {
			return false
		}
	}
	return true
}

func registerCSE(r *passes.Registry) {
	r.Register(&passes.Info{Name: "cse", Summary: "Eliminate common sub-expressions",
		New: func(passes.Options) (passes.Pass, error) { return newCSEPass(), nil }})
}

// csePass is the cse pass with MLIR's two statistics.
type csePass struct{ merged, dead passes.Statistic }

func newCSEPass() *csePass {
	return &csePass{merged: passes.Statistic{Name: "num-cse'd", Desc: "Number of operations CSE'd"},
		dead: passes.Statistic{Name: "num-dce'd", Desc: "Number of operations DCE'd"}}
}

func (p *csePass) Run(op *ir.Operation, ctx *ir.Context) error {
	_, err := p.RunPreserving(op, ctx)
	return err
}

// RunPreserving reports the IR unchanged when nothing was merged or erased (the only
// changes cse makes), so the manager skips the verifier as mlir-opt does after a cse
// that erased nothing; on the bench module, cse after canonicalize is such a run.
func (p *csePass) RunPreserving(op *ir.Operation, _ *ir.Context) (bool, error) {
	m, d := cseCounting(op)
	p.merged.Add(m)
	p.dead.Add(d)
	return m == 0 && d == 0, nil
}

func (p *csePass) Statistics() []*passes.Statistic { return []*passes.Statistic{&p.merged, &p.dead} }
