// Package scf defines structured control flow: scf.for, scf.if, scf.while, scf.condition,
// scf.yield, scf.execute_region, scf.index_switch, scf.parallel (with scf.reduce) and
// scf.forall (with scf.forall.in_parallel).
package scf

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"strconv"

	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// Name is the dialect's namespace, the prefix of its op names.
const Name = "scf"

var (
	anyVar = opdef.Operand{Kind: opdef.Variadic, Type: opdef.AnyType}
	intIdx = opdef.TypeConstraints["AnySignlessIntegerOrIndex"]
)

func named(o opdef.Operand, n string) opdef.Operand { o.Name = n; return o }

// Dialect returns the scf dialect.
func Dialect() *ir.Dialect {
	d := &ir.Dialect{Name: Name, Closed: true}
	loopish := ir.TraitRecursiveMemoryEffects | ir.TraitSingleBlock
	opdef.Register(d, &opdef.Op{Name: OpFor, Traits: loopish | ir.TraitAutomaticAllocationScope,
		Operands: []opdef.Operand{{Name: "lowerBound", Type: intIdx}, {Name: "upperBound", Type: intIdx},
			{Name: "step", Type: intIdx}, named(anyVar, "initArgs")},
		Results: []opdef.Operand{named(anyVar, "results")}, Regions: []opdef.Region{{Name: "region", Blocks: 1}},
		// AllTypesMatch, a predicate trait: checked before the region constraint.
		SameTypes:          [][]string{{"lowerBound", "upperBound", "step"}},
		ImplicitTerminator: OpYield,
		Parse:              parseFor, Print: printFor, Verify: verifyFor, VerifyRegions: verifyForRegions})
	opdef.Register(d, &opdef.Op{Name: OpIf, Traits: loopish | ir.TraitNoRegionArguments,
		Operands:           []opdef.Operand{{Name: "condition", Type: opdef.TypeConstraints["I1"]}},
		Results:            []opdef.Operand{named(anyVar, "results")},
		Regions:            []opdef.Region{{Name: "thenRegion", Blocks: 1}, {Name: "elseRegion", MaxBlocks: 1}},
		ImplicitTerminator: OpYield,
		Parse:              parseIf, Print: printIf, Verify: verifyIf, VerifyRegions: verifyIfRegions})
	opdef.Register(d, &opdef.Op{Name: OpWhile, Traits: ir.TraitRecursiveMemoryEffects | ir.TraitSingleBlock,
		Operands: []opdef.Operand{named(anyVar, "inits")}, Results: []opdef.Operand{named(anyVar, "results")},
		Regions: []opdef.Region{{Name: "before", Blocks: 1}, {Name: "after", Blocks: 1}},
		Parse:   parseWhile, Print: printWhile, Verify: verifyWhile, VerifyRegions: verifyWhileRegions})
	opdef.Register(d, &opdef.Op{Name: OpCondition, Traits: ir.TraitTerminator | ir.TraitPure | ir.TraitReturnLike,
		Operands: []opdef.Operand{{Name: "condition", Type: opdef.TypeConstraints["I1"]}, named(anyVar, "args")},
		Parents:  []string{OpWhile},
		Format:   "`(` $condition `)` attr-dict ($args^ `:` type($args))?"})
	opdef.Register(d, &opdef.Op{Name: OpYield, Traits: ir.TraitTerminator | ir.TraitPure | ir.TraitReturnLike,
		Operands: []opdef.Operand{named(anyVar, "results")},
		Parents:  []string{OpExecuteRegion, OpFor, OpIf, OpIndexSwitch, OpWhile},
		Format:   "attr-dict ($results^ `:` type($results))?"})
	opdef.Register(d, &opdef.Op{Name: OpExecuteRegion,
		Results: []opdef.Operand{named(anyVar, "results")}, Regions: []opdef.Region{{Name: "region"}},
		Parse: parseExecuteRegion, Print: printExecuteRegion, Verify: verifyExecuteRegion, VerifyRegions: verifyExecuteRegionRegions})
	opdef.Register(d, &opdef.Op{Name: OpIndexSwitch, Traits: ir.TraitRecursiveMemoryEffects | ir.TraitSingleBlock,
		Operands: []opdef.Operand{{Name: "arg", Type: opdef.TypeConstraints["Index"]}},
		Attrs:    []opdef.Attr{{Name: "cases", C: opdef.DenseI64ArrayAttr}},
		Results:  []opdef.Operand{named(anyVar, "results")},
		Regions:  []opdef.Region{{Name: "defaultRegion", Blocks: 1}, {Name: "caseRegions", Variadic: true, Blocks: 1}}, ImplicitTerminator: OpYield,
		Format:  "$arg attr-dict (`->` type($results)^)? custom<SwitchCases>($cases, $caseRegions) `\\n` `` `default` $defaultRegion",
		Customs: map[string]opdef.CustomDirective{"SwitchCases": {Parse: parseSwitchCases, Print: printSwitchCases}},
		Verify:  verifyIndexSwitch})
	registerParallel(d)
	registerForall(d)
	attachCanonicalization(d)
	return d
}

