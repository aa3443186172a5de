package ascendc

import (
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
)

// --- [ scf dialect ] ------------------------------------------------------------------
//
// Structured control flow maps to C++ statements. Values an op yields live in variables
// declared before the statement: results of if/index_switch/while are declared first and
// assigned where the regions yield; loop-carried values are variables updated at the end
// of each iteration. scf.yield and scf.condition are emitted by their parent op.

// scfRules is the table of the scf dialect's rules.
func scfRules() map[string]Rule {
	return map[string]Rule{
		scf.OpFor:           emitFor,
		scf.OpIf:            emitIf,
		scf.OpWhile:         emitWhile,
		scf.OpIndexSwitch:   emitIndexSwitch,
		scf.OpExecuteRegion: emitExecuteRegion,
		scf.OpParallel:      emitParallel,
		scf.OpYield:         emittedByParent,
		scf.OpCondition:     emittedByParent,
		scf.OpReduce:        emittedByParent,
	}
}

// emittedByParent rejects a terminator met on its own: the rule of its parent op spells
// it, so reaching it means the parent was emitted by a rule that does not know it.
func emittedByParent(e *Emitter, op *ir.Operation) error {
	return ir.OpError(op, "is emitted by its parent op, which has no Ascend C rule for it here")
}

// emitParallel runs the iterations of a parallel loop one after another, as nested for
// loops (the AI Core's scalar unit has no other parallelism to offer); loops that reduce
// values are not supported.
func emitParallel(e *Emitter, op *ir.Operation) error {
	body := op.Region(0).Front()
	if body == nil || op.NumResults() > 0 {
		return ir.OpError(op, "parallel loops with reductions cannot be translated to Ascend C")
	}
	n := body.NumArgs()
	if op.NumOperands() != 3*n {
		return ir.OpError(op, "malformed parallel loop")
	}
	for d := 0; d < n; d++ {
		iv := body.Arg(d)
		t, err := e.cppTypeOf(iv)
		if err != nil {
			return err
		}
		i := e.fresh(iv)
		e.line("for (%s %s = %s; %s < %s; %s += %s) {", t, i, e.name(op.Operand(d)), i, e.name(op.Operand(n+d)), i, e.name(op.Operand(2*n+d)))
		e.indent++
	}
	e.indent--
	if err := e.emitRegionBody(op.Region(0), nil); err != nil {
		return err
	}
	for d := 0; d < n; d++ {
		e.line("}")
		if d < n-1 {
			e.indent--
		}
	}
	return nil
}

// declareResults declares `T vN;` for every result of op and returns their names.
func (e *Emitter) declareResults(op *ir.Operation) ([]string, error) {
	names := make([]string, op.NumResults())
	for i, v := range op.Results() {
		n, err := e.decl(v, "")
		if err != nil {
			return nil, err
		}
		names[i] = n
	}
	return names, nil
}

// assign emits `targets[i] = vals[i];` for every pair, self-assignments included (a loop
// yielding a carried value unchanged prints `v3 = v3;`, as PyAsc does, emission.md §1.10).
// When a value is a variable already overwritten by an earlier assignment of the same
// group (a loop that swaps its carried values), the values go through temporaries first:
// PyAsc's plain copies would read the new value there (a deliberate deviation, see
// docs/translator-extensions.md).
func (e *Emitter) assign(op *ir.Operation, targets []string, vals []*ir.Value) error {
	if len(targets) != len(vals) {
		return ir.OpError(op, "yields %d values for %d results", len(vals), len(targets))
	}
	src := make([]string, len(vals))
	for i, v := range vals {
		src[i] = e.name(v)
	}
	clobbered := false
	for i := range src {
		for j := 0; j < i; j++ {
			if src[i] == targets[j] && src[j] != targets[j] {
				clobbered = true
			}
		}
	}
	if clobbered {
		for i, v := range vals {
			t, err := e.cppTypeOf(v)
			if err != nil {
				return err
			}
			tmp := fmt.Sprintf("%s_next%d", targets[i], i)
			e.line("%s %s = %s;", t, tmp, src[i])
			src[i] = tmp
		}
	}
	for i := range targets {
		e.line("%s = %s;", targets[i], src[i])
	}
	return nil
}

// emitRegionBody emits a single-block region one level deeper; its terminator's operands
// are assigned to targets (a yield) when targets is non-nil.
func (e *Emitter) emitRegionBody(r *ir.Region, targets []string) error {
	if r.Empty() {
		return nil
	}
	if r.NumBlocks() > 1 {
		return ir.OpError(r.ParentOp(), "regions with several blocks cannot be translated to Ascend C")
	}
	b := r.Front()
	e.indent++
	defer func() { e.indent-- }()
	if err := e.emitBlock(b, false); err != nil {
		return err
	}
	if t := b.Last(); t != nil && t.HasTrait(ir.TraitTerminator) && targets != nil {
		return e.assign(t, targets, t.Operands())
	}
	return nil
}

