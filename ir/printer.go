package ir

import (
	"fmt"
	"io"
	"sort"
	"strconv"
)

// PrintOptions mirror mlir-opt's printing flags.
type PrintOptions struct {
	Generic   bool // --mlir-print-op-generic
	DebugInfo bool // --mlir-print-debuginfo
	// PrettyDebugInfo prints locations without `loc(...)` in MLIR's pretty form
	// (--mlir-pretty-debuginfo): `file:1:2`, `[a, b]`, `[unknown]`, a call site's caller
	// on a line of its own; an op's own location is spelled out, nested ones use aliases.
	PrettyDebugInfo bool
	LocalScope      bool // --mlir-print-local-scope: no aliases
	// Resources are the external resources to print after the op (from ParseOptions).
	Resources *FileResources
	// ElideElements, with ElideElementsLarger, prints non-splat dense elements attributes
	// of more elements than that as `dense_resource<__elided__>`
	// (--mlir-elide-elementsattrs-if-larger): large constants make dumps unreadable.
	ElideElements       bool
	ElideElementsLarger int64
	// HexElements, with HexElementsLarger, prints non-splat dense elements attributes of
	// more elements than that as their raw storage in hex, `dense<"0x...">`
	// (--mlir-print-elementsattrs-with-hex-if-larger).
	HexElements       bool
	HexElementsLarger int64
	// SkipRegions prints every region as `{...}` (--mlir-print-skip-regions).
	SkipRegions bool
	// UniqueSSAIDs numbers values apart across regions and isolated ops, as the generic
	// form does (--mlir-print-unique-ssa-ids).
	UniqueSSAIDs bool
	// ElideResources, with ElideResourceLarger, leaves out of the file metadata the blobs
	// and strings whose quoted text is longer than that
	// (--mlir-elide-resource-strings-if-larger).
	ElideResources      bool
	ElideResourceLarger int64
	// ValueUsers comments every op and block argument with its users
	// (--mlir-print-value-users, printer_users.go).
	ValueUsers bool
}

// Printer writes IR as text. Custom op printers (OpInfo.Print) receive it positioned right
// after the op name and use its exported methods.
type Printer struct {
	buf    []byte
	w      io.Writer
	opts   PrintOptions
	indent int
	names  *nameState
	// aliases of the op being printed (see printer_alias.go); collect is set during the
	// dry run that finds them
	aliases *aliasTable
	collect *aliasCollector
	// dense_resource blobs printed, in first-use order (see resources.go)
	resources []*ResourceBlob
	worker    bool // prints part of a block for another printer (see printOpsParallel)
	// distinctIDs numbers the distinct attributes printed so far; keyMode prints their
	// identity instead (AttrString, a hashing key)
	distinctIDs map[uint64]int
	keyMode     bool
	// tooLarge: the text passed maxPrintBytes and printing stopped (PrintOp reports it);
	// written counts what flushIfLarge already wrote
	tooLarge bool
	written  int64
}

// maxPrintBytes bounds the text one printer prints (what it holds and what it already
// flushed; the part flushed before the limit stays written). Aliases make a DAG of types or
// attributes (`!t1 = tuple<!t0, !t0>`, `!t2 = tuple<!t1, !t1>`, ...) whose printed form
// doubles per level: 40 levels of input would otherwise print a terabyte into memory.
// The parser already bounds what aliases of an input may stand for (parse_alias.go), so
// this is the last guard, for IR built in memory: 4 GiB, far above any real module (a
// 50 MB module prints about 60 MB), so that no legitimate output is refused.
var maxPrintBytes int64 = 1 << 32

// full reports whether the printer passed maxPrintBytes; from then on types and
// attributes print nothing.
func (p *Printer) full() bool {
	if p.written+int64(len(p.buf)) > maxPrintBytes {
		p.tooLarge = true
	}
	return p.tooLarge
}

// NewPrinter makes a printer writing to w (or only buffering, when w is nil).
func NewPrinter(w io.Writer, opts PrintOptions) *Printer {
	return &Printer{w: w, opts: opts}
}

