package memref

import (
	"slices"
	"strconv"

	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

func itoa(v int64) string { return strconv.FormatInt(v, 10) }

// q quotes a type as MLIR diagnostics do.
func q(t ir.Type) string { return "'" + ir.TypeString(t) + "'" }

func isPow2(v int64) bool { return v > 0 && v&(v-1) == 0 }

// numSymbols is the number of symbols of the layout's affine map (a strided layout has one
// per dynamic stride or offset).
func numSymbols(t *ir.MemRefType) int {
	if m := layoutMap(t); m != nil {
		return m.NumSymbols
	}
	return 0
}

func verifyAlloc(op *ir.Operation) error {
	mt, ok := op.Result(0).Type().(*ir.MemRefType)
	if !ok {
		return ir.OpError(op, "result must be a memref")
	}
	seg, _ := op.Attr("operandSegmentSizes").(*ir.DenseArrayAttr)
	if seg == nil || len(seg.Ints) != 2 {
		return nil
	}
	if int(seg.Ints[0]) != countDynamic(mt.Dims) {
		return ir.OpError(op, "dimension operand count does not equal memref dynamic dimension count")
	}
	if int(seg.Ints[1]) != numSymbols(mt) {
		return ir.OpError(op, "symbol operand count does not equal memref symbol count: expected %d, got %d", numSymbols(mt), seg.Ints[1])
	}
	if op.Name() == OpAlloca && !hasAllocationScope(op) {
		return ir.OpError(op, "requires an ancestor op with AutomaticAllocationScope trait")
	}
	return nil
}

func hasAllocationScope(op *ir.Operation) bool {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.HasTrait(ir.TraitAutomaticAllocationScope) {
			return true
		}
	}
	return false
}

// identityLayout reports whether m's layout map is the identity: no layout, or a strided
// layout whose map is (d0) -> (d0), i.e. one dimension of stride 1 at offset 0.
func identityLayout(m *ir.MemRefType) bool {
	if m.Layout == nil {
		return true
	}
	s, ok := m.Layout.(*ir.StridedLayoutAttr)
	return ok && s.Offset == 0 && len(s.Strides) == 1 && s.Strides[0] == 1
}

func verifyRealloc(op *ir.Operation) error {
	src, _ := op.Operand(0).Type().(*ir.MemRefType)
	res, _ := op.Result(0).Type().(*ir.MemRefType)
	if src == nil || res == nil {
		return nil
	}
	if !identityLayout(src) {
		return opErr(op, "unsupported layout for source memref type %s", q(src))
	}
	if !identityLayout(res) {
		return opErr(op, "unsupported layout for result memref type %s", q(res))
	}
	if !ir.AttrEqual(src.MemSpace, res.MemSpace) {
		return opErr(op, "different memory spaces specified for source memref type %s and result memref type %s", q(src), q(res))
	}
	if !ir.TypeEqual(src.Elem, res.Elem) {
		return opErr(op, "different element types specified for source memref type %s and result memref type %s", q(src), q(res))
	}
	hasSize := op.NumOperands() > 1
	if res.Dims[0] == ir.Dynamic && !hasSize {
		return opErr(op, "missing dimension operand for result type %s", q(res))
	}
	if res.Dims[0] != ir.Dynamic && hasSize {
		return opErr(op, "unnecessary dimension operand for result type %s", q(res))
	}
	return nil
}

// verifyAccess checks a load or store: one index per dimension, and the value of the
// memref's element type.
func verifyAccess(op *ir.Operation, m *ir.Value, elem ir.Type, nIndices int, what string) error {
	mt, ok := m.Type().(*ir.MemRefType)
	if !ok {
		return nil
	}
	if !ir.TypeEqual(mt.Elem, elem) {
		if what == "load" {
			return ir.OpError(op, "failed to verify that result type matches element type of 'memref'")
		}
		return ir.OpError(op, "failed to verify that type of 'value' matches element type of 'memref'")
	}
	if len(mt.Dims) != nIndices && what == "store" {
		return ir.OpError(op, "store index operand count not equal to memref rank")
	}
	if len(mt.Dims) != nIndices {
		return ir.OpError(op, "incorrect number of indices for %s, expected %d but got %d", what, len(mt.Dims), nIndices)
	}
	return nil
}

