package memref

import (
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// Hand-written custom forms: the ops whose syntax the declarative format cannot say.

// ensureTerminator appends an operand-less terminator named name to a block that lacks one.
func ensureTerminator(p *ir.OpParser, st *ir.OperationState, r *ir.Region, name string) {
	if r.Empty() {
		r.AddBlock(&ir.Block{})
	}
	b := r.Front()
	if last := b.Last(); last != nil && last.HasTrait(ir.TraitTerminator) {
		return
	}
	b.Append(p.Context().CreateOp(&ir.OperationState{Name: name, Loc: st.Location()}))
}

// alloca_scope: ` [-> (types)] region attr-dict`.
func parseAllocaScope(p *ir.OpParser, st *ir.OperationState) error {
	ts, err := p.ParseOptionalArrowTypeList()
	if err != nil {
		return err
	}
	st.Types = ts
	r := st.AddRegion()
	if err := p.ParseRegion(r, nil); err != nil {
		return err
	}
	ensureTerminator(p, st, r, OpAllocaScopeReturn)
	return p.ParseOptionalAttrDict(st)
}

func printAllocaScope(p *ir.Printer, op *ir.Operation) {
	p.WriteChar(' ')
	if op.NumResults() > 0 {
		p.WriteString(" -> (")
		p.PrintTypes(op.ResultTypes())
		p.WriteChar(')')
	}
	p.WriteChar(' ')
	p.PrintRegion(op.Region(0), false, op.NumResults() > 0)
	p.PrintOptionalAttrDict(op.Attrs())
}

// generic_atomic_rmw: ` %m[%i] : type region attr-dict`.
func parseGenericAtomicRMW(p *ir.OpParser, st *ir.OperationState) error {
	m, err := p.ParseOperand()
	if err != nil {
		return err
	}
	idx, err := parseBracketOperands(p)
	if err != nil {
		return err
	}
	t, err := p.ParseColonType()
	if err != nil {
		return err
	}
	if err := resolveInto(p, st, []ir.UnresolvedOperand{m}, t); err != nil {
		return err
	}
	if err := resolveInto(p, st, idx, ir.Index); err != nil {
		return err
	}
	r := st.AddRegion()
	if err := p.ParseRegion(r, nil); err != nil {
		return err
	}
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	mt, ok := t.(*ir.MemRefType)
	if !ok {
		return p.Errorf("expected a memref type")
	}
	st.Types = []ir.Type{mt.Elem}
	return nil
}

func printGenericAtomicRMW(p *ir.Printer, op *ir.Operation) {
	p.WriteChar(' ')
	p.PrintOperand(op.Operand(0))
	p.WriteChar('[')
	p.PrintOperands(op.Operands()[1:])
	p.WriteString("] : ")
	p.PrintType(op.Operand(0).Type())
	p.WriteChar(' ')
	p.PrintRegion(op.Region(0), true, true)
	p.PrintOptionalAttrDict(op.Attrs())
}

func parseBracketOperands(p *ir.OpParser) ([]ir.UnresolvedOperand, error) {
	return p.ParseDelimitedOperandList("[", -1)
}

func resolveInto(p *ir.OpParser, st *ir.OperationState, us []ir.UnresolvedOperand, t ir.Type) error {
	ts := make([]ir.Type, len(us))
	for i := range ts {
		ts[i] = t
	}
	vs, err := p.ResolveOperands(us, ts, p.Pos())
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, vs...)
	return nil
}

