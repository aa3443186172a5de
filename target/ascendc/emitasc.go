package ascendc

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/ascend-toolchain/asc/dialect/emitasc"
	"github.com/ascend-toolchain/asc/ir"
)

// --- [ emitasc dialect ] --------------------------------------------------------------
//
// C++ constructs PyAsc needs beyond emitc: opaque calls, pointers and references, local
// arrays, structures generated from Python classes, and micro-API vector scopes.

// emitascRules is the table of the emitasc dialect's rules. Each reads its op through the
// op's typed view; required attributes are there because the IR was verified.
func emitascRules() map[string]Rule {
	return map[string]Rule{
		emitasc.OpCallOpaque: viewRule(emitasc.AsCallOpaqueOp, func(e *Emitter, v emitasc.CallOpaqueOp) error {
			return e.callStatement(v.Op(), v.Callee()+"("+e.nameList(v.CalleeOperands())+")")
		}),
		emitasc.OpVerbatim: viewRule(emitasc.AsVerbatimOp, func(e *Emitter, v emitasc.VerbatimOp) error {
			return e.dollarVerbatim(v.Value(), v.Args())
		}),
		emitasc.OpDereference: viewRule(emitasc.AsDereferenceOp, func(e *Emitter, v emitasc.DereferenceOp) error {
			t, err := e.cppTypeOf(v.Result())
			if err != nil {
				return err
			}
			e.line("%s& %s = *%s;", t, e.fresh(v.Result()), e.name(v.Base()))
			return nil
		}),
		emitasc.OpPtrOffset: viewRule(emitasc.AsPtrOffsetOp, emitPtrOffset),
		emitasc.OpReinterpretCast: viewRule(emitasc.AsReinterpretCastOp, func(e *Emitter, v emitasc.ReinterpretCastOp) error {
			t, err := e.cppTypeOf(v.Result())
			if err != nil {
				return err
			}
			_, err = e.decl(v.Result(), fmt.Sprintf("reinterpret_cast<%s>(%s)", t, e.name(v.Source())))
			return err
		}),
		emitasc.OpVariable: viewRule(emitasc.AsVariableOp, emitVariable),
		emitasc.OpMask: viewRule(emitasc.AsMaskOp, func(e *Emitter, v emitasc.MaskOp) error {
			// The low half comes first in the array, although the operands are (high, low).
			e.line("uint64_t %s[2] = {static_cast<uint64_t>(%s), static_cast<uint64_t>(%s)};",
				e.fresh(v.Mask()), e.name(v.MaskL()), e.name(v.MaskH()))
			return nil
		}),
		emitasc.OpDeclarePyStruct: viewRule(emitasc.AsDeclarePyStructOp, emitDeclarePyStruct),
		emitasc.OpCopyStruct:      viewRule(emitasc.AsCopyStructOp, emitCopyStruct),
		emitasc.OpInitStruct:      viewRule(emitasc.AsInitStructOp, emitInitStruct),
		emitasc.OpMember: viewRule(emitasc.AsMemberOp, func(e *Emitter, v emitasc.MemberOp) error {
			// A structure behind a pointer is reached with ->.
			sep := "."
			switch v.Base().Type().(type) {
			case *ir.MemRefType, *ir.UnrankedMemRefType:
				sep = "->"
			}
			_, err := e.decl(v.Result(), e.name(v.Base())+sep+v.Field())
			return err
		}),
		emitasc.OpSetMember: viewRule(emitasc.AsSetMemberOp, func(e *Emitter, v emitasc.SetMemberOp) error {
			e.line("%s.%s = %s;", e.name(v.Base()), v.Field(), e.name(v.Value()))
			return nil
		}),
		emitasc.OpMemberPtr: viewRule(emitasc.AsMemberPtrOp, func(e *Emitter, v emitasc.MemberPtrOp) error {
			t, err := e.cppTypeOf(v.Result())
			if err != nil {
				return err
			}
			_, err = e.decl(v.Result(), "reinterpret_cast<"+t+">(&"+e.memberRef(v.Base(), v.Index(), v.Field())+")")
			return err
		}),
		emitasc.OpMemberRef: viewRule(emitasc.AsMemberRefOp, func(e *Emitter, v emitasc.MemberRefOp) error {
			ref := e.memberRef(v.Base(), v.Index(), v.Field())
			t, err := e.cppTypeOf(v.Result())
			if err != nil {
				return err
			}
			e.line("%s& %s = reinterpret_cast<%s&>(%s);", t, e.fresh(v.Result()), t, ref)
			return nil
		}),
		emitasc.OpVecScope: viewRule(emitasc.AsVecScopeOp, func(e *Emitter, v emitasc.VecScopeOp) error {
			e.line("__VEC_SCOPE__")
			return e.braced(v.Region())
		}),
		// The group's operands only tell passes what it reads and writes.
		emitasc.OpVfGroup: viewRule(emitasc.AsVfGroupOp, func(e *Emitter, v emitasc.VfGroupOp) error {
			return e.braced(v.Region())
		}),
		// The micro-API DataCopy takes the op's operands in order, whichever way it copies.
		emitasc.OpLoadMicro:  microDataCopy,
		emitasc.OpStoreMicro: microDataCopy,
	}
}

