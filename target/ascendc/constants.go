package ascendc

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/ascend-toolchain/asc/dialect/emitc"
	"github.com/ascend-toolchain/asc/ir"
)

// Constants. PyAsc names a constant after its value and type (`c32_i32`, `c1_602_f16`,
// `cm1_i1` for true, `c0_idx`), declares it constexpr where C++ allows it, and spells
// floats in scientific notation with the type's decimal precision. Two constants of equal
// value therefore share a name; the conformance tests fix that behaviour.

// constantName returns the C++ name of a constant of value a.
func constantName(a ir.Attribute) (string, error) {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		suffix, err := typeSuffix(a.Type)
		if err != nil {
			return "", err
		}
		return "c" + signWord(strconv.FormatInt(intValue(a), 10)) + "_" + suffix, nil
	case *ir.FloatAttr:
		ft, ok := a.Type.(*ir.FloatType)
		if !ok {
			return "", fmt.Errorf("float constant of type '%s'", ir.TypeString(a.Type))
		}
		if _, ok := significandBits[ft.Name]; !ok {
			return "", fmt.Errorf("float constant of type '%s' has no Ascend C spelling", ft.Name)
		}
		s := signWord(apfloatText(ir.RoundToType(a.Value, ft), ft.Name, 3, true))
		// bf16 constants carry the f16 suffix, as PyAsc spells every 16-bit float so.
		suffix := ft.Name
		if suffix == "bf16" {
			suffix = "f16"
		}
		return "c" + s + "_" + suffix, nil
	}
	return "", fmt.Errorf("unsupported constant value %s", ir.AttrString(a))
}

// distinctConstName returns name, or name with the MLIR element type appended when the
// function declared a constant of that name with another C++ type already: a bf16 and an
// f16 constant of equal value share PyAsc's name (bf16 is spelled f16), and declaring it
// twice is not C++. PyAsc's name is kept whenever it is unambiguous.
func (e *Emitter) distinctConstName(name, cppType string, t ir.Type) string {
	if e.constTypes == nil {
		e.constTypes = map[string]string{}
	}
	if prev, ok := e.constTypes[name]; ok && prev != cppType {
		name += "_" + strings.ReplaceAll(ir.TypeString(t), "!", "")
	}
	e.constTypes[name] = cppType
	return name
}

// signWord makes a number usable inside an identifier: '-' is m, '+' is p, '.' is _.
func signWord(s string) string { return numberWord.Replace(s) }

var numberWord = strings.NewReplacer("-", "m", "+", "p", ".", "_")

// typeSuffix is the type part of a constant name.
func typeSuffix(t ir.Type) (string, error) {
	switch t := t.(type) {
	case *ir.IndexType:
		return "idx", nil
	case *ir.IntegerType:
		switch t.Sign {
		case ir.Unsigned:
			return "ui" + strconv.Itoa(t.Width), nil
		case ir.Signed:
			return "si" + strconv.Itoa(t.Width), nil
		}
		return "i" + strconv.Itoa(t.Width), nil
	}
	return "", fmt.Errorf("constant of type '%s' has no Ascend C spelling", ir.TypeString(t))
}

// intValue is the value of an integer attribute read as its type's signedness would (i1
// true is -1, as MLIR prints signless booleans in names).
func intValue(a *ir.IntegerAttr) int64 {
	if it, ok := a.Type.(*ir.IntegerType); ok {
		if it.Width == 1 {
			if a.Value&1 != 0 {
				return -1
			}
			return 0
		}
		if it.Width < 64 && it.Sign != ir.Unsigned {
			return ir.TruncInt(a.Value, it.Width, false)
		}
	}
	return a.Value
}

// literal spells the value of a constant in C++ and reports whether the declaration can be
// constexpr (half and bfloat16_t are not literal types on every toolchain).
func literal(a ir.Attribute) (string, bool, error) {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		if it, ok := a.Type.(*ir.IntegerType); ok && it.Width == 1 {
			if a.Value&1 != 0 {
				return "true", true, nil
			}
			return "false", true, nil
		}
		if it, ok := a.Type.(*ir.IntegerType); ok && it.Sign == ir.Unsigned {
			u := uint64(a.Value)
			if it.Width < 64 {
				u &= 1<<uint(it.Width) - 1
			}
			return strconv.FormatUint(u, 10), true, nil
		}
		return strconv.FormatInt(intValue(a), 10), true, nil
	case *ir.FloatAttr:
		ft, ok := a.Type.(*ir.FloatType)
		if !ok {
			return "", false, fmt.Errorf("float constant of type '%s'", ir.TypeString(a.Type))
		}
		if _, ok := significandBits[ft.Name]; !ok {
			return "", false, fmt.Errorf("float constant of type '%s' has no Ascend C spelling", ft.Name)
		}
		v := ir.RoundToType(a.Value, ft)
		cexpr := ft.Name == "f32" || ft.Name == "f64"
		switch {
		case math.IsInf(v, 1):
			return "__builtin_inff()", cexpr, nil
		case math.IsInf(v, -1):
			return "-__builtin_inff()", cexpr, nil
		case math.IsNaN(v):
			return "(0.f / 0.f) /* nan */", cexpr, nil
		}
		s := apfloatText(v, ft.Name, 0, false)
		switch ft.Name {
		case "f32":
			s = "(float)" + s
		case "f64":
			s = "(double)" + s
		}
		return s, cexpr, nil
	}
	return attrLiteral(a)
}

