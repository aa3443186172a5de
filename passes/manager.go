package passes

import (
	"bytes"
	"fmt"
	"io"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/ascend-toolchain/asc/ir"
)

// Instrumentation configures what the manager reports around passes.
type Instrumentation struct {
	Timing         bool
	PrintAfterAll  bool
	PrintBeforeAll bool
	// Serial runs nested pipelines one op at a time (--mlir-disable-threading).
	Serial            bool
	PrintBefore       map[string]bool
	PrintAfter        map[string]bool
	PrintAfterFailure bool
	VerifyEach        bool
	// Out receives IR dumps and the timing report (stderr in ascopt).
	Out   io.Writer
	Print ir.PrintOptions

	mu     sync.Mutex
	times  map[string]time.Duration
	order  []string
	serial bool
}

func (in *Instrumentation) printing(name string) bool {
	return in != nil && (in.PrintAfterAll || in.PrintBeforeAll || in.PrintBefore[name] || in.PrintAfter[name] || in.PrintAfterFailure)
}

// Run executes the manager on op (which must match its anchor unless the anchor is "").
func (m *Manager) Run(op *ir.Operation, ctx *ir.Context, in *Instrumentation) error {
	if in != nil {
		in.serial = in.Serial || in.PrintAfterAll || in.PrintBeforeAll || len(in.PrintBefore) > 0 || len(in.PrintAfter) > 0 || in.PrintAfterFailure
	}
	if m.Anchor != "" && op.Name() != m.Anchor {
		return ir.Errorf(op.Loc(), "can't run '%s' pass manager on '%s' op", m.Anchor, op.Name())
	}
	return m.run(op, ctx, in)
}

func (m *Manager) run(op *ir.Operation, ctx *ir.Context, in *Instrumentation) error {
	for _, it := range m.items {
		if it.pass != nil {
			if err := runPass(it.pass, op, ctx, in); err != nil {
				return err
			}
			continue
		}
		if it.deferred != nil {
			em, err := it.deferred.expand(m.Anchor, op)
			if err != nil {
				return err
			}
			it.deferred.ran = em
			if err := em.run(op, ctx, in); err != nil {
				return err
			}
			continue
		}
		if err := it.nested.runNested(op, ctx, in); err != nil {
			return err
		}
	}
	return nil
}

// runNested runs the nested manager on every op of its anchor directly inside op's
// regions. Isolated ops run in parallel; errors are reported in program order so the
// outcome does not depend on scheduling.
func (m *Manager) runNested(op *ir.Operation, ctx *ir.Context, in *Instrumentation) error {
	var targets []*ir.Operation
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				if m.Anchor == "" || o.Name() == m.Anchor {
					targets = append(targets, o)
				}
			}
		}
	}
	parallel := len(targets) > 1 && (in == nil || !in.serial)
	for _, t := range targets {
		if !t.HasTrait(ir.TraitIsolatedFromAbove) {
			parallel = false
		}
	}
	if !parallel {
		for _, t := range targets {
			if err := m.run(t, ctx, in); err != nil {
				return err
			}
		}
		return nil
	}
	errs := make([]error, len(targets))
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for i, t := range targets {
		wg.Add(1)
		sem <- struct{}{}
		go func(i int, t *ir.Operation) {
			defer wg.Done()
			defer func() { <-sem }()
			errs[i] = m.run(t, ctx, in)
		}(i, t)
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

func runPass(e *PassEntry, op *ir.Operation, ctx *ir.Context, in *Instrumentation) (err error) {
	name := e.Info.Name
	if in != nil && (in.PrintBeforeAll || in.PrintBefore[name]) {
		in.dump(fmt.Sprintf("// -----// IR Dump Before %s //----- //", displayName(e)), op)
	}
	start := time.Now()
	defer func() {
		if r := recover(); r != nil {
			err = ir.Errorf(op.Loc(), "pass '%s' panicked: %v", name, r)
		}
		if in != nil && in.Timing {
			in.record(name, time.Since(start))
		}
		if err != nil && in != nil && in.PrintAfterFailure {
			in.dump(fmt.Sprintf("// -----// IR Dump After %s Failed //----- //", displayName(e)), op)
		}
	}()
	debugInfo := in != nil && in.Print.DebugInfo
	unchanged := false
	if pp, ok := e.pass.(PreservingPass); ok {
		unchanged, err = pp.RunPreserving(op, ctx)
	} else {
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
	if in != nil && (in.PrintAfterAll || in.PrintAfter[name]) {
		in.dump(fmt.Sprintf("// -----// IR Dump After %s //----- //", displayName(e)), op)
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

func (in *Instrumentation) dump(header string, op *ir.Operation) {
	in.mu.Lock()
	defer in.mu.Unlock()
	fmt.Fprintln(in.Out, header)
	p := ir.NewPrinter(in.Out, in.Print)
	p.PrintOp(op)
	fmt.Fprintln(in.Out)
}

func (in *Instrumentation) record(name string, d time.Duration) {
	in.mu.Lock()
	defer in.mu.Unlock()
	if in.times == nil {
		in.times = map[string]time.Duration{}
	}
	if _, ok := in.times[name]; !ok {
		in.order = append(in.order, name)
	}
	in.times[name] += d
}

// Report writes the --mlir-timing table (wall time per pass, then the total).
func (in *Instrumentation) Report(w io.Writer, total time.Duration, phases map[string]time.Duration) {
	fmt.Fprintln(w, "===-------------------------------------------------------------------------===")
	fmt.Fprintln(w, "                         ... Execution time report ...")
	fmt.Fprintln(w, "===-------------------------------------------------------------------------===")
	fmt.Fprintf(w, "  Total Execution Time: %.4f seconds\n\n", total.Seconds())
	fmt.Fprintln(w, "  ----Wall Time----  ----Name----")
	var names []string
	for n := range phases {
		names = append(names, n)
	}
	sort.Strings(names)
	line := func(d time.Duration, n string) {
		fmt.Fprintf(w, "    %.4f (%5.1f%%)  %s\n", d.Seconds(), 100*d.Seconds()/total.Seconds(), n)
	}
	for _, n := range names {
		line(phases[n], n)
	}
	for _, n := range in.order {
		line(in.times[n], "'"+n+"'")
	}
	line(total, "Total")
}
