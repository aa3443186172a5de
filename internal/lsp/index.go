package lsp

import (
	"sort"

	"github.com/ascend-toolchain/asc/ir"
)

// index is what the parser recorded about one chunk (see ir.ParseRecorder), with spans
// shifted to document offsets, and the lookups the editor features need. It keeps what a
// failed parse reported before its error, so the text above a typo still answers hovers.
type index struct {
	base int
	top  *ir.Operation // the parsed chunk; nil when parsing failed

	ops      []opRec // in the order they completed: nested ops before their parent
	valDefs  []valueDef
	defOf    map[*ir.Value]int // value -> index into valDefs
	valUses  []valueUse
	forward  map[*ir.Value]*ir.Value
	blkDefs  map[*ir.Block]span
	blkNames []blockRec // definitions and uses, in source order
	symNames []symbolName
	symRefs  []symbolRef
	symDefOf map[*ir.Operation]span // symbol op -> the span of its `@name`
	symDefs  []symbolDef            // the same, in source order (for deterministic scans)
}

type symbolDef struct {
	op   *ir.Operation
	name span
}

type opRec struct {
	op          *ir.Operation
	name, whole span
}

type valueDef struct {
	name span
	vals []*ir.Value
}

type valueUse struct {
	name span
	v    *ir.Value
}

type blockRec struct {
	name span
	b    *ir.Block
	def  bool
}

type symbolName struct {
	name    span
	sym     string
	claimed bool // tied to its op
}

type symbolRef struct {
	ref   *ir.SymbolRefAttr
	parts []span
	user  *ir.Operation // the innermost op whose text holds the reference
}

func newIndex(base int) *index {
	return &index{base: base, defOf: map[*ir.Value]int{}, forward: map[*ir.Value]*ir.Value{},
		blkDefs: map[*ir.Block]span{}, symDefOf: map[*ir.Operation]span{}}
}

func (x *index) sp(s ir.Span) span { return span{x.base + s.Start, x.base + s.End} }

// Op records an operation (ir.ParseRecorder).
//
// Ops complete innermost first, so the symbol names and references inside an op's text
// that no nested op claimed are the op's own: each is claimed once, as its op completes,
// which keeps the index linear in the text (times the nesting depth).
func (x *index) Op(op *ir.Operation, name, whole ir.Span) {
	w := x.sp(whole)
	x.ops = append(x.ops, opRec{op: op, name: x.sp(name), whole: w})
	if sym := symName(op); sym != "" {
		i := sort.Search(len(x.symNames), func(i int) bool { return x.symNames[i].name.start >= w.start })
		for ; i < len(x.symNames) && x.symNames[i].name.start < w.end; i++ {
			if sn := &x.symNames[i]; !sn.claimed && sn.sym == sym {
				sn.claimed = true
				x.symDefOf[op] = sn.name
				x.symDefs = append(x.symDefs, symbolDef{op, sn.name})
				break
			}
		}
	}
	i := sort.Search(len(x.symRefs), func(i int) bool { return x.symRefs[i].parts[0].start >= w.start })
	for ; i < len(x.symRefs) && x.symRefs[i].parts[0].start < w.end; i++ {
		if r := &x.symRefs[i]; r.user == nil {
			r.user = op
		}
	}
}

// ValueDef records an SSA name definition (ir.ParseRecorder).
func (x *index) ValueDef(name ir.Span, vals []*ir.Value) {
	x.valDefs = append(x.valDefs, valueDef{name: x.sp(name), vals: append([]*ir.Value(nil), vals...)})
	for _, v := range vals {
		x.defOf[v] = len(x.valDefs) - 1
	}
}

// ValueUse records an SSA use (ir.ParseRecorder).
func (x *index) ValueUse(name ir.Span, v *ir.Value) {
	x.valUses = append(x.valUses, valueUse{name: x.sp(name), v: v})
}

// ForwardResolved records what a forward reference became (ir.ParseRecorder).
func (x *index) ForwardResolved(placeholder, v *ir.Value) { x.forward[placeholder] = v }

