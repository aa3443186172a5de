package transforms

import (
	"strings"

	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/asctile"
	"github.com/ascend-toolchain/asc/dialect/cf"
	"github.com/ascend-toolchain/asc/dialect/emitasc"
	"github.com/ascend-toolchain/asc/dialect/fn"
	"github.com/ascend-toolchain/asc/dialect/gpu"
	mathd "github.com/ascend-toolchain/asc/dialect/math"
	"github.com/ascend-toolchain/asc/dialect/memref"
	"github.com/ascend-toolchain/asc/dialect/mlirtest"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
)

// inlinerRule is what a dialect's inliner interface allows in LLVM 19. A dialect without
// an entry has no interface, and then nothing of it may be inlined: its ops block the
// callee they are in, its call ops are never inlined and calls inside its ops' regions
// stay. In LLVM 19 builtin (unrealized_conversion_cast) and emitc have no interface.
type inlinerRule struct {
	call   bool // its call ops may be replaced by the callee's body
	region bool // calls inside its ops' regions may be inlined there
	op     bool // its ops may be moved or copied into a caller
}

// inlinerRules is the table of dialects with an inliner interface. ascendc and emitasc get
// PyAsc's permissive interface, and asctile the one PyAsc defines (everything inlinable),
// as the asctile spec asks.
func inlinerRules() map[string]inlinerRule {
	all := inlinerRule{call: true, region: true, op: true}
	opsOnly := inlinerRule{op: true}
	withRegions := inlinerRule{region: true, op: true}
	return map[string]inlinerRule{
		fn.Name:     all,
		arith.Name:  opsOnly,
		mathd.Name:  opsOnly,
		cf.Name:     opsOnly,
		gpu.Name:    opsOnly,
		scf.Name:    withRegions,
		memref.Name: withRegions,
		// mlir-opt's test dialect lets any of its ops (unknown ones too) be inlined, and
		// code be inlined into their regions.
		mlirtest.Name: withRegions,
		ascendc.Name:  all,
		emitasc.Name:  all,
		asctile.Name:  all,
	}
}

func (in *inliner) rule(op *ir.Operation) inlinerRule {
	d := op.Info().Dialect
	if d == nil {
		// An unknown op of a dialect that allows them (test) has that dialect's interface.
		if name, _, ok := strings.Cut(op.Name(), "."); ok {
			if ld := in.ctx.Dialect(name); ld != nil && ld.AllowUnknownOps {
				d = ld
			}
		}
	}
	if d != nil {
		return in.rules[d.Name]
	}
	return inlinerRule{}
}

// legalBody reports whether every op of a callee body, nested ones included, may be inlined.
func (in *inliner) legalBody(r *ir.Region) bool {
	for _, b := range r.Blocks() {
		for o := b.First(); o != nil; o = o.Next() {
			if !in.rule(o).op {
				return false
			}
			for _, nr := range o.Regions() {
				if !in.legalBody(nr) {
					return false
				}
			}
		}
	}
	return true
}

// canInline checks what MLIR checks before touching the IR: matching arity and types (no
// dialect here materializes conversions), and the interfaces of the call, of the op
// holding the call and of every callee op.
func (in *inliner) canInline(call, callable *ir.Operation, src *ir.Region) bool {
	if src.Empty() || call.Block() == nil || call.Block().Parent() == nil {
		return false
	}
	entry := src.Front()
	args := callArgs(call)
	results := fn.FuncType(callable).Results
	if len(args) != entry.NumArgs() || call.NumResults() != len(results) {
		return false
	}
	for i, a := range args {
		if !ir.TypeEqual(a.Type(), entry.Arg(i).Type()) {
			return false
		}
	}
	for i, r := range call.Results() {
		if !ir.TypeEqual(r.Type(), results[i]) {
			return false
		}
	}
	if !in.rule(call).call || !in.rule(call.Block().ParentOp()).region || !in.legalBody(src) {
		return false
	}
	// A single block is inlined by forwarding its func.return operands; with anything else
	// ending it (MLIR would crash) the call stays.
	if src.NumBlocks() == 1 {
		t := entry.Last()
		if t == nil || t.Name() != fn.OpReturn || t.NumOperands() != call.NumResults() {
			return false
		}
	}
	return true
}

