package ir

import (
	"bytes"
	"slices"
	"sort"
	"strings"
)

// OpParser parses MLIR's textual format. Custom op parsers (OpInfo.Parse) and dialect
// type/attribute parsers receive it and use its exported methods.
type OpParser struct {
	ctx        *Context
	lex        lexer
	tok        token
	src        []byte
	file       string
	fileID     int32 // file's index for inline locations, interned on first use
	lineBase   int   // added to line numbers (for -split-input-file chunks)
	lineStarts []int

	typeAliases map[string]Type
	attrAliases map[string]Attribute
	// expand bounds what alias uses stand for (see useAlias); nodes counts the attributes
	// and types this parser built, each alias use counting as its whole expansion
	expand     *aliasExpansion
	nodes      int64
	inAliasDef bool
	peak       int // deepest nesting reached (aliases count as deep as their values)
	// dense_resource blobs and external resources of this buffer (see resources.go)
	blobs     *blobTable
	resources *FileResources
	// deferred location aliases: PyAsc and MLIR print `#locN = loc(...)` after the module.
	pendingLocs []pendingLoc
	locTargets  map[string]bool

	scopes      []*valueScope
	blockScopes []*blockScope
	// resolved maps forward references' placeholders to their definitions, for operands
	// held by an op still being parsed (see finishOp).
	resolved        map[*Value]*Value
	defaultDialects []string
	// customOp names the op whose custom parser is running: MLIR prefixes the errors that
	// parser reports itself (keywords, operand counts and types) with "custom op 'NAME' ".
	customOp string
	// denseStrs and denseImag hold the string elements and the imaginary parts of complex
	// elements of dense literals (see denseLit).
	denseStrs []string
	denseImag []denseLit
	// depth counts the attributes, types, regions, locations and affine expressions
	// being parsed inside one another (see enter).
	depth int
	// prevElemPos is where the last unranked shaped type's element type began.
	prevElemPos int
	// opNamePos is the offset of the name of the op whose custom parser is running: MLIR's
	// generated parsers report some type errors there (OpNamePos).
	opNamePos int
	// boundResults is how many results the custom op being parsed binds (BoundResults).
	boundResults int
	typeCache    map[string]Type
	err          *Diagnostic
	slab         []*Value
	prevEnd      int // end offset of the last consumed token
	// AllowVariadicArgs lets ParseArgumentList accept a trailing `...` (for ops that have
	// variadic signatures); func.func does not.
	AllowVariadicArgs bool
	freeStates        []*OperationState
	freeMaps          []map[string][]*Value
	freeScopes        []*valueScope
	freeBlockScopes   []*blockScope
	scratch           []any // custom parsers' reusable state (TakeScratch)
	// Stacks of operand uses, types and values for the op being parsed; an op takes what
	// it pushes back off before returning, so nested ops reuse the same memory.
	useStack  []UnresolvedOperand
	typeStack []Type
	valStack  []*Value
	names     map[string]string // interned attribute names
	// bodies being parsed on other cores (parse_parallel.go); worker marks such a parser
	jobs   *regionJobs
	worker bool
	// rec receives source ranges (ParseOptions.Recorder); nil for the tools.
	rec ParseRecorder
	// distinct holds the file's `distinct[N]<...>` attributes by N; sequential parses
	// once the text has any (noDefer), so a mismatch is reported where mlir-opt does.
	distinct *distinctTable
	noDefer  bool
	// deferredAny: a body went to another core; a failed parse is then run again on one.
	deferredAny      bool
	noImplicitModule bool
	// mnemonicPos is where the mnemonic of the dialect type or attribute being parsed
	// starts (after `!dialect.`), where MLIR reports what a dialect parser rejects.
	mnemonicPos int
}

type pendingLoc struct {
	op       *Operation
	value    *Value
	deferred *deferredLoc
	alias    string
	pos      int
}

// ParseOptions configures a parse.
type ParseOptions struct {
	// LineBase is added to every line number (the chunk's first line minus one).
	LineBase int
	// Resources, when set, receives the external resources of the file metadata, to be
	// printed back through PrintOptions.Resources.
	Resources *FileResources
	// Recorder, when set, receives the source ranges of ops, SSA names, block labels and
	// symbols as they are parsed (see ParseRecorder); the parse then stays on one core.
	Recorder ParseRecorder
	// NoImplicitModule returns the file's one top-level op as it is, whatever it is, and
	// refuses a file with more or fewer (mlir-opt's --no-implicit-module).
	NoImplicitModule bool
}

