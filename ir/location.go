package ir

import "strconv"

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
