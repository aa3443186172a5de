package ir

import (
	"fmt"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
)

// Verify checks the op and everything nested in it: structure, traits, op verifiers, SSA
// dominance and symbol uniqueness. It returns the first failure as a *Diagnostic.
func Verify(op *Operation) error {
	v := &verifier{pre: verifyIsolatedChildren(op), root: op}
	return v.verifyOp(op)
}

// VerifySequential is Verify on the calling goroutine alone: a caller that recovers from
// a panic in a verifier (the language server, which must outlive bugs) can then catch it.
func VerifySequential(op *Operation) error {
	v := &verifier{root: op}
	return v.verifyOp(op)
}

type verifier struct {
	dom map[*Region]*domInfo
	// pre holds the results for op's isolated-from-above children, verified in parallel
	// beforehand; the sequential walk uses them in place, so the first failure reported
	// is the same as without parallelism.
	pre map[*Operation]preVerified
	// root is the op verification started from: like an isolated-from-above op, it checks
	// the dominance of everything inside it once the structure is verified.
	root *Operation
}

// preVerified is the outcome of verifying an isolated child in parallel: its first
// failure.
type preVerified struct {
	err error
}

// verifyIsolatedChildren verifies the isolated-from-above ops directly inside op (the
// functions of a module) on all cores. Nothing inside such an op can see values from
// outside it, so their checks are independent.
func verifyIsolatedChildren(op *Operation) map[*Operation]preVerified {
	workers := runtime.GOMAXPROCS(0)
	if workers < 2 {
		return nil
	}
	var kids []*Operation
	for _, r := range op.regs() {
		for b := r.first; b != nil; b = b.next {
			for o := b.first; o != nil; o = o.next {
				if isolatedWithRegions(o) {
					kids = append(kids, o)
				}
			}
		}
	}
	if len(kids) < 2 {
		return nil
	}
	res := make([]preVerified, len(kids))
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < min(workers, len(kids)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= len(kids) {
					return
				}
				kv := &verifier{root: kids[i]}
				res[i].err = kv.verifyOp(kids[i])
			}
		}()
	}
	wg.Wait()
	pre := make(map[*Operation]preVerified, len(kids))
	for i, k := range kids {
		pre[k] = res[i]
	}
	return pre
}

// isolatedWithRegions reports a registered isolated-from-above op with regions: one
// whose contents verify on their own (in parallel beforehand, after their block's other
// ops, and with dominance checked by the op itself).
func isolatedWithRegions(o *Operation) bool {
	return o.info.Registered && o.info.Traits&TraitIsolatedFromAbove != 0 && len(o.regs()) > 0
}

func (v *verifier) verifyOp(op *Operation) error {
	for i := range op.operandArr() {
		if op.operandArr()[i].val == nil {
			return OpError(op, "null operand found")
		}
	}
	if op.NumSuccessors() > 0 && op.block != nil && op.block.last != op {
		// MLIR checks this for every op, registered or not, before its traits; emitted on
		// the op, it carries the op note.
		return Errorf(op.Loc(), "operation with block successors must terminate its parent block").AtOp(op)
	}
	info := op.info
	if d := info.Owner; !info.Registered && d != nil && d.Closed {
		return Errorf(op.Loc(), "unregistered operation '%s' found in dialect ('%s') that does not allow unknown operations", info.Name, d.Name).AtOp(op)
	}
	if info.Registered {
		if err := v.verifyEntry(op); err != nil {
			return err
		}
	}
	for _, r := range op.regs() {
		// For every op, registered or not, before its regions' contents (no op note).
		if r.n > 0 && r.first.HasPredecessors() {
			return Errorf(op.Loc(), "entry block of region may not have predecessors")
		}
	}
	for _, r := range op.regs() {
		for bi, b := 0, r.first; b != nil; bi, b = bi+1, b.next {
			if err := v.verifyBlock(op, r, b, bi); err != nil {
				return err
			}
		}
	}
	if info.Registered && info.Traits&TraitIsolatedFromAbove != 0 {
		if err := verifyIsolated(op); err != nil {
			return err
		}
	}
	// The SymbolTable trait (unique names) comes before the op's own region checks,
	// where a table's symbol uses are verified.
	if info.Traits&TraitSymbolTable != 0 {
		if err := verifySymbolTable(op); err != nil {
			return err
		}
	}
	if info.Registered && info.VerifyRegions != nil {
		if err := info.VerifyRegions(op); err != nil {
			return err
		}
	}
	// As in MLIR, dominance is a second pass over a whole isolated-from-above op (or the
	// root), once the structure of everything in it is verified.
	if op == v.root || info.Registered && info.Traits&TraitIsolatedFromAbove != 0 {
		return v.verifyDominanceUnder(op)
	}
	return nil
}

