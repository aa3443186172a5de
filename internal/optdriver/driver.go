// Package optdriver is ascopt, the mlir-opt of the Ascend toolchain: it parses MLIR text,
// verifies it, runs a pass pipeline and prints the result. It is a package so tests can run it in-process.
package optdriver

import (
	"bufio"
	"fmt"
	"io"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/dialect/builtin"
	"github.com/ascend-toolchain/asc/internal/cli"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/bytecode"
	"github.com/ascend-toolchain/asc/passes"
	passall "github.com/ascend-toolchain/asc/passes/all"
)

type options struct {
	pipeline          string
	passFlags         []passFlag
	listPasses        bool
	timing            bool
	dumpPipeline      bool
	printAfterAll     bool
	printBefore       []string
	printAfter        []string
	printAfterFailure bool
	printBeforeAll    bool
	noThreading       bool
	elideLarger       int64
	reproducer        string
	statistics        bool
	statsDisplay      string
	runReproducer     bool
	changed           func(flag string) bool // whether a flag was given
	verifyEach        bool
	registry          *passes.Registry
	output            string
	split             bool
	splitMarker       string
	outSplitMarker    string
	opOnDiagnostic    bool
	hexLarger         int64
	skipRegions       bool
	uniqueSSAIDs      bool
	valueUsers        bool
	elideResLarger    int64
	noImplicitModule  bool
	verifyRoundtrip   bool
	verifyDiagnostics bool
	generic           bool
	debugInfo         bool
	localScope        bool
	allowUnregistered bool
	showDialects      bool
	noVerify          bool
	emitBytecode      bool
	bytecodeVersion   int
	pm                *passes.Manager
	stderr            io.Writer
	inst              instrumentFlags
	assumeVerified    bool
	cmd               *cobra.Command
}

type passFlag struct{ name, opts string }

// extractPassFlags takes `--NAME[=opts]` arguments naming registered passes or pipelines
// out of args, keeping their order (the pipeline order) which flag parsing would lose.
func (o *options) extractPassFlags(args []string) ([]string, []passFlag) {
	var rest []string
	var flags []passFlag
	for _, a := range args {
		if strings.HasPrefix(a, "--") && len(a) > 2 {
			name, val, _ := strings.Cut(a[2:], "=")
			_, isPipeline := o.registry.Pipeline(name)
			if o.registry.Lookup(name) != nil || isPipeline {
				flags = append(flags, passFlag{name, trimQuotePair(val)})
				continue
			}
		}
		rest = append(rest, a)
	}
	return rest, flags
}

// trimQuotePair drops one pair of matching quotes around a whole option text (left there
// when no shell removed them); quotes inside it (`default-pipeline="cse"`) stay.
func trimQuotePair(v string) string {
	if len(v) >= 2 && (v[0] == '"' || v[0] == '\'') && v[len(v)-1] == v[0] {
		return v[1 : len(v)-1]
	}
	return v
}

func (o *options) buildPipeline() (*passes.Manager, error) {
	// An empty --pass-pipeline= is given all the same: mlir-opt refuses it for its missing
	// anchor rather than running no pipeline.
	given := o.pipeline != "" || o.changed != nil && o.changed("pass-pipeline")
	if given && len(o.passFlags) > 0 {
		return nil, fmt.Errorf("'--pass-pipeline' cannot be combined with individual pass options")
	}
	if given {
		return o.registry.ParsePipeline(o.pipeline)
	}
	return o.buildPipelineOn(builtin.OpModule)
}

// buildPipelineOn builds the pipeline of the pass flags anchored on the op named anchor.
func (o *options) buildPipelineOn(anchor string) (*passes.Manager, error) {
	m := passes.NewManager(anchor)
	for _, f := range o.passFlags {
		if err := o.registry.AddPassByName(m, f.name, f.opts); err != nil {
			return nil, err
		}
	}
	return m, nil
}

// checkPrintPassNames refuses --mlir-print-ir-before/after naming no registered pass or
// pipeline, as mlir-opt does (a misspelt name would otherwise print nothing, silently).
func (o *options) checkPrintPassNames() error {
	for _, l := range []struct {
		flag  string
		names []string
	}{{"mlir-print-ir-before", o.printBefore}, {"mlir-print-ir-after", o.printAfter}} {
		for _, n := range l.names {
			if _, isPipeline := o.registry.Pipeline(n); o.registry.Lookup(n) == nil && !isPipeline {
				return fmt.Errorf("for the --%s option: Cannot find option named '%s'!", l.flag, n)
			}
		}
	}
	return nil
}

