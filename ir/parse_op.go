package ir

import (
	"slices"
	"strconv"
	"strings"
	"unsafe"
)

// valueScope tracks SSA names. A region shares the map of the scope around it but remembers
// what it defined, so those names disappear when the region closes; only the outermost
// scope (the file's, or a body parsed on another core) owns its map.
type valueScope struct {
	values  map[string][]*Value
	defined []string // names defined in this region, removed on pop (scopes that share a map)
	forward map[*Value]fwdRef
	parent  *valueScope
	owns    bool
}

type fwdRef struct {
	name string
	pos  int
}

type blockScope struct {
	blocks map[string]*blockDef
}

type blockDef struct {
	block   *Block
	defined bool
	pos     int
}

// newState takes an OperationState from the parser's free list; NewOperation copies what
// it keeps, so states are recycled once the op is built.
func (p *OpParser) newState() *OperationState {
	if st, ok := popFree(&p.freeStates); ok {
		return st
	}
	return &OperationState{}
}

// popFree takes the last entry of a parser free list.
func popFree[T any](list *[]T) (T, bool) {
	var zero T
	n := len(*list)
	if n == 0 {
		return zero, false
	}
	x := (*list)[n-1]
	(*list)[n-1] = zero
	*list = (*list)[:n-1]
	return x, true
}

func (p *OpParser) freeState(st *OperationState) {
	*st = OperationState{Operands: st.Operands[:0], Attrs: st.Attrs[:0]}
	p.freeStates = append(p.freeStates, st)
}

func (p *OpParser) pushValueScope() {
	s, ok := popFree(&p.freeScopes)
	if !ok {
		s = &valueScope{}
	}
	if len(p.scopes) == 0 {
		if s.values, ok = popFree(&p.freeMaps); !ok {
			s.values = make(map[string][]*Value, 32)
		}
		s.owns = true
	} else {
		s.values = p.scopes[len(p.scopes)-1].values
		s.parent = p.scopes[len(p.scopes)-1]
	}
	p.scopes = append(p.scopes, s)
}

func (p *OpParser) popValueScope() error {
	s := p.scopes[len(p.scopes)-1]
	p.scopes = p.scopes[:len(p.scopes)-1]
	if len(s.forward) > 0 && !s.owns && s.parent != nil {
		// A region may name a value its enclosing region defines later (mlir-opt parses
		// it, and the verifier judges dominance or isolation): the references still open
		// move to the enclosing scope, whose map holds their placeholders. What is still
		// open at the end of the file is undeclared, reported there as MLIR does.
		if s.parent.forward == nil {
			s.parent.forward = map[*Value]fwdRef{}
		}
		for v, f := range s.forward {
			s.parent.forward[v] = f
		}
		clear(s.forward)
	}
	if len(s.forward) > 0 {
		// Every unresolved use is reported, in source order, as MLIR does.
		poss := make([]int, 0, len(s.forward))
		for _, f := range s.forward {
			poss = append(poss, f.pos)
		}
		return p.errorsAt(poss, "use of undeclared SSA value name")
	}
	if !s.owns {
		for _, n := range s.defined {
			delete(s.values, n)
		}
	} else {
		clear(s.values)
		p.freeMaps = append(p.freeMaps, s.values)
	}
	// Scopes are recycled: a module has one per region and they would otherwise be
	// garbage as soon as the region is parsed.
	*s = valueScope{defined: s.defined[:0], forward: s.forward}
	p.freeScopes = append(p.freeScopes, s)
	return nil
}

func (p *OpParser) pushBlockScope() {
	s, ok := popFree(&p.freeBlockScopes)
	if !ok {
		s = &blockScope{}
	}
	p.blockScopes = append(p.blockScopes, s)
}

// errorsAt reports msg at each offset, in source order, as one error.
func (p *OpParser) errorsAt(offs []int, msg string) error {
	slices.Sort(offs)
	var l DiagList
	for _, off := range offs {
		l = append(l, Errorf(p.LocAt(off), "%s", msg))
	}
	if len(l) == 1 {
		return l[0]
	}
	return l
}

