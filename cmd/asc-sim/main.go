// Command asc-sim runs ascendc IR on the modelled AI Core: numerics, cycles and hazards.
package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/internal/cli"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/npy"
	"github.com/ascend-toolchain/asc/simulator/report"
	"github.com/ascend-toolchain/asc/simulator/semantics"
)

func main() { os.Exit(Main(os.Args[1:], os.Stdout, os.Stderr)) }

const runHelp = `Run a kernel function of KERNEL.mlir on BLOCK-DIM modelled AI Cores sharing one GM.

Each --arg binds the next parameter of the entry function, in order:
  NUMBER                     a scalar parameter (integer or float, per its type)
  in:PATH.npy                a GM buffer initialised from a .npy file
  out:PATH.npy:DTYPE:COUNT   a zero-filled GM buffer of COUNT elements of DTYPE
                             (f16, bf16, f32, f64, i8, i16, i32, i64, u8, u16, u32, u64),
                             written to PATH after the run (bf16 as <V2 raw 16-bit records)
  inout:PATH.npy             read from PATH and written back to it after the run
GM buffer parameters are memref<...> or !ascendc.global_tensor<...>.

Outputs:
  --stats json      prints {"cycles", "time_us", "cores": [...], "pipes": {"mte2": µs, ...},
                    "pipe_cycles": {...}}: chip cycles (slowest core), time at the SoC's clock,
                    per-core cycles and per-pipe busy cycles, per-pipe busy time averaged over
                    cores in µs (msprof's aiv_*_time)
  --profile F.csv   an msprof op_summary-style row (aiv_time, aiv_vec_time, aiv_scalar_time,
                    aiv_mte2_time, aiv_mte3_time, aic_mac_time, ... with ratios)
  --trace F.json    Chrome trace events (chrome://tracing, Perfetto): one process per core,
                    one track per pipe, one slice per instruction named by op and location
printf and dump_tensor output goes to stdout, prefixed by core.

The sanitizer (on by default, --sanitize=none to disable) reports races between pipes
(RAW/WAR/WAW, with both ops' locations), uninitialised reads, misaligned DataCopy, waits on
flags never set (deadlock), flags and queue tensors left pending at kernel end. Out-of-bounds
accesses and exceeded buffer capacities are always errors. Every error is an MLIR-style
diagnostic naming the op and its location; the exit status is then 1.

Limits: --max-steps bounds the ops executed per core (a runaway loop stops with an error),
--max-gm-bytes bounds the GM allocated for buffers.`

// Main is the command line, returning the exit status.
func Main(args []string, stdout, stderr io.Writer) int {
	root := &cobra.Command{Use: "asc-sim", Short: "Simulate ascendc kernels on a modelled Ascend AI Core",
		SilenceUsage: true, SilenceErrors: true}
	var o runOpts
	run := &cobra.Command{Use: "run KERNEL.mlir --entry NAME --block-dim N [--arg ...]",
		Short: "Run a kernel", Long: runHelp, Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, a []string) error {
			o.file = a[0]
			return o.run(stdout, stderr)
		}}
	f := run.Flags()
	f.StringVar(&o.entry, "entry", "", "kernel function to run (required)")
	f.IntVar(&o.blockDim, "block-dim", 1, "number of cores (block dim)")
	f.StringVar(&o.soc, "soc", "ascend910b", "chip model: "+arch.SoCNames())
	f.StringArrayVar(&o.args, "arg", nil, "bind the next kernel parameter (see above)")
	f.StringVar(&o.stats, "stats", "", "print statistics: json")
	f.StringVar(&o.profile, "profile", "", "write an msprof op_summary-style CSV")
	f.StringVar(&o.trace, "trace", "", "write a Chrome trace JSON")
	f.StringVar(&o.sanitize, "sanitize", "all", "sanitizer: all or none")
	f.Int64Var(&o.maxSteps, "max-steps", sim.DefaultMaxSteps, "max ops executed per core")
	f.Int64Var(&o.maxGM, "max-gm-bytes", sim.DefaultMaxGMBytes, "max GM bytes for buffers")
	_ = run.MarkFlagRequired("entry")
	var svgOut string
	swim := &cobra.Command{Use: "swimlane TRACE.json -o OUT.svg", Short: "Draw a Chrome trace as an SVG swimlane",
		Args: cobra.ExactArgs(1), RunE: func(cmd *cobra.Command, a []string) error {
			src, err := os.ReadFile(a[0])
			if err != nil {
				return err
			}
			var b bytes.Buffer
			if err := report.Swimlane(&b, src); err != nil {
				return err
			}
			if svgOut == "" || svgOut == "-" {
				_, err = stdout.Write(b.Bytes())
				return err
			}
			return writeOut(svgOut, b.Bytes())
		}}
	swim.Flags().StringVarP(&svgOut, "output", "o", "-", "output SVG file")
	root.AddCommand(run, swim, opsCommand(stdout))
	root.SetArgs(cli.NormalizeArgs(args))
	root.SetOut(stdout)
	root.SetErr(stderr)
	if err := root.Execute(); err != nil {
		if err != errReported {
			fmt.Fprintf(stderr, "asc-sim: %v\n", err)
		}
		return 1
	}
	return 0
}

