package ir

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Severity ranks diagnostics; only errors make a run fail.
type Severity uint8

const (
	SevError   Severity = iota // a failure: the run stops with a non-zero status
	SevWarning                 // a problem that does not stop processing
	SevNote                    // extra information attached to another diagnostic
	SevRemark                  // an informational message (e.g. from a pass)
)

// String returns the word printed after the location: error, warning, note or remark.
func (s Severity) String() string {
	return [...]string{"error", "warning", "note", "remark"}[s]
}

// Diagnostic is one message with a location and attached notes; it is also a Go error.
type Diagnostic struct {
	Severity Severity      // error, warning, note or remark
	Loc      Location      // where the problem is; nil prints as loc(unknown)
	Msg      string        // the message without location or severity
	Notes    []*Diagnostic // follow-up notes, printed after the message
}

// Error formats `file:line:col: error: message`, without notes or source quotes.
func (d *Diagnostic) Error() string {
	var b strings.Builder
	b.WriteString(locPrefix(d.Loc))
	b.WriteString(d.Severity.String())
	b.WriteString(": ")
	b.WriteString(d.Msg)
	return b.String()
}

// Note attaches a note and returns the diagnostic for chaining.
func (d *Diagnostic) Note(loc Location, format string, args ...any) *Diagnostic {
	d.Notes = append(d.Notes, &Diagnostic{Severity: SevNote, Loc: loc, Msg: fmt.Sprintf(format, args...)})
	return d
}

// Errorf builds an error diagnostic.
func Errorf(loc Location, format string, args ...any) *Diagnostic {
	return &Diagnostic{Severity: SevError, Loc: loc, Msg: fmt.Sprintf(format, args...)}
}

// OpError builds MLIR's "'name' op message" error at the op's location.
func OpError(op *Operation, format string, args ...any) *Diagnostic {
	return &Diagnostic{Severity: SevError, Loc: op.Loc(), Msg: "'" + op.Name() + "' op " + fmt.Sprintf(format, args...)}
}

func locPrefix(l Location) string {
	if f, ok := FileLoc(l); ok {
		return f.File + ":" + strconv.Itoa(int(f.Line)) + ":" + strconv.Itoa(int(f.Col)) + ": "
	}
	if l == nil {
		return "loc(unknown): "
	}
	if _, ok := l.(UnknownLoc); ok {
		return "loc(unknown): "
	}
	p := NewPrinter(nil, PrintOptions{})
	l.Print(p)
	return p.String() + ": "
}

// SourceMgr remembers source buffers so diagnostics can quote the offending line.
type SourceMgr struct {
	files map[string][]byte
}

// NewSourceMgr returns a manager with no buffers.
func NewSourceMgr() *SourceMgr { return &SourceMgr{files: map[string][]byte{}} }

// Add registers a buffer under a file name.
func (s *SourceMgr) Add(name string, src []byte) { s.files[name] = src }

// Line returns the text of a 1-based line of a file, if known.
func (s *SourceMgr) Line(file string, line int) (string, bool) {
	if s == nil {
		return "", false
	}
	src, ok := s.files[file]
	if !ok || line < 1 {
		return "", false
	}
	start := 0
	for l := 1; l < line; l++ {
		i := bytes.IndexByte(src[start:], '\n')
		if i < 0 {
			return "", false
		}
		start += i + 1
	}
	end := bytes.IndexByte(src[start:], '\n')
	if end < 0 {
		end = len(src) - start
	}
	return strings.TrimRight(string(src[start:start+end]), "\r"), true
}

// Print writes the diagnostic and its notes in MLIR's form, quoting the source line with a
// caret under the column when the file is known.
func (s *SourceMgr) Print(w io.Writer, d *Diagnostic) {
	s.print(w, d)
	for _, n := range d.Notes {
		s.print(w, n)
	}
}

func (s *SourceMgr) print(w io.Writer, d *Diagnostic) {
	fmt.Fprintf(w, "%s%s: %s\n", locPrefix(d.Loc), d.Severity, d.Msg)
	f, ok := FileLoc(d.Loc)
	if !ok {
		return
	}
	line, ok := s.Line(f.File, int(f.Line))
	if !ok {
		return
	}
	fmt.Fprintln(w, line)
	col := int(f.Col) - 1
	if col > len(line) {
		col = len(line)
	}
	var caret strings.Builder
	for i := 0; i < col; i++ {
		if line[i] == '\t' {
			caret.WriteByte('\t')
		} else {
			caret.WriteByte(' ')
		}
	}
	caret.WriteByte('^')
	fmt.Fprintln(w, caret.String())
}

// DiagList collects diagnostics; Err returns nil when it holds no error.
type DiagList []*Diagnostic

// Error formats the first diagnostic and counts the others: "msg (and 2 more errors)".
func (l DiagList) Error() string {
	if len(l) == 0 {
		return "no errors"
	}
	if len(l) == 1 {
		return l[0].Error()
	}
	return fmt.Sprintf("%s (and %d more errors)", l[0].Error(), len(l)-1)
}

// AsDiagnostics flattens an error into diagnostics (wrapping plain errors without location).
func AsDiagnostics(err error) []*Diagnostic {
	switch e := err.(type) {
	case nil:
		return nil
	case *Diagnostic:
		return []*Diagnostic{e}
	case DiagList:
		return e
	}
	return []*Diagnostic{{Severity: SevError, Loc: Unknown, Msg: err.Error()}}
}
