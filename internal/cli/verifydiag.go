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
	line    int // the line the diagnostic must be on; 0 for @unknown
	at      int // the line of the comment itself, for reporting
	col     int // column of `expected-`, for reporting
	msg     string
	regex   *regexp.Regexp
	matched bool
}

// expectRE is mlir-opt's form: one expectation per line, its message running to the last
// `}}` of the line, so a message may itself contain `}}` or `{{`.
var expectRE = regexp.MustCompile(`expected-(error|warning|note|remark)(-re)? *(@(?:[+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}$`)

// looseRE finds expectations whose designator mlir-opt would not recognise (it would
// ignore the whole comment); we report them instead of ignoring them.
var looseRE = regexp.MustCompile(`expected-(error|warning|note|remark)(-re)? *@`)

var severityNames = map[string]ir.Severity{"error": ir.SevError, "warning": ir.SevWarning, "note": ir.SevNote, "remark": ir.SevRemark}

// ParseExpectations reads the expected diagnostics of a chunk. Line numbers are absolute
// (firstLine is the chunk's first line in the file). As in mlir-opt, `@above` names the
// closest line above that holds no expectation and `@below` the closest such line below,
// so several expectations can be stacked over or under one op.
func ParseExpectations(src []byte, firstLine int) ([]*expectation, []string) {
	var out, pendingBelow []*expectation
	var problems []string
	lastPlain := 0
	for i, l := range strings.Split(string(src), "\n") {
		lineNo := firstLine + i
		l = strings.TrimRight(l, " \t\r")
		m := expectRE.FindStringSubmatchIndex(l)
		if m == nil {
			if loc := looseRE.FindStringIndex(l); loc != nil {
				problems = append(problems, fmt.Sprintf("%d:%d: invalid line designator in '%s'", lineNo, loc[0]+1, l[loc[0]:]))
				continue
			}
			lastPlain = lineNo
			for _, e := range pendingBelow {
				e.line = lineNo
			}
			pendingBelow = pendingBelow[:0]
			continue
		}
		e, problem := parseExpectation(l, m, lineNo, lastPlain)
		switch {
		case problem != "":
			problems = append(problems, problem)
		case e.line == belowPending:
			pendingBelow = append(pendingBelow, e)
			out = append(out, e)
		default:
			out = append(out, e)
		}
	}
	// `@below` with no plain line after it can never match; it stays unmatched and is
	// reported as not produced.
	for _, e := range pendingBelow {
		e.line = -1
	}
	return out, problems
}

// belowPending marks an `@below` expectation whose line is not known yet.
const belowPending = -1

// parseExpectation builds the expectation a line's match m describes.
func parseExpectation(l string, m []int, lineNo, lastPlain int) (*expectation, string) {
	e := &expectation{sev: severityNames[l[m[2]:m[3]]], line: lineNo, at: lineNo, col: m[0] + 1, msg: l[m[8]:m[9]]}
	if m[4] >= 0 { // -re
		re, err := regexp.Compile(translateExpectRegex(e.msg))
		if err != nil {
			return nil, fmt.Sprintf("%d:%d: invalid regular expression '%s': %v", lineNo, e.col, e.msg, err)
		}
		e.regex = re
	}
	if m[6] < 0 {
		return e, ""
	}
	switch spec := l[m[6]+1 : m[7]]; spec {
	case "above":
		e.line = lastPlain
	case "below":
		e.line = belowPending
	case "unknown":
		e.line = 0
	default: // [+-]N, as the pattern guarantees
		n, err := strconv.Atoi(spec)
		if err != nil {
			return nil, fmt.Sprintf("%d:%d: invalid line offset '%s'", lineNo, e.col, spec)
		}
		e.line += n
	}
	return e, ""
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
	Errors []*ir.Diagnostic
}

// NewDiagVerifier collects the expectations of a chunk.
func NewDiagVerifier(file string, src []byte, firstLine int) *DiagVerifier {
	exps, problems := ParseExpectations(src, firstLine)
	v := &DiagVerifier{File: file, exps: exps}
	for _, p := range problems {
		v.Errors = append(v.Errors, &ir.Diagnostic{Severity: ir.SevError, Msg: v.File + ":" + p})
	}
	return v
}

// Handle consumes one diagnostic and its notes; as in mlir-opt, a note is matched like
// any other diagnostic.
func (v *DiagVerifier) Handle(d *ir.Diagnostic) {
	v.handle(d, false)
	for _, n := range d.Notes {
		v.handle(n, true)
	}
}

// expDiag is an error reported at an expectation comment: mlir-opt underlines the
// comment from `expected-` for as many columns as the expected message has characters.
func (v *DiagVerifier) expDiag(e *expectation, msg string) *ir.Diagnostic {
	loc := &ir.FileLineColLoc{File: v.File, Line: uint32(e.at), Col: uint32(e.col)}
	return &ir.Diagnostic{Severity: ir.SevError, Loc: loc, Msg: msg, Span: len(e.msg)}
}

func (v *DiagVerifier) handle(d *ir.Diagnostic, isNote bool) {
	line := 0
	f, hasFile := ir.FileLoc(d.Loc)
	if hasFile {
		// Expectations are written in this file only: a diagnostic located in another
		// file can match none of them.
		if f.File != v.File {
			line = -2
		} else {
			line = int(f.Line)
		}
	}
	var nearMiss *expectation
	for _, e := range v.exps {
		if e.matched || e.line != line {
			continue
		}
		if e.regex != nil && e.regex.MatchString(d.Msg) || e.regex == nil && strings.Contains(d.Msg, e.msg) {
			if e.sev == d.Severity {
				e.matched = true
				return
			}
			nearMiss = e
		}
	}
	if nearMiss != nil {
		// mlir-opt quotes this one with a caret only (no underline).
		loc := &ir.FileLineColLoc{File: v.File, Line: uint32(nearMiss.at), Col: uint32(nearMiss.col)}
		v.Errors = append(v.Errors, &ir.Diagnostic{Severity: ir.SevError, Loc: loc,
			Msg: fmt.Sprintf("'%s' diagnostic emitted when expecting a '%s'", d.Severity, nearMiss.sev)})
		return
	}
	v.Errors = append(v.Errors, &ir.Diagnostic{Severity: ir.SevError, Loc: d.Loc, Msg: fmt.Sprintf("unexpected %s: %s", d.Severity, d.Msg)})
}

// Finish reports expectations that were not produced, quoting source lines through sm
// (which may be nil); it returns true when all matched and nothing unexpected came.
func (v *DiagVerifier) Finish(w io.Writer, sm *ir.SourceMgr) bool {
	for _, e := range v.exps {
		// mlir-opt 19 never reports an `@unknown` expectation nothing matched: it keeps
		// those apart from the per-line ones it checks at the end.
		if !e.matched && e.line != 0 {
			v.Errors = append(v.Errors, v.expDiag(e, fmt.Sprintf("expected %s \"%s\" was not produced", e.sev, e.msg)))
		}
	}
	for _, d := range v.Errors {
		if d.Loc == nil {
			fmt.Fprintf(w, "%s: %s\n", d.Severity, d.Msg)
			continue
		}
		sm.Print(w, d)
	}
	return len(v.Errors) == 0
}