// ParseSource parses a whole buffer into a top-level op (a builtin.module, implicitly created
// when the buffer holds anything else).
func ParseSource(ctx *Context, file string, src []byte, opts ParseOptions) (*Operation, error) {
	for _, r := range ctx.Readers {
		if bytes.HasPrefix(src, []byte(r.Magic)) {
			return r.Read(ctx, file, src, opts)
		}
	}
	p := newParser(ctx, file, src, opts)
	op, err := p.parseTopLevel()
	if err != nil && p.deferredAny {
		// See parse_parallel.go: diagnostics of invalid IR are the sequential parse's.
		if opts.Resources != nil {
			*opts.Resources = FileResources{} // what the first parse read is read again
		}
		p = newParser(ctx, file, src, opts)
		p.noDefer = true
		return p.parseTopLevel()
	}
	return op, err
}

func newParser(ctx *Context, file string, src []byte, opts ParseOptions) *OpParser {
	p := &OpParser{ctx: ctx, src: src, file: file, lineBase: opts.LineBase,
		typeAliases: map[string]Type{}, attrAliases: map[string]Attribute{}, typeCache: map[string]Type{},
		expand:    &aliasExpansion{sizes: map[string]int64{}, depths: map[string]int{}, limit: MaxAliasExpansion + 4*int64(len(src))},
		resources: opts.Resources, blobs: &blobTable{}, rec: opts.Recorder, noImplicitModule: opts.NoImplicitModule,
		distinct: &distinctTable{ids: map[uint64]*DistinctAttr{}}, noDefer: bytes.Contains(src, []byte("distinct"))}
	p.lex = lexer{src: src, line: 1}
	p.advance()
	return p
}

// internName returns name as a string without allocating for names seen before.
func (p *OpParser) internName(name []byte) string {
	if s, ok := p.names[string(name)]; ok {
		return s
	}
	if p.names == nil {
		p.names = map[string]string{}
	}
	s := string(name)
	p.names[s] = s
	return s
}

// TakeScratch returns an object a custom parser gave back with ReturnScratch, or nil. The
// object stays with this parser, so what it lends to the op being built is not reused by
// another parse running at the same time.
func (p *OpParser) TakeScratch() any {
	x, _ := popFree(&p.scratch)
	return x
}

// ReturnScratch hands an object back for TakeScratch.
func (p *OpParser) ReturnScratch(x any) { p.scratch = append(p.scratch, x) }

// Context returns the parsing context.
func (p *OpParser) Context() *Context { return p.ctx }

func (p *OpParser) advance() {
	p.prevEnd = p.tok.end
	p.tok = p.lex.next()
}

func (p *OpParser) text() string      { return string(p.src[p.tok.pos:p.tok.end]) }
func (p *OpParser) textBytes() []byte { return p.src[p.tok.pos:p.tok.end] }

func (p *OpParser) is(k tokKind) bool { return p.tok.kind == k }

// isKeyword reports whether the current token is the bare identifier kw.
func (p *OpParser) isKeyword(kw string) bool {
	return p.tok.kind == tBareIdent && string(p.src[p.tok.pos:p.tok.end]) == kw
}

func (p *OpParser) consumeIf(k tokKind) bool {
	if p.tok.kind == k {
		p.advance()
		return true
	}
	return false
}

// --- positions and errors ---

func (p *OpParser) lineCol(off int) (int, int) {
	if p.lineStarts == nil {
		p.lineStarts = append(make([]int, 0, len(p.src)/32+1), 0)
		for i, c := range p.src {
			if c == '\n' {
				p.lineStarts = append(p.lineStarts, i+1)
			}
		}
	}
	i := sort.Search(len(p.lineStarts), func(i int) bool { return p.lineStarts[i] > off }) - 1
	return i + 1 + p.lineBase, off - p.lineStarts[i] + 1
}

// LocAt returns the file location of a byte offset.
func (p *OpParser) LocAt(off int) Location {
	l, c := p.lineCol(off)
	return &FileLineColLoc{File: p.file, Line: uint32(l), Col: uint32(c)}
}

// CurrentLoc is the location of the current token.
func (p *OpParser) CurrentLoc() Location {
	return &FileLineColLoc{File: p.file, Line: uint32(p.tok.line) + uint32(p.lineBase), Col: uint32(p.tok.col)}
}

