package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	"github.com/ascend-toolchain/asc/internal/cli"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
	"github.com/ascend-toolchain/asc/simulator/npy"
	"github.com/ascend-toolchain/asc/simulator/report"
	"github.com/ascend-toolchain/asc/simulator/semantics"
)

type runOpts struct {
	file, entry, soc, stats, profile, trace, sanitize string
	blockDim                                          int
	args                                              []string
	maxSteps, maxGM                                   int64
	stdin                                             io.Reader // the kernel when the file is "-"
}

// defaultSoC is the chip model of a run when neither --soc nor the module's
// asc.soc_version names one.
const defaultSoC = "ascend910b"

// check checks the flags before any file is read; every problem here is a usage error.
func (o *runOpts) check() error {
	if o.soc != "" {
		if _, err := arch.LookupSoC(o.soc); err != nil {
			return usagef("--soc: %v", err)
		}
	}
	_, err := o.config(defaultSoC)
	return err
}

// config checks the flags and makes the configuration of a run on soc; every problem
// here is a usage error.
func (o *runOpts) config(soc string) (*sim.Config, error) {
	if o.stats != "" && o.stats != "json" {
		return nil, usagef("--stats takes json, got %q", o.stats)
	}
	if o.sanitize != "all" && o.sanitize != "none" {
		return nil, usagef("--sanitize takes all or none, got %q", o.sanitize)
	}
	if o.maxSteps <= 0 || o.maxGM <= 0 {
		return nil, usagef("--max-steps and --max-gm-bytes must be positive")
	}
	cfg, err := sim.NewConfig(semantics.Registry(), soc, o.blockDim)
	if err != nil {
		return nil, usagef("%v", err)
	}
	cfg.MaxSteps, cfg.MaxGMBytes = o.maxSteps, o.maxGM
	cfg.Sanitize = o.sanitize == "all"
	cfg.Trace = o.trace != ""
	cfg.Profile = o.profile != ""
	return cfg, nil
}

// load reads, parses and verifies the kernel file, printing diagnostics with their source.
func (o *runOpts) load(stderr io.Writer) (*ir.Operation, *ir.SourceMgr, error) {
	// `-` reads the kernel from stdin, so a pipeline's output can be run directly:
	// ascopt --pyasc-pipeline=... k.mlir | asc-sim run - ...
	src, name, err := cli.ReadSource(o.file, o.stdin)
	if err != nil {
		return nil, nil, failf("%v", err)
	}
	o.file = name
	sm := ir.NewSourceMgr()
	sm.Add(o.file, src)
	m, err := ir.ParseSource(all.NewContext(), o.file, src, ir.ParseOptions{})
	if err == nil {
		err = ir.Verify(m)
	}
	if err != nil {
		return nil, nil, printed(stderr, sm, err)
	}
	return m, sm, nil
}

// printed prints the diagnostics of err (with quoted source) and returns a status-1 error.
func printed(stderr io.Writer, sm *ir.SourceMgr, err error) error {
	ds := ir.AsDiagnostics(err)
	if len(ds) == 0 {
		return failf("%v", err)
	}
	for _, d := range ds {
		sm.Print(stderr, d)
	}
	return &exitErr{code: exitError, err: err, reported: true}
}

