package ascendc

import (
	"fmt"
	"strings"

	"github.com/ascend-toolchain/asc/dialect/memref"
	"github.com/ascend-toolchain/asc/ir"
)

// --- [ memref dialect ] ---------------------------------------------------------------
//
// A memref value is a pointer (see CppType); alloca declares a local array with one
// extent per dimension, and accesses subscript once per index (m[i][j]), as PyAsc does:
// a multi-dimensional access is valid C++ on such an array.

// memrefRules is the table of the memref dialect's rules.
func memrefRules() map[string]Rule {
	return map[string]Rule{
		memref.OpAlloca: emitAlloca,
		memref.OpCast:   emitPointerCast,
		memref.OpLoad:   emitLoad,
		memref.OpStore:  emitStore,
	}
}

// emitLoad reads element [indices...] of the memref operand.
func emitLoad(e *Emitter, op *ir.Operation) error {
	_, err := e.decl(op.Result(0), e.element(op.Operand(0), op.Operands()[1:]))
	return err
}

// emitStore writes the value operand to element [indices...] of the memref operand.
func emitStore(e *Emitter, op *ir.Operation) error {
	e.line("%s = %s;", e.element(op.Operand(1), op.Operands()[2:]), e.name(op.Operand(0)))
	return nil
}

// emitAlloca declares `T vN[d0][d1]...;`. The element type is spelled unsigned when the op
// carries ascendc.emit_as_unsigned (PyAsc marks arrays of unsigned data whose IR type is
// signless).
func emitAlloca(e *Emitter, op *ir.Operation) error {
	mt, ok := op.Result(0).Type().(*ir.MemRefType)
	if !ok {
		return ir.OpError(op, "alloca of a non-memref type")
	}
	dims, err := arrayDims(op, mt, "alloca")
	if err != nil {
		return err
	}
	et := mt.Elem
	if op.HasAttr("ascendc.emit_as_unsigned") {
		et = unsignedType(et)
	}
	t, err := CppType(et)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	e.line("%s %s%s;", t, e.fresh(op.Result(0)), dims)
	return nil
}

// arrayDims spells the extents of a local array, `[d0][d1]...`. An array of more bytes
// than an int64 counts is not C++ (its size exceeds PTRDIFF_MAX), so a shape whose element
// count or byte size overflows is refused at the op rather than declared.
func arrayDims(op *ir.Operation, mt *ir.MemRefType, what string) (string, error) {
	var dims strings.Builder
	for _, d := range mt.Dims {
		if d < 0 {
			return "", ir.OpError(op, "dynamically sized %s cannot be translated to Ascend C", what)
		}
		fmt.Fprintf(&dims, "[%d]", d)
	}
	n := ir.NumElements(mt.Dims)
	bytes := int64(max(1, (ir.IntOrFloatWidth(mt.Elem)+7)/8))
	if _, ok := ir.MulSize(n, bytes); n < 0 || !ok {
		return "", ir.OpError(op, "%s of type '%s' is larger than a C++ array can be", what, ir.TypeString(mt))
	}
	return dims.String(), nil
}

func emitPointerCast(e *Emitter, op *ir.Operation) error {
	t, err := e.cppTypeOf(op.Result(0))
	if err != nil {
		return err
	}
	_, err = e.decl(op.Result(0), fmt.Sprintf("reinterpret_cast<%s>(%s)", t, e.name(op.Operand(0))))
	return err
}

// element spells `m[i][j]...`, one subscript per index.
func (e *Emitter) element(m *ir.Value, indices []*ir.Value) string {
	var b strings.Builder
	b.WriteString(e.name(m))
	for _, idx := range indices {
		b.WriteString("[" + e.name(idx) + "]")
	}
	return b.String()
}
