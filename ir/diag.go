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
	// OpContext marks the "see current operation" note AttachOpNotes adds: mlir-opt
	// leaves it out under -verify-diagnostics, so expectations never see it.
	OpContext bool
	// Span is how many columns from Loc's column the diagnostic's source range covers;
	// the quote underlines them with '~' as mlir-opt does for the ranges it knows (an
	// unmet -verify-diagnostics expectation, say). 0 or 1 quotes a caret only.
	Span int
	// op is the operation an OpError is about, for AttachOpNotes.
	op *Operation
}

// Error formats `file:line:col: error: message`, without notes or source quotes.
func (d *Diagnostic) Error() string {
	return diagHead(d.Loc, d.Severity) + d.Msg
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
	return &Diagnostic{Severity: SevError, Loc: op.Loc(), Msg: "'" + op.Name() + "' op " + fmt.Sprintf(format, args...), op: op}
}

// AtOp returns d as an error emitted on op (MLIR's op->emitError): AttachOpNotes will
// show op. Errors built with OpError are already on their op.
func (d *Diagnostic) AtOp(op *Operation) *Diagnostic {
	d.op = op
	return d
}

// AttachOpNotes gives every error in err that was emitted on an operation (OpError, AtOp)
// the note mlir-opt attaches to such errors: `see current operation: ` and the op in
// generic form, with values numbered in its enclosing isolated scope, attributes in place
// and elements attributes of more than 16 elements elided; an op with regions starts on a
// new line. debugInfo adds locations (--mlir-print-debuginfo). Callers attach the notes
// while the IR is still the IR the error is about (right after verification or a pass
// failed); the note comes before the notes the error already has, as in MLIR, where it is
// attached when the error is emitted.
func AttachOpNotes(err error, debugInfo bool) { AttachOpNotesUsers(err, debugInfo, false) }

// AttachOpNotesUsers is AttachOpNotes with --mlir-print-value-users, which MLIR's printer
// applies to the op of the note too.
func AttachOpNotesUsers(err error, debugInfo, valueUsers bool) {
	for _, d := range AsDiagnostics(err) {
		if d.op == nil || d.Severity != SevError || len(d.Notes) > 0 && d.Notes[0].OpContext {
			continue
		}
		text := opSummaryWith(d.op, PrintOptions{Generic: true, LocalScope: true, DebugInfo: debugInfo,
			ElideElements: true, ElideElementsLarger: 16, ValueUsers: valueUsers})
		if len(d.op.regs()) > 0 {
			text = "\n" + text
		}
		n := &Diagnostic{Severity: SevNote, Loc: d.op.Loc(), Msg: "see current operation: " + text, OpContext: true}
		d.Notes = append([]*Diagnostic{n}, d.Notes...)
	}
}

func diagHead(l Location, sev Severity) string {
	if f, ok := FileLoc(l); ok {
		return f.File + ":" + strconv.Itoa(int(f.Line)) + ":" + strconv.Itoa(int(f.Col)) + ": " + sev.String() + ": "
	}
	// Without a file position mlir-opt writes "<unknown>:0:" and, for a location that
	// is not unknown (a name without a file child, say), the location after the severity.
	head := "<unknown>:0: " + sev.String() + ": "
	if _, ok := l.(UnknownLoc); l == nil || ok {
		return head
	}
	p := NewPrinter(nil, PrintOptions{})
	l.Print(p)
	return head + "loc(" + p.String() + "): "
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
// A note at the location of the diagnostic (or note) before it quotes nothing, as in
// mlir-opt.
func (s *SourceMgr) Print(w io.Writer, d *Diagnostic) {
	s.print(w, d, true)
	prev := s.printCallStack(w, d.Loc)
	for _, n := range d.Notes {
		s.print(w, n, !sameLoc(prev, n.Loc))
		prev = n.Loc
	}
}

// callStackLimit is how many callers of a call-site location a diagnostic lists, as
// mlir-opt's default.
const callStackLimit = 10

// printCallStack follows a diagnostic at a call-site location (an op inlined from a
// helper, say) with a "called from" note at each caller, innermost first, as mlir-opt
// does; the notes of the diagnostic come after them. It returns the location printed
// last.
func (s *SourceMgr) printCallStack(w io.Writer, loc Location) Location {
	cs, ok := callSiteIn(loc)
	for depth := 0; ok && depth < callStackLimit; depth++ {
		loc = cs.Caller
		s.print(w, &Diagnostic{Severity: SevNote, Loc: loc, Msg: "called from"}, true)
		cs, ok = callSiteIn(loc)
	}
	return loc
}

// callSiteIn finds the call-site location a diagnostic location stands for: the location
// itself, the child of a name, or the first one among fused locations.
func callSiteIn(l Location) (*CallSiteLoc, bool) {
	switch l := l.(type) {
	case *CallSiteLoc:
		return l, true
	case *NameLoc:
		if l.Child != nil {
			return callSiteIn(l.Child)
		}
	case *FusedLoc:
		for _, c := range l.Locs {
			if cs, ok := callSiteIn(c); ok {
				return cs, true
			}
		}
	}
	return nil, false
}

// sameLoc reports whether two diagnostic locations are the same location.
func sameLoc(a, b Location) bool {
	if a == nil || b == nil {
		return a == b
	}
	return AttrEqual(a, b)
}

func (s *SourceMgr) print(w io.Writer, d *Diagnostic, quote bool) {
	fmt.Fprintf(w, "%s%s\n", diagHead(d.Loc, d.Severity), d.Msg)
	if !quote {
		return
	}
	f, ok := FileLoc(d.Loc)
	if !ok {
		return
	}
	line, ok := s.Line(f.File, int(f.Line))
	if !ok {
		return
	}
	col := int(f.Col) - 1
	if col > len(line) {
		// Past the end of its line the column names no source position: mlir-opt
		// quotes nothing then.
		return
	}
	fmt.Fprintln(w, line)
	var caret strings.Builder
	for i := 0; i < col; i++ {
		if line[i] == '\t' {
			caret.WriteByte('\t')
		} else {
			caret.WriteByte(' ')
		}
	}
	caret.WriteByte('^')
	// The range ends at the end of the quoted line, as in LLVM's source manager.
	for i := col + 1; i < col+d.Span && i < len(line); i++ {
		caret.WriteByte('~')
	}
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