// Options returns the printing options.
func (p *Printer) Options() PrintOptions { return p.opts }

// String returns what the printer has buffered (everything, when it writes to no io.Writer).
func (p *Printer) String() string { return string(p.buf) }

// WriteString appends s verbatim: custom printers use it for keywords and punctuation.
func (p *Printer) WriteString(s string) { p.buf = append(p.buf, s...) }

// WriteChar appends one byte verbatim.
func (p *Printer) WriteChar(c byte) { p.buf = append(p.buf, c) }

// WriteInt writes a decimal integer.
func (p *Printer) WriteInt(v int64) { p.buf = strconv.AppendInt(p.buf, v, 10) }

func (p *Printer) flushIfLarge() error {
	if p.collect != nil {
		p.buf = p.buf[:p.collect.mark] // dry-run text is never written
		return nil
	}
	if p.w != nil && len(p.buf) > 1<<16 && !p.full() {
		_, err := p.w.Write(p.buf)
		p.written += int64(len(p.buf))
		p.buf = p.buf[:0]
		return err
	}
	return nil
}

// Flush writes buffered output to the underlying writer.
func (p *Printer) Flush() error {
	if p.w == nil || len(p.buf) == 0 {
		return nil
	}
	_, err := p.w.Write(p.buf)
	p.buf = p.buf[:0]
	return err
}

// WriteQuoted writes a string literal with MLIR's escaping (\\, \" as \22, control bytes as \XX).
func (p *Printer) WriteQuoted(s string) {
	p.WriteChar('"')
	const hexd = "0123456789ABCDEF"
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\':
			p.WriteString(`\\`)
		case c == '"' || c < 0x20 || c >= 0x7f:
			p.buf = append(p.buf, '\\', hexd[c>>4], hexd[c&15])
		default:
			p.WriteChar(c)
		}
	}
	p.WriteChar('"')
}

// PrintType prints a type.
func (p *Printer) PrintType(t Type) {
	if p.full() {
		return
	}
	if t == nil {
		p.WriteString("<<NULL TYPE>>")
		return
	}
	if p.collect != nil {
		p.visitType(t)
		return
	}
	t.Print(p)
}

// PrintTypes prints a comma-separated type list.
func (p *Printer) PrintTypes(ts []Type) {
	for i, t := range ts {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(t)
	}
}

// PrintAttr prints an attribute.
func (p *Printer) PrintAttr(a Attribute) {
	if p.full() {
		return
	}
	if a == nil {
		p.WriteString("<<NULL ATTRIBUTE>>")
		return
	}
	if p.collect != nil {
		p.visitAttr(a)
		return
	}
	if name, ok := p.aliasFor(a); ok {
		p.WriteString(name)
		return
	}
	if l, ok := a.(Location); ok {
		p.printLocInline(l)
		return
	}
	a.Print(p)
}

// printAttrMayElide prints an attribute in a position where MLIR elides the default i64 and
// f64 types (array elements).
func (p *Printer) printAttrMayElide(a Attribute) {
	switch a := a.(type) {
	case *IntegerAttr:
		if TypeEqual(a.Type, I64) {
			a.print(p, false)
			return
		}
	case *FloatAttr:
		if TypeEqual(a.Type, F64) {
			p.WriteString(FormatFloat(a.Value, a.Type))
			return
		}
	}
	p.PrintAttr(a)
}

// PrintAttrWithoutType prints integer and float attributes without their `: type` suffix.
func (p *Printer) PrintAttrWithoutType(a Attribute) {
	switch a := a.(type) {
	case *IntegerAttr:
		a.print(p, false)
	case *FloatAttr:
		p.WriteString(a.text())
	case *StringAttr:
		p.WriteQuoted(a.Value)
	case *DenseElementsAttr:
		if p.elided(a) {
			p.WriteString(elidedDense)
			return
		}
		p.WriteString("dense<")
		a.printBody(p)
		p.WriteChar('>')
	case *SparseElementsAttr:
		a.printBody(p)
	default:
		p.PrintAttr(a)
	}
}

