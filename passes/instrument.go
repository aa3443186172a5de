package passes

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/ascend-toolchain/asc/ir"
)

// Instrumentation configures what the manager reports around passes.
type Instrumentation struct {
	PrintAfterAll  bool
	PrintBeforeAll bool
	// Serial runs nested pipelines one op at a time (--mlir-disable-threading).
	Serial            bool
	PrintBefore       map[string]bool
	PrintAfter        map[string]bool
	PrintAfterFailure bool
	// PrintAfterChange prints an after-pass dump only when the pass changed the IR
	// (mlir-opt's operation fingerprint: identities of ops, blocks and values, attributes,
	// locations and result types).
	PrintAfterChange bool
	// PrintModuleScope prints the top-level op in every dump, the op the pass ran on named
	// in the header.
	PrintModuleScope bool
	// TreeDir, when set, writes each dump to a file of its own under this directory
	// (--mlir-print-ir-tree-dir) instead of Out.
	TreeDir    string
	VerifyEach bool
	// Out receives IR dumps and reports (stderr in ascopt).
	Out   io.Writer
	Print ir.PrintOptions
	// AssumeVerified prints dumps in custom form without verifying them first
	// (--mlir-print-assume-verified); otherwise IR that fails to verify is dumped in
	// generic form, as MLIR's printer does (custom printers may rely on valid IR).
	AssumeVerified bool
	// Timer, when set, records the time of every pass and nested pipeline under it.
	Timer *Timer
	// Timing makes Run record under a root timer of its own when Timer is not set (for
	// Report).
	Timing bool
	// Counters, when set, decide which actions run (--mlir-debug-counter).
	Counters *DebugCounters
	// Actions, when set, is told when each pass execution begins and ends
	// (--log-actions-to).
	Actions ActionLogger

	// BeforePass, when set, is called before each pass runs on op (ascopt snapshots the IR
	// there for a local crash reproducer).
	BeforePass func(op *ir.Operation)

	mu       sync.Mutex
	serial   bool
	failures []failure
	// treeCount numbers the dumps per op for TreeDir (see treePath).
	treeCount map[*ir.Operation]int
}

// failure is a pass that failed on an op.
type failure struct {
	pass *PassEntry
	op   *ir.Operation
}

func (in *Instrumentation) recordFailure(e *PassEntry, op *ir.Operation) {
	in.mu.Lock()
	in.failures = append(in.failures, failure{e, op})
	in.mu.Unlock()
}

// Failures returns the passes that failed in the run under top and the ops they ran on,
// in program order of the ops (parallel runs of a nested pipeline may fail on several).
func (in *Instrumentation) Failures(top *ir.Operation) (passes []*PassEntry, ops []*ir.Operation) {
	in.mu.Lock()
	fs := append([]failure(nil), in.failures...)
	in.mu.Unlock()
	if len(fs) > 1 {
		order := map[*ir.Operation]int{}
		top.Walk(func(o *ir.Operation) bool { order[o] = len(order); return true })
		sort.SliceStable(fs, func(i, j int) bool { return order[fs[i].op] < order[fs[j].op] })
	}
	for _, f := range fs {
		passes, ops = append(passes, f.pass), append(ops, f.op)
	}
	return passes, ops
}

// Title is the pass's name as MLIR's reports show it (`CSE`, `Canonicalizer`).
func (e *PassEntry) Title() string { return passTitle(e.Info.Name) }

// ActionLogger receives MLIR's actions: Begin is called when the action tag starts on op
// (describe gives the action's text, as mlir-opt's log shows it) and returns the function
// called when it ends. It may be called from several goroutines at once.
type ActionLogger interface {
	Begin(tag string, op *ir.Operation, describe func() string) func()
}

// OpText is op as an action log shows it: regions elided, values named in its scope.
func OpText(op *ir.Operation) string {
	p := ir.NewPrinter(nil, ir.PrintOptions{SkipRegions: true, LocalScope: true})
	_ = p.PrintOpInScope(op)
	return strings.TrimSuffix(p.String(), "\n")
}

// passAction is the text of the action of running the pass named title on op.
func passAction(title string, op *ir.Operation) func() string {
	return func() string {
		return fmt.Sprintf("`%s` running `%s` on Operation `%s` (%s)", PassExecutionTag, title, op.Name(), OpText(op))
	}
}

// adaptorName is what MLIR's action log calls the pass that runs a group of nested
// pipelines (its C++ class).
const adaptorName = "mlir::detail::OpToOpPassAdaptor"

// Report writes the --mlir-timing tree of the passes run, total being the whole run's
// time and phases spans outside the passes (shown first, sorted by name).
func (in *Instrumentation) Report(w io.Writer, total time.Duration, phases map[string]time.Duration) {
	root := in.Timer
	if root == nil {
		root = NewRootTimer()
	}
	names := make([]string, 0, len(phases))
	for n := range phases {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		c := root.Child("phase "+n, n)
		c.Add(phases[n])
		// A phase recorded after the passes still reads first, as mlir-opt's Parser does.
		root.children = append([]*Timer{c}, root.children[:len(root.children)-1]...)
	}
	root.SetTotal(total)
	root.Report(w, "tree", "text")
}

// printingBefore and printingAfter tell whether a pass named name is dumped before it
// runs and after it ran (or failed): mlir-opt's after filter is true for every pass under
// --mlir-print-ir-after-all and --mlir-print-ir-after-failure.
func (in *Instrumentation) printingBefore(name string) bool {
	return in != nil && (in.PrintBeforeAll || in.PrintBefore[name])
}

func (in *Instrumentation) printingAfter(name string) bool {
	return in != nil && (in.PrintAfterAll || in.PrintAfterFailure || in.PrintAfter[name])
}

