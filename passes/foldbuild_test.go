package passes

import (
	"strings"
	"testing"

	dialects "github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
)

// The fold-builder API on a dialect of its own: fbt.mk folds by building an fbt.tag
// before itself and moving its uses there (as memref.extract_strided_metadata's folder
// builds constants); fbt.tag has a pattern that marks it, so a test sees whether the
// driver ever looked at a tag. fbt.decline builds a tag and then declines to fold.

const fbtSrc = `
func.func @f() -> i32 {
  %0 = "fbt.mk"() : () -> i32
  func.return %0 : i32
}
`

// fbtContext registers fbt next to every other dialect. declineWith, when set, is the
// value fbt.decline's folder gives the tag's use before declining (a broken folder).
func fbtContext(declineWith bool) *ir.Context {
	ctx := dialects.NewContext()
	d := &ir.Dialect{Name: "fbt"}
	d.AddOp(&ir.OpInfo{Name: "fbt.tag", Traits: ir.TraitPure})
	d.AddOp(&ir.OpInfo{Name: "fbt.mk", Traits: ir.TraitPure,
		FoldBuild: func(op *ir.Operation, _ []ir.Attribute, b *ir.Builder) []ir.FoldResult {
			if !op.Result(0).HasUses() {
				return nil
			}
			tag := b.Create(op.Loc(), "fbt.tag", nil, []ir.Type{op.Result(0).Type()})
			op.Result(0).ReplaceAllUsesWith(tag.Result(0))
			return []ir.FoldResult{}
		}})
	d.AddOp(&ir.OpInfo{Name: "fbt.decline", Traits: ir.TraitPure,
		FoldBuild: func(op *ir.Operation, _ []ir.Attribute, b *ir.Builder) []ir.FoldResult {
			tag := b.Create(op.Loc(), "fbt.tag", nil, []ir.Type{op.Result(0).Type()})
			if declineWith {
				op.Result(0).ReplaceAllUsesWith(tag.Result(0))
			}
			return nil
		}})
	ctx.Register(d)
	return ctx
}

