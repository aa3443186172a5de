package opdef

import (
	"github.com/ascend-toolchain/asc/ir"
)

// State is the intermediate result of parsing a custom form; custom directives and Infer
// hooks read and complete it.
type State struct {
	Def         *Op                      // the op being parsed
	St          *ir.OperationState       // receives operands, types, attributes and regions
	P           *ir.OpParser             // the parser positioned in the custom form
	Operands    [][]ir.UnresolvedOperand // per operand group, the parsed uses
	operandSeen []bool
	operandPos  []int                  // per operand group, where its list starts (+1; 0 when not parsed)
	AllOperands []ir.UnresolvedOperand // the uses of an `operands` directive, all groups at once
	allOperands bool
	allPos      int // where the `operands` directive's list starts
	// allCount: an `operands` directive of all-single groups holds another count (MLIR
	// resolves one type per group and reports it there).
	allCount bool
	// unsized: an `operands` directive of an AttrSizedOperandSegments op was split without
	// an operandSegmentSizes attribute. MLIR's parser cannot split it either and leaves the
	// property at zeros, so the op keeps no sizes and the verifier reports the mismatch.
	unsized         bool
	OperandTypes    [][]ir.Type    // nil entries are unknown
	AllOperandTypes []ir.Type      // the types of a `type(operands)` directive
	ResultTypes     [][]ir.Type    // per result group, the parsed types (nil entries are unknown)
	AllResultTypes  []ir.Type      // the types of a `type(results)` directive
	Regions         [][]*ir.Region // per region group, the parsed regions
	Successors      [][]*ir.Block  // per successor group, the parsed blocks
	pos             int
	// scratch backs the one-element slices of single operands and types, so that the
	// common case allocates nothing (State is pooled and its slices never outlive finish).
	uScratch []ir.UnresolvedOperand
	tScratch []ir.Type
}

func (s *State) oneUse(u ir.UnresolvedOperand) []ir.UnresolvedOperand {
	s.uScratch = append(s.uScratch, u)
	n := len(s.uScratch)
	return s.uScratch[n-1 : n : n]
}

// operandList parses an operand list into the state's scratch space. When a `,` of the
// format may follow the list, a comma not followed by an SSA use ends it; otherwise every
// comma continues it, as in MLIR.
func (s *State) operandList(commaAfter bool) ([]ir.UnresolvedOperand, error) {
	start := len(s.uScratch)
	if commaAfter {
		us, err := s.P.AppendOperandList(s.uScratch)
		if err != nil || len(us) == start {
			return nil, err
		}
		s.uScratch = us
		return us[start:len(us):len(us)], nil
	}
	p := s.P
	if !p.IsOperandNext() {
		return nil, nil
	}
	for {
		u, err := p.ParseOperand()
		if err != nil {
			return nil, err
		}
		s.uScratch = append(s.uScratch, u)
		if !p.OptionalPunct(",") {
			break
		}
	}
	return s.uScratch[start:len(s.uScratch):len(s.uScratch)], nil
}

func (s *State) oneType(t ir.Type) []ir.Type {
	s.tScratch = append(s.tScratch, t)
	n := len(s.tScratch)
	return s.tScratch[n-1 : n : n]
}

func (s *State) nTypes(t ir.Type, k int) []ir.Type {
	start := len(s.tScratch)
	for i := 0; i < k; i++ {
		s.tScratch = append(s.tScratch, t)
	}
	return s.tScratch[start : start+k : start+k]
}

// OperandTypeOf returns the known types of a named operand group (nil if unknown).
func (s *State) OperandTypeOf(name string) []ir.Type {
	if i := s.Def.OperandIndex(name); i >= 0 {
		return s.OperandTypes[i]
	}
	return nil
}

// SetOperandTypes sets the types of a named operand group.
func (s *State) SetOperandTypes(name string, ts []ir.Type) {
	if i := s.Def.OperandIndex(name); i >= 0 {
		s.OperandTypes[i] = ts
	}
}

// SetResultTypes sets the types of a named result group.
func (s *State) SetResultTypes(name string, ts []ir.Type) {
	if i := s.Def.resultIndex(name); i >= 0 {
		s.ResultTypes[i] = ts
	}
}