// uintValue is a flag read as cl::opt<unsigned> reads it (passes.ParseUint): mlir-opt
// refuses a negative or wider value rather than taking it.
type uintValue struct{ v *int64 }

func (u uintValue) String() string { return strconv.FormatInt(*u.v, 10) }
func (u uintValue) Type() string   { return "uint" }

func (u uintValue) Set(s string) error {
	n, ok := passes.ParseUint(s)
	if !ok {
		return fmt.Errorf("'%s' value invalid for uint argument!", s)
	}
	*u.v = int64(n)
	return nil
}

func setOf(names []string) map[string]bool {
	m := map[string]bool{}
	for _, n := range names {
		m[n] = true
	}
	return m
}

// Run executes ascopt with command-line args and returns the exit code.
func Run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	var o options
	o.registry = passall.Registry()
	args, o.passFlags = o.extractPassFlags(cli.NormalizeArgs(args))
	tool := cli.FileTool{Name: "ascopt", Use: "ascopt [flags] [file|-]",
		Short: "Parse, verify, transform and print MLIR for the Ascend toolchain",
		Setup: func(cmd *cobra.Command) {
			f := cmd.Flags()
			o.changed = f.Changed
			f.StringVarP(&o.output, "o", "o", "-", "output file")
			f.StringVar(&o.splitMarker, "split-input-file", "", "split the input at '// -----' (or at the marker given with =) and process each chunk on its own")
			f.Lookup("split-input-file").NoOptDefVal = "// -----"
			f.StringVar(&o.outSplitMarker, "output-split-marker", "// -----", "the line that separates the outputs of split chunks")
			f.BoolVar(&o.opOnDiagnostic, "mlir-print-op-on-diagnostic", true, "attach the op, in generic form, as a note to diagnostics emitted on it")
			f.Int64Var(&o.hexLarger, "mlir-print-elementsattrs-with-hex-if-larger", 100, "print dense elements attributes of more elements than this as their storage in hex (-1: never; 100 as in mlir-opt 19)")
			f.BoolVar(&o.skipRegions, "mlir-print-skip-regions", false, "print every region as {...}")
			f.Var(uintValue{&o.elideResLarger}, "mlir-elide-resource-strings-if-larger", "leave resource blobs and strings longer than this (quoted) out of the file metadata")
			f.BoolVar(&o.valueUsers, "mlir-print-value-users", false, "comment every op and block argument with the ops using its values")
			f.BoolVar(&o.uniqueSSAIDs, "mlir-print-unique-ssa-ids", false, "number values apart across regions and functions, as the generic form does")
			// mlir-opt's printer verifies an op before printing it in custom form unless told
			// not to; ours never does (the IR it prints was verified, or is an IR dump after
			// a failure, which mlir-opt too prints in custom form with this flag).
			f.BoolVar(&o.assumeVerified, "mlir-print-assume-verified", false, "print ops in custom form without verifying them first (the default here for the output; IR dumps of IR that fails to verify are generic without it)")
			f.BoolVar(&o.noImplicitModule, "no-implicit-module", false, "take the file's single top-level op as it is, without wrapping it in a module")
			f.BoolVar(&o.verifyRoundtrip, "verify-roundtrip", false, "check that the parsed IR prints, in generic form and as bytecode, to something that reads back to the same IR")
			f.BoolVar(&o.verifyDiagnostics, "verify-diagnostics", false, "check emitted diagnostics against expected-* comments")
			f.BoolVar(&o.generic, "mlir-print-op-generic", false, "print every op in the generic form")
			f.BoolVar(&o.debugInfo, "mlir-print-debuginfo", false, "print locations")
			f.BoolVar(&o.localScope, "mlir-print-local-scope", false, "print attributes and locations in place, without aliases")
			f.BoolVar(&o.allowUnregistered, "allow-unregistered-dialect", false, "accept ops of dialects that are not registered")
			f.BoolVar(&o.showDialects, "show-dialects", false, "list the registered dialects and exit")
			f.BoolVar(&o.noVerify, "no-verify", false, "skip the verifier (for debugging)")
			f.BoolVar(&o.emitBytecode, "emit-bytecode", false, "write the output as MLIR bytecode")
			f.IntVar(&o.bytecodeVersion, "emit-bytecode-version", 0, "bytecode format version to write (5 or 6; default 6)")
			f.StringVar(&o.pipeline, "pass-pipeline", "", "textual pass pipeline, e.g. 'builtin.module(func.func(cse,canonicalize))'")
			f.BoolVar(&o.listPasses, "list-passes", false, "list the registered passes and pipelines")
			f.BoolVar(&o.dumpPipeline, "dump-pass-pipeline", false, "print the pipeline that will run (named pipelines expanded for the input) to stderr")
			f.BoolVar(&o.timing, "mlir-timing", false, "report the time spent in each pass")
			f.BoolVar(&o.printAfterAll, "mlir-print-ir-after-all", false, "print the IR after every pass")
			f.StringSliceVar(&o.printBefore, "mlir-print-ir-before", nil, "print the IR before the named passes")
			f.StringSliceVar(&o.printAfter, "mlir-print-ir-after", nil, "print the IR after the named passes")
			f.BoolVar(&o.printBeforeAll, "mlir-print-ir-before-all", false, "print the IR before every pass")
			f.BoolVar(&o.noThreading, "mlir-disable-threading", false, "run everything (parsing, passes, printing) on one thread")
			f.Var(uintValue{&o.elideLarger}, "mlir-elide-elementsattrs-if-larger", "print dense elements attributes of more elements than this as dense_resource<__elided__>")
			f.StringVar(&o.reproducer, "mlir-pass-pipeline-crash-reproducer", "", "when the pipeline fails, write its input and the pipeline to this .mlir file (replay with --run-reproducer)")
			f.BoolVar(&o.statistics, "mlir-pass-statistics", false, "report the passes' statistics to stderr")
			f.StringVar(&o.statsDisplay, "mlir-pass-statistics-display", "pipeline", "statistics display: list or pipeline")
			f.BoolVar(&o.runReproducer, "run-reproducer", false, "run the pipeline stored in the input's mlir_reproducer resource")
			f.BoolVar(&o.printAfterFailure, "mlir-print-ir-after-failure", false, "print the IR after a pass fails")
			f.BoolVar(&o.verifyEach, "verify-each", true, "run the verifier after each pass")
			o.addInstrumentFlags(cmd)
			o.cmd = cmd
			cmd.SetHelpTemplate(cmd.HelpTemplate() + "\n" + o.registry.Describe())
		},
		Exec: func(in string) int { return o.exec(in, stdin, stdout, stderr) }}
	return tool.Run(args, stdin, stdout, stderr)
}

