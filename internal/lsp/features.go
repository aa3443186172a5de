package lsp

import (
	"sort"
	"strings"

	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// definition returns where the SSA name, block label, symbol or op under off is defined.
func (d *document) definition(off int, ctx *ir.Context) []Location {
	c := d.chunkAt(off)
	if c == nil {
		return nil
	}
	t := d.targetAt(c, off, ctx)
	if t.kind == aliasTarget {
		return []Location{{URI: d.uri, Range: d.rangeOf(t.alias)}}
	}
	s, ok := c.idx.definition(t)
	if t.kind == noTarget || !ok {
		return []Location{}
	}
	return []Location{{URI: d.uri, Range: d.rangeOf(s)}}
}

// references returns every span naming what lies under off.
func (d *document) references(off int, withDef bool, ctx *ir.Context) []Location {
	out := []Location{}
	c := d.chunkAt(off)
	if c == nil {
		return out
	}
	t := d.targetAt(c, off, ctx)
	if t.kind == noTarget {
		return out
	}
	refs := c.idx.references(t, withDef)
	if t.kind == aliasTarget {
		refs = nil
		for _, s := range d.occurrences(c, string(d.text[t.at.start:t.at.end])) {
			if withDef || s != t.alias {
				refs = append(refs, s)
			}
		}
	}
	for _, s := range refs {
		out = append(out, Location{URI: d.uri, Range: d.rangeOf(s)})
	}
	return out
}

// documentSymbols builds the outline: symbol ops (functions, globals, named modules) and
// anonymous symbol tables (modules without a name), nested as their text is, over every
// chunk. It reads the recorded ops, so a chunk that failed to parse still shows the
// symbols completed before the error.
func (d *document) documentSymbols() []DocumentSymbol {
	out := []DocumentSymbol{}
	for _, c := range d.chunks {
		out = append(out, d.chunkSymbols(c.idx)...)
	}
	return out
}

func (d *document) chunkSymbols(x *index) []DocumentSymbol {
	var recs []opRec
	for _, o := range x.ops {
		if symName(o.op) != "" || o.op.HasTrait(ir.TraitSymbolTable) {
			recs = append(recs, o)
		}
	}
	// Outer ops first, so each op's parent precedes it.
	sort.SliceStable(recs, func(i, j int) bool {
		if recs[i].whole.start != recs[j].whole.start {
			return recs[i].whole.start < recs[j].whole.start
		}
		return recs[i].whole.end > recs[j].whole.end
	})
	var build func(i int) (DocumentSymbol, int)
	build = func(i int) (DocumentSymbol, int) {
		r := recs[i]
		sym := d.symbolOf(x, r)
		j := i + 1
		for j < len(recs) && recs[j].whole.start < r.whole.end {
			var child DocumentSymbol
			child, j = build(j)
			sym.Children = append(sym.Children, child)
		}
		return sym, j
	}
	var out []DocumentSymbol
	for i := 0; i < len(recs); {
		var s DocumentSymbol
		s, i = build(i)
		out = append(out, s)
	}
	return out
}

// symbolOf describes one outline entry.
func (d *document) symbolOf(x *index, r opRec) DocumentSymbol {
	s := DocumentSymbol{Name: symName(r.op), Detail: r.op.Name(), Range: d.rangeOf(r.whole),
		SelectionRange: d.rangeOf(r.name)}
	if sp, ok := x.symDefOf[r.op]; ok {
		s.SelectionRange = d.rangeOf(sp)
	}
	switch {
	case s.Name == "":
		s.Name, s.Kind = "<"+r.op.Name()+">", symNamespace
	case r.op.HasAttr("function_type"):
		s.Kind = symFunction
	case r.op.HasTrait(ir.TraitSymbolTable):
		s.Kind = symModule
	default:
		s.Kind = symVariable
	}
	return s
}

// completion proposes what may be typed at off: op names (those of a dialect after
// `dialect.`), dialect names, and the SSA names, block labels or symbols of the chunk
// after `%`, `^` or `@`.
func (d *document) completion(off int, ctx *ir.Context) CompletionList {
	start := off
	for start > 0 && isWordChar(d.text[start-1]) {
		start--
	}
	word := string(d.text[start:off])
	sigil := byte(0)
	if start > 0 && strings.IndexByte("%^@", d.text[start-1]) >= 0 {
		start--
		sigil = d.text[start]
	}
	edit := d.rangeOf(span{start, off})
	items := []CompletionItem{}
	add := func(label string, kind int, detail string) {
		items = append(items, CompletionItem{Label: label, Kind: kind, Detail: detail,
			TextEdit: &textEdit{Range: edit, NewText: label}})
	}
	c := d.chunkAt(off)
	switch {
	case sigil != 0 && c != nil:
		for _, n := range d.namesIn(c, sigil, off) {
			add(n, sigilKind(sigil), "")
		}
	case sigil == 0:
		prefix := ""
		if dot := strings.LastIndexByte(word, '.'); dot >= 0 {
			prefix = word[:dot+1]
		} else {
			for _, dl := range ctx.Dialects() {
				add(dl+".", complModule, "dialect")
			}
		}
		for _, name := range ctx.RegisteredOps() {
			if strings.HasPrefix(name, prefix) {
				add(name, complFunction, opSummary(ctx.LookupOp(name)))
			}
		}
	}
	return CompletionList{Items: items}
}

func sigilKind(s byte) int {
	if s == '%' {
		return complVariable
	}
	return complReference
}

func opSummary(info *ir.OpInfo) string {
	if def := opdef.DefOf(info); def != nil {
		return def.Summary
	}
	return ""
}

// namesIn lists the distinct names of one kind (`%` values, `^` blocks, `@` symbols) the
// chunk defines, those defined nearest before off first. The chunk text is scanned
// rather than the index: while a name is typed the op around it does not parse.
func (d *document) namesIn(c *chunk, sigil byte, off int) []string {
	type found struct {
		name string
		dist int
	}
	best := map[string]int{}
	text := d.text[c.start:c.end]
	for i := 0; i < len(text); i++ {
		if text[i] != sigil || i > 0 && isWordChar(text[i-1]) {
			continue
		}
		j := i + 1
		for j < len(text) && isWordChar(text[j]) {
			j++
		}
		at := c.start + i
		if j == i+1 || at <= off && off <= c.start+j {
			continue // a bare sigil, or the name being typed
		}
		dist := off - at
		if dist < 0 {
			dist = len(d.text) - dist // after the cursor: rank behind everything before it
		}
		name := string(text[i:j])
		if old, ok := best[name]; !ok || dist < old {
			best[name] = dist
		}
		i = j - 1
	}
	list := make([]found, 0, len(best))
	for n, dist := range best {
		list = append(list, found{n, dist})
	}
	sort.Slice(list, func(i, j int) bool {
		if list[i].dist != list[j].dist {
			return list[i].dist < list[j].dist
		}
		return list[i].name < list[j].name
	})
	out := make([]string, len(list))
	for i, f := range list {
		out[i] = f.name
	}
	return out
}
