package passes

import (
	"fmt"
	"github.com/ascend-toolchain/asc/dialect/builtin"
	"github.com/ascend-toolchain/asc/ir"
	"sync"
)

// Region simplification levels (GreedySimplifyRegionLevel).
const (
	RegionSimplifyDisabled = iota
	RegionSimplifyNormal
	RegionSimplifyAggressive
)

// NoLimit, as MaxIterations or MaxRewrites, lifts the limit (MLIR's kNoLimit); zero means
// zero, as in mlir-opt: `canonicalize{max-iterations=0}` leaves the IR as it is.
const NoLimit = -1

// GreedyConfig tunes the greedy driver (defaults as MLIR's canonicalizer).
type GreedyConfig struct {
	MaxIterations  int  // default 10; NoLimit for none
	TopDown        bool // walk order when seeding the worklist
	Fold           bool
	MaxRewrites    int // pattern applications per iteration; NoLimit for none
	RegionSimplify int // RegionSimplify* level
	NoCSEConstants bool
}

// DefaultGreedyConfig is what canonicalize uses.
func DefaultGreedyConfig() GreedyConfig {
	return GreedyConfig{MaxIterations: 10, MaxRewrites: NoLimit, TopDown: true, Fold: true, RegionSimplify: RegionSimplifyNormal}
}

// worklist is MLIR's: pushing a present op does nothing, removal leaves a hole, pop takes
// the last op. An op's position (plus one) lives in its scratch slot, checked against the
// list so that stale values are harmless.
type worklist struct {
	list []*ir.Operation
}

var worklistPool = sync.Pool{New: func() any { return new([]*ir.Operation) }}

func (w *worklist) has(op *ir.Operation) bool {
	k := int(op.Scratch()) - 1
	return k >= 0 && k < len(w.list) && w.list[k] == op
}

func (w *worklist) push(op *ir.Operation) {
	if w.has(op) {
		return
	}
	w.list = append(w.list, op)
	op.SetScratch(int32(len(w.list)))
}

func (w *worklist) pop() *ir.Operation {
	for len(w.list) > 0 {
		op := w.list[len(w.list)-1]
		w.list = w.list[:len(w.list)-1]
		if op != nil {
			op.SetScratch(0)
			return op
		}
	}
	return nil
}

func (w *worklist) remove(op *ir.Operation) {
	if w.has(op) {
		w.list[op.Scratch()-1] = nil
		op.SetScratch(0)
	}
}

func (w *worklist) reverse() {
	l := w.list
	for i, j := 0, len(l)-1; i < j; i, j = i+1, j-1 {
		l[i], l[j] = l[j], l[i]
	}
	for i, op := range l {
		if op != nil {
			op.SetScratch(int32(i + 1))
		}
	}
}

func (w *worklist) clear() {
	for _, op := range w.list {
		if op != nil {
			op.SetScratch(0)
		}
	}
	w.list = w.list[:0]
}

// The debug-counter tags of the driver's actions (mlir-opt 19's): one pattern tried on
// one op, and one iteration over a region.
const (
	ApplyPatternTag     = "apply-pattern"
	RewriteIterationTag = "GreedyPatternRewriteIteration"
)

// patternName names a pattern in the action log: its Name when it has one, else its type.
func patternName(p ir.Pattern) string {
	if f, ok := p.(*ir.PatternFunc); ok && f.Name != "" {
		return f.Name
	}
	return fmt.Sprintf("%T", p)
}

// driver applies folders and patterns to a fixpoint in the order of MLIR 19's
// GreedyPatternRewriteDriver: every iteration seeds the worklist with the region's ops in
// pre-order (constants go to a fresh folder instead, which moves them to the front of their
// insertion region and merges duplicates), pops from the back, erases dead ops, folds
// (constants materialize right before the op), then tries patterns by decreasing benefit;
// every change pushes the ops involved, with their ancestors, back onto the worklist.
type driver struct {
	ctx     *ir.Context
	rw      *ir.Rewriter
	cfg     GreedyConfig
	byRoot  map[string][]ir.Pattern
	anyRoot []ir.Pattern
	wl      worklist
	scope   *ir.Region
	consts  []ir.Attribute // scratch for tryFold
}