// printOptions are the printer flags, for the output and for IR dumps.
func (o *options) printOptions(res *ir.FileResources) ir.PrintOptions {
	return ir.PrintOptions{Generic: o.generic, DebugInfo: o.debugInfo, PrettyDebugInfo: o.inst.prettyDebugInfo, LocalScope: o.localScope, Resources: res,
		ElideElements: o.changed != nil && o.changed("mlir-elide-elementsattrs-if-larger"), ElideElementsLarger: o.elideLarger,
		HexElements: o.hexLarger >= 0, HexElementsLarger: o.hexLarger, SkipRegions: o.skipRegions,
		UniqueSSAIDs: o.uniqueSSAIDs, ValueUsers: o.valueUsers,
		ElideResources: o.changed != nil && o.changed("mlir-elide-resource-strings-if-larger"), ElideResourceLarger: o.elideResLarger}
}

func (o *options) exec(in string, stdin io.Reader, stdout, stderr io.Writer) int {
	o.stderr = stderr
	o.split = o.splitMarker != ""
	if o.noThreading {
		// One OS thread runs Go code: the parallel parser, verifier, passes and printer
		// all become sequential, as with mlir-opt's flag.
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	}
	ctx := all.NewContext()
	if o.listPasses {
		fmt.Fprint(stdout, o.registry.Describe())
		return 0
	}
	if o.statsDisplay != "list" && o.statsDisplay != "pipeline" {
		fmt.Fprintf(stderr, "ascopt: invalid --mlir-pass-statistics-display '%s' (want list or pipeline)\n", o.statsDisplay)
		return 1
	}
	if err := o.checkPrintPassNames(); err != nil {
		fmt.Fprintf(stderr, "ascopt: %v\n", err)
		return 1
	}
	if ok, exit := o.checkInstrumentFlags(o.cmd, stdout, stderr); exit {
		if ok {
			return 0
		}
		return 1
	}
	defer o.finishInstrument(stderr)
	pm, err := o.buildPipeline()
	if err != nil {
		fmt.Fprintf(stderr, "ascopt: %v\n", err)
		return 1
	}
	o.pm = pm
	if o.changed != nil && o.changed("emit-bytecode-version") && !o.emitBytecode {
		fmt.Fprintln(stderr, "<unknown>:0: error: bytecode version while not emitting bytecode")
		return 1
	}
	if o.showDialects {
		fmt.Fprintln(stdout, "Available Dialects: "+strings.Join(ctx.Dialects(), ", "))
		return 0
	}
	ctx.AllowUnregistered = o.allowUnregistered
	src, name, err := cli.ReadSource(in, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "ascopt: cannot open input: %v\n", err)
		return 1
	}
	// Output streams straight to its destination; a file output goes through a temporary
	// file that only replaces the target when everything succeeded.
	var dest io.Writer = stdout
	var outFile *cli.AtomicFile
	if o.output != "-" && o.output != "" {
		if outFile, err = cli.CreateAtomic(o.output); err != nil {
			fmt.Fprintf(stderr, "ascopt: cannot write output: %v\n", err)
			return 1
		}
		defer outFile.Abort()
		dest = outFile
	}
	w := bufio.NewWriterSize(dest, 1<<16)
	if o.inst.actions != nil && o.inst.actions.file == nil {
		o.inst.actions.w = w // '-' logs to the output stream, between the chunks' outputs
	}
	chunks := &cli.Chunks{Name: name, Src: src, Split: o.split, Verify: o.verifyDiagnostics, Stderr: stderr, Out: w,
		Marker: o.splitMarker, OutMarker: o.outSplitMarker, NoOpContext: !o.opOnDiagnostic}
	failed := !chunks.Run(ctx, func(ch cli.Chunk) error { return o.processChunk(ctx, ch.Name, ch, w) })
	if err := w.Flush(); err != nil {
		fmt.Fprintf(stderr, "ascopt: cannot write output: %v\n", err)
		return 1
	}
	if failed {
		return 1
	}
	if outFile != nil {
		if err := outFile.Commit(); err != nil {
			fmt.Fprintf(stderr, "ascopt: cannot write output: %v\n", err)
			return 1
		}
	}
	return 0
}

