package opdef

import (
	"strings"

	"github.com/ascend-toolchain/asc/ir"
)

// printer tracks MLIR's spacing rules for declarative formats: a space goes before each
// element unless the previous literal was an opening bracket, and punctuation literals
// hug what precedes them.
type fmtPrinter struct {
	p         *ir.Printer
	op        *ir.Operation
	d         *Op
	space     bool
	lastPunct bool
	// Scratch space for operand groups and their types; a group is consumed before the
	// next one is built, so one buffer of each kind serves the whole op.
	valBuf  [4]*ir.Value
	typeBuf [4]ir.Type
}

func (d *Op) printCustom(p *ir.Printer, op *ir.Operation) {
	fp := fmtPrinter{p: p, op: op, d: d, space: true}
	for _, e := range d.format.elems {
		fp.print(e)
	}
}

// printsCustom reports whether op's custom form parses back: an optional group whose
// anchor is absent prints its else branch, and an attribute there is parsed as required
// (as ODS parsers do), so it must be present. emitasc.variable with neither a static nor
// a dynamic init prints `emitasc.variable, memref<...>`, which no parser takes; MLIR
// prints it so anyway.
func (d *Op) printsCustom(op *ir.Operation) bool {
	f := fmtPrinter{op: op, d: d}
	var ok func(es []*elem) bool
	ok = func(es []*elem) bool {
		for _, e := range es {
			if e.kind != eOptional {
				continue
			}
			if f.present(e.anchor) {
				if !ok(e.sub) {
					return false
				}
				continue
			}
			for _, x := range e.elseSub {
				if x.kind == eAttr && op.Attr(d.Attrs[x.index].Name) == nil {
					return false
				}
			}
			if !ok(e.elseSub) {
				return false
			}
		}
		return true
	}
	return ok(d.format.elems)
}

// needsElseAttr reports whether some optional group's else branch holds an attribute:
// only such formats may fail to print what an op holds (printsCustom).
func (ft *formatTree) needsElseAttr() bool {
	var has func(es []*elem, inElse bool) bool
	has = func(es []*elem, inElse bool) bool {
		for _, e := range es {
			if e.kind == eAttr && inElse || e.kind == eOptional && (has(e.sub, inElse) || has(e.elseSub, true)) {
				return true
			}
		}
		return false
	}
	return has(ft.elems, false)
}

func (f *fmtPrinter) operandGroup(i int) []*ir.Value {
	return groupInto(f.valBuf[:0], f.d.Operands, i, f.op.NumOperands(), f.d.operandSegments(f.op), f.op.Operand)
}

func (f *fmtPrinter) resultGroup(i int) []*ir.Value {
	return groupInto(f.valBuf[:0], f.d.Results, i, f.op.NumResults(), f.d.resultSegments(f.op), f.op.Result)
}

func spaceBefore(v string, lastPunct bool) bool {
	if len(v) != 1 && v != "->" {
		return true
	}
	if lastPunct {
		return !strings.ContainsRune(">)}],", rune(v[0]))
	}
	return !strings.ContainsRune("<>(){}[],", rune(v[0]))
}

func (f *fmtPrinter) literal(v string) {
	switch v {
	case "":
		f.space = false
		return
	case "\\n":
		f.p.PrintNewline()
		f.space = false
		return
	case " ":
		f.p.WriteChar(' ')
		f.space = false
		return
	}
	if f.space && spaceBefore(v, f.lastPunct) {
		f.p.WriteChar(' ')
	}
	f.p.WriteString(v)
	f.space = len(v) != 1 || !strings.ContainsRune("<({[", rune(v[0]))
	f.lastPunct = v[0] != '_' && !(v[0] >= 'a' && v[0] <= 'z' || v[0] >= 'A' && v[0] <= 'Z')
}

func (f *fmtPrinter) pre() {
	if f.space {
		f.p.WriteChar(' ')
	}
	f.space = true
	f.lastPunct = false
}