var errReported = fmt.Errorf("reported")

type runOpts struct {
	file, entry, soc, stats, profile, trace, sanitize string
	blockDim                                          int
	args                                              []string
	maxSteps, maxGM                                   int64
}

type boundArg struct {
	arg   *sim.Arg
	path  string
	dtype npy.DType
	shape []int
}

func (o *runOpts) run(stdout, stderr io.Writer) error {
	if o.stats != "" && o.stats != "json" {
		return fmt.Errorf("--stats takes json, got %q", o.stats)
	}
	if o.sanitize != "all" && o.sanitize != "none" {
		return fmt.Errorf("--sanitize takes all or none, got %q", o.sanitize)
	}
	if o.maxSteps <= 0 || o.maxGM <= 0 {
		return fmt.Errorf("--max-steps and --max-gm-bytes must be positive")
	}
	cfg, err := sim.NewConfig(semantics.Registry(), o.soc, o.blockDim)
	if err != nil {
		return err
	}
	cfg.MaxSteps, cfg.MaxGMBytes = o.maxSteps, o.maxGM
	cfg.Sanitize = o.sanitize == "all"
	cfg.Trace = o.trace != ""
	cfg.Profile = o.profile != ""
	src, err := os.ReadFile(o.file)
	if err != nil {
		return err
	}
	sm := ir.NewSourceMgr()
	sm.Add(o.file, src)
	report1 := func(err error) error {
		if d, ok := err.(*ir.Diagnostic); ok {
			sm.Print(stderr, d)
			return errReported
		}
		return err
	}
	m, err := ir.ParseSource(all.NewContext(), o.file, src, ir.ParseOptions{})
	if err != nil {
		return report1(err)
	}
	if err := ir.Verify(m); err != nil {
		return report1(err)
	}
	bound, err := o.bind(m, cfg)
	if err != nil {
		return err
	}
	args := make([]*sim.Arg, len(bound))
	for i, b := range bound {
		args[i] = b.arg
		if b.dtype != "" {
			b.arg.Elem = map[npy.DType]sim.DType{npy.F16: sim.F16, npy.BF16: sim.BF16, npy.F32: sim.F32,
				npy.F64: sim.F64, npy.I8: sim.I8, npy.I16: sim.I16, npy.I32: sim.I32, npy.I64: sim.I64,
				npy.U8: sim.U8, npy.U16: sim.U16, npy.U32: sim.U32, npy.U64: sim.U64}[b.dtype]
		}
	}
	ch, err := sim.RunKernel(m, o.entry, cfg, args)
	if err != nil {
		return report1(err)
	}
	for _, c := range ch.Cores {
		stdout.Write(c.Print.Bytes())
	}
	diags := ch.Errors()
	fatal := false
	for _, c := range ch.Cores {
		fatal = fatal || c.Err != nil
	}
	if !fatal {
		for _, b := range bound {
			if b.arg.Kind == sim.ArgOut || b.arg.Kind == sim.ArgInOut {
				if err := npy.Save(b.path, &npy.Array{DType: b.dtype, Shape: b.shape, Data: b.arg.Data}); err != nil {
					return err
				}
			}
		}
	}
	if o.trace != "" {
		var buf bytes.Buffer
		if err := report.WriteTrace(&buf, ch); err != nil {
			return err
		}
		if err := writeOut(o.trace, buf.Bytes()); err != nil {
			return err
		}
	}
	if o.profile != "" {
		var buf bytes.Buffer
		if err := report.WriteProfile(&buf, ch, o.entry); err != nil {
			return err
		}
		if err := writeOut(o.profile, buf.Bytes()); err != nil {
			return err
		}
	}
	if o.stats == "json" && !fatal {
		if err := report.Collect(ch).WriteJSON(stdout); err != nil {
			return err
		}
	}
	for _, d := range diags {
		sm.Print(stderr, d)
	}
	if len(diags) > 0 {
		return errReported
	}
	return nil
}