// emitPtrOffset spells `T* vN = base + offset;` with the run-time or the constant offset.
func emitPtrOffset(e *Emitter, v emitasc.PtrOffsetOp) error {
	var off string
	switch {
	case v.DynamicOffset() != nil:
		off = e.name(v.DynamicOffset())
	// The view reads an absent staticOffset as 0, and an op with neither offset is valid
	// IR that must be rejected: presence is asked of the op.
	case v.Op().HasAttr("staticOffset"):
		off = fmt.Sprint(v.StaticOffset())
	default:
		return ir.OpError(v.Op(), "pointer offset without an offset")
	}
	_, err := e.decl(v.Result(), e.name(v.Base())+" + "+off)
	return err
}

// emitInitStruct declares the structure and assigns its fields one by one.
func emitInitStruct(e *Emitter, v emitasc.InitStructOp) error {
	names, _ := v.FieldNames().(*ir.ArrayAttr)
	if names == nil || len(names.Elems) != len(v.FieldValues()) {
		return ir.OpError(v.Op(), "structure fields do not match the values")
	}
	n, err := e.decl(v.Result(), "")
	if err != nil {
		return err
	}
	for i, x := range v.FieldValues() {
		f, ok := names.Elems[i].(*ir.StringAttr)
		if !ok {
			return ir.OpError(v.Op(), "field name %d is not a string", i)
		}
		e.line("%s.%s = %s;", n, f.Value, e.name(x))
	}
	return nil
}

func microDataCopy(e *Emitter, op *ir.Operation) error {
	e.line("AscendC::MicroAPI::DataCopy(%s);", e.nameList(op.Operands()))
	return nil
}

// emitVariable declares a local array, one extent per dimension, with an initializer:
// `int32_t v2[1]{512};`.
func emitVariable(e *Emitter, v emitasc.VariableOp) error {
	mt, ok := v.Result().Type().(*ir.MemRefType)
	if !ok {
		return ir.OpError(v.Op(), "variable of a non-memref type")
	}
	dims, err := arrayDims(v.Op(), mt, "variable")
	if err != nil {
		return err
	}
	et, err := CppType(mt.Elem)
	if err != nil {
		return ir.OpError(v.Op(), "%v", err)
	}
	var init string
	switch {
	case v.DynamicInit() != nil:
		init = e.name(v.DynamicInit())
	case v.StaticInit() != nil:
		l, _, err := literal(v.StaticInit())
		if err != nil {
			return litError(v.Op(), err)
		}
		init = l
	}
	e.line("%s %s%s{%s};", et, e.fresh(v.Result()), dims, init)
	return nil
}

// emitDeclarePyStruct defines the C structure of a Python class, packed as the host
// side lays it out.
func emitDeclarePyStruct(e *Emitter, v emitasc.DeclarePyStructOp) error {
	op := v.Op()
	if v.Pystruct() == nil {
		return ir.OpError(op, "structure declaration without a type")
	}
	st, ok := v.Pystruct().(*emitasc.PyStructType)
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
func emitCopyStruct(e *Emitter, v emitasc.CopyStructOp) error {
	var space ir.Attribute
	switch t := v.Base().Type().(type) {
	case *ir.MemRefType:
		space = t.MemSpace
	case *ir.UnrankedMemRefType:
		space = t.MemSpace
	}
	q, err := spaceQualifier(space)
	if err != nil {
		return ir.OpError(v.Op(), "%v", err)
	}
	n, err := e.decl(v.Result(), "")
	if err != nil {
		return err
	}
	e.line("for (size_t i = 0; i < sizeof(%s); i++) {", n)
	e.indent++
	e.line("auto byte = reinterpret_cast<%suint8_t*>(%s)[i];", q, e.name(v.Base()))
	e.line("reinterpret_cast<uint8_t*>(&%s)[i] = byte;", n)
	e.indent--
	e.line("};")
	return nil
}

// memberRef spells field number index of the structure base points to: its name, or
// var<index> for a field without one (the names PyAsc gives unnamed fields).
func (e *Emitter) memberRef(base *ir.Value, index int64, field string) string {
	if field == "" {
		field = fmt.Sprintf("var%d", index)
	}
	return e.name(base) + "->" + field
}

// braced emits the region in a block of its own, closed by `};` (the op's statement
// terminator follows the brace).
func (e *Emitter) braced(r *ir.Region) error {
	e.line("{")
	if err := e.emitRegionBody(r, nil); err != nil {
		return err
	}
	e.line("};")
	return nil
}

// dollarVerbatim writes text with every $<n> (n a valid argument index, digits read
// greedily) replaced by the name of argument n; without arguments the text is written
// untouched.
func (e *Emitter) dollarVerbatim(text string, args []*ir.Value) error {
	if len(args) > 0 {
		var b strings.Builder
		for i := 0; i < len(text); i++ {
			j := i + 1
			for j < len(text) && text[j] >= '0' && text[j] <= '9' {
				j++
			}
			if text[i] == '$' && j > i+1 {
				if n, err := strconv.Atoi(text[i+1 : j]); err == nil && n < len(args) {
					b.WriteString(e.name(args[n]))
					i = j - 1
					continue
				}
			}
			b.WriteByte(text[i])
		}
		text = b.String()
	}
	e.verbatimLine(text)
	return nil
}
