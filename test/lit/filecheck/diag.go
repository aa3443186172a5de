package filecheck

import (
	"fmt"
	"io"
	"strings"
)

// source is a named buffer that diagnostics point into: the check file, the
// input, or a made-up buffer for a command-line option.
type source struct {
	name string
	text string
}

// loc is a position in a source.
type loc struct {
	src *source
	off int
}

func (l loc) valid() bool { return l.src != nil }

// lineCol returns the 1-based line and column of off and the bounds of its line.
func (s *source) lineCol(off int) (line, col, start, end int) {
	if off > len(s.text) {
		off = len(s.text)
	}
	line = 1 + strings.Count(s.text[:off], "\n")
	start = strings.LastIndexByte(s.text[:off], '\n') + 1
	end = strings.IndexByte(s.text[off:], '\n')
	if end < 0 {
		end = len(s.text)
	} else {
		end += off
	}
	// A CR before the newline is not part of the shown line.
	if end > start && s.text[end-1] == '\r' {
		end--
	}
	return line, off - start + 1, start, end
}

// diagWriter prints messages in the shape of LLVM's SourceMgr:
//
//	file:line:col: kind: message
//	source line
//	   ^~~~
type diagWriter struct {
	w io.Writer
}

// print reports msg at l; rng, when non-empty, is a byte range [from, to) in
// the same source that gets underlined.
func (d *diagWriter) print(l loc, kind, msg string, rng ...int) {
	if !l.valid() {
		fmt.Fprintf(d.w, "%s: %s\n", kind, msg)
		return
	}
	line, col, start, end := l.src.lineCol(l.off)
	fmt.Fprintf(d.w, "%s:%d:%d: %s: %s\n", l.src.name, line, col, kind, msg)
	text := l.src.text[start:end]
	// Columns are bytes, so LLVM shows no caret under a line with non-ASCII
	// text rather than a misplaced one; so do we.
	for i := 0; i < len(text); i++ {
		if text[i] >= 0x80 {
			fmt.Fprintf(d.w, "%s\n", expandTabs(text))
			return
		}
	}
	// Mark columns by byte, then expand tabs in both lines alike.
	marks := make([]byte, len(text)+1)
	for i := range marks {
		marks[i] = ' '
	}
	if len(rng) == 2 {
		from, to := rng[0]-start, rng[1]-start
		if from < 0 {
			from = 0
		}
		if to > len(text) {
			to = len(text)
		}
		for i := from; i < to; i++ {
			marks[i] = '~'
		}
	}
	if c := l.off - start; c >= 0 && c < len(marks) {
		marks[c] = '^'
	}
	var src, caret strings.Builder
	for i := 0; i < len(text); i++ {
		if text[i] == '\t' {
			n := 8 - src.Len()%8
			src.WriteString(strings.Repeat(" ", n))
			caret.WriteString(strings.Repeat(string(marks[i]), n))
			continue
		}
		src.WriteByte(text[i])
		caret.WriteByte(marks[i])
	}
	caret.WriteByte(marks[len(text)])
	fmt.Fprintf(d.w, "%s\n%s\n", src.String(), strings.TrimRight(caret.String(), " "))
}

// editDistance is the Levenshtein distance, used to guess the line a failed
// pattern was meant to match.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// escapeForNote renders a value the way LLVM's write_escaped does in notes.
func escapeForNote(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\':
			b.WriteString(`\\`)
		case c == '\t':
			b.WriteString(`\t`)
		case c == '\n':
			b.WriteString(`\n`)
		case c == '"':
			b.WriteString(`\"`)
		case c < 32 || c > 126:
			fmt.Fprintf(&b, `\%03o`, c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

func expandTabs(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\t' {
			b.WriteString(strings.Repeat(" ", 8-b.Len()%8))
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}