// ResultTypeOf returns the known types of a named result group.
func (s *State) ResultTypeOf(name string) []ir.Type {
	if i := s.Def.resultIndex(name); i >= 0 {
		return s.ResultTypes[i]
	}
	return nil
}

// NumOperandsOf returns how many uses were parsed for a named group.
func (s *State) NumOperandsOf(name string) int {
	if i := s.Def.OperandIndex(name); i >= 0 {
		return len(s.Operands[i])
	}
	return 0
}

// resize returns a cleared slice of length n, reusing capacity.
func resize[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}

func (d *Op) parseCustom(p *ir.OpParser, st *ir.OperationState) error {
	// States come from the parser's own free list, not a process-wide pool: the op is
	// built from slices the state lends after parseCustom returns, and a parser running
	// on another core must not be handed the same state meanwhile.
	s, _ := p.TakeScratch().(*State)
	if s == nil {
		s = &State{}
	}
	*s = State{Def: d, St: st, P: p, pos: p.Pos(), uScratch: s.uScratch[:0], tScratch: s.tScratch[:0],
		Operands: resize(s.Operands, len(d.Operands)), operandSeen: resize(s.operandSeen, len(d.Operands)), operandPos: resize(s.operandPos, len(d.Operands)),
		OperandTypes: resize(s.OperandTypes, len(d.Operands)), ResultTypes: resize(s.ResultTypes, len(d.Results)),
		Regions: resize(s.Regions, len(d.Regions)), Successors: resize(s.Successors, len(d.Successors))}
	err := s.run()
	s.P, s.St, s.AllOperands, s.AllOperandTypes, s.AllResultTypes = nil, nil, nil, nil, nil
	p.ReturnScratch(s)
	return err
}

func (s *State) run() error {
	for _, e := range s.Def.format.elems {
		if err := s.parseElem(e); err != nil {
			return err
		}
	}
	return s.finish()
}

func isPunctLiteral(t string) bool {
	c := t[0]
	return !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z')
}

func (s *State) parseLiteral(t string) error {
	if t == "" || t == "\\n" || t == " " {
		return nil
	}
	if isPunctLiteral(t) {
		return s.P.Expect(t)
	}
	return s.P.ParseKeyword(t)
}

// parseElem parses one element of the declarative format; each element kind has its
// own method below.
func (s *State) parseElem(e *elem) error {
	switch e.kind {
	case eLiteral:
		return s.parseLiteral(e.text)
	case eOperand:
		return s.parseOperandElem(e.index, e.commaAfter)
	case eOperands:
		s.allPos = s.P.Pos()
		us, err := s.operandList(e.commaAfter)
		if err != nil {
			return err
		}
		s.AllOperands, s.allOperands = us, true
	case eAttr:
		a, err := parseAttrValue(s.P, s.Def.Attrs[e.index].C, s.Def.Attrs[e.index].Name)
		if err == ErrAbsentAttr {
			return nil
		}
		if err != nil {
			return err
		}
		s.St.AddAttr(s.Def.Attrs[e.index].Name, a)
	case eRegion:
		return s.parseRegionElem(e.index)
	case eSuccessor:
		return s.parseSuccessorElem(e.index)
	case eType:
		return s.parseTypeDirective(e.sub[0], e.qualified || e.sub[0].qualified)
	case eFuncType:
		return s.parseFuncTypeElem(e)
	case eAttrDict, eAttrDictKw:
		pos, n := s.P.Pos(), len(s.St.Attrs)
		parse := s.P.ParseOptionalAttrDict
		if e.kind == eAttrDictKw {
			parse = s.P.ParseOptionalAttrDictWithKeyword
		}
		if err := parse(s.St); err != nil {
			return err
		}
		return s.checkInherentAttrs(pos, s.St.Attrs[n:])
	case eOptional:
		return s.parseOptionalElem(e)
	case eCustom:
		return s.parseCustomElem(e)
	}
	return nil
}