// bind turns the --arg strings into kernel arguments.
func (o *runOpts) bind(m *ir.Operation, cfg *sim.Config) ([]boundArg, error) {
	var out []boundArg
	var budget = cfg.MaxGMBytes
	for i, a := range o.args {
		kind, rest, _ := strings.Cut(a, ":")
		switch kind {
		case "in", "inout":
			arr, err := npy.Load(rest, budget)
			if err != nil {
				return nil, fmt.Errorf("--arg %d: %v", i, err)
			}
			budget -= int64(len(arr.Data))
			k := sim.ArgIn
			if kind == "inout" {
				k = sim.ArgInOut
			}
			out = append(out, boundArg{arg: &sim.Arg{Kind: k, Data: arr.Data, Name: rest}, path: rest, dtype: arr.DType, shape: arr.Shape})
		case "out":
			parts := strings.Split(rest, ":")
			if len(parts) != 3 {
				return nil, fmt.Errorf("--arg %d: want out:PATH.npy:DTYPE:COUNT, got %q", i, a)
			}
			dt, err := npy.ParseDType(parts[1])
			if err != nil {
				return nil, fmt.Errorf("--arg %d: %v", i, err)
			}
			n, err := strconv.ParseInt(parts[2], 10, 64)
			if err != nil || n < 0 {
				return nil, fmt.Errorf("--arg %d: bad COUNT %q", i, parts[2])
			}
			if n*int64(dt.Size()) > budget {
				return nil, fmt.Errorf("--arg %d: %d bytes exceed --max-gm-bytes=%d", i, n*int64(dt.Size()), cfg.MaxGMBytes)
			}
			budget -= n * int64(dt.Size())
			out = append(out, boundArg{arg: &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, n*int64(dt.Size())), Name: parts[0]},
				path: parts[0], dtype: dt, shape: []int{int(n)}})
		default:
			if _, err := strconv.ParseFloat(a, 64); err != nil && a != "true" && a != "false" {
				if _, err2 := strconv.ParseInt(a, 0, 64); err2 != nil {
					return nil, fmt.Errorf("--arg %d: %q is neither a number nor in:/out:/inout:", i, a)
				}
			}
			out = append(out, boundArg{arg: &sim.Arg{Kind: sim.ArgScalar, Scalar: a}})
		}
	}
	return out, nil
}

// writeOut writes a result file atomically, readable by others like any tool output.
func writeOut(path string, data []byte) error {
	if err := cli.WriteFileAtomic(path, data); err != nil {
		return err
	}
	return os.Chmod(path, 0o644)
}