// tokLoc is the current token's location as a value (stored inline in operations).
func (p *OpParser) tokLoc() inlineLoc {
	if p.fileID == 0 {
		p.fileID = internFile(p.file)
	}
	return inlineLoc{file: p.fileID, line: uint32(p.tok.line) + uint32(p.lineBase), col: uint32(p.tok.col)}
}

// Pos is the byte offset of the current token (for errors reported later).
func (p *OpParser) Pos() int { return p.tok.pos }

// nextTokenPos is where MLIR reports an error "at the current token" once a value is read:
// the next token's start, except that its end-of-file token sits on the buffer's last
// character rather than past it.
func (p *OpParser) nextTokenPos() int {
	if p.tok.kind == tEOF && p.tok.pos > 0 {
		return p.tok.pos - 1
	}
	return p.tok.pos
}

// MnemonicPos returns the offset of the mnemonic of the dialect type or attribute whose
// parser runs (after `#dialect.`): MLIR reports an unknown mnemonic there.
func (p *OpParser) MnemonicPos() int { return p.mnemonicPos }

// BoundResults returns how many result values the custom op being parsed binds
// (`%a, %b:2 = ...` binds three).
func (p *OpParser) BoundResults() int { return p.boundResults }

// OpNamePos returns the offset of the name of the op whose custom form is being parsed.
func (p *OpParser) OpNamePos() int { return p.opNamePos }

// ErrorAt records a parse error at a byte offset and returns it.
func (p *OpParser) ErrorAt(off int, format string, args ...any) error {
	d := Errorf(p.LocAt(off), format, args...)
	if p.err == nil {
		p.err = d
	}
	return d
}

// EmitError reports an error of a custom op parser at a byte offset, prefixed with the op
// name as MLIR's OpAsmParser::emitError does.
func (p *OpParser) EmitError(off int, format string, args ...any) error {
	if p.customOp != "" {
		format = "custom op '" + strings.ReplaceAll(p.customOp, "%", "%%") + "' " + format
	}
	return p.ErrorAt(off, format, args...)
}

// FollowError adds to err, a parse failure, the error MLIR emits after it at off (an
// attribute parser's "failed to parse ... parameter" after its parameter's own error), with
// the op prefix of EmitError: both are reported, in that order.
func (p *OpParser) FollowError(err error, off int, format string, args ...any) error {
	if p.customOp != "" {
		format = "custom op '" + strings.ReplaceAll(p.customOp, "%", "%%") + "' " + format
	}
	return withFollowing(err, Errorf(p.LocAt(off), format, args...))
}

// withFollowing returns err with d reported after its diagnostics.
func withFollowing(err error, d *Diagnostic) error {
	return append(DiagList(nil), append(AsDiagnostics(err), d)...)
}

// outsideCustomOp runs a dialect's type or attribute parser, whose errors carry no op
// prefix even inside a custom op.
func outsideCustomOp[T any](p *OpParser, parse func() (T, error)) (T, error) {
	outer := p.customOp
	p.customOp = ""
	defer func() { p.customOp = outer }()
	return parse()
}

// Errorf reports an error at the current token.
func (p *OpParser) Errorf(format string, args ...any) error {
	if p.tok.kind == tError {
		return p.ErrorAt(p.tok.pos, "%s", p.lex.err)
	}
	if strings.HasPrefix(format, "expected") {
		return p.ErrorAt(p.wrongTokenPos(), format, args...)
	}
	if p.tok.kind == tEOF && p.tok.pos > 0 {
		// At the end of the input MLIR points one character back.
		return p.ErrorAt(p.tok.pos-1, format, args...)
	}
	return p.ErrorAt(p.tok.pos, format, args...)
}

// wrongTokenPos is where an unexpected-token error points, as MLIR's
// emitWrongTokenError computes it: right after the previous token, skipping back over
// blanks, blank lines and line comments (at end of file, one byte back).
func (p *OpParser) wrongTokenPos() int {
	pos := p.tok.pos
	if p.tok.kind == tEOF && pos > 0 {
		pos--
	}
	end := pos
	for {
		for end > 0 && (p.src[end-1] == ' ' || p.src[end-1] == '\t') {
			end--
		}
		if end == 0 {
			return pos
		}
		if c := p.src[end-1]; c != '\n' && c != '\r' {
			return end
		}
		end--
		lineStart := end
		for lineStart > 0 && p.src[lineStart-1] != '\n' && p.src[lineStart-1] != '\r' {
			lineStart--
		}
		if i := bytes.Index(p.src[lineStart:end], []byte("//")); i >= 0 {
			end = lineStart + i
		}
	}
}