func (o *options) processChunk(ctx *ir.Context, name string, ch cli.Chunk, w io.Writer) (err error) {
	// A bug must surface as a diagnostic and exit status 1, never as a Go crash dump.
	defer func() {
		if r := recover(); r != nil {
			err = ir.Errorf(&ir.FileLineColLoc{File: name, Line: uint32(ch.FirstLine), Col: 1},
				"internal error while processing this input: %v (please report it)", r)
		}
	}()
	if o.inst.actions != nil {
		// mlir-opt sets its action logger up on each chunk's context and says so.
		fmt.Fprintln(o.stderr, "ExecutionContext registered on the context")
	}
	counters, done := o.chunkCounters()
	defer done()
	var root *passes.Timer
	if o.timing {
		// One report per chunk, as mlir-opt's per-chunk timing manager gives, printed
		// when the chunk is done (failed or not).
		root = passes.NewRootTimer()
		start := time.Now()
		defer func() {
			root.SetTotal(time.Since(start))
			root.Report(o.stderr, o.inst.timingDisplay, o.inst.outputFormat)
		}()
	}
	res := &ir.FileResources{}
	var mod *ir.Operation
	if err := root.Child("Parser", "Parser").Time(func() error {
		var err error
		mod, err = o.parseAndVerify(ctx, name, ch, res)
		return err
	}); err != nil {
		return err
	}
	if o.verifyRoundtrip {
		if err := verifyRoundtrip(ctx, mod); err != nil {
			return err
		}
	}
	pm, verifyEach, serial := o.pm, o.verifyEach && !o.noVerify, o.noThreading
	if o.noImplicitModule && o.pipeline == "" && mod.Name() != pm.Anchor {
		// The passes given one by one run on the top-level op, whatever it is, as
		// mlir-opt anchors its pass manager on it.
		if pm, err = o.buildPipelineOn(mod.Name()); err != nil {
			return err
		}
	}
	if o.statistics && o.split {
		// Each chunk reports its own statistics, as mlir-opt's per-chunk pass manager does.
		if pm, err = o.buildPipeline(); err != nil {
			return err
		}
	}
	if o.runReproducer {
		cfg, err := takeReproducer(res)
		if err != nil {
			return ir.Errorf(&ir.FileLineColLoc{File: name}, "%v", err)
		}
		if cfg != nil {
			if pm, err = o.registry.ParsePipeline(cfg.pipeline); err != nil {
				return ir.Errorf(&ir.FileLineColLoc{File: name}, "reproducer pipeline: %v", err)
			}
			verifyEach, serial = cfg.verifyEach, cfg.disableThreading
		}
	}
	if o.dumpPipeline {
		rp, err := pm.Resolve(mod)
		if err != nil {
			return err
		}
		fmt.Fprint(o.stderr, rp.Dump())
	}
	if err := o.moduleScopeError(); err != nil {
		return err
	}
	if !pm.Empty() {
		if err := o.runPipeline(ctx, name, ch, mod, pm, root, counters, verifyEach, serial); err != nil {
			return err
		}
	} else if o.statistics {
		// mlir-opt reports (no) statistics of an empty pipeline too.
		if err := pm.ReportStatistics(o.stderr, o.statsDisplay); err != nil {
			return err
		}
	}
	if o.inst.genReproducer != "" {
		if err := o.generateReproducer(name, mod, pm, res); err != nil {
			return err
		}
	}
	return root.Child("Output", "Output").Time(func() error { return o.writeOutput(w, name, mod, res) })
}