// parseOperandElem parses `$operand` for operand group i as its kind says: exactly one,
// one if present, or a comma-separated list.
func (s *State) parseOperandElem(i int, commaAfter bool) error {
	p := s.P
	s.operandSeen[i] = true
	s.operandPos[i] = p.Pos() + 1
	switch s.Def.Operands[i].Kind {
	case Single:
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		s.Operands[i] = s.oneUse(u)
	case Optional:
		u, ok, err := p.ParseOptionalOperand()
		if err != nil {
			return err
		}
		if ok {
			s.Operands[i] = s.oneUse(u)
		}
	default:
		us, err := s.operandList(commaAfter)
		if err != nil {
			return err
		}
		s.Operands[i] = us
	}
	return nil
}

// parseRegionElem parses `$region` for region group i: one region, or for a variadic
// group as many comma-separated regions as follow.
func (s *State) parseRegionElem(i int) error {
	p := s.P
	if s.Def.Regions[i].Variadic {
		for p.IsRegionNext() {
			r := &ir.Region{}
			if err := p.ParseRegion(r, nil); err != nil {
				return err
			}
			s.ensureTerminator(r)
			s.Regions[i] = append(s.Regions[i], r)
			if !p.OptionalPunct(",") {
				break
			}
		}
		return nil
	}
	r := &ir.Region{}
	if err := p.ParseRegion(r, nil); err != nil {
		return err
	}
	s.ensureTerminator(r)
	s.Regions[i] = []*ir.Region{r}
	return nil
}

// parseSuccessorElem parses `$successor` for successor group i (comma-separated when
// the group is variadic).
func (s *State) parseSuccessorElem(i int) error {
	for {
		b, err := s.P.ParseSuccessor()
		if err != nil {
			return err
		}
		s.Successors[i] = append(s.Successors[i], b)
		if !s.Def.Successors[i].Variadic || !s.P.OptionalPunct(",") {
			return nil
		}
	}
}

// parseFuncTypeElem parses `functional-type(inputs, results)`: one function type whose
// inputs and results go to the two referenced groups.
func (s *State) parseFuncTypeElem(e *elem) error {
	pos := s.P.Pos()
	ft, err := s.P.ParseType()
	if err != nil {
		return err
	}
	fn, ok := ft.(*ir.FunctionType)
	if !ok {
		return s.P.EmitError(pos, "invalid kind of type specified")
	}
	s.assignTypes(e.sub[0], fn.Inputs)
	s.assignTypes(e.sub[1], fn.Results)
	return nil
}

// parseOptionalElem parses an optional group `(...)?` when its first parsable element
// can start at the current token, and its else-branch (`: ...`) otherwise.
func (s *State) parseOptionalElem(e *elem) error {
	elems := e.elseSub
	present := s.canStart(firstParsable(e.sub))
	if e.pairPunct != "" {
		present = s.P.PeekPunctOperands(e.pairPunct, 2)
	}
	if present {
		elems = e.sub
		if done, err := s.quotedEnumAnchor(e.sub); done || err != nil {
			return err
		}
	}
	for _, x := range elems {
		if err := s.parseElem(x); err != nil {
			return err
		}
	}
	return nil
}

// parseCustomElem hands `custom<Name>(args)` to the op's Go hook.
func (s *State) parseCustomElem(e *elem) error {
	c, ok := s.Def.Customs[e.text]
	if !ok || c.Parse == nil {
		return s.P.Errorf("custom directive '%s' is not implemented", e.text)
	}
	var args []string
	for _, a := range e.sub {
		args = append(args, a.text)
	}
	return c.Parse(s.P, s, args)
}

// ensureTerminator appends the implicit terminator to a region that lacks one.
func (s *State) ensureTerminator(r *ir.Region) {
	name := s.Def.ImplicitTerminator
	if name == "" {
		return
	}
	if r.Empty() {
		r.AddBlock(&ir.Block{})
	}
	b := r.Front()
	if last := b.Last(); last != nil && last.HasTrait(ir.TraitTerminator) {
		return
	}
	b.Append(s.P.Context().CreateOp(&ir.OperationState{Name: name, Loc: s.St.Location()}))
}

