package passes

import (
	"bytes"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/ascend-toolchain/asc/ir"
)

// Run executes the manager on op (which must match its anchor unless the anchor is "").
func (m *Manager) Run(op *ir.Operation, ctx *ir.Context, in *Instrumentation) error {
	if in != nil {
		in.serial = in.Serial || in.dumps()
	}
	if m.Anchor != "" && op.Name() != m.Anchor {
		return ir.Errorf(op.Loc(), "can't run '%s' pass manager on '%s' op", m.Anchor, op.Name())
	}
	if in != nil && in.Counters != nil && ctx != nil {
		// The rewrite driver's actions reach the counters through the context.
		prev := ctx.Actions
		ctx.Actions = in.Counters.ShouldExecute
		defer func() { ctx.Actions = prev }()
	}
	if in != nil && in.Actions != nil && ctx != nil {
		prev := ctx.LogAction
		ctx.LogAction = in.Actions.Begin
		defer func() { ctx.LogAction = prev }()
	}
	var t *Timer
	if in != nil {
		if in.Timer == nil && in.Timing {
			in.Timer = NewRootTimer()
		}
		t = in.Timer
	}
	return m.run(op, ctx, in, t)
}

// run runs m's items on op, timing them under t (nil: untimed). Consecutive nested
// pipelines form one group, run op by op, as MLIR merges adjacent pass adaptors.
func (m *Manager) run(op *ir.Operation, ctx *ir.Context, in *Instrumentation, t *Timer) error {
	for i := 0; i < len(m.items); {
		it := m.items[i]
		switch {
		case it.pass != nil:
			if err := runPass(it.pass, op, ctx, in, t); err != nil {
				return err
			}
			i++
		case it.deferred != nil:
			em, err := it.deferred.expand(m.Anchor, op)
			if err != nil {
				return err
			}
			it.deferred.ran = em
			if err := em.run(op, ctx, in, t); err != nil {
				return err
			}
			i++
		default:
			j := m.groupEnd(i)
			if err := groupOf(m.items[i:j]).run(op, ctx, in, t); err != nil {
				return err
			}
			i = j
		}
	}
	return nil
}

// group is a run of consecutive nested pipelines merged by anchor (MLIR's pass adaptor
// after finalisation): each op runs, in order, every pipeline of its anchor.
type group struct {
	key     *Manager // the first pipeline: the group's identity for timing
	anchors []string
	byAnch  map[string][]*Manager
}

// groupEnd returns the end of the group of nested pipelines starting at item i: the
// pipelines on named op kinds that follow one another. A pipeline on any op ('any') is a
// group of its own: MLIR merges it with no neighbour it could also schedule on, which
// here is every one.
func (m *Manager) groupEnd(i int) int {
	if m.items[i].nested.Anchor == "" {
		return i + 1
	}
	j := i + 1
	for j < len(m.items) && m.items[j].nested != nil && m.items[j].nested.Anchor != "" {
		j++
	}
	return j
}

func groupOf(items []item) *group {
	g := &group{key: items[0].nested, byAnch: map[string][]*Manager{}}
	for _, it := range items {
		a := it.nested.Anchor
		if _, ok := g.byAnch[a]; !ok {
			g.anchors = append(g.anchors, a)
		}
		g.byAnch[a] = append(g.byAnch[a], it.nested)
	}
	return g
}

// name is the adaptor's timer name, `Pipeline Collection : ['func.func', ...]`.
func (g *group) name() string {
	q := make([]string, len(g.anchors))
	for i, a := range g.anchors {
		q[i] = "'" + anchorName(a) + "'"
	}
	return "Pipeline Collection : [" + strings.Join(q, ", ") + "]"
}

func anchorName(a string) string {
	if a == "" {
		return "any"
	}
	return a
}

// managersFor returns the pipelines o runs: those of its anchor, else the op-agnostic ones.
func (g *group) managersFor(o *ir.Operation) []*Manager {
	if ms, ok := g.byAnch[o.Name()]; ok {
		return ms
	}
	return g.byAnch[""]
}

