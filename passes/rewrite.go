package passes

import (
	"github.com/ascend-toolchain/asc/ir"
)

// Pattern rewrites an op in place through the rewriter and reports whether it did.
type Pattern interface {
	// Root is the op name the pattern applies to ("" for any op).
	Root() string
	Benefit() int
	MatchAndRewrite(op *ir.Operation, rw *ir.Rewriter) bool
}

// PatternFunc is a Pattern defined by a function.
type PatternFunc struct {
	Name    string // for debugging
	RootOp  string
	Weight  int
	Rewrite func(op *ir.Operation, rw *ir.Rewriter) bool
}

func (p *PatternFunc) Root() string { return p.RootOp }
func (p *PatternFunc) Benefit() int { return p.Weight }
func (p *PatternFunc) MatchAndRewrite(op *ir.Operation, rw *ir.Rewriter) bool {
	return p.Rewrite(op, rw)
}

// GreedyConfig tunes the greedy driver (defaults as MLIR's canonicalizer).
type GreedyConfig struct {
	MaxIterations int  // default 10
	TopDown       bool // walk order when seeding the worklist
	Fold          bool
	MaxRewrites   int // 0 = unlimited
}

// DefaultGreedyConfig is what canonicalize uses.
func DefaultGreedyConfig() GreedyConfig {
	return GreedyConfig{MaxIterations: 10, TopDown: true, Fold: true}
}

// driver applies folders and patterns to a fixpoint, in MLIR's greedy order: seed the
// worklist with every op (constants go to the folder instead, which moves them to the
// region entry and merges duplicates), pop from the back, erase dead ops, fold, then try
// patterns by decreasing benefit; changes feed related ops back into the worklist.
type driver struct {
	ctx     *ir.Context
	rw      *ir.Rewriter
	cfg     GreedyConfig
	byRoot  map[string][]Pattern
	anyRoot []Pattern
	list    []*ir.Operation
	inList  map[*ir.Operation]bool
	erased  map[*ir.Operation]bool
	folder  *constFolder
	changed bool
}

// ApplyPatternsGreedily rewrites the regions of root to a fixpoint and reports whether it
// changed anything and whether it converged within MaxIterations.
func ApplyPatternsGreedily(ctx *ir.Context, root *ir.Operation, patterns []Pattern, cfg GreedyConfig) (changed, converged bool) {
	if cfg.MaxIterations <= 0 {
		cfg.MaxIterations = 10
	}
	d := &driver{ctx: ctx, rw: ir.NewRewriter(ctx), cfg: cfg, byRoot: map[string][]Pattern{},
		inList: map[*ir.Operation]bool{}, erased: map[*ir.Operation]bool{}}
	d.folder = newConstFolder(ctx)
	d.rw.Listener = d
	for _, p := range patterns {
		if p.Root() == "" {
			d.anyRoot = append(d.anyRoot, p)
		} else {
			d.byRoot[p.Root()] = append(d.byRoot[p.Root()], p)
		}
	}
	sortByBenefit := func(ps []Pattern) {
		for i := 1; i < len(ps); i++ {
			for j := i; j > 0 && ps[j].Benefit() > ps[j-1].Benefit(); j-- {
				ps[j], ps[j-1] = ps[j-1], ps[j]
			}
		}
	}
	for k := range d.byRoot {
		sortByBenefit(d.byRoot[k])
	}
	sortByBenefit(d.anyRoot)
	converged = false
	for iter := 0; iter < cfg.MaxIterations; iter++ {
		d.list = d.list[:0]
		clear(d.inList)
		d.seed(root)
		if !d.process() {
			converged = true
			break
		}
		changed = true
	}
	return changed, converged
}

