package cf

import (
	"math"
	"math/big"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// cf.switch keeps its operands as [flag, default operands..., case operands...]
// (operandSegmentSizes) with the case operands split per case by case_operand_segments;
// its successors are [default, case destinations...] and case_values holds one integer
// per case, of the flag's type.

// anyIntElements is AnyIntElementsAttr: dense elements of integer or index type.
var anyIntElements = &opdef.AttrConstraint{Name: "AnyIntElementsAttr", Desc: "integer elements attribute",
	Pred: func(a ir.Attribute) bool {
		d, ok := a.(*ir.DenseElementsAttr)
		return ok && ir.IsIntOrIndex(d.Type.ElementType())
	}}

func registerSwitch(d *ir.Dialect) {
	sw := opdef.Register(d, &opdef.Op{Name: OpSwitch, Summary: "Switch operation",
		Traits: ir.TraitPure | ir.TraitTerminator | ir.TraitAttrSizedOperandSegments,
		Operands: []opdef.Operand{{Name: "flag", Type: opdef.TypeConstraints["AnyInteger"]},
			named(anyVar, "defaultOperands"), named(anyVar, "caseOperands")},
		Attrs: []opdef.Attr{{Name: "case_values", C: anyIntElements, Optional: true},
			{Name: "case_operand_segments", C: opdef.DenseI32ArrayAttr}},
		Successors: []opdef.Successor{{Name: "defaultDestination"}, {Name: "caseDestinations", Variadic: true}},
		Parse:      parseSwitch, Print: printSwitch, Verify: verifySwitch})
	sw.SuccessorOperands, sw.SetSuccessorOperands = switchOperands, setSwitchOperands
}

// switchOperands locates the operands forwarded to successor i (0 is the default). Missing
// or short segment attributes give empty ranges: the verifier reports them.
func switchOperands(op *ir.Operation, i int) (int, int) {
	seg := segments(op, "operandSegmentSizes")
	n := op.NumOperands()
	if len(seg) != 3 || seg[0] < 0 || seg[1] < 0 || int(seg[0]+seg[1]) > n {
		return n, 0
	}
	start := int(seg[0] + seg[1])
	if i == 0 {
		return int(seg[0]), int(seg[1])
	}
	cs := segments(op, "case_operand_segments")
	start += caseStart(op, cs, i-1)
	if i-1 >= len(cs) || cs[i-1] < 0 || start < 0 || start+int(cs[i-1]) > n {
		return min(max(start, 0), n), 0
	}
	return start, int(cs[i-1])
}

// caseStarts are the running sums of one case_operand_segments attribute: starts[k] is the
// sum of its first k entries.
type caseStarts struct {
	attr   *ir.DenseArrayAttr
	starts []int
}

// lastCaseStarts keeps the sums of the switch asked about last. Passes ask for every
// successor's operands in turn (region simplification, the verifier's branch checks), and
// summing the segments before each case made each such loop quadratic in the cases.
// Attributes are immutable, so the attribute identifies its sums; function passes run in
// parallel, hence the atomic pointer.
var lastCaseStarts atomic.Pointer[caseStarts]

// caseStart is the sum of the first k entries of cs (all of them when k is past the end),
// the segments of op's case_operand_segments.
func caseStart(op *ir.Operation, cs []int64, k int) int {
	k = min(k, len(cs))
	if len(cs) < 32 {
		sum := 0
		for _, v := range cs[:k] {
			sum += int(v)
		}
		return sum
	}
	attr := op.Attr("case_operand_segments").(*ir.DenseArrayAttr)
	c := lastCaseStarts.Load()
	if c == nil || c.attr != attr {
		c = &caseStarts{attr: attr, starts: make([]int, len(cs)+1)}
		for j, v := range cs {
			c.starts[j+1] = c.starts[j] + int(v)
		}
		lastCaseStarts.Store(c)
	}
	return c.starts[k]
}

func setSwitchOperands(op *ir.Operation, i int, vs []*ir.Value) {
	groups := switchGroups(op)
	groups[i] = vs
	setSwitchGroups(op, op.Operand(0), groups)
}

// switchGroups is every successor's operands, as switchOperands gives them one by one,
// in one pass over the segments: region simplification erases a switch's forwarded
// operands one at a time, and asking switchOperands per successor made each erase
// quadratic in the case count.
func switchGroups(op *ir.Operation) [][]*ir.Value {
	groups := make([][]*ir.Value, op.NumSuccessors())
	if len(groups) == 0 {
		return groups
	}
	all := op.Operands()
	group := func(start, n int) []*ir.Value { return append([]*ir.Value(nil), all[start:start+n]...) }
	groups[0] = group(switchOperands(op, 0))
	seg := segments(op, "operandSegmentSizes")
	n := op.NumOperands()
	if len(seg) != 3 || seg[0] < 0 || seg[1] < 0 || int(seg[0]+seg[1]) > n {
		return groups // switchOperands gives every case an empty range
	}
	cs := segments(op, "case_operand_segments")
	start := int(seg[0] + seg[1])
	for i := 1; i < len(groups); i++ {
		if i-1 >= len(cs) || cs[i-1] < 0 || start < 0 || start+int(cs[i-1]) > n {
			groups[i] = nil
		} else {
			groups[i] = group(start, int(cs[i-1]))
		}
		if i-1 < len(cs) {
			start += int(cs[i-1])
		}
	}
	return groups
}

// setSwitchGroups rewrites the operand list and both segment attributes from the values
// forwarded to each successor (the default first).
func setSwitchGroups(op *ir.Operation, flag *ir.Value, groups [][]*ir.Value) {
	ops := []*ir.Value{flag}
	segs := make([]int64, 0, len(groups))
	nCase := 0
	for k, g := range groups {
		ops = append(ops, g...)
		if k > 0 {
			segs = append(segs, int64(len(g)))
			nCase += len(g)
		}
	}
	op.SetOperands(ops)
	op.SetAttr("operandSegmentSizes", ir.DenseI32Array(1, int64(len(groups[0])), int64(nCase)))
	op.SetAttr("case_operand_segments", ir.DenseI32Array(segs...))
}

// flagWidth is the bit width of the switch's flag type.
func flagWidth(t ir.Type) int { return ir.IntOrFloatWidth(t) }

// caseValues returns the exact case values (flags wider than 64 bits have values beyond
// int64), each wrapped to the width of the attribute's element type (nil when the op has
// none).
func caseValues(op *ir.Operation) []*big.Int {
	d, ok := op.Attr("case_values").(*ir.DenseElementsAttr)
	if !ok {
		return nil
	}
	n := int(ir.NumElements(d.Type.Shape()))
	w := flagWidth(d.Type.ElementType())
	out := make([]*big.Int, n)
	for i := range out {
		v := new(big.Int)
		if d.Splat && len(d.Ints) > 0 {
			v = d.BigElem(0)
		} else if i < len(d.Ints) {
			v = d.BigElem(i)
		}
		out[i] = wrapTo(v, w)
	}
	return out
}

// wrapTo wraps v to w bits as ir.TruncInt does for signless values: sign-extended, except
// that a 1-bit value is 0 or 1.
func wrapTo(v *big.Int, w int) *big.Int {
	if w <= 0 {
		return v
	}
	m := new(big.Int).Lsh(big.NewInt(1), uint(w))
	r := new(big.Int).Mod(v, m)
	if w > 1 && r.Bit(w-1) == 1 {
		r.Sub(r, m)
	}
	return r
}

// caseValuesAttr builds case_values as LLVM 19's builder does: a vector of the flag type,
// absent when there are no cases.
func caseValuesAttr(flagType ir.Type, vals []*big.Int) ir.Attribute {
	if len(vals) == 0 {
		return nil
	}
	t := &ir.VectorType{Dims: []int64{int64(len(vals))}, Elem: flagType}
	d := &ir.DenseElementsAttr{Type: t, Splat: true}
	for _, v := range vals[1:] {
		if v.Cmp(vals[0]) != 0 {
			d.Splat = false
			break
		}
	}
	if d.Splat { // equal elements make a splat, as DenseElementsAttr::get detects
		vals = vals[:1]
	}
	for _, v := range vals {
		d.AppendInt(0, v)
	}
	return d
}

// printCaseValue writes a case value as LLVM 19 does (APInt::getLimitedValue): zero-extended
// from the flag width, clamped to the largest uint64.
func printCaseValue(p *ir.Printer, v *big.Int, w int) {
	u := new(big.Int).Mod(v, new(big.Int).Lsh(big.NewInt(1), uint(w)))
	if !u.IsUint64() {
		p.WriteString(strconv.FormatUint(math.MaxUint64, 10))
		return
	}
	p.WriteString(strconv.FormatUint(u.Uint64(), 10))
}

func printSwitch(p *ir.Printer, op *ir.Operation) {
	flag := op.Operand(0)
	p.WriteChar(' ')
	p.PrintOperand(flag)
	p.WriteString(" : ")
	p.PrintType(flag.Type())
	p.WriteString(", [")
	p.PrintNewline()
	p.WriteString("  default: ")
	printSuccessorAndUses(p, op.Successor(0), ir.SuccessorOperands(op, 0))
	if vals := caseValues(op); op.Attr("case_values") != nil {
		w := flagWidth(flag.Type())
		groups := switchGroups(op) // one pass: a range per case walked the segments up to it
		for i, v := range vals {
			p.WriteChar(',')
			p.PrintNewline()
			p.WriteString("  ")
			printCaseValue(p, v, w)
			p.WriteString(": ")
			if i+1 < op.NumSuccessors() {
				printSuccessorAndUses(p, op.Successor(i+1), groups[i+1])
			}
		}
		p.PrintNewline()
	}
	p.WriteChar(']')
	p.PrintOptionalAttrDict(op.Attrs(), "case_values", "case_operand_segments", "operandSegmentSizes")
}

// printSuccessorAndUses writes `^bb(%a, %b : t1, t2)`, or just `^bb` without operands.
func printSuccessorAndUses(p *ir.Printer, b *ir.Block, vs []*ir.Value) {
	p.PrintSuccessor(b)
	if len(vs) == 0 {
		return
	}
	p.WriteChar('(')
	p.PrintOperands(vs)
	p.WriteString(" : ")
	for i, v := range vs {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(v.Type())
	}
	p.WriteChar(')')
}

// switchCase is one parsed `value: ^dest(operands : types)` entry.
type switchCase struct {
	dest  *ir.Block
	uses  []ir.UnresolvedOperand
	types []ir.Type
}

func parseSwitch(p *ir.OpParser, st *ir.OperationState) error {
	flagUse, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.Expect(":"); err != nil {
		return err
	}
	typePos := p.Pos()
	ft, err := p.ParseType()
	if err != nil {
		return err
	}
	flagType, ok := ft.(*ir.IntegerType)
	if !ok {
		return p.EmitError(typePos, "invalid kind of type specified")
	}
	if err := p.Expect(","); err != nil {
		return err
	}
	if err := p.Expect("["); err != nil {
		return err
	}
	casesPos := p.Pos()
	def, vals, cases, err := parseSwitchCases(p, flagType)
	if err != nil {
		return err
	}
	if err := p.Expect("]"); err != nil {
		return err
	}
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	flag, err := p.ResolveOperand(flagUse, flagType)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, flag)
	defOps, err := p.ResolveOperands(def.uses, def.types, casesPos)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, defOps...)
	st.Successors = append(st.Successors, def.dest)
	segs := make([]int64, 0, len(cases))
	nCase := 0
	for _, c := range cases {
		vs, err := p.ResolveOperands(c.uses, c.types, casesPos)
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, vs...)
		st.Successors = append(st.Successors, c.dest)
		segs = append(segs, int64(len(vs)))
		nCase += len(vs)
	}
	if a := caseValuesAttr(flagType, vals); a != nil {
		st.AddAttr("case_values", a)
	}
	st.AddAttr("case_operand_segments", ir.DenseI32Array(segs...))
	st.AddAttr("operandSegmentSizes", ir.DenseI32Array(1, int64(len(defOps)), int64(nCase)))
	return nil
}