// print prints one element of the declarative format; the elements with more than a
// line or two of logic have their own method below.
func (f *fmtPrinter) print(e *elem) {
	p, op, d := f.p, f.op, f.d
	switch e.kind {
	case eLiteral:
		f.literal(e.text)
	case eOperand:
		vs := f.operandGroup(e.index)
		if len(vs) == 0 && d.Operands[e.index].Kind != Single {
			return // empty groups print nothing and keep the spacing state
		}
		f.pre()
		p.PrintOperands(vs)
	case eOperands:
		if op.NumOperands() == 0 {
			return
		}
		f.pre()
		p.PrintOperands(op.Operands())
	case eAttr:
		a := op.Attr(d.Attrs[e.index].Name)
		c := d.Attrs[e.index].C
		if a == nil || c.Unit {
			return
		}
		f.pre()
		printAttrValue(p, c, a)
	case eRegion:
		f.printRegionElem(e.index)
	case eRegions:
		for i, r := range op.Regions() {
			f.listItem(i)
			p.PrintRegion(r, true, true)
		}
	case eSuccessor:
		for i, b := range f.successorGroup(e.index) {
			f.listItem(i)
			p.PrintSuccessor(b)
		}
	case eType:
		f.printTypeElem(e)
	case eFuncType:
		in, _ := f.typesOf(e.sub[0])
		in = append([]ir.Type(nil), in...) // typesOf reuses its buffer for the results
		out, _ := f.typesOf(e.sub[1])
		f.pre()
		(&ir.FunctionType{Inputs: in, Results: out}).Print(p)
	case eAttrDict:
		p.PrintOptionalAttrDict(op.Attrs(), d.elided...)
	case eAttrDictKw:
		p.PrintOptionalAttrDictWithKeyword(op.Attrs(), d.elided...)
	case eOptional:
		elems := e.elseSub
		if f.present(e.anchor) {
			elems = e.sub
		}
		for _, x := range elems {
			f.print(x)
		}
	case eCustom:
		f.printCustomElem(e)
	}
}

// listItem separates the items of a comma-separated list: the first one takes the
// element's leading space, the others a ", ".
func (f *fmtPrinter) listItem(i int) {
	if i > 0 {
		f.p.WriteString(", ")
	} else {
		f.pre()
	}
}

// printRegionElem prints `$region` for region group i, eliding the implicit terminator
// where the op has one.
func (f *fmtPrinter) printRegionElem(i int) {
	rs := f.regionGroup(i)
	if len(rs) == 0 && f.d.Regions[i].Variadic {
		f.pre() // MLIR emits the separating space even for an empty region list
	}
	for j, r := range rs {
		f.listItem(j)
		f.p.PrintRegion(r, true, !f.d.elidesTerminator(r))
	}
}

// printTypeElem prints `type($x)`, comma-separated for a group, stripping the dialect
// prefix where the constraint allows it.
func (f *fmtPrinter) printTypeElem(e *elem) {
	ts, c := f.typesOf(e.sub[0])
	f.pre()
	if len(ts) == 0 {
		// MLIR still emits the (empty) position: `i1, , i1` for an absent optional
		// operand's type between two others.
		return
	}
	qualified := e.qualified || e.sub[0].qualified
	for i, t := range ts {
		if i > 0 {
			f.p.WriteString(", ")
		}
		printTypeMaybeStripped(f.p, t, c, qualified)
	}
}

// printCustomElem hands `custom<Name>(args)` to the op's Go hook, if it has one.
func (f *fmtPrinter) printCustomElem(e *elem) {
	c, ok := f.d.Customs[e.text]
	if !ok || c.Print == nil {
		return
	}
	f.pre()
	var args []string
	for _, a := range e.sub {
		args = append(args, a.text)
	}
	c.Print(f.p, f.op, args)
}

// elidesTerminator reports whether r ends in this op's implicit terminator with nothing
// worth printing.
func (d *Op) elidesTerminator(r *ir.Region) bool {
	if d.ImplicitTerminator == "" || r.NumBlocks() != 1 {
		return false
	}
	t := r.Front().Last()
	return t != nil && t.Name() == d.ImplicitTerminator && t.NumOperands() == 0 && len(t.Attrs()) == 0
}

func (f *fmtPrinter) regionGroup(i int) []*ir.Region {
	rs := f.op.Regions()
	if !f.d.Regions[i].Variadic {
		if i < len(rs) {
			return rs[i : i+1]
		}
		return nil
	}
	return rs[i:]
}

func (f *fmtPrinter) successorGroup(i int) []*ir.Block {
	ss := f.op.Successors()
	if !f.d.Successors[i].Variadic {
		if i < len(ss) {
			return ss[i : i+1]
		}
		return nil
	}
	return ss[i:]
}

