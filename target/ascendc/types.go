package ascendc

import (
	"fmt"
	"reflect"
	"strings"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/emitasc"
	"github.com/ascend-toolchain/asc/dialect/emitc"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// Type mapping. Builtin scalars map to the fixed-width C++ types Ascend C uses (index is
// the 32-bit unsigned type of the AI Core's scalar unit); memrefs are pointers qualified by
// their address space; dialect types are spelled by their .td cppType, except the few
// whose spelling needs more than parameter substitution (the matmul object, the
// allocator's hardware kind).

// addressSpaces spells the memory spaces of memref types (the values of AddressSpace).
var addressSpaces = map[int64]string{
	22: "__gm__", 23: "__ca__", 24: "__cb__", 25: "__cc__", 26: "__ubuf__", 27: "__cbuf__", 28: "__fbuf__",
}

// CppType returns the C++ spelling of t.
func CppType(t ir.Type) (string, error) {
	switch t := t.(type) {
	case *ir.IntegerType:
		return intType(t)
	case *ir.IndexType:
		return "uint32_t", nil
	case *ir.FloatType:
		switch t.Name {
		case "f16":
			return "half", nil
		case "bf16":
			return "bfloat16_t", nil
		case "f32":
			return "float", nil
		case "f64":
			return "double", nil
		}
		return "", fmt.Errorf("cannot emit float type '%s'", ir.TypeString(t))
	case *ir.MemRefType:
		return pointerType(t.Elem, t.MemSpace)
	case *ir.UnrankedMemRefType:
		return pointerType(t.Elem, t.MemSpace)
	case *emitc.OpaqueType:
		return t.Value, nil
	case *emitc.PointerType:
		p, err := CppType(t.Pointee)
		return p + "*", err
	case *ascendc.MatmulType:
		if err := unspellableParam(t); err != nil {
			return "", err
		}
		return matmulObjectType(t)
	case *ascendc.LocalMemAllocatorType:
		// The .td parameter is a plain integer; Ascend C wants the Hardware enumerator
		// (PyAsc aborts on a value past MAX).
		if _, ok := ascendc.HardwareEnum.Case(int64(t.Hardware)); !ok {
			return "", fmt.Errorf("cannot emit type '%s': no Hardware value %d", ir.TypeString(t), t.Hardware)
		}
		return "AscendC::LocalMemAllocator<" + ascendc.HardwareEnum.CppName(int64(t.Hardware)) + ">", nil
	// Tensor base classes are templates on the element type, and the C310 fixpipe
	// parameters on the layout (§1.6); the .td records spell the bare class.
	case *ascendc.BaseLocalTensorType:
		return templateOf("AscendC::BaseLocalTensor", t.ElementType)
	case *ascendc.BaseGlobalTensorType:
		return templateOf("AscendC::BaseGlobalTensor", t.ElementType)
	case *ascendc.FixpipeParamsC310Type:
		if err := unspellableParam(t); err != nil {
			return "", err
		}
		return "AscendC::FixpipeParamsC310<" + ascendc.CO2LayoutEnum.CppName(int64(t.CO2LayoutAttr)) + ">", nil
	// PyAsc has no spelling for the mask types: emitasc.mask declares its own array.
	case *ascendc.MaskType, *emitasc.MaskType:
		return "", fmt.Errorf("cannot emit type '%s'", ir.TypeString(t))
	case opdef.DialectType:
		if err := unspellableParam(t); err != nil {
			return "", err
		}
		if d := t.Def(); d.Dialect == "ascendc" && apiTypeNames[d.Mnemonic] != "" {
			return apiTypeNames[d.Mnemonic], nil
		}
		var inner error
		s := t.CppType(func(p ir.Type) string {
			c, err := CppType(p)
			if err != nil && inner == nil {
				inner = err
			}
			return c
		})
		return s, inner
	}
	return "", fmt.Errorf("cannot emit type '%s'", ir.TypeString(t))
}

// templateOf spells class<elem>.
func templateOf(class string, elem ir.Type) (string, error) {
	c, err := CppType(elem)
	if err != nil {
		return "", err
	}
	return class + "<" + c + ">", nil
}

// unspellableParam refuses a type with an enum parameter Ascend C has no enumerator for:
// a TPosition of value MAX, or a CubeFormat, LayoutMode or CO2Layout value that is no case
// of its enum (PyAsc aborts on both, emission.md §4.3). Parameters are fields of the
// generated type structs.
func unspellableParam(t ir.Type) error {
	rv := reflect.ValueOf(t)
	if rv.Kind() != reflect.Pointer || rv.Elem().Kind() != reflect.Struct {
		return nil
	}
	rv = rv.Elem()
	for i := 0; i < rv.NumField(); i++ {
		var e *opdef.EnumDef
		var v int64
		switch p := rv.Field(i).Interface().(type) {
		case ascendc.TPosition:
			if p == ascendc.TPosition_MAX {
				return fmt.Errorf("cannot emit type '%s': TPosition MAX has no Ascend C spelling", ir.TypeString(t))
			}
			e, v = ascendc.TPositionEnum, int64(p)
		case ascendc.CubeFormat:
			e, v = ascendc.CubeFormatEnum, int64(p)
		case ascendc.LayoutMode:
			e, v = ascendc.LayoutModeEnum, int64(p)
		case ascendc.CO2Layout:
			e, v = ascendc.CO2LayoutEnum, int64(p)
		default:
			continue
		}
		if _, ok := e.Case(v); !ok {
			return fmt.Errorf("cannot emit type '%s': no %s value %d", ir.TypeString(t), e.Name, v)
		}
	}
	return nil
}

func intType(t *ir.IntegerType) (string, error) {
	if t.Width == 1 {
		return "bool", nil
	}
	unsigned := t.Sign == ir.Unsigned
	switch t.Width {
	case 8:
		return pick(unsigned, "uint8_t", "int8_t"), nil
	case 16:
		return pick(unsigned, "uint16_t", "int16_t"), nil
	case 32:
		return pick(unsigned, "uint32_t", "int32_t"), nil
	case 64:
		return pick(unsigned, "uint64_t", "int64_t"), nil
	}
	return "", fmt.Errorf("cannot emit integer type '%s'", ir.TypeString(t))
}

// pointerType spells a memref as a pointer to its element type in its address space.
func pointerType(elem ir.Type, space ir.Attribute) (string, error) {
	et, err := CppType(elem)
	if err != nil {
		return "", err
	}
	q, err := spaceQualifier(space)
	if err != nil {
		return "", err
	}
	return q + et + "*", nil
}

// spaceQualifier returns "__gm__ " etc. for a memref memory space ("" for the default).
func spaceQualifier(space ir.Attribute) (string, error) {
	if space == nil {
		return "", nil
	}
	if ia, ok := space.(*ir.IntegerAttr); ok && ia.Big == nil {
		if ia.Value == 0 {
			return "", nil
		}
		if q, ok := addressSpaces[ia.Value]; ok {
			return q + " ", nil
		}
		// The number alone, as docs/translator-extensions.md words it, whatever the
		// attribute's integer type.
		return "", fmt.Errorf("memory space %d has no Ascend C qualifier", ia.Value)
	}
	return "", fmt.Errorf("memory space %s has no Ascend C qualifier", ir.AttrString(space))
}

// ElemType returns the element type of tensor-like types (memrefs, shaped builtins, the
// tensor types of the dialects) and t itself for scalars.
func ElemType(t ir.Type) ir.Type {
	switch t := t.(type) {
	case ir.ShapedType:
		return t.ElementType()
	case *emitc.PointerType:
		return t.Pointee
	case opdef.DialectType:
		// Generated tensor-like types (local/global tensors, their base classes, register
		// tensors) name their element parameter elementType.
		rv := reflect.ValueOf(t)
		if rv.Kind() == reflect.Pointer && rv.Elem().Kind() == reflect.Struct {
			f := rv.Elem().FieldByName("ElementType")
			if f.IsValid() {
				if et, ok := f.Interface().(ir.Type); ok && et != nil {
					return et
				}
			}
		}
	}
	return t
}

// matmulObjectType spells a matmul object: a static MatmulConfig named CFG followed by the
// matmul::Matmul instantiation that uses it. PyAsc writes the configuration into the type
// itself, so every place that spells the type (a declaration, a parameter) carries it.
func matmulObjectType(t *ascendc.MatmulType) (string, error) {
	cfg, err := matmulConfig(t.MatmulConfig)
	if err != nil {
		return "", err
	}
	args, err := matmulTypeArgs(t)
	if err != nil {
		return "", err
	}
	return "constexpr static MatmulConfig CFG{" + cfg + "};matmul::Matmul<" + args + ", CFG>", nil
}

// matmulTypeArgs spells the four MatmulType parameters of a matmul (A, B, C, bias).
func matmulTypeArgs(t *ascendc.MatmulType) (string, error) {
	// get_matmul_api_tiling spells these from its type attribute alone.
	if err := unspellableParam(t); err != nil {
		return "", err
	}
	one := func(pos ascendc.TPosition, f ascendc.CubeFormat, et ir.Type, trans bool, lm *ascendc.LayoutMode) (string, error) {
		c, err := CppType(et)
		if err != nil {
			return "", err
		}
		s := "matmul::MatmulType<" + pos.CppName() + ", " + ascendc.CubeFormatEnum.CppName(int64(f)) + ", " + c
		if lm != nil {
			s += fmt.Sprintf(", %t, %s", trans, ascendc.LayoutModeEnum.CppName(int64(*lm)))
		}
		return s + ">", nil
	}
	var parts []string
	for _, p := range []struct {
		pos   ascendc.TPosition
		f     ascendc.CubeFormat
		et    ir.Type
		trans bool
		lm    *ascendc.LayoutMode
	}{
		{t.SrcAPositionAttr, t.CubeFormatAAttr, t.TypeA, t.IsTransA, &t.LayoutModeAAttr},
		{t.SrcBPositionAttr, t.CubeFormatBAttr, t.TypeB, t.IsTransB, &t.LayoutModeBAttr},
		{t.SrcCPositionAttr, t.CubeFormatCAttr, t.TypeC, t.IsTransC, &t.LayoutModeCAttr},
		{t.SrcBiasPositionAttr, t.CubeFormatBiasAttr, t.TypeBias, false, nil},
	} {
		s, err := one(p.pos, p.f, p.et, p.trans, p.lm)
		if err != nil {
			return "", err
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, ", "), nil
}

// matmulConfig spells the MatmulConfig initializer: booleans as 1/0, integers as literals,
// the enum-valued fields by their enumerator.
func matmulConfig(c *ascendc.MatmulConfigAttr) (string, error) {
	if c == nil {
		return "", fmt.Errorf("matmul type without a matmul configuration")
	}
	b := func(v bool) string {
		if v {
			return "1"
		}
		return "0"
	}
	// Integers print as signed decimals whatever their type's signedness (Appendix B):
	// 255 : ui8 is -1.
	i := func(a *ir.IntegerAttr) string {
		if a == nil {
			return "0"
		}
		if it, ok := a.Type.(*ir.IntegerType); ok && it.Width > 1 {
			return fmt.Sprint(ir.TruncInt(a.Value, it.Width, false))
		}
		return fmt.Sprint(a.Value)
	}
	// An enum-valued field outside its enumerators prints nothing (Appendix B).
	en := func(e *opdef.EnumDef, a *ir.IntegerAttr) string {
		v := int64(0)
		if a != nil {
			v = a.Value
		}
		if _, ok := e.Case(v); !ok {
			return ""
		}
		return e.CppName(v)
	}
	f := []string{
		b(c.DoNorm), b(c.DoBasicBlock), b(c.DoMultiDataLoad), i(c.BasicM), i(c.BasicN), i(c.BasicK),
		b(c.IntrinsicsCheck), b(c.IsNBatch), b(c.EnVecNd2nz), b(c.DoSpecialBasicBlock), i(c.DoMte2Preload),
		i(c.SingleCoreM), i(c.SingleCoreN), i(c.SingleCoreK), i(c.StepM), i(c.StepN), i(c.BaseMn),
		i(c.SingleCoreMn), b(c.EnUnitFlag), b(c.IsPerTensor), b(c.HasAntiQuantOffset), b(c.DoIbShareNorm),
		b(c.DoSpecialMdl), b(c.EnableInit), en(ascendc.BatchModeEnum, c.BatchMode), b(c.EnableEnd),
		b(c.EnableGetTensorC), b(c.EnableSetOrgShape), b(c.EnableSetBias), b(c.EnableSetTail),
		b(c.EnableQuantVector), b(c.EnableSetDefineData), i(c.IterateMode), b(c.EnableReuse),
		b(c.EnableUbReuse), b(c.EnableL1CacheUb), b(c.IntraBlockPartSum),
		en(ascendc.IterateOrderEnum, c.IterateOrder), en(ascendc.ScheduleTypeEnum, c.ScheduleType),
		b(c.EnableDoubleCache), b(c.IsBiasBatch), b(c.EnableStaticPadZeros), b(c.IsPartialOutput),
		b(c.EnableMixDualMaster), b(c.IsA2b2Shared), b(c.IsEnableChannelSplit), b(c.EnableKdimReorderLoad),
		b(c.IsCo1Shared), i(c.SharedCo1BufferSize), en(ascendc.BatchOutModeEnum, c.BatchOutMode),
	}
	return strings.Join(f, ","), nil
}

func pick(c bool, a, b string) string {
	if c {
		return a
	}
	return b
}

// unsignedType is t with integers of 8 to 64 bits made unsigned, also as the element of a
// memref: PyAsc spells some API types "unsigned" (SetVectorMask's type, the workspace
// pointer, ScalarCast's source), whatever the signedness in the IR.
func unsignedType(t ir.Type) ir.Type {
	switch t := t.(type) {
	case *ir.IntegerType:
		if t.Width > 1 {
			return ir.IntType(t.Width, ir.Unsigned)
		}
	case *ir.MemRefType:
		c := *t
		c.Elem = unsignedType(t.Elem)
		return &c
	case *ir.UnrankedMemRefType:
		c := *t
		c.Elem = unsignedType(t.Elem)
		return &c
	}
	return t
}

// apiTypeNames spells the ascendc types whose C++ name (as PyAsc prints it) differs from
// the cppType of their .td record: the matmul library's types live outside the AscendC
// namespace, and two API types have names of their own.
var apiTypeNames = map[string]string{
	"batch_mode":     "BatchMode",
	"matrix_offset":  "MatrixOffset",
	"iterate_mode":   "IterateMode",
	"iterate_order":  "IterateOrder",
	"quant_mode_t":   "QuantMode_t",
	"rmsnorm_tiling": "RmsNormTiling",
	"schedule_type":  "ScheduleType",
	"buf_addr":       "AscendC::TBuffAddr",
}
