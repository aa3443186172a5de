package optdriver

import (
	"bytes"
	"fmt"

	"github.com/ascend-toolchain/asc/internal/cli"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/passes"
)

// reproducerGroup is the external-resources group mlir-opt writes a crash reproducer's
// pipeline into and --run-reproducer reads it from.
const reproducerGroup = "mlir_reproducer"

// reproducerConfig is what a reproducer file records besides the IR.
type reproducerConfig struct {
	pipeline                     string
	disableThreading, verifyEach bool
}

// takeReproducer removes the mlir_reproducer group from res (it configures the run, it is
// not part of the output) and returns its configuration, or nil when there is none.
func takeReproducer(res *ir.FileResources) (*reproducerConfig, error) {
	for i, g := range res.External {
		if g.Name != reproducerGroup {
			continue
		}
		res.External = append(res.External[:i:i], res.External[i+1:]...)
		c := &reproducerConfig{verifyEach: true}
		for _, e := range g.Entries {
			switch {
			case e.Key == "pipeline" && e.Bool == nil && e.Blob == nil:
				c.pipeline = e.Str
			case e.Key == "disable_threading" && e.Bool != nil:
				c.disableThreading = *e.Bool
			case e.Key == "verify_each" && e.Bool != nil:
				c.verifyEach = *e.Bool
			default:
				return nil, fmt.Errorf("unknown or ill-typed entry '%s' in the %s resource", e.Key, reproducerGroup)
			}
		}
		if c.pipeline == "" {
			return nil, fmt.Errorf("the %s resource has no pipeline", reproducerGroup)
		}
		return c, nil
	}
	return nil, nil
}

// writeReproducer writes the input of a failed pipeline (re-parsed from the chunk's text, so
// it is the IR before any pass ran) and the pipeline, as
// mlir-opt's --mlir-pass-pipeline-crash-reproducer does. The error is the pass failure
// followed by mlir-opt's summary of it.
func (o *options) writeReproducer(ctx *ir.Context, name string, ch cli.Chunk, pm *passes.Manager, failure error) error {
	mod, err := ir.ParseSource(ctx, name, ch.Src, ir.ParseOptions{LineBase: ch.FirstLine - 1})
	if err != nil {
		return failure
	}
	serial, verify := o.noThreading, o.verifyEach && !o.noVerify
	res := &ir.FileResources{External: []*ir.ResourceGroup{{Name: reproducerGroup, Entries: []ir.ResourceEntry{
		{Key: "pipeline", Str: pm.Textual()},
		{Key: "disable_threading", Bool: &serial},
		{Key: "verify_each", Bool: &verify},
	}}}}
	// Printed as the output would be (locations only with --mlir-print-debuginfo, as
	// mlir-opt does), but never elided: the reproducer must be complete to replay.
	popts := o.printOptions(res)
	popts.ElideElements = false
	var buf bytes.Buffer
	if err := ir.NewPrinter(&buf, popts).PrintOp(mod); err != nil {
		return failure
	}
	loc := &ir.FileLineColLoc{File: name}
	summary := &ir.Diagnostic{Severity: ir.SevError, Loc: loc, Msg: "Failures have been detected while processing an MLIR pass pipeline"}
	if err := cli.WriteFileAtomic(o.reproducer, buf.Bytes()); err != nil {
		summary.Notes = append(summary.Notes, &ir.Diagnostic{Severity: ir.SevNote, Loc: loc,
			Msg: fmt.Sprintf("could not write the reproducer to `%s`: %v", o.reproducer, err)})
	} else {
		summary.Notes = append(summary.Notes, &ir.Diagnostic{Severity: ir.SevNote, Loc: loc,
			Msg: fmt.Sprintf("Pipeline failed: reproducer generated at `%s`", o.reproducer)})
	}
	return append(ir.DiagList(ir.AsDiagnostics(failure)), summary)
}
