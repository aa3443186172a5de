package cli

import (
	"fmt"
	"io"

	"github.com/spf13/cobra"
)

// FileTool is a command of the shape `tool [flags] [file|-]`, as ascopt and asc-translate
// are: it reads one input (standard input when none is named) and returns an exit code.
type FileTool struct {
	Name, Use, Short string
	// Setup registers the flags (and may extend the help) on the command.
	Setup func(cmd *cobra.Command)
	// Exec runs the tool on input in ("-" for standard input).
	Exec func(in string) int
}

// Run parses args and runs the tool; errors of the command line itself exit with 1.
func (t FileTool) Run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	code := 0
	cmd := &cobra.Command{
		Use:           t.Use,
		Short:         t.Short,
		Args:          cobra.MaximumNArgs(1),
		Version:       Version(),
		SilenceUsage:  true,
		SilenceErrors: true,
		RunE: func(c *cobra.Command, pos []string) error {
			in := "-"
			if len(pos) == 1 {
				in = pos[0]
			}
			code = t.Exec(in)
			return nil
		},
	}
	t.Setup(cmd)
	// cobra reads os.Args when given nil: a caller that consumed every argument (ascopt's
	// pass flags) must still get an empty list, not the raw command line.
	if args == nil {
		args = []string{}
	}
	cmd.SetArgs(args)
	cmd.SetOut(stdout)
	cmd.SetErr(stderr)
	cmd.SetIn(stdin)
	if err := cmd.Execute(); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", t.Name, err)
		return 1
	}
	return code
}