func (p *OpParser) expected(what string) error {
	return p.Errorf("expected %s", what)
}

func (p *OpParser) expect(k tokKind, ctx string) error {
	if p.tok.kind == k {
		p.advance()
		return nil
	}
	if ctx != "" {
		return p.Errorf("expected %s %s", tokNames[k], ctx)
	}
	return p.Errorf("expected %s", tokNames[k])
}

// --- top level ---

func (p *OpParser) parseTopLevel() (*Operation, error) {
	defer p.abandonDeferred() // on a panic, let the body workers finish and exit
	top, err := p.parseTopLevelItems()
	// Bodies parsed elsewhere lie before wherever the main parser stopped.
	if jerr := p.joinDeferred(); jerr != nil {
		return nil, jerr
	}
	if err != nil {
		return nil, err
	}
	if err := p.popValueScope(); err != nil {
		return nil, err
	}
	// Successors named at the top level must be blocks there (there are none).
	if err := p.popBlockScope(); err != nil {
		return nil, err
	}
	if err := p.resolvePendingLocs(); err != nil {
		return nil, err
	}
	if p.noImplicitModule {
		if n := top.NumOps(); n != 1 {
			// mlir-opt verifies what it parsed before it counts the ops.
			for o := top.first; o != nil; o = o.next {
				if err := Verify(o); err != nil {
					return nil, err
				}
			}
			return nil, Errorf(&FileLineColLoc{File: p.file}, "source must contain a single top-level operation, found: %d", n)
		}
		f := top.first
		top.remove(f)
		return f, nil
	}
	// A file holding exactly one builtin.module (with no results) is that module; anything else
	// is wrapped in an implicit module located at the start of the file.
	moduleInfo := p.ctx.OpInfoFor("builtin.module")
	if f := top.first; f != nil && f == top.last && f.info == moduleInfo && f.NumResults() == 0 {
		top.remove(f)
		return f, nil
	}
	st := &OperationState{Info: moduleInfo, Loc: &FileLineColLoc{File: p.file}} // MLIR locates the implicit module at 0:0
	r := st.AddRegion()
	r.AddBlock(top)
	return NewOperation(st), nil
}

func (p *OpParser) parseTopLevelItems() (*Block, error) {
	top := &Block{}
	p.pushValueScope()
	p.pushBlockScope()
	for !p.is(tEOF) {
		switch p.tok.kind {
		case tHashIdent, tBangIdent, tFileMetaBegin:
			// Definitions change what bodies would see: finish those in flight first.
			if err := p.joinDeferred(); err != nil {
				return nil, err
			}
		}
		switch p.tok.kind {
		case tHashIdent:
			if err := p.parseAttrAliasDef(); err != nil {
				return nil, err
			}
		case tBangIdent:
			if err := p.parseTypeAliasDef(); err != nil {
				return nil, err
			}
		case tFileMetaBegin:
			if err := p.parseFileMetadata(); err != nil {
				return nil, err
			}
		case tError:
			return nil, p.Errorf("")
		default:
			op, err := p.parseOperation()
			if err != nil {
				return nil, err
			}
			top.Append(op)
		}
	}
	return top, nil
}

func (p *OpParser) parseAttrAliasDef() error {
	name := p.text()[1:]
	pos := p.tok.pos
	if strings.Contains(name, ".") {
		// A dotted name is a dialect attribute's; mlir-opt refuses it before the `=`.
		return p.ErrorAt(pos, "attribute names with a '.' are reserved for dialect-defined names")
	}
	p.advance()
	if err := p.expect(tEqual, "in attribute alias definition"); err != nil {
		return err
	}
	if _, dup := p.attrAliases[name]; dup {
		return p.ErrorAt(pos, "redefinition of attribute alias id '%s'", name)
	}
	var a Attribute
	var err error
	defer p.aliasDefStart("#" + name)()
	if p.isKeyword("loc") {
		a, err = p.parseLocation("inline location")
	} else {
		a, err = p.ParseAttribute(nil)
	}
	if err != nil {
		return err
	}
	p.attrAliases[name] = a
	return nil
}

