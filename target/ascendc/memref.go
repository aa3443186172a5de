package ascendc

import (
	"fmt"
	"strings"

	"github.com/ascend-toolchain/asc/dialect/memref"
	"github.com/ascend-toolchain/asc/ir"
)

// --- [ memref dialect ] ---------------------------------------------------------------
//
// A memref value is a pointer (see CppType); alloca declares a local array, which decays
// to that pointer. Multi-dimensional accesses are linearised row-major, which needs the
// inner dimensions to be static.

// memrefRules is the table of the memref dialect's rules.
func memrefRules() map[string]Rule {
	return map[string]Rule{
		memref.OpAlloca:          emitAlloca,
		memref.OpCast:            emitPointerCast,
		memref.OpReinterpretCast: emitPointerCast,
		memref.OpLoad:            emitLoad,
		memref.OpStore:           emitStore,
	}
}

// emitLoad reads element [indices...] of the memref operand.
func emitLoad(e *Emitter, op *ir.Operation) error {
	ref, err := e.element(op, op.Operand(0), op.Operands()[1:])
	if err != nil {
		return err
	}
	_, err = e.decl(op.Result(0), ref)
	return err
}

// emitStore writes the value operand to element [indices...] of the memref operand.
func emitStore(e *Emitter, op *ir.Operation) error {
	ref, err := e.element(op, op.Operand(1), op.Operands()[2:])
	if err != nil {
		return err
	}
	e.line("%s = %s;", ref, e.name(op.Operand(0)))
	return nil
}

func emitAlloca(e *Emitter, op *ir.Operation) error {
	mt, ok := op.Result(0).Type().(*ir.MemRefType)
	if !ok {
		return ir.OpError(op, "alloca of a non-memref type")
	}
	n := int64(1)
	for _, d := range mt.Dims {
		if d < 0 {
			return ir.OpError(op, "dynamically sized alloca cannot be translated to Ascend C")
		}
		n *= d
	}
	et := mt.Elem
	// PyAsc marks arrays of unsigned data whose IR type is signless.
	if it, ok := et.(*ir.IntegerType); ok && op.HasAttr("ascendc.emit_as_unsigned") {
		et = ir.IntType(it.Width, ir.Unsigned)
	}
	t, err := CppType(et)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	e.line("%s %s[%d];", t, e.fresh(op.Result(0)), n)
	return nil
}

func emitPointerCast(e *Emitter, op *ir.Operation) error {
	t, err := e.cppTypeOf(op.Result(0))
	if err != nil {
		return err
	}
	_, err = e.decl(op.Result(0), fmt.Sprintf("reinterpret_cast<%s>(%s)", t, e.name(op.Operand(0))))
	return err
}

// element spells `ptr[index]` for an access of memref m at indices.
func (e *Emitter) element(op *ir.Operation, m *ir.Value, indices []*ir.Value) (string, error) {
	if len(indices) == 0 {
		return e.name(m) + "[0]", nil
	}
	if len(indices) == 1 {
		return e.name(m) + "[" + e.name(indices[0]) + "]", nil
	}
	mt, ok := m.Type().(*ir.MemRefType)
	if !ok || len(mt.Dims) != len(indices) {
		return "", ir.OpError(op, "access does not match the memref's rank")
	}
	var terms []string
	for i, idx := range indices {
		stride := int64(1)
		for _, d := range mt.Dims[i+1:] {
			if d < 0 {
				return "", ir.OpError(op, "multi-dimensional access of a memref with dynamic inner dimensions cannot be translated to Ascend C")
			}
			stride *= d
		}
		if stride == 1 {
			terms = append(terms, e.name(idx))
		} else {
			terms = append(terms, fmt.Sprintf("%s * %d", e.name(idx), stride))
		}
	}
	return e.name(m) + "[" + strings.Join(terms, " + ") + "]", nil
}
