package ascendc

import (
	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/emitasc"
	"github.com/ascend-toolchain/asc/dialect/memref"
	"github.com/ascend-toolchain/asc/ir"
)

// ascendc-fixup-mmad-acc-params: an mmad whose parameters set cmatrixInitVal accumulates
// into its destination after the first call. The flag becomes a run-time boolean per
// accumulator: a one-element variable initialised true, read before each such mmad and
// cleared after it.

const fieldCmatrixInitVal = "cmatrixInitVal"

func fieldIndex(initStruct emitasc.InitStructOp, name string) int {
	names, _ := initStruct.FieldNames().(*ir.ArrayAttr)
	if names == nil {
		return -1
	}
	for i, a := range names.Elems {
		if s, ok := a.(*ir.StringAttr); ok && s.Value == name {
			return i
		}
	}
	return -1
}

// mmadOperands returns the accumulator and the parameter struct of an mmad of any kind.
func mmadOperands(op *ir.Operation) (dst, params *ir.Value, ok bool) {
	if m, ok := ascendc.AsMmadOp(op); ok {
		return m.Dst(), m.MmadParams(), true
	}
	if m, ok := ascendc.AsMmadWithBiasOp(op); ok {
		return m.Dst(), m.MmadParams(), true
	}
	if m, ok := ascendc.AsMmadWithSparseOp(op); ok {
		return m.Dst(), m.MmadParams(), true
	}
	return nil, nil, false
}

func fixupMmadAccParams(fn *ir.Operation, ctx *ir.Context) error {
	blk := body(fn)
	if blk == nil {
		return nil
	}
	i1 := ir.IntType(1, ir.Signless)
	flagType := &ir.MemRefType{Dims: []int64{1}, Elem: i1}
	flags := map[*ir.Value]*ir.Value{}
	b := ir.NewBuilder(ctx)
	isMmad := func(o *ir.Operation) bool { _, _, ok := mmadOperands(o); return ok }
	for _, mm := range collect(fn, isMmad) {
		dst, params, _ := mmadOperands(mm)
		is, ok := emitasc.AsInitStructOp(params.DefiningOp())
		if !ok {
			continue
		}
		init := is.Op()
		fi := fieldIndex(is, fieldCmatrixInitVal)
		if fi < 0 || fi >= len(is.FieldValues()) || loadsInitFlag(is.FieldValues()[fi]) {
			continue
		}
		flag := flags[dst]
		if flag == nil {
			if d := dst.DefiningOp(); d != nil {
				b.SetInsertionPointAfter(d)
			} else if dst.OwnerBlock() == blk {
				b.SetInsertionPointToStart(blk)
			} else {
				b.SetInsertionPointToStart(dst.OwnerBlock())
			}
			flag = create(b, mm.Loc(), emitasc.OpVariable, nil, []ir.Type{flagType}, attr("staticInit", ir.BoolAttr(true))).Result(0)
			flags[dst] = flag
		}
		b.SetInsertionPointBefore(mm)
		c0 := constant(b, mm.Loc(), ir.Index, 0)
		val := create(b, mm.Loc(), memref.OpLoad, []*ir.Value{flag, c0}, []ir.Type{i1}).Result(0)
		fields := append([]*ir.Value(nil), is.FieldValues()...)
		fields[fi] = val
		ni := create(b, init.Loc(), emitasc.OpInitStruct, fields, init.ResultTypes(), init.Attrs()...)
		mm.SetOperand(operandIndex(mm, params), ni.Result(0))
		if !is.Result().HasUses() {
			init.Erase()
		}
		b.SetInsertionPointAfter(mm)
		f := create(b, mm.Loc(), arith.OpConstant, nil, []ir.Type{i1}, attr("value", ir.BoolAttr(false))).Result(0)
		create(b, mm.Loc(), memref.OpStore, []*ir.Value{f, flag, c0}, nil)
	}
	return nil
}

// loadsInitFlag reports a cmatrixInitVal this pass has set already: a load of an
// emitasc.variable. A second run would put a new flag after the destination's
// definition, which allocation passes may have hoisted out of the loop over output
// tiles since: true once per kernel, it made every later tile accumulate onto the
// previous one (a pipeline's lowered matmuls under --ascendc-fixup-mmad-acc-params).
func loadsInitFlag(v *ir.Value) bool {
	ld := v.DefiningOp()
	if ld == nil || ld.Name() != memref.OpLoad || ld.NumOperands() == 0 {
		return false
	}
	d := ld.Operand(0).DefiningOp()
	return d != nil && d.Name() == emitasc.OpVariable
}

func operandIndex(op *ir.Operation, v *ir.Value) int {
	for i, x := range op.Operands() {
		if x == v {
			return i
		}
	}
	return -1
}
