// Command asc-translate is the mlir-translate of the Ascend toolchain:
//
//	asc-translate --mlir-to-ascendc [file|-] [-o out.cpp]
//	asc-translate --emit-api-header[=matmul] [-o kernel_operator.h]
//
// --mlir-to-ascendc parses and verifies MLIR and writes Ascend C source (see
// target/ascendc). --emit-api-header writes a C++ header declaring every Ascend C API the
// op definitions know (=matmul: the matmul library's lib/matmul_intf.h), so emitted
// kernels can be syntax-checked by a host compiler.
// MLIR's single-dash spellings (-mlir-to-ascendc, -split-input-file) work too.
package main

import (
	"bytes"
	"fmt"
	"io"
	"os"

	"github.com/spf13/cobra"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/internal/cli"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/target/ascendc"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

type options struct {
	toAscendC         bool
	apiHeader         string
	output            string
	split             bool
	splitMarker       string
	outSplitMarker    string
	allowUnregistered bool
	verifyDiagnostics bool
	noVerify          bool
}

// run executes asc-translate and returns the exit code.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	var o options
	tool := cli.FileTool{Name: "asc-translate",
		Use:   "asc-translate (--mlir-to-ascendc [file|-] | --emit-api-header) [-o output]",
		Short: "Translate MLIR of the Ascend toolchain to Ascend C",
		Setup: func(cmd *cobra.Command) {
			f := cmd.Flags()
			f.BoolVar(&o.toAscendC, "mlir-to-ascendc", false, "translate MLIR to Ascend C source")
			f.StringVar(&o.apiHeader, "emit-api-header", "", "write a C++ header declaring the Ascend C API the op definitions use: "+
				ascendc.CoreHeader+" (the default, kernel_operator.h) or "+ascendc.MatmulHeader+" ("+ascendc.MatmulHeaderPath+")")
			f.Lookup("emit-api-header").NoOptDefVal = ascendc.CoreHeader
			f.StringVarP(&o.output, "o", "o", "-", "output file")
			f.StringVar(&o.splitMarker, "split-input-file", "", "split the input at '// -----' (or at the marker given with =) and translate each chunk on its own")
			f.Lookup("split-input-file").NoOptDefVal = "// -----"
			f.StringVar(&o.outSplitMarker, "output-split-marker", "// -----", "the line that separates the outputs of split chunks")
			f.BoolVar(&o.allowUnregistered, "allow-unregistered-dialect", false, "accept ops of dialects that are not registered")
			f.BoolVar(&o.verifyDiagnostics, "verify-diagnostics", false, "check emitted diagnostics against expected-* comments")
			f.BoolVar(&o.noVerify, "no-verify", false, "skip the IR verifier before translating")
		},
		Exec: func(in string) int { return o.exec(in, stdin, stdout, stderr) }}
	return tool.Run(cli.NormalizeArgs(args), stdin, stdout, stderr)
}

func (o *options) exec(in string, stdin io.Reader, stdout, stderr io.Writer) int {
	var out bytes.Buffer
	switch {
	case o.toAscendC && o.apiHeader != "":
		fmt.Fprintln(stderr, "asc-translate: choose one of --mlir-to-ascendc and --emit-api-header")
		return 1
	case o.apiHeader != "":
		if err := ascendc.WriteAPIHeader(&out, all.NewContext(), o.apiHeader); err != nil {
			fmt.Fprintf(stderr, "asc-translate: %v\n", err)
			return 1
		}
	case o.toAscendC:
		if ok := o.translate(in, stdin, &out, stderr); !ok {
			return 1
		}
	default:
		fmt.Fprintln(stderr, "asc-translate: no translation given (use --mlir-to-ascendc or --emit-api-header)")
		return 1
	}
	return o.write(out.Bytes(), stdout, stderr)
}

// translate translates every chunk of the input into out; it reports false (with
// diagnostics on stderr) if any chunk fails, and the caller then writes nothing.
func (o *options) translate(in string, stdin io.Reader, out *bytes.Buffer, stderr io.Writer) bool {
	src, name, err := cli.ReadSource(in, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "asc-translate: cannot open input: %v\n", err)
		return false
	}
	ctx := all.NewContext()
	ctx.AllowUnregistered = o.allowUnregistered
	o.split = o.splitMarker != ""
	chunks := &cli.Chunks{Name: name, Src: src, Split: o.split, Verify: o.verifyDiagnostics, Stderr: stderr, Out: out,
		Marker: o.splitMarker, OutMarker: o.outSplitMarker}
	// The numbering of local arrays runs over the whole run, as PyAsc's process-wide
	// counters do (emission.md §1.5).
	counts := map[string]int{}
	return chunks.Run(ctx, func(ch cli.Chunk) error { return o.translateChunk(ctx, ch.Name, ch, out, counts) })
}

func (o *options) translateChunk(ctx *ir.Context, name string, ch cli.Chunk, out *bytes.Buffer, counts map[string]int) error {
	mod, err := ir.ParseSource(ctx, name, ch.Src, ir.ParseOptions{LineBase: ch.FirstLine - 1})
	if err != nil {
		return err
	}
	if !o.noVerify {
		if err := ir.Verify(mod); err != nil {
			// mlir-translate, like mlir-opt, shows the op a verifier error is about.
			ir.AttachOpNotes(err, false)
			return err
		}
	}
	return ascendc.Translate(out, mod, ascendc.Options{ArrayCounts: counts})
}

// write sends the output to stdout or, atomically, to the -o file.
func (o *options) write(data []byte, stdout, stderr io.Writer) int {
	if o.output == "-" || o.output == "" {
		if _, err := stdout.Write(data); err != nil {
			fmt.Fprintf(stderr, "asc-translate: cannot write output: %v\n", err)
			return 1
		}
		return 0
	}
	if err := cli.WriteFileAtomic(o.output, data); err != nil {
		fmt.Fprintf(stderr, "asc-translate: cannot write output: %v\n", err)
		return 1
	}
	// The atomic write gives a new file mode 0644 and keeps an existing one's (N3).
	return 0
}
