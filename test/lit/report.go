package lit

import (
	"fmt"
	"strings"
)

// failureReport explains a failed RUN line: where it is, the command after
// substitution, each command's exit status and output (FileCheck's
// explanation is its stderr), each stream shortened to MaxOutput bytes.
func (c *Config) failureReport(t Test, rl runLine, cmdLine string, status int, logs []cmdLog, viaShell bool) string {
	var b strings.Builder
	fmt.Fprintf(&b, "RUN at line %d: %s\n", rl.line, strings.TrimSpace(cmdLine))
	if viaShell {
		b.WriteString("(run with sh -c: the line uses shell syntax the internal shell lacks)\n")
	}
	fmt.Fprintf(&b, "exit status %d\n", status)
	for _, l := range logs {
		fmt.Fprintf(&b, "$ %s", strings.Join(quoteArgs(l.argv), " "))
		if l.status != 0 {
			fmt.Fprintf(&b, "  # exit %d", l.status)
		}
		b.WriteByte('\n')
		if l.note != "" {
			fmt.Fprintf(&b, "# error: %s\n", l.note)
		}
		if l.stdout != "" && l.status != 0 {
			b.WriteString("# stdout:\n")
			b.WriteString(c.truncate(l.stdout))
		}
		if l.stderr != "" {
			b.WriteString("# stderr:\n")
			b.WriteString(c.truncate(l.stderr))
		}
	}
	return b.String()
}

// truncate keeps the start and the end of long output.
func (c *Config) truncate(s string) string {
	max := c.MaxOutput
	if max <= 0 {
		max = 4096
	}
	if len(s) > max {
		head, tail := max*3/4, max/4
		s = fmt.Sprintf("%s\n... [%d bytes omitted] ...\n%s", s[:head], len(s)-head-tail, s[len(s)-tail:])
	}
	if !strings.HasSuffix(s, "\n") {
		s += "\n"
	}
	return s
}

func quoteArgs(args []string) []string {
	out := make([]string, len(args))
	for i, a := range args {
		if a == "" || strings.ContainsAny(a, " \t\n'\"|&;<>()$`\\*?[]{}") {
			a = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
		}
		out[i] = a
	}
	return out
}

// Summary counts results the way lit's closing line does.
type Summary struct {
	Passed, Failed, Unsupported int
}

// Summarize counts passes (including expected failures), failures
// (including unexpected passes, timeouts and unresolved tests) and
// unsupported tests.
func Summarize(results []Result) Summary {
	var s Summary
	for _, r := range results {
		switch {
		case r.Status == Unsupported:
			s.Unsupported++
		case r.Status.Failed():
			s.Failed++
		default:
			s.Passed++
		}
	}
	return s
}

func (s Summary) String() string {
	return fmt.Sprintf("lit: %d passed, %d failed, %d unsupported", s.Passed, s.Failed, s.Unsupported)
}

// FormatResult renders a failed or unusual result for people: a status
// line with the test path, then the indented report.
func FormatResult(r Result) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s (%.2fs)\n", r.Status, r.Test.Path, r.Duration.Seconds())
	for _, line := range strings.Split(strings.TrimRight(r.Report, "\n"), "\n") {
		if line != "" {
			b.WriteString("  " + line)
		}
		b.WriteByte('\n')
	}
	return b.String()
}
