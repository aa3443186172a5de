package cli

import (
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"github.com/ascend-toolchain/asc/ir"
)

// expectation is one `// expected-error @+1 {{message}}` comment.
type expectation struct {
	sev     ir.Severity
	line    int
	col     int // column of the comment, for reporting
	msg     string
	regex   *regexp.Regexp
	matched bool
}

var expectRE = regexp.MustCompile(`expected-(error|warning|note|remark)(-re)?(?: *(@[^ {]*))? *\{\{(.*?)\}\}`)

// ParseExpectations reads the expected diagnostics of a chunk. Line numbers are absolute
// (firstLine is the chunk's first line in the file).
func ParseExpectations(src []byte, firstLine int) ([]*expectation, []string) {
	var out []*expectation
	var problems []string
	lines := strings.Split(string(src), "\n")
	for i, l := range lines {
		for _, m := range expectRE.FindAllStringSubmatchIndex(l, -1) {
			sev := map[string]ir.Severity{"error": ir.SevError, "warning": ir.SevWarning, "note": ir.SevNote, "remark": ir.SevRemark}[l[m[2]:m[3]]]
			e := &expectation{sev: sev, line: firstLine + i, col: m[0] + 1, msg: l[m[8]:m[9]]}
			if m[4] >= 0 { // -re
				re, err := regexp.Compile(translateExpectRegex(e.msg))
				if err == nil {
					e.regex = re
				}
			}
			if m[6] >= 0 {
				spec := l[m[6]+1 : m[7]]
				switch {
				case spec == "above":
					e.line--
				case spec == "below":
					e.line++
				case spec == "unknown":
					e.line = 0
				case strings.HasPrefix(spec, "+") || strings.HasPrefix(spec, "-"):
					n, err := strconv.Atoi(spec)
					if err != nil {
						problems = append(problems, fmt.Sprintf("invalid line offset '%s'", spec))
					}
					e.line += n
				}
			}
			out = append(out, e)
		}
	}
	return out, problems
}

// translateExpectRegex turns `{{...}}` regex chunks in an -re expectation into Go syntax.
func translateExpectRegex(s string) string {
	var b strings.Builder
	for {
		i := strings.Index(s, "{{")
		if i < 0 {
			b.WriteString(regexp.QuoteMeta(s))
			return b.String()
		}
		b.WriteString(regexp.QuoteMeta(s[:i]))
		j := strings.Index(s[i+2:], "}}")
		if j < 0 {
			b.WriteString(regexp.QuoteMeta(s[i:]))
			return b.String()
		}
		b.WriteString("(?:" + s[i+2:i+2+j] + ")")
		s = s[i+2+j+2:]
	}
}

// DiagVerifier matches produced diagnostics against expectations.
type DiagVerifier struct {
	File   string
	exps   []*expectation
	Errors []string
}

// NewDiagVerifier collects the expectations of a chunk.
func NewDiagVerifier(file string, src []byte, firstLine int) *DiagVerifier {
	exps, problems := ParseExpectations(src, firstLine)
	v := &DiagVerifier{File: file, exps: exps}
	for _, p := range problems {
		v.Errors = append(v.Errors, p)
	}
	return v
}

// Handle consumes one diagnostic (and its notes).
func (v *DiagVerifier) Handle(d *ir.Diagnostic) {
	v.handle(d, false)
	for _, n := range d.Notes {
		v.handle(n, true)
	}
}

func (v *DiagVerifier) handle(d *ir.Diagnostic, isNote bool) {
	line := 0
	if f, ok := ir.FileLoc(d.Loc); ok {
		line = int(f.Line)
	}
	for _, e := range v.exps {
		if e.matched || e.sev != d.Severity || e.line != line {
			continue
		}
		if e.regex != nil && e.regex.MatchString(d.Msg) || e.regex == nil && strings.Contains(d.Msg, e.msg) {
			e.matched = true
			return
		}
	}
	if isNote {
		// Notes nobody asked about (such as context notes) are not failures.
		return
	}
	v.Errors = append(v.Errors, fmt.Sprintf("%s:%d: unexpected %s: %s", v.File, line, d.Severity, d.Msg))
}

// Finish reports expectations that were not produced; it returns true when all matched.
func (v *DiagVerifier) Finish(w io.Writer) bool {
	for _, e := range v.exps {
		if !e.matched {
			v.Errors = append(v.Errors, fmt.Sprintf("%s:%d:%d: error: expected %s \"%s\" was not produced", v.File, e.line, e.col, e.sev, e.msg))
		}
	}
	for _, s := range v.Errors {
		fmt.Fprintln(w, s)
	}
	return len(v.Errors) == 0
}