// BlockDef records a block label (ir.ParseRecorder).
func (x *index) BlockDef(name ir.Span, b *ir.Block) {
	x.blkDefs[b] = x.sp(name)
	x.blkNames = append(x.blkNames, blockRec{name: x.sp(name), b: b, def: true})
}

// BlockUse records a successor (ir.ParseRecorder).
func (x *index) BlockUse(name ir.Span, b *ir.Block) {
	x.blkNames = append(x.blkNames, blockRec{name: x.sp(name), b: b})
}

// SymbolName records a symbol definition's name (ir.ParseRecorder).
func (x *index) SymbolName(name ir.Span, sym string) {
	x.symNames = append(x.symNames, symbolName{name: x.sp(name), sym: sym})
}

// SymbolRef records a symbol reference (ir.ParseRecorder).
func (x *index) SymbolRef(ref *ir.SymbolRefAttr, parts []ir.Span) {
	r := symbolRef{ref: ref}
	for _, p := range parts {
		r.parts = append(r.parts, x.sp(p))
	}
	x.symRefs = append(x.symRefs, r)
}

// finish puts the symbol definitions in source order (ops complete innermost first).
func (x *index) finish() {
	sort.Slice(x.symDefs, func(i, j int) bool { return x.symDefs[i].name.start < x.symDefs[j].name.start })
}

// symName returns an op's sym_name, or "".
func symName(op *ir.Operation) string {
	if s, ok := op.Attr("sym_name").(*ir.StringAttr); ok {
		return s.Value
	}
	return ""
}

// resolve follows forward references to the value that replaced them.
func (x *index) resolve(v *ir.Value) *ir.Value {
	for i := 0; i < 64; i++ { // a chain longer than a few links cannot occur
		w, ok := x.forward[v]
		if !ok {
			return v
		}
		v = w
	}
	return v
}

// target is what a cursor can be on: an op name, an SSA name (identified by the
// definition that binds it), a block label or a symbol.
type target struct {
	kind   targetKind
	at     span          // the token under the cursor
	op     *ir.Operation // the op, for op names the index holds
	info   *ir.OpInfo    // the op kind, for op names
	def    int           // valDefs index for values; -1 when the use has no known definition
	val    *ir.Value
	block  *ir.Block
	symbol *ir.Operation // the symbol op; nil when the reference does not resolve
	sym    string        // the symbol name under the cursor
	alias  span          // an alias's definition (its `#name` or `!name` before `=`)
}

type targetKind uint8

const (
	noTarget targetKind = iota
	opTarget
	valueTarget
	blockTarget
	symbolTarget
	aliasTarget // `#name` or `!name` with a definition `#name = ...` in the chunk
)

// targetAt finds what lies under a document offset; tokens are preferred when the cursor
// is inside them over those it merely ends.
func (x *index) targetAt(off int) target {
	if t := x.targetWhere(func(s span) bool { return s.contains(off) }); t.kind != noTarget {
		return t
	}
	return x.targetWhere(func(s span) bool { return s.containsOrEnds(off) })
}

func (x *index) targetWhere(in func(span) bool) target {
	for _, d := range x.valDefs {
		if in(d.name) {
			return target{kind: valueTarget, at: d.name, def: x.defOf[d.vals[0]], val: d.vals[0]}
		}
	}
	for _, u := range x.valUses {
		if in(u.name) {
			v := x.resolve(u.v)
			def, ok := x.defOf[v]
			if !ok {
				def = -1
			}
			return target{kind: valueTarget, at: u.name, def: def, val: v}
		}
	}
	for _, b := range x.blkNames {
		if in(b.name) {
			return target{kind: blockTarget, at: b.name, block: b.b}
		}
	}
	for _, sd := range x.symDefs {
		if in(sd.name) {
			return target{kind: symbolTarget, at: sd.name, symbol: sd.op, sym: symName(sd.op)}
		}
	}
	for _, r := range x.symRefs {
		for i, p := range r.parts {
			if in(p) {
				sym := r.ref.Root
				if i > 0 {
					sym = r.ref.Nested[i-1]
				}
				return target{kind: symbolTarget, at: p, symbol: x.resolveRef(&r, i), sym: sym}
			}
		}
	}
	for _, o := range x.ops {
		if in(o.name) {
			return target{kind: opTarget, at: o.name, op: o.op, info: o.op.Info()}
		}
	}
	return target{}
}