func parseIn(t *testing.T, ctx *ir.Context, src string) *ir.Operation {
	t.Helper()
	mod, err := ir.ParseSource(ctx, "test.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return mod
}

// markTags marks every fbt.tag it is tried on, once.
func markTags(applied *int) ir.Pattern {
	return &ir.PatternFunc{Name: "mark-tag", RootOp: "fbt.tag", Weight: 1,
		Rewrite: func(op *ir.Operation, rw *ir.Rewriter) bool {
			if op.HasAttr("seen") {
				return false
			}
			rw.ModifyInPlace(op, func() { op.SetAttr("seen", ir.Unit) })
			*applied++
			return true
		}}
}

// An op a folder builds reaches the greedy driver's worklist at once: within a single
// iteration (no later seeding to find it) the tag's pattern runs on it.
func TestFoldBuildReachesWorklist(t *testing.T) {
	ctx := fbtContext(false)
	mod := parseIn(t, ctx, fbtSrc)
	f := fnOf(mod, "f")
	cfg := DefaultGreedyConfig()
	cfg.MaxIterations = 1
	cfg.RegionSimplify = RegionSimplifyDisabled
	applied := 0
	changed, _ := ApplyPatternsGreedily(ctx, f, []ir.Pattern{markTags(&applied)}, cfg)
	out := printOp(t, f)
	if !changed || applied != 1 {
		t.Fatalf("changed %v, tag pattern applied %d times; want true, 1:\n%s", changed, applied, out)
	}
	// The folded op lost its uses and went back on the worklist (modified in place),
	// where it was erased as dead; the return reads the tag.
	if strings.Contains(out, "fbt.mk") || !strings.Contains(out, `"fbt.tag"() {seen}`) {
		t.Errorf("unexpected result:\n%s", out)
	}
}

// recordInserts lists the ops a listener hears of.
type recordInserts struct{ inserted []*ir.Operation }

func (r *recordInserts) OpInserted(op *ir.Operation)           { r.inserted = append(r.inserted, op) }
func (r *recordInserts) OpErased(*ir.Operation)                {}
func (r *recordInserts) OpModified(*ir.Operation)              {}
func (r *recordInserts) OpReplaced(*ir.Operation, []*ir.Value) {}

// FoldOp tells the caller's listener of the ops a successful fold built, placed before
// the op, and leaves the caller's insertion point alone.
func TestFoldBuildTellsCaller(t *testing.T) {
	ctx := fbtContext(false)
	mod := parseIn(t, ctx, fbtSrc)
	f := fnOf(mod, "f")
	mk := f.Region(0).Front().First()
	rec := &recordInserts{}
	b := ir.NewBuilder(ctx)
	b.Listener = rec
	b.SetInsertionPointToEnd(f.Region(0).Front())
	res, ok := FoldOp(mk, b)
	if !ok || len(res) != 0 {
		t.Fatalf("FoldOp = %v, %v; want an in-place fold", res, ok)
	}
	if len(rec.inserted) != 1 || rec.inserted[0].Name() != "fbt.tag" || rec.inserted[0].Next() != mk {
		t.Fatalf("listener heard %d ops; want the tag, right before the op:\n%s", len(rec.inserted), printOp(t, f))
	}
	if b.InsertionBlock() != f.Region(0).Front() {
		t.Error("the caller's insertion point moved")
	}
	// Folding again finds no use to move: no fold, and no second tag.
	if _, ok := FoldOp(mk, b); ok || len(rec.inserted) != 1 || countOps(f, "fbt.tag") != 1 {
		t.Errorf("second fold: ok %v, %d ops heard, %d tags", ok, len(rec.inserted), countOps(f, "fbt.tag"))
	}
}

// A folder that builds and then declines leaves no op behind, and the caller never
// hears of it.
func TestFoldBuildDeclinedLeavesNothing(t *testing.T) {
	ctx := fbtContext(false)
	mod := parseIn(t, ctx, `
func.func @f() -> i32 {
  %0 = "fbt.decline"() : () -> i32
  func.return %0 : i32
}`)
	f := fnOf(mod, "f")
	before := printOp(t, f)
	rec := &recordInserts{}
	b := ir.NewBuilder(ctx)
	b.Listener = rec
	if _, ok := FoldOp(f.Region(0).Front().First(), b); ok {
		t.Fatal("a declining folder folded")
	}
	if after := printOp(t, f); after != before || len(rec.inserted) != 0 {
		t.Errorf("heard %d ops; IR changed:\n%s", len(rec.inserted), after)
	}
	// Under the driver too: nothing to do, nothing built.
	if changed, _ := ApplyPatternsGreedily(ctx, f, nil, DefaultGreedyConfig()); changed || countOps(f, "fbt.tag") != 0 {
		t.Errorf("driver: changed %v, %d tags left", changed, countOps(f, "fbt.tag"))
	}
}

// A folder that declines after giving uses to an op it built is a broken folder: the
// fold caller stops there rather than leave IR that refers to an op it erased.
func TestFoldBuildDeclineWithUsesPanics(t *testing.T) {
	ctx := fbtContext(true)
	mod := parseIn(t, ctx, `
func.func @f() -> i32 {
  %0 = "fbt.decline"() : () -> i32
  func.return %0 : i32
}`)
	f := fnOf(mod, "f")
	defer func() {
		r := recover()
		if s, _ := r.(string); !strings.Contains(s, "fbt.decline") || !strings.Contains(s, "fbt.tag") {
			t.Errorf("panic %v; want one naming the op and the op it built", r)
		}
	}()
	FoldOp(f.Region(0).Front().First(), ir.NewBuilder(ctx))
}

// An op whose folder builds cannot be folded without a builder: that is a caller's bug,
// reported, never a fold silently skipped.
func TestFoldBuildNeedsBuilder(t *testing.T) {
	ctx := fbtContext(false)
	mod := parseIn(t, ctx, fbtSrc)
	f := fnOf(mod, "f")
	defer func() {
		if s, _ := recover().(string); !strings.Contains(s, "fbt.mk") {
			t.Errorf("panic %q; want one naming fbt.mk", s)
		}
	}()
	FoldOp(f.Region(0).Front().First(), nil)
}