// run runs the group on every op directly inside op's regions that one of its pipelines
// is anchored on. Isolated ops run in parallel; errors are reported in program order so
// the outcome does not depend on scheduling.
func (g *group) run(op *ir.Operation, ctx *ir.Context, in *Instrumentation, t *Timer) error {
	// The group is one action of its own (MLIR's adaptor pass): a debug counter skipping
	// it skips every pipeline in it.
	if in != nil && !in.Counters.ShouldExecute(PassExecutionTag) {
		return nil
	}
	if in != nil && in.Actions != nil {
		defer in.Actions.Begin(PassExecutionTag, op, passAction(adaptorName, op))()
	}
	var targets []*ir.Operation
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				if len(g.managersFor(o)) > 0 {
					targets = append(targets, o)
				}
			}
		}
	}
	var adaptor *Timer
	if t != nil {
		adaptor = t.hiddenChild(g.key, g.name())
	}
	parallel := len(targets) > 1 && (in == nil || !in.serial)
	for _, o := range targets {
		if !o.HasTrait(ir.TraitIsolatedFromAbove) {
			parallel = false
		}
	}
	runOne := func(o *ir.Operation) (time.Duration, error) {
		var pt *Timer
		if adaptor != nil {
			pt = adaptor.Child(g.anchorOf(o), "'"+anchorName(g.anchorOf(o))+"' Pipeline")
		}
		start := time.Now()
		for _, nm := range g.managersFor(o) {
			if err := nm.run(o, ctx, in, pt); err != nil {
				return time.Since(start), err
			}
		}
		d := time.Since(start)
		if pt != nil {
			pt.Add(d)
		}
		return d, nil
	}
	start := time.Now()
	defer func() {
		if adaptor != nil {
			adaptor.Add(time.Since(start))
		}
	}()
	if !parallel {
		for _, o := range targets {
			if _, err := runOne(o); err != nil {
				return err
			}
		}
		return nil
	}
	errs := make([]error, len(targets))
	spent := make([]time.Duration, len(targets))
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for i, o := range targets {
		wg.Add(1)
		sem <- struct{}{}
		go func(i int, o *ir.Operation) {
			defer wg.Done()
			defer func() { <-sem }()
			spent[i], errs[i] = runOne(o)
		}(i, o)
	}
	wg.Wait()
	if adaptor != nil {
		var sum time.Duration
		for _, d := range spent {
			sum += d
		}
		adaptor.addAsync(sum)
	}
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// anchorOf is the anchor of the pipelines o runs ("" for op-agnostic ones).
func (g *group) anchorOf(o *ir.Operation) string {
	if _, ok := g.byAnch[o.Name()]; ok {
		return o.Name()
	}
	return ""
}

func runPass(e *PassEntry, op *ir.Operation, ctx *ir.Context, in *Instrumentation, t *Timer) (err error) {
	name := e.Info.Name
	if in.printingBefore(name) {
		in.dump("Before "+displayName(e), name, op)
	}
	var before fingerprint
	if in != nil && in.PrintAfterChange && in.printingAfter(name) {
		before = takeFingerprint(op)
	}
	var pt *Timer
	if t != nil {
		pt = t.Child(e, passTitle(name))
	}
	start := time.Now()
	defer func() {
		if r := recover(); r != nil {
			err = ir.Errorf(op.Loc(), "pass '%s' panicked: %v", name, r)
		}
		if pt != nil {
			pt.Add(time.Since(start))
		}
		if err != nil && in != nil {
			in.recordFailure(e, op)
		}
		if err != nil && in.printingAfter(name) {
			in.dump(fmt.Sprintf("After %s Failed (%s)", passTitle(name), name), name, op)
		}
	}()
	debugInfo := in != nil && in.Print.DebugInfo
	unchanged := false
	if in != nil && in.BeforePass != nil {
		in.BeforePass(op)
	}
	skip := in != nil && !in.Counters.ShouldExecute(PassExecutionTag)
	if in != nil && in.Actions != nil && !skip {
		defer in.Actions.Begin(PassExecutionTag, op, passAction(passTitle(name), op))()
	}
	switch pp, ok := e.pass.(PreservingPass); {
	case skip:
		// Skipped by --mlir-debug-counter: dumped and verified all the same, as in MLIR.
	case ok:
		unchanged, err = pp.RunPreserving(op, ctx)
	default:
		err = runOrReport(e.pass, op, ctx, in)
	}
	if err != nil {
		ir.AttachOpNotes(err, debugInfo)
		return err
	}
	if (in == nil || in.VerifyEach) && !unchanged {
		if verr := ir.Verify(op); verr != nil {
			ir.AttachOpNotes(verr, debugInfo)
			return verr
		}
	}
	if in.printingAfter(name) && !in.PrintAfterFailure && (before == nil || !before.equal(takeFingerprint(op))) {
		in.dump("After "+displayName(e), name, op)
	}
	return nil
}

// runOrReport runs p, giving a ReportingPass a buffer whose contents go to in.Out whole.
func runOrReport(p Pass, op *ir.Operation, ctx *ir.Context, in *Instrumentation) error {
	rp, ok := p.(ReportingPass)
	if !ok {
		return p.Run(op, ctx)
	}
	var buf bytes.Buffer
	err := rp.RunReporting(op, ctx, &buf)
	if in != nil && in.Out != nil && buf.Len() > 0 {
		in.mu.Lock()
		_, _ = in.Out.Write(buf.Bytes())
		in.mu.Unlock()
	}
	return err
}

func displayName(e *PassEntry) string {
	return fmt.Sprintf("%s (%s)", passTitle(e.Info.Name), e.Info.Name)
}

// passTitle gives the CamelCase title MLIR prints for well-known passes.
func passTitle(name string) string {
	switch name {
	case "canonicalize":
		return "Canonicalizer"
	case "cse":
		return "CSE"
	case "symbol-dce":
		return "SymbolDCE"
	case "loop-invariant-code-motion":
		return "LoopInvariantCodeMotion"
	case "sccp":
		return "SCCP"
	case "inline":
		return "Inliner"
	case "strip-debuginfo":
		return "StripDebugInfo"
	}
	var b strings.Builder
	for _, part := range strings.Split(name, "-") {
		if part == "" {
			continue
		}
		b.WriteString(strings.ToUpper(part[:1]) + part[1:])
	}
	return b.String()
}
