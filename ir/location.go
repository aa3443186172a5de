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

type UnknownLoc struct{}

func (UnknownLoc) isLocation()            {}
func (UnknownLoc) Print(p *Printer)       { p.WriteString("unknown") }
func (UnknownLoc) Equal(o Attribute) bool { _, ok := o.(UnknownLoc); return ok }

// Unknown is `loc(unknown)`.
var Unknown Location = UnknownLoc{}

type FileLineColLoc struct {
	File      string
	Line, Col int32
}

func (*FileLineColLoc) isLocation() {}
func (l *FileLineColLoc) Print(p *Printer) {
	p.WriteQuoted(l.File)
	p.WriteChar(':')
	p.buf = strconv.AppendInt(p.buf, int64(l.Line), 10)
	p.WriteChar(':')
	p.buf = strconv.AppendInt(p.buf, int64(l.Col), 10)
}
func (l *FileLineColLoc) Equal(o Attribute) bool {
	m, ok := o.(*FileLineColLoc)
	return ok && *m == *l
}

type NameLoc struct {
	Name  string
	Child Location // nil when absent
}

func (*NameLoc) isLocation() {}
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
func (l *NameLoc) Equal(o Attribute) bool {
	m, ok := o.(*NameLoc)
	return ok && m.Name == l.Name && AttrEqual(m.Child, l.Child)
}

type CallSiteLoc struct{ Callee, Caller Location }

func (*CallSiteLoc) isLocation() {}
func (l *CallSiteLoc) Print(p *Printer) {
	p.WriteString("callsite(")
	p.printNestedLoc(l.Callee)
	p.WriteString(" at ")
	p.printNestedLoc(l.Caller)
	p.WriteChar(')')
}
func (l *CallSiteLoc) Equal(o Attribute) bool {
	m, ok := o.(*CallSiteLoc)
	return ok && AttrEqual(m.Callee, l.Callee) && AttrEqual(m.Caller, l.Caller)
}

type FusedLoc struct {
	Locs     []Location
	Metadata Attribute
}

func (*FusedLoc) isLocation() {}
func (l *FusedLoc) Print(p *Printer) {
	p.WriteString("fused")
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
		return FileLoc(l.Callee)
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
	line, col int32
}

func (l inlineLoc) location() *FileLineColLoc {
	return &FileLineColLoc{File: fileName(l.file), Line: l.line, Col: l.col}
}

// files interns the file names of inline locations. Lookups take no lock: a run sees a
// handful of names, so the read path is a sync.Map hit.
var files struct {
	mu    sync.Mutex
	index sync.Map // string -> int32
	names atomic.Pointer[[]string]
}

func internFile(name string) int32 {
	if i, ok := files.index.Load(name); ok {
		return i.(int32)
	}
	files.mu.Lock()
	defer files.mu.Unlock()
	if i, ok := files.index.Load(name); ok {
		return i.(int32)
	}
	var names []string
	if p := files.names.Load(); p != nil {
		names = *p
	}
	names = append(names[:len(names):len(names)], name)
	files.names.Store(&names)
	i := int32(len(names))
	files.index.Store(name, i)
	return i
}

func fileName(i int32) string {
	return (*files.names.Load())[i-1]
}
