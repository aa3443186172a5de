package lsp

import (
	"bytes"
	"strings"

	"github.com/ascend-toolchain/asc/ir"
)

// What the parser recorded stops at the first error, and a custom parser resolves an op's
// operands only once it has read their types: while an op is being typed, its names are
// not in the index. These fallbacks read the text: a `%name`, `^label` or `@symbol` the
// index does not know resolves to a definition with that name, an identifier to the
// registered op of that name. Attribute and type aliases (`#map`, `!t`) are found in the
// text only: their definitions start a line, `#map = ...`.

// targetAt finds what lies at off in chunk c: from the index, else from the text.
func (d *document) targetAt(c *chunk, off int, ctx *ir.Context) target {
	if t := c.idx.targetAt(off); t.kind != noTarget {
		return t
	}
	if t := d.nameAt(c, off); t.kind != noTarget {
		return t
	}
	return d.opNameAt(off, ctx)
}

// wordAt returns the span of the identifier around off (with a sigil before it, if any).
func (d *document) wordAt(off int) (span, byte) {
	start, end := off, off
	for start > 0 && isWordChar(d.text[start-1]) {
		start--
	}
	for end < len(d.text) && isWordChar(d.text[end]) {
		end++
	}
	if start > 0 && strings.IndexByte("%^@#!", d.text[start-1]) >= 0 {
		return span{start - 1, end}, d.text[start-1]
	}
	return span{start, end}, 0
}

// nameAt resolves a `%name`, `^label` or `@symbol` by its spelling: the last definition
// of that name before off (or the first after it) in the chunk.
func (d *document) nameAt(c *chunk, off int) target {
	w, sigil := d.wordAt(off)
	if sigil == 0 || w.end-w.start < 2 {
		return target{}
	}
	name := string(d.text[w.start:w.end])
	x := c.idx
	switch sigil {
	case '%':
		best := -1
		for i, def := range x.valDefs {
			if string(d.text[def.name.start:def.name.end]) == name && (best < 0 || def.name.start < off) {
				best = i
			}
		}
		t := target{kind: valueTarget, at: w, def: best}
		if best >= 0 {
			t.val = x.valDefs[best].vals[0]
		}
		return t
	case '^':
		for _, b := range x.blkNames {
			if b.def && string(d.text[b.name.start:b.name.end]) == name {
				return target{kind: blockTarget, at: w, block: b.b}
			}
		}
	case '@':
		return target{kind: symbolTarget, at: w, symbol: x.symbolNamed(name[1:]), sym: name[1:]}
	case '#', '!':
		for _, s := range d.occurrences(c, name) {
			if d.isAliasDef(s) {
				return target{kind: aliasTarget, at: w, alias: s}
			}
		}
	}
	return target{}
}

// occurrences lists where the token name is written in the chunk.
func (d *document) occurrences(c *chunk, name string) []span {
	var out []span
	text := d.text[c.start:c.end]
	for from := 0; ; {
		i := bytes.Index(text[from:], []byte(name))
		if i < 0 {
			return out
		}
		at := c.start + from + i
		end := at + len(name)
		if (at == c.start || !isWordChar(d.text[at-1])) && (end == len(d.text) || !isWordChar(d.text[end])) {
			out = append(out, span{at, end})
		}
		from += i + len(name)
	}
}

// isAliasDef reports whether the alias token s starts its line and an `=` follows it.
func (d *document) isAliasDef(s span) bool {
	for i := s.start - 1; i >= 0 && d.text[i] != '\n'; i-- {
		if d.text[i] != ' ' && d.text[i] != '\t' {
			return false
		}
	}
	i := s.end
	for i < len(d.text) && (d.text[i] == ' ' || d.text[i] == '\t') {
		i++
	}
	return i < len(d.text) && d.text[i] == '='
}

// aliasLine is the text of an alias definition's first line.
func (d *document) aliasLine(s span) string {
	end := s.start
	for end < len(d.text) && d.text[end] != '\n' {
		end++
	}
	return strings.TrimRight(string(d.text[s.start:end]), "\r")
}

// opNameAt finds a registered op name written at off, for ops the index lacks: the one
// being typed, or any op after a parse error.
func (d *document) opNameAt(off int, ctx *ir.Context) target {
	w, sigil := d.wordAt(off)
	if sigil != 0 {
		return target{}
	}
	start, end := w.start, w.end
	name := string(d.text[start:end])
	if start > 0 && end < len(d.text) && d.text[start-1] == '"' && d.text[end] == '"' {
		start, end = start-1, end+1 // the generic form's quoted name
	}
	info := ctx.LookupOp(name)
	if info == nil {
		return target{}
	}
	return target{kind: opTarget, at: span{start, end}, op: nil, info: info}
}