func (p *OpParser) popBlockScope() error {
	s := p.blockScopes[len(p.blockScopes)-1]
	p.blockScopes = p.blockScopes[:len(p.blockScopes)-1]
	// Every undefined reference is reported, in source order (maps iterate at random).
	var undefined []int
	for _, d := range s.blocks {
		if !d.defined {
			undefined = append(undefined, d.pos)
		}
	}
	if len(undefined) > 0 {
		return p.errorsAt(undefined, "reference to an undefined block")
	}
	clear(s.blocks)
	p.freeBlockScopes = append(p.freeBlockScopes, s)
	return nil
}

// blockDef finds or forward-declares block name in the innermost block scope (whose map
// is only made for regions that name blocks at all).
func (s *blockScope) lookup(name string, pos int) (*blockDef, bool) {
	if d, ok := s.blocks[name]; ok {
		return d, true
	}
	if s.blocks == nil {
		s.blocks = map[string]*blockDef{}
	}
	d := &blockDef{block: &Block{}, pos: pos}
	s.blocks[name] = d
	return d, false
}

// UnresolvedOperand is an SSA use parsed before its type is known.
type UnresolvedOperand struct {
	Name      string // without '%'
	Number    int    // result number after '#'
	Pos       int    // byte offset in the source, for diagnostics
	line, col int32
}

// loc is the location of the use (for block arguments defined by it).
func (u UnresolvedOperand) loc(p *OpParser) Location {
	if u.line == 0 {
		return p.LocAt(u.Pos)
	}
	return &FileLineColLoc{File: p.file, Line: uint32(u.line) + uint32(p.lineBase), Col: uint32(u.col)}
}

// Loc returns the source location of the use.
func (u UnresolvedOperand) Loc(p *OpParser) Location { return u.loc(p) }

// ssaName returns the current %/^/#-prefixed token's name without copying the source:
// SSA names only live in the parser's scope maps and diagnostics.
func (p *OpParser) ssaName() string {
	b := p.src[p.tok.pos+1 : p.tok.end]
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(&b[0], len(b))
}

// valueSlab hands out small []*Value slices carved from a shared block, so binding result
// names does not allocate per operation.
func (p *OpParser) valueSlab(n int) []*Value {
	if n > 64 {
		return make([]*Value, n)
	}
	if len(p.slab)+n > cap(p.slab) {
		p.slab = make([]*Value, 0, 1024)
	}
	start := len(p.slab)
	p.slab = p.slab[:start+n]
	return p.slab[start : start+n : start+n]
}

// defineValue binds an SSA name (with result group) to values.
func (p *OpParser) defineValues(name string, pos int, vals []*Value) error {
	s := p.scopes[len(p.scopes)-1]
	if existing, ok := s.values[name]; ok {
		// A forward reference gets resolved now; a real definition is a redefinition.
		allFwd := true
		for _, v := range existing {
			if v != nil {
				if _, isFwd := p.lookupForward(v); !isFwd {
					allFwd = false
				}
			}
		}
		if !allFwd {
			err := p.ErrorAt(pos, "redefinition of SSA value '%%%s'", name)
			for _, v := range existing {
				if v != nil {
					if l := p.defLoc(v, name); l != nil {
						err.(*Diagnostic).Note(l, "previously defined here")
					}
					break
				}
			}
			return err
		}
		for i, old := range existing {
			if old == nil {
				continue
			}
			if i >= len(vals) {
				// A number past the results stays a forward reference, reported as
				// undeclared when the scope ends, as in MLIR.
				continue
			}
			if !TypeEqual(old.typ, vals[i].typ) {
				f, _ := p.lookupForward(old)
				d := p.ErrorAt(pos, "definition of SSA value '%%%s#%d' has type '%s'", name, i, TypeString(vals[i].typ)).(*Diagnostic)
				return d.Note(p.LocAt(f.pos), "previously used here with type '%s'", TypeString(old.typ))
			}
			old.ReplaceAllUsesWith(vals[i])
			if p.resolved == nil {
				p.resolved = map[*Value]*Value{}
			}
			p.resolved[old] = vals[i]
			p.dropForward(old)
			if p.rec != nil {
				p.rec.ForwardResolved(old, vals[i])
			}
		}
	}
	s.values[name] = vals
	if p.rec != nil {
		p.rec.ValueDef(Span{pos, pos + 1 + len(name)}, vals)
	}
	if !s.owns {
		s.defined = append(s.defined, name)
	}
	return nil
}