// parseSwitchCases parses `default: ^bb(...) (, value: ^bb(...))*`. The default's operands
// may not name a result number (LLVM 19 parses them as an argument list).
func parseSwitchCases(p *ir.OpParser, flagType *ir.IntegerType) (def switchCase, vals []*big.Int, cases []switchCase, err error) {
	if err = p.ParseKeyword("default"); err != nil {
		return
	}
	if err = p.Expect(":"); err != nil {
		return
	}
	if def, err = parseSuccessorAndUses(p, true); err != nil {
		return
	}
	for p.OptionalPunct(",") {
		var v *big.Int
		if v, err = parseCaseValue(p, flagType.Width); err != nil {
			return
		}
		if err = p.Expect(":"); err != nil {
			return
		}
		var c switchCase
		if c, err = parseSuccessorAndUses(p, false); err != nil {
			return
		}
		vals = append(vals, v)
		cases = append(cases, c)
	}
	return
}

// parseSuccessorAndUses parses `^bb` with an optional `(%a, %b : t1, t2)`.
func parseSuccessorAndUses(p *ir.OpParser, noResultNumbers bool) (switchCase, error) {
	var c switchCase
	var err error
	if c.dest, err = p.ParseSuccessor(); err != nil {
		return c, err
	}
	if !p.OptionalPunct("(") {
		return c, nil
	}
	for p.IsOperandNext() {
		var u ir.UnresolvedOperand
		if noResultNumbers {
			u, err = p.ParseOperandNoNumber()
		} else {
			u, err = p.ParseOperand()
		}
		if err != nil {
			return c, err
		}
		c.uses = append(c.uses, u)
		if !p.OptionalPunct(",") {
			break
		}
	}
	if c.types, err = p.ParseColonTypeList(); err != nil {
		return c, err
	}
	return c, p.Expect(")")
}