// prefetch: ` %m[%i], read|write, locality<N>, data|instr attr-dict : type`.
func parsePrefetch(p *ir.OpParser, st *ir.OperationState) error {
	m, err := p.ParseOperand()
	if err != nil {
		return err
	}
	idx, err := parseBracketOperands(p)
	if err != nil {
		return err
	}
	if err := p.Expect(","); err != nil {
		return err
	}
	rw, err := opdef.ParseKeywordAny(p)
	if err != nil {
		return err
	}
	if err := p.Expect(","); err != nil {
		return err
	}
	if err := p.ParseKeyword("locality"); err != nil {
		return err
	}
	if err := p.Expect("<"); err != nil {
		return err
	}
	hintPos := p.Pos()
	hint, err := p.ParseAttribute(ir.I32)
	if err != nil {
		return err
	}
	if _, ok := hint.(*ir.IntegerAttr); !ok {
		return p.EmitError(hintPos, "invalid kind of attribute specified")
	}
	if err := p.Expect(">"); err != nil {
		return err
	}
	if err := p.Expect(","); err != nil {
		return err
	}
	cache, err := opdef.ParseKeywordAny(p)
	if err != nil {
		return err
	}
	t, err := parseRankedMemRefType(p, func() error { return p.Expect(":") })
	if err != nil {
		return err
	}
	if err := resolveInto(p, st, []ir.UnresolvedOperand{m}, t); err != nil {
		return err
	}
	if err := resolveInto(p, st, idx, ir.Index); err != nil {
		return err
	}
	if rw != "read" && rw != "write" {
		return ir.Errorf(st.Location(), "custom op '%s' rw specifier has to be 'read' or 'write'", OpPrefetch)
	}
	if cache != "data" && cache != "instr" {
		return ir.Errorf(st.Location(), "custom op '%s' cache type has to be 'data' or 'instr'", OpPrefetch)
	}
	st.AddAttr("isWrite", ir.BoolAttr(rw == "write"))
	st.AddAttr("localityHint", hint)
	st.AddAttr("isDataCache", ir.BoolAttr(cache == "data"))
	return nil
}

func printPrefetch(p *ir.Printer, op *ir.Operation) {
	p.WriteChar(' ')
	p.PrintOperand(op.Operand(0))
	p.WriteChar('[')
	p.PrintOperands(op.Operands()[1:])
	p.WriteString("], ")
	if boolAttr(op, "isWrite") {
		p.WriteString("write")
	} else {
		p.WriteString("read")
	}
	p.WriteString(", locality<")
	if h, ok := op.Attr("localityHint").(*ir.IntegerAttr); ok {
		p.WriteInt(h.Value)
	}
	p.WriteString(">, ")
	if boolAttr(op, "isDataCache") {
		p.WriteString("data")
	} else {
		p.WriteString("instr")
	}
	p.PrintOptionalAttrDict(op.Attrs(), "isWrite", "localityHint", "isDataCache")
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
}

func boolAttr(op *ir.Operation, name string) bool {
	i, ok := op.Attr(name).(*ir.IntegerAttr)
	return ok && i.Value != 0
}

// transpose: ` %in (d0, d1) -> (d1, d0) attr-dict : type to type`.
func parseTranspose(p *ir.OpParser, st *ir.OperationState) error {
	in, err := p.ParseOperand()
	if err != nil {
		return err
	}
	m, err := p.ParseAffineMap()
	if err != nil {
		return err
	}
	st.AddAttr("permutation", &ir.AffineMapAttr{Map: m})
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	src, err := parseRankedMemRefType(p, func() error { return p.Expect(":") })
	if err != nil {
		return err
	}
	// The result type is read as any type; its constraint is the verifier's.
	if err := p.ParseKeyword("to"); err != nil {
		return err
	}
	dst, err := p.ParseType()
	if err != nil {
		return err
	}
	st.Types = []ir.Type{dst}
	return resolveInto(p, st, []ir.UnresolvedOperand{in}, src)
}

func printTranspose(p *ir.Printer, op *ir.Operation) {
	p.WriteChar(' ')
	p.PrintOperand(op.Operand(0))
	p.WriteChar(' ')
	if a, ok := op.Attr("permutation").(*ir.AffineMapAttr); ok {
		p.WriteString(a.Map.String())
	}
	p.PrintOptionalAttrDict(op.Attrs(), "permutation")
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
	p.WriteString(" to ")
	p.PrintType(op.Result(0).Type())
}