// ApplyPatternsGreedily rewrites the regions of root to a fixpoint and reports whether it
// changed anything and whether it converged within MaxIterations.
func ApplyPatternsGreedily(ctx *ir.Context, root *ir.Operation, patterns []ir.Pattern, cfg GreedyConfig) (changed, converged bool) {
	d := &driver{ctx: ctx, rw: ir.NewRewriter(ctx), cfg: cfg, byRoot: map[string][]ir.Pattern{}}
	d.rw.Listener = d
	// Functions are rewritten one driver each, often in parallel: their worklists come
	// from a pool instead of growing from nothing every time.
	buf := worklistPool.Get().(*[]*ir.Operation)
	d.wl.list = (*buf)[:0]
	defer func() {
		d.wl.clear()
		*buf = d.wl.list
		worklistPool.Put(buf)
	}()
	for _, p := range patterns {
		if p.Root() == "" {
			d.anyRoot = append(d.anyRoot, p)
		} else {
			d.byRoot[p.Root()] = append(d.byRoot[p.Root()], p)
		}
	}
	for k := range d.byRoot {
		sortByBenefit(d.byRoot[k])
	}
	sortByBenefit(d.anyRoot)
	converged = true
	for _, r := range root.Regions() {
		ch, conv := d.simplify(r)
		changed = changed || ch
		converged = converged && conv
	}
	return changed, converged
}

// sortByBenefit is a stable sort by decreasing benefit.
func sortByBenefit(ps []ir.Pattern) {
	for i := 1; i < len(ps); i++ {
		for j := i; j > 0 && ps[j].Benefit() > ps[j-1].Benefit(); j-- {
			ps[j], ps[j-1] = ps[j-1], ps[j]
		}
	}
}

func (d *driver) simplify(region *ir.Region) (changed, converged bool) {
	d.scope = region
	cont := false
	for iter := 1; ; iter++ {
		if d.cfg.MaxIterations != NoLimit && iter > d.cfg.MaxIterations {
			break
		}
		d.wl.clear()
		d.seed(region)
		// An iteration skipped by a debug counter changes nothing and leaves cont as the
		// previous iteration set it, as MLIR's GreedyPatternRewriteIteration action does.
		if d.ctx.ShouldRun(RewriteIterationTag) {
			end := d.ctx.BeginAction(RewriteIterationTag, region.ParentOp(), func() string {
				return fmt.Sprintf("%s(%d) (Region #%d for op %s)", RewriteIterationTag, iter, region.Index(), OpText(region.ParentOp()))
			})
			var runaway bool
			cont, runaway = d.process()
			if runaway {
				end()
				return true, false
			}
			if d.cfg.RegionSimplify != RegionSimplifyDisabled {
				// What is left on the worklist is dropped when the next iteration seeds
				// it anew; emptied now, it holds no scratch slots, which region DCE
				// overwrites.
				d.wl.clear()
				if SimplifyRegions(d.rw, []*ir.Region{region}, d.cfg.RegionSimplify == RegionSimplifyAggressive) {
					cont = true
				}
			}
			end()
		}
		changed = changed || cont
		if !cont {
			break
		}
	}
	return changed, !cont
}

