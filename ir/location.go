package ir

import (
	"strconv"
	"sync"
	"sync/atomic"
)

// Location says where an operation or value came from.
type Location interface {
	Attribute
	isLocation()
}

// UnknownLoc is `loc(unknown)`; use the Unknown value.
type UnknownLoc struct{}

func (UnknownLoc) isLocation() {}

// Print writes `unknown` (the printer adds `loc(...)`), `[unknown]` in pretty form.
func (UnknownLoc) Print(p *Printer) {
	if p.opts.PrettyDebugInfo {
		p.WriteString("[unknown]")
		return
	}
	p.WriteString("unknown")
}

// Equal reports whether o is unknown too.
func (UnknownLoc) Equal(o Attribute) bool { _, ok := o.(UnknownLoc); return ok }

// Unknown is `loc(unknown)`.
var Unknown Location = UnknownLoc{}

// FileLineColLoc is `loc("file":line:col)`, the location the parser gives every op.
type FileLineColLoc struct {
	File      string // the file name as given to the parser
	Line, Col uint32 // 1-based; MLIR's are unsigned 32-bit too
}

func (*FileLineColLoc) isLocation() {}

// Print writes `"file":line:col` (the file unquoted in pretty form).
func (l *FileLineColLoc) Print(p *Printer) {
	if p.opts.PrettyDebugInfo {
		p.WriteString(l.File)
	} else {
		p.WriteQuoted(l.File)
	}
	p.WriteChar(':')
	p.buf = strconv.AppendInt(p.buf, int64(l.Line), 10)
	p.WriteChar(':')
	p.buf = strconv.AppendInt(p.buf, int64(l.Col), 10)
}

// Equal compares file, line and column.
func (l *FileLineColLoc) Equal(o Attribute) bool {
	m, ok := o.(*FileLineColLoc)
	return ok && *m == *l
}

// NameLoc is `loc("name")` or `loc("name"(child))`, a named location.
type NameLoc struct {
	Name  string   // the name, unquoted
	Child Location // nil when absent
}

func (*NameLoc) isLocation() {}

// Print writes `"name"` and the child in parentheses when present.
func (l *NameLoc) Print(p *Printer) {
	p.WriteQuoted(l.Name)
	if l.Child != nil {
		if _, unk := l.Child.(UnknownLoc); !unk {
			p.WriteChar('(')
			p.printNestedLoc(l.Child)
			p.WriteChar(')')
		}
	}
}

// Equal compares name and child.
func (l *NameLoc) Equal(o Attribute) bool {
	m, ok := o.(*NameLoc)
	return ok && m.Name == l.Name && AttrEqual(m.Child, l.Child)
}

// CallSiteLoc is `loc(callsite(callee at caller))`, a location inside an inlined call.
type CallSiteLoc struct{ Callee, Caller Location }

func (*CallSiteLoc) isLocation() {}

// Print writes `callsite(callee at caller)`; in pretty form `callee` and ` at caller`,
// on a new line unless a name is called from a file position.
func (l *CallSiteLoc) Print(p *Printer) {
	if p.opts.PrettyDebugInfo {
		p.printNestedLoc(l.Callee)
		_, named := l.Callee.(*NameLoc)
		_, fileCaller := l.Caller.(*FileLineColLoc)
		if !named || !fileCaller {
			p.WriteChar('\n')
		}
		p.WriteString(" at ")
		p.printNestedLoc(l.Caller)
		return
	}
	p.WriteString("callsite(")
	p.printNestedLoc(l.Callee)
	p.WriteString(" at ")
	p.printNestedLoc(l.Caller)
	p.WriteChar(')')
}

// Equal compares callee and caller.
func (l *CallSiteLoc) Equal(o Attribute) bool {
	m, ok := o.(*CallSiteLoc)
	return ok && AttrEqual(m.Callee, l.Callee) && AttrEqual(m.Caller, l.Caller)
}

// FusedLoc is `loc(fused<metadata>[l1, l2])`, the merge of several locations.
type FusedLoc struct {
	Locs     []Location // the fused locations, in order
	Metadata Attribute  // optional, nil when absent
}

func (*FusedLoc) isLocation() {}

