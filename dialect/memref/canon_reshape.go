package memref

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/ir"
	"slices"
)

// Canonicalization of expand_shape/collapse_shape pairs and of reinterpret_cast and
// extract_strided_metadata.

func nonIdentity(t ir.Type) bool {
	m, ok := t.(*ir.MemRefType)
	return ok && !isIdentityLayout(m)
}

// composeReassociation composes the groups of two reshapes of the same kind; nil, false
// when they cannot compose.
func composeReassociation(producer, consumer [][]int64) ([][]int64, bool) {
	if len(producer) == len(consumer) {
		return nil, false
	}
	if len(producer) < len(consumer) {
		producer, consumer = consumer, producer
	}
	out := [][]int64{}
	if len(consumer) == 0 {
		return out, true
	}
	n := 0
	for _, g := range consumer {
		n += len(g)
	}
	if len(producer) != n {
		return nil, false
	}
	for _, g := range consumer {
		var idx []int64
		for _, i := range g {
			idx = append(idx, producer[i]...)
		}
		out = append(out, idx)
	}
	return out, true
}

func createCollapse(r *rw, loc ir.Location, src *ir.Value, t ir.Type, groups [][]int64) *ir.Operation {
	return r.Create(loc, OpCollapseShape, []*ir.Value{src}, []ir.Type{t}, ir.NamedAttr{Name: "reassociation", Value: reassocAttrOf(groups)})
}

func createExpand(r *rw, loc ir.Location, src *ir.Value, t ir.Type, groups [][]int64, dyn []*ir.Value, static []int64) *ir.Operation {
	return r.Create(loc, OpExpandShape, append([]*ir.Value{src}, dyn...), []ir.Type{t},
		ir.NamedAttr{Name: "reassociation", Value: reassocAttrOf(groups)},
		ir.NamedAttr{Name: "static_output_shape", Value: &ir.DenseArrayAttr{Elem: ir.I64, Ints: static}})
}

func composeCollapses(op *ir.Operation, r *rw) bool {
	prod := defOf(op.Operand(0), OpCollapseShape)
	if prod == nil || nonIdentity(prod.Operand(0).Type()) || nonIdentity(op.Operand(0).Type()) || nonIdentity(op.Result(0).Type()) {
		return false
	}
	groups, ok := composeReassociation(reassociation(prod), reassociation(op))
	if !ok {
		return false
	}
	r.SetInsertionPointBefore(op)
	r.ReplaceOp(op, createCollapse(r, op.Loc(), prod.Operand(0), op.Result(0).Type(), groups).Results())
	return true
}

func composeExpands(op *ir.Operation, r *rw) bool {
	prod := defOf(op.Operand(0), OpExpandShape)
	if prod == nil || nonIdentity(prod.Operand(0).Type()) || nonIdentity(op.Operand(0).Type()) || nonIdentity(op.Result(0).Type()) {
		return false
	}
	groups, ok := composeReassociation(reassociation(prod), reassociation(op))
	if !ok {
		return false
	}
	r.SetInsertionPointBefore(op)
	ne := createExpand(r, op.Loc(), prod.Operand(0), op.Result(0).Type(), groups, op.Operands()[1:], staticList(op, "static_output_shape"))
	r.ReplaceOp(op, ne.Results())
	return true
}

func composeCollapseOfExpand(op *ir.Operation, r *rw) bool {
	exp := defOf(op.Operand(0), OpExpandShape)
	if exp == nil || nonIdentity(op.Operand(0).Type()) || nonIdentity(exp.Operand(0).Type()) || nonIdentity(exp.Result(0).Type()) {
		return false
	}
	srcT, _ := exp.Operand(0).Type().(*ir.MemRefType)
	resT, _ := op.Result(0).Type().(*ir.MemRefType)
	if srcT == nil || resT == nil || ir.TypeEqual(srcT, resT) {
		return false
	}
	higher, lower := reassociation(op), reassociation(exp)
	if len(srcT.Dims) > len(resT.Dims) {
		higher, lower = reassociation(exp), reassociation(op)
	}
	hi := 0
	var composed [][]int64
	for _, lg := range lower {
		idx := []int64{}
		for hi < len(higher) {
			right := higher[hi][len(higher[hi])-1]
			if right > lg[len(lg)-1] {
				return false
			}
			idx = append(idx, int64(hi))
			hi++
			if right == lg[len(lg)-1] {
				break
			}
		}
		composed = append(composed, idx)
	}
	r.SetInsertionPointBefore(op)
	switch {
	case len(srcT.Dims) > len(resT.Dims):
		r.ReplaceOp(op, createCollapse(r, op.Loc(), exp.Operand(0), resT, composed).Results())
	case len(srcT.Dims) < len(resT.Dims):
		dyn, static, ok := inferOutputShape(r, op.Loc(), exp.Operand(0), resT, composed)
		if !ok {
			return false
		}
		r.ReplaceOp(op, createExpand(r, op.Loc(), exp.Operand(0), resT, composed, dyn, static).Results())
	default:
		r.ReplaceOp(op, []*ir.Value{createCast(r, op.Loc(), exp.Operand(0), resT)})
	}
	return true
}