func (v *verifier) verifyBlock(parent *Operation, r *Region, b *Block, index int) error {
	for _, a := range b.args {
		if a.argBlock() != b {
			return OpError(parent, "block argument not owned by block")
		}
	}
	// MLIR's mayBeValidWithoutTerminator: only the one block of a region of an op that
	// has (or, unregistered, might have) NoTerminator may end without a terminator.
	needsTerminator := r.n != 1 || parent.info.Registered && parent.info.Traits&TraitNoTerminator == 0
	if b.first == nil {
		if needsTerminator {
			// MLIR reports this at the op without naming it.
			return Errorf(parent.Loc(), "empty block: expect at least a terminator")
		}
		return nil
	}
	// As MLIR does, the ops with isolated-from-above regions (a module's functions) are
	// verified once the block's other ops are: a broken op after a broken function is
	// the error reported.
	var isolated []*Operation
	for o := b.first; o != nil; o = o.next {
		if o.block != b {
			return OpError(o, "operation not in its parent block list")
		}
		if isolatedWithRegions(o) {
			isolated = append(isolated, o)
			continue
		}
		if err := v.verifyInBlock(o); err != nil {
			return err
		}
	}
	for _, o := range isolated {
		if err := v.verifyInBlock(o); err != nil {
			return err
		}
	}
	last := b.last
	if needsTerminator && last.info.Registered && last.info.Traits&TraitTerminator == 0 {
		return Errorf(last.Loc(), "block with no terminator, has %s", opInMessage(last)).AtOp(last)
	}
	for _, s := range last.succs() {
		if s.parent != r {
			return OpError(last, "branching to block of a different region")
		}
	}
	return nil
}

// verifyInBlock verifies o (or takes its result from the parallel pre-verification) and
// that a terminator ends its block.
func (v *verifier) verifyInBlock(o *Operation) error {
	if res, done := v.pre[o]; done {
		if res.err != nil {
			return res.err
		}
	} else if err := v.verifyOp(o); err != nil {
		return err
	}
	if o.next != nil && o.info.Registered && o.info.Traits&TraitTerminator != 0 {
		return OpError(o, "must be the last operation in the parent block")
	}
	return nil
}

// ValueSummary spells a value as MLIR streams one into a diagnostic: its defining op in
// generic form, or `<block argument> of type 'T' at index: N`.
func ValueSummary(v *Value) string {
	if def := v.DefiningOp(); def != nil {
		return opSummary(def)
	}
	return fmt.Sprintf("<block argument> of type '%s' at index: %d", TypeString(v.Type()), v.Index())
}

// opSummary prints op as MLIR's diagnostics do: generic form, with values numbered in the
// scope of its nearest isolated-from-above ancestor (so operands keep their %argN names).
func opSummary(op *Operation) string { return opSummaryWith(op, PrintOptions{Generic: true}) }

// opInMessage is an op streamed into a diagnostic's message: opSummary, on a line of its
// own when it takes several (an op with regions), as MLIR's Diagnostic::appendOp does.
func opInMessage(op *Operation) string {
	s := opSummary(op)
	if strings.Contains(s, "\n") {
		return "\n" + s
	}
	return s
}