// global: ` ["vis"] [constant] @name : type [= value|uninitialized] attr-dict`.
func parseGlobal(p *ir.OpParser, st *ir.OperationState) error {
	if p.IsStringNext() {
		v, err := p.ParseString()
		if err != nil {
			return err
		}
		st.AddAttr("sym_visibility", ir.Str(v))
	}
	if p.OptionalKeyword("constant") {
		st.AddAttr("constant", ir.Unit)
	}
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	st.AddAttr("sym_name", ir.Str(name))
	t, err := p.ParseColonType()
	if err != nil {
		return err
	}
	mt, ok := t.(*ir.MemRefType)
	if !ok || countDynamic(mt.Dims) > 0 {
		return ir.Errorf(st.Location(), "custom op '%s' type should be static shaped memref, but got %s", OpGlobal, q(t))
	}
	st.AddAttr("type", &ir.TypeAttr{Type: t})
	if p.OptionalPunct("=") {
		if p.OptionalKeyword("uninitialized") {
			st.AddAttr("initial_value", ir.Unit)
		} else {
			v, err := p.ParseAttribute(&ir.TensorType{Dims: mt.Dims, Elem: mt.Elem})
			if err != nil {
				return err
			}
			switch v.(type) {
			case *ir.DenseElementsAttr, *ir.DenseResourceAttr, *ir.SparseElementsAttr:
			default:
				return p.EmitError(p.OpNamePos(), "initial value should be a unit or elements attribute")
			}
			st.AddAttr("initial_value", v)
		}
	}
	pos, n := p.Pos(), len(st.Attrs)
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	return opdef.CheckDictAttrs(p, OpGlobal, globalAttrs, pos, st.Attrs[n:])
}

func printGlobal(p *ir.Printer, op *ir.Operation) {
	p.WriteChar(' ')
	if v, ok := op.Attr("sym_visibility").(*ir.StringAttr); ok {
		p.WriteQuoted(v.Value)
		p.WriteChar(' ')
	}
	if op.Attr("constant") != nil {
		p.WriteString("constant ")
	}
	if n, ok := op.Attr("sym_name").(*ir.StringAttr); ok {
		p.PrintSymbolName(n.Value)
	}
	p.WriteString(" : ")
	if t, ok := op.Attr("type").(*ir.TypeAttr); ok {
		p.PrintType(t.Type)
	}
	if iv := op.Attr("initial_value"); iv != nil {
		p.WriteString(" = ")
		switch a := iv.(type) {
		case ir.UnitAttr:
			p.WriteString("uninitialized")
		case *ir.DenseResourceAttr:
			// The type is the memref's tensor type, implied by the context as for dense.
			p.PrintAttr(&ir.DenseResourceAttr{Blob: a.Blob})
		default:
			p.PrintAttrWithoutType(iv)
		}
	}
	p.PrintOptionalAttrDict(op.Attrs(), "sym_visibility", "constant", "sym_name", "type", "initial_value")
}

// dma_start: ` %src[...], %dst[...], %n, %tag[...][, %stride, %perStride] attr-dict : t, t, t`.
func parseDmaStart(p *ir.OpParser, st *ir.OperationState) error {
	var refs [3]ir.UnresolvedOperand
	var idx [3][]ir.UnresolvedOperand
	var num ir.UnresolvedOperand
	for i := 0; i < 3; i++ {
		if i > 0 {
			if err := p.Expect(","); err != nil {
				return err
			}
		}
		if i == 2 {
			u, err := p.ParseOperand()
			if err != nil {
				return err
			}
			num = u
			if err := p.Expect(","); err != nil {
				return err
			}
		}
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		refs[i] = u
		if idx[i], err = parseBracketOperands(p); err != nil {
			return err
		}
	}
	var strides []ir.UnresolvedOperand
	if p.OptionalPunct(",") {
		us, err := p.ParseOperandList()
		if err != nil {
			return err
		}
		strides = us
	}
	if len(strides) != 0 && len(strides) != 2 {
		return ir.Errorf(st.Location(), "custom op '%s' expected two stride related operands", OpDmaStart)
	}
	ts, err := p.ParseColonTypeList()
	if err != nil {
		return err
	}
	if len(ts) != 3 {
		return ir.Errorf(st.Location(), "custom op '%s' fewer/more types expected", OpDmaStart)
	}
	for i := 0; i < 3; i++ {
		if i == 2 {
			if err := resolveInto(p, st, []ir.UnresolvedOperand{num}, ir.Index); err != nil {
				return err
			}
		}
		if err := resolveInto(p, st, []ir.UnresolvedOperand{refs[i]}, ts[i]); err != nil {
			return err
		}
		if err := resolveInto(p, st, idx[i], ir.Index); err != nil {
			return err
		}
	}
	return resolveInto(p, st, strides, ir.Index)
}