// canStart reports whether the element can begin at the current token (optional groups).
func (s *State) canStart(e *elem) bool {
	p := s.P
	switch e.kind {
	case eLiteral:
		if e.text == "" {
			return false
		}
		if isPunctLiteral(e.text) {
			return p.IsPunct(e.text)
		}
		return p.IsKeyword(e.text)
	case eOperand, eOperands:
		return p.IsOperandNext()
	case eAttr:
		c := s.Def.Attrs[e.index].C
		if c.ParseStripped != nil && c.Keywords != nil {
			// An enum case may also be quoted (checked once the group is entered).
			return p.IsKeywordAny() && c.Keywords[p.TokenText()] || p.IsStringNext()
		}
		// ODS parsers call the parseOptionalAttribute of the storage class: an array, a
		// string or a symbol reference starts only with its own token.
		if c.Storage != nil {
			switch {
			case c.Storage(&ir.ArrayAttr{}):
				return p.IsPunct("[")
			case c.Storage(ir.Str("")):
				return p.IsStringNext()
			case c.Storage(&ir.SymbolRefAttr{Root: "a"}):
				return p.IsSymbolNext()
			}
		}
		// As MLIR's parseOptionalAttribute: a bare identifier starts an attribute only
		// when it is an attribute keyword or a type.
		if p.IsKeywordAny() {
			return attrKeywords[p.TokenText()] || p.IsTypeNext()
		}
		return p.IsAttributeNext()
	case eRegion, eRegions:
		return p.IsRegionNext()
	case eSuccessor, eSuccessors:
		return p.IsSuccessorNext()
	case eType, eFuncType:
		return p.IsTypeNext()
	case eAttrDict:
		return p.IsPunct("{")
	case eAttrDictKw:
		return p.IsKeyword("attributes")
	case eOptional:
		return s.canStart(firstParsable(e.sub))
	}
	return false
}

var attrKeywords = map[string]bool{"true": true, "false": true, "unit": true, "dense": true, "array": true,
	"affine_map": true, "affine_set": true, "loc": true, "sparse": true, "dense_resource": true, "strided": true}

// firstParsable skips the whitespace literals (` `, “, `\n`) that lead an optional group.
func firstParsable(es []*elem) *elem {
	for _, e := range es {
		if e.kind != eLiteral || e.text != "" && e.text != " " && e.text != "\\n" {
			return e
		}
	}
	return es[0]
}

func (s *State) parseTypeDirective(target *elem, qualified bool) error {
	p := s.P
	var c *TypeConstraint
	single, optional := false, false
	switch target.kind {
	case eOperand:
		c = s.Def.Operands[target.index].Type
		single = s.Def.Operands[target.index].Kind == Single
		optional = s.Def.Operands[target.index].Kind == Optional
	case eResultRef:
		c = s.Def.Results[target.index].Type
		single = s.Def.Results[target.index].Kind == Single
		optional = s.Def.Results[target.index].Kind == Optional
	}
	// A type without parameters (Builder set) has no parser of its own in MLIR, so
	// parseCustomTypeWithFallback reads it in full (`: !ascendc.mask_reg`), never as an
	// empty stripped body.
	stripped := !qualified && c != nil && c.Dialect != "" && (c.Mnemonic == "" || c.Builder == nil)
	parseOne := func() (ir.Type, error) {
		if stripped && c.Mnemonic != "" && !p.IsBangIdentNext() {
			d := p.Context().Dialect(c.Dialect)
			if d == nil || d.ParseType == nil {
				return nil, p.Errorf("dialect '%s' cannot parse types", c.Dialect)
			}
			return d.ParseType(p, c.Mnemonic)
		}
		if stripped && c.Mnemonic == "" && p.IsKeywordAny() {
			return parseStrippedType(p, c.Dialect)
		}
		at := p.Pos()
		t, err := p.ParseType()
		if err == nil && c != nil && c.Kind != nil && !c.Kind(t) {
			return nil, p.EmitError(at, "invalid kind of type specified")
		}
		return t, err
	}
	var ts []ir.Type
	if single {
		t, err := parseOne()
		if err != nil {
			return err
		}
		ts = s.oneType(t)
	} else {
		// A variadic group's list is never empty (MLIR's parseTypeList): its first type,
		// and every type after a comma, is required, so a missing one gets the type
		// parser's error; an optional group holds at most one, which may be absent. A
		// group known to be empty may have no type: MLIR prints such lists as nothing
		// (`ascendc.set_atomic_none  :`), and PyAsc's printed IR must read back.
		for required := !optional && !s.knownEmpty(target); required || p.IsTypeNext() || stripped && (c.Mnemonic == "" && p.IsKeywordAny() || c.Mnemonic != "" && p.IsPunct("<")); required = true {
			t, err := parseOne()
			if err != nil {
				return err
			}
			ts = append(ts, t)
			// An optional group holds at most one type; a following `,` belongs to the
			// rest of the format.
			if optional || !p.OptionalPunct(",") {
				break
			}
		}
	}
	s.assignTypes(target, ts)
	return nil
}