func opSummaryWith(op *Operation, opts PrintOptions) string {
	p := NewPrinter(nil, opts)
	scope := op
	for scope.ParentOp() != nil && scope.info.Traits&TraitIsolatedFromAbove == 0 {
		scope = scope.ParentOp()
	}
	p.names = newNameState(scope, true, true, opts.ValueUsers)
	p.printOp(op)
	return p.String()
}

// verifyEntry runs the checks of a registered op that precede its nested blocks, in
// MLIR's order (see OpInfo.VerifyCounts).
func (v *verifier) verifyEntry(op *Operation) error {
	info := op.info
	if info.VerifyCounts != nil {
		if err := info.VerifyCounts(op); err != nil {
			return err
		}
	}
	if err := verifyStructuralTraits(op); err != nil {
		return err
	}
	if info.VerifyInvariants != nil {
		if err := info.VerifyInvariants(op); err != nil {
			return err
		}
	}
	if err := verifyOtherTraits(op); err != nil {
		return err
	}
	if info.Verify != nil {
		return info.Verify(op)
	}
	return nil
}

func verifyStructuralTraits(op *Operation) error {
	if ps := op.info.Parents; len(ps) > 0 {
		parent := op.ParentOp()
		ok := false
		for _, name := range ps {
			if parent != nil && parent.info.Name == name {
				ok = true
				break
			}
		}
		if !ok {
			if len(ps) == 1 {
				return OpError(op, "expects parent op '%s'", ps[0])
			}
			return OpError(op, "expects parent op to be one of '%s'", strings.Join(ps, ", "))
		}
	}
	if op.info.Traits&TraitSingleBlock != 0 {
		for i, r := range op.regs() {
			if r.n > 1 {
				return OpError(op, "expects region #%d to have 0 or 1 blocks", i)
			}
			if r.n == 1 && r.first.first == nil && op.info.Traits&TraitNoTerminator == 0 {
				return OpError(op, "expects a non-empty block")
			}
		}
	}
	if op.info.Traits&TraitNoRegionArguments != 0 {
		for i, r := range op.regs() {
			if r.n == 0 || len(r.first.args) == 0 {
				continue
			}
			if len(op.regs()) > 1 {
				return OpError(op, "region #%d should have no arguments", i)
			}
			return OpError(op, "region should have no arguments")
		}
	}
	return nil
}

func verifyOtherTraits(op *Operation) error {
	t := op.info.Traits
	if t&TraitTerminator != 0 && op.block != nil && op.block.last != op {
		return OpError(op, "must be the last operation in the parent block")
	}
	if t&TraitSymbol != 0 {
		if err := verifySymbolOp(op); err != nil {
			return err
		}
	}
	if t&TraitSameOperandsAndResultType != 0 {
		return verifySameOperandsAndResultType(op)
	}
	return nil
}

// verifySameOperandsAndResultType is MLIR's SameOperandsAndResultType trait: every
// operand and result has the first result's element type and a shape compatible with it
// (a dynamic or unranked size matches any), and a ranked tensor's encoding. Types that
// differ only in such sizes pass here and are refused by the inferred-type check of the
// op (see opdef), as MLIR's InferTypeOpInterface does.
func verifySameOperandsAndResultType(op *Operation) error {
	if op.NumOperands() < 1 {
		return OpError(op, "expected 1 or more operands, but found %d", op.NumOperands())
	}
	if op.NumResults() < 1 {
		return OpError(op, "expected 1 or more results, but found %d", op.NumResults())
	}
	ref := op.resultArr()[0].typ
	elem := ElementTypeOrSelf(ref)
	var enc Attribute
	if rt, ok := ref.(*TensorType); ok {
		enc = rt.Encoding
	}
	check := func(t Type) error {
		if !builtinShaped(t) || !builtinShaped(ref) {
			// A dialect's shaped type (a tile) carries more than a shape (its address
			// space): it must be the type itself, or the custom form, which spells one
			// type, would not read back what the verifier accepted.
			if !TypeEqual(t, ref) {
				return OpError(op, "requires the same type for all operands and results")
			}
			return nil
		}
		if !TypeEqual(ElementTypeOrSelf(t), elem) || !compatibleShape(t, ref) {
			return OpError(op, "requires the same type for all operands and results")
		}
		if enc != nil {
			if rt, ok := t.(*TensorType); ok && !AttrEqual(rt.Encoding, enc) {
				return OpError(op, "requires the same encoding for all operands and results")
			}
		}
		return nil
	}
	for i := 1; i < op.NumResults(); i++ {
		if err := check(op.resultArr()[i].typ); err != nil {
			return err
		}
	}
	for _, v := range op.Operands() {
		if err := check(v.typ); err != nil {
			return err
		}
	}
	return nil
}