// inlineCall replaces rc's call by the callee body, cloned or (clone false) moved. The
// call's block is split after the call, the body's blocks go in between, and the entry
// block joins the call's block; a single-block body also absorbs the rest. The call
// itself is left for the caller to erase.
func (in *inliner) inlineCall(rc resolvedCall, clone bool) bool {
	call, src := rc.call, rc.target.region
	callable := src.ParentOp()
	if !in.canInline(call, callable, src) {
		return false
	}
	args := callArgs(call)
	resultTypes := fn.FuncType(callable).Results
	tmp := &ir.Region{}
	if clone {
		src.CloneInto(tmp, map[*ir.Value]*ir.Value{}, map[*ir.Block]*ir.Block{})
	} else {
		tmp.TakeBody(src)
	}
	blocks := append([]*ir.Block(nil), tmp.Blocks()...)
	entry := blocks[0]
	for i, a := range entry.Args() {
		a.ReplaceAllUsesWith(args[i])
	}
	for entry.NumArgs() > 0 {
		entry.EraseArg(entry.NumArgs() - 1)
	}
	callBlock := call.Block()
	region := callBlock.Parent()
	post := splitAfter(call)
	prev := callBlock
	for _, b := range blocks {
		tmp.RemoveBlock(b)
		region.InsertAfter(prev, b)
		prev = b
	}
	if loc := call.Loc(); !isUnknownLoc(loc) {
		remapLocations(blocks, loc)
	}
	in.collectInlinedCalls(blocks)
	if len(blocks) == 1 {
		ret := entry.Last()
		for i, r := range call.Results() {
			r.ReplaceAllUsesWith(ret.Operand(i))
		}
		ret.Erase()
		moveOps(post, entry)
		region.RemoveBlock(post)
	} else {
		for i, r := range call.Results() {
			r.ReplaceAllUsesWith(post.AddArg(resultTypes[i], call.Loc()))
		}
		for _, b := range blocks {
			in.branchOnReturn(b, post)
		}
	}
	moveOps(entry, callBlock)
	region.RemoveBlock(entry)
	return true
}

// branchOnReturn turns a func.return ending b into a cf.br to dest carrying the returned
// values (func's handleTerminator); other terminators stay.
func (in *inliner) branchOnReturn(b, dest *ir.Block) {
	t := b.Last()
	if t == nil || t.Name() != fn.OpReturn {
		return
	}
	bld := ir.NewBuilder(in.ctx)
	bld.SetInsertionPointBefore(t)
	bld.CreateState(&ir.OperationState{Name: cf.OpBr, Loc: t.Loc(), Operands: t.Operands(), Successors: []*ir.Block{dest}})
	t.Erase()
}

// collectInlinedCalls queues the calls the inlined blocks brought, attributed to the
// callable node that now holds them.
func (in *inliner) collectInlinedCalls(blocks []*ir.Block) {
	r := blocks[0].Parent()
	var node *cgNode
	for r != nil {
		if node = in.g.nodes[r]; node != nil {
			break
		}
		p := r.ParentOp()
		if p == nil {
			return
		}
		r = p.ParentRegion()
	}
	if node != nil {
		in.collectCalls(blocks, node, true)
	}
}

// splitAfter moves everything after op into a new block right after op's block.
func splitAfter(op *ir.Operation) *ir.Block {
	b := op.Block()
	if next := op.Next(); next != nil {
		return b.SplitBefore(next)
	}
	nb := ir.NewBlock()
	b.Parent().InsertAfter(b, nb)
	return nb
}

func moveOps(from, to *ir.Block) {
	for o := from.First(); o != nil; {
		next := o.Next()
		o.Remove()
		to.Append(o)
		o = next
	}
}

func isUnknownLoc(l ir.Location) bool {
	_, ok := l.(ir.UnknownLoc)
	return l == nil || ok
}

// remapLocations wraps the location of every inlined op, nested ones included, in
// callsite(original at call) (LLVM 19 nests callsites rather than flattening them; block
// argument locations are kept).
func remapLocations(blocks []*ir.Block, callLoc ir.Location) {
	for _, b := range blocks {
		for o := b.First(); o != nil; o = o.Next() {
			o.Walk(func(x *ir.Operation) bool {
				x.SetLoc(&ir.CallSiteLoc{Callee: x.Loc(), Caller: callLoc})
				return true
			})
		}
	}
}