func (d *driver) seed(root *ir.Operation) {
	var ops []*ir.Operation
	for _, r := range root.Regions() {
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil; {
				next := o.Next()
				if d.cfg.TopDown {
					o.Walk(func(x *ir.Operation) bool {
						if d.isConstant(x) {
							d.folder.insert(x, d.rw)
							return false
						}
						ops = append(ops, x)
						return true
					})
				} else {
					o.WalkPost(func(x *ir.Operation) {
						if d.isConstant(x) && d.folder.insert(x, d.rw) {
							return
						}
						if !d.isConstant(x) {
							ops = append(ops, x)
						}
					})
				}
				o = next
			}
		}
	}
	// Erased constants (duplicates) may have been collected before their erasure.
	if d.cfg.TopDown {
		for i := len(ops) - 1; i >= 0; i-- {
			d.push(ops[i])
		}
	} else {
		for _, o := range ops {
			d.push(o)
		}
	}
}

func (d *driver) isConstant(op *ir.Operation) bool {
	return op.HasTrait(ir.TraitConstantLike) && op.NumResults() == 1 && op.NumOperands() == 0
}

func (d *driver) push(op *ir.Operation) {
	if d.inList[op] || d.erased[op] {
		return
	}
	d.inList[op] = true
	d.list = append(d.list, op)
}

func (d *driver) pop() *ir.Operation {
	for len(d.list) > 0 {
		op := d.list[len(d.list)-1]
		d.list = d.list[:len(d.list)-1]
		if op == nil {
			continue
		}
		delete(d.inList, op)
		if d.erased[op] {
			continue
		}
		return op
	}
	return nil
}

// process drains the worklist; it reports whether anything changed.
func (d *driver) process() bool {
	d.changed = false
	rewrites := 0
	for {
		op := d.pop()
		if op == nil {
			break
		}
		if d.cfg.MaxRewrites > 0 && rewrites >= d.cfg.MaxRewrites {
			break
		}
		if op.Block() == nil && op.ParentOp() == nil {
			continue // detached
		}
		if IsTriviallyDead(op) {
			d.rw.EraseOp(op)
			d.changed = true
			continue
		}
		if d.cfg.Fold && !op.HasTrait(ir.TraitConstantLike) && d.tryFold(op) {
			d.changed = true
			rewrites++
			continue
		}
		if d.tryPatterns(op) {
			d.changed = true
			rewrites++
		}
	}
	return d.changed
}

func (d *driver) tryPatterns(op *ir.Operation) bool {
	ps := d.byRoot[op.Name()]
	try := func(p Pattern) bool {
		d.rw.SetInsertionPointBefore(op)
		return p.MatchAndRewrite(op, d.rw)
	}
	// Patterns of both kinds, by benefit (root-specific first on ties, as they are more
	// specific).
	i, j := 0, 0
	for i < len(ps) || j < len(d.anyRoot) {
		var p Pattern
		if j >= len(d.anyRoot) || (i < len(ps) && ps[i].Benefit() >= d.anyRoot[j].Benefit()) {
			p = ps[i]
			i++
		} else {
			p = d.anyRoot[j]
			j++
		}
		if try(p) {
			return true
		}
	}
	return false
}

// tryFold runs the op's folder; constants it returns are materialized right before the op
// (the next seeding moves and merges them).
func (d *driver) tryFold(op *ir.Operation) bool {
	if op.HasTrait(ir.TraitCommutative) && op.NumOperands() == 2 &&
		ConstantValue(op.Operand(0)) != nil && ConstantValue(op.Operand(1)) == nil {
		// Commutative ops keep constants on the right, as MLIR's generic fold hook does.
		x, y := op.Operand(0), op.Operand(1)
		op.SetOperand(0, y)
		op.SetOperand(1, x)
		d.OpModified(op)
		return true
	}
	fold := op.Info().Fold
	if fold == nil {
		return false
	}
	res := fold(op, ConstantOperands(op))
	if res == nil {
		return false
	}
	if len(res) == 0 {
		d.OpModified(op)
		return true
	}
	if len(res) != op.NumResults() {
		return false
	}
	repl := make([]*ir.Value, len(res))
	d.rw.SetInsertionPointBefore(op)
	var created []*ir.Operation
	for i, r := range res {
		if r.Value != nil {
			if r.Value == op.Result(i) {
				return false // folding to itself changes nothing
			}
			repl[i] = r.Value
			continue
		}
		c := materialize(d.ctx, &d.rw.Builder, op, r.Attr, op.Result(i).Type())
		if c == nil {
			for _, x := range created {
				d.rw.EraseOp(x)
			}
			return false
		}
		created = append(created, c)
		repl[i] = c.Result(0)
	}
	d.rw.ReplaceOp(op, repl)
	return true
}