func (p *OpParser) parseTypeAliasDef() error {
	name := p.text()[1:]
	pos := p.tok.pos
	if strings.Contains(name, ".") {
		// A dotted name is a dialect type's; mlir-opt refuses it before the `=`.
		return p.ErrorAt(pos, "type names with a '.' are reserved for dialect-defined names")
	}
	p.advance()
	if err := p.expect(tEqual, "in type alias definition"); err != nil {
		return err
	}
	if _, dup := p.typeAliases[name]; dup {
		return p.ErrorAt(pos, "redefinition of type alias id '%s'", name)
	}
	defer p.aliasDefStart("!" + name)()
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	p.typeAliases[name] = t
	return nil
}

// --- locations ---

// parseLocation parses `loc(...)`.
// MaxNesting bounds how deeply attributes, types, regions, locations and affine
// expressions may nest. Real IR nests a few dozen levels; the bound keeps hostile input
// from exhausting the stack (each level costs the recursive parser, verifier, printer and
// passes a frame or more) and turns it into a diagnostic.
const MaxNesting = 1000

// enter steps one nesting level down, failing at the current token beyond MaxNesting;
// callers pair it with `defer p.leave()`.
func (p *OpParser) enter() error {
	p.nodes++
	p.depth++
	p.peak = max(p.peak, p.depth)
	if p.depth > MaxNesting {
		return p.Errorf("nesting deeper than %d levels", MaxNesting)
	}
	return nil
}

func (p *OpParser) leave() { p.depth-- }

// parseLocation parses `loc(...)`; where names the context in its messages, "location"
// after an op or argument, "inline location" as an attribute (MLIR's wording).
func (p *OpParser) parseLocation(where string) (Location, error) {
	p.advance() // loc
	if err := p.expect(tLParen, "in "+where); err != nil {
		return nil, err
	}
	l, err := p.parseLocInstance()
	if err != nil {
		return nil, err
	}
	if err := p.expect(tRParen, "in "+where); err != nil {
		return nil, err
	}
	return l, nil
}

func (p *OpParser) parseLocInstance() (Location, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	switch {
	case p.is(tHashIdent):
		// Inside a location (and in `loc(...)` as an attribute) `#...` is any attribute,
		// alias or dialect attribute, which must turn out a location. An op's own
		// trailing `loc(#alias)` is parseTrailingLoc's.
		a, err := p.parseExtendedAttr(nil)
		if err != nil {
			return nil, err
		}
		l, isLoc := a.(Location)
		if !isLoc {
			// mlir-opt's wording, with no space before the attribute.
			return nil, p.Errorf("expected location attribute, but got%s", AttrString(a))
		}
		return l, nil
	case p.isKeyword("unknown"):
		p.advance()
		return Unknown, nil
	case p.isKeyword("callsite"):
		return p.parseCallSiteLoc()
	case p.isKeyword("fused"):
		return p.parseFusedLoc()
	case p.is(tString):
		return p.parseFileOrNameLoc()
	}
	return nil, p.expected("location instance")
}

// parseCallSiteLoc parses `callsite(callee at caller)`.
func (p *OpParser) parseCallSiteLoc() (Location, error) {
	p.advance()
	if err := p.expect(tLParen, "in callsite location"); err != nil {
		return nil, err
	}
	callee, err := p.parseLocInstance()
	if err != nil {
		return nil, err
	}
	if !p.isKeyword("at") {
		return nil, p.expected("'at' in callsite location")
	}
	p.advance()
	caller, err := p.parseLocInstance()
	if err != nil {
		return nil, err
	}
	if err := p.expect(tRParen, "in callsite location"); err != nil {
		return nil, err
	}
	return &CallSiteLoc{Callee: callee, Caller: caller}, nil
}

// parseFusedLoc parses `fused<metadata>?[loc, ...]`.
func (p *OpParser) parseFusedLoc() (Location, error) {
	p.advance()
	var meta Attribute
	if p.consumeIf(tLess) {
		var err error
		if meta, err = p.ParseAttribute(nil); err != nil {
			return nil, err
		}
		if err := p.expect(tGreater, "after fused location metadata"); err != nil {
			return nil, err
		}
	}
	if err := p.expect(tLSquare, "in fused location"); err != nil {
		return nil, err
	}
	var locs []Location
	for !p.is(tRSquare) {
		l, err := p.parseLocInstance()
		if err != nil {
			return nil, err
		}
		locs = append(locs, l)
		if !p.consumeIf(tComma) {
			break
		}
	}
	if err := p.expect(tRSquare, "in fused location"); err != nil {
		return nil, err
	}
	return NewFusedLoc(locs, meta), nil
}