// ensureYield appends an empty scf.yield to blocks left without a terminator, as the
// implicit-terminator ops of MLIR do while parsing.
func ensureYield(ctx *ir.Context, r *ir.Region, loc ir.Location) {
	opdef.EnsureTerminator(ctx, r, OpYield, loc, 0)
}

func parseFor(p *ir.OpParser, st *ir.OperationState) error {
	iv, bounds, err := opdef.ParseLoopHeader(p)
	if err != nil {
		return err
	}
	var iterArgs []ir.Argument
	var inits []ir.UnresolvedOperand
	if p.OptionalKeyword("iter_args") {
		var err error
		if iterArgs, inits, err = opdef.ParseAssignmentList(p); err != nil {
			return err
		}
		if err := p.Expect("->"); err != nil {
			return err
		}
		ts, err := p.ParseFunctionResultTypes()
		if err != nil {
			return err
		}
		st.Types = ts
	}
	if len(st.Types) != len(iterArgs) {
		return p.EmitError(p.OpNamePos(), "mismatch in number of loop-carried values and defined values")
	}
	for i := range iterArgs {
		iterArgs[i].Type = st.Types[i]
	}
	ivType := ir.Type(ir.Index)
	if p.OptionalPunct(":") {
		if ivType, err = p.ParseType(); err != nil {
			return err
		}
	}
	bvs, err := p.ResolveOperands(bounds[:], []ir.Type{ivType, ivType, ivType}, p.Pos())
	if err != nil {
		return err
	}
	initTypes := make([]ir.Type, len(inits))
	for i := range inits {
		initTypes[i] = iterArgs[i].Type
	}
	ivs, err := p.ResolveOperands(inits, initTypes, p.Pos())
	if err != nil {
		return err
	}
	st.Operands = append(bvs, ivs...)
	args := append([]ir.Argument{{Name: iv, Type: ivType, Loc: iv.Loc(p)}}, iterArgs...)
	r := st.AddRegion()
	if err := p.ParseRegion(r, args); err != nil {
		return err
	}
	if err := p.ParseOptionalAttrDict(st); err != nil {
		return err
	}
	ensureYield(p.Context(), r, st.Location())
	return nil
}

