package ascendc

import (
	"fmt"
	"strings"

	"github.com/ascend-toolchain/asc/dialect/emitasc"
	"github.com/ascend-toolchain/asc/ir"
)

// --- [ emitasc dialect ] --------------------------------------------------------------
//
// C++ constructs PyAsc needs beyond emitc: opaque calls, pointers and references, local
// arrays, structures generated from Python classes, and micro-API vector scopes.

func addEmitAscRules(r map[string]Rule) {
	r["emitasc.call_opaque"] = func(e *Emitter, op *ir.Operation) error {
		callee, _ := op.Attr("callee").(*ir.StringAttr)
		if callee == nil {
			return ir.OpError(op, "call without a callee")
		}
		return e.callStatement(op, callee.Value+"("+e.nameList(op.Operands())+")")
	}
	r["emitasc.verbatim"] = emitVerbatim
	r["emitasc.dereference"] = func(e *Emitter, op *ir.Operation) error {
		t, err := e.cppTypeOf(op.Result(0))
		if err != nil {
			return err
		}
		e.line("%s& %s = *%s;", t, e.fresh(op.Result(0)), e.name(op.Operand(0)))
		return nil
	}
	r["emitasc.ptr_offset"] = func(e *Emitter, op *ir.Operation) error {
		var off string
		if op.NumOperands() > 1 {
			off = e.name(op.Operand(1))
		} else if a, ok := op.Attr("staticOffset").(*ir.IntegerAttr); ok {
			off = fmt.Sprint(a.Value)
		} else {
			return ir.OpError(op, "pointer offset without an offset")
		}
		_, err := e.decl(op.Result(0), e.name(op.Operand(0))+" + "+off)
		return err
	}
	r["emitasc.reinterpret_cast"] = func(e *Emitter, op *ir.Operation) error {
		t, err := e.cppTypeOf(op.Result(0))
		if err != nil {
			return err
		}
		_, err = e.decl(op.Result(0), fmt.Sprintf("reinterpret_cast<%s>(%s)", t, e.name(op.Operand(0))))
		return err
	}
	r["emitasc.variable"] = emitVariable
	r["emitasc.mask"] = func(e *Emitter, op *ir.Operation) error {
		e.line("uint64_t %s[] = {%s, %s};", e.fresh(op.Result(0)), e.name(op.Operand(0)), e.name(op.Operand(1)))
		return nil
	}
	r["emitasc.declare_py_struct"] = emitDeclarePyStruct
	r["emitasc.copy_struct"] = emitCopyStruct
	r["emitasc.init_struct"] = func(e *Emitter, op *ir.Operation) error {
		// Aggregate initialisation: the field names only document the order.
		names, _ := op.Attr("fieldNames").(*ir.ArrayAttr)
		if names == nil || len(names.Elems) != op.NumOperands() {
			return ir.OpError(op, "structure fields do not match the values")
		}
		t, err := e.cppTypeOf(op.Result(0))
		if err != nil {
			return err
		}
		e.stmt(t, " ", e.fresh(op.Result(0)), "{", e.nameList(op.Operands()), "};")
		return nil
	}
	r["emitasc.member"] = func(e *Emitter, op *ir.Operation) error {
		f, _ := op.Attr("field").(*ir.StringAttr)
		if f == nil {
			return ir.OpError(op, "member access without a field")
		}
		_, err := e.decl(op.Result(0), e.name(op.Operand(0))+"."+f.Value)
		return err
	}
	r["emitasc.set_member"] = func(e *Emitter, op *ir.Operation) error {
		f, _ := op.Attr("field").(*ir.StringAttr)
		if f == nil {
			return ir.OpError(op, "member access without a field")
		}
		e.line("%s.%s = %s;", e.name(op.Operand(0)), f.Value, e.name(op.Operand(1)))
		return nil
	}
	r["emitasc.member_ptr"] = emitMemberAccess(true)
	r["emitasc.member_ref"] = emitMemberAccess(false)
	r["emitasc.vec_scope"] = emitVecScope
	r["emitasc.vf_group"] = emitVecScope
	r["emitasc.load_micro"] = func(e *Emitter, op *ir.Operation) error {
		e.line("AscendC::MicroAPI::DataCopy(%s);", e.nameList(op.Operands()))
		return nil
	}
	r["emitasc.store_micro"] = func(e *Emitter, op *ir.Operation) error {
		e.line("AscendC::MicroAPI::DataCopy(%s);", e.nameList(op.Operands()))
		return nil
	}
}

