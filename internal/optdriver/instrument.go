package optdriver

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"

	"github.com/spf13/cobra"

	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// instrumentFlags are mlir-opt's IR-printing, timing, debug-counter, action-log and
// reproducer flags beyond the basic ones.
type instrumentFlags struct {
	prettyDebugInfo   bool
	printAfterChange  bool
	printModuleScope  bool
	treeDir           string
	timingDisplay     string
	outputFormat      string
	debugCounters     []string
	printDebugCounter bool
	genReproducer     string
	localReproducer   bool
	logActionsTo      string
	logActionsFilter  string
	help              bool

	counters *passes.DebugCounters
	actions  *actionLog
}

// refusedFlags are mlir-opt flags ascopt knows but cannot honour; each is an error naming
// why rather than a flag silently accepted.
var refusedFlags = []struct{ name, value, why string }{
	{"irdl-file", "filename", "ascopt has no IRDL dialect to load dialect definitions into"},
	{"load-pass-plugin", "string", "a Go program cannot load MLIR's C++ shared-object pass plugins"},
	{"load-dialect-plugin", "string", "a Go program cannot load MLIR's C++ shared-object dialect plugins"},
	{"mlir-enable-debugger-hook", "", "there is no MLIR debugger (its gdb hook needs MLIR's C++ action framework)"},
	{"mlir-print-stacktrace-on-diagnostic", "", "ascopt's diagnostics are values returned up the call chain, never emitted at a point with a native stack to attach"},
	{"elide-resource-data-from-bytecode", "", "mlir-opt 19 then writes resource entries without their data, bytecode it cannot read back itself"},
}

func (o *options) addInstrumentFlags(cmd *cobra.Command) {
	f, fl := cmd.Flags(), &o.inst
	f.BoolVar(&fl.prettyDebugInfo, "mlir-pretty-debuginfo", false, "print locations (with --mlir-print-debuginfo) in MLIR's pretty form, without loc(...)")
	f.BoolVar(&fl.printAfterChange, "mlir-print-ir-after-change", false, "print the IR after a pass only when the pass changed it")
	f.BoolVar(&fl.printModuleScope, "mlir-print-ir-module-scope", false, "print the top-level op in every IR dump (needs --mlir-disable-threading)")
	f.StringVar(&fl.treeDir, "mlir-print-ir-tree-dir", "", "write each IR dump to a file of a directory tree rooted here instead of stderr")
	f.StringVar(&fl.timingDisplay, "mlir-timing-display", "tree", "timing display: list or tree")
	f.StringVar(&fl.outputFormat, "mlir-output-format", "text", "timing report format: text or json")
	f.StringArrayVar(&fl.debugCounters, "mlir-debug-counter", nil, "comma-separated TAG-skip=N / TAG-count=N debug counters (tags: "+strings.Join(passes.DebugCounterTags, ", ")+")")
	f.BoolVar(&fl.printDebugCounter, "mlir-print-debug-counter", false, "print the debug counters at the end")
	f.StringVar(&fl.genReproducer, "mlir-generate-reproducer", "", "after a successful run, write the output IR and the pipeline to this file")
	f.BoolVar(&fl.localReproducer, "mlir-pass-pipeline-local-reproducer", false, "make the crash reproducer the IR before the failing pass and that pass alone (needs --mlir-disable-threading)")
	f.StringVar(&fl.logActionsTo, "log-actions-to", "", "log actions (pass executions, rewrite iterations, pattern applications) to this file ('-': standard output)")
	f.StringVar(&fl.logActionsFilter, "log-mlir-actions-filter", "", "a file[:line[:col]] location: log only the actions on ops there")
	for _, r := range refusedFlags {
		if r.value == "" {
			f.Bool(r.name, false, "refused: "+r.why)
		} else {
			f.String(r.name, "", "refused: "+r.why)
		}
	}
	// mlir-opt's other help spellings show the help, as --help does.
	for _, h := range []string{"help-hidden", "help-list", "help-list-hidden"} {
		f.BoolVar(&fl.help, h, false, "show the help")
	}
}

// checkInstrumentFlags validates the flags before any input is read, reporting the
// first problem on stderr; it returns false when ascopt must exit with status 1.
func (o *options) checkInstrumentFlags(cmd *cobra.Command, stdout, stderr io.Writer) (ok, exit bool) {
	fl := &o.inst
	for _, r := range refusedFlags {
		// An explicit off (`--mlir-pretty-debuginfo=false`, an empty file) asks for nothing.
		if v := cmd.Flags().Lookup(r.name).Value.String(); v != "false" && v != "" {
			fmt.Fprintf(stderr, "ascopt: --%s is not supported: %s\n", r.name, r.why)
			return false, true
		}
	}
	if fl.help {
		cmd.SetOut(stdout)
		_ = cmd.Help()
		return true, true
	}
	for _, c := range []struct{ flag, val, a, b string }{
		{"mlir-timing-display", fl.timingDisplay, "list", "tree"},
		{"mlir-output-format", fl.outputFormat, "text", "json"},
	} {
		if c.val != c.a && c.val != c.b {
			fmt.Fprintf(stderr, "ascopt: for the --%s option: Cannot find option named '%s'!\n", c.flag, c.val)
			return false, true
		}
	}
	if o.reproducer != "" && fl.localReproducer && !o.noThreading {
		fmt.Fprintln(stderr, "ascopt: Local crash reproduction can't be setup on a pass-manager without disabling multi-threading first.")
		return false, true
	}
	counters, err := passes.ParseDebugCounters(fl.debugCounters)
	if err != nil {
		fmt.Fprintf(stderr, "ascopt: %v\n", err)
		return false, true
	}
	if len(fl.debugCounters) > 0 || fl.printDebugCounter {
		fl.counters = counters
	}
	if fl.counters != nil && fl.logActionsTo != "" {
		// mlir-opt 19 says so and runs without the counters; ascopt does not run with
		// flags it drops.
		fmt.Fprintln(stderr, "ascopt: Debug counters are incompatible with --log-actions-to and --mlir-enable-debugger-hook options and are disabled")
		return false, true
	}
	if fl.logActionsTo != "" {
		if fl.actions, err = newActionLog(fl.logActionsTo, fl.logActionsFilter, stdout); err != nil {
			fmt.Fprintf(stderr, "ascopt: %v\n", err)
			return false, true
		}
	}
	return true, false
}