func printFor(p *ir.Printer, op *ir.Operation) {
	body := op.Region(0).Front()
	p.WriteChar(' ')
	p.PrintOperand(body.Arg(0))
	p.WriteString(" = ")
	p.PrintOperand(op.Operand(0))
	p.WriteString(" to ")
	p.PrintOperand(op.Operand(1))
	p.WriteString(" step ")
	p.PrintOperand(op.Operand(2))
	hasIter := op.NumOperands() > 3
	if hasIter {
		p.WriteString(" iter_args(")
		for i := 3; i < op.NumOperands(); i++ {
			if i > 3 {
				p.WriteString(", ")
			}
			p.PrintOperand(body.Arg(i - 2))
			p.WriteString(" = ")
			p.PrintOperand(op.Operand(i))
		}
		p.WriteString(") -> (")
		p.PrintTypes(op.ResultTypes())
		p.WriteChar(')')
	}
	p.WriteChar(' ')
	if t := body.Arg(0).Type(); !ir.TypeEqual(t, ir.Index) {
		p.WriteString(" : ")
		p.PrintType(t)
		p.WriteChar(' ')
	}
	p.PrintRegion(op.Region(0), false, hasIter)
	p.PrintOptionalAttrDict(op.Attrs())
}

func verifyFor(op *ir.Operation) error {
	if op.NumOperands() < 3 {
		return ir.OpError(op, "expected at least 3 operands")
	}
	// A constant step of zero or less verifies, as in MLIR 19 (such a loop is wrong at run
	// time, not invalid IR); scf.parallel still requires positive constant steps.
	if op.NumResults() != op.NumOperands()-3 {
		return ir.OpError(op, "mismatch in number of loop-carried values and defined values")
	}
	return nil
}

