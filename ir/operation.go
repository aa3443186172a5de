package ir

import (
	"sync/atomic"
	"unsafe"
)

// Operation is the one generic IR node. Registered ops point at their OpInfo; typed views in
// dialect packages wrap *Operation and never hold state of their own.
type Operation struct {
	info *OpInfo
	// Operands, results and attributes are arrays of nOperands, nResults and nAttrs
	// entries addressed by their first element: a pointer and a count instead of a slice
	// header each keeps the op at 96 bytes, which matters with millions of ops.
	operands   *OpOperand
	results    *Value
	attrs      *NamedAttr // sorted by name; inherent (property) and discardable together
	extra      *opExtra   // rarely used parts, kept out of line to keep ops small
	block      *Block
	prev, next *Operation
	nOperands  int32
	nResults   int32
	nAttrs     int32
	order      int32 // position within the block, valid while block.orderValid
	scratch    int32 // free for the pass running on the op (see Scratch)
	// loc is the parser's file location, held without a separate allocation.
	loc inlineLoc
}

func (op *Operation) operandArr() []OpOperand { return unsafe.Slice(op.operands, op.nOperands) }
func (op *Operation) resultArr() []Value      { return unsafe.Slice(op.results, op.nResults) }
func (op *Operation) attrArr() []NamedAttr    { return unsafe.Slice(op.attrs, op.nAttrs) }

func (op *Operation) setOperandArr(a []OpOperand) {
	op.operands, op.nOperands = unsafe.SliceData(a), int32(len(a))
}

func (op *Operation) setAttrArr(a []NamedAttr) {
	op.attrs, op.nAttrs = unsafe.SliceData(a), int32(len(a))
}

// opWithResult is an op and its single result in one allocation, the commonest shape.
type opWithResult struct {
	op  Operation
	res [1]Value
}

// opExtra holds the verbatim properties of unregistered ops and branch successors.
type opExtra struct {
	props   Attribute
	succ    *successors // nil without successors
	regions []*Region
	loc     Location                    // a location other than the inline file:line:col one
	symbols atomic.Pointer[symbolIndex] // symbol-table ops: index for LookupSymbol
}

// OperationState gathers what is needed to create an operation.
type OperationState struct {
	Name       string      // the op name; resolved to Info by the builder when Info is nil
	Info       *OpInfo     // the op kind, if already known
	Loc        Location    // nil means the parser's inline location, or unknown
	Operands   []*Value    // operand values in order
	Types      []Type      // result types in order
	Attrs      []NamedAttr // all attributes of a registered op, inherent (properties) and discardable
	Props      Attribute   // the `<{...}>` properties of an unregistered op, kept whole; nil otherwise
	Regions    []*Region   // regions to move into the op
	Successors []*Block    // successor blocks of a terminator
	// inline is a parser-provided location used when Loc is nil.
	inline inlineLoc
	// dictLo, dictHi delimit the entries of Attrs a custom parser's attribute dictionary
	// gave (see overrideInherent).
	dictLo, dictHi int
}

// DictRepeatsAreErrors marks a state built by a hand-written parser, which adds the op's
// inherent attributes to the attribute list itself (MLIR's addAttribute): an inherent
// name its attribute dictionary repeats is then a duplicate error, where a generated
// parser lets the dictionary override the property.
func (s *OperationState) DictRepeatsAreErrors() { s.dictLo, s.dictHi = 0, 0 }

// Location returns the state's location (the parser's inline one when Loc is unset).
func (s *OperationState) Location() Location {
	if s.Loc != nil {
		return s.Loc
	}
	if s.inline.file != 0 {
		return s.inline.location()
	}
	return Unknown
}

// AddAttr appends an attribute to the state.
func (s *OperationState) AddAttr(name string, a Attribute) {
	s.Attrs = append(s.Attrs, NamedAttr{name, a})
}

// AddRegion appends a new empty region and returns it.
func (s *OperationState) AddRegion() *Region {
	r := &Region{}
	s.Regions = append(s.Regions, r)
	return r
}

// Attr looks up an attribute added to the state.
func (s *OperationState) Attr(name string) Attribute {
	for _, a := range s.Attrs {
		if a.Name == name {
			return a.Value
		}
	}
	return nil
}