// PrintSymbolName prints `@name`, quoting names that are not plain identifiers.
func (p *Printer) PrintSymbolName(s string) {
	p.WriteChar('@')
	if isPlainIdent(s) {
		p.WriteString(s)
		return
	}
	p.WriteQuoted(s)
}

// isPlainIdent reports whether s is a bare identifier, [a-zA-Z_][a-zA-Z0-9_$.]*: symbol
// and attribute names that are not are printed quoted.
func isPlainIdent(s string) bool {
	if s == "" || !(isLetter(s[0]) || s[0] == '_') {
		return false
	}
	for i := 1; i < len(s); i++ {
		if !isIdentChar(s[i]) {
			return false
		}
	}
	return true
}

func (p *Printer) printNamedAttrs(as []NamedAttr) {
	for i, a := range as {
		if i > 0 {
			p.WriteString(", ")
		}
		if isPlainIdent(a.Name) {
			p.WriteString(a.Name)
		} else {
			p.WriteQuoted(a.Name)
		}
		if _, unit := a.Value.(UnitAttr); unit {
			continue
		}
		p.WriteString(" = ")
		p.PrintAttr(a.Value)
	}
}

// PrintOptionalAttrDict prints ` {...}` for the attributes not elided (nothing if none remain).
func (p *Printer) PrintOptionalAttrDict(as []NamedAttr, elided ...string) {
	p.printAttrDict(as, elided, false)
}

// PrintOptionalAttrDictWithKeyword prints ` attributes {...}` likewise.
func (p *Printer) PrintOptionalAttrDictWithKeyword(as []NamedAttr, elided ...string) {
	p.printAttrDict(as, elided, true)
}

func (p *Printer) printAttrDict(as []NamedAttr, elided []string, keyword bool) {
	var keep []NamedAttr
	for _, a := range as {
		skip := false
		for _, e := range elided {
			if a.Name == e {
				skip = true
				break
			}
		}
		if !skip {
			keep = append(keep, a)
		}
	}
	if len(keep) == 0 {
		return
	}
	if keyword {
		p.WriteString(" attributes")
	}
	p.WriteString(" {")
	p.printNamedAttrs(keep)
	p.WriteChar('}')
}

// PrintOperand prints an SSA use.
func (p *Printer) PrintOperand(v *Value) {
	if v == nil {
		// A use whose value was dropped: only the note of a "null operand found" error
		// prints one, as MLIR does.
		p.WriteString("<<NULL VALUE>>")
		return
	}
	if p.names == nil {
		p.WriteString("<<UNKNOWN SSA VALUE>>")
		return
	}
	p.names.printUse(p, v)
}

// PrintOperands prints a comma-separated list of uses.
func (p *Printer) PrintOperands(vs []*Value) {
	for i, v := range vs {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(v)
	}
}

// PrintSuccessor prints a block reference.
func (p *Printer) PrintSuccessor(b *Block) {
	p.WriteString("^bb")
	if p.names != nil {
		p.WriteInt(int64(p.names.blockID(b)))
	}
}

// PrintNewline starts a new line at the current indentation.
func (p *Printer) PrintNewline() {
	p.WriteChar('\n')
	for i := 0; i < p.indent; i++ {
		p.WriteChar(' ')
	}
}

// PrintArgument prints `%name: type` (with attributes and, in debug mode, location).
func (p *Printer) PrintArgument(v *Value, attrs []NamedAttr) {
	p.PrintOperand(v)
	p.WriteString(": ")
	p.PrintType(v.typ)
	if p.collect != nil {
		// MLIR's alias pass skips region argument attributes: they print without aliases.
		if l := v.ArgLoc(); p.opts.DebugInfo && l != nil {
			p.visitAttr(l)
		}
		return
	}
	if len(attrs) > 0 {
		p.WriteString(" {")
		p.printNamedAttrs(attrs)
		p.WriteChar('}')
	}
	if l := v.ArgLoc(); p.opts.DebugInfo && l != nil {
		p.WriteChar(' ')
		p.printLocInline(l)
	}
}