// attrError is a failure to spell an attribute: PyAsc reports it as a plain error at the
// op (emission.md §4.1), without the op-name prefix.
type attrError struct{ msg string }

func (e *attrError) Error() string { return e.msg }

// litError locates a literal's error at op: plain for attribute spellings, an op error
// otherwise.
func litError(op *ir.Operation, err error) error {
	if ae, ok := err.(*attrError); ok {
		return ir.Errorf(op.Loc(), "%s", ae.msg)
	}
	return ir.OpError(op, "%v", err)
}

// attrLiteral spells the attribute kinds of §1.7 other than scalars: dense elements as a
// brace list, opaque text, symbol references (the root only), types and strings.
func attrLiteral(a ir.Attribute) (string, bool, error) {
	switch a := a.(type) {
	case *ir.DenseElementsAttr:
		return denseLiteral(a)
	case *emitc.OpaqueAttr:
		return a.Value, true, nil
	case *ir.SymbolRefAttr:
		if len(a.Nested) > 1 {
			return "", false, &attrError{"attribute has more than 1 nested reference"}
		}
		return a.Root, true, nil
	case *ir.TypeAttr:
		s, err := CppType(a.Type)
		if err != nil {
			return "", false, err
		}
		return s, true, nil
	case *ir.StringAttr:
		// PyAsc quotes without escaping.
		return `"` + a.Value + `"`, true, nil
	}
	return "", false, &attrError{"cannot emit attribute: " + ir.AttrString(a)}
}

// maxDenseLiteral bounds the elements of a dense attribute spelled as a brace list: a
// splat of a huge shape is one value in the IR but one literal per element in C++ (a
// tensor<2^62xi32> splat made the translator allocate a 2^62-entry list and panic).
const maxDenseLiteral = 1 << 20

// denseLiteral spells `{a, b, c}`, every element as the scalar attribute of the element
// type would be (a splat repeated to the element count).
func denseLiteral(a *ir.DenseElementsAttr) (string, bool, error) {
	et := a.Type.ElementType()
	n64 := ir.NumElements(a.Type.Shape())
	if n64 < 0 || n64 > maxDenseLiteral {
		return "", false, &attrError{fmt.Sprintf("cannot emit attribute of type '%s': more than the %d elements a brace initializer is spelled with",
			ir.TypeString(a.Type), maxDenseLiteral)}
	}
	n := int(n64)
	parts := make([]string, 0, n)
	cexpr := true
	for i := 0; i < n; i++ {
		k := i
		if a.Splat {
			k = 0
		}
		var elem ir.Attribute
		switch t := et.(type) {
		case *ir.FloatType:
			if k >= len(a.Floats) {
				return "", false, &attrError{"cannot emit attribute: " + ir.AttrString(a)}
			}
			elem = &ir.FloatAttr{Type: t, Value: a.Floats[k]}
		case *ir.IntegerType, *ir.IndexType:
			if k >= len(a.Ints) {
				return "", false, &attrError{"cannot emit attribute: " + ir.AttrString(a)}
			}
			elem = ir.NewIntAttr(t, a.Ints[k])
		default:
			return "", false, &attrError{"cannot emit attribute: " + ir.AttrString(a)}
		}
		s, c, err := literal(elem)
		if err != nil {
			return "", false, err
		}
		cexpr = cexpr && c
		parts = append(parts, s)
	}
	return "{" + strings.Join(parts, ", ") + "}", cexpr, nil
}

// emitConstant declares a constant under its value name.
func (e *Emitter) emitConstant(op *ir.Operation, v *ir.Value, a ir.Attribute) error {
	// PyAsc spells the declared type before the value, so a type without a spelling (a
	// vector constant, say) is what it reports.
	if _, err := e.cppTypeOf(v); err != nil {
		return err
	}
	name, err := constantName(a)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	lit, cexpr, err := literal(a)
	if err != nil {
		return litError(op, err)
	}
	t, err := e.cppTypeOf(v)
	if err != nil {
		return err
	}
	name = e.distinctConstName(name+nameLocSuffix(v), t, v.Type())
	e.setName(v, name)
	if cexpr {
		e.stmt("constexpr ", t, " ", name, " = ", lit, ";")
	} else {
		e.stmt(t, " ", name, " = ", lit, ";")
	}
	return nil
}
