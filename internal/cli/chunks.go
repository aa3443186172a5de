package cli

import (
	"bytes"
	"io"
	"sort"
	"sync"

	"github.com/ascend-toolchain/asc/ir"
)

// ReadSource reads a file, or r for "-", returning the name diagnostics use.
func ReadSource(path string, r io.Reader) ([]byte, string, error) {
	if path == "-" || path == "" {
		var buf bytes.Buffer
		_, err := buf.ReadFrom(r)
		return buf.Bytes(), "<stdin>", err
	}
	return ReadInput(path)
}

// Chunks runs a tool over the `// -----` chunks of one input, as mlir-opt and
// mlir-translate do: `// -----` separates the outputs, diagnostics (errors returned by
// process and warnings emitted through the context while it runs, in source order) go to
// the -verify-diagnostics checker or to Stderr with quoted source lines.
type Chunks struct {
	Name   string
	Src    []byte
	Split  bool
	Verify bool
	Stderr io.Writer
	// Out receives the separators between chunk outputs.
	Out io.Writer
	// Marker, when set, splits the input instead of `// -----` (with Split); OutMarker,
	// when set, separates the outputs instead of `// -----`.
	Marker, OutMarker string
	// NoOpContext drops the "see current operation" notes
	// (--mlir-print-op-on-diagnostic=false).
	NoOpContext bool
}

// Run calls process for each chunk and reports whether every chunk succeeded (with
// Verify: whether every expectation was met).
func (c *Chunks) Run(ctx *ir.Context, process func(Chunk) error) bool {
	sm := ir.NewSourceMgr()
	sm.Add(c.Name, c.Src)
	ok := true
	chunks := SplitInput(c.Src, c.Split)
	if c.Split && c.Marker != "" {
		chunks = SplitInputAt(c.Src, c.Marker)
	}
	sep := splitMarker
	if c.OutMarker != "" {
		sep = c.OutMarker
	}
	for i, ch := range chunks {
		if i > 0 {
			io.WriteString(c.Out, sep+"\n")
		}
		ch.Name = c.Name
		if c.Split {
			// Each chunk is a buffer of its own, as in mlir-opt: its lines count from 1.
			ch.Name, ch.FirstLine = SplitBufferName(c.Name, ch.FirstLine), 1
			sm.Add(ch.Name, ch.Src)
		}
		var dv *DiagVerifier
		if c.Verify {
			dv = NewDiagVerifier(ch.Name, ch.Src, ch.FirstLine)
		}
		report := func(d *ir.Diagnostic) {
			// mlir-opt turns the "see current operation" note off under
			// -verify-diagnostics (expectations never name it), and on request.
			if dv != nil || c.NoOpContext {
				d = withoutOpContext(d)
			}
			if dv != nil {
				dv.Handle(d)
			} else {
				sm.Print(c.Stderr, d)
			}
		}
		// Passes on functions run in parallel, so emitted diagnostics are collected and
		// sorted by position before they are reported.
		var emitted []*ir.Diagnostic
		var mu sync.Mutex
		ctx.DiagHandler = func(d *ir.Diagnostic) {
			mu.Lock()
			emitted = append(emitted, d)
			mu.Unlock()
		}
		err := process(ch)
		ctx.DiagHandler = nil
		sort.SliceStable(emitted, func(i, j int) bool { return diagBefore(emitted[i], emitted[j]) })
		for _, d := range emitted {
			report(d)
		}
		if err != nil {
			for _, d := range ir.AsDiagnostics(err) {
				report(d)
			}
			if dv == nil {
				ok = false
			}
		}
		if dv != nil && !dv.Finish(c.Stderr, sm) {
			ok = false
		}
	}
	return ok
}

// withoutOpContext returns d without the note ir.AttachOpNotes adds.
func withoutOpContext(d *ir.Diagnostic) *ir.Diagnostic {
	if len(d.Notes) == 0 || !d.Notes[0].OpContext {
		return d
	}
	c := *d
	c.Notes = d.Notes[1:]
	return &c
}

// diagBefore orders diagnostics by source position (those without one first).
func diagBefore(a, b *ir.Diagnostic) bool {
	fa, oka := ir.FileLoc(a.Loc)
	fb, okb := ir.FileLoc(b.Loc)
	if !oka || !okb {
		return !oka && okb
	}
	if fa.Line != fb.Line {
		return fa.Line < fb.Line
	}
	return fa.Col < fb.Col
}
