// Package transforms holds the generic passes: canonicalize, cse, symbol-dce,
// loop-invariant-code-motion, strip-debuginfo.
package transforms

import (
	"strconv"
	"strings"
	"unsafe"

	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// scope is one level of CSE's scoped hash table.
type scope struct {
	known  map[string]*ir.Operation
	parent *scope
}

func (s *scope) lookup(k string) *ir.Operation {
	for x := s; x != nil; x = x.parent {
		if op := x.known[k]; op != nil {
			return op
		}
	}
	return nil
}

func (s *scope) contains(op *ir.Operation) bool {
	for x := s; x != nil; x = x.parent {
		for _, o := range x.known {
			if o == op {
				return true
			}
		}
	}
	return false
}

type cse struct {
	erase []*ir.Operation
	keys  strings.Builder
}

// CSE is MLIR 19's CSE: within dominance scopes, an op equivalent to a known one (same name,
// operands, attributes, result types and, for ops with one single-block region, an
// equivalent body) is replaced by it; ops that only read memory are merged when no op in
// between may write; trivially dead ops are erased.
func CSE(op *ir.Operation) {
	c := &cse{}
	root := &scope{}
	for _, r := range op.Regions() {
		c.region(r, root)
	}
	for _, o := range c.erase {
		o.Erase()
	}
}

func newScope(parent *scope) *scope { return &scope{known: map[string]*ir.Operation{}, parent: parent} }

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
		c.block(blocks[0], newScope(parent), dom)
		return
	case !dom:
		return
	}
	tree := ir.Dominators(r)
	var visit func(b *ir.Block, s *scope)
	visit = func(b *ir.Block, s *scope) {
		child := newScope(s)
		c.block(b, child, dom)
		for _, kid := range tree.Children(b) {
			visit(kid, child)
		}
	}
	visit(blocks[0], parent)
}

func (c *cse) block(b *ir.Block, s *scope, dom bool) {
	for op := b.First(); op != nil; op = op.Next() {
		if op.NumRegions() > 0 {
			ps := s
			if op.HasTrait(ir.TraitIsolatedFromAbove) || !op.IsRegistered() {
				ps = &scope{}
			}
			for _, r := range op.Regions() {
				c.region(r, ps)
			}
		}
		c.simplify(op, s, dom)
	}
}

// effectFree reports whether op and, for ops with recursive effects, everything nested in
// it have no memory effects.
func effectFree(op *ir.Operation) bool {
	if !op.IsRegistered() {
		return false
	}
	if !op.HasTrait(ir.TraitRecursiveMemoryEffects) {
		return op.HasTrait(ir.TraitPure)
	}
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				if !effectFree(o) {
					return false
				}
			}
		}
	}
	return true
}

// onlyReads reports whether op's only effects are reads.
func onlyReads(op *ir.Operation) bool {
	return op.IsRegistered() && op.HasTrait(ir.TraitMemRead) && !op.HasTrait(ir.TraitRecursiveMemoryEffects)
}

// mayWrite reports whether op (with what it nests) may have an effect other than reading.
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
	return !op.HasTrait(ir.TraitPure) && !op.HasTrait(ir.TraitMemRead)
}

func (c *cse) simplify(op *ir.Operation, s *scope, dom bool) {
	if op.HasTrait(ir.TraitTerminator) {
		return
	}
	if passes.IsTriviallyDead(op) {
		c.erase = append(c.erase, op)
		return
	}
	for _, r := range op.Regions() {
		if r.NumBlocks() > 1 {
			return
		}
	}
	if !effectFree(op) {
		if !onlyReads(op) {
			return
		}
		k := c.key(op)
		if existing := s.lookup(k); existing != nil && existing.Block() == op.Block() && !writesBetween(existing, op) {
			c.replace(op, existing, s, dom)
			return
		}
		s.known[k] = op
		return
	}
	k := c.key(op)
	if existing := s.lookup(k); existing != nil {
		c.replace(op, existing, s, dom)
		return
	}
	s.known[k] = op
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

// key identifies an op up to CSE equivalence. Ops with regions only match when they have a
// single region of a single block whose ops are equivalent, values defined in that block
// (or its arguments) corresponding by position; any other op with regions gets a unique key.
func (c *cse) key(op *ir.Operation) string {
	b := &c.keys
	b.Reset()
	writeOp(b, op, nil)
	if op.NumRegions() > 0 {
		if op.NumRegions() != 1 || op.Region(0).NumBlocks() != 1 {
			b.WriteString("#unique")
			writePtr(b, unsafe.Pointer(op))
			return b.String()
		}
		blk := op.Region(0).Front()
		local := map[*ir.Value]int{}
		for _, a := range blk.Args() {
			local[a] = len(local)
			b.WriteString(ir.TypeString(a.Type()))
			b.WriteByte(',')
		}
		b.WriteByte('{')
		for o := blk.First(); o != nil; o = o.Next() {
			writeNested(b, o, local)
			for _, r := range o.Results() {
				local[r] = len(local)
			}
		}
		b.WriteByte('}')
	}
	return b.String()
}

func writePtr(b *strings.Builder, p unsafe.Pointer) {
	b.WriteString(strconv.FormatUint(uint64(uintptr(p)), 36))
}

// writeOp writes name, operands, attributes and result types.
func writeOp(b *strings.Builder, op *ir.Operation, local map[*ir.Value]int) {
	b.WriteString(op.Name())
	b.WriteByte('(')
	for i := 0; i < op.NumOperands(); i++ {
		v := op.Operand(i)
		if n, ok := local[v]; ok {
			b.WriteByte('%')
			b.WriteString(strconv.Itoa(n))
		} else {
			writePtr(b, unsafe.Pointer(v))
		}
		b.WriteByte(',')
	}
	b.WriteByte(')')
	for _, a := range op.Attrs() {
		b.WriteString(a.Name)
		b.WriteByte('=')
		b.WriteString(ir.AttrString(a.Value))
		b.WriteByte(';')
	}
	if p := op.Props(); p != nil {
		b.WriteString(ir.AttrString(p))
	}
	b.WriteString("->")
	for i := 0; i < op.NumResults(); i++ {
		b.WriteString(ir.TypeString(op.Result(i).Type()))
		b.WriteByte(',')
	}
	if n := op.NumSuccessors(); n > 0 {
		b.WriteString("^")
		for _, s := range op.Successors() {
			writePtr(b, unsafe.Pointer(s))
		}
	}
}

// writeNested writes an op of the compared body; values defined deeper than the body are
// never equivalent, as in MLIR, so they are written by identity.
func writeNested(b *strings.Builder, op *ir.Operation, local map[*ir.Value]int) {
	writeOp(b, op, local)
	for _, r := range op.Regions() {
		b.WriteByte('[')
		for _, blk := range r.Blocks() {
			b.WriteByte('^')
			for _, a := range blk.Args() {
				b.WriteString(ir.TypeString(a.Type()))
				b.WriteByte(',')
			}
			for o := blk.First(); o != nil; o = o.Next() {
				writeNested(b, o, local)
				b.WriteByte(';')
			}
		}
		b.WriteByte(']')
	}
}

func registerCSE(r *passes.Registry) {
	r.Register(&passes.Info{Name: "cse", Summary: "Eliminate common sub-expressions",
		New: func(passes.Options) (passes.Pass, error) {
			return passes.PassFunc(func(op *ir.Operation, _ *ir.Context) error {
				CSE(op)
				return nil
			}), nil
		}})
}