// parseCaseValue reads a case value the way LLVM 19 does: `true` and `false` stand for
// the 1-bit values -1 and 0, a literal becomes an int64 when it fits LLVM 19's check
// (see int64Literal), and the int64's 64 bits then become a value of the flag's width
// (APInt(width, uint64)): truncated to narrower flags, zero-extended to wider ones, so
// -1 on an i128 flag is 2^64-1.
func parseCaseValue(p *ir.OpParser, width int) (*big.Int, error) {
	pos := p.Pos()
	var v int64
	switch {
	case p.OptionalKeyword("true"):
		v = -1
	case p.OptionalKeyword("false"):
		v = 0
	default:
		neg, spelling, ok, err := p.ParseOptionalIntegerSpelling()
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, p.EmitError(pos, "expected integer value")
		}
		if v, ok = int64Literal(neg, spelling); !ok {
			return nil, p.EmitError(pos, "integer value too large")
		}
	}
	if width > 64 {
		return new(big.Int).SetUint64(uint64(v)), nil
	}
	return big.NewInt(ir.TruncInt(v, width, false)), nil
}

// int64Literal converts an integer literal as LLVM 19's OpAsmParser::parseInteger<int64_t>
// does: the digits become an unsigned number of 4 bits per significant digit (one more bit
// when the top one is set), the sign negates it in that width, and the int64 it truncates
// or sign-extends to must convert back to the same bits. So every value below 2^64 is
// accepted (wrapping to negative int64), but a negative decimal of 17 or more significant
// digits is "too large" even when it fits.
func int64Literal(neg bool, spelling string) (int64, bool) {
	digits, base := spelling, 10
	if len(spelling) > 1 && (spelling[1] == 'x' || spelling[1] == 'X') {
		digits, base = spelling[2:], 16
	}
	digits = strings.TrimLeft(digits, "0")
	mag, w := new(big.Int), 64
	if digits != "" {
		if _, ok := mag.SetString(digits, base); !ok {
			return 0, false
		}
		w = 4 * len(digits)
		if mag.Bit(w-1) == 1 {
			w++
		}
	}
	mod := new(big.Int).Lsh(big.NewInt(1), uint(w))
	bits := new(big.Int).Set(mag)
	if neg {
		bits.Sub(mod, mag).Mod(bits, mod)
	}
	var r int64
	if w >= 64 {
		low := new(big.Int).And(bits, new(big.Int).SetUint64(math.MaxUint64))
		r = int64(low.Uint64())
	} else {
		r = bits.Int64() << uint(64-w) >> uint(64-w)
	}
	back := new(big.Int).SetUint64(uint64(r))
	if w < 64 {
		back.And(back, new(big.Int).Sub(mod, big.NewInt(1)))
	}
	return r, back.Cmp(bits) == 0
}

