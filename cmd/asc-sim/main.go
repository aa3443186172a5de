// Command asc-sim runs ascendc IR on the modelled AI Core: numerics, cycles and hazards.
package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/internal/cli"
	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/report"
)

func main() { os.Exit(Main(os.Args[1:], os.Stdout, os.Stderr)) }

// Exit statuses: scripts comparing asc-sim's numbers with numpy must be able to tell a
// clean run from a kernel the simulator rejected and from a run whose numbers are not to
// be trusted because of a hazard.
const (
	exitOK     = 0
	exitError  = 1 // invalid input, unsupported op, runtime error of the kernel, I/O error
	exitUsage  = 2 // bad flags, wrong --arg count or form
	exitHazard = 3 // the run completed but the sanitizer (or an op) reported a hazard
)

const runHelp = `Run a kernel function of KERNEL.mlir on BLOCK-DIM modelled AI Cores sharing one GM.

Each --arg binds the next parameter of the entry function, in order:
  NUMBER                     a scalar parameter (integer or float, per its type);
                             negative numbers work as --arg -10 or --arg=-10
  in:PATH.npy                a GM buffer initialised from a .npy file
  out:PATH.npy:DTYPE:COUNT   a zero-filled GM buffer of COUNT elements of DTYPE
                             (f16, bf16, f32, f64, i8, i16, i32, i64, u8, u16, u32, u64),
                             written to PATH after the run (bf16 as <V2 raw 16-bit records)
  inout:PATH.npy             read from PATH and written back to it after the run
A bf16 parameter also takes u16 data (in: a <u2 .npy, out: DTYPE u16): bfloat16's raw
bits, as NumPy holds them without a bfloat16 dtype (x.view(np.uint16)).
A pointer to a !emitasc.py_struct takes in: records (a structured .npy) whose members are
the struct's as the kernel packs it (names, offsets, sizes: NumPy's align=True dtype),
or the struct's raw bytes (u8).
GM buffer parameters are memref<...> or !ascendc.global_tensor<...>.
A parameter marked {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>} (the FFTS base
address ascendc-legalize-kernel-args{set-ffts-addr=true} appends, which PyAsc's launcher
passes itself) takes no --arg: asc-sim binds a simulated FFTS base address to it (an
empty GM buffer: the kernel may hand it to set_ffts_base_addr, not read or write it).
Parameters marked kernel_arg explicit, or not marked, are bound by --arg as above.

--soc names the chip model: ascend910b or ascend950, or a PyAsc SoC name, which runs on
the model of its architecture (Ascend910B1..Ascend910B4, Ascend910_93xx: ascend910b;
Ascend910_95xx, Ascend950PR_95xx: ascend950). Without --soc the module attribute
asc.soc_version (set by PyAsc's compiler, e.g. "Ascend910B1") chooses; without either,
ascend910b. --soc and asc.soc_version naming different chip models is an error.

Outputs:
  --stats json      prints {"cycles", "time_us", "cores": [{"cycles", "pipe_cycles"}...],
                    "pipes_us": {"mte2": µs, ...}, "pipe_cycles": {...}}: chip cycles (slowest
                    core), time at the SoC's clock, per-core cycles and per-pipe busy cycles,
                    per-pipe busy time averaged over cores in µs (msprof's aiv_*_time) and
                    in cycles; every key names its unit
  --profile F.csv   an msprof op_summary-style row (aiv_time, aiv_vec_time, aiv_scalar_time,
                    aiv_mte2_time, aiv_mte3_time, aic_mac_time, ... with ratios)
  --trace F.json    Chrome trace events (chrome://tracing, Perfetto): one process per core,
                    one track per pipe, one slice per instruction named by op and location
printf and dump_tensor output goes to stdout, prefixed by core.
Output files (out:, inout:, --profile, --trace) are written to temporary files next to
their targets and renamed into place only when the whole run succeeded: after an error or
a hazard every existing file is left as it was and --stats prints nothing. A symbolic link
is written through to its target; an existing file keeps its permissions.

The sanitizer (on by default, --sanitize=none to disable) reports races between pipes
(RAW/WAR/WAW, with both ops' locations), uninitialised reads, stale reads (a DataCopy of
GM bytes written by SetValue with no DataCacheCleanAndInvalid since), misaligned DataCopy, waits on
flags never set (deadlock), flags and queue tensors left pending at kernel end.
Uninitialised local memory is followed byte by byte: vector and cube compute and copies
between local buffers turn it into garbage in what they write, silently (a tail tile
computed whole, as on the NPU); the read is reported where garbage leaves the local
buffers (a copy to GM, Fixpipe to GM, a scalar read), with a note at the op that computed
it. A hazard
that repeats (same kind, same ops, same pipes) is reported once with its count, "(x37)",
and the cores it happened on; a closing line counts them:
  asc-sim: 3 hazards (2 races, 1 uninitialised read) in 41 reports
Out-of-bounds accesses, exceeded buffer capacities and deadlocks are errors whether the
sanitizer is on or not. Every error is an MLIR-style diagnostic naming the op and its
location.

Exit status:
  0  success: outputs written
  1  invalid input (unreadable or malformed .mlir or .npy, a .npy whose element type does
     not match its parameter), an op the simulator does not support, an error while the
     kernel ran (out of bounds, deadlock, --max-steps), or an output that cannot be written
  2  usage error: unknown or malformed flags, an --entry the file does not define, a wrong
     number of --arg or an --arg of the wrong form for its parameter, a --soc naming
     another chip model than the module's asc.soc_version
  3  hazard: the kernel ran to the end but the sanitizer reported a hazard

Limits: --max-steps bounds the ops executed per core, a data movement counting each of
its blocks (a runaway loop stops with an error), --max-gm-bytes bounds the GM allocated
for buffers.`