// builtinShaped reports whether t is a scalar or one of the builtin shaped types, whose
// shapes MLIR's compatibility rules were written for.
func builtinShaped(t Type) bool {
	switch t.(type) {
	case *TensorType, *UnrankedTensorType, *VectorType, *MemRefType, *UnrankedMemRefType:
		return true
	}
	_, shaped := t.(ShapedType)
	return !shaped
}

// compatibleShape is MLIR's verifyCompatibleShape of two types: both shaped or neither;
// an unranked one matches any shaped type; ranked ones share the rank, and each pair of
// sizes is equal or has a dynamic one.
func compatibleShape(a, b Type) bool {
	as, aok := a.(ShapedType)
	bs, bok := b.(ShapedType)
	if !aok || !bok {
		return aok == bok
	}
	if !as.Ranked() || !bs.Ranked() {
		return true
	}
	x, y := as.Shape(), bs.Shape()
	if len(x) != len(y) {
		return false
	}
	for i := range x {
		if x[i] != y[i] && x[i] != Dynamic && y[i] != Dynamic {
			return false
		}
	}
	return true
}

// verifySymbolOp is MLIR's SymbolOpInterface check, run with the op's traits before its
// own verifier: the name, the visibility, no public declaration (a function-like op whose
// body is empty), and a parent that is a symbol table (or an op no dialect defines).
func verifySymbolOp(op *Operation) error {
	name := op.Attr("sym_name")
	if name == nil && op.info.Traits&TraitOptionalSymbol != 0 {
		return nil
	}
	if _, ok := name.(*StringAttr); !ok {
		return OpError(op, "requires string attribute 'sym_name'")
	}
	vis := "public"
	if a := op.Attr("sym_visibility"); a != nil {
		s, ok := a.(*StringAttr)
		if !ok {
			return OpError(op, "requires visibility attribute 'sym_visibility' to be a string attribute, but got %s", AttrString(a))
		}
		if s.Value != "public" && s.Value != "private" && s.Value != "nested" {
			return OpError(op, `visibility expected to be one of ["public", "private", "nested"], but got "%s"`, s.Value)
		}
		vis = s.Value
	}
	if vis == "public" && op.info.Traits&TraitDeclaredByEmptyBody != 0 && len(op.regs()) > 0 && op.regs()[0].n == 0 {
		return OpError(op, "symbol declaration cannot have public visibility")
	}
	if parent := op.ParentOp(); parent != nil && parent.info.Registered && parent.info.Traits&TraitSymbolTable == 0 {
		return OpError(op, "symbol's parent must have the SymbolTable trait")
	}
	return nil
}

// verifyIsolated checks that no op nested in op uses a value defined outside it. Nested
// isolated ops are not entered: they check themselves, and their values stay inside them.
func verifyIsolated(op *Operation) error {
	var check func(r *Region) error
	check = func(r *Region) error {
		for b := r.first; b != nil; b = b.next {
			for n := b.first; n != nil; n = n.next {
				for i := range n.operandArr() {
					v := n.operandArr()[i].val
					if v == nil || !definedWithin(v, op) {
						d := OpError(n, "using value defined outside the region")
						d.Note(op.Loc(), "required by region isolation constraints")
						return d
					}
				}
				if n.info.Traits&TraitIsolatedFromAbove != 0 {
					continue
				}
				for _, nr := range n.regs() {
					if err := check(nr); err != nil {
						return err
					}
				}
			}
		}
		return nil
	}
	for _, r := range op.regs() {
		if err := check(r); err != nil {
			return err
		}
	}
	return nil
}