func (d *driver) seed(region *ir.Region) {
	folder := newConstFolder(d.ctx, d.rw)
	defer folder.release()
	visit := func(x *ir.Operation) bool {
		if !d.cfg.NoCSEConstants && isConstantOp(x) && !folder.insert(x) {
			return false // merged into an earlier constant
		}
		d.add(x)
		return true
	}
	if d.cfg.TopDown {
		for _, b := range region.Blocks() {
			for o := b.First(); o != nil; {
				next := o.Next()
				o.Walk(visit)
				o = next
			}
		}
		d.wl.reverse()
		return
	}
	for _, b := range region.Blocks() {
		for o := b.First(); o != nil; {
			next := o.Next()
			o.WalkPost(func(x *ir.Operation) {
				if !d.cfg.NoCSEConstants && isConstantOp(x) && !folder.insert(x) {
					return
				}
				d.add(x)
			})
			o = next
		}
	}
}

func isConstantOp(op *ir.Operation) bool {
	return op.HasTrait(ir.TraitConstantLike) && op.NumResults() == 1 && op.NumOperands() == 0
}

// add pushes op and its ancestors up to the driver's region, nearest first.
func (d *driver) add(op *ir.Operation) {
	for o := op; ; {
		r := o.ParentRegion()
		if r == d.scope {
			break
		}
		if r == nil {
			return
		}
		if o = r.ParentOp(); o == nil {
			return
		}
	}
	for o := op; ; {
		d.wl.push(o)
		r := o.ParentRegion()
		if r == d.scope {
			return
		}
		o = r.ParentOp()
	}
}

// process drains the worklist; it reports whether anything changed and whether it
// stopped at its step bound (runaway) instead.
func (d *driver) process() (changed, runaway bool) {
	rewrites := 0
	// A pattern that rewrites its own result forever (a select using itself, which only
	// unreachable blocks allow) would never empty the worklist; mlir-opt 19 hangs there.
	// The steps are bounded by the ops seeded, generously: past the bound the iteration
	// ends unconverged, as at MaxRewrites, and the IR stays valid.
	budget := 1<<16 + 256*len(d.wl.list)
	for steps := 0; ; steps++ {
		if steps > budget {
			return changed, true
		}
		if d.cfg.MaxRewrites != NoLimit && rewrites >= d.cfg.MaxRewrites {
			break
		}
		op := d.wl.pop()
		if op == nil {
			break
		}
		if ir.IsTriviallyDead(op) {
			d.rw.EraseOp(op)
			changed = true
			continue
		}
		if behindFoldBarrier(op) {
			continue
		}
		if d.cfg.Fold && !op.HasTrait(ir.TraitConstantLike) && d.tryFold(op) {
			changed = true
			continue
		}
		if d.tryPatterns(op) {
			changed = true
			rewrites++
		}
	}
	return changed, false
}

// behindFoldBarrier reports whether op lies in the region of an op with
// ir.TraitFoldBarrier marked as one (IsFoldBarrier; up to the nearest isolated op): it is neither folded nor
// rewritten, only erased when dead.
func behindFoldBarrier(op *ir.Operation) bool {
	// The conversions' casts compute nothing: they fold away as everywhere.
	if op.Name() == builtin.OpUnrealizedConversionCast {
		return false
	}
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.IsFoldBarrier() {
			return true
		}
		if p.HasTrait(ir.TraitIsolatedFromAbove) {
			return false
		}
	}
	return false
}

func (d *driver) tryPatterns(op *ir.Operation) bool {
	ps := d.byRoot[op.Name()]
	i, j := 0, 0
	for i < len(ps) || j < len(d.anyRoot) {
		var p ir.Pattern
		if j >= len(d.anyRoot) || (i < len(ps) && ps[i].Benefit() >= d.anyRoot[j].Benefit()) {
			p = ps[i]
			i++
		} else {
			p = d.anyRoot[j]
			j++
		}
		if !d.ctx.ShouldRun(ApplyPatternTag) {
			continue // skipped by a debug counter: as if the pattern did not match
		}
		d.rw.SetInsertionPointBefore(op)
		if d.apply(p, op) {
			return true
		}
	}
	return false
}