// defLoc is where the SSA name of v was defined, as MLIR's notes point: a block
// argument's location, or the `%name` of the result list before v's op. The parser keeps
// no definition positions (they would cost every op), so the result's is found again in
// the text before the op's name.
func (p *OpParser) defLoc(v *Value, name string) Location {
	op := v.owner()
	if op == nil {
		return v.ArgLoc()
	}
	f, ok := FileLoc(op.Loc())
	if !ok || f.File != p.file {
		return op.Loc()
	}
	if p.lineStarts == nil {
		p.lineCol(0)
	}
	line := int(f.Line) - 1 - p.lineBase
	if line < 0 || line >= len(p.lineStarts) {
		return op.Loc()
	}
	end := p.lineStarts[line] + int(f.Col) - 1
	want := "%" + name
	for i := end - len(want); i >= 0 && i >= end-4096; i-- {
		if string(p.src[i:i+len(want)]) == want && (i+len(want) == len(p.src) || !isSuffixChar(p.src[i+len(want)])) && (i == 0 || !isSuffixChar(p.src[i-1])) {
			return p.LocAt(i)
		}
	}
	return op.Loc()
}

func (p *OpParser) lookupForward(v *Value) (fwdRef, bool) {
	for i := len(p.scopes) - 1; i >= 0; i-- {
		if f, ok := p.scopes[i].forward[v]; ok {
			return f, true
		}
	}
	return fwdRef{}, false
}

func (p *OpParser) dropForward(v *Value) {
	for i := len(p.scopes) - 1; i >= 0; i-- {
		delete(p.scopes[i].forward, v)
	}
}

// ResolveOperand turns a parsed use into a value of the given type, creating a forward
// reference placeholder if the name is not defined yet.
func (p *OpParser) ResolveOperand(u UnresolvedOperand, t Type) (*Value, error) {
	s := p.scopes[len(p.scopes)-1]
	vals, ok := s.values[u.Name]
	if ok && u.Number < len(vals) && vals[u.Number] != nil {
		v := vals[u.Number]
		if p.rec != nil { // the use names v even when its type is wrong
			p.rec.ValueUse(Span{u.Pos, u.Pos + 1 + len(u.Name)}, v)
		}
		if t != nil && !TypeEqual(v.typ, t) {
			err := p.ErrorAt(u.Pos, "use of value '%%%s' expects different type than prior uses: '%s' vs '%s'",
				u.Name, TypeString(t), TypeString(v.typ))
			if d, ok := err.(*Diagnostic); ok {
				if f, isFwd := p.lookupForward(v); isFwd {
					d.Note(p.LocAt(f.pos), "prior use here")
				} else if l := p.defLoc(v, u.Name); l != nil {
					d.Note(l, "prior use here")
				}
			}
			return nil, err
		}
		return v, nil
	}
	if ok && len(vals) > 0 && u.Number >= len(vals) {
		// A name only used so far (`%x#1` leaves #0 unset) may take more numbers; a
		// defined one has all it will have (MLIR asks the first number only).
		if _, isFwd := p.lookupForward(vals[0]); vals[0] != nil && !isFwd {
			return nil, p.ErrorAt(u.Pos, "reference to invalid result number")
		}
	}
	if t == nil {
		return nil, p.ErrorAt(u.Pos, "use of undeclared SSA value name")
	}
	// Forward reference: a placeholder defined by nothing, replaced on definition.
	ph := &Value{typ: t}
	for len(vals) <= u.Number {
		vals = append(vals, nil)
	}
	vals[u.Number] = ph
	s.values[u.Name] = vals
	key := "%" + u.Name
	if u.Number > 0 {
		key += "#" + strconv.Itoa(u.Number)
	}
	if s.forward == nil {
		s.forward = map[*Value]fwdRef{}
	}
	s.forward[ph] = fwdRef{name: key, pos: u.Pos}
	if p.rec != nil {
		p.rec.ValueUse(Span{u.Pos, u.Pos + 1 + len(u.Name)}, ph)
	}
	return ph, nil
}