// exitErr carries the exit status of a failed command; reported means the diagnostics are
// already on stderr.
type exitErr struct {
	code     int
	err      error
	reported bool
}

func (e *exitErr) Error() string {
	if e.err == nil {
		return "failed"
	}
	return e.err.Error()
}

func usagef(format string, args ...any) error {
	return &exitErr{code: exitUsage, err: fmt.Errorf(format, args...)}
}

func failf(format string, args ...any) error {
	return &exitErr{code: exitError, err: fmt.Errorf(format, args...)}
}

// Main is the command line, returning the exit status.
func Main(args []string, stdout, stderr io.Writer) (code int) {
	defer func() {
		// A panic is a simulator bug; it must still end as one line and a failure status,
		// never as a success or a Go stack trace in a user's script.
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "asc-sim: internal error: %v\n", r)
			code = exitError
		}
	}()
	root := &cobra.Command{Use: "asc-sim", Short: "Simulate ascendc kernels on a modelled Ascend AI Core", Version: cli.Version(),
		SilenceUsage: true, SilenceErrors: true}
	root.AddCommand(runCommand(stdout, stderr), swimlaneCommand(stdout), opsCommand(stdout))
	for _, c := range root.Commands() {
		if c.RunE != nil {
			c.RunE = failures(c.RunE)
		}
	}
	root.SetArgs(cli.NormalizeArgs(joinValues(args)))
	root.SetOut(stdout)
	root.SetErr(stderr)
	err := root.Execute()
	if err == nil {
		return exitOK
	}
	var e *exitErr
	if !errors.As(err, &e) {
		// cobra's own errors: unknown flags or commands, missing values, wrong positional
		// arguments.
		fmt.Fprintf(stderr, "asc-sim: %v (see asc-sim run --help)\n", err)
		return exitUsage
	}
	if !e.reported {
		fmt.Fprintf(stderr, "asc-sim: %v\n", e.err)
	}
	return e.code
}

