package passes

import (
	"github.com/ascend-toolchain/asc/ir"
)

// constFolder keeps one constant per (dialect, value, type) in each isolated region's entry
// block, as MLIR's OperationFolder does: known constants move to the front of that block
// and duplicates are replaced by the first.
type constFolder struct {
	ctx    *ir.Context
	scopes map[*ir.Region]map[string]*ir.Operation
	owned  map[*ir.Operation]bool
}

func newConstFolder(ctx *ir.Context) *constFolder {
	return &constFolder{ctx: ctx, scopes: map[*ir.Region]map[string]*ir.Operation{}, owned: map[*ir.Operation]bool{}}
}

// insertionRegion is the closest region whose parent is isolated from above.
func insertionRegion(op *ir.Operation) *ir.Region {
	r := op.ParentRegion()
	for r != nil {
		p := r.ParentOp()
		if p == nil || p.HasTrait(ir.TraitIsolatedFromAbove) {
			return r
		}
		r = p.ParentRegion()
	}
	return nil
}

// insert records constant op; it returns false when op was a duplicate and got replaced.
func (f *constFolder) insert(op *ir.Operation, rw *ir.Rewriter) bool {
	region := insertionRegion(op)
	if region == nil || region.Empty() {
		return true
	}
	val := ConstantValue(op.Result(0))
	if val == nil {
		return true
	}
	key := op.Info().Name + "|" + ir.AttrString(val) + "|" + ir.TypeString(op.Result(0).Type())
	scope := f.scopes[region]
	if scope == nil {
		scope = map[string]*ir.Operation{}
		f.scopes[region] = scope
	}
	if existing := scope[key]; existing != nil && existing != op {
		rw.ReplaceOp(op, existing.Results())
		return false
	}
	entry := region.Front()
	if op.Block() != entry || (entry.First() != op && !f.owned[op.Prev()]) {
		op.MoveBefore(entry.First())
	}
	scope[key] = op
	f.owned[op] = true
	return true
}

func (f *constFolder) forget(op *ir.Operation) {
	if !f.owned[op] {
		return
	}
	delete(f.owned, op)
	for _, scope := range f.scopes {
		for k, v := range scope {
			if v == op {
				delete(scope, k)
			}
		}
	}
}
