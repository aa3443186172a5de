// Package optdriver is ascopt, the mlir-opt of the Ascend toolchain: it parses MLIR text,
// verifies it, runs a pass pipeline and prints the result. It is a package so tests can run it in-process.
package optdriver

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/internal/cli"
	"github.com/ascend-toolchain/asc/ir"
)

type options struct {
	output            string
	split             bool
	verifyDiagnostics bool
	generic           bool
	debugInfo         bool
	allowUnregistered bool
	showDialects      bool
	noVerify          bool
}

// Run executes ascopt with command-line args and returns the exit code.
func Run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	var o options
	code := 0
	cmd := &cobra.Command{
		Use:           "ascopt [flags] [file|-]",
		Short:         "Parse, verify, transform and print MLIR for the Ascend toolchain",
		Args:          cobra.MaximumNArgs(1),
		SilenceUsage:  true,
		SilenceErrors: true,
		RunE: func(c *cobra.Command, pos []string) error {
			in := "-"
			if len(pos) == 1 {
				in = pos[0]
			}
			code = o.exec(in, stdin, stdout, stderr)
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVarP(&o.output, "o", "o", "-", "output file")
	f.BoolVar(&o.split, "split-input-file", false, "split the input at '// -----' and process each chunk on its own")
	f.BoolVar(&o.verifyDiagnostics, "verify-diagnostics", false, "check emitted diagnostics against expected-* comments")
	f.BoolVar(&o.generic, "mlir-print-op-generic", false, "print every op in the generic form")
	f.BoolVar(&o.debugInfo, "mlir-print-debuginfo", false, "print locations")
	f.BoolVar(&o.allowUnregistered, "allow-unregistered-dialect", false, "accept ops of dialects that are not registered")
	f.BoolVar(&o.showDialects, "show-dialects", false, "list the registered dialects and exit")
	f.BoolVar(&o.noVerify, "no-verify", false, "skip the verifier (for debugging)")
	cmd.SetArgs(cli.NormalizeArgs(args))
	cmd.SetOut(stdout)
	cmd.SetErr(stderr)
	cmd.SetIn(stdin)
	if err := cmd.Execute(); err != nil {
		fmt.Fprintf(stderr, "ascopt: %v\n", err)
		return 1
	}
	return code
}

func (o *options) exec(in string, stdin io.Reader, stdout, stderr io.Writer) int {
	ctx := all.NewContext()
	if o.showDialects {
		fmt.Fprintln(stdout, "Available Dialects: "+strings.Join(ctx.Dialects(), ", "))
		return 0
	}
	ctx.AllowUnregistered = o.allowUnregistered
	var src []byte
	var name string
	var err error
	if in == "-" {
		var buf bytes.Buffer
		_, err = buf.ReadFrom(stdin)
		src, name = buf.Bytes(), "<stdin>"
	} else {
		src, name, err = cli.ReadInput(in)
	}
	if err != nil {
		fmt.Fprintf(stderr, "ascopt: cannot open input: %v\n", err)
		return 1
	}
	sm := ir.NewSourceMgr()
	sm.Add(name, src)
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
	failed := false
	for i, ch := range cli.SplitInput(src, o.split) {
		if i > 0 {
			w.WriteString("// -----\n")
		}
		var dv *cli.DiagVerifier
		if o.verifyDiagnostics {
			dv = cli.NewDiagVerifier(name, ch.Src, ch.FirstLine)
		}
		if err := o.processChunk(ctx, name, ch, w); err != nil {
			for _, d := range ir.AsDiagnostics(err) {
				if dv != nil {
					dv.Handle(d)
				} else {
					sm.Print(stderr, d)
				}
			}
			if dv == nil {
				failed = true
			}
		}
		if dv != nil && !dv.Finish(stderr) {
			failed = true
		}
	}
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

func (o *options) processChunk(ctx *ir.Context, name string, ch cli.Chunk, w io.Writer) error {
	mod, err := ir.ParseSource(ctx, name, ch.Src, ir.ParseOptions{LineBase: ch.FirstLine - 1})
	if err != nil {
		return err
	}
	if !o.noVerify {
		if err := ir.Verify(mod); err != nil {
			return err
		}
	}
	p := ir.NewPrinter(w, ir.PrintOptions{Generic: o.generic, DebugInfo: o.debugInfo})
	if err := p.PrintOp(mod); err != nil {
		return err
	}
	_, err = io.WriteString(w, "\n")
	return err
}
