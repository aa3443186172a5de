package ir

import (
	"sort"
	"strconv"
)

// Aliases follow MLIR's AsmPrinter. Affine maps, integer sets, locations and distinct
// attributes are named `#map`, `#set`, `#loc` and `#distinct` (with a counter). Before printing, a dry run of the printer
// visits the attributes and types in the order MLIR's alias pass does (custom printers
// run as usual; the generic form visits regions first, then operand and result types,
// then all attributes sorted by name; region argument attributes of custom forms are not
// visited, nor the properties of unregistered ops). Each aliasable value gets a depth,
// one more than the deepest alias nested in it (unaliased containers count too), and the
// aliases are numbered in (depth, name, first visit) order. Op locations, visited only with
// debug info, are printed after the op unless something else also uses them.

// aliasName is the alias base of attributes that get one, "" for the others.
func aliasName(a Attribute) string {
	switch a := a.(type) {
	case *AffineMapAttr:
		return "map"
	case *IntegerSetAttr:
		return "set"
	case Location:
		return "loc"
	case *DistinctAttr:
		// mlir-opt leaves `distinct[N]<>` (a unit reference) in place.
		if _, unit := a.Ref.(UnitAttr); !unit {
			return "distinct"
		}
	}
	return ""
}

type aliasEntry struct {
	attr     Attribute
	base     string
	depth    int
	deferred bool
	children []int
	name     string // `#loc3`, set once all are known
}

type aliasCollector struct {
	byKey   map[string]int
	entries []*aliasEntry
	// Each open visit owns the tail of kids from its start (the aliases found inside it,
	// unaliased containers passing theirs through) and the last of depths (the deepest).
	kids     []int
	depths   []int
	deferred bool // visiting an op location, whose aliases may print after the op
	mark     int  // output length before the dry run; its text is dropped
	seen     map[Attribute]visited
}

func newAliasCollector(mark int) *aliasCollector {
	return &aliasCollector{byKey: map[string]int{}, depths: []int{0}, mark: mark}
}

func (c *aliasCollector) open() int {
	c.depths = append(c.depths, 0)
	return len(c.kids)
}

// close ends a visit and returns the depth of the deepest alias found in it.
func (c *aliasCollector) close() int {
	d := c.depths[len(c.depths)-1]
	c.depths = c.depths[:len(c.depths)-1]
	return d
}

// report tells the enclosing visit about a value of the given depth found in it.
func (c *aliasCollector) report(depth int) {
	if n := len(c.depths) - 1; depth > c.depths[n] {
		c.depths[n] = depth
	}
}

// aliasTable is the result: alias names by the attribute's alias-free text.
type aliasTable struct {
	byKey   map[string]*aliasEntry
	byAttr  map[Attribute]*aliasEntry
	entries []*aliasEntry // in numbering order
}

func unwrapLoc(a Attribute) Attribute {
	if d, ok := a.(*deferredLoc); ok && d.l != nil {
		return d.l
	}
	return a
}

// visitAttr records a (when aliasable) and what is nested in it, into the current frame.
func (p *Printer) visitAttr(a Attribute) {
	a = unwrapLoc(a)
	switch a.(type) {
	case nil, *IntegerAttr, *FloatAttr, *StringAttr, UnitAttr, *SymbolRefAttr, *DenseArrayAttr:
		return
	}
	c := p.collect
	base := aliasName(a)
	if base == "" {
		p.visitUnaliased(a)
		return
	}
	key := AttrString(a)
	if i, ok := c.byKey[key]; ok {
		if !c.deferred {
			c.markNonDeferred(i)
		}
		c.kids = append(c.kids, i)
		c.report(c.entries[i].depth)
		return
	}
	e := &aliasEntry{attr: a, base: base, deferred: c.deferred}
	i := len(c.entries)
	c.entries = append(c.entries, e)
	c.byKey[key] = i
	start := c.open()
	p.visitChildren(a)
	e.depth = nestedDepth(c.close(), 1)
	e.children = append([]int(nil), c.kids[start:]...)
	c.kids = append(c.kids[:start], i)
	c.report(e.depth)
}

// visitUnaliased visits a container that gets no alias itself. A container met again
// (a DAG through aliases: `#a1 = [#a0, #a0]`, `#a2 = [#a1, #a1]`, ...) replays what its
// first visit found instead of walking it again: 40 such levels were 2^40 visits.
func (p *Printer) visitUnaliased(a Attribute) {
	c := p.collect
	memo := false
	switch a.(type) {
	case *ArrayAttr, *DictAttr, *CallSiteLoc, *FusedLoc, *NameLoc:
		memo = true
	}
	if memo {
		if seen, ok := c.seen[a]; ok {
			for _, i := range seen.kids {
				if !c.deferred {
					c.markNonDeferred(i)
				}
			}
			c.kids = append(c.kids, seen.kids...)
			c.report(seen.depth)
			return
		}
	}
	start := c.open()
	p.visitChildren(a)
	depth := nestedDepth(c.close(), 0)
	if memo {
		if c.seen == nil {
			c.seen = map[Attribute]visited{}
		}
		c.seen[a] = visited{depth, append([]int(nil), c.kids[start:]...)}
	}
	c.report(depth)
}

// visited is what visiting an unaliased container found: the depth it reports and the
// aliases it passes through.
type visited struct {
	depth int
	kids  []int
}

// nestedDepth is a value's depth: one more than the deepest alias inside it, else own
// (1 for an aliased value, 0 otherwise).
func nestedDepth(inner, own int) int {
	if inner > 0 {
		return inner + 1
	}
	return own
}