// knownEmpty reports whether the operands or results a type directive describes are
// already known to be none: parsed operand lists that were empty, or an op that binds no
// results.
func (s *State) knownEmpty(target *elem) bool {
	switch target.kind {
	case eOperand:
		return s.operandSeen[target.index] && len(s.Operands[target.index]) == 0
	case eOperands:
		// Only without required operands: MLIR's type list needs a type at least.
		return s.allOperands && len(s.AllOperands) == 0 && !hasSingle(s.Def.Operands)
	case eResultRef, eResults:
		return s.P.BoundResults() == 0
	}
	return false
}

func parseStrippedType(p *ir.OpParser, dialect string) (ir.Type, error) {
	d := p.Context().Dialect(dialect)
	mn, err := p.ParseKeywordAny("type mnemonic")
	if err != nil {
		return nil, err
	}
	if d == nil || d.ParseType == nil {
		return nil, p.Errorf("dialect '%s' cannot parse types", dialect)
	}
	return d.ParseType(p, mn)
}

func (s *State) assignTypes(target *elem, ts []ir.Type) {
	switch target.kind {
	case eOperand:
		s.OperandTypes[target.index] = ts
	case eResultRef:
		s.ResultTypes[target.index] = ts
	case eOperands:
		s.AllOperandTypes = ts
	case eResults:
		s.AllResultTypes = ts
	}
}

// finish infers missing types, resolves operands and fills the operation state.
func (s *State) finish() error {
	if err := s.distributeTypes(); err != nil {
		return err
	}
	s.applyBuilderTypes()
	s.applySameTypes()
	if err := s.applyRelations(); err != nil {
		return err
	}
	if s.Def.Infer != nil {
		if err := s.Def.Infer(s); err != nil {
			return err
		}
	}
	if err := s.resolveOperands(); err != nil {
		return err
	}
	if err := s.fillResultTypes(); err != nil {
		return err
	}
	s.fillRegionsAndSuccessors()
	for _, a := range s.Def.Attrs {
		if a.Default != nil && s.St.Attr(a.Name) == nil {
			s.St.AddAttr(a.Name, a.Default)
		}
	}
	return nil
}