// collapsingReassociation finds groups collapsing src into dst (static sizes must multiply
// out; a dynamic dim must stand alone with unit dims).
func collapsingReassociation(src, dst []int64) ([][]int64, bool) {
	if len(src) <= len(dst) {
		return nil, false
	}
	out := [][]int64{}
	var cur []int64
	sd := 0
	prod := int64(1)
	for sd < len(src) {
		if len(out) == len(dst) {
			break
		}
		target := dst[len(out)]
		for sd < len(src)-1 && src[sd] != ir.Dynamic && prod*src[sd] < target {
			prod *= src[sd]
			cur = append(cur, int64(sd))
			sd++
		}
		if src[sd] == ir.Dynamic && (target != ir.Dynamic || prod != 1) {
			return nil, false
		}
		if target == ir.Dynamic && src[sd] != ir.Dynamic {
			return nil, false
		}
		if src[sd] != ir.Dynamic && prod*src[sd] != target {
			return nil, false
		}
		cur = append(cur, int64(sd))
		sd++
		out = append(out, cur)
		cur = nil
		prod = 1
	}
	if len(out) != len(dst) {
		return nil, false
	}
	for ; sd < len(src); sd++ {
		if src[sd] != ir.Dynamic && src[sd] != 1 {
			return nil, false
		}
		if len(out) > 0 {
			out[len(out)-1] = append(out[len(out)-1], int64(sd))
		}
	}
	return out, true
}

func findCollapsing(srcGroups, dstGroups [][]int64, src, dst []int64) ([][]int64, bool) {
	if len(srcGroups) == 0 {
		return collapsingReassociation(src, dst)
	}
	var out [][]int64
	for i := 0; i < len(srcGroups) && i < len(dstGroups); i++ {
		sg, dg := srcGroups[i], dstGroups[i]
		ss := src[sg[0] : sg[0]+int64(len(sg))]
		ds := dst[dg[0] : dg[0]+int64(len(dg))]
		if len(ss) == len(ds) {
			if !slices.Equal(ss, ds) || countDynamic(ss) >= 2 {
				return nil, false
			}
			for k := range ss {
				out = append(out, []int64{sg[0] + int64(k)})
			}
			continue
		}
		sub, ok := collapsingReassociation(ss, ds)
		if !ok {
			return nil, false
		}
		for _, g := range sub {
			var idx []int64
			for _, k := range g {
				idx = append(idx, sg[0]+k)
			}
			out = append(out, idx)
		}
	}
	return out, true
}

func composeExpandOfCollapse(op *ir.Operation, r *rw) bool {
	col := defOf(op.Operand(0), OpCollapseShape)
	if col == nil || nonIdentity(op.Operand(0).Type()) || nonIdentity(col.Operand(0).Type()) || nonIdentity(col.Result(0).Type()) {
		return false
	}
	srcT, _ := col.Operand(0).Type().(*ir.MemRefType)
	resT, _ := op.Result(0).Type().(*ir.MemRefType)
	if srcT == nil || resT == nil {
		return false
	}
	srcR, resR := reassociation(col), reassociation(op)
	r.SetInsertionPointBefore(op)
	if len(srcT.Dims) > len(resT.Dims) {
		groups, ok := findCollapsing(srcR, resR, srcT.Dims, resT.Dims)
		if !ok {
			return false
		}
		r.ReplaceOp(op, createCollapse(r, op.Loc(), col.Operand(0), resT, groups).Results())
		return true
	}
	groups, ok := findCollapsing(resR, srcR, resT.Dims, srcT.Dims)
	if !ok {
		return false
	}
	r.ReplaceOp(op, createExpand(r, op.Loc(), col.Operand(0), resT, groups, op.Operands()[1:], staticList(op, "static_output_shape")).Results())
	return true
}