// materialize asks the op's dialect (then arith's) to build a constant for attribute a.
func materialize(ctx *ir.Context, b *ir.Builder, op *ir.Operation, a ir.Attribute, t ir.Type) *ir.Operation {
	if dl := op.Info().Dialect; dl != nil && dl.Materialize != nil {
		if c := dl.Materialize(b, a, t, op.Loc()); c != nil {
			return c
		}
	}
	if ar := ctx.Dialect("arith"); ar != nil && ar.Materialize != nil {
		return ar.Materialize(b, a, t, op.Loc())
	}
	return nil
}

// ConstantOperands returns the constant attribute behind each operand (nil if not constant).
func ConstantOperands(op *ir.Operation) []ir.Attribute {
	out := make([]ir.Attribute, op.NumOperands())
	for i := range out {
		out[i] = ConstantValue(op.Operand(i))
	}
	return out
}

// ConstantValue returns the attribute of a value produced by a constant-like op.
func ConstantValue(v *ir.Value) ir.Attribute {
	def := v.DefiningOp()
	if def == nil || !def.HasTrait(ir.TraitConstantLike) || def.NumResults() != 1 {
		return nil
	}
	if fold := def.Info().Fold; fold != nil {
		if r := fold(def, nil); len(r) == 1 && r[0].Attr != nil {
			return r[0].Attr
		}
	}
	return def.Attr("value")
}

// IsTriviallyDead reports whether op has no used results and no side effects (pure, or
// made only of pure ops for ops whose effects are those of their bodies).
func IsTriviallyDead(op *ir.Operation) bool {
	if !op.UseEmpty() || op.HasTrait(ir.TraitTerminator) {
		return false
	}
	return wouldBeDead(op)
}

func wouldBeDead(op *ir.Operation) bool {
	if !op.IsRegistered() || op.HasTrait(ir.TraitSymbol) {
		return false
	}
	if op.HasTrait(ir.TraitPure) {
		if !op.HasTrait(ir.TraitRecursiveMemoryEffects) || op.NumRegions() == 0 {
			return true
		}
	}
	if !op.HasTrait(ir.TraitRecursiveMemoryEffects) {
		return false
	}
	ok := true
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil && ok; o = o.Next() {
				if o.HasTrait(ir.TraitTerminator) && o.HasTrait(ir.TraitPure) {
					continue
				}
				if !wouldBeDead(o) {
					ok = false
				}
			}
		}
	}
	return ok
}

// Listener: changes feed related ops back into the worklist.

func (d *driver) OpInserted(op *ir.Operation) {
	d.push(op)
}

func (d *driver) OpErased(op *ir.Operation) {
	d.erased[op] = true
	d.folder.forget(op)
	for _, v := range op.Operands() {
		if v == nil {
			continue
		}
		if def := v.DefiningOp(); def != nil && v.NumUses() <= 2 {
			d.push(def)
		}
	}
}

func (d *driver) OpModified(op *ir.Operation) { d.push(op) }

func (d *driver) OpReplaced(op *ir.Operation, with []*ir.Value) {
	for _, r := range op.Results() {
		for u := r.FirstUse(); u != nil; u = u.NextUse() {
			d.push(u.Owner())
		}
	}
}

// IsTriviallyDeadIfUnused reports whether op would be dead were its results unused (it has
// no side effects), which is what hoisting and erasure need.
func IsTriviallyDeadIfUnused(op *ir.Operation) bool { return wouldBeDead(op) }