// NewOperation builds a detached operation from a state whose Info is set.
func NewOperation(st *OperationState) *Operation {
	var op *Operation
	if len(st.Types) == 1 {
		ow := &opWithResult{}
		op = &ow.op
		op.results, op.nResults = &ow.res[0], 1
		ow.res[0] = resultValue(st.Types[0], op, 0)
	} else {
		op = &Operation{}
		if len(st.Types) > 0 {
			res := make([]Value, len(st.Types))
			for i, t := range st.Types {
				res[i] = resultValue(t, op, i)
			}
			op.results, op.nResults = unsafe.SliceData(res), int32(len(res))
		}
	}
	op.info = st.Info
	if st.Loc != nil {
		op.SetLoc(st.Loc)
	} else if st.inline.file != 0 {
		op.loc = st.inline
	}
	op.SetOperands(st.Operands)
	if len(st.Attrs) > 0 {
		attrs := append([]NamedAttr(nil), st.Attrs...)
		SortNamedAttrs(attrs)
		op.setAttrArr(attrs)
	}
	if len(st.Regions) > 0 {
		op.ext().regions = st.Regions
	}
	for _, r := range st.Regions {
		r.parent = op
	}
	if st.Props != nil {
		op.ext().props = st.Props
	}
	if len(st.Successors) > 0 {
		op.setSuccessors(st.Successors)
	}
	return op
}

// Scratch and SetScratch give a pass one integer slot per op (the greedy rewrite driver
// keeps its worklist position there). Users must tolerate stale values left by others.
func (op *Operation) Scratch() int32 { return op.scratch }

// SetScratch stores the pass's per-op integer (see Scratch).
func (op *Operation) SetScratch(v int32) { op.scratch = v }

// Info returns the op's kind, registered or not.
func (op *Operation) Info() *OpInfo { return op.info }

// Name returns the full op name, `dialect.op`.
func (op *Operation) Name() string { return op.info.Name }

// Loc returns the op's location: most ops hold a file location inline, other kinds live
// out of line, and an op with neither is at loc(unknown).
func (op *Operation) Loc() Location {
	if op.extra != nil && op.extra.loc != nil {
		return op.extra.loc
	}
	if op.loc.file != 0 {
		return op.loc.location()
	}
	return Unknown
}

// SetLoc changes the op's location.
func (op *Operation) SetLoc(l Location) {
	if op.extra != nil {
		op.extra.loc = nil
	}
	op.loc = inlineLoc{}
	switch l := l.(type) {
	case nil, UnknownLoc:
	case *FileLineColLoc:
		if l.File != "" {
			op.loc = inlineLoc{file: internFile(l.File), line: l.Line, col: l.Col}
			return
		}
		op.ext().loc = l
	default:
		op.ext().loc = l
	}
}

// Block returns the block holding the op (nil when detached).
func (op *Operation) Block() *Block { return op.block }

// Next returns the following op in the block, or nil.
func (op *Operation) Next() *Operation { return op.next }

// Prev returns the preceding op in the block, or nil.
func (op *Operation) Prev() *Operation { return op.prev }

// IsRegistered reports whether a dialect defines the op (not only accepted as unregistered).
func (op *Operation) IsRegistered() bool { return op.info.Registered }

// HasTrait reports whether the op kind has any of the traits in t (usually one).
func (op *Operation) HasTrait(t Trait) bool {
	if op.info.Traits&t != 0 {
		return true
	}
	return op.info.EffectTraits != nil && op.info.EffectTraits(op)&t != 0
}

// ParentOp is the op owning the region that holds this op's block.
func (op *Operation) ParentOp() *Operation {
	if op.block == nil || op.block.parent == nil {
		return nil
	}
	return op.block.parent.parent
}

// ParentRegion is the region holding this op.
func (op *Operation) ParentRegion() *Region {
	if op.block == nil {
		return nil
	}
	return op.block.parent
}

// ParentOfName walks up to the closest ancestor named name.
func (op *Operation) ParentOfName(name string) *Operation {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.Name() == name {
			return p
		}
	}
	return nil
}

// IsAncestor reports whether op contains other (or is other).
func (op *Operation) IsAncestor(other *Operation) bool {
	for o := other; o != nil; o = o.ParentOp() {
		if o == op {
			return true
		}
	}
	return false
}

// --- operands ---

// NumOperands returns the number of operands.
func (op *Operation) NumOperands() int { return int(op.nOperands) }

// Operand returns operand i's value.
func (op *Operation) Operand(i int) *Value { return op.operandArr()[i].val }

// OpOperand returns operand slot i, to inspect or change the use.
func (op *Operation) OpOperand(i int) *OpOperand { return &op.operandArr()[i] }

// Operands returns the operand values (a new slice).
func (op *Operation) Operands() []*Value {
	out := make([]*Value, len(op.operandArr()))
	for i := range op.operandArr() {
		out[i] = op.operandArr()[i].val
	}
	return out
}