// dumps reports whether any IR dump is configured; dumps serialise nested pipelines so
// that they come out in program order.
func (in *Instrumentation) dumps() bool {
	return in.PrintAfterAll || in.PrintBeforeAll || len(in.PrintBefore) > 0 || len(in.PrintAfter) > 0 || in.PrintAfterFailure
}

// dump writes one IR dump of op, headed `// -----// IR Dump <what> //----- //` as
// mlir-opt writes it: an op nested in another is printed with local scope (no alias
// definitions) and a top-level op ends with a blank line more, as MLIR's printer of an
// op without a parent block ends its text with a newline.
func (in *Instrumentation) dump(what, passArg string, op *ir.Operation) {
	var b strings.Builder
	b.WriteString("// -----// IR Dump " + what)
	target, opts := op, in.Print
	if in.PrintModuleScope {
		b.WriteString(" ('" + op.Name() + "' operation")
		if s, ok := op.Attr("sym_name").(*ir.StringAttr); ok {
			b.WriteString(": @" + s.Value)
		}
		b.WriteString(")")
		for target.ParentOp() != nil {
			target = target.ParentOp()
		}
	} else if op.Block() != nil {
		opts.LocalScope = true
	}
	b.WriteString(" //----- //\n")
	if !opts.Generic && !in.AssumeVerified && ir.Verify(target) != nil {
		opts.Generic = true
	}
	p := ir.NewPrinter(&b, opts)
	_ = p.PrintOp(target) // ends with a newline
	b.WriteString("\n")
	if target.Block() == nil {
		b.WriteString("\n")
	}
	in.mu.Lock()
	defer in.mu.Unlock()
	if in.TreeDir == "" {
		_, _ = io.WriteString(in.Out, b.String())
		return
	}
	path, err := in.treePath(op, passArg)
	if err != nil {
		fmt.Fprintf(in.Out, "Error while creating directory %s: %s\n", path, errText(err))
		return
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		fmt.Fprintf(in.Out, "Error opening output file %s: cannot open output file '%s': %s\n", path, path, errText(err))
	}
}

// errText is the system's message of err as LLVM words it (strerror: `Is a directory`).
func errText(err error) string {
	var errno syscall.Errno
	if !errors.As(err, &errno) {
		return err.Error()
	}
	m := errno.Error()
	if m == "" {
		return m
	}
	return strings.ToUpper(m[:1]) + m[1:]
}

// treePath is the file of the next dump of op under TreeDir, made as mlir-opt 19 makes
// it: one directory per op from the top-level op down (`<op_name>_<symbol>`, dots as
// underscores, `no-symbol-name` for an op without one), and the file
// `<n1>_..._<nk>_<pass-arg>.mlir`, where nk counts op's own dumps and each ni before it is
// the number of the latest dump of that ancestor (0, and counting as one, when it has
// none yet). The directories are made one by one, the root's parent not (as mlir-opt);
// the error names the directory that could not be made. Called with in.mu held.
func (in *Instrumentation) treePath(op *ir.Operation, passArg string) (string, error) {
	if in.treeCount == nil {
		in.treeCount = map[*ir.Operation]int{}
	}
	var chain []*ir.Operation
	for o := op; o != nil; o = o.ParentOp() {
		chain = append([]*ir.Operation{o}, chain...)
	}
	dir := in.TreeDir
	if err := mkdirExisting(dir); err != nil {
		return dir, err
	}
	var counts []string
	for i, o := range chain {
		sym := "no-symbol-name"
		if s, ok := o.Attr("sym_name").(*ir.StringAttr); ok {
			sym = s.Value
		}
		dir = filepath.Join(dir, strings.ReplaceAll(o.Name(), ".", "_")+"_"+sym)
		if err := mkdirExisting(dir); err != nil {
			return dir, err
		}
		if i == len(chain)-1 {
			counts = append(counts, strconv.Itoa(in.treeCount[o]))
			in.treeCount[o]++
			continue
		}
		if in.treeCount[o] == 0 {
			in.treeCount[o] = 1
		}
		counts = append(counts, strconv.Itoa(in.treeCount[o]-1))
	}
	return filepath.Join(dir, strings.Join(counts, "_")+"_"+passArg+".mlir"), nil
}

// mkdirExisting makes dir, which may exist already.
func mkdirExisting(dir string) error {
	if err := os.Mkdir(dir, 0o755); err != nil && !errors.Is(err, os.ErrExist) {
		return err
	}
	return nil
}

// fingerprint is what mlir-opt's OperationFingerPrint hashes of an op and everything
// nested in it: a pass that leaves every entry equal did not change the IR, one that
// replaced an op by an identical new one did.
type fingerprint []any

func takeFingerprint(top *ir.Operation) fingerprint {
	var f fingerprint
	top.Walk(func(op *ir.Operation) bool {
		f = append(f, op)
		if op != top {
			f = append(f, op.ParentOp())
		}
		for _, a := range op.Attrs() {
			f = append(f, a.Name, ir.AttrString(a.Value))
		}
		if p := op.Props(); p != nil {
			f = append(f, ir.AttrString(p))
		}
		for _, r := range op.Regions() {
			for _, b := range r.Blocks() {
				f = append(f, b)
				for _, a := range b.Args() {
					f = append(f, a)
				}
			}
		}
		f = append(f, ir.AttrString(op.Loc()))
		for _, v := range op.Operands() {
			f = append(f, v)
		}
		for _, s := range op.Successors() {
			f = append(f, s)
		}
		for _, t := range op.ResultTypes() {
			f = append(f, ir.TypeString(t))
		}
		f = append(f, "|") // ends the op: nothing of one op reads as part of the next
		return true
	})
	return f
}

func (f fingerprint) equal(g fingerprint) bool { return slices.Equal(f, g) }