func (o *runOpts) run(stdout, stderr io.Writer) error {
	if err := o.check(); err != nil {
		return err
	}
	m, sm, err := o.load(stderr)
	if err != nil {
		return err
	}
	soc, err := sim.ResolveSoC(m, o.soc, defaultSoC)
	if err != nil {
		var conflict *sim.SoCConflict
		if errors.As(err, &conflict) {
			sm.Print(stderr, conflict.Diag)
			return &exitErr{code: exitUsage, err: err, reported: true}
		}
		return printed(stderr, sm, err)
	}
	cfg, err := o.config(soc)
	if err != nil {
		return err
	}
	params, err := entryParams(m, o.file, o.entry)
	if err != nil {
		if _, ok := err.(*exitErr); ok {
			return err
		}
		return printed(stderr, sm, err)
	}
	bound, err := o.bind(params, cfg)
	if err != nil {
		return err
	}
	args := make([]*sim.Arg, len(bound))
	for i, b := range bound {
		args[i] = b.arg
	}
	ch, err := sim.RunKernel(m, o.entry, cfg, args)
	if err != nil {
		return printed(stderr, sm, err)
	}
	for _, c := range ch.Cores {
		stdout.Write(c.Print.Bytes())
	}
	if err := checkRun(ch, sm, stderr); err != nil {
		return err
	}
	if err := o.writeOutputs(ch, bound); err != nil {
		return err
	}
	if o.trace != "" && ch.TraceTruncated.Load() {
		fmt.Fprintf(stderr, "asc-sim: warning: %s; the run itself is complete\n", report.TruncatedTrace(ch.Cfg.TraceLimit))
	}
	if o.stats == "json" {
		return report.Collect(ch).WriteJSON(stdout)
	}
	return nil
}

// checkRun prints what went wrong in a finished run: the benign cross-core overlaps
// (warnings), each distinct hazard once with its count and cores, the errors that stopped
// cores, and the closing count of hazards. It
// returns the run's failure status: 1 when a core failed, 3 for hazards alone.
func checkRun(ch *sim.Chip, sm *ir.SourceMgr, stderr io.Writer) error {
	hs := report.Hazards(ch)
	fails := report.Failures(ch)
	// Benign cross-core overlaps (identical bytes) are warnings: they do not fail a run.
	for _, o := range ch.Overlaps() {
		sm.Print(stderr, o.Diag)
	}
	for _, h := range hs {
		sm.Print(stderr, h.Diagnostic(ch.Cfg.BlockDim))
	}
	for _, d := range fails {
		sm.Print(stderr, d)
	}
	if len(hs) > 0 {
		fmt.Fprintf(stderr, "asc-sim: %s\n", report.Summary(hs, report.Dropped(ch)))
	}
	switch {
	case len(fails) > 0:
		return &exitErr{code: exitError, err: fmt.Errorf("the kernel failed"), reported: true}
	case len(hs) > 0:
		return &exitErr{code: exitHazard, err: fmt.Errorf("hazards found"), reported: true}
	}
	return nil
}

// writeOutputs stages every output file and replaces the targets only when all of them
// were written, so a failure leaves every earlier file as it was.
func (o *runOpts) writeOutputs(ch *sim.Chip, bound []boundArg) error {
	var outs cli.Outputs
	defer outs.Abort()
	for _, b := range bound {
		if b.arg.Kind != sim.ArgOut && b.arg.Kind != sim.ArgInOut {
			continue
		}
		var buf bytes.Buffer
		if err := npy.Write(&buf, &npy.Array{DType: b.dtype, Shape: b.shape, Data: b.arg.Data}); err != nil {
			return failf("%s: %v", b.path, err)
		}
		if err := outs.Add(b.path, buf.Bytes()); err != nil {
			return failf("cannot write %s (no output was changed): %v", b.path, err)
		}
	}
	type side struct {
		path  string
		write func(io.Writer) error
	}
	for _, s := range []side{
		{o.trace, func(w io.Writer) error { return report.WriteTrace(w, ch) }},
		{o.profile, func(w io.Writer) error { return report.WriteProfile(w, ch, o.entry) }},
	} {
		if s.path == "" {
			continue
		}
		var buf bytes.Buffer
		if err := s.write(&buf); err != nil {
			return failf("%s: %v", s.path, err)
		}
		if err := outs.Add(s.path, buf.Bytes()); err != nil {
			return failf("cannot write %s (no output was changed): %v", s.path, err)
		}
	}
	if err := outs.Commit(); err != nil {
		return failf("%v", err)
	}
	return nil
}