// ParseOperand parses `%name` or `%name#N`.
func (p *OpParser) ParseOperand() (UnresolvedOperand, error) {
	if !p.is(tPercentIdent) {
		return UnresolvedOperand{}, p.expected("SSA operand")
	}
	u := UnresolvedOperand{Name: p.ssaName(), Pos: p.tok.pos, line: p.tok.line, col: p.tok.col}
	p.advance()
	if p.is(tHashIdent) {
		n, err := strconv.Atoi(p.text()[1:])
		if err != nil || n < 0 {
			return u, p.Errorf("invalid SSA value result number")
		}
		u.Number = n
		p.advance()
	}
	return u, nil
}

// ParseOperandNoNumber parses `%name` where MLIR rejects a result number (`%name#N`), as
// in argument lists.
func (p *OpParser) ParseOperandNoNumber() (UnresolvedOperand, error) {
	if !p.is(tPercentIdent) {
		return UnresolvedOperand{}, p.expected("SSA operand")
	}
	u := UnresolvedOperand{Name: p.ssaName(), Pos: p.tok.pos, line: p.tok.line, col: p.tok.col}
	p.advance()
	if p.is(tHashIdent) {
		return u, p.Errorf("result number not allowed in argument list")
	}
	return u, nil
}

// ParseOptionalOperand parses an operand if one is next.
func (p *OpParser) ParseOptionalOperand() (UnresolvedOperand, bool, error) {
	if !p.is(tPercentIdent) {
		return UnresolvedOperand{}, false, nil
	}
	u, err := p.ParseOperand()
	return u, true, err
}

// IsOperandNext reports whether an SSA use comes next.
func (p *OpParser) IsOperandNext() bool { return p.is(tPercentIdent) }

// ParseOperandList parses a comma-separated list of operands (possibly empty).
func (p *OpParser) ParseOperandList() ([]UnresolvedOperand, error) {
	return p.AppendOperandList(nil)
}

// AppendOperandList is ParseOperandList appending to out, so a caller with a scratch
// buffer parses lists without allocating.
func (p *OpParser) AppendOperandList(out []UnresolvedOperand) ([]UnresolvedOperand, error) {
	if !p.is(tPercentIdent) {
		return out, nil
	}
	for {
		u, err := p.ParseOperand()
		if err != nil {
			return nil, err
		}
		out = append(out, u)
		if !p.is(tComma) {
			return out, nil
		}
		// As MLIR's parseOperandList, the comma belongs to the list: an operand follows.
		p.advance()
		if !p.is(tPercentIdent) {
			return nil, p.Errorf("expected SSA operand")
		}
	}
}