// emitVariable declares a one-element (or n-element) local array with an initializer:
// `int32_t v2[1]{512};`.
func emitVariable(e *Emitter, op *ir.Operation) error {
	mt, ok := op.Result(0).Type().(*ir.MemRefType)
	if !ok {
		return ir.OpError(op, "variable of a non-memref type")
	}
	n := int64(1)
	for _, d := range mt.Dims {
		n *= d
	}
	et, err := CppType(mt.Elem)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	var init string
	switch {
	case op.NumOperands() > 0:
		init = e.name(op.Operand(0))
	case op.Attr("staticInit") != nil:
		l, _, err := literal(op.Attr("staticInit"))
		if err != nil {
			return ir.OpError(op, "%v", err)
		}
		init = l
	}
	e.line("%s %s[%d]{%s};", et, e.fresh(op.Result(0)), n, init)
	return nil
}

// emitDeclarePyStruct defines the C structure of a Python class, packed as the host
// side lays it out.
func emitDeclarePyStruct(e *Emitter, op *ir.Operation) error {
	ta, _ := op.Attr("pystruct").(*ir.TypeAttr)
	if ta == nil {
		return ir.OpError(op, "structure declaration without a type")
	}
	st, ok := ta.Type.(*emitasc.PyStructType)
	if !ok || st.TypesAttr == nil || st.NamesAttr == nil || len(st.TypesAttr.Elems) != len(st.NamesAttr.Elems) {
		return ir.OpError(op, "malformed structure type")
	}
	e.line("#pragma pack(push, 8)")
	e.line("struct %s {", st.NameAttr)
	e.indent++
	for i, te := range st.TypesAttr.Elems {
		ft, ok := te.(*ir.TypeAttr)
		fn, ok2 := st.NamesAttr.Elems[i].(*ir.StringAttr)
		if !ok || !ok2 {
			e.indent--
			return ir.OpError(op, "malformed structure field %d", i)
		}
		t, err := CppType(ft.Type)
		if err != nil {
			e.indent--
			return ir.OpError(op, "field '%s': %v", fn.Value, err)
		}
		e.line("%s %s;", t, fn.Value)
	}
	e.indent--
	e.line("};")
	e.line("#pragma pack(pop)")
	e.raw("\n")
	return nil
}

// emitCopyStruct copies a structure byte by byte from wherever base points (GM, usually)
// into a local variable: the kernel may not dereference GM structures directly.
func emitCopyStruct(e *Emitter, op *ir.Operation) error {
	var space ir.Attribute
	switch t := op.Operand(0).Type().(type) {
	case *ir.MemRefType:
		space = t.MemSpace
	case *ir.UnrankedMemRefType:
		space = t.MemSpace
	}
	q, err := spaceQualifier(space)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	n, err := e.decl(op.Result(0), "")
	if err != nil {
		return err
	}
	e.line("for (size_t i = 0; i < sizeof(%s); i++) {", n)
	e.indent++
	e.line("auto byte = reinterpret_cast<%suint8_t*>(%s)[i];", q, e.name(op.Operand(0)))
	e.line("reinterpret_cast<uint8_t*>(&%s)[i] = byte;", n)
	e.indent--
	e.line("};")
	return nil
}

// emitMemberAccess spells a pointer to (or a reference to) a field of the structure at
// base[index]; without a field name, the element itself.
func emitMemberAccess(ptr bool) Rule {
	return func(e *Emitter, op *ir.Operation) error {
		idx, _ := op.Attr("index").(*ir.IntegerAttr)
		if idx == nil {
			return ir.OpError(op, "member access without an index")
		}
		ref := fmt.Sprintf("%s[%d]", e.name(op.Operand(0)), idx.Value)
		if f, ok := op.Attr("field").(*ir.StringAttr); ok && f.Value != "" {
			ref += "." + f.Value
		}
		t, err := e.cppTypeOf(op.Result(0))
		if err != nil {
			return err
		}
		if ptr {
			_, err = e.decl(op.Result(0), "&"+ref)
			return err
		}
		e.line("%s& %s = %s;", strings.TrimSuffix(t, "*"), e.fresh(op.Result(0)), ref)
		return nil
	}
}

// emitVecScope opens a vector-function scope around its region.
func emitVecScope(e *Emitter, op *ir.Operation) error {
	e.line("__VEC_SCOPE__ {")
	if err := e.emitRegionBody(op.Region(0), nil); err != nil {
		return err
	}
	e.line("}")
	return nil
}
