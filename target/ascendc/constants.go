package ascendc

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/ascend-toolchain/asc/ir"
)

// Constants. PyAsc names a constant after its value and type (`c32_i32`, `c1_602_f16`,
// `cm1_i1` for true, `c0_idx`), declares it constexpr where C++ allows it, and spells
// floats in scientific notation with the type's decimal precision. Two constants of equal
// value therefore share a name; the conformance tests fix that behaviour.

// floatDigits is the number of significant decimal digits used for each float type (the
// max_digits10 of the type).
var floatDigits = map[string]int{"f16": 5, "bf16": 4, "f32": 9, "f64": 17}

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
		digits, ok := floatDigits[ft.Name]
		if !ok {
			return "", fmt.Errorf("float constant of type '%s' has no Ascend C spelling", ft.Name)
		}
		v := ir.RoundToType(a.Value, ft)
		var s string
		switch {
		case math.IsInf(v, 1):
			s = "pInf"
		case math.IsInf(v, -1):
			s = "mInf"
		case math.IsNaN(v):
			s = "NaN"
		default:
			s = signWord(strconv.FormatFloat(v, 'g', digits, 64))
		}
		// bf16 constants carry the f16 suffix, as PyAsc spells every 16-bit float so.
		suffix := ft.Name
		if suffix == "bf16" {
			suffix = "f16"
		}
		return "c" + s + "_" + suffix, nil
	}
	return "", fmt.Errorf("unsupported constant value %s", ir.AttrString(a))
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
			s := strconv.FormatUint(u, 10)
			if u > math.MaxInt64 {
				s += "ULL" // no signed type holds it
			}
			return s, true, nil
		}
		return strconv.FormatInt(intValue(a), 10), true, nil
	case *ir.FloatAttr:
		ft, ok := a.Type.(*ir.FloatType)
		if !ok {
			return "", false, fmt.Errorf("float constant of type '%s'", ir.TypeString(a.Type))
		}
		digits, ok := floatDigits[ft.Name]
		if !ok {
			return "", false, fmt.Errorf("float constant of type '%s' has no Ascend C spelling", ft.Name)
		}
		v := ir.RoundToType(a.Value, ft)
		cexpr := ft.Name == "f32" || ft.Name == "f64"
		switch {
		case math.IsInf(v, 0):
			s := "__builtin_inff()"
			if ft.Name == "f64" {
				s = "__builtin_inf()"
			}
			if v < 0 {
				s = "-" + s
			}
			return s, cexpr, nil
		case math.IsNaN(v):
			if ft.Name == "f64" {
				return "__builtin_nan(\"\")", cexpr, nil
			}
			return "__builtin_nanf(\"\")", cexpr, nil
		}
		// The value with the type's significant digits, written with one more mantissa
		// digit (a trailing zero): 6.3 as f64 is 6.29999999999999980e+00.
		s := strconv.FormatFloat(v, 'e', digits-1, 64)
		if i := strings.IndexByte(s, 'e'); i > 0 {
			mant := s[:i]
			if !strings.Contains(mant, ".") {
				mant += "."
			}
			s = mant + "0" + s[i:]
		}
		switch ft.Name {
		case "f32":
			s = "(float)" + s
		case "f64":
			s = "(double)" + s
		}
		return s, cexpr, nil
	}
	return "", false, fmt.Errorf("unsupported constant value %s", ir.AttrString(a))
}

// emitConstant declares a constant under its value name.
func (e *Emitter) emitConstant(op *ir.Operation, v *ir.Value, a ir.Attribute) error {
	name, err := constantName(a)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	lit, cexpr, err := literal(a)
	if err != nil {
		return ir.OpError(op, "%v", err)
	}
	t, err := e.cppTypeOf(v)
	if err != nil {
		return err
	}
	name += nameLocSuffix(v)
	e.setName(v, name)
	if cexpr {
		e.stmt("constexpr ", t, " ", name, " = ", lit, ";")
	} else {
		e.stmt(t, " ", name, " = ", lit, ";")
	}
	return nil
}