// definedWithin reports whether v is defined in a region nested in op.
func definedWithin(v *Value, op *Operation) bool {
	b := v.ParentBlock()
	for b != nil && b.parent != nil {
		owner := b.parent.parent
		if owner == op {
			return true
		}
		if owner == nil {
			return false
		}
		b = owner.block
	}
	return false
}

func verifySymbolTable(op *Operation) error {
	if len(op.regs()) == 0 || op.regs()[0].n == 0 {
		return nil
	}
	seen := map[string]*Operation{}
	for o := op.regs()[0].first.first; o != nil; o = o.next {
		name, ok := o.Attr("sym_name").(*StringAttr)
		if !ok {
			continue
		}
		if prev, dup := seen[name.Value]; dup {
			d := Errorf(o.Loc(), "redefinition of symbol named '%s'", name.Value).AtOp(o)
			d.Note(prev.Loc(), "see existing symbol definition here")
			return d
		}
		seen[name.Value] = o
	}
	return nil
}

// --- dominance ---

func (v *verifier) domFor(r *Region) *domInfo {
	if v.dom == nil {
		v.dom = map[*Region]*domInfo{}
	}
	if d, ok := v.dom[r]; ok {
		return d
	}
	d := reachableBlocks(r)
	v.dom[r] = d
	return d
}

// verifyDominanceUnder checks the operands of every op inside op against their
// definitions, not entering the isolated-from-above ops (they check their own), in the
// order of MLIR's walk: the ops of op's regions, then those nested in the last of them,
// and so on back to the first (a stack), which decides the failure reported.
func (v *verifier) verifyDominanceUnder(op *Operation) error {
	stack := []*Operation{op}
	for len(stack) > 0 {
		o := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, r := range o.regs() {
			if err := v.verifyDominance(r); err != nil {
				return err
			}
			for b := r.first; b != nil; b = b.next {
				for n := b.first; n != nil; n = n.next {
					if len(n.regs()) > 0 && !isolatedWithRegions(n) {
						stack = append(stack, n)
					}
				}
			}
		}
	}
	return nil
}

// verifyDominance checks the operands of the ops directly in r's blocks (nested regions are
// checked by verifyDominanceUnder's walk) against their definitions.
func (v *verifier) verifyDominance(r *Region) error {
	for bi, b := 0, r.first; b != nil; bi, b = bi+1, b.next {
		// The operands of ops directly in a block that the entry cannot reach are not
		// checked (mlir-opt 19 accepts `%a = arith.addi %a, %y` there, and folding
		// block arguments of a self-loop produces such uses); ops in their nested
		// regions still are.
		if bi > 0 && !isGraphRegion(r) && !v.domFor(r).isReachable(b) {
			continue
		}
		for o := b.first; o != nil; o = o.next {
			for i := range o.operandArr() {
				val := o.operandArr()[i].val
				if !v.dominates(val, o) {
					d := OpError(o, "operand #%d does not dominate this use", i)
					d.Msg = fmt.Sprintf("operand #%d does not dominate this use", i)
					noteDefinition(d, o, val)
					return d
				}
			}
		}
	}
	return nil
}