// chunkCounters returns the debug counters of one chunk, counted afresh as mlir-opt
// counts each chunk, and the function to call when the chunk is done. With
// --mlir-print-debug-counter they are printed twice, as mlir-opt 19 does: as configured
// when the chunk starts and with their counts when it is done.
func (o *options) chunkCounters() (*passes.DebugCounters, func()) {
	if o.inst.counters == nil {
		return nil, func() {}
	}
	c := o.inst.counters.Fresh()
	if !o.inst.printDebugCounter {
		return c, func() {}
	}
	c.Print(o.stderr, false)
	return c, func() { c.Print(o.stderr, true) }
}

// finishInstrument closes the action log.
func (o *options) finishInstrument(stderr io.Writer) {
	if o.inst.actions != nil {
		o.inst.actions.close()
	}
}

// moduleScopeError is mlir-opt's refusal of --mlir-print-ir-module-scope while passes
// may run in parallel (its message ends with a newline of its own).
func (o *options) moduleScopeError() error {
	if o.inst.printModuleScope && !o.noThreading {
		return ir.Errorf(ir.Unknown, "IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.\n")
	}
	return nil
}

// actionLog is --log-actions-to: one line when a pass starts on an op and one when it
// completes, in mlir-opt's ActionLogger form, for the ops the filter selects.
type actionLog struct {
	mu     sync.Mutex
	w      io.Writer
	file   *os.File
	filter []locFilter
}

// locFilter is one file[:line[:col]] of --log-mlir-actions-filter (-1: any).
type locFilter struct {
	file      string
	line, col int64
}

func newActionLog(to, filter string, stdout io.Writer) (*actionLog, error) {
	l := &actionLog{w: stdout}
	entries := strings.Split(filter, ",")
	if len(entries) > 1 {
		// mlir-opt 19 takes the last entry of a list and drops the others silently; a
		// list is refused rather than half honoured.
		return nil, fmt.Errorf("--log-mlir-actions-filter '%s': give one location (mlir-opt 19 honours only the last of a list)", filter)
	}
	for _, f := range entries {
		if f == "" {
			continue
		}
		lf, err := parseLocFilter(f)
		if err != nil {
			return nil, err
		}
		l.filter = append(l.filter, lf)
	}
	if to != "-" {
		file, err := os.Create(to)
		if err != nil {
			return nil, fmt.Errorf("cannot open the action log: %v", err)
		}
		l.w, l.file = file, file
	}
	return l, nil
}

// parseLocFilter reads file:line:col, file:line or file; a trailing field that is not a
// number belongs to the file name.
func parseLocFilter(s string) (locFilter, error) {
	lf := locFilter{file: s, line: -1, col: -1}
	nums := []*int64{}
	rest := s
	for i := 0; i < 2; i++ {
		j := strings.LastIndexByte(rest, ':')
		if j < 0 {
			break
		}
		n, err := strconv.ParseInt(rest[j+1:], 10, 32)
		if err != nil || n < 0 {
			break
		}
		v := n
		nums = append([]*int64{&v}, nums...)
		rest = rest[:j]
	}
	if rest == "" {
		return lf, fmt.Errorf("invalid --log-mlir-actions-filter entry '%s': no file name", s)
	}
	lf.file = rest
	if len(nums) > 0 {
		lf.line = *nums[0]
	}
	if len(nums) > 1 {
		lf.col = *nums[1]
	}
	return lf, nil
}

func (l *actionLog) matches(op *ir.Operation) bool {
	if len(l.filter) == 0 {
		return true
	}
	var found bool
	var visit func(loc ir.Location)
	visit = func(loc ir.Location) {
		switch v := loc.(type) {
		case *ir.FileLineColLoc:
			for _, f := range l.filter {
				if f.file == v.File && (f.line < 0 || f.line == int64(v.Line)) && (f.col < 0 || f.col == int64(v.Col)) {
					found = true
				}
			}
		case *ir.NameLoc:
			if v.Child != nil {
				visit(v.Child)
			}
		case *ir.CallSiteLoc:
			visit(v.Callee)
			visit(v.Caller)
		case *ir.FusedLoc:
			for _, c := range v.Locs {
				visit(c)
			}
		}
	}
	visit(op.Loc())
	return found
}

// Begin logs the start of the action tag on op (describe gives its text) and returns
// the function that logs its end.
func (l *actionLog) Begin(tag string, op *ir.Operation, describe func() string) func() {
	if !l.matches(op) {
		return func() {}
	}
	text := describe()
	l.mu.Lock()
	fmt.Fprintf(l.w, "[thread ascopt] begins (no breakpoint) Action %s`\n", text)
	l.mu.Unlock()
	return func() {
		l.mu.Lock()
		fmt.Fprintf(l.w, "[thread ascopt] completed `%s`\n", tag)
		l.mu.Unlock()
	}
}

func (l *actionLog) close() {
	if l.file != nil {
		_ = l.file.Close()
	}
}