// printLocInline prints `loc(...)` spelled out at the top level (nested locations may
// still use aliases), as MLIR prints argument locations and alias definitions.
func (p *Printer) printLocInline(l Location) {
	if p.opts.PrettyDebugInfo {
		l.Print(p)
		return
	}
	p.WriteString("loc(")
	l.Print(p)
	p.WriteChar(')')
}

// PrintRegion prints `{ ... }`; entry block arguments are shown when printEntryArgs is set
// (and always in generic form), terminators are skipped when printTerminators is false.
func (p *Printer) PrintRegion(r *Region, printEntryArgs, printTerminators bool) {
	g := p.opts.Generic
	p.printRegion(r, printEntryArgs || g, printTerminators || g, g)
}

// printRegion is MLIR's printRegion: an empty entry block shows its label when
// printEmptyBlock is set, as the generic form of any op does.
func (p *Printer) printRegion(r *Region, printEntryArgs, printTerminators, printEmptyBlock bool) {
	if p.opts.SkipRegions {
		p.WriteString("{...}")
		return
	}
	p.WriteString("{")
	p.indent += 2
	preds := r.PredecessorMap()
	for i, b := 0, r.first; b != nil; i, b = i+1, b.next {
		showLabel := i > 0 || (printEntryArgs && len(b.args) > 0) || (printEmptyBlock && b.first == nil)
		p.printBlock(b, preds[b], showLabel, printTerminators)
	}
	p.indent -= 2
	p.PrintNewline()
	p.WriteChar('}')
}

// printBlock prints b with its label when label is set; preds are its predecessors.
func (p *Printer) printBlock(b *Block, preds []*Block, label, terminators bool) {
	if label {
		p.WriteChar('\n')
		for i := 0; i < p.indent-2; i++ {
			p.WriteChar(' ')
		}
		p.PrintSuccessor(b)
		if len(b.args) > 0 {
			p.WriteChar('(')
			for i, a := range b.args {
				if i > 0 {
					p.WriteString(", ")
				}
				p.PrintArgument(a, nil)
			}
			p.WriteChar(')')
		}
		p.WriteChar(':')
		if len(preds) == 0 && !b.IsEntry() {
			p.WriteString("  // no predecessors")
		}
		if len(preds) > 0 {
			ids := make([]int, len(preds))
			for i, pb := range preds {
				ids[i] = p.names.blockID(pb)
			}
			sortInts(ids)
			if len(ids) == 1 {
				p.WriteString("  // pred: ")
			} else {
				p.WriteString("  // ")
				p.WriteInt(int64(len(ids)))
				p.WriteString(" preds: ")
			}
			for i, id := range ids {
				if i > 0 {
					p.WriteString(", ")
				}
				p.WriteString("^bb")
				p.WriteInt(int64(id))
			}
		}
	}
	if p.opts.ValueUsers && p.collect == nil {
		for _, a := range b.args {
			p.printArgUsers(a)
		}
	}
	if !p.worker && b.first != nil && b.first.HasTrait(TraitIsolatedFromAbove) {
		var ops []*Operation
		for o := b.first; o != nil; o = o.next {
			if !terminators && o == b.last && o.HasTrait(TraitTerminator) {
				break
			}
			ops = append(ops, o)
		}
		if p.printOpsParallel(ops) {
			return
		}
	}
	for o := b.first; o != nil; o = o.next {
		if !terminators && o == b.last && o.HasTrait(TraitTerminator) {
			break
		}
		p.PrintNewline()
		p.printOp(o)
		p.flushIfLarge()
	}
}

func sortInts(a []int) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}

// PrintOp prints a top-level operation followed by a newline, with the alias definitions
// it uses before it (and, for locations only its ops use, after it), then the
// dense_resource blobs it references.
func (p *Printer) PrintOp(op *Operation) error {
	p.names = newNameState(op, p.opts.Generic, p.opts.Generic || p.opts.UniqueSSAIDs, p.opts.ValueUsers)
	p.resources = p.resources[:0]
	p.distinctIDs = nil
	p.initAliases(op)
	p.printAliasDefs(false)
	p.printOp(op)
	p.WriteChar('\n')
	p.printAliasDefs(true)
	p.printResources()
	if p.tooLarge {
		p.buf = p.buf[:0]
		return fmt.Errorf("the printed form of '%s' is larger than %d bytes", op.Name(), maxPrintBytes)
	}
	return p.Flush()
}

