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

func fieldIndex(initStruct *ir.Operation, name string) int {
	names, _ := initStruct.Attr("fieldNames").(*ir.ArrayAttr)
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

func fixupMmadAccParams(fn *ir.Operation, ctx *ir.Context) error {
	blk := body(fn)
	if blk == nil {
		return nil
	}
	i1 := ir.IntType(1, ir.Signless)
	flagType := &ir.MemRefType{Dims: []int64{1}, Elem: i1}
	flags := map[*ir.Value]*ir.Value{}
	b := ir.NewBuilder(ctx)
	for _, mm := range collect(fn, named(ascendc.OpMmad, ascendc.OpMmadWithBias, ascendc.OpMmadWithSparse)) {
		params := operandGroup(mm, "mmadParams")
		if len(params) != 1 {
			continue
		}
		init := params[0].DefiningOp()
		if init == nil || init.Name() != emitasc.OpInitStruct {
			continue
		}
		fi := fieldIndex(init, fieldCmatrixInitVal)
		if fi < 0 || fi >= init.NumOperands() {
			continue
		}
		dst := mm.Operand(0)
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
		fields := append([]*ir.Value(nil), init.Operands()...)
		fields[fi] = val
		ni := create(b, init.Loc(), init.Name(), fields, init.ResultTypes(), init.Attrs()...)
		mm.SetOperand(operandIndex(mm, params[0]), ni.Result(0))
		if !init.Result(0).HasUses() {
			init.Erase()
		}
		b.SetInsertionPointAfter(mm)
		f := create(b, mm.Loc(), arith.OpConstant, nil, []ir.Type{i1}, attr("value", ir.BoolAttr(false))).Result(0)
		create(b, mm.Loc(), memref.OpStore, []*ir.Value{f, flag, c0}, nil)
	}
	return nil
}

func operandIndex(op *ir.Operation, v *ir.Value) int {
	for i, x := range op.Operands() {
		if x == v {
			return i
		}
	}
	return -1
}
