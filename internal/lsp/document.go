package lsp

import (
	"sort"
	"unicode/utf8"
)

// MaxDocument bounds the text of one open document; an edit making it larger is refused
// (the document keeps its previous text).
const MaxDocument = 32 << 20

// document is an open text document: its text, where its lines start and what analysing
// it found.
type document struct {
	uri     string
	version int
	text    []byte
	lines   []int // byte offset of each line start
	utf8    bool  // positions count bytes rather than UTF-16 code units
	chunks  []*chunk
	diags   []Diagnostic
	stale   bool // changed since it was last analysed
}

func newDocument(uri string, version int, text []byte, utf8 bool) *document {
	d := &document{uri: uri, version: version, utf8: utf8}
	d.setText(text)
	return d
}

func (d *document) setText(text []byte) {
	d.text = text
	d.lines = append(d.lines[:0], 0)
	for i, c := range text {
		if c == '\n' {
			d.lines = append(d.lines, i+1)
		}
	}
}

// lineEnd is the offset of the end of line l, before its line break.
func (d *document) lineEnd(l int) int {
	end := len(d.text)
	if l+1 < len(d.lines) {
		end = d.lines[l+1] - 1
	}
	if end > d.lines[l] && d.text[end-1] == '\r' {
		end--
	}
	return end
}

// offset turns a position into a byte offset, clamping positions past a line's end to
// that end and lines past the document to its end, as the specification asks.
func (d *document) offset(p Position) int {
	if p.Line < 0 {
		return 0
	}
	if p.Line >= len(d.lines) {
		return len(d.text)
	}
	start, end := d.lines[p.Line], d.lineEnd(p.Line)
	if d.utf8 {
		return start + max(0, min(p.Character, end-start))
	}
	units := 0
	for off := start; off < end; {
		if units >= p.Character {
			return off
		}
		r, size := utf8.DecodeRune(d.text[off:end])
		units += utf16Len(r)
		off += size
	}
	return end
}

// position turns a byte offset into a position.
func (d *document) position(off int) Position {
	off = max(0, min(off, len(d.text)))
	line := sort.Search(len(d.lines), func(i int) bool { return d.lines[i] > off }) - 1
	start := d.lines[line]
	if d.utf8 {
		return Position{Line: line, Character: off - start}
	}
	units := 0
	for i := start; i < off; {
		r, size := utf8.DecodeRune(d.text[i:off])
		units += utf16Len(r)
		i += size
	}
	return Position{Line: line, Character: units}
}

func utf16Len(r rune) int {
	if r >= 0x10000 && r <= utf8.MaxRune {
		return 2
	}
	return 1
}

func (d *document) rangeOf(s span) Range {
	return Range{Start: d.position(s.start), End: d.position(s.end)}
}

// apply performs one content change; it reports false when the result would exceed
// limit bytes.
func (d *document) apply(c contentChange, limit int) bool {
	if c.Range == nil {
		if len(c.Text) > limit {
			return false
		}
		d.setText([]byte(c.Text))
		return true
	}
	start, end := d.offset(c.Range.Start), d.offset(c.Range.End)
	if end < start {
		start, end = end, start
	}
	if len(d.text)-(end-start)+len(c.Text) > limit {
		return false
	}
	text := make([]byte, 0, len(d.text)-(end-start)+len(c.Text))
	text = append(text, d.text[:start]...)
	text = append(text, c.Text...)
	text = append(text, d.text[end:]...)
	d.setText(text)
	return true
}

// span is a byte range [start, end) of a document.
type span struct{ start, end int }

func (s span) contains(off int) bool { return s.start <= off && off < s.end }

// containsOrEnds is contains, also accepting the offset just after the span: an editor's
// cursor sits after the word it is on as often as inside it.
func (s span) containsOrEnds(off int) bool { return s.start <= off && off <= s.end }

// chunkAt returns the chunk holding a byte offset (the last one for the end of text).
func (d *document) chunkAt(off int) *chunk {
	for i, c := range d.chunks {
		if off < c.end || i == len(d.chunks)-1 {
			return c
		}
	}
	return nil
}
