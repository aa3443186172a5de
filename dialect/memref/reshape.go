package memref

import (
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// reassociation reads the reassociation attribute: for each collapsed dim, the expanded
// dims it groups.
func reassociation(op *ir.Operation) [][]int64 {
	arr, _ := op.Attr("reassociation").(*ir.ArrayAttr)
	if arr == nil {
		return nil
	}
	out := make([][]int64, 0, len(arr.Elems))
	for _, g := range arr.Elems {
		ga, _ := g.(*ir.ArrayAttr)
		var idx []int64
		if ga != nil {
			for _, e := range ga.Elems {
				if i, ok := e.(*ir.IntegerAttr); ok {
					idx = append(idx, i.Value)
				}
			}
		}
		out = append(out, idx)
	}
	return out
}

func reassocAttrOf(groups [][]int64) *ir.ArrayAttr {
	out := &ir.ArrayAttr{Elems: []ir.Attribute{}}
	for _, g := range groups {
		ga := &ir.ArrayAttr{Elems: []ir.Attribute{}}
		for _, i := range g {
			ga.Elems = append(ga.Elems, ir.NewIntAttr(ir.I64, i))
		}
		out.Elems = append(out.Elems, ga)
	}
	return out
}

// verifyCollapsedShape checks that each reassociation group covers consecutive expanded
// dims and that static collapsed sizes are the products of their groups.
func verifyCollapsedShape(op *ir.Operation, collapsed, expanded []int64, groups [][]int64) error {
	if len(collapsed) != len(groups) {
		return ir.OpError(op, "invalid number of reassociation groups: found %d, expected %d", len(groups), len(collapsed))
	}
	next := int64(0)
	for cd, g := range groups {
		dyn := false
		for _, ed := range g {
			if ed != next {
				return ir.OpError(op, "reassociation indices must be contiguous")
			}
			next++
			if ed >= int64(len(expanded)) {
				return ir.OpError(op, "reassociation index %d is out of bounds", ed)
			}
			if expanded[ed] == ir.Dynamic {
				dyn = true
			}
		}
		if (collapsed[cd] == ir.Dynamic) != dyn {
			return ir.OpError(op, "collapsed dim (%d) must be dynamic if and only if reassociation group is dynamic", cd)
		}
		if !dyn {
			size := int64(1)
			for _, ed := range g {
				size *= expanded[ed]
			}
			if size != collapsed[cd] {
				return ir.OpError(op, "collapsed dim size (%d) must equal reassociation group size (%d)", collapsed[cd], size)
			}
		}
	}
	if len(collapsed) == 0 {
		for _, d := range expanded {
			if d != 1 {
				return ir.OpError(op, "rank 0 memrefs can only be extended/collapsed with/from ones")
			}
		}
	} else if next != int64(len(expanded)) {
		return ir.OpError(op, "expanded rank (%d) inconsistent with number of reassociation indices (%d)", len(expanded), next)
	}
	return nil
}

// collapsedLayout is the strided layout of collapsing src by groups, or false when a group
// is not contiguous.
func collapsedLayout(src *ir.MemRefType, groups [][]int64) (*ir.StridedLayoutAttr, bool) {
	strides, off, ok := ir.StridesAndOffset(src)
	if !ok {
		return nil, false
	}
	shape := src.Dims
	res := make([]int64, 0, len(groups))
	for _, g := range groups {
		ref := g
		for len(ref) > 1 && shape[ref[len(ref)-1]] == 1 {
			ref = ref[:len(ref)-1]
		}
		if len(ref) == 0 {
			res = append(res, 1)
			continue
		}
		last := ref[len(ref)-1]
		if shape[last] != ir.Dynamic || len(ref) == 1 {
			res = append(res, strides[last])
		} else {
			res = append(res, ir.Dynamic)
		}
	}
	for gi := len(groups) - 1; gi >= 0; gi-- {
		g := groups[gi]
		stride := res[gi]
		for k := len(g) - 1; k >= 1; k-- {
			idx := g[k]
			stride = satMulDyn(stride, shape[idx])
			src := strides[idx-1]
			if shape[idx-1] == 1 {
				continue
			}
			if stride != ir.Dynamic && src != ir.Dynamic && stride != src {
				return nil, false
			}
		}
	}
	return &ir.StridedLayoutAttr{Offset: off, Strides: res}, true
}

// satMulDyn multiplies with Dynamic saturating (0 times anything is 0).
func satMulDyn(a, b int64) int64 { return satMul(a, b) }

func collapsedShape(src []int64, groups [][]int64) []int64 {
	out := make([]int64, 0, len(groups))
	for _, g := range groups {
		size := int64(1)
		for _, d := range g {
			if src[d] == ir.Dynamic {
				size = ir.Dynamic
				break
			}
			size *= src[d]
		}
		out = append(out, size)
	}
	return out
}

// collapsedType is the result type collapse_shape must have.
func collapsedType(src *ir.MemRefType, groups [][]int64) (*ir.MemRefType, bool) {
	t := &ir.MemRefType{Dims: collapsedShape(src.Dims, groups), Elem: src.Elem, MemSpace: src.MemSpace}
	if isIdentityLayout(src) {
		return t, true
	}
	l, ok := collapsedLayout(src, groups)
	if !ok {
		return nil, false
	}
	t.Layout = l
	return t, true
}

// expandedType is the result type expand_shape must have for the given result shape.
func expandedType(src *ir.MemRefType, shape []int64, groups [][]int64) (*ir.MemRefType, bool) {
	t := &ir.MemRefType{Dims: shape, Elem: src.Elem, MemSpace: src.MemSpace}
	if isIdentityLayout(src) {
		return t, true
	}
	strides, off, ok := ir.StridesAndOffset(src)
	if !ok || len(strides) != len(groups) {
		return nil, false
	}
	rev := make([]int64, 0, len(shape))
	si := len(shape) - 1
	for gi := len(groups) - 1; gi >= 0; gi-- {
		cur := strides[gi]
		for range groups[gi] {
			rev = append(rev, cur)
			if si >= 0 {
				cur = satMul(cur, shape[si])
			}
			si--
		}
	}
	res := make([]int64, len(shape))
	for i := range res {
		res[i] = 1
	}
	for i := range rev {
		if i < len(res) {
			res[i] = rev[len(rev)-1-i]
		}
	}
	t.Layout = &ir.StridedLayoutAttr{Offset: off, Strides: res}
	return t, true
}

func verifyCollapseShape(op *ir.Operation) error {
	src, _ := op.Operand(0).Type().(*ir.MemRefType)
	res, _ := op.Result(0).Type().(*ir.MemRefType)
	if src == nil || res == nil {
		return nil
	}
	if r0, r1 := len(src.Dims), len(res.Dims); r0 < r1 {
		return ir.OpError(op, "has source rank %d and result rank %d. This is not a collapse (%d < %d).", r0, r1, r0, r1)
	}
	groups := reassociation(op)
	if err := verifyCollapsedShape(op, res.Dims, src.Dims, groups); err != nil {
		return err
	}
	want, ok := collapsedType(src, groups)
	if !ok {
		return ir.OpError(op, "invalid source layout map or collapsing non-contiguous dims")
	}
	if !ir.TypeEqual(want, res) {
		return ir.OpError(op, "expected collapsed type to be %s but found %s", q(want), q(res))
	}
	return nil
}

func verifyExpandShape(op *ir.Operation) error {
	src, _ := op.Operand(0).Type().(*ir.MemRefType)
	res, _ := op.Result(0).Type().(*ir.MemRefType)
	if src == nil || res == nil {
		return nil
	}
	if r0, r1 := len(src.Dims), len(res.Dims); r0 > r1 {
		return ir.OpError(op, "has source rank %d and result rank %d. This is not an expansion (%d > %d).", r0, r1, r0, r1)
	}
	groups := reassociation(op)
	if err := verifyCollapsedShape(op, src.Dims, res.Dims, groups); err != nil {
		return err
	}
	want, ok := expandedType(src, res.Dims, groups)
	if !ok {
		return ir.OpError(op, "invalid source layout map")
	}
	if !ir.TypeEqual(want, res) {
		return ir.OpError(op, "expected expanded type to be %s but found %s", q(want), q(res))
	}
	static := staticList(op, "static_output_shape")
	if len(static) != len(res.Dims) {
		return ir.OpError(op, "expected number of static shape bounds to be equal to the output rank (%d) but found %d inputs instead", len(res.Dims), len(static))
	}
	if n := countDynamic(static); n != op.NumOperands()-1 {
		return ir.OpError(op, "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has %d dynamic dims while output_shape has %d values", n, op.NumOperands()-1)
	}
	for i, d := range res.Dims {
		if d != ir.Dynamic && d != static[i] {
			return ir.OpError(op, "invalid output shape provided at pos %d", i)
		}
	}
	return nil
}

func operandGroup(op *ir.Operation, name string) []*ir.Value { return opdef.OperandGroup(op, name) }
