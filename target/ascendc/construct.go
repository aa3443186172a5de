package ascendc

import (
	"strings"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// ascendc.construct builds a parameter struct or framework object: `T vN;` without
// operands, else aggregate initialisation `T vN{a, b};`. The optional types attribute
// gives the field types; an operand of another type is converted (static_cast, or
// reinterpret_cast for pointers).
//
// AippParams is the exception: its nested parameter structs are separate constructs in
// the IR but members in C++, so the AippParams construct assigns their fields one by one
// and the nested constructs emit nothing.

// aippMembers lists, per nested AIPP parameter type, the member of AippParams holding it
// and its fields in order.
var aippMembers = map[string]struct {
	member string
	fields []string
}{
	"aipp_padding_params":     {"paddingParams", []string{"paddingMode", "paddingValueCh0", "paddingValueCh1", "paddingValueCh2", "paddingValueCh3"}},
	"aipp_swap_params":        {"swapParams", []string{"isSwapRB", "isSwapUV", "isSwapAX"}},
	"aipp_single_line_params": {"singleLineParams", []string{"isSingleLineCopy"}},
	"aipp_dtc_params": {"dtcParams", []string{"dtcMeanCh0", "dtcMeanCh1", "dtcMeanCh2", "dtcMinCh0", "dtcMinCh1",
		"dtcMinCh2", "dtcVarCh0", "dtcVarCh1", "dtcVarCh2", "dtcRoundMode"}},
	"aipp_cpadding_params": {"cPaddingParams", []string{"cPaddingMode", "cPaddingValue"}},
	"aipp_csc_params": {"cscParams", []string{"isEnableCsc", "cscMatrixR0C0", "cscMatrixR0C1", "cscMatrixR0C2",
		"cscMatrixR1C0", "cscMatrixR1C1", "cscMatrixR1C2", "cscMatrixR2C0", "cscMatrixR2C1", "cscMatrixR2C2",
		"cscBiasIn0", "cscBiasIn1", "cscBiasIn2", "cscBiasOut0", "cscBiasOut1", "cscBiasOut2"}},
}

// mnemonicOf returns the mnemonic of an ascendc dialect type, or "".
func mnemonicOf(t ir.Type) string {
	if dt, ok := t.(opdef.DialectType); ok && dt.Def().Dialect == "ascendc" {
		return dt.Def().Mnemonic
	}
	return ""
}

func emitConstruct(e *Emitter, v ascendc.ConstructOp) error {
	op := v.Op()
	if op.NumResults() != 1 {
		return ir.OpError(op, "expects one result")
	}
	kind := mnemonicOf(v.Result().Type())
	if kind == "aipp_params" {
		return emitAippParams(e, v)
	}
	if _, nested := aippMembers[kind]; nested && onlyUsedByAippParams(v) {
		return nil
	}
	t, err := e.cppTypeOf(v.Result())
	if err != nil {
		return err
	}
	// The storage flags of the op, and nothing else, make the declaration static or
	// constexpr.
	prefix := ""
	if v.IsStatic() {
		prefix += "static "
	}
	if v.IsConstexpr() {
		prefix += "constexpr "
	}
	n := e.fresh(v.Result())
	if len(v.Operands()) == 0 {
		e.line("%s%s %s;", prefix, t, n)
		return nil
	}
	args, err := constructArgs(e, v)
	if err != nil {
		return err
	}
	e.line("%s%s %s{%s};", prefix, t, n, strings.Join(args, ", "))
	return nil
}

// constructArgs spells the operands converted to the field types of the types attribute.
func constructArgs(e *Emitter, v ascendc.ConstructOp) ([]string, error) {
	var fields []ir.Attribute
	if ta, ok := v.Types().(*ir.ArrayAttr); ok {
		fields = ta.Elems
		if len(fields) != len(v.Operands()) {
			return nil, ir.OpError(v.Op(), "Expect the size of typesAttr equals to numbers of operands")
		}
	}
	args := make([]string, len(v.Operands()))
	for i, x := range v.Operands() {
		args[i] = e.name(x)
		if i >= len(fields) {
			continue
		}
		ft, ok := fields[i].(*ir.TypeAttr)
		if !ok || ir.TypeEqual(ft.Type, x.Type()) {
			continue
		}
		cs, err := CppType(ft.Type)
		if err != nil {
			return nil, ir.OpError(v.Op(), "field %d: %v", i, err)
		}
		switch ft.Type.(type) {
		case *ir.MemRefType, *ir.UnrankedMemRefType:
			args[i] = "reinterpret_cast<" + cs + ">(" + args[i] + ")"
		default:
			args[i] = "static_cast<" + cs + ">(" + args[i] + ")"
		}
	}
	return args, nil
}

// onlyUsedByAippParams reports whether every use of the construct's result is an
// AippParams construct (which then spells the fields itself).
func onlyUsedByAippParams(v ascendc.ConstructOp) bool {
	uses := v.Result().Uses()
	if len(uses) == 0 {
		return false
	}
	for _, u := range uses {
		user, ok := ascendc.AsConstructOp(u.Owner())
		if !ok || user.Op().NumResults() != 1 || mnemonicOf(user.Result().Type()) != "aipp_params" {
			return false
		}
	}
	return true
}

// emitAippParams declares `AscendC::AippParams<T> vN;` and assigns the fields of each
// nested parameter construct. T is the type of the padding values (the second field of
// the padding parameters), the one type parameter of the C++ template.
func emitAippParams(e *Emitter, v ascendc.ConstructOp) error {
	elem, err := aippPaddingElem(v)
	if err != nil {
		return err
	}
	n := e.fresh(v.Result())
	e.line("AscendC::AippParams<%s> %s;", elem, n)
	for _, x := range v.Operands() {
		d, isConstruct := ascendc.AsConstructOp(x.DefiningOp())
		m, ok := aippMembers[mnemonicOf(x.Type())]
		if !isConstruct || !ok {
			return ir.OpError(v.Op(), "expects AIPP parameter structs built by %s", ascendc.OpConstruct)
		}
		if len(d.Operands()) > len(m.fields) {
			return ir.OpError(d.Op(), "has more values than %s has fields", m.member)
		}
		for i, fv := range d.Operands() {
			e.line("%s.%s.%s = %s;", n, m.member, m.fields[i], e.name(fv))
		}
	}
	return nil
}

// aippPaddingElem is the C++ type of the padding values of an AippParams construct: the
// second field of its padding parameters (by the types attribute if it has one, else the
// value's type), int8_t without padding parameters.
func aippPaddingElem(v ascendc.ConstructOp) (string, error) {
	elem := "int8_t"
	for _, x := range v.Operands() {
		d, ok := ascendc.AsConstructOp(x.DefiningOp())
		if !ok || mnemonicOf(x.Type()) != "aipp_padding_params" || len(d.Operands()) < 2 {
			continue
		}
		pt := d.Operands()[1].Type()
		if ta, ok := d.Types().(*ir.ArrayAttr); ok && len(ta.Elems) > 1 {
			if t, ok := ta.Elems[1].(*ir.TypeAttr); ok {
				pt = t.Type
			}
		}
		s, err := CppType(pt)
		if err != nil {
			return "", ir.OpError(d.Op(), "%v", err)
		}
		elem = s
	}
	return elem, nil
}