func constInt(v *ir.Value) (int64, bool) {
	def := v.DefiningOp()
	if def == nil || def.Name() != arith.OpConstant {
		return 0, false
	}
	a, ok := def.Attr("value").(*ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	return a.Value, true
}

// verifyForRegions runs, after the nested ops, what MLIR 19 checks there in this order:
// the LoopLikeOpInterface invariants, the types along the region control-flow edges,
// then ForOp::verifyRegions.
func verifyForRegions(op *ir.Operation) error {
	body := op.Region(0).Front()
	if err := verifyLoopLike(op, body); err != nil {
		return err
	}
	if err := opdef.VerifyRegionBranch(op, forBranch); err != nil {
		return err
	}
	if !ir.TypeEqual(body.Arg(0).Type(), op.Operand(0).Type()) {
		return ir.OpError(op, "expected induction variable to be same type as bounds and step")
	}
	if body.NumArgs()-1 != op.NumResults() {
		return ir.OpError(op, "mismatch in number of basic block args and defined values")
	}
	return nil
}

// verifyLoopLike is MLIR's verifyLoopLikeOpInterface for scf.for. Its quirks are kept:
// the iter_args are the block arguments after the induction variable, counted as an
// unsigned 64-bit number (a block without arguments has 2^64-1 of them); an scf.yield
// without operands is not compared with them (the control-flow edge check words that
// case); each iter_arg is compared with its init, then with its yielded value, before the
// next one; and the loop-result type check reports every mismatch as the 0-th.
func verifyLoopLike(op *ir.Operation, body *ir.Block) error {
	inits := op.Operands()[3:]
	iterArgs := uint64(body.NumArgs() - 1)
	if uint64(len(inits)) != iterArgs {
		return ir.OpError(op, "different number of inits and region iter_args: %d != %d", len(inits), iterArgs)
	}
	var yielded []*ir.Value
	if t := body.Last(); t != nil && t.Name() == OpYield {
		yielded = t.Operands()
	}
	if len(yielded) != 0 && uint64(len(yielded)) != iterArgs {
		return ir.OpError(op, "different number of region iter_args and yielded values: %d != %d", iterArgs, len(yielded))
	}
	if uint64(op.NumResults()) != iterArgs {
		return ir.OpError(op, "different number of loop results and region iter_args: %d != %d", op.NumResults(), iterArgs)
	}
	args := body.Args()[1:]
	for i, init := range inits {
		a := args[i].Type()
		if !ir.TypeEqual(init.Type(), a) {
			return ir.OpError(op, "%d-th init and %d-th region iter_arg have different type: '%s' != '%s'", i, i, ir.TypeString(init.Type()), ir.TypeString(a))
		}
		if len(yielded) > 0 && !ir.TypeEqual(a, yielded[i].Type()) {
			return ir.OpError(op, "%d-th region iter_arg and %d-th yielded value have different type: '%s' != '%s'", i, i, ir.TypeString(a), ir.TypeString(yielded[i].Type()))
		}
	}
	for i, r := range op.Results() {
		if a := args[i].Type(); !ir.TypeEqual(a, r.Type()) {
			return ir.OpError(op, "0-th region iter_arg and 0-th loop result have different type: '%s' != '%s'", ir.TypeString(a), ir.TypeString(r.Type()))
		}
	}
	return nil
}

// The region control flow of the scf ops, as their RegionBranchOpInterface
// implementations in MLIR 19 state it (successors in MLIR's order).
var (
	forBranch = opdef.RegionBranch{
		Successors: func(op *ir.Operation, point int) []opdef.RegionSuccessor {
			iter := argTypes(op.Region(0), 1)
			if point == opdef.Parent {
				return []opdef.RegionSuccessor{{Region: 0, Inputs: iter}, {Region: opdef.Parent, Inputs: op.ResultTypes()}}
			}
			return []opdef.RegionSuccessor{{Region: 0, Inputs: iter}, {Region: opdef.Parent, Inputs: op.ResultTypes()}}
		},
		EntryOperands: func(op *ir.Operation, _ opdef.RegionSuccessor) []ir.Type { return op.OperandTypes()[3:] },
	}
	whileBranch = opdef.RegionBranch{
		Successors: func(op *ir.Operation, point int) []opdef.RegionSuccessor {
			before := opdef.RegionSuccessor{Region: 0, Inputs: argTypes(op.Region(0), 0)}
			if point != 0 {
				return []opdef.RegionSuccessor{before}
			}
			return []opdef.RegionSuccessor{{Region: opdef.Parent, Inputs: op.ResultTypes()},
				{Region: 1, Inputs: argTypes(op.Region(1), 0)}}
		},
		TerminatorOperands: func(t *ir.Operation, _ opdef.RegionSuccessor) []ir.Type {
			if t.Name() == OpCondition && t.NumOperands() > 0 {
				return t.OperandTypes()[1:]
			}
			return t.OperandTypes()
		},
	}
	executeRegionBranch = opdef.RegionBranch{
		Successors: func(op *ir.Operation, point int) []opdef.RegionSuccessor {
			if point == opdef.Parent {
				return []opdef.RegionSuccessor{{Region: 0}}
			}
			return []opdef.RegionSuccessor{{Region: opdef.Parent, Inputs: op.ResultTypes()}}
		},
	}
)

// argTypes is the types of r's entry block arguments from the skip-th on.
func argTypes(r *ir.Region, skip int) []ir.Type {
	if r.Empty() || r.Front().NumArgs() < skip {
		return nil
	}
	return r.Front().ArgTypes()[skip:]
}

func verifyIfRegions(op *ir.Operation) error { return opdef.VerifyRegionBranch(op, opdef.IfBranch) }

func verifyWhileRegions(op *ir.Operation) error { return opdef.VerifyRegionBranch(op, whileBranch) }

func verifyExecuteRegionRegions(op *ir.Operation) error {
	return opdef.VerifyRegionBranch(op, executeRegionBranch)
}

func parseIf(p *ir.OpParser, st *ir.OperationState) error {
	c, err := p.ParseOperand()
	if err != nil {
		return err
	}
	cv, err := p.ResolveOperand(c, ir.I1)
	if err != nil {
		return err
	}
	st.Operands = []*ir.Value{cv}
	if st.Types, err = p.ParseOptionalArrowTypeList(); err != nil {
		return err
	}
	if err := opdef.ParseThenElse(p, st, OpYield); err != nil {
		return err
	}
	return p.ParseOptionalAttrDict(st)
}

func printIf(p *ir.Printer, op *ir.Operation) {
	p.WriteChar(' ')
	p.PrintOperand(op.Operand(0))
	if op.NumResults() > 0 {
		p.WriteString(" -> (")
		p.PrintTypes(op.ResultTypes())
		p.WriteChar(')')
	}
	terms := op.NumResults() > 0
	p.WriteChar(' ')
	p.PrintRegion(op.Region(0), false, terms)
	if els := op.Region(1); !els.Empty() {
		p.WriteString(" else ")
		p.PrintRegion(els, false, terms)
	}
	p.PrintOptionalAttrDict(op.Attrs())
}

func verifyIf(op *ir.Operation) error {
	if op.NumResults() != 0 && op.Region(1).Empty() {
		return ir.OpError(op, "must have an else block if defining values")
	}
	return nil
}

func parseWhile(p *ir.OpParser, st *ir.OperationState) error {
	args, inits, _, err := opdef.ParseOptionalAssignmentList(p)
	if err != nil {
		return err
	}
	pos := p.Pos()
	if err := p.Expect(":"); err != nil {
		return err
	}
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	ft, ok := t.(*ir.FunctionType)
	if !ok {
		return p.EmitError(pos, "invalid kind of type specified")
	}
	if len(ft.Inputs) != len(inits) {
		return p.EmitError(pos, "expected as many input types as operands (expected %d got %d)", len(inits), len(ft.Inputs))
	}
	vs, err := p.ResolveOperands(inits, ft.Inputs, p.Pos())
	if err != nil {
		return err
	}
	st.Operands = vs
	st.Types = ft.Results
	for i := range args {
		args[i].Type = ft.Inputs[i]
	}
	before := st.AddRegion()
	if err := p.ParseRegion(before, args); err != nil {
		return err
	}
	if err := p.ParseKeyword("do"); err != nil {
		return err
	}
	after := st.AddRegion()
	if err := p.ParseRegion(after, nil); err != nil {
		return err
	}
	return p.ParseOptionalAttrDictWithKeyword(st)
}

func printWhile(p *ir.Printer, op *ir.Operation) {
	before := op.Region(0)
	if op.NumOperands() > 0 && !before.Empty() {
		p.WriteString(" (")
		for i, v := range op.Operands() {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintOperand(before.Front().Arg(i))
			p.WriteString(" = ")
			p.PrintOperand(v)
		}
		p.WriteChar(')')
	}
	p.WriteString(" : ")
	p.PrintFunctionalType(op)
	p.WriteChar(' ')
	p.PrintRegion(before, false, true)
	p.WriteString(" do ")
	p.PrintRegion(op.Region(1), true, true)
	p.PrintOptionalAttrDictWithKeyword(op.Attrs())
}

// verifyWhile is WhileOp::verify: each region ends with its terminator. The types the
// regions pass each other are checked after the nested ops (verifyWhileRegions).
func verifyWhile(op *ir.Operation) error {
	before, after := op.Region(0), op.Region(1)
	for i, r := range []*ir.Region{before, after} {
		if r.NumBlocks() != 1 {
			return ir.OpError(op, "region #%d ('%s') failed to verify constraint: region with 1 blocks", i, []string{"before", "after"}[i])
		}
		if r.Front().Empty() {
			return ir.OpError(op, "expects a non-empty block")
		}
	}
	for i, want := range []string{OpCondition, OpYield} {
		t := op.Region(i).Front().Last()
		if t == nil || t.Name() != want {
			d := ir.OpError(op, "expects the '%s' region to terminate with '%s'", []string{"before", "after"}[i], want)
			if t != nil {
				d.Note(t.Loc(), "terminator here")
			}
			return d
		}
	}
	return nil
}

func parseExecuteRegion(p *ir.OpParser, st *ir.OperationState) error {
	ts, err := p.ParseOptionalArrowTypeList()
	if err != nil {
		return err
	}
	st.Types = ts
	r := st.AddRegion()
	if err := p.ParseRegion(r, nil); err != nil {
		return err
	}
	return p.ParseOptionalAttrDict(st)
}

func printExecuteRegion(p *ir.Printer, op *ir.Operation) {
	if op.NumResults() > 0 {
		p.WriteString(" -> ")
		p.PrintResultTypes(op.ResultTypes())
	}
	p.WriteChar(' ')
	p.PrintRegion(op.Region(0), false, true)
	p.PrintOptionalAttrDict(op.Attrs())
}

func verifyExecuteRegion(op *ir.Operation) error {
	r := op.Region(0)
	if r.Empty() {
		return ir.OpError(op, "region needs to have at least one block")
	}
	if r.Front().NumArgs() > 0 {
		return ir.OpError(op, "region cannot have any arguments")
	}
	return nil
}

func parseSwitchCases(p *ir.OpParser, s *opdef.State, _ []string) error {
	var cases []int64
	for p.OptionalKeyword("case") {
		v, err := opdef.ParseAsmInt(p, opdef.Int64)
		if err != nil {
			return err
		}
		cases = append(cases, v)
		r := &ir.Region{}
		if err := p.ParseRegion(r, nil); err != nil {
			return err
		}
		s.Regions[1] = append(s.Regions[1], r)
	}
	s.St.AddAttr("cases", &ir.DenseArrayAttr{Elem: ir.I64, Ints: cases})
	return nil
}

func printSwitchCases(p *ir.Printer, op *ir.Operation, _ []string) {
	cases, _ := op.Attr("cases").(*ir.DenseArrayAttr)
	for i := 1; i < op.NumRegions(); i++ {
		p.PrintNewline()
		p.WriteString("case ")
		if cases != nil && i-1 < len(cases.Ints) {
			p.WriteInt(cases.Ints[i-1])
		}
		p.WriteChar(' ')
		p.PrintRegion(op.Region(i), false, true)
	}
}

func verifyIndexSwitch(op *ir.Operation) error {
	cases, _ := op.Attr("cases").(*ir.DenseArrayAttr)
	if cases == nil || len(cases.Ints) != op.NumRegions()-1 {
		n := 0
		if cases != nil {
			n = len(cases.Ints)
		}
		return ir.OpError(op, "has %d case regions but %d case values", op.NumRegions()-1, n)
	}
	seen := map[int64]bool{}
	for _, c := range cases.Ints {
		if seen[c] {
			return ir.OpError(op, "has duplicate case value: %d", c)
		}
		seen[c] = true
	}
	for i, r := range op.Regions() {
		name := "default region"
		if i > 0 {
			name = "case region #" + itoa(i-1)
		}
		if r.Empty() {
			continue
		}
		t := r.Front().Last()
		if t == nil || t.Name() != OpYield {
			got := "nothing"
			if t != nil {
				got = t.Name()
			}
			// No "terminator here" note: mlir-opt attaches none here (unlike scf.while's),
			// and under -verify-diagnostics an unexpected note is an error.
			return ir.OpError(op, "expected region to end with scf.yield, but got %s", got)
		}
		if t.NumOperands() != op.NumResults() {
			d := ir.OpError(op, "expected each region to return %d values, but %s returns %d", op.NumResults(), name, t.NumOperands())
			d.Note(t.Loc(), "see yield operation here")
			return d
		}
		for j, rt := range op.ResultTypes() {
			if yt := t.Operand(j).Type(); !ir.TypeEqual(yt, rt) {
				d := ir.OpError(op, "expected result #%d of each region to be '%s'", j, ir.TypeString(rt))
				d.Note(t.Loc(), "%s returns '%s' here", name, ir.TypeString(yt))
				return d
			}
		}
	}
	return nil
}

func itoa(i int) string { return strconv.Itoa(i) }
