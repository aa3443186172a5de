package tablegen

import (
	"fmt"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"
)

// Error is a diagnostic at a position of a .td file.
type Error struct {
	Pos  lexer.Position
	Msg  string
	Note bool // a note attached to the previous error
	line string
}

func (e *Error) Error() string {
	kind := "error"
	if e.Note {
		kind = "note"
	}
	if e.Pos.Filename == "" && e.Pos.Line == 0 {
		return kind + ": " + e.Msg
	}
	return fmt.Sprintf("%s:%d:%d: %s: %s", e.Pos.Filename, e.Pos.Line, e.Pos.Column, kind, e.Msg)
}

// Format renders the error with its source line and a caret under the column.
func (e *Error) Format() string {
	s := e.Error()
	if e.Pos.Line < 1 || e.Pos.Column < 1 {
		return s
	}
	var caret strings.Builder
	for i := 0; i < e.Pos.Column-1 && i < len(e.line); i++ {
		if e.line[i] == '\t' {
			caret.WriteByte('\t')
		} else {
			caret.WriteByte(' ')
		}
	}
	caret.WriteByte('^')
	return s + "\n" + e.line + "\n" + caret.String()
}

// ErrorList is a list of diagnostics; as an error it reports the first and
// how many more there are.
type ErrorList []*Error

func (l ErrorList) Error() string {
	switch len(l) {
	case 0:
		return "no errors"
	case 1:
		return l[0].Error()
	}
	return fmt.Sprintf("%s (and %d more errors)", l[0].Error(), len(l)-1)
}

// Format renders every diagnostic with its source context.
func (l ErrorList) Format() string {
	var sb strings.Builder
	for _, e := range l {
		sb.WriteString(e.Format())
		sb.WriteByte('\n')
	}
	return sb.String()
}

// Err returns nil for an empty list.
func (l ErrorList) Err() error {
	if len(l) == 0 {
		return nil
	}
	return l
}

// attachLines fills in the quoted source lines.
func (l ErrorList) attachLines(src *Source) {
	if src == nil {
		return
	}
	for _, e := range l {
		if e.line == "" && e.Pos.Line > 0 {
			e.line = src.Line(e.Pos.Filename, e.Pos.Line)
		}
	}
}

// evalError aborts evaluation (recovered in Parse) after the diagnostic has
// been recorded; TableGen errors are mostly fatal because later statements
// depend on earlier ones.
type evalError struct{}

func (rk *RecordKeeper) errorf(p lexer.Position, format string, args ...any) {
	rk.errs = append(rk.errs, &Error{Pos: p, Msg: fmt.Sprintf(format, args...)})
	if len(rk.errs) >= 20 {
		panic(evalError{})
	}
}

func (rk *RecordKeeper) fatalf(p lexer.Position, format string, args ...any) {
	rk.errs = append(rk.errs, &Error{Pos: p, Msg: fmt.Sprintf(format, args...)})
	panic(evalError{})
}

func (rk *RecordKeeper) notef(p lexer.Position, format string, args ...any) {
	rk.errs = append(rk.errs, &Error{Pos: p, Msg: fmt.Sprintf(format, args...), Note: true})
}

// foldErr reports an operator that cannot be evaluated; like llvm-tblgen it
// points at the record being built when there is one.
func (rk *RecordKeeper) foldErr(cur *Record, format string, args ...any) {
	p := rk.curPos
	if cur != nil {
		p = cur.Loc
	}
	rk.fatalf(p, format, args...)
}

// workLimit bounds the total size of what one parse may build, so hostile
// input (a !foldl doubling a string, loops nested a thousand deep) fails
// with a diagnostic instead of exhausting memory or time.
const workLimit = 1 << 23

// spend accounts for n units of work (list elements, string bytes, fields).
func (rk *RecordKeeper) spend(n int) {
	rk.work += n
	limit := rk.workLimit
	if limit == 0 {
		limit = workLimit
	}
	if rk.work > limit || n < 0 {
		rk.fatalf(rk.curPos, "evaluation exceeds the size limit of asc-tblgen")
	}
}

// valueSize estimates the number of nodes of v, stopping early past limit.
func valueSize(v Value, limit int) int {
	switch x := v.(type) {
	case *List:
		n := 1
		for _, e := range x.Elems {
			if n += valueSize(e, limit-n); n > limit {
				return n
			}
		}
		return n
	case *Dag:
		n := 1 + valueSize(x.Op, limit)
		for _, a := range x.Args {
			if n += valueSize(a.Value, limit-n); n > limit {
				return n
			}
		}
		return n
	case *String:
		return 1 + len(x.V)
	case *Bits:
		return 1 + len(x.Bits)
	}
	return 1
}
