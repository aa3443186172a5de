package optdriver

import (
	"bytes"
	"fmt"
	"strings"

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

// reproducerResources are the chunk's dialect resources and the mlir_reproducer group.
func reproducerResources(res *ir.FileResources, pipeline string, serial, verify bool) *ir.FileResources {
	out := &ir.FileResources{}
	if res != nil {
		*out = *res
	}
	// The input's own external resources are not written, as in mlir-opt 19: its
	// reproducer holds the dialect resources the IR refers to and its own group only.
	out.External = append([]*ir.ResourceGroup(nil), &ir.ResourceGroup{Name: reproducerGroup, Entries: []ir.ResourceEntry{
		{Key: "pipeline", Str: pipeline},
		{Key: "disable_threading", Bool: &serial},
		{Key: "verify_each", Bool: &verify},
	}})
	return out
}

// writeReproducer writes the reproducer of a failed pipeline, as mlir-opt's
// --mlir-pass-pipeline-crash-reproducer does: the pipeline's input (re-parsed from the
// chunk's text, so it is the IR before any pass ran) and the whole pipeline, or with
// --mlir-pass-pipeline-local-reproducer the IR just before the failing pass (snapshot)
// and that pass alone, nested as it ran. The error is the pass failure followed by
// mlir-opt's summary of it, on the op the pass failed on.
func (o *options) writeReproducer(ctx *ir.Context, name string, ch cli.Chunk, mod *ir.Operation, pm *passes.Manager,
	in *passes.Instrumentation, snapshot *ir.Operation, failure error) error {
	failed, ops := in.Failures(mod)
	found := len(failed) > 0
	// The chunk read again: the pipeline's input, and the resources the IR refers to.
	res := &ir.FileResources{}
	input, err := ir.ParseSource(ctx, name, ch.Src, ir.ParseOptions{LineBase: ch.FirstLine - 1, Resources: res})
	if err != nil {
		return failure
	}
	pipeline := pm.ReproducerText()
	serial, verify := o.noThreading, o.verifyEach && !o.noVerify
	if o.inst.localReproducer && found && snapshot != nil {
		// Serial: the run stopped at its one failure.
		input, pipeline = snapshot, failed[0].Textual()
		for p := ops[0]; p != nil; p = p.ParentOp() {
			pipeline = p.Name() + "(" + pipeline + ")"
		}
	}
	// Printed as the output would be (locations only with --mlir-print-debuginfo, as
	// mlir-opt does), but never elided: the reproducer must be complete to replay.
	popts := o.printOptions(reproducerResources(res, pipeline, serial, verify))
	popts.ElideElements = false
	var buf bytes.Buffer
	if err := ir.NewPrinter(&buf, popts).PrintOp(input); err != nil {
		return failure
	}
	var loc ir.Location = &ir.FileLineColLoc{File: name}
	where := ""
	if found {
		loc = ops[0].Loc()
		var each []string
		for i, op := range ops {
			w := fmt.Sprintf("`%s` on '%s' operation", failed[i].Title(), op.Name())
			if s, ok := op.Attr("sym_name").(*ir.StringAttr); ok {
				w += ": @" + s.Value
			}
			each = append(each, w)
		}
		if o.inst.localReproducer {
			where = " while executing " + each[0]
		} else {
			where = " while executing [" + strings.Join(each, ", ") + "]"
		}
	}
	summary := &ir.Diagnostic{Severity: ir.SevError, Loc: loc, Msg: "Failures have been detected while processing an MLIR pass pipeline"}
	if err := cli.WriteFileAtomic(o.reproducer, buf.Bytes()); err != nil {
		summary.Notes = append(summary.Notes, &ir.Diagnostic{Severity: ir.SevNote, Loc: loc,
			Msg: fmt.Sprintf("could not write the reproducer to `%s`: %v", o.reproducer, err)})
	} else {
		summary.Notes = append(summary.Notes, &ir.Diagnostic{Severity: ir.SevNote, Loc: loc,
			Msg: fmt.Sprintf("Pipeline failed%s: reproducer generated at `%s`", where, o.reproducer)})
	}
	return append(ir.DiagList(ir.AsDiagnostics(failure)), summary)
}

// generateReproducer is --mlir-generate-reproducer: after a successful pipeline, the
// output IR and the pipeline, written as mlir-opt 19 writes them (the pipeline nested in
// `any` under the top-level op, threading and verification recorded as off).
func (o *options) generateReproducer(name string, mod *ir.Operation, pm *passes.Manager, res *ir.FileResources) error {
	pipeline := mod.Name() + "(any(" + pm.ItemsText() + "))"
	var buf bytes.Buffer
	if err := ir.NewPrinter(&buf, o.printOptions(reproducerResources(res, pipeline, false, false))).PrintOp(mod); err != nil {
		return err
	}
	if err := cli.WriteFileAtomic(o.inst.genReproducer, buf.Bytes()); err != nil {
		return ir.Errorf(&ir.FileLineColLoc{File: name}, "cannot write the reproducer `%s`: %v", o.inst.genReproducer, err)
	}
	return nil
}