func collapseCastFolder(op *ir.Operation, r *rw) bool {
	c := defOf(op.Operand(0), OpCast)
	if c == nil || !castFoldsIntoConsumer(c) {
		return false
	}
	src := c.Operand(0).Type().(*ir.MemRefType)
	nt, ok := collapsedType(src, reassociation(op))
	if !ok {
		return false
	}
	if ir.TypeEqual(nt, op.Result(0).Type()) {
		r.ModifyInPlace(op, func() { op.SetOperand(0, c.Operand(0)) })
		return true
	}
	r.SetInsertionPointBefore(op)
	nc := createCollapse(r, op.Loc(), c.Operand(0), nt, reassociation(op))
	r.ReplaceOp(op, []*ir.Value{createCast(r, op.Loc(), nc.Result(0), op.Result(0).Type())})
	return true
}

// --- reinterpret_cast / extract_strided_metadata ---

// metaOfr is a known constant or an SSA value, as getConstifiedMixed* compare them.
type metaOfr struct {
	v *ir.Value
	c int64
}

func constified(v *ir.Value, static int64) metaOfr {
	if static != ir.Dynamic {
		return metaOfr{c: static}
	}
	if c, ok := constInt(v); ok {
		return metaOfr{c: c}
	}
	return metaOfr{v: v, c: ir.Dynamic}
}

func reinterpretOfMetadata(op *ir.Operation, r *rw) bool {
	esm := defOf(op.Operand(0), OpExtractStridedMetadata)
	if esm == nil {
		return false
	}
	res, _ := op.Result(0).Type().(*ir.MemRefType)
	src, _ := esm.Operand(0).Type().(*ir.MemRefType)
	if res == nil || src == nil {
		return false
	}
	n := (esm.NumResults() - 2) / 2
	sStr, sOff, ok1 := ir.StridesAndOffset(src)
	rStr, rOff, ok2 := ir.StridesAndOffset(res)
	strides, sizes := mixed(op, "strides", "static_strides"), mixed(op, "sizes", "static_sizes")
	if !ok1 || !ok2 || n != len(strides) || n != len(sizes) {
		return false
	}
	fromOp := func(o ofr, static int64) metaOfr {
		if !o.isVal {
			return metaOfr{c: o.c}
		}
		return constified(o.v, static)
	}
	for i := 0; i < n; i++ {
		if constified(esm.Result(2+n+i), sStr[i]) != fromOp(strides[i], rStr[i]) {
			return false
		}
	}
	for i := 0; i < n; i++ {
		if constified(esm.Result(2+i), src.Dims[i]) != fromOp(sizes[i], res.Dims[i]) {
			return false
		}
	}
	if offs := mixed(op, "offsets", "static_offsets"); len(offs) != 1 || constified(esm.Result(1), sOff) != fromOp(offs[0], rOff) {
		return false
	}
	if ir.TypeEqual(src, res) {
		r.ReplaceOp(op, []*ir.Value{esm.Operand(0)})
		return true
	}
	replaceWithCast(r, op, esm.Operand(0))
	return true
}

// inferOutputShape computes expand_shape's output sizes for expanding src to t by groups:
// a group's one dynamic size is the source size divided by the group's static sizes, read
// with memref.dim (MLIR's inferExpandShapeOutputShape).
func inferOutputShape(r *rw, loc ir.Location, src *ir.Value, t *ir.MemRefType, groups [][]int64) ([]*ir.Value, []int64, bool) {
	st, ok := src.Type().(*ir.MemRefType)
	if !ok {
		return nil, nil, false
	}
	if len(st.Dims) == 0 || countDynamic(t.Dims) == 0 {
		static := append([]int64(nil), t.Dims...)
		if len(st.Dims) == 0 {
			for i := range static {
				static[i] = 1
			}
		}
		return nil, static, true
	}
	sizes := make([]*ir.Value, len(st.Dims))
	for i, d := range st.Dims {
		if d == ir.Dynamic {
			c := constIndex(r, loc, int64(i))
			sizes[i] = r.Create(loc, OpDim, []*ir.Value{src, c}, []ir.Type{ir.Index}).Result(0)
		}
	}
	static := make([]int64, len(t.Dims))
	var dyn []*ir.Value
	for gi, g := range groups {
		prod, found := int64(1), false
		for _, i := range g {
			if t.Dims[i] == ir.Dynamic {
				if found {
					return nil, nil, false
				}
				found = true
				static[i] = ir.Dynamic
			} else {
				static[i] = t.Dims[i]
				prod *= t.Dims[i]
			}
		}
		if !found {
			continue
		}
		if sizes[gi] == nil {
			return nil, nil, false
		}
		v := sizes[gi]
		if prod != 1 {
			c := constIndex(r, loc, prod)
			v = r.Create(loc, arith.OpDivui, []*ir.Value{v, c}, []ir.Type{ir.Index}).Result(0)
		}
		dyn = append(dyn, v)
	}
	return dyn, static, true
}