// FoldOp runs op's folder and then the folds its traits imply (commutative operands with
// constants last, idempotent and involution ops), as Operation::fold does. ok reports
// success; an empty result means op was updated in place. An op behind a fold barrier
// (an asc2.mask region) does not fold. b is the caller's builder: a folder that creates
// ops (ir.OpInfo.FoldBuild) does so with b's context before op, and b's listener hears of
// them once the fold has succeeded. b's insertion point is left alone.
func FoldOp(op *ir.Operation, b *ir.Builder) (res []ir.FoldResult, ok bool) {
	if behindFoldBarrier(op) {
		return nil, false
	}
	return foldOp(op, ir.ConstantOperands(op), b)
}

// FoldWith folds op as if its operands were the constants given (nil: not constant), as
// MLIR's Operation::fold with explicit operand attributes does; an in-place fold (an
// empty result) may have changed op. b is as for FoldOp.
func FoldWith(op *ir.Operation, consts []ir.Attribute, b *ir.Builder) ([]ir.FoldResult, bool) {
	if behindFoldBarrier(op) {
		return nil, false
	}
	return foldOp(op, consts, b)
}

// foldOp is FoldOp with the constant operands already known.
func foldOp(op *ir.Operation, consts []ir.Attribute, b *ir.Builder) (res []ir.FoldResult, ok bool) {
	info := op.Info()
	switch {
	case info.FoldBuild != nil:
		res = foldBuild(op, consts, b)
	case info.Fold != nil:
		res = info.Fold(op, consts)
	default:
		return foldTraits(op, consts)
	}
	if res != nil {
		inPlace := len(res) == 0 || (len(res) == 1 && op.NumResults() == 1 && res[0].Value == op.Result(0))
		if !inPlace {
			return res, true
		}
		if r, ok := foldTraits(op, consts); ok {
			return r, true
		}
		return []ir.FoldResult{}, true
	}
	return foldTraits(op, consts)
}

// foldBuild runs a folder that may create ops. They are made through a builder of its
// own, so that the caller hears of them only when the fold succeeds (MLIR's folders
// build with a fresh OpBuilder that tells nobody; telling the caller of ops it would
// never see otherwise is what lets a worklist or an analysis account for them), and a
// folder that declines leaves no op behind.
func foldBuild(op *ir.Operation, consts []ir.Attribute, b *ir.Builder) []ir.FoldResult {
	if b == nil {
		panic(fmt.Sprintf("passes: %s folds by creating ops, and its fold caller gave no builder", op.Name()))
	}
	rec := &foldRecorder{}
	fb := ir.Builder{Ctx: b.Ctx, Listener: rec}
	fb.SetInsertionPointBefore(op)
	res := op.Info().FoldBuild(op, consts, &fb)
	if res == nil {
		for i := len(rec.created) - 1; i >= 0; i-- {
			x := rec.created[i]
			if !x.UseEmpty() {
				panic(fmt.Sprintf("passes: the folder of %s declined after giving uses to a %s it created", op.Name(), x.Name()))
			}
			x.Erase()
		}
		return nil
	}
	if b.Listener != nil {
		for _, x := range rec.created {
			b.Listener.OpInserted(x)
		}
	}
	return res
}

// foldRecorder lists the ops a FoldBuild folder creates.
type foldRecorder struct{ created []*ir.Operation }

func (r *foldRecorder) OpInserted(op *ir.Operation)                   { r.created = append(r.created, op) }
func (r *foldRecorder) OpErased(op *ir.Operation)                     {}
func (r *foldRecorder) OpModified(op *ir.Operation)                   {}
func (r *foldRecorder) OpReplaced(op *ir.Operation, with []*ir.Value) {}