// distributeTypes hands types spelled for all operands or all results at once
// (`type(operands)`, `type(results)`) out to the declared groups.
func (s *State) distributeTypes() error {
	d, p := s.Def, s.P
	if !s.allOperands && s.AllOperandTypes != nil {
		// type(operands) / functional-type(operands, ...) with operands parsed one group
		// at a time: hand the types out in group order.
		k := 0
		for i := range d.Operands {
			n := len(s.Operands[i])
			if k+n > len(s.AllOperandTypes) {
				return p.EmitError(s.pos, "%d operands present, but expected %d", k+n, len(s.AllOperandTypes))
			}
			s.OperandTypes[i] = s.AllOperandTypes[k : k+n]
			k += n
		}
		if k != len(s.AllOperandTypes) {
			return p.EmitError(s.pos, "%d operands present, but expected %d", k, len(s.AllOperandTypes))
		}
	}
	if s.allOperands {
		s.reinterpretOperandTypes()
		if len(d.Operands) == 0 && len(s.AllOperands) > 0 {
			return p.EmitError(s.pos, "%d operands present, but expected 0", len(s.AllOperands))
		}
		if len(d.Operands) == 0 && len(s.AllOperandTypes) > 0 {
			return p.EmitError(s.pos, "0 operands present, but expected %d", len(s.AllOperandTypes))
		}
		s.splitAll()
	}
	if s.AllResultTypes != nil {
		sizes, _ := groupSizes(d.Results, len(s.AllResultTypes), nil)
		k, last := 0, -1
		for i := range d.Results {
			if i < len(sizes) && k+sizes[i] <= len(s.AllResultTypes) {
				s.ResultTypes[i] = s.AllResultTypes[k : k+sizes[i]]
				k += sizes[i]
				last = i
			}
		}
		if last >= 0 && k < len(s.AllResultTypes) {
			// Types the groups cannot share evenly still become results (MLIR builds the op
			// from the whole list); the verifier then rejects the group sizes.
			start := k - len(s.ResultTypes[last])
			s.ResultTypes[last] = s.AllResultTypes[start:]
		}
	}
	return nil
}

// applyBuilderTypes gives the groups still without types the type their constraint
// builds, when it names exactly one (Builder).
func (s *State) applyBuilderTypes() {
	for i, r := range s.Def.Results {
		if s.ResultTypes[i] == nil && r.Type != nil && r.Type.Builder != nil && r.Kind == Single {
			s.ResultTypes[i] = s.oneType(r.Type.Builder)
		}
	}
	for i, o := range s.Def.Operands {
		if s.OperandTypes[i] == nil && o.Type != nil && o.Type.Builder != nil {
			s.OperandTypes[i] = s.nTypes(o.Type.Builder, len(s.Operands[i]))
		}
	}
}

// resolveOperands resolves the operands group by group, straight into the state's
// operand list, and records operandSegmentSizes for ops that carry it.
func (s *State) resolveOperands() error {
	d, st, p := s.Def, s.St, s.P
	if s.allCount {
		return p.EmitError(s.allPos, "%d operands present, but expected %d", len(s.AllOperands), len(d.Operands))
	}
	total := 0
	for i := range d.Operands {
		total += len(s.Operands[i])
	}
	if cap(st.Operands) < total {
		st.Operands = make([]*ir.Value, 0, total)
	}
	sized := d.Traits&ir.TraitAttrSizedOperandSegments != 0
	var segs []int64
	for i := range d.Operands {
		us := s.Operands[i]
		ts := s.OperandTypes[i]
		if len(us) > 0 && ts == nil {
			return p.ErrorAt(s.pos, "could not infer the type of operand group '%s'", d.Operands[i].Name)
		}
		if len(ts) != len(us) {
			// MLIR reports the mismatch where the group's operands start.
			pos := s.pos
			if len(us) > 0 {
				pos = us[0].Pos
			} else if s.operandPos[i] > 0 {
				pos = s.operandPos[i] - 1
			}
			return p.EmitError(pos, "%d operands present, but expected %d", len(us), len(ts))
		}
		for j, u := range us {
			v, err := p.ResolveOperand(u, ts[j])
			if err != nil {
				return err
			}
			st.Operands = append(st.Operands, v)
		}
		if sized {
			segs = append(segs, int64(len(us)))
		}
	}
	if sized && !s.unsized && st.Attr("operandSegmentSizes") == nil {
		st.AddAttr("operandSegmentSizes", ir.DenseI32Array(segs...))
	}
	return nil
}

// fillResultTypes concatenates the result groups' types into the state, failing on a
// single result whose type could not be inferred.
func (s *State) fillResultTypes() error {
	d, st := s.Def, s.St
	if len(d.Results) == 1 && len(s.ResultTypes[0]) == 1 {
		st.Types = s.ResultTypes[0][:1:1]
		return nil
	}
	for i, r := range d.Results {
		ts := s.ResultTypes[i]
		if ts == nil && r.Kind == Single {
			return s.P.ErrorAt(s.pos, "could not infer the type of result '%s'", r.Name)
		}
		st.Types = append(st.Types, ts...)
	}
	return nil
}