// parseAndVerify reads the chunk and verifies it (unless --no-verify).
func (o *options) parseAndVerify(ctx *ir.Context, name string, ch cli.Chunk, res *ir.FileResources) (*ir.Operation, error) {
	mod, err := ir.ParseSource(ctx, name, ch.Src, ir.ParseOptions{LineBase: ch.FirstLine - 1, Resources: res,
		NoImplicitModule: o.noImplicitModule})
	if err != nil {
		ir.AttachOpNotesUsers(err, o.debugInfo, o.valueUsers) // verifier errors of --no-implicit-module's count check
		return nil, err
	}
	if !o.noVerify {
		if err := ir.Verify(mod); err != nil {
			ir.AttachOpNotesUsers(err, o.debugInfo, o.valueUsers)
			return nil, err
		}
	}
	return mod, nil
}

// runPipeline runs pm on mod with the instrumentation the flags ask for; statistics are
// reported whether the pipeline failed or not, as mlir-opt does.
func (o *options) runPipeline(ctx *ir.Context, name string, ch cli.Chunk, mod *ir.Operation, pm *passes.Manager,
	root *passes.Timer, counters *passes.DebugCounters, verifyEach, serial bool) error {
	in := &passes.Instrumentation{Timer: root, PrintAfterAll: o.printAfterAll,
		PrintBefore: setOf(o.printBefore), PrintAfter: setOf(o.printAfter), PrintBeforeAll: o.printBeforeAll, Serial: serial,
		PrintAfterFailure: o.printAfterFailure, PrintAfterChange: o.inst.printAfterChange,
		PrintModuleScope: o.inst.printModuleScope, TreeDir: o.inst.treeDir, VerifyEach: verifyEach,
		Counters: counters, Out: o.stderr, Print: o.printOptions(nil), AssumeVerified: o.assumeVerified}
	if o.inst.actions != nil {
		in.Actions = o.inst.actions
	}
	var snapshot *ir.Operation // the IR before the pass running, for a local reproducer
	if o.reproducer != "" && o.inst.localReproducer {
		// Serial (checked with the flags), so the copy is of the IR the pass receives.
		in.BeforePass = func(*ir.Operation) { snapshot = mod.Clone(map[*ir.Value]*ir.Value{}) }
	}
	err := pm.Run(mod, ctx, in)
	if o.statistics {
		if serr := pm.ReportStatistics(o.stderr, o.statsDisplay); serr != nil && err == nil {
			err = serr
		}
	}
	if err != nil && o.reproducer != "" {
		return o.writeReproducer(ctx, name, ch, mod, pm, in, snapshot, err)
	}
	return err
}

// writeOutput prints the result (or writes it as bytecode).
func (o *options) writeOutput(w io.Writer, name string, mod *ir.Operation, res *ir.FileResources) (err error) {
	if o.emitBytecode {
		if err := bytecode.Write(w, mod, bytecode.WriteOptions{Version: o.bytecodeVersion, Resources: res}); err != nil {
			return ir.Errorf(&ir.FileLineColLoc{File: name}, "%v", err)
		}
		return nil
	}
	p := ir.NewPrinter(w, o.printOptions(res))
	if err := p.PrintOp(mod); err != nil {
		return err
	}
	if o.localScope {
		return nil // mlir-opt ends local-scope output without the blank line
	}
	_, err = io.WriteString(w, "\n")
	return err
}
