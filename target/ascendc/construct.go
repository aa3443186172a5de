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

// aippMember is a member of AippParams: its name and its fields in order.
type aippMember struct {
	member string
	fields []string
}

// aippOrder is the order of AippParams' members: operand i of an AippParams construct
// fills member i (emission.md §3.15 reads them by position).
var aippOrder = []string{"aipp_padding_params", "aipp_swap_params", "aipp_single_line_params",
	"aipp_dtc_params", "aipp_cpadding_params", "aipp_csc_params"}

// aippMembers lists, per nested AIPP parameter type, the member of AippParams holding it
// and its fields in order.
var aippMembers = map[string]aippMember{
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
	if _, nested := aippMembers[kind]; nested && !usedOutsideAippParams(v) {
		// PyAsc prints nothing for it (the AippParams construct spells its fields), so
		// only the statement terminator remains.
		e.emptyStatement()
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
			return nil, ir.Errorf(v.Op().Loc(), "Expect the size of typesAttr equals to numbers of operands")
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

// usedOutsideAippParams reports whether the construct's result has a user other than an
// AippParams construct (which spells the fields itself); such a user needs the value
// declared.
func usedOutsideAippParams(v ascendc.ConstructOp) bool {
	for _, u := range v.Result().Uses() {
		user, ok := ascendc.AsConstructOp(u.Owner())
		if !ok || user.Op().NumResults() != 1 || mnemonicOf(user.Result().Type()) != "aipp_params" {
			return true
		}
	}
	return false
}

// emitAippParams declares `AscendC::AippParams<T> vN;` and assigns the fields of each
// nested parameter construct, operand i filling member i of aippOrder. T is the C++ type
// of the second value (paddingValueCh0) of the construct giving operand 0, the one type
// parameter of the C++ template. The messages are PyAsc's (§4.1); where PyAsc then
// falls back to the generic construct form, this translator stops.
func emitAippParams(e *Emitter, v ascendc.ConstructOp) error {
	ops := v.Operands()
	if len(ops) == 0 {
		return ir.Errorf(v.Op().Loc(), "Internal Error: AippParams is missing operands.")
	}
	pad, ok := ascendc.AsConstructOp(ops[0].DefiningOp())
	if !ok || len(pad.Operands()) < 2 {
		return ir.Errorf(v.Op().Loc(), "Internal Error: Cannot deduce template type from paddingParams.")
	}
	elem, err := e.cppTypeOf(pad.Operands()[1])
	if err != nil {
		return err
	}
	n := e.fresh(v.Result())
	e.line("AscendC::AippParams<%s> %s;", elem, n)
	for i, x := range ops {
		if i >= len(aippOrder) {
			return ir.Errorf(v.Op().Loc(), "Internal Error: Index out of bounds when accessing AippMemberInfo for member index %d", i)
		}
		m := aippMembers[aippOrder[i]]
		d, isConstruct := ascendc.AsConstructOp(x.DefiningOp())
		if !isConstruct {
			return ir.Errorf(v.Op().Loc(), "Internal Error: Expected operand of AippParams to be a ConstructOp.")
		}
		if len(d.Operands()) != len(m.fields) {
			return ir.Errorf(v.Op().Loc(), "Internal Error: Mismatch in operand count for AIPP member %s", m.member)
		}
		for j, fv := range d.Operands() {
			e.line("%s.%s.%s = %s;", n, m.member, m.fields[j], e.name(fv))
		}
	}
	// PyAsc's printer ends with the last assignment's newline, so the statement
	// terminator stands on a line of its own.
	e.emptyStatement()
	return nil
}