// OperandTypes returns the operand types.
func (op *Operation) OperandTypes() []Type {
	out := make([]Type, len(op.operandArr()))
	for i := range op.operandArr() {
		out[i] = op.operandArr()[i].val.typ
	}
	return out
}

// SetOperand makes operand i use v, updating both use lists.
func (op *Operation) SetOperand(i int, v *Value) { op.operandArr()[i].Set(v) }

// SetOperands replaces the whole operand list.
func (op *Operation) SetOperands(vs []*Value) {
	old := op.operandArr()
	for i := range old {
		old[i].unlink()
	}
	if len(vs) == 0 {
		op.setOperandArr(nil)
		return
	}
	ops := make([]OpOperand, len(vs))
	for i, v := range vs {
		ops[i] = OpOperand{val: v, owner: op}
		ops[i].link()
	}
	op.setOperandArr(ops)
}

// EraseOperand removes operand i.
func (op *Operation) EraseOperand(i int) {
	vs := op.Operands()
	op.SetOperands(append(vs[:i:i], vs[i+1:]...))
}

// --- results ---

// NumResults returns the number of results.
func (op *Operation) NumResults() int { return int(op.nResults) }

// Result returns result i.
func (op *Operation) Result(i int) *Value { return &op.resultArr()[i] }

// Results returns pointers to the results.
func (op *Operation) Results() []*Value {
	out := make([]*Value, len(op.resultArr()))
	for i := range op.resultArr() {
		out[i] = &op.resultArr()[i]
	}
	return out
}

// ResultTypes returns the result types.
func (op *Operation) ResultTypes() []Type {
	out := make([]Type, len(op.resultArr()))
	for i := range op.resultArr() {
		out[i] = op.resultArr()[i].typ
	}
	return out
}

// UseEmpty reports whether no result has a use.
func (op *Operation) UseEmpty() bool {
	for i := range op.resultArr() {
		if op.resultArr()[i].first != nil {
			return false
		}
	}
	return true
}

// ReplaceAllUsesWith redirects every result's uses to the given values.
func (op *Operation) ReplaceAllUsesWith(vs []*Value) {
	for i := range op.resultArr() {
		op.resultArr()[i].ReplaceAllUsesWith(vs[i])
	}
}

// --- attributes ---

// Attrs returns all attributes, sorted by name.
func (op *Operation) Attrs() []NamedAttr { return op.attrArr() }

// Attr returns the named attribute or nil.
func (op *Operation) Attr(name string) Attribute {
	for i := range op.attrArr() {
		if op.attrArr()[i].Name == name {
			return op.attrArr()[i].Value
		}
	}
	return nil
}

// HasAttr reports whether the attribute is present.
func (op *Operation) HasAttr(name string) bool { return op.Attr(name) != nil }

// SetAttr sets or replaces an attribute, keeping the order.
func (op *Operation) SetAttr(name string, a Attribute) {
	attrs := op.attrArr()
	for i := range attrs {
		if attrs[i].Name == name {
			attrs[i].Value = a
			return
		}
	}
	attrs = append(attrs[:len(attrs):len(attrs)], NamedAttr{name, a})
	SortNamedAttrs(attrs)
	op.setAttrArr(attrs)
}

// RemoveAttr deletes an attribute; it reports whether one was present.
func (op *Operation) RemoveAttr(name string) bool {
	attrs := op.attrArr()
	for i := range attrs {
		if attrs[i].Name == name {
			op.setAttrArr(append(attrs[:i:i], attrs[i+1:]...))
			return true
		}
	}
	return false
}

// Props is the verbatim property attribute of an unregistered op (nil otherwise).
func (op *Operation) Props() Attribute {
	if op.extra == nil {
		return nil
	}
	return op.extra.props
}

// ext returns the op's out-of-line part, creating it on first use.
func (op *Operation) ext() *opExtra {
	if op.extra == nil {
		op.extra = &opExtra{}
	}
	return op.extra
}

// regs returns the op's regions (nil for most ops).
func (op *Operation) regs() []*Region {
	if op.extra == nil {
		return nil
	}
	return op.extra.regions
}

// succs returns the successor blocks (nil for most ops).
func (op *Operation) succs() []*Block {
	if op.extra == nil {
		return nil
	}
	if op.extra.succ == nil {
		return nil
	}
	return op.extra.succ.blocks
}