// PrintOpInScope prints op, followed by a newline, without alias definitions, its values
// named as printing its nearest isolated-from-above ancestor (or op itself, when it is
// isolated, or the top-level op) names them: MLIR's printing of one op with local scope.
func (p *Printer) PrintOpInScope(op *Operation) error {
	scope := op
	for !scope.HasTrait(TraitIsolatedFromAbove) && scope.ParentOp() != nil {
		scope = scope.ParentOp()
	}
	p.names = newNameState(scope, p.opts.Generic, p.opts.Generic || p.opts.UniqueSSAIDs, p.opts.ValueUsers)
	p.resources = p.resources[:0]
	p.distinctIDs = nil
	p.aliases = nil
	p.printOp(op)
	p.WriteChar('\n')
	return p.Flush()
}

func (p *Printer) printOp(op *Operation) {
	if c := p.collect; c != nil && p.opts.DebugInfo {
		c.deferred = true
		p.visitAttr(op.Loc())
		c.deferred = false
	}
	if n := len(op.resultArr()); n > 0 {
		p.names.printDef(p, op)
		p.WriteString(" = ")
	}
	if !p.opts.Generic && op.info.Print != nil && (op.info.PrintsCustom == nil || op.info.PrintsCustom(op)) {
		p.printCustomName(op)
		op.info.Print(p, op)
	} else if p.collect != nil {
		p.visitGeneric(op)
	} else {
		p.printGeneric(op)
	}
	if p.opts.DebugInfo && p.collect == nil && p.opts.PrettyDebugInfo {
		p.WriteChar(' ')
		op.Loc().Print(p)
	} else if p.opts.DebugInfo && p.collect == nil {
		p.WriteString(" loc(")
		if name, ok := p.aliasFor(op.Loc()); ok {
			p.WriteString(name)
		} else {
			op.Loc().Print(p)
		}
		p.WriteChar(')')
	}
	if p.opts.ValueUsers && p.collect == nil {
		p.printUsersComment(op)
	}
}

// visitGeneric visits a generically printed op as MLIR's alias pass does: regions, then
// operand and result types, then every attribute in name order (not the properties of
// unregistered ops).
func (p *Printer) visitGeneric(op *Operation) {
	for _, r := range op.regs() {
		p.PrintRegion(r, true, true)
	}
	for i := range op.operandArr() {
		p.PrintType(op.operandArr()[i].valType())
	}
	for i := range op.resultArr() {
		p.PrintType(op.resultArr()[i].typ)
	}
	idx := make([]int, len(op.attrArr()))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(i, j int) bool { return op.attrArr()[idx[i]].Name < op.attrArr()[idx[j]].Name })
	for _, i := range idx {
		p.PrintAttr(op.attrArr()[i].Value)
	}
}

// printCustomName prints the op name, dropping the default dialect prefix of the enclosing
// op (`func.return` inside func.func prints as `return`) and `builtin.`.
func (p *Printer) printCustomName(op *Operation) {
	name := op.info.Name
	if d := op.info.Dialect; d != nil && p.defaultDialectOf(op) == d.Name {
		name = name[len(d.Name)+1:]
	}
	p.WriteString(name)
}

// defaultDialectOf is the default dialect declared by the op's direct parent, as MLIR
// keeps one entry per enclosing op; outside any op it is builtin (so `module` prints bare
// at the top and in modules, but as `builtin.module` inside a function).
func (p *Printer) defaultDialectOf(op *Operation) string {
	if parent := op.ParentOp(); parent != nil {
		return parent.info.DefaultDialect
	}
	return "builtin"
}