func verifyAssumeAlignment(op *ir.Operation) error {
	if a, ok := op.Attr("alignment").(*ir.IntegerAttr); ok && !isPow2(a.Value) {
		return ir.OpError(op, "alignment must be power of 2")
	}
	return nil
}

func verifyCopy(op *ir.Operation) error {
	a, b := op.Operand(0).Type(), op.Operand(1).Type()
	am, aok := a.(*ir.MemRefType)
	bm, bok := b.(*ir.MemRefType)
	if aok && bok {
		if len(am.Dims) != len(bm.Dims) {
			return ir.OpError(op, "requires the same shape for all operands")
		}
		for i := range am.Dims {
			if am.Dims[i] != ir.Dynamic && bm.Dims[i] != ir.Dynamic && am.Dims[i] != bm.Dims[i] {
				return ir.OpError(op, "requires the same shape for all operands")
			}
		}
	}
	if !ir.TypeEqual(elemOf(a), elemOf(b)) {
		return ir.OpError(op, "requires the same element type for all operands")
	}
	return nil
}

func elemOf(t ir.Type) ir.Type {
	switch m := t.(type) {
	case *ir.MemRefType:
		return m.Elem
	case *ir.UnrankedMemRefType:
		return m.Elem
	}
	return t
}

func memSpaceOf(t ir.Type) ir.Attribute {
	switch m := t.(type) {
	case *ir.MemRefType:
		return m.MemSpace
	case *ir.UnrankedMemRefType:
		return m.MemSpace
	}
	return nil
}

// castCompatible is memref.cast's rule: same element type and memory space, ranked to
// ranked with sizes, strides and offset agreeing where both are static, or a ranked/unranked
// change (never unranked to unranked).
func castCompatible(a, b ir.Type) bool {
	am, aok := a.(*ir.MemRefType)
	bm, bok := b.(*ir.MemRefType)
	if aok && bok {
		if !ir.TypeEqual(am.Elem, bm.Elem) {
			return false
		}
		if !ir.AttrEqual(am.Layout, bm.Layout) {
			as, ao, ok1 := ir.StridesAndOffset(am)
			bs, bo, ok2 := ir.StridesAndOffset(bm)
			if !ok1 || !ok2 || len(as) != len(bs) || !dynCompatible(ao, bo) {
				return false
			}
			for i := range as {
				if !dynCompatible(as[i], bs[i]) {
					return false
				}
			}
		}
		if !ir.AttrEqual(am.MemSpace, bm.MemSpace) || len(am.Dims) != len(bm.Dims) {
			return false
		}
		for i := range am.Dims {
			if !dynCompatible(am.Dims[i], bm.Dims[i]) {
				return false
			}
		}
		return true
	}
	if !isAnyRef(a) || !isAnyRef(b) || !aok && !bok {
		return false
	}
	return ir.TypeEqual(elemOf(a), elemOf(b)) && ir.AttrEqual(memSpaceOf(a), memSpaceOf(b))
}

func dynCompatible(a, b int64) bool { return a == ir.Dynamic || b == ir.Dynamic || a == b }

func memSpaceCastCompatible(a, b ir.Type) bool {
	am, aok := a.(*ir.MemRefType)
	bm, bok := b.(*ir.MemRefType)
	if aok && bok {
		return ir.TypeEqual(am.Elem, bm.Elem) && ir.AttrEqual(am.Layout, bm.Layout) && slices.Equal(am.Dims, bm.Dims)
	}
	au, auok := a.(*ir.UnrankedMemRefType)
	bu, buok := b.(*ir.UnrankedMemRefType)
	return auok && buok && ir.TypeEqual(au.Elem, bu.Elem)
}

func castIncompatible(op *ir.Operation) error {
	return ir.OpError(op, "operand type %s and result type %s are cast incompatible", q(op.Operand(0).Type()), q(op.Result(0).Type()))
}