// dmaLayout splits dma_start's operands: positions of the three memrefs and num elements.
type dmaLayout struct{ src, dst, num, tag, end int }

func dmaPositions(op *ir.Operation) dmaLayout {
	rank := func(i int) int {
		if i < op.NumOperands() {
			if m, ok := op.Operand(i).Type().(*ir.MemRefType); ok {
				return len(m.Dims)
			}
		}
		return 0
	}
	var l dmaLayout
	l.dst = 1 + rank(0)
	l.num = l.dst + 1 + rank(l.dst)
	l.tag = l.num + 1
	l.end = l.tag + 1 + rank(l.tag)
	return l
}

func printDmaStart(p *ir.Printer, op *ir.Operation) {
	l := dmaPositions(op)
	ops := op.Operands()
	if l.end > len(ops) {
		return
	}
	p.WriteChar(' ')
	printIndexed(p, ops[l.src], ops[l.src+1:l.dst])
	p.WriteString(", ")
	printIndexed(p, ops[l.dst], ops[l.dst+1:l.num])
	p.WriteString(", ")
	p.PrintOperand(ops[l.num])
	p.WriteString(", ")
	printIndexed(p, ops[l.tag], ops[l.tag+1:l.end])
	if len(ops) > l.end {
		p.WriteString(", ")
		p.PrintOperands(ops[l.end:])
	}
	p.PrintOptionalAttrDict(op.Attrs())
	p.WriteString(" : ")
	p.PrintTypes([]ir.Type{ops[l.src].Type(), ops[l.dst].Type(), ops[l.tag].Type()})
}

func printIndexed(p *ir.Printer, m *ir.Value, idx []*ir.Value) {
	p.PrintOperand(m)
	p.WriteChar('[')
	p.PrintOperands(idx)
	p.WriteChar(']')
}

var _ = opdef.AnyType

// printAccess prints load (valueFirst false) and store: the declarative form, except that
// nontemporal = false, the default, is left out of the attribute dictionary.
func printAccess(store bool) func(p *ir.Printer, op *ir.Operation) {
	return func(p *ir.Printer, op *ir.Operation) {
		m := 0
		p.WriteChar(' ')
		if store {
			p.PrintOperand(op.Operand(0))
			p.WriteString(", ")
			m = 1
		}
		p.PrintOperand(op.Operand(m))
		p.WriteChar('[')
		p.PrintOperands(op.Operands()[m+1:])
		p.WriteChar(']')
		var attrs []ir.NamedAttr
		for _, a := range op.Attrs() {
			if a.Name == "nontemporal" {
				if i, ok := a.Value.(*ir.IntegerAttr); ok && i.Value == 0 {
					continue
				}
			}
			attrs = append(attrs, a)
		}
		p.PrintOptionalAttrDict(attrs)
		p.WriteString(" : ")
		p.PrintType(op.Operand(m).Type())
	}
}

// parseRankedMemRefType reads the punctuation or keyword lead expects, then a type where
// MLIR's custom parser reads a MemRefType (parseColonType, parseKeywordType): any other
// type is "invalid kind of type specified" at the lead, where MLIR reports it.
func parseRankedMemRefType(p *ir.OpParser, lead func() error) (ir.Type, error) {
	at := p.Pos()
	if err := lead(); err != nil {
		return nil, err
	}
	t, err := p.ParseType()
	if err == nil && !isRankedMemRef(t) {
		return nil, p.EmitError(at, "invalid kind of type specified")
	}
	return t, err
}
