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

type cse struct {
	erase []*ir.Operation
}

// CSE merges pure ops equal to a dominating one: same name, operands, attributes and
// result types, scoped by regions and by dominance within multi-block regions.
func CSE(op *ir.Operation) {
	c := &cse{}
	for _, r := range op.Regions() {
		c.region(r, &scope{known: map[string]*ir.Operation{}})
	}
	for _, o := range c.erase {
		o.Erase()
	}
}

func (c *cse) region(r *ir.Region, parent *scope) {
	blocks := r.Blocks()
	switch len(blocks) {
	case 0:
		return
	case 1:
		c.block(blocks[0], &scope{known: map[string]*ir.Operation{}, parent: parent})
		return
	}
	dom := ir.Dominators(r)
	var visit func(b *ir.Block, s *scope)
	visit = func(b *ir.Block, s *scope) {
		child := &scope{known: map[string]*ir.Operation{}, parent: s}
		c.block(b, child)
		for _, kid := range dom.Children(b) {
			visit(kid, child)
		}
	}
	visit(blocks[0], parent)
}

func (c *cse) block(b *ir.Block, s *scope) {
	for op := b.First(); op != nil; op = op.Next() {
		if op.NumRegions() > 0 {
			ps := s
			if op.HasTrait(ir.TraitIsolatedFromAbove) {
				ps = &scope{known: map[string]*ir.Operation{}}
			}
			for _, r := range op.Regions() {
				c.region(r, ps)
			}
		}
		c.simplify(op, s)
	}
}

func (c *cse) simplify(op *ir.Operation, s *scope) {
	if op.HasTrait(ir.TraitTerminator) || op.NumRegions() > 0 || op.NumResults() == 0 {
		return
	}
	if !op.IsRegistered() || !op.HasTrait(ir.TraitPure) {
		return
	}
	k := opKey(op)
	if existing := s.lookup(k); existing != nil {
		op.ReplaceAllUsesWith(existing.Results())
		if _, unk := existing.Loc().(ir.UnknownLoc); unk {
			existing.SetLoc(op.Loc())
		}
		c.erase = append(c.erase, op)
		return
	}
	s.known[k] = op
}

// opKey identifies an op up to equivalence: name, operand identities, attributes, types.
func opKey(op *ir.Operation) string {
	var b strings.Builder
	b.WriteString(op.Name())
	b.WriteByte('(')
	for i := 0; i < op.NumOperands(); i++ {
		b.WriteString(strconv.FormatUint(uint64(uintptr(unsafe.Pointer(op.Operand(i)))), 36))
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
	return b.String()
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