// resolveRef finds the symbol op the i-th part of a reference names: the root in the
// nearest symbol table around the referring op (going outwards while it is not found), each
// nested part in the table of the one before. When the IR around is incomplete (a failed
// parse) it falls back to the symbol definitions of the chunk with that name.
func (x *index) resolveRef(r *symbolRef, i int) *ir.Operation {
	names := append([]string{r.ref.Root}, r.ref.Nested...)
	var cur *ir.Operation
	for from := r.user; from != nil && cur == nil; from = from.ParentOp() {
		if from.HasTrait(ir.TraitSymbolTable) {
			cur = ir.LookupSymbol(from, names[0])
		}
	}
	for k := 1; k <= i && cur != nil; k++ {
		cur = ir.LookupSymbol(cur, names[k])
	}
	if cur != nil {
		return cur
	}
	return x.symbolNamed(names[i])
}

// symbolNamed returns the first symbol op of the chunk with that name: one written with
// `@name`, else one of the generic form (whose name is a string).
func (x *index) symbolNamed(name string) *ir.Operation {
	for _, sd := range x.symDefs {
		if symName(sd.op) == name {
			return sd.op
		}
	}
	var best *opRec
	for i := range x.ops {
		if r := &x.ops[i]; symName(r.op) == name && (best == nil || r.whole.start < best.whole.start) {
			best = r
		}
	}
	if best == nil {
		return nil
	}
	return best.op
}

// symbolSpan is where a symbol op's name is written: its `@name`, or its op name for the
// generic form (whose sym_name is a string attribute).
func (x *index) symbolSpan(op *ir.Operation) (span, bool) {
	if s, ok := x.symDefOf[op]; ok {
		return s, true
	}
	for _, o := range x.ops {
		if o.op == op {
			return o.name, true
		}
	}
	return span{}, false
}

// opRecOf returns the record of an op.
func (x *index) opRecOf(op *ir.Operation) (opRec, bool) {
	for _, o := range x.ops {
		if o.op == op {
			return o, true
		}
	}
	return opRec{}, false
}

// references lists the spans naming the same thing as t (with its definition when
// withDef), in source order.
func (x *index) references(t target, withDef bool) []span {
	var out []span
	switch t.kind {
	case valueTarget:
		if t.def < 0 {
			return []span{t.at}
		}
		if withDef {
			out = append(out, x.valDefs[t.def].name)
		}
		for _, u := range x.valUses {
			if d, ok := x.defOf[x.resolve(u.v)]; ok && d == t.def {
				out = append(out, u.name)
			}
		}
	case blockTarget:
		for _, b := range x.blkNames {
			if b.b == t.block && (withDef || !b.def) {
				out = append(out, b.name)
			}
		}
	case symbolTarget:
		if t.symbol == nil {
			return []span{t.at}
		}
		if s, ok := x.symDefOf[t.symbol]; ok && withDef {
			out = append(out, s)
		}
		for k := range x.symRefs {
			r := &x.symRefs[k]
			for i, p := range r.parts {
				if x.resolveRef(r, i) == t.symbol {
					out = append(out, p)
				}
			}
		}
	case opTarget:
		for _, o := range x.ops {
			if o.op.Info() == t.info {
				out = append(out, o.name)
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].start < out[j].start })
	return dedupe(out)
}

func dedupe(s []span) []span {
	out := s[:0]
	for i, x := range s {
		if i == 0 || x != s[i-1] {
			out = append(out, x)
		}
	}
	return out
}

// definition returns where t is defined.
func (x *index) definition(t target) (span, bool) {
	switch t.kind {
	case valueTarget:
		if t.def >= 0 {
			return x.valDefs[t.def].name, true
		}
	case blockTarget:
		s, ok := x.blkDefs[t.block]
		return s, ok
	case symbolTarget:
		if t.symbol != nil {
			return x.symbolSpan(t.symbol)
		}
	case opTarget:
		if r, ok := x.opRecOf(t.op); ok && t.op != nil {
			return r.name, true
		}
	}
	return span{}, false
}
