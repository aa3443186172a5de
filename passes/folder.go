package passes

import (
	"math"
	"sync"

	"github.com/ascend-toolchain/asc/ir"
)

// constFolder keeps one constant per (dialect, value, type) in each insertion region, as
// MLIR's OperationFolder::insertKnownConstant does: a constant it has not seen before moves
// to the front of its insertion region's entry block unless it already sits in the run of
// constants it owns there, and later duplicates are replaced by the first. The greedy driver
// builds a fresh one every iteration.
type constFolder struct {
	ctx    *ir.Context
	rw     *ir.Rewriter
	scopes map[*ir.Region]map[constKey]*ir.Operation
	owned  map[*ir.Operation]bool
	types  map[ir.Type]string
	free   []map[constKey]*ir.Operation // emptied scope maps, reused by the next regions
}

// Every driver iteration of every function needs a folder: they are recycled, maps and all.
var folderPool = sync.Pool{New: func() any {
	return &constFolder{scopes: map[*ir.Region]map[constKey]*ir.Operation{}, owned: map[*ir.Operation]bool{},
		types: map[ir.Type]string{}}
}}

type constKey struct {
	dialect *ir.Dialect
	name    string // op name, for constants of unregistered ops
	// A scalar integer or float value is its kind ('i' or 'f'), bits and attribute type:
	// no string is built for the commonest constants, every iteration. Any other value
	// is its printed form (kind 0).
	kind     byte
	bits     uint64
	attrType string
	value    string
	typ      string
}

func newConstFolder(ctx *ir.Context, rw *ir.Rewriter) *constFolder {
	f := folderPool.Get().(*constFolder)
	f.ctx, f.rw = ctx, rw
	return f
}

// release empties the folder and returns it to the pool; it must not be used afterwards.
func (f *constFolder) release() {
	for _, m := range f.scopes {
		clear(m)
		f.free = append(f.free, m)
	}
	clear(f.scopes)
	clear(f.owned)
	f.ctx, f.rw = nil, nil
	folderPool.Put(f)
}

// typeKey renders t once per type object.
func (f *constFolder) typeKey(t ir.Type) string {
	s, ok := f.types[t]
	if !ok {
		s = ir.TypeString(t)
		f.types[t] = s
	}
	return s
}

// setValue identifies an attribute value in k; scalars skip the printer.
func (f *constFolder) setValue(k *constKey, a ir.Attribute) {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		if a.Big == nil {
			k.kind, k.bits, k.attrType = 'i', uint64(a.Value), f.typeKey(a.Type)
			return
		}
	case *ir.FloatAttr:
		k.kind, k.bits, k.attrType = 'f', math.Float64bits(a.Value), f.typeKey(a.Type)
		if ir.IsWide(a.Type) {
			k.value = a.Hex // the value when the float64 does not hold it
		}
		return
	}
	k.value = ir.AttrString(a)
}

// InsertionRegion is where the folder puts op's constants: the closest enclosing region
// whose parent op is isolated from above, unregistered, or at the top level.
func InsertionRegion(op *ir.Operation) *ir.Region { return InsertionRegionOf(op.ParentRegion()) }

// InsertionRegionOf is InsertionRegion for what region r holds (a block argument's
// constants, say).
func InsertionRegionOf(r *ir.Region) *ir.Region {
	for r != nil {
		p := r.ParentOp()
		if p == nil || !p.IsRegistered() || p.HasTrait(ir.TraitIsolatedFromAbove) || p.IsFoldBarrier() || p.Block() == nil {
			return r
		}
		r = p.ParentRegion()
	}
	return nil
}

// insert records constant op; it returns false when op was a duplicate and got replaced.
func (f *constFolder) insert(op *ir.Operation) bool {
	if f.owned[op] {
		b := op.Block()
		if b.First() != op && !f.owned[op.Prev()] {
			op.MoveBefore(b.First())
			op.SetLoc(ir.Unknown)
		}
		return true
	}
	val := ir.ConstantValue(op.Result(0))
	if val == nil {
		return true
	}
	region := InsertionRegion(op)
	if region == nil || region.Empty() {
		return true
	}
	key := constKey{dialect: op.Info().Dialect, typ: f.typeKey(op.Result(0).Type())}
	f.setValue(&key, val)
	if key.dialect == nil {
		key.name = op.Name()
	}
	scope := f.scopes[region]
	if scope == nil {
		if n := len(f.free); n > 0 {
			scope, f.free = f.free[n-1], f.free[:n-1]
		} else {
			scope = map[constKey]*ir.Operation{}
		}
		f.scopes[region] = scope
	}
	if existing := scope[key]; existing != nil {
		f.rw.ReplaceOp(op, existing.Results())
		// The survivor stands for both, so it keeps neither location (as in MLIR 19).
		existing.SetLoc(ir.Unknown)
		return false
	}
	entry := region.Front()
	if op.Block() != entry || (entry.First() != op && !f.owned[op.Prev()]) {
		// A hoisted constant no longer stands where its location says (MLIR 19 erases
		// the location of a constant the folder moves).
		op.MoveBefore(entry.First())
		op.SetLoc(ir.Unknown)
	}
	scope[key] = op
	f.owned[op] = true
	return true
}