// emitFor declares the loop's results, then its loop-carried variables initialised
// before the loop; the body's yield assigns the carried variables, and the results take
// their final values after the loop (the order in which PyAsc names them).
func emitFor(e *Emitter, op *ir.Operation) error {
	closeSemi := e.takeWhileStmt()
	lb, ub, step := op.Operand(0), op.Operand(1), op.Operand(2)
	inits := op.Operands()[3:]
	body := op.Region(0).Front()
	if body == nil || body.NumArgs() != 1+len(inits) || op.NumResults() != len(inits) {
		return ir.OpError(op, "malformed loop body")
	}
	results, err := e.declareResults(op)
	if err != nil {
		return err
	}
	carried := make([]string, len(inits))
	for i, init := range inits {
		n, err := e.decl(body.Arg(1+i), e.name(init))
		if err != nil {
			return err
		}
		carried[i] = n
	}
	iv := body.Arg(0)
	t, err := e.cppTypeOf(iv)
	if err != nil {
		return err
	}
	// A loop PyAsc marks as a vector-scope loop counts in 16 bits.
	if op.HasAttr(vecScopeLoopAttr) {
		t = "uint16_t"
	}
	i := e.fresh(iv)
	e.line("for (%s %s = %s; %s < %s; %s += %s) {", t, i, e.name(lb), i, e.name(ub), i, e.name(step))
	if err := e.emitRegionBody(op.Region(0), carried); err != nil {
		return err
	}
	// In a while region the statement's own ';' follows the last line PyAsc writes for
	// the loop: the closing brace, or the last copy of a carried value into a result.
	if len(results) == 0 {
		e.line("}" + closeSemi)
		return nil
	}
	e.line("}")
	for k, r := range results {
		end := ";"
		if k == len(results)-1 {
			end += closeSemi
		}
		e.line("%s = %s%s", r, carried[k], end)
	}
	return nil
}

// vecScopeLoopAttr marks an scf.for whose induction variable PyAsc declares uint16_t.
const vecScopeLoopAttr = "asc.vec_scope_loop"

func emitIf(e *Emitter, op *ir.Operation) error {
	closeSemi := e.takeWhileStmt()
	results, err := e.declareResults(op)
	if err != nil {
		return err
	}
	e.line("if (%s) {", e.name(op.Operand(0)))
	if err := e.emitRegionBody(op.Region(0), results); err != nil {
		return err
	}
	// An else region is written whenever the op has one, even one holding only a yield.
	if els := op.Region(1); !els.Empty() {
		e.line("} else {")
		if err := e.emitRegionBody(els, results); err != nil {
			return err
		}
	}
	e.line("}" + closeSemi)
	return nil
}

// emitWhile emits `while (true)` with the before region at the top of the loop, its
// condition as an early exit that hands the condition's arguments to the results, then
// the after region, whose yield feeds the before region's arguments.
func emitWhile(e *Emitter, op *ir.Operation) error {
	results, err := e.declareResults(op)
	if err != nil {
		return err
	}
	before, after := op.Region(0).Front(), op.Region(1).Front()
	if before == nil || after == nil || before.NumArgs() != op.NumOperands() {
		return ir.OpError(op, "malformed while loop")
	}
	carried := make([]string, before.NumArgs())
	for i, a := range before.Args() {
		n, err := e.decl(a, e.name(op.Operand(i)))
		if err != nil {
			return err
		}
		carried[i] = n
	}
	e.line("while (true) {")
	e.indent++
	if err := e.emitWhileBlock(before); err != nil {
		return err
	}
	cond := before.Last()
	if cond == nil || cond.Name() != scf.OpCondition || cond.NumOperands() != 1+len(results) {
		return ir.OpError(op, "while loop without a matching scf.condition")
	}
	args := cond.Operands()[1:]
	e.line("if (!%s) {", e.name(cond.Operand(0)))
	e.indent++
	if err := e.assign(cond, results, args); err != nil {
		return err
	}
	e.line("break;")
	e.indent--
	e.line("};")
	if after.NumArgs() != len(args) {
		return ir.OpError(op, "while loop regions disagree on the carried values")
	}
	for i, a := range after.Args() {
		if _, err := e.decl(a, e.name(args[i])); err != nil {
			return err
		}
	}
	if err := e.emitWhileBlock(after); err != nil {
		return err
	}
	if y := after.Last(); y != nil && y.HasTrait(ir.TraitTerminator) {
		if err := e.assign(y, carried, y.Operands()); err != nil {
			return err
		}
	}
	e.indent--
	e.line("};")
	return nil
}

func emitIndexSwitch(e *Emitter, op *ir.Operation) error {
	closeSemi := e.takeWhileStmt()
	results, err := e.declareResults(op)
	if err != nil {
		return err
	}
	cases, _ := op.Attr("cases").(*ir.DenseArrayAttr)
	if cases == nil || len(cases.Ints) != op.NumRegions()-1 {
		return ir.OpError(op, "switch cases do not match its regions")
	}
	e.line("switch(%s) {", e.name(op.Operand(0)))
	for i, c := range cases.Ints {
		e.line("case %d: {", c)
		if err := e.emitRegionBody(op.Region(1+i), results); err != nil {
			return err
		}
		e.line("} break;")
	}
	e.line("default: {")
	if err := e.emitRegionBody(op.Region(0), results); err != nil {
		return err
	}
	e.line("}")
	e.line("}" + closeSemi)
	return nil
}

func emitExecuteRegion(e *Emitter, op *ir.Operation) error {
	results, err := e.declareResults(op)
	if err != nil {
		return err
	}
	e.line("{")
	if err := e.emitRegionBody(op.Region(0), results); err != nil {
		return err
	}
	e.line("}")
	return nil
}

// emitWhileBlock emits the ops of a while region but its terminator. PyAsc ends every
// statement there with `;`, the structured ones included, which then close with `};`.
func (e *Emitter) emitWhileBlock(b *ir.Block) error {
	for op := b.First(); op != nil; op = op.Next() {
		if op == b.Last() && op.HasTrait(ir.TraitTerminator) {
			break
		}
		e.whileStmt = true
		err := e.emitOp(op)
		e.whileStmt = false
		if err != nil {
			return err
		}
	}
	return nil
}

// takeWhileStmt returns the text after the closing brace of a structured op: ";" when
// the op is a statement of a while region, "" otherwise; ops nested in it do not inherit
// that.
func (e *Emitter) takeWhileStmt() string {
	if e.whileStmt {
		e.whileStmt = false
		return ";"
	}
	return ""
}