func (f *fmtPrinter) typesOf(e *elem) ([]ir.Type, *TypeConstraint) {
	switch e.kind {
	case eOperand:
		return typesInto(f.typeBuf[:0], f.operandGroup(e.index)), f.d.Operands[e.index].Type
	case eResultRef:
		return typesInto(f.typeBuf[:0], f.resultGroup(e.index)), f.d.Results[e.index].Type
	case eOperands:
		return f.op.OperandTypes(), nil
	case eResults:
		return f.op.ResultTypes(), nil
	}
	return nil, nil
}

// present decides an optional group from its anchor.
func (f *fmtPrinter) present(e *elem) bool {
	if e == nil {
		return false
	}
	switch e.kind {
	case eOperand:
		return len(f.operandGroup(e.index)) > 0
	case eOperands:
		return f.op.NumOperands() > 0
	case eResultRef:
		return len(f.resultGroup(e.index)) > 0
	case eResults:
		return f.op.NumResults() > 0
	case eAttr:
		a := f.op.Attr(f.d.Attrs[e.index].Name)
		if a == nil {
			return false
		}
		if def := f.d.Attrs[e.index].Default; def != nil && ir.AttrEqual(a, def) {
			return false
		}
		return true
	case eRegion:
		rs := f.regionGroup(e.index)
		return len(rs) > 0 && !rs[0].Empty()
	case eSuccessor:
		return len(f.successorGroup(e.index)) > 0
	case eType:
		ts, _ := f.typesOf(e.sub[0])
		return len(ts) > 0
	case eFuncType:
		return true
	}
	return false
}

func (d *Op) elidedAttrs() []string {
	out := make([]string, 0, len(d.Attrs)+1)
	for _, a := range d.Attrs {
		if d.format != nil && d.format.mentions(a.Name) {
			out = append(out, a.Name)
		} else if a.Default != nil {
			// Default-valued attributes not in the format still print only when changed;
			// MLIR elides them from attr-dict when equal to the default.
		}
	}
	// With the `operands` directive the groups cannot be told apart in the text, so MLIR
	// keeps operandSegmentSizes in the attribute dictionary.
	if d.Traits&ir.TraitAttrSizedOperandSegments != 0 && (d.format == nil || !d.format.hasAllOperands()) {
		out = append(out, "operandSegmentSizes")
	}
	if d.Traits&ir.TraitAttrSizedResultSegments != 0 {
		out = append(out, "resultSegmentSizes")
	}
	return out
}

func (t *formatTree) hasAllOperands() bool {
	var walk func([]*elem) bool
	walk = func(es []*elem) bool {
		for _, e := range es {
			if e.kind == eOperands || walk(e.sub) || walk(e.elseSub) {
				return true
			}
		}
		return false
	}
	return walk(t.elems)
}

func (t *formatTree) mentions(name string) bool {
	var walk func([]*elem) bool
	walk = func(es []*elem) bool {
		for _, e := range es {
			if (e.kind == eAttr || e.kind == eCustom) && e.text == name {
				return true
			}
			if walk(e.sub) || walk(e.elseSub) {
				return true
			}
		}
		return false
	}
	return walk(t.elems)
}

func printAttrValue(p *ir.Printer, c *AttrConstraint, a ir.Attribute) {
	switch {
	case c.PrintStripped != nil:
		c.PrintStripped(p, a)
	case c.Type != nil:
		p.PrintAttrWithoutType(a)
	default:
		p.PrintAttr(a)
	}
}

func printTypeMaybeStripped(p *ir.Printer, t ir.Type, c *TypeConstraint, qualified bool) {
	if qualified || c == nil || c.Dialect == "" {
		p.PrintType(t)
		return
	}
	s := ir.TypeString(t)
	prefix := "!" + c.Dialect + "." + c.Mnemonic
	// A stripped form that would be empty (a type without parameters, or one whose
	// parameters are all absent) falls back to the full type, as MLIR's
	// printStrippedAttrOrType does when the type's printer writes nothing.
	if strings.HasPrefix(s, prefix) && len(s) > len(prefix) {
		p.WriteString(s[len(prefix):])
		return
	}
	p.PrintType(t)
}
