package asclower

import (
	"github.com/ascend-toolchain/asc/dialect/builtin"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// A small dialect-conversion driver with the observable behaviour of MLIR's partial
// conversion (../shared/spec/passes-asc2.md §0.3) for 1:1 type conversions:
//
//   - ops are listed up front in pre-order (blocks of a region in CFG depth-first order from
//     the entry) and legalized one by one: legal ops stay, the others are first offered to
//     their folder (not constants) and then to the patterns of their name;
//   - replaced ops stay in place, with their nested ops skipped, until the end, so folders
//     of unconverted users still see the original operands (as MLIR, which commits late);
//   - patterns read operands through remap: a value whose type the converter changes and
//     that has no converted counterpart yet gets a target materialization (an
//     unrealized_conversion_cast right after its definition, or at the start of its block
//     for a block argument), cached for later users;
//   - at the end, the results of replaced ops that unconverted ops still use get a source
//     materialization right after the replacement value, and framework casts left unused
//     are erased;
//   - an op that is explicitly (or dynamically) illegal and cannot be legalized is
//     MLIR's "failed to legalize operation '<name>' that was explicitly marked illegal".

// legality is what a conversion target says about an op.
type legality uint8

const (
	convUnknown legality = iota // offered to the folder and the patterns; kept if none applies
	convLegal                   // left alone
	convIllegal                 // must be converted, or the conversion fails
)

// convPattern rewrites one op through the conversion; it reports whether it applied. A
// pattern that returns an error has failed for good: the error is its diagnostic.
type convPattern func(c *conversion, op *ir.Operation) (bool, error)

// typeConverter maps a type to its converted form; nil means it cannot be converted.
type typeConverter func(ir.Type) ir.Type

// conversion is the state of one partial conversion of one function.
type conversion struct {
	ctx      *ir.Context
	rw       *ir.Rewriter
	convert  typeConverter
	target   func(op *ir.Operation) legality
	patterns map[string][]convPattern

	mapped   map[*ir.Value]*ir.Value // a value and its converted (or cached cast) counterpart
	replaced []*ir.Operation         // ops replaced by patterns, in order; erased at the end
	gone     map[*ir.Operation]bool  // replaced ops and the ops nested in them
	casts    map[*ir.Operation]bool  // materializations made by the driver
	dep      departures              // the pass's departures option (departures.go)
}

func newConversion(ctx *ir.Context, convert typeConverter, target func(*ir.Operation) legality) *conversion {
	if convert == nil {
		convert = func(t ir.Type) ir.Type { return t }
	}
	return &conversion{ctx: ctx, rw: ir.NewRewriter(ctx), convert: convert, target: target,
		patterns: map[string][]convPattern{}, mapped: map[*ir.Value]*ir.Value{},
		gone: map[*ir.Operation]bool{}, casts: map[*ir.Operation]bool{}}
}

// add registers patterns for an op name; they are tried in the order added.
func (c *conversion) add(name string, ps ...convPattern) {
	c.patterns[name] = append(c.patterns[name], ps...)
}

// typesLegal reports whether every type converts to itself.
func (c *conversion) typesLegal(ts []ir.Type) bool {
	for _, t := range ts {
		if nt := c.convert(t); nt == nil || !ir.TypeEqual(nt, t) {
			return false
		}
	}
	return true
}

// opTypesLegal is the converter's notion of a legal op: operand and result types unchanged.
func (c *conversion) opTypesLegal(op *ir.Operation) bool {
	return c.typesLegal(op.OperandTypes()) && c.typesLegal(op.ResultTypes())
}

// run converts the ops of root (root included) and commits the result.
func (c *conversion) run(root *ir.Operation) error {
	ops := []*ir.Operation{root}
	if err := collectPreOrder(root, &ops); err != nil {
		return err
	}
	for _, op := range ops {
		if c.gone[op] {
			continue
		}
		ok, err := c.legalize(op, 0)
		if err != nil {
			return err
		}
		if !ok && c.target(op) == convIllegal {
			return ir.Errorf(op.Loc(), "failed to legalize operation '%s' that was explicitly marked illegal", op.Name())
		}
	}
	c.commit()
	return nil
}

// collectPreOrder appends the ops nested in op in MLIR's conversion order.
func collectPreOrder(op *ir.Operation, out *[]*ir.Operation) error {
	for _, r := range op.Regions() {
		if r.Empty() {
			continue
		}
		seen := map[*ir.Block]bool{r.Front(): true}
		stack := []*ir.Block{r.Front()}
		for len(stack) > 0 {
			b := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for o := b.First(); o != nil; o = o.Next() {
				*out = append(*out, o)
				if err := collectPreOrder(o, out); err != nil {
					return err
				}
			}
			if t := b.Last(); t != nil {
				for _, s := range t.Successors() {
					if s != nil && !seen[s] {
						seen[s] = true
						stack = append(stack, s)
					}
				}
			}
		}
		for _, b := range r.Blocks() {
			if !seen[b] {
				return ir.Errorf(op.Loc(), "unreachable blocks were not converted")
			}
		}
	}
	return nil
}

// legalize makes op legal if it can: ok is false when nothing applied.
func (c *conversion) legalize(op *ir.Operation, depth int) (bool, error) {
	if c.target(op) == convLegal {
		return true, nil
	}
	if depth < 4 && !op.HasTrait(ir.TraitConstantLike) {
		if ok, err := c.tryFold(op, depth); ok || err != nil {
			return ok, err
		}
	}
	for _, p := range c.patterns[op.Name()] {
		c.rw.SetInsertionPointBefore(op)
		ok, err := p(c, op)
		if err != nil {
			return false, err
		}
		if ok {
			return true, nil
		}
	}
	return false, nil
}

// tryFold folds op as the conversion does: constants are materialized right before it and
// legalized in turn; an in-place fold means the op is legalized again.
func (c *conversion) tryFold(op *ir.Operation, depth int) (bool, error) {
	res, ok := passes.FoldOp(op, &c.rw.Builder)
	if !ok {
		return false, nil
	}
	if len(res) == 0 {
		return c.legalize(op, depth+1)
	}
	if len(res) != op.NumResults() {
		return false, nil
	}
	c.rw.SetInsertionPointBefore(op)
	vals := make([]*ir.Value, len(res))
	var created []*ir.Operation
	for i, r := range res {
		if r.Value != nil {
			vals[i] = r.Value
			continue
		}
		k := ir.Materialize(&c.rw.Builder, op, r.Attr, op.Result(i).Type())
		if k == nil {
			for _, x := range created {
				x.Erase()
			}
			return false, nil
		}
		created = append(created, k)
		vals[i] = k.Result(0)
	}
	c.replace(op, vals)
	for _, k := range created {
		ok, err := c.legalize(k, depth+1)
		if err != nil {
			return false, err
		}
		if !ok && c.target(k) == convIllegal {
			return false, ir.Errorf(k.Loc(), "failed to legalize operation '%s' that was explicitly marked illegal", k.Name())
		}
	}
	return true, nil
}

// replace records that op's results are now vals; op goes away at the end.
func (c *conversion) replace(op *ir.Operation, vals []*ir.Value) {
	for i, r := range op.Results() {
		c.mapped[r] = vals[i]
	}
	c.replaced = append(c.replaced, op)
	op.Walk(func(o *ir.Operation) bool { c.gone[o] = true; return true })
}

// lookup follows the chain of replacements of v and returns the first value of type want,
// or nil and the last value of the chain.
func (c *conversion) lookup(v *ir.Value, want ir.Type) (*ir.Value, *ir.Value) {
	for n := 0; ; n++ {
		if ir.TypeEqual(v.Type(), want) {
			return v, v
		}
		next, ok := c.mapped[v]
		if !ok || n > 64 {
			return nil, v
		}
		v = next
	}
}

// remap returns v as the converted ops see it: with its converted type, through a cached
// target materialization when nothing converted produces it. ok is false when the type
// cannot be converted.
func (c *conversion) remap(v *ir.Value) (*ir.Value, bool) {
	want := c.convert(v.Type())
	if want == nil {
		return nil, false
	}
	if got, _ := c.lookup(v, want); got != nil {
		return got, true
	}
	_, last := c.lookup(v, want)
	cast := c.castAfter(last, want)
	c.mapped[last] = cast
	return cast, true
}

// remapAll remaps every value; ok is false when one cannot be converted.
func (c *conversion) remapAll(vs []*ir.Value) ([]*ir.Value, bool) {
	out := make([]*ir.Value, len(vs))
	for i, v := range vs {
		nv, ok := c.remap(v)
		if !ok {
			return nil, false
		}
		out[i] = nv
	}
	return out, true
}

// castAfter builds a driver-owned unrealized_conversion_cast of v to t right after v's
// definition (at the start of its block for a block argument).
func (c *conversion) castAfter(v *ir.Value, t ir.Type) *ir.Value {
	b := ir.NewBuilder(c.ctx)
	if def := v.DefiningOp(); def != nil {
		b.SetInsertionPointAfter(def)
	} else {
		b.SetInsertionPointToStart(v.OwnerBlock())
	}
	loc := ir.Unknown
	if def := v.DefiningOp(); def != nil {
		loc = def.Loc()
	} else {
		loc = v.ArgLoc()
	}
	op := b.Create(loc, builtin.OpUnrealizedConversionCast, []*ir.Value{v}, []ir.Type{t})
	c.casts[op] = true
	return op.Result(0)
}

// convertBlockTypes gives the arguments of the entry block of r their converted types;
// users not converted yet see the old type through a cast at the start of the block (the
// argument materialization). ok is false when a type cannot be converted.
func (c *conversion) convertBlockTypes(r *ir.Region) bool {
	if r.Empty() {
		return true
	}
	blk := r.Front()
	nts := make([]ir.Type, blk.NumArgs())
	for i, a := range blk.Args() {
		if nts[i] = c.convert(a.Type()); nts[i] == nil {
			return false
		}
	}
	for i, a := range blk.Args() {
		if ir.TypeEqual(nts[i], a.Type()) {
			continue
		}
		old := a.Type()
		uses := a.Uses()
		a.SetType(nts[i])
		cast := c.castAfter(a, old)
		for _, u := range uses {
			u.Set(cast)
		}
		c.mapped[cast] = a
	}
	return true
}

// commit redirects the remaining users of replaced results (through a source
// materialization when the types differ), erases the replaced ops and the unused casts.
func (c *conversion) commit() {
	for _, op := range c.replaced {
		for _, r := range op.Results() {
			if !c.hasLiveUse(r) {
				continue
			}
			nv := c.mapped[r]
			for next, ok := c.mapped[nv]; ok && c.gone[defOf(nv)]; next, ok = c.mapped[nv] {
				nv = next
			}
			if !ir.TypeEqual(nv.Type(), r.Type()) {
				nv = c.castAfter(nv, r.Type())
			}
			r.ReplaceUsesIf(nv, func(u *ir.OpOperand) bool { return !c.gone[u.Owner()] })
		}
	}
	for _, op := range c.replaced {
		op.DropAllReferences()
	}
	for i := len(c.replaced) - 1; i >= 0; i-- {
		c.replaced[i].Erase()
	}
	c.reconcileCasts()
}

func defOf(v *ir.Value) *ir.Operation { return v.DefiningOp() }

func (c *conversion) hasLiveUse(v *ir.Value) bool {
	for _, u := range v.Uses() {
		if !c.gone[u.Owner()] {
			return true
		}
	}
	return false
}

// reconcileCasts folds driver-made cast pairs A -> B -> A and erases driver-made casts
// that nothing uses, as the conversion framework does with its own materializations.
func (c *conversion) reconcileCasts() {
	for changed := true; changed; {
		changed = false
		for op := range c.casts {
			in := op.Operand(0)
			if d := in.DefiningOp(); d != nil && c.casts[d] && ir.TypeEqual(d.Operand(0).Type(), op.Result(0).Type()) {
				if op.Result(0).HasUses() {
					op.Result(0).ReplaceAllUsesWith(d.Operand(0))
					changed = true
				}
			}
			if !op.Result(0).HasUses() {
				delete(c.casts, op)
				op.Erase()
				changed = true
			}
		}
	}
}