// verifySwitch runs LLVM 19's checks in its order: the case operand segments (generated
// verifier), the successor operands (branch interface), then the case values.
func verifySwitch(op *ir.Operation) error {
	cs := segments(op, "case_operand_segments")
	sum := int64(0)
	for _, v := range cs {
		if v < 0 {
			return ir.OpError(op, "'case_operand_segments' attribute cannot have negative elements")
		}
		sum += v
	}
	nCase := 0
	if seg := segments(op, "operandSegmentSizes"); len(seg) == 3 {
		nCase = int(seg[2])
	}
	if int64(nCase) != sum {
		return ir.OpError(op, "caseOperands count (%d) does not match with the total size (%d) specified in attribute 'case_operand_segments'", nCase, sum)
	}
	nDests := op.NumSuccessors() - 1
	if len(cs) < nDests {
		// LLVM 19 checks no such count and reads the operands of the cases past the
		// attribute's end from whatever memory follows (its diagnostics then name
		// garbage counts); they are refused here instead. Extra segments it ignores.
		return ir.OpError(op, "'case_operand_segments' attribute has %d elements, but there are %d case destinations", len(cs), nDests)
	}
	if err := ir.VerifyBranchOperands(op); err != nil {
		return err
	}
	vals, ok := op.Attr("case_values").(*ir.DenseElementsAttr)
	if !ok {
		if nDests == 0 {
			return nil
		}
		// LLVM 19 crashes here; newer MLIR words the count mismatch like this.
		return ir.OpError(op, "number of case values (0) should match number of case destinations (%d)", nDests)
	}
	if ft, vt := op.Operand(0).Type(), vals.Type.ElementType(); !ir.TypeEqual(ft, vt) {
		return ir.OpError(op, "'flag' type ('%s') should match case value type ('%s')", ir.TypeString(ft), ir.TypeString(vt))
	}
	if n := ir.NumElements(vals.Type.Shape()); n != int64(nDests) {
		return ir.OpError(op, "number of case values (%d) should match number of case destinations (%d)", n, nDests)
	}
	return nil
}