// ResolveOperands resolves uses against types (same count required).
func (p *OpParser) ResolveOperands(us []UnresolvedOperand, ts []Type, pos int) ([]*Value, error) {
	if len(us) != len(ts) {
		return nil, p.EmitError(pos, "%d operands present, but expected %d", len(us), len(ts))
	}
	out := make([]*Value, len(us))
	for i, u := range us {
		v, err := p.ResolveOperand(u, ts[i])
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}

// --- operations ---

type resultDef struct {
	name  string
	count int
	pos   int
}

func (p *OpParser) parseOperation() (*Operation, error) {
	var defBuf [2]resultDef
	defs := defBuf[:0]
	numResults := 0
	startPos := p.tok.pos
	if p.is(tPercentIdent) {
		for {
			if !p.is(tPercentIdent) {
				return nil, p.expected("valid ssa identifier")
			}
			d := resultDef{name: p.ssaName(), count: 1, pos: p.tok.pos}
			if strings.ContainsAny(d.name, "#") {
				return nil, p.Errorf("expected valid ssa identifier")
			}
			p.advance()
			if p.consumeIf(tColon) {
				if !p.is(tInteger) {
					return nil, p.expected("integer number of results")
				}
				n, err := strconv.Atoi(p.text())
				if err != nil || n < 1 {
					return nil, p.Errorf("expected named operation to have at least 1 result")
				}
				d.count = n
				p.advance()
			}
			defs = append(defs, d)
			numResults += d.count
			if !p.consumeIf(tComma) {
				break
			}
		}
		if err := p.expect(tEqual, "after SSA name"); err != nil {
			return nil, err
		}
	}
	opPos := startPos
	nameSpan := Span{p.tok.pos, p.tok.end}
	var op *Operation
	var err error
	switch p.tok.kind {
	case tString:
		op, err = p.parseGenericOperation()
	case tBareIdent:
		if isIntTypeSpelling(p.textBytes()) {
			// MLIR lexes `i32` as an integer type, not an identifier: no op name.
			return nil, p.expected("operation name in quotes")
		}
		op, err = p.parseCustomOperation(numResults)
	default:
		return nil, p.expected("operation name in quotes")
	}
	if err != nil {
		return nil, err
	}
	if p.rec != nil {
		p.rec.Op(op, nameSpan, Span{startPos, p.prevEnd})
	}
	if len(defs) > 0 {
		if op.NumResults() == 0 {
			return nil, p.ErrorAt(opPos, "cannot name an operation with no results")
		}
		if op.NumResults() != numResults {
			return nil, p.ErrorAt(opPos, "operation defines %d results but was provided %d to bind", op.NumResults(), numResults)
		}
		k := 0
		for _, d := range defs {
			vals := p.valueSlab(d.count)
			for i := range vals {
				vals[i] = &op.resultArr()[k]
				k++
			}
			if err := p.defineValues(d.name, d.pos, vals); err != nil {
				return nil, err
			}
		}
	}
	return op, nil
}

// finishOp creates the op and parses its trailing location.
func (p *OpParser) finishOp(st *OperationState) (*Operation, error) {
	if dup := duplicateAttr(st.Attrs); dup != "" {
		loc := st.Loc
		if loc == nil {
			loc = st.inline.location()
		}
		return nil, Errorf(loc, "attribute '%s' occurs more than once in the attribute list", dup)
	}
	// An op's operands are resolved before its regions are parsed: a forward reference
	// among them that a definition inside those regions resolved has no use yet for
	// ReplaceAllUsesWith to redirect (mlir-opt 19 crashes there). It takes the definition
	// now, and the verifier reports the use as not dominated by it.
	for i, v := range st.Operands {
		if r, ok := p.resolved[v]; ok {
			st.Operands[i] = r
		}
	}
	op := NewOperation(st)
	l, ok, err := p.parseTrailingLoc(op, nil, nil)
	if err != nil {
		return nil, err
	}
	if ok && l != nil {
		op.SetLoc(l)
	}
	return op, nil
}

func duplicateAttr(as []NamedAttr) string {
	if len(as) < 2 {
		return ""
	}
	seen := make(map[string]bool, len(as))
	for _, a := range as {
		if seen[a.Name] {
			return a.Name
		}
		seen[a.Name] = true
	}
	return ""
}

func (p *OpParser) parseCustomOperation(numResults int) (*Operation, error) {
	namePos := p.tok.pos
	info := p.ctx.lookupOpBytes(p.textBytes())
	outer := p.boundResults
	p.boundResults = numResults
	defer func() { p.boundResults = outer }()
	if info != nil && info.Parse != nil {
		return p.parseCustomBody(info)
	}
	name := p.text()
	full := name
	if info == nil && strings.IndexByte(name, '.') < 0 {
		// A bare name belongs to the default dialect of the enclosing op, builtin outside
		// any op; there is no other fallback (`module` inside a function is an error). An
		// op with no default dialect gives the empty one, as in MLIR: `.name`.
		d := "builtin"
		if n := len(p.defaultDialects); n > 0 {
			d = p.defaultDialects[n-1]
		}
		full = d + "." + name
		info = p.ctx.LookupOp(full)
	}
	if info != nil && info.Registered && info.Parse == nil {
		return nil, p.ErrorAt(namePos, "custom op '%s' has no custom assembly form", name)
	}
	if info == nil || info.Parse == nil {
		tried := ""
		if full != name {
			tried = " (tried '" + full + "' as well)"
		}
		dialect, _, _ := strings.Cut(full, ".")
		if p.ctx.Dialect(dialect) == nil {
			// MLIR's wording, with its space before the parenthesis.
			d := p.ErrorAt(namePos, "Dialect `%s' not found for custom op '%s' %s", dialect, name, tried).(*Diagnostic)
			return nil, d.Note(p.LocAt(namePos), "Registered dialects: %s ; for more info on dialect registration see "+
				"https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management",
				strings.Join(p.ctx.Dialects(), ", "))
		}
		return nil, p.ErrorAt(namePos, "custom op '%s' is unknown%s", name, tried)
	}
	return p.parseCustomBody(info)
}

// parseCustomBody runs a registered op's custom parser from its name token on.
func (p *OpParser) parseCustomBody(info *OpInfo) (*Operation, error) {
	st := p.newState()
	st.Info, st.inline = info, p.tokLoc()
	defer p.freeState(st)
	outerPos := p.opNamePos
	p.opNamePos = p.tok.pos
	p.advance()
	p.defaultDialects = append(p.defaultDialects, info.DefaultDialect)
	outer := p.customOp
	p.customOp = info.Name
	err := info.Parse(p, st)
	p.customOp = outer
	p.opNamePos = outerPos
	p.defaultDialects = p.defaultDialects[:len(p.defaultDialects)-1]
	if err != nil {
		return nil, err
	}
	overrideInherent(st)
	if dup := duplicateAttr(st.Attrs); dup != "" {
		return nil, Errorf(st.Location(), "custom op '%s' attribute '%s' occurs more than once in the attribute list", info.Name, dup)
	}
	// MLIR builds the op from the attribute list by setting each inherent attribute's
	// property, which drops a value of another class silently: a hand-written parser's
	// `attributes {specifiers = "static"}` loses the entry (generated parsers checked it).
	st.Attrs = p.keepConvertible(st.Attrs, info, nil)
	return p.finishOp(st)
}

// overrideInherent drops the attributes of an inherent name a custom parser collected
// besides the one its attribute dictionary gave: mlir-opt's generated parsers let an entry
// of the dictionary replace the property the op's syntax gave (`arith.cmpi eq, ...
// {predicate = 2 : i64}` is an slt compare).
func overrideInherent(st *OperationState) {
	if len(st.Info.Inherent) == 0 || st.dictHi <= st.dictLo || st.dictHi > len(st.Attrs) || duplicateAttr(st.Attrs) == "" {
		return
	}
	fromDict := func(name string) bool {
		for _, a := range st.Attrs[st.dictLo:st.dictHi] {
			if a.Name == name {
				return true
			}
		}
		return false
	}
	kept := st.Attrs[:0]
	for i, a := range st.Attrs {
		inDict := i >= st.dictLo && i < st.dictHi
		if inDict || !st.Info.IsInherent(a.Name) || !fromDict(a.Name) {
			kept = append(kept, a)
		}
	}
	st.Attrs = kept
}
