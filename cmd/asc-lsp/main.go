// Command asc-lsp is the Language Server Protocol server of the Ascend toolchain, the
// mlir-lsp-server of its dialects: editors start it and talk JSON-RPC over its standard
// input and output.
//
//	asc-lsp [--allow-unregistered-dialect] [--log FILE] [--stdio]
//	asc-lsp --version
//
// It publishes parse and verifier diagnostics as `.mlir` text changes (each `// -----`
// chunk on its own) and answers hover, go to definition, references, document symbols and
// completion of op names (see internal/lsp).
package main

import (
	"fmt"
	"io"
	"os"

	"github.com/spf13/cobra"

	"github.com/ascend-toolchain/asc/internal/cli"
	"github.com/ascend-toolchain/asc/internal/lsp"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run parses the command line and serves on stdin and stdout; it returns the exit code.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	var logFile string
	var allowUnregistered bool
	code := 0
	cmd := &cobra.Command{
		Use:           "asc-lsp [--allow-unregistered-dialect] [--log FILE]",
		Short:         "Language server for MLIR files of the Ascend toolchain's dialects (JSON-RPC on stdin/stdout)",
		Args:          cobra.NoArgs,
		Version:       cli.Version(),
		SilenceUsage:  true,
		SilenceErrors: true,
		RunE: func(*cobra.Command, []string) error {
			log := stderr
			if logFile != "" {
				f, err := os.OpenFile(logFile, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
				if err != nil {
					return err
				}
				defer f.Close()
				log = f
			}
			code = lsp.NewServer(stdin, stdout, lsp.Options{Version: cli.Version(), Log: log,
				AllowUnregistered: allowUnregistered}).Run()
			return nil
		},
	}
	cmd.Flags().BoolVar(&allowUnregistered, "allow-unregistered-dialect", false, "accept ops of dialects that are not registered")
	cmd.Flags().StringVar(&logFile, "log", "", "append the server's log to FILE instead of standard error")
	// Editors' generic clients often pass --stdio; standard input and output is the only
	// transport, so the flag is accepted and changes nothing.
	cmd.Flags().Bool("stdio", true, "talk over standard input and output (the only transport)")
	cmd.SetArgs(cli.NormalizeArgs(args))
	cmd.SetOut(stdout)
	cmd.SetErr(stderr)
	cmd.SetIn(stdin)
	if err := cmd.Execute(); err != nil {
		fmt.Fprintf(stderr, "asc-lsp: %v\n", err)
		return 1
	}
	return code
}