// noteDefinition tells, as MLIR does, where an operand that does not dominate its use
// by op is defined, relative to op.
func noteDefinition(d *Diagnostic, op *Operation, val *Value) {
	useRegion := op.block.parent
	if def := val.owner(); def != nil {
		switch defRegion := def.block.parent; {
		case def.block == op.block:
			d.Note(def.Loc(), "operand defined here (op in the same block)")
		case defRegion == useRegion:
			d.Note(def.Loc(), "operand defined here (op in the same region)")
		case properAncestor(defRegion, useRegion):
			d.Note(def.Loc(), "operand defined here (op in a parent region)")
		case properAncestor(useRegion, defRegion):
			d.Note(def.Loc(), "operand defined here (op in a child region)")
		default:
			d.Note(def.Loc(), "operand defined here (op is neither in a parent nor in a child region)")
		}
		return
	}
	b := val.argBlock()
	if b == nil {
		// A placeholder of the parser that nothing defined; the parser resolves or reports
		// every one, so this is only a guard against a crash in the message.
		d.Note(Unknown, "operand is defined by no op or block")
		return
	}
	var loc Location = Unknown
	if b.parent != nil && b.parent.parent != nil {
		loc = b.parent.parent.Loc()
	}
	if b.parent == nil {
		d.Note(loc, " (block without parent)")
		return
	}
	index := 0
	for x := b.parent.first; x != nil; x = x.next {
		if x == b {
			break
		}
		index++
	}
	where := "neither in a parent nor in a child region"
	switch {
	case b.parent == useRegion:
		where = "in the same region"
	case properAncestor(b.parent, useRegion):
		where = "in a parent region"
	case properAncestor(useRegion, b.parent):
		where = "in a child region"
	}
	d.Note(loc, "operand defined as a block argument (block #%d %s)", index, where)
}

// properAncestor reports whether region inner is nested (at any depth) inside outer.
func properAncestor(outer, inner *Region) bool {
	for r := inner; r != nil && r.parent != nil && r.parent.block != nil; {
		r = r.parent.block.parent
		if r == outer {
			return true
		}
	}
	return false
}

// dominates reports whether value val properly dominates its use by op.
func (v *verifier) dominates(val *Value, user *Operation) bool {
	defBlock := val.ParentBlock()
	if defBlock == nil {
		return false
	}
	defRegion := defBlock.parent
	// Find the ancestor of user that lives in defRegion.
	anc := user
	for anc != nil && (anc.block == nil || anc.block.parent != defRegion) {
		anc = anc.ParentOp()
	}
	if anc == nil {
		return false
	}
	// Graph regions (module bodies, unregistered parents) need no ordering.
	if isGraphRegion(defRegion) {
		return true
	}
	if anc.block == defBlock {
		if val.owner() == nil {
			return true
		}
		if anc == val.owner() {
			return false
		}
		return val.owner().IsBeforeInBlock(anc)
	}
	return v.domFor(defRegion).blockDominates(defBlock, anc.block)
}

// isGraphRegion says whether r's values need no order: the regions of graph-region ops
// (builtin.module) and of unregistered ops.
func isGraphRegion(r *Region) bool {
	p := r.parent
	return p != nil && (p.info.Traits&TraitGraphRegion != 0 || !p.info.Registered)
}

// DomTree is the dominator tree of a region's blocks.
type DomTree struct {
	d    *domInfo
	r    *Region
	kids map[*Block][]*Block // filled on the first Children call
}

// Dominators computes the dominator tree of r, as r's blocks are now.
func Dominators(r *Region) *DomTree { return &DomTree{d: computeDom(r), r: r} }

// Children returns the blocks immediately dominated by b, in region order. The lists of
// all blocks are made on the first call in one pass over the region: a scan of the region
// per call made walking the tree quadratic (cse took minutes on a 100,000-block chain).
func (t *DomTree) Children(b *Block) []*Block {
	if t.kids == nil {
		t.kids = map[*Block][]*Block{}
		for x := t.r.first; x != nil; x = x.next {
			if p := t.d.idomOf(x); p != nil && p != x {
				t.kids[p] = append(t.kids[p], x)
			}
		}
	}
	return t.kids[b]
}

// Dominates reports whether block a dominates block b.
func (t *DomTree) Dominates(a, b *Block) bool { return t.d.blockDominates(a, b) }