// NewFusedLoc fuses locations as MLIR's FusedLoc::get does: unknown locations are
// dropped, fused locations with the same metadata are flattened into this one, repeats
// are dropped; nothing left is unknown (a fused unknown with metadata), one location
// without metadata is that location.
func NewFusedLoc(locs []Location, meta Attribute) Location {
	var out []Location
	add := func(l Location) {
		for _, o := range out {
			if AttrEqual(o, l) {
				return
			}
		}
		out = append(out, l)
	}
	for _, l := range locs {
		if f, ok := unwrapLoc(l).(*FusedLoc); ok && AttrEqual(f.Metadata, meta) {
			for _, x := range f.Locs {
				add(x)
			}
			continue
		}
		if _, unk := unwrapLoc(l).(UnknownLoc); !unk {
			add(l)
		}
	}
	switch {
	case len(out) == 0 && meta == nil:
		return Unknown
	case len(out) == 0:
		return &FusedLoc{Locs: []Location{Unknown}, Metadata: meta}
	case len(out) == 1 && meta == nil:
		return out[0]
	}
	return &FusedLoc{Locs: out, Metadata: meta}
}

// Print writes `fused<metadata>[l1, l2]` (without `fused` in pretty form).
func (l *FusedLoc) Print(p *Printer) {
	if !p.opts.PrettyDebugInfo {
		p.WriteString("fused")
	}
	if l.Metadata != nil {
		p.WriteChar('<')
		p.PrintAttr(l.Metadata)
		p.WriteChar('>')
	}
	p.WriteChar('[')
	for i, c := range l.Locs {
		if i > 0 {
			p.WriteString(", ")
		}
		p.printNestedLoc(c)
	}
	p.WriteChar(']')
}

// Equal compares metadata and the locations in order.
func (l *FusedLoc) Equal(o Attribute) bool {
	m, ok := o.(*FusedLoc)
	if !ok || len(m.Locs) != len(l.Locs) || !AttrEqual(m.Metadata, l.Metadata) {
		return false
	}
	for i := range l.Locs {
		if !AttrEqual(m.Locs[i], l.Locs[i]) {
			return false
		}
	}
	return true
}

// FileLoc finds the first file:line:col position inside a location, for diagnostics.
func FileLoc(l Location) (*FileLineColLoc, bool) {
	switch l := l.(type) {
	case *FileLineColLoc:
		return l, true
	case *NameLoc:
		if l.Child != nil {
			return FileLoc(l.Child)
		}
	case *CallSiteLoc:
		// The callee's position when it has one, else the caller's (mlir-opt's choice).
		if f, ok := FileLoc(l.Callee); ok {
			return f, true
		}
		return FileLoc(l.Caller)
	case *FusedLoc:
		for _, c := range l.Locs {
			if f, ok := FileLoc(c); ok {
				return f, true
			}
		}
	}
	return nil, false
}

// inlineLoc is a file:line:col location stored by value inside an op; the file is an
// index into a process-wide table so the op carries 12 bytes rather than a string.
type inlineLoc struct {
	file      int32 // 1-based index into files.names; 0 means no location
	line, col uint32
}

func (l inlineLoc) location() *FileLineColLoc {
	return &FileLineColLoc{File: fileName(l.file), Line: l.line, Col: l.col}
}

// files interns the file names of inline locations. Lookups take no lock: a run sees a
// handful of names, so the read path is a sync.Map hit. The names live in fixed pages so
// that a new name copies at most the list of pages, not every name before it: a file split
// into 100,000 chunks names each chunk, and copying the list per name took minutes.
var files struct {
	mu    sync.Mutex
	index sync.Map // string -> int32
	pages atomic.Pointer[[]*[filePage]string]
	n     int32 // names interned, guarded by mu
}

const filePage = 1024

func internFile(name string) int32 {
	if i, ok := files.index.Load(name); ok {
		return i.(int32)
	}
	files.mu.Lock()
	defer files.mu.Unlock()
	if i, ok := files.index.Load(name); ok {
		return i.(int32)
	}
	var pages []*[filePage]string
	if p := files.pages.Load(); p != nil {
		pages = *p
	}
	k := int(files.n)
	if k/filePage == len(pages) {
		// Readers hold the old list; the pages themselves are shared, and a slot is
		// written before its index is published through files.index.
		pages = append(pages[:len(pages):len(pages)], new([filePage]string))
		files.pages.Store(&pages)
	}
	pages[k/filePage][k%filePage] = name
	files.n++
	files.index.Store(name, files.n)
	return files.n
}

func fileName(i int32) string {
	k := int(i - 1)
	return (*files.pages.Load())[k/filePage][k%filePage]
}