// fillRegionsAndSuccessors moves the parsed groups into the state; a non-variadic
// region the format did not mention is added empty.
func (s *State) fillRegionsAndSuccessors() {
	d, st := s.Def, s.St
	for i := range d.Regions {
		if len(s.Regions[i]) == 0 && !d.Regions[i].Variadic {
			s.Regions[i] = []*ir.Region{{}}
		}
		st.Regions = append(st.Regions, s.Regions[i]...)
	}
	for i := range d.Successors {
		st.Successors = append(st.Successors, s.Successors[i]...)
	}
}

// splitAll distributes `operands` and `type(operands)` over the declared groups.
func (s *State) splitAll() {
	d := s.Def
	if s.AllOperandTypes == nil && len(s.AllOperands) != len(d.Operands) && allSingle(d.Operands) {
		s.allCount = true
	}
	s.reinterpretOperandTypes()
	segs := s.St.Attr("operandSegmentSizes")
	s.unsized = segs == nil && d.Traits&ir.TraitAttrSizedOperandSegments != 0
	sizes, ok := groupSizes(d.Operands, len(s.AllOperands), segs)
	if !ok || s.unsized {
		// The groups still need operands for the parse's own checks; the op will not
		// keep these sizes (see unsized).
		sizes = guessSizes(d.Operands, len(s.AllOperands))
	}
	k := 0
	for i := range d.Operands {
		n := 0
		if i < len(sizes) {
			n = sizes[i]
		}
		if k+n > len(s.AllOperands) {
			n = len(s.AllOperands) - k
		}
		s.Operands[i] = s.AllOperands[k : k+n]
		if s.AllOperandTypes != nil && k+n <= len(s.AllOperandTypes) {
			s.OperandTypes[i] = s.AllOperandTypes[k : k+n]
		}
		k += n
	}
	if k < len(s.AllOperands) && len(d.Operands) > 0 {
		// Leftovers land in the last group so the count error names them.
		last := len(d.Operands) - 1
		s.Operands[last] = append(s.Operands[last], s.AllOperands[k:]...)
		if s.AllOperandTypes != nil && len(s.AllOperandTypes) >= len(s.AllOperands) {
			s.OperandTypes[last] = append(s.OperandTypes[last], s.AllOperandTypes[k:len(s.AllOperands)]...)
		}
	}
	if s.AllOperandTypes != nil && len(s.AllOperandTypes) != len(s.AllOperands) {
		for i := range s.OperandTypes {
			s.OperandTypes[i] = nil
		}
		s.OperandTypes[0] = s.AllOperandTypes // triggers the count mismatch error
		if len(d.Operands) > 0 {
			s.Operands[0] = s.AllOperands
			for i := 1; i < len(d.Operands); i++ {
				s.Operands[i] = nil
			}
		}
	}
}

// reinterpretOperandTypes accepts two spellings PyAsc emits where a format has
// `type(operands)` and the count does not match: a function type `(ins) -> (outs)` giving
// operand and result types, and operand types followed by the result types.
func (s *State) reinterpretOperandTypes() {
	ts := s.AllOperandTypes
	// Upstream ops' types are read as written (MLIR's parsers); these forms are PyAsc's.
	if ts == nil || len(ts) == len(s.AllOperands) || s.Def.upstream {
		return
	}
	known := false
	for _, r := range s.ResultTypes {
		if r != nil {
			known = true
		}
	}
	if len(ts) == 1 {
		if fn, ok := ts[0].(*ir.FunctionType); ok && len(fn.Inputs) == len(s.AllOperands) {
			s.AllOperandTypes = fn.Inputs
			if !known && len(fn.Results) > 0 {
				s.AllResultTypes = fn.Results
			}
			return
		}
	}
	if !known && len(ts) > len(s.AllOperands) && len(ts)-len(s.AllOperands) == len(s.Def.Results) {
		s.AllOperandTypes = ts[:len(s.AllOperands)]
		s.AllResultTypes = ts[len(s.AllOperands):]
	}
}