func (p *Printer) visitChildren(a Attribute) {
	switch a := a.(type) {
	case *AffineMapAttr, *IntegerSetAttr, *FileLineColLoc, UnknownLoc:
	case *NameLoc:
		if a.Child != nil {
			if _, unk := a.Child.(UnknownLoc); !unk {
				p.visitAttr(a.Child)
			}
		}
	case *CallSiteLoc:
		p.visitAttr(a.Callee)
		p.visitAttr(a.Caller)
	case *FusedLoc:
		if a.Metadata != nil {
			p.visitAttr(a.Metadata)
		}
		for _, l := range a.Locs {
			p.visitAttr(l)
		}
	case *ArrayAttr:
		for _, e := range a.Elems {
			p.visitAttr(e)
		}
	case *DictAttr:
		for _, e := range a.Entries {
			p.visitAttr(e.Value)
		}
	case *TypeAttr:
		p.visitType(a.Type)
	case *DistinctAttr:
		p.visitAttr(a.Ref)
	case *DenseElementsAttr:
		p.visitType(a.Type)
	default:
		// Dialect attributes: their printer reports what they nest.
		a.Print(p)
	}
}

// visitType visits what a type nests (builtin types never get aliases themselves).
func (p *Printer) visitType(t Type) {
	switch t.(type) {
	case nil, *IntegerType, *IndexType, *NoneType, *FloatType:
		return
	}
	c := p.collect
	c.open()
	t.Print(p)
	c.report(nestedDepth(c.close(), 0))
}

func (c *aliasCollector) markNonDeferred(i int) {
	e := c.entries[i]
	if !e.deferred {
		return
	}
	e.deferred = false
	for _, ch := range e.children {
		c.markNonDeferred(ch)
	}
}

// initAliases runs the alias pass for top; p.aliases stays nil when nothing needs one.
func (p *Printer) initAliases(top *Operation) {
	p.aliases = nil
	if p.opts.LocalScope {
		return
	}
	c := newAliasCollector(len(p.buf))
	p.collect = c
	if !p.opts.DebugInfo {
		// Cheap pre-check: without any aliasable value the dry run is skipped.
		p.scanForAliases(top)
		if len(c.entries) == 0 {
			p.collect = nil
			p.buf = p.buf[:c.mark]
			return
		}
		c = newAliasCollector(c.mark)
		p.collect = c
	}
	p.printOp(top)
	p.collect = nil
	p.buf = p.buf[:c.mark]
	if len(c.entries) == 0 {
		return
	}
	order := make([]*aliasEntry, len(c.entries))
	copy(order, c.entries)
	sort.SliceStable(order, func(i, j int) bool {
		if order[i].depth != order[j].depth {
			return order[i].depth < order[j].depth
		}
		return order[i].base < order[j].base
	})
	counts := map[string]int{}
	t := &aliasTable{byKey: make(map[string]*aliasEntry, len(order)), byAttr: map[Attribute]*aliasEntry{}, entries: order}
	for _, e := range order {
		n := counts[e.base]
		counts[e.base]++
		e.name = "#" + e.base
		if n > 0 {
			if last := e.base[len(e.base)-1]; last >= '0' && last <= '9' {
				e.name += "_"
			}
			e.name += strconv.Itoa(n)
		}
	}
	for key, i := range c.byKey {
		t.byKey[key] = c.entries[i]
	}
	p.aliases = t
}

// scanForAliases visits the attributes and types held by every op, in no particular
// order, only to learn whether any alias will be needed.
func (p *Printer) scanForAliases(top *Operation) {
	top.Walk(func(op *Operation) bool {
		for _, a := range op.attrArr() {
			p.visitAttr(a.Value)
		}
		for i := range op.resultArr() {
			p.visitType(op.resultArr()[i].typ)
		}
		for _, r := range op.regs() {
			for b := r.first; b != nil; b = b.next {
				for _, a := range b.args {
					p.visitType(a.typ)
				}
			}
		}
		p.buf = p.buf[:p.collect.mark]
		return true
	})
}

// aliasFor returns the alias of a, if it has one.
func (p *Printer) aliasFor(a Attribute) (string, bool) {
	t := p.aliases
	if t == nil {
		return "", false
	}
	a = unwrapLoc(a)
	if aliasName(a) == "" {
		return "", false
	}
	if e, ok := t.byAttr[a]; ok {
		return e.name, true
	}
	e, ok := t.byKey[AttrString(a)]
	if !ok {
		return "", false
	}
	if isPointerAttr(a) {
		t.byAttr[a] = e
	}
	return e.name, true
}

// isPointerAttr reports whether a can key a map by identity (pointer kinds are always
// comparable; UnknownLoc is an empty struct).
func isPointerAttr(a Attribute) bool {
	switch a.(type) {
	case *AffineMapAttr, *IntegerSetAttr, *FileLineColLoc, *NameLoc, *CallSiteLoc, *FusedLoc, UnknownLoc, *DistinctAttr:
		return true
	}
	return false
}

// printAliasDefs prints `#name = value` for the aliases printed before the op (deferred
// false) or after it.
func (p *Printer) printAliasDefs(deferred bool) {
	if p.aliases == nil {
		return
	}
	for _, e := range p.aliases.entries {
		if e.deferred != deferred {
			continue
		}
		p.WriteString(e.name)
		p.WriteString(" = ")
		if l, ok := e.attr.(Location); ok {
			p.printLocInline(l)
		} else {
			e.attr.Print(p)
		}
		p.WriteChar('\n')
	}
}

// printNestedLoc prints a location inside another one: its alias when it has one.
func (p *Printer) printNestedLoc(l Location) {
	if name, ok := p.aliasFor(l); ok {
		p.WriteString(name)
		return
	}
	l.Print(p)
}