func foldTraits(op *ir.Operation, consts []ir.Attribute) ([]ir.FoldResult, bool) {
	if op.HasTrait(ir.TraitCommutative) && op.NumOperands() >= 2 {
		// Stable partition: non-constant operands first.
		first := -1
		for i, c := range consts {
			if c != nil {
				first = i
				break
			}
		}
		if first >= 0 {
			var nonConst, isConst []*ir.Value
			for i := first; i < len(consts); i++ {
				if consts[i] == nil {
					nonConst = append(nonConst, op.Operand(i))
				} else {
					isConst = append(isConst, op.Operand(i))
				}
			}
			if len(nonConst) > 0 {
				k := first
				for _, v := range append(nonConst, isConst...) {
					op.SetOperand(k, v)
					k++
				}
				return []ir.FoldResult{}, true
			}
		}
	}
	if op.HasTrait(ir.TraitInvolution) && op.NumOperands() == 1 && op.NumResults() == 1 {
		if def := op.Operand(0).DefiningOp(); def != nil && def.Info() == op.Info() {
			return []ir.FoldResult{{Value: def.Operand(0)}}, true
		}
	}
	if op.HasTrait(ir.TraitIdempotent) && op.NumResults() == 1 {
		switch op.NumOperands() {
		case 1:
			if def := op.Operand(0).DefiningOp(); def != nil && def.Info() == op.Info() {
				return []ir.FoldResult{{Value: op.Operand(0)}}, true
			}
		case 2:
			if op.Operand(0) == op.Operand(1) {
				return []ir.FoldResult{{Value: op.Operand(0)}}, true
			}
		}
	}
	return nil, false
}

// tryFold folds op; constants it returns are materialized right before the op (the next
// iteration's seeding moves and merges them).
func (d *driver) tryFold(op *ir.Operation) bool {
	// One buffer for every op's constant operands: folders read it and do not keep it.
	d.consts = d.consts[:0]
	for i := 0; i < op.NumOperands(); i++ {
		d.consts = append(d.consts, ir.ConstantValue(op.Operand(i)))
	}
	// Ops a folder creates reach the worklist through the driver's own listener. The
	// uses a folder moves onto them in place are not reported, as MLIR's folders move
	// them without telling the driver: the users are revisited when something else
	// brings them back, or in the next iteration.
	res, ok := foldOp(op, d.consts, &d.rw.Builder)
	if !ok {
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
			repl[i] = r.Value
			continue
		}
		c := ir.Materialize(&d.rw.Builder, op, r.Attr, op.Result(i).Type())
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

// Listener: changes feed related ops back into the worklist.

func (d *driver) OpInserted(op *ir.Operation) { d.add(op) }

func (d *driver) OpErased(op *ir.Operation) {
	d.addOperands(op)
	d.wl.remove(op)
}

// addOperands pushes the defining ops of op's operands that have at most one user besides
// op: erasing op may leave them dead or with a single use.
func (d *driver) addOperands(op *ir.Operation) {
	for i := 0; i < op.NumOperands(); i++ {
		v := op.Operand(i)
		if v == nil {
			continue
		}
		def := v.DefiningOp()
		if def == nil {
			continue
		}
		var other *ir.Operation
		many := false
		for u := v.FirstUse(); u != nil; u = u.NextUse() {
			o := u.Owner()
			if o == op || o == other {
				continue
			}
			if other == nil {
				other = o
				continue
			}
			many = true
			break
		}
		if !many {
			d.add(def)
		}
	}
}

func (d *driver) OpModified(op *ir.Operation) { d.add(op) }

func (d *driver) OpReplaced(op *ir.Operation, with []*ir.Value) {}

// apply tries pattern p on op, logged as an action when a log is set. Without one no
// description closure is made: this runs for every pattern tried on every op.
func (d *driver) apply(p ir.Pattern, op *ir.Operation) bool {
	if d.ctx == nil || d.ctx.LogAction == nil {
		return p.MatchAndRewrite(op, d.rw)
	}
	end := d.ctx.BeginAction(ApplyPatternTag, op, func() string {
		return fmt.Sprintf("`%s pattern: %s (%s)", ApplyPatternTag, patternName(p), OpText(op))
	})
	defer end()
	return p.MatchAndRewrite(op, d.rw)
}