// InherentAttrs splits the attributes into properties and discardable ones.
func (op *Operation) SplitAttrs() (inherent, discardable []NamedAttr) {
	if len(op.info.Inherent) == 0 {
		return nil, op.attrArr()
	}
	for _, a := range op.attrArr() {
		if op.info.IsInherent(a.Name) {
			inherent = append(inherent, a)
		} else {
			discardable = append(discardable, a)
		}
	}
	return
}

// --- regions and successors ---

// NumRegions returns the number of regions.
func (op *Operation) NumRegions() int { return len(op.regs()) }

// Region returns region i.
func (op *Operation) Region(i int) *Region { return op.regs()[i] }

// Regions returns the regions; the slice belongs to the op.
func (op *Operation) Regions() []*Region { return op.regs() }

// NumSuccessors returns the number of successor blocks.
func (op *Operation) NumSuccessors() int { return len(op.succs()) }

// Successor returns successor block i.
func (op *Operation) Successor(i int) *Block { return op.succs()[i] }

// Successors returns the successor blocks; the slice belongs to the op.
func (op *Operation) Successors() []*Block { return op.succs() }

// SetSuccessor makes successor i branch to b.
func (op *Operation) SetSuccessor(i int, b *Block) {
	e := op.extra.succ
	e.blocks[i] = b
	u := &e.uses[i]
	u.unlink()
	u.blk = b
	u.link()
}

// AddRegion appends an empty region.
func (op *Operation) AddRegion() *Region {
	r := &Region{parent: op}
	op.ext().regions = append(op.ext().regions, r)
	return r
}

// --- placement ---

// Remove unlinks the op from its block without dropping its uses.
func (op *Operation) Remove() {
	if op.block != nil {
		op.block.remove(op)
	}
}

// Erase removes the op and everything nested in it, dropping the operand uses.
// Results must have no remaining uses.
func (op *Operation) Erase() {
	op.Remove()
	op.DropAllReferences()
}

// DropAllReferences drops every operand and successor use of this op and of nested ops.
func (op *Operation) DropAllReferences() {
	for i := range op.operandArr() {
		op.operandArr()[i].unlink()
		op.operandArr()[i].val = nil
	}
	op.dropSuccessorUses()
	for _, r := range op.regs() {
		for b := r.first; b != nil; b = b.next {
			for o := b.first; o != nil; o = o.next {
				o.DropAllReferences()
			}
		}
	}
}

// MoveBefore moves the op right before other.
func (op *Operation) MoveBefore(other *Operation) {
	op.Remove()
	other.block.insertBefore(op, other)
}

// MoveAfter moves the op right after other.
func (op *Operation) MoveAfter(other *Operation) {
	op.Remove()
	other.block.insertAfter(op, other)
}

// IsBeforeInBlock reports whether op comes before other in their common block.
func (op *Operation) IsBeforeInBlock(other *Operation) bool {
	b := op.block
	if !b.orderValid {
		b.renumber()
	}
	return op.order < other.order
}

// Walk visits op and every nested op in pre-order; returning false from fn skips the
// op's regions.
func (op *Operation) Walk(fn func(*Operation) bool) {
	if !fn(op) {
		return
	}
	for _, r := range op.regs() {
		for _, b := range r.Blocks() {
			for o := b.first; o != nil; {
				next := o.next
				o.Walk(fn)
				o = next
			}
		}
	}
}

// WalkPost visits nested ops before their parent (post-order), tolerating erasure.
func (op *Operation) WalkPost(fn func(*Operation)) {
	for _, r := range op.regs() {
		for _, b := range r.Blocks() {
			for o := b.first; o != nil; {
				next := o.next
				o.WalkPost(fn)
				o = next
			}
		}
	}
	fn(op)
}

// Clone deep-copies the op, remapping operands through m (values not in m are kept).
func (op *Operation) Clone(m map[*Value]*Value) *Operation {
	if m == nil {
		m = map[*Value]*Value{}
	}
	st := &OperationState{Info: op.info, Loc: op.Loc(), Props: op.Props(), Attrs: op.attrArr()}
	for _, v := range op.Operands() {
		if nv, ok := m[v]; ok {
			v = nv
		}
		st.Operands = append(st.Operands, v)
	}
	st.Types = op.ResultTypes()
	bm := map[*Block]*Block{}
	for _, r := range op.regs() {
		nr := &Region{}
		r.CloneInto(nr, m, bm)
		st.Regions = append(st.Regions, nr)
	}
	for _, s := range op.succs() {
		if nb, ok := bm[s]; ok {
			s = nb
		}
		st.Successors = append(st.Successors, s)
	}
	c := NewOperation(st)
	for i := range op.resultArr() {
		m[op.Result(i)] = c.Result(i)
	}
	return c
}
