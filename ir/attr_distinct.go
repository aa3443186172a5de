package ir

import (
	"strconv"
	"sync"
	"sync/atomic"
)

// DistinctAttr is MLIR's `distinct[N]<attr>`: an attribute equal only to itself, however
// equal the attribute it refers to (one per distinct metadata node, say). N in the text
// only ties the uses of one attribute together within a file; the printer renumbers
// from 0 in the order it prints them, and a unit referenced attribute prints as `<>`.
type DistinctAttr struct {
	Ref Attribute // the referenced attribute
	uid uint64    // identity: unique in the process
}

// distinctCount counts the distinct attributes ever made, so that parsing and printing
// stay sequential (in source order, which fixes their numbering) once one exists.
var distinctCount atomic.Uint64

// NewDistinct makes a new distinct attribute referring to ref.
func NewDistinct(ref Attribute) *DistinctAttr {
	return &DistinctAttr{Ref: ref, uid: distinctCount.Add(1)}
}

// Equal holds only for the same distinct attribute.
func (a *DistinctAttr) Equal(o Attribute) bool {
	b, ok := o.(*DistinctAttr)
	return ok && a.uid == b.uid
}

// Print writes `distinct[N]<ref>`, N numbering the distinct attributes this printer has
// printed (a hashing key, AttrString, uses the identity instead).
func (a *DistinctAttr) Print(p *Printer) {
	p.WriteString("distinct[")
	if p.keyMode {
		p.WriteString("#" + strconv.FormatUint(a.uid, 10))
	} else {
		if p.distinctIDs == nil {
			p.distinctIDs = map[uint64]int{}
		}
		id, ok := p.distinctIDs[a.uid]
		if !ok {
			id = len(p.distinctIDs)
			p.distinctIDs[a.uid] = id
		}
		p.WriteString(strconv.Itoa(id))
	}
	p.WriteString("]<")
	if _, unit := a.Ref.(UnitAttr); !unit {
		p.PrintAttr(a.Ref)
	}
	p.WriteChar('>')
}

// parseDistinct parses `distinct[N]<attr>` after the keyword: the same N in one file is
// the same attribute, and must refer to the same attribute each time.
func (p *OpParser) parseDistinct() (Attribute, error) {
	start := p.tok.pos
	p.advance()
	if err := p.expect(tLSquare, "after 'distinct'"); err != nil {
		return nil, err
	}
	if !p.is(tInteger) {
		return nil, p.ErrorAt(p.tok.pos, "expected distinct ID")
	}
	id, err := parseUintLit(p.text(), 64)
	p.advance()
	if err != nil {
		return nil, p.ErrorAt(p.tok.pos, "expected an unsigned 64-bit integer")
	}
	if err := p.expect(tRSquare, "to close distinct ID"); err != nil {
		return nil, err
	}
	if err := p.expect(tLess, "after distinct ID"); err != nil {
		return nil, err
	}
	var ref Attribute = Unit
	if !p.is(tGreater) {
		if ref, err = p.ParseAttribute(nil); err != nil {
			return nil, err
		}
	}
	if err := p.expect(tGreater, "to close distinct attribute"); err != nil {
		return nil, err
	}
	t := p.distinct
	t.mu.Lock()
	defer t.mu.Unlock()
	if d, ok := t.ids[id]; ok {
		if !AttrEqual(d.Ref, ref) {
			return nil, p.ErrorAt(start, "referenced attribute does not match previous definition: %s", AttrString(d.Ref))
		}
		return d, nil
	}
	d := NewDistinct(ref)
	t.ids[id] = d
	return d, nil
}

// distinctTable maps the IDs of a file's distinct attributes to them; the parsers of
// function bodies on other cores share their file's table.
type distinctTable struct {
	mu  sync.Mutex
	ids map[uint64]*DistinctAttr
}