// failures gives every error of a command's own work (as opposed to cobra's parsing) an
// exit status: those that carry none are I/O and similar errors, status 1.
func failures(f func(*cobra.Command, []string) error) func(*cobra.Command, []string) error {
	return func(c *cobra.Command, a []string) error {
		err := f(c, a)
		var e *exitErr
		if err != nil && !errors.As(err, &e) {
			return &exitErr{code: exitError, err: err}
		}
		return err
	}
}

// valueFlags are the flags that take a value. Their value is glued to them (--arg=-10)
// before parsing, so that a value starting with '-' is read as the value, not as a flag
// (and MLIR-style single-dash spelling does not turn -10 into --10).
var valueFlags = map[string]bool{"arg": true, "entry": true, "block-dim": true, "soc": true, "stats": true,
	"profile": true, "trace": true, "sanitize": true, "max-steps": true, "max-gm-bytes": true, "output": true, "o": true}

func joinValues(args []string) []string {
	out := make([]string, 0, len(args))
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return append(out, args[i:]...)
		}
		name := strings.TrimLeft(a, "-")
		if dashes := len(a) - len(name); dashes >= 1 && dashes <= 2 && valueFlags[name] && i+1 < len(args) {
			if dashes == 1 && len(name) > 1 {
				a = "-" + a
			}
			out = append(out, a+"="+args[i+1])
			i++
			continue
		}
		out = append(out, a)
	}
	return out
}

func runCommand(stdout, stderr io.Writer) *cobra.Command {
	var o runOpts
	run := &cobra.Command{Use: "run KERNEL.mlir|- --entry NAME --block-dim N [--arg ...]",
		Short: "Run a kernel", Long: runHelp, Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, a []string) error {
			o.file, o.stdin = a[0], cmd.InOrStdin()
			return o.run(stdout, stderr)
		}}
	f := run.Flags()
	f.StringVar(&o.entry, "entry", "", "kernel function to run (required)")
	f.IntVar(&o.blockDim, "block-dim", 1, "number of cores (block dim)")
	f.StringVar(&o.soc, "soc", "", "chip model: "+arch.SoCNames()+" or a PyAsc SoC name (default: the module's asc.soc_version, else "+defaultSoC+")")
	f.StringArrayVar(&o.args, "arg", nil, "bind the next kernel parameter (see above)")
	f.StringVar(&o.stats, "stats", "", "print statistics: json")
	f.StringVar(&o.profile, "profile", "", "write an msprof op_summary-style CSV")
	f.StringVar(&o.trace, "trace", "", "write a Chrome trace JSON")
	f.StringVar(&o.sanitize, "sanitize", "all", "sanitizer: all or none")
	f.Int64Var(&o.maxSteps, "max-steps", sim.DefaultMaxSteps, "max ops executed per core")
	f.Int64Var(&o.maxGM, "max-gm-bytes", sim.DefaultMaxGMBytes, "max GM bytes for buffers")
	_ = run.MarkFlagRequired("entry")
	return run
}

func swimlaneCommand(stdout io.Writer) *cobra.Command {
	var svgOut string
	swim := &cobra.Command{Use: "swimlane TRACE.json -o OUT.svg", Short: "Draw a Chrome trace as an SVG swimlane",
		Args: cobra.ExactArgs(1), RunE: func(cmd *cobra.Command, a []string) error {
			src, err := os.ReadFile(a[0])
			if err != nil {
				return failf("%v", err)
			}
			var b bytes.Buffer
			if err := report.Swimlane(&b, src); err != nil {
				return failf("%s: %v", a[0], err)
			}
			if svgOut == "" || svgOut == "-" {
				_, err = stdout.Write(b.Bytes())
				return err
			}
			if err := cli.WriteFileAtomic(svgOut, b.Bytes()); err != nil {
				return failf("%v", err)
			}
			return nil
		}}
	swim.Flags().StringVarP(&svgOut, "output", "o", "-", "output SVG file")
	return swim
}