func verifyGlobal(op *ir.Operation) error {
	ta, _ := op.Attr("type").(*ir.TypeAttr)
	var mt *ir.MemRefType
	if ta != nil {
		mt, _ = ta.Type.(*ir.MemRefType)
	}
	if mt == nil || countDynamic(mt.Dims) > 0 {
		t := ir.Type(nil)
		if ta != nil {
			t = ta.Type
		}
		return ir.OpError(op, "type should be static shaped memref, but got %s", q(t))
	}
	if iv := op.Attr("initial_value"); iv != nil {
		if _, unit := iv.(ir.UnitAttr); !unit {
			// Every elements attribute (dense, dense_resource, sparse) must have the
			// tensor type of the global's memref type.
			var et ir.Type
			switch el := iv.(type) {
			case *ir.DenseElementsAttr:
				et = el.Type
			case *ir.DenseResourceAttr:
				et = el.AttrType()
			case *ir.SparseElementsAttr:
				et = el.Type
			default:
				return ir.OpError(op, "initial value should be a unit or elements attribute, but got %s", ir.AttrString(iv))
			}
			if want := (&ir.TensorType{Dims: mt.Dims, Elem: mt.Elem}); !ir.TypeEqual(et, want) {
				return ir.OpError(op, "initial value expected to be of type %s, but was of type %s", q(want), q(et))
			}
		}
	}
	if a, ok := op.Attr("alignment").(*ir.IntegerAttr); ok && !isPow2(a.Value) {
		// MLIR reads the alignment as a uint64_t.
		return opErr(op, "alignment attribute value %d is not a power of 2", uint64(a.Value))
	}
	return nil
}

func verifyGetGlobal(op *ir.Operation) error {
	ref, _ := op.Attr("name").(*ir.SymbolRefAttr)
	if ref == nil {
		return nil
	}
	name := ref.Root
	g := ir.LookupNearestSymbol(op, name)
	if g == nil || g.Name() != OpGlobal {
		return ir.OpError(op, "'%s' does not reference a valid global memref", name)
	}
	ta, _ := g.Attr("type").(*ir.TypeAttr)
	if ta != nil && !ir.TypeEqual(ta.Type, op.Result(0).Type()) {
		return ir.OpError(op, "result type %s does not match type %s of the global memref @%s", q(op.Result(0).Type()), q(ta.Type), name)
	}
	return nil
}

func verifyDmaWait(op *ir.Operation) error {
	mt, ok := op.Operand(0).Type().(*ir.MemRefType)
	if !ok {
		return nil
	}
	if n := op.NumOperands() - 2; n != len(mt.Dims) {
		return ir.OpError(op, "expected tagIndices to have the same number of elements as the tagMemRef rank, expected %d, but got %d", len(mt.Dims), n)
	}
	return nil
}

func verifyPrefetch(op *ir.Operation) error {
	mt, ok := op.Operand(0).Type().(*ir.MemRefType)
	if ok && len(mt.Dims) != op.NumOperands()-1 {
		return ir.OpError(op, "too few indices")
	}
	return nil
}

// verifyExtractStridedMetadata checks the result types against those the source implies.
func verifyExtractStridedMetadata(op *ir.Operation) error {
	src, ok := op.Operand(0).Type().(*ir.MemRefType)
	if !ok {
		return nil
	}
	want := []ir.Type{&ir.MemRefType{Elem: src.Elem, MemSpace: src.MemSpace}, ir.Index}
	for range src.Dims {
		want = append(want, ir.Index, ir.Index)
	}
	got := op.ResultTypes()
	same := len(got) == len(want)
	for i := 0; same && i < len(got); i++ {
		same = ir.TypeEqual(got[i], want[i])
	}
	if !same {
		return opdef.InferredTypesMismatch(op, want, got)
	}
	return nil
}

// affineMapAttrC accepts an affine map attribute.
var affineMapAttrC = &opdef.AttrConstraint{Name: "AffineMapAttr", Desc: "AffineMap attribute",
	Pred: func(a ir.Attribute) bool { _, ok := a.(*ir.AffineMapAttr); return ok }}

// verifyAllocaScopeRegions checks, after the nested ops, the types the body returns
// against the results (the region control-flow edge to the parent).
func verifyAllocaScopeRegions(op *ir.Operation) error {
	return opdef.VerifyRegionBranch(op, allocaScopeBranch)
}

var allocaScopeBranch = opdef.RegionBranch{
	Successors: func(op *ir.Operation, point int) []opdef.RegionSuccessor {
		if point == opdef.Parent {
			return []opdef.RegionSuccessor{{Region: 0}}
		}
		return []opdef.RegionSuccessor{{Region: opdef.Parent, Inputs: op.ResultTypes()}}
	},
}
