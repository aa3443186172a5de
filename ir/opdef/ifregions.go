package opdef

import "github.com/ascend-toolchain/asc/ir"

// Helpers of the if-like ops (scf.if, emitc.if, affine.if) and the other ops whose custom
// form may leave their single block's terminator implicit.

// EnsureTerminator ends r's block with an op named term (no operands; nRegions regions of
// one empty block each) when the custom form left the terminator out, as MLIR's
// implicit-terminator ops do while parsing; an empty region gets its block first.
func EnsureTerminator(ctx *ir.Context, r *ir.Region, term string, loc ir.Location, nRegions int) {
	if r.Empty() {
		r.AddBlock(&ir.Block{})
	}
	b := r.Front()
	if last := b.Last(); last != nil && last.HasTrait(ir.TraitTerminator) {
		return
	}
	st := &ir.OperationState{Name: term, Loc: loc}
	for i := 0; i < nRegions; i++ {
		st.AddRegion().AddBlock(&ir.Block{})
	}
	b.Append(ctx.CreateOp(st))
}

// ParseThenElse parses `region (else region)?` into two new regions of st, the then and
// else regions of an if-like op, each ended by an empty term where the form left it out
// (the else region stays empty when absent).
func ParseThenElse(p *ir.OpParser, st *ir.OperationState, term string) error {
	then := st.AddRegion()
	if err := p.ParseRegion(then, nil); err != nil {
		return err
	}
	EnsureTerminator(p.Context(), then, term, st.Location(), 0)
	els := st.AddRegion()
	if p.OptionalKeyword("else") {
		if err := p.ParseRegion(els, nil); err != nil {
			return err
		}
		EnsureTerminator(p.Context(), els, term, st.Location(), 0)
	}
	return nil
}

// IfBranch is the region control flow of an if-like op: from the op into the then region
// (0), and into the else region (1) or straight to the results when it has none; from
// either region to the results. The op's operands are not passed to the regions.
var IfBranch = RegionBranch{
	Successors: func(op *ir.Operation, point int) []RegionSuccessor {
		if point != Parent {
			return []RegionSuccessor{{Region: Parent, Inputs: op.ResultTypes()}}
		}
		out := []RegionSuccessor{{Region: 0}}
		if op.Region(1).Empty() {
			return append(out, RegionSuccessor{Region: Parent, Inputs: op.ResultTypes()})
		}
		return append(out, RegionSuccessor{Region: 1})
	},
	EntryOperands: func(*ir.Operation, RegionSuccessor) []ir.Type { return nil },
}
