package transforms

import (
	"github.com/ascend-toolchain/asc/dialect/affine"
	"github.com/ascend-toolchain/asc/dialect/emitc"
	"github.com/ascend-toolchain/asc/dialect/fn"
	"github.com/ascend-toolchain/asc/dialect/memref"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
)

// The region control flow remove-dead-values follows, for the ops that have MLIR's
// RegionBranchOpInterface among our dialects (scf.for, scf.if, scf.while,
// scf.execute_region, scf.index_switch, memref.alloca_scope, affine.if). A point is the op itself
// (rbParent: entering from its operands, or leaving to its results) or one of its
// regions (leaving through that region's terminator). Ops outside this list are opaque:
// their operands live when the op has effects or a live result, their regions are
// entered, and terminators inside them keep their operands.

const rbParent = -1

// rbEdge is one control-flow edge: values at positions From of the source (operands of
// the op, or of the region's terminator) reach the inputs of To (the op's results, or
// arguments of region To's entry block).
type rbEdge struct {
	To   int
	From []int       // operand positions of the source
	In   []*ir.Value // the successor's inputs, one per From
}

// rdvRegionBranch are the op kinds isRegionBranch admits.
var rdvRegionBranch = map[string]bool{scf.OpFor: true, scf.OpIf: true, scf.OpWhile: true,
	scf.OpExecuteRegion: true, scf.OpIndexSwitch: true, memref.OpAllocaScope: true, affine.OpIf: true}

func isRegionBranch(op *ir.Operation) bool {
	return rdvRegionBranch[op.Name()] && op.IsRegistered()
}

// RegionBranchModel reports whether the dead-code analysis (sccp, int-range passes) and
// remove-dead-values follow the region control flow of op kind name as MLIR's
// RegionBranchOpInterface describes it, rather than treating the op as opaque
// (test/odsparity compares this with LLVM 19's op definitions).
func RegionBranchModel(name string) (deadCode, removeDeadValues bool) {
	return rdvRegionBranch[name] || name == emitc.OpIf, rdvRegionBranch[name]
}

// regionTerm is the terminator of region r's entry block, nil for an empty region.
func regionTerm(r *ir.Region) *ir.Operation {
	if r.Empty() {
		return nil
	}
	return r.Front().Terminator()
}

func span(lo, hi int) []int {
	out := make([]int, 0, hi-lo)
	for i := lo; i < hi; i++ {
		out = append(out, i)
	}
	return out
}

// regionInputs are the entry arguments of region r that receive forwarded values
// (all of them but scf.for's induction variable).
func regionInputs(op *ir.Operation, r int) []*ir.Value {
	reg := op.Region(r)
	if reg.Empty() {
		return nil
	}
	args := reg.Front().Args()
	if op.Name() == scf.OpFor && len(args) > 0 {
		return args[1:]
	}
	return args
}

// edgeTo builds the edge to succ carrying the source's operands from index lo on.
func edgeTo(op *ir.Operation, succ, lo, nsrc int) rbEdge {
	var in []*ir.Value
	if succ == rbParent {
		in = op.Results()
	} else {
		in = regionInputs(op, succ)
	}
	n := min(len(in), nsrc-lo)
	return rbEdge{To: succ, From: span(lo, lo+max(n, 0)), In: in[:max(n, 0)]}
}

// rbEdges lists the edges leaving point (rbParent or a region index) of op, in the
// order of the op's getSuccessorRegions.
func rbEdges(op *ir.Operation, point int) []rbEdge {
	nsrc := op.NumOperands()
	if point != rbParent {
		t := regionTerm(op.Region(point))
		if t == nil {
			return nil
		}
		nsrc = t.NumOperands()
	}
	switch op.Name() {
	case scf.OpFor:
		lo := 0
		if point == rbParent {
			lo = 3
		}
		return []rbEdge{edgeTo(op, 0, lo, nsrc), edgeTo(op, rbParent, lo, nsrc)}
	case scf.OpWhile:
		switch point {
		case rbParent:
			return []rbEdge{edgeTo(op, 0, 0, nsrc)}
		case 0:
			return []rbEdge{edgeTo(op, rbParent, 1, nsrc), edgeTo(op, 1, 1, nsrc)}
		default:
			return []rbEdge{edgeTo(op, 0, 0, nsrc)}
		}
	}
	// scf.if, scf.index_switch, scf.execute_region, memref.alloca_scope, affine.if: the
	// op enters its regions without values (an if with no else region may skip to its
	// results; affine.if's set is never evaluated, so both its regions may run);
	// each region's terminator yields the results.
	if point != rbParent {
		return []rbEdge{edgeTo(op, rbParent, 0, nsrc)}
	}
	var out []rbEdge
	for i, r := range op.Regions() {
		if r.Empty() {
			out = append(out, rbEdge{To: rbParent})
			continue
		}
		out = append(out, rbEdge{To: i})
	}
	return out
}

// forwardedFrom reports whether operand k of the source at point is forwarded.
func forwardedFrom(op *ir.Operation, point, k int) bool {
	for _, e := range rbEdges(op, point) {
		for _, f := range e.From {
			if f == k {
				return true
			}
		}
	}
	return false
}

// pointOfTerm is the region of op whose entry terminator is t, or -2.
func pointOfTerm(op, t *ir.Operation) int {
	for i, r := range op.Regions() {
		if regionTerm(r) == t {
			return i
		}
	}
	return -2
}

// funcLike reports whether op is a function whose signature remove-dead-values may
// shrink (MLIR's FunctionOpInterface among our dialects).
func funcLike(op *ir.Operation) bool {
	return (op.Name() == fn.OpFunc || op.Name() == emitc.OpFunc) && op.IsRegistered()
}

// isReturn reports a function's return.
func isReturn(op *ir.Operation) bool { return op.Name() == fn.OpReturn || op.Name() == emitc.OpReturn }
