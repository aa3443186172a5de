// Command asc-tblgen reads TableGen (.td) files and runs a backend over the
// records, like mlir-tblgen. MLIR-style single-dash long flags
// (-print-records, -I dir) are accepted as well as the GNU spelling.
package main

import (
	"fmt"
	"github.com/ascend-toolchain/asc/internal/cli"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/ascend-toolchain/asc/tablegen"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// normalizeArgs rewrites MLIR-style single-dash long options ("-print-records",
// "-I=dir") into the double-dash form pflag understands; "-I dir", "-Idir",
// "-o f" and "-D X" stay short options.
func normalizeArgs(args []string) []string {
	out := make([]string, 0, len(args))
	for i, a := range args {
		if a == "--" {
			return append(out, args[i:]...)
		}
		if len(a) <= 2 || a[0] != '-' || a[1] == '-' {
			out = append(out, a)
			continue
		}
		name := a[1:]
		if j := strings.IndexByte(name, '='); j >= 0 {
			name = name[:j]
		}
		// -Idir, -DNAME and -ofile are short options with attached values.
		if strings.IndexByte("IDo", a[1]) >= 0 && !isLongFlag(name) {
			out = append(out, a)
			continue
		}
		out = append(out, "-"+a)
	}
	return out
}

func isLongFlag(name string) bool {
	switch name {
	case "help", "include", "define", "output":
		return true
	}
	return isBackend(name)
}

func run(args []string, stdout, stderr io.Writer) int {
	var (
		incDirs []string
		macros  []string
		outFile string
		chosen  = map[string]*bool{}
	)
	cmd := &cobra.Command{
		Use:           "asc-tblgen [flags] file.td",
		Short:         "TableGen frontend and generators of the asc toolchain",
		Args:          cobra.MaximumNArgs(1),
		Version:       cli.Version(),
		SilenceUsage:  true,
		SilenceErrors: true,
		RunE: func(cmd *cobra.Command, pos []string) error {
			var selected []tablegen.Backend
			for _, b := range backends {
				if *chosen[b.Name] {
					selected = append(selected, b)
				}
			}
			if len(selected) > 1 {
				return fmt.Errorf("only one backend may be selected")
			}
			if len(selected) == 0 {
				selected = backends[:1]
			}
			in := "-"
			if len(pos) == 1 {
				in = pos[0]
			}
			var src []byte
			var err error
			if in == "-" {
				src, err = io.ReadAll(os.Stdin)
				in = "<stdin>"
			} else {
				src, err = os.ReadFile(in)
			}
			if err != nil {
				return fmt.Errorf("could not open input file '%s': %v", in, err)
			}
			rk, perr := tablegen.ParseString(in, string(src), tablegen.Options{IncludeDirs: incDirs, Macros: macros})
			if rk != nil {
				fmt.Fprint(stderr, rk.Dumps.Format())
			}
			if perr != nil {
				if el, ok := perr.(tablegen.ErrorList); ok {
					fmt.Fprint(stderr, el.Format())
					return errSilent
				}
				return perr
			}
			var sb strings.Builder
			if err := selected[0].Run(&sb, rk); err != nil {
				return err
			}
			if outFile == "" || outFile == "-" {
				_, err = io.WriteString(stdout, sb.String())
				return err
			}
			return os.WriteFile(outFile, []byte(sb.String()), 0o644)
		},
	}
	cmd.SetArgs(normalizeArgs(args))
	cmd.SetOut(stdout)
	cmd.SetErr(stderr)
	fl := cmd.Flags()
	fl.StringArrayVarP(&incDirs, "include", "I", nil, "directory of include files")
	fl.StringArrayVarP(&macros, "define", "D", nil, "name of the macro to be defined")
	fl.StringVarP(&outFile, "output", "o", "-", "output filename")
	addGoFlags(fl)
	for _, b := range backends {
		chosen[b.Name] = fl.Bool(b.Name, false, b.Help)
	}
	if err := cmd.Execute(); err != nil {
		if err != errSilent {
			fmt.Fprintf(stderr, "asc-tblgen: %v\n", err)
		}
		return 1
	}
	return 0
}

var errSilent = fmt.Errorf("errors reported")