func (p *Printer) printGeneric(op *Operation) {
	p.WriteQuoted(op.info.Name)
	p.WriteChar('(')
	for i := range op.operandArr() {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(op.operandArr()[i].val)
	}
	p.WriteChar(')')
	if len(op.succs()) > 0 {
		p.WriteChar('[')
		for i, s := range op.succs() {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintSuccessor(s)
		}
		p.WriteChar(']')
	}
	nInherent := 0
	for i := range op.attrArr() {
		if op.info.IsInherent(op.attrArr()[i].Name) {
			nInherent++
		}
	}
	if props := op.Props(); props != nil {
		p.WriteString(" <")
		p.PrintAttr(props)
		p.WriteChar('>')
	} else if nInherent > 0 {
		p.WriteString(" <{")
		p.printAttrsWhere(op, true)
		p.WriteString("}>")
	}
	if len(op.regs()) > 0 {
		p.WriteString(" (")
		for i, r := range op.regs() {
			if i > 0 {
				p.WriteString(", ")
			}
			p.printRegion(r, true, true, true)
		}
		p.WriteChar(')')
	}
	if nInherent < len(op.attrArr()) {
		p.WriteString(" {")
		p.printAttrsWhere(op, false)
		p.WriteChar('}')
	}
	p.WriteString(" : ")
	p.printOpFunctionType(op)
}

// printAttrsWhere prints the op's inherent (or discardable) attributes without building
// intermediate lists.
func (p *Printer) printAttrsWhere(op *Operation, inherent bool) {
	first := true
	for i := range op.attrArr() {
		if op.info.IsInherent(op.attrArr()[i].Name) != inherent {
			continue
		}
		if !first {
			p.WriteString(", ")
		}
		first = false
		p.printNamedAttrs(op.attrArr()[i : i+1])
	}
}

// printOpFunctionType prints `(operand types) -> result types` straight from the op.
func (p *Printer) printOpFunctionType(op *Operation) {
	p.WriteChar('(')
	for i := range op.operandArr() {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(op.operandArr()[i].valType())
	}
	p.WriteString(") -> ")
	if len(op.resultArr()) == 1 {
		if _, fn := op.resultArr()[0].typ.(*FunctionType); !fn {
			p.PrintType(op.resultArr()[0].typ)
			return
		}
	}
	p.WriteChar('(')
	for i := range op.resultArr() {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(op.resultArr()[i].typ)
	}
	p.WriteChar(')')
}

// PrintFunctionalType prints `(operand types) -> result types` of an op.
func (p *Printer) PrintFunctionalType(op *Operation) { p.printOpFunctionType(op) }

// PrintResultTypes prints a result list like function types do.
func (p *Printer) PrintResultTypes(ts []Type) { printResultTypes(p, ts) }

// elidedDense is how mlir-opt spells an elided elements attribute.
const elidedDense = "dense_resource<__elided__>"

// writeHexString writes the bytes of parts as one `"0x..."` literal in upper-case hex,
// as MLIR prints resource blobs and hex dense elements.
func (p *Printer) writeHexString(parts ...[]byte) {
	const hexd = "0123456789ABCDEF"
	p.WriteString(`"0x`)
	for _, part := range parts {
		for _, c := range part {
			p.buf = append(p.buf, hexd[c>>4], hexd[c&15])
		}
	}
	p.WriteChar('"')
}

// hexElements returns a's raw storage when --mlir-print-elementsattrs-with-hex-if-larger
// prints it in hex (element types without a raw layout print their elements).
func (p *Printer) hexElements(a *DenseElementsAttr) ([]byte, bool) {
	if !p.opts.HexElements || a.Splat || int64(NumElements(a.Type.Shape())) <= p.opts.HexElementsLarger {
		return nil, false
	}
	return DenseRawData(a)
}

// elided reports whether --mlir-elide-elementsattrs-if-larger hides a's elements.
func (p *Printer) elided(a *DenseElementsAttr) bool {
	return p.opts.ElideElements && !a.Splat && int64(NumElements(a.Type.Shape())) > p.opts.ElideElementsLarger
}
