package lsp

import (
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/ascend-toolchain/asc/internal/cli"
	"github.com/ascend-toolchain/asc/ir"
)

// MaxAnalyzed bounds the documents the server parses: a larger one gets a single
// information diagnostic and no index (parsing and verifying it on every keystroke would
// stall the editor).
const MaxAnalyzed = 8 << 20

// chunk is one `// -----` part of a document, analysed on its own as mlir-lsp-server
// does: its own IR, its own SSA names and symbols.
type chunk struct {
	start, end int // byte range in the document
	idx        *index
}

// analyze parses and verifies every chunk of d, filling d.chunks and d.diags.
func (s *Server) analyze(d *document) {
	d.chunks, d.diags = nil, nil
	if len(d.text) > s.opts.MaxAnalyzed {
		d.chunks = []*chunk{{start: 0, end: len(d.text), idx: newIndex(0)}}
		d.diags = []Diagnostic{{Range: Range{}, Severity: sevInformation, Source: source,
			Message: fmt.Sprintf("asc-lsp: the document (%d bytes) is larger than %d bytes and is not analysed", len(d.text), s.opts.MaxAnalyzed)}}
		return
	}
	for _, ch := range cli.SplitInput(d.text, true) {
		// ch.Src is a slice of d.text, so the capacities tell where it starts.
		base := cap(d.text) - cap(ch.Src)
		c := &chunk{start: base, end: base + len(ch.Src)}
		var found []*ir.Diagnostic
		c.idx, found = s.analyzeChunk(d, ch.Src, base, ch.FirstLine)
		for _, dg := range found {
			d.diags = append(d.diags, s.convertDiag(d, dg, c, ch.FirstLine))
		}
		d.chunks = append(d.chunks, c)
	}
}

// analyzeChunk parses and verifies one chunk, returning its index and its diagnostics
// (warnings and remarks emitted on the way, then the error), in source order.
func (s *Server) analyzeChunk(d *document, src []byte, base, firstLine int) (idx *index, diags []*ir.Diagnostic) {
	idx = newIndex(base)
	var mu sync.Mutex
	s.ctx.DiagHandler = func(dg *ir.Diagnostic) {
		mu.Lock()
		diags = append(diags, dg)
		mu.Unlock()
	}
	defer func() {
		s.ctx.DiagHandler = nil
		if r := recover(); r != nil {
			// A bug in a parser or verifier must not take the editor's server down.
			diags = append(diags, ir.Errorf(ir.Unknown, "asc-lsp: internal error while analysing this part: %v", r))
		}
		idx.finish()
	}()
	top, err := ir.ParseSource(s.ctx, d.uri, src, ir.ParseOptions{LineBase: firstLine - 1, Recorder: idx})
	if err == nil {
		idx.top = top
		err = ir.VerifySequential(top) // on this goroutine, where a panic is recovered
	}
	sort.SliceStable(diags, func(i, j int) bool { return locBefore(diags[i].Loc, diags[j].Loc) })
	diags = append(diags, ir.AsDiagnostics(err)...)
	return idx, diags
}

func locBefore(a, b ir.Location) bool {
	fa, oka := ir.FileLoc(a)
	fb, okb := ir.FileLoc(b)
	if !oka || !okb {
		return !oka && okb
	}
	if fa.Line != fb.Line {
		return fa.Line < fb.Line
	}
	return fa.Col < fb.Col
}

// source names the server in diagnostics.
const source = "asc-lsp"

// convertDiag turns an IR diagnostic into an LSP one. A location in another file (an
// explicit `loc(...)`) cannot be shown where it points: the diagnostic goes to the start
// of its chunk with the location in its text.
func (s *Server) convertDiag(d *document, dg *ir.Diagnostic, c *chunk, firstLine int) Diagnostic {
	out := Diagnostic{Severity: severity(dg.Severity), Source: source, Message: dg.Msg}
	if sp, ok := d.locSpan(dg.Loc, c, firstLine); ok {
		out.Range = d.rangeOf(sp)
	} else {
		out.Range = d.rangeOf(span{c.start, c.start})
		out.Message = locText(dg.Loc) + ": " + dg.Msg
	}
	for _, n := range dg.Notes {
		sp, ok := d.locSpan(n.Loc, c, firstLine)
		if !ok {
			out.Message += "\n" + locText(n.Loc) + ": note: " + n.Msg
			continue
		}
		out.RelatedInformation = append(out.RelatedInformation, DiagnosticRelatedInformation{
			Location: Location{URI: d.uri, Range: d.rangeOf(sp)}, Message: n.Msg})
	}
	return out
}

// locText prints a location as the tools prefix a diagnostic with it.
func locText(l ir.Location) string {
	return strings.TrimSuffix(strings.TrimSuffix(ir.Errorf(l, "").Error(), " error: "), ":")
}

func severity(s ir.Severity) int {
	switch s {
	case ir.SevError:
		return sevError
	case ir.SevWarning:
		return sevWarning
	case ir.SevRemark:
		return sevInformation
	}
	return sevHint
}

// locSpan finds the token a diagnostic location of this document points at.
func (d *document) locSpan(l ir.Location, c *chunk, firstLine int) (span, bool) {
	f, ok := ir.FileLoc(l)
	if !ok || f.File != d.uri || f.Line == 0 || int(f.Line) > len(d.lines) {
		return span{}, false
	}
	line := int(f.Line) - 1
	lineStart := d.lines[line]
	if int(f.Line) == firstLine {
		lineStart = c.start // the chunk begins mid-line, right after the marker
	}
	off := min(lineStart+max(int(f.Col), 1)-1, d.lineEnd(line))
	return span{off, tokenEnd(d.text, off)}, true
}

// tokenEnd returns where the token starting at off ends: identifiers (with their %, ^, @,
// #, ! sigil), strings and single punctuation characters; a line end gives an empty span.
func tokenEnd(t []byte, off int) int {
	if off >= len(t) || t[off] == '\n' || t[off] == '\r' {
		return off
	}
	i := off
	if strings.IndexByte("%^@#!", t[i]) >= 0 {
		i++
	}
	if i < len(t) && t[i] == '"' {
		for i++; i < len(t) && t[i] != '"' && t[i] != '\n'; i++ {
			if t[i] == '\\' {
				i++
			}
		}
		return min(i+1, len(t))
	}
	for i < len(t) && isWordChar(t[i]) {
		i++
	}
	if i == off {
		return off + 1
	}
	return i
}

// isWordChar reports the bytes of MLIR identifiers, op names and SSA suffixes.
func isWordChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' ||
		c == '_' || c == '.' || c == '$' || c == '-'
}