// parseFileOrNameLoc parses `"file":line:col` or `"name"` with an optional `(child)`.
func (p *OpParser) parseFileOrNameLoc() (Location, error) {
	s := decodeString(p.textBytes())
	p.advance()
	if p.consumeIf(tColon) {
		line, err := p.parseLocNumber("line number")
		if err != nil {
			return nil, err
		}
		if err := p.expect(tColon, "in FileLineColLoc"); err != nil {
			return nil, err
		}
		col, err := p.parseLocNumber("column number")
		if err != nil {
			return nil, err
		}
		return &FileLineColLoc{File: s, Line: line, Col: col}, nil
	}
	nl := &NameLoc{Name: s}
	if p.consumeIf(tLParen) {
		child, err := p.parseLocInstance()
		if err != nil {
			return nil, err
		}
		nl.Child = child
		if err := p.expect(tRParen, "after child location of NameLoc"); err != nil {
			return nil, err
		}
	}
	return nl, nil
}

// parseLocNumber reads a FileLineColLoc line or column: an unsigned 32-bit integer, as
// in MLIR (a larger one is refused, not wrapped).
func (p *OpParser) parseLocNumber(what string) (uint32, error) {
	if p.is(tInteger) {
		if v, err := parseUintLit(p.text(), 32); err == nil {
			p.advance()
			return uint32(v), nil
		}
	}
	return 0, p.Errorf("expected integer %s in FileLineColLoc", what)
}

func (p *OpParser) parseUint(what string) (uint64, error) {
	if !p.is(tInteger) {
		return 0, p.expected(what)
	}
	v, err := parseUintLit(p.text(), 64)
	if err != nil {
		return 0, p.Errorf("integer value too large")
	}
	p.advance()
	return v, nil
}

// parseTrailingLoc parses an optional `loc(...)`, deferring aliases not yet defined.
func (p *OpParser) parseTrailingLoc(op *Operation, v *Value, d *deferredLoc) (Location, bool, error) {
	if !p.isKeyword("loc") {
		return nil, false, nil
	}
	save := p.lex
	saveTok := p.tok
	p.advance()
	if p.is(tLParen) {
		p.advance()
		if p.is(tHashIdent) {
			name := p.text()[1:]
			a, ok := p.attrAliases[name]
			if err := p.trailingLocAlias(name, a, ok); err != nil {
				return nil, false, err
			}
			if ok {
				if err := p.useAlias("#" + name); err != nil {
					return nil, false, err
				}
			}
			if !ok {
				pos := p.tok.pos
				p.advance()
				if err := p.expect(tRParen, "in location"); err != nil {
					return nil, false, err
				}
				p.pendingLocs = append(p.pendingLocs, pendingLoc{op: op, value: v, deferred: d, alias: name, pos: pos})
				return nil, true, nil
			}
		}
	}
	p.lex = save
	p.tok = saveTok
	l, err := p.parseLocation("location")
	return l, err == nil, err
}

// trailingLocAlias checks the `#name` of an op's or argument's `loc(#name)`, a (maybe
// not yet defined) location alias, as mlir-opt does: never a dialect attribute, and a
// defined alias must name a location.
func (p *OpParser) trailingLocAlias(name string, a Attribute, defined bool) error {
	if strings.Contains(name, ".") {
		return p.Errorf("expected location, but found dialect attribute: '#%s'", name)
	}
	if _, isLoc := a.(Location); defined && !isLoc {
		return p.Errorf("expected location, but found '%s'", AttrString(a))
	}
	return nil
}

func (p *OpParser) resolvePendingLocs() error {
	// Bodies parsed on other cores hand their references over late: source order is the
	// order a sequential parse meets them, and decides which error comes first.
	slices.SortStableFunc(p.pendingLocs, func(a, b pendingLoc) int { return a.pos - b.pos })
	for _, pl := range p.pendingLocs {
		a, ok := p.attrAliases[pl.alias]
		if !ok {
			return p.ErrorAt(pl.pos, "operation location alias was never defined")
		}
		l, isLoc := a.(Location)
		if !isLoc {
			return p.ErrorAt(pl.pos, "expected location, but found '%s'", AttrString(a))
		}
		switch {
		case pl.op != nil:
			pl.op.SetLoc(l)
		case pl.value != nil:
			pl.value.SetArgLoc(l)
		case pl.deferred != nil:
			pl.deferred.l = l
		}
	}
	return nil
}
