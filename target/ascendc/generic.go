package ascendc

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// The generic rule: most Ascend C ops are one API call whose spelling the .td records
// describe (AscendEmission in dialect/ods/OpBase.td). callStyle picks the statement form,
// templateArgs and callArgs are item lists where `$x` stands for argument x, `elem($x)`
// and `type($x)` for C++ types (`utype($x)` with integers spelled unsigned), `array($x)` for a variadic operand materialised as a local
// array, and anything else is copied. Items naming an absent optional argument are
// dropped, so one record covers all the overloads an op stands for.

// genericApplies reports whether the generic rule handles ops of this kind: ops with
// emission hints whose call style is not custom.
func genericApplies(info *ir.OpInfo) bool {
	h := opdef.HintsOf(info)
	if h == nil || h.Emit == nil {
		return false
	}
	switch h.Emit.CallStyle {
	case "", "func", "member", "ctor", "operator":
		return opdef.DefOf(info) != nil
	}
	return false
}

// call is the state of emitting one op with the generic rule.
type call struct {
	e    *Emitter
	op   *ir.Operation
	def  *opdef.Op
	hint opdef.Emission
	// args are the argument names in declaration order.
	args []string
	// inTemplate are arguments used bare ($x) in templateArgs: not call arguments by
	// default.
	inTemplate map[string]bool
	// pre are declarations the call needs first (local arrays).
	pre []string
	// arrayName names the local array of a variadic operand, given the operand's name
	// and values (nil: the default naming of arrayNameOf).
	arrayName func(operand string, vs []*ir.Value) string
	// seq is the number of the op's default-named arrays, -1 until one is declared.
	seq int
}

// errAbsent marks an item that refers to an absent optional argument.
type errAbsent struct{}

func (errAbsent) Error() string { return "absent argument" }

func newCall(e *Emitter, op *ir.Operation) *call {
	def := opdef.DefOf(op.Info())
	hints := specHints
	if e != nil {
		hints = func() map[string]opdef.Emission { return e.hints }
	}
	c := &call{e: e, op: op, def: def, hint: emissionOf(hints(), op.Info()), inTemplate: map[string]bool{}, seq: -1}
	if h := opdef.HintsOf(op.Info()); h != nil && h.Emit != nil {
		c.args = h.Args
	} else {
		for _, o := range def.Operands {
			c.args = append(c.args, o.Name)
		}
		for _, a := range def.Attrs {
			c.args = append(c.args, a.Name)
		}
	}
	for _, item := range splitItems(c.hint.TemplateArgs) {
		if strings.HasPrefix(item, "$") && isIdent(item[1:]) {
			c.inTemplate[item[1:]] = true
		}
		// An attribute spelled in the template in any form (a type attribute as
		// utype($x)) is not a call argument either.
		for i := 0; i < len(item); i++ {
			if _, name, end := scanRef(item, i); end > 0 {
				if c.attrDef(name) != nil {
					c.inTemplate[name] = true
				}
				i = end - 1
			}
		}
	}
	return c
}

func emitGeneric(e *Emitter, op *ir.Operation) error { return newCall(e, op).emit() }

// emit writes the call in the op's call style. Custom rules adjust the call (hints,
// array naming) and then emit it like generic ops.
func (c *call) emit() error {
	e, op := c.e, c.op
	if c.hint.CallStyle == "" {
		// Placeholders (ascendc.noop, ascendc.local_tensor_auto) emit nothing; one whose
		// result is still used should have been lowered by a pass.
		for _, v := range op.Results() {
			if v.HasUses() {
				return ir.OpError(op, "is a placeholder that must be lowered before translation to Ascend C")
			}
		}
		return nil
	}
	targs, err := c.templateArgs()
	if err != nil {
		return err
	}
	switch c.hint.CallStyle {
	case "func":
		args, err := c.callArgs(nil)
		if err != nil {
			return err
		}
		c.flushPre()
		return e.callStatement(op, qualify(c.hint.APIName)+targs+"("+strings.Join(args, ", ")+")")
	case "member":
		obj := c.firstOperand()
		if obj == nil {
			return ir.OpError(op, "member call without an object operand")
		}
		args, err := c.callArgs(map[string]bool{c.def.Operands[0].Name: true})
		if err != nil {
			return err
		}
		c.flushPre()
		return e.callStatement(op, e.name(obj)+"."+c.hint.APIName+targs+"("+strings.Join(args, ", ")+")")
	case "operator":
		if len(c.def.Operands) < 3 || op.NumOperands() < 3 {
			return ir.OpError(op, "operator call needs a destination and two operands")
		}
		args, err := c.callArgs(map[string]bool{c.def.Operands[0].Name: true, c.def.Operands[1].Name: true})
		if err != nil {
			return err
		}
		c.flushPre()
		e.line("%s = %s.%s%s(%s);", e.name(op.Operand(0)), e.name(op.Operand(1)), c.hint.APIName, targs, strings.Join(args, ", "))
		return nil
	case "ctor":
		if op.NumResults() != 1 {
			return ir.OpError(op, "constructor call needs exactly one result")
		}
		args, err := c.callArgs(nil)
		if err != nil {
			return err
		}
		c.flushPre()
		if targs == "" && len(args) == 0 {
			_, err := e.decl(op.Result(0), "")
			return err
		}
		callee := qualify(c.hint.APIName)
		if c.hint.APIName == "" {
			if callee, err = e.cppTypeOf(op.Result(0)); err != nil {
				return err
			}
		}
		_, err = e.decl(op.Result(0), callee+targs+"("+strings.Join(args, ", ")+")")
		return err
	}
	return ir.OpError(op, "unknown call style '%s'", c.hint.CallStyle)
}

// qualify puts an API name into the AscendC namespace.
func qualify(api string) string {
	if strings.HasPrefix(api, "AscendC::") || strings.HasPrefix(api, "::") {
		return api
	}
	return "AscendC::" + api
}

func (c *call) firstOperand() *ir.Value {
	if len(c.def.Operands) == 0 {
		return nil
	}
	vs := opdef.OperandGroup(c.op, c.def.Operands[0].Name)
	if len(vs) == 0 {
		return nil
	}
	return vs[0]
}

func (c *call) flushPre() {
	for _, l := range c.pre {
		c.e.line("%s", l)
	}
	c.pre = nil
}

// templateArgs expands templateArgs to `<...>`, or "" when no item remains.
func (c *call) templateArgs() (string, error) {
	var out []string
	for _, item := range splitItems(c.hint.TemplateArgs) {
		s, err := c.expand(item)
		if _, absent := err.(errAbsent); absent {
			continue
		}
		if err != nil {
			return "", err
		}
		out = append(out, s)
	}
	if len(out) == 0 {
		return "", nil
	}
	return "<" + strings.Join(out, ", ") + ">", nil
}

// callArgs expands callArgs, or builds the default list: every argument in declaration
// order except unit attributes, the arguments used in templateArgs and those in skip.
func (c *call) callArgs(skip map[string]bool) ([]string, error) {
	var items []string
	switch c.hint.CallArgs {
	case "none":
		return nil, nil
	case "":
		for _, a := range c.args {
			if skip[a] || c.inTemplate[a] {
				continue
			}
			if i := c.def.OperandIndex(a); i >= 0 {
				if c.def.Operands[i].Kind == opdef.Variadic {
					items = append(items, "array($"+a+")")
				} else {
					items = append(items, "$"+a)
				}
				continue
			}
			if ad := c.attrDef(a); ad != nil && !ad.C.Unit {
				items = append(items, "$"+a)
			}
		}
	default:
		items = splitItems(c.hint.CallArgs)
	}
	var out []string
	for _, item := range items {
		s, err := c.expand(item)
		if _, absent := err.(errAbsent); absent {
			continue
		}
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}

func (c *call) attrDef(name string) *opdef.Attr {
	for i := range c.def.Attrs {
		if c.def.Attrs[i].Name == name {
			return &c.def.Attrs[i]
		}
	}
	return nil
}

// expand substitutes the references of one item: elem($x), type($x), array($x) and $x.
func (c *call) expand(item string) (string, error) {
	var b strings.Builder
	for i := 0; i < len(item); {
		fn, name, end := scanRef(item, i)
		if end < 0 {
			b.WriteByte(item[i])
			i++
			continue
		}
		s, err := c.ref(fn, name)
		if err != nil {
			return "", err
		}
		b.WriteString(s)
		i = end
	}
	return b.String(), nil
}

// scanRef recognises a reference at item[i:]: `elem($x)`, `type($x)`, `array($x)` or
// `$x`. It returns the function ("" for $x), the argument name and the end offset, or
// end < 0 when there is none.
func scanRef(item string, i int) (fn, name string, end int) {
	ident := func(j int) int {
		k := j
		for k < len(item) && isIdentByte(item[k]) {
			k++
		}
		return k
	}
	for _, f := range []string{"elem", "type", "utype", "array"} {
		if strings.HasPrefix(item[i:], f+"($") {
			j := i + len(f) + 2
			if k := ident(j); k > j && k < len(item) && item[k] == ')' {
				return f, item[j:k], k + 1
			}
		}
	}
	if item[i] == '$' {
		if k := ident(i + 1); k > i+1 {
			return "", item[i+1 : k], k
		}
	}
	return "", "", -1
}

// ref spells one reference: fn is "" for $x, or elem/type/array.
func (c *call) ref(fn, name string) (string, error) {
	if i := c.def.OperandIndex(name); i >= 0 {
		vs := opdef.OperandGroup(c.op, name)
		if len(vs) == 0 && fn == "array" && c.def.Operands[i].Kind == opdef.Variadic {
			// An empty variadic group is still declared, as `{}` (emission.md §1.5).
			return c.array(name, vs)
		}
		if len(vs) == 0 {
			return "", errAbsent{}
		}
		switch fn {
		case "elem":
			t, err := elementType(c.op, name, vs[0])
			if err != nil {
				return "", err
			}
			return c.typeString(vs[0], t)
		case "type":
			return c.typeString(vs[0], vs[0].Type())
		case "utype":
			return c.typeString(vs[0], unsignedType(vs[0].Type()))
		case "array":
			return c.array(name, vs)
		}
		return c.e.nameList(vs), nil
	}
	for i, r := range c.def.Results {
		if r.Name != name || i >= c.op.NumResults() {
			continue
		}
		v := c.op.Result(i)
		switch fn {
		case "elem":
			t, err := elementType(c.op, name, v)
			if err != nil {
				return "", err
			}
			return c.typeString(v, t)
		case "type":
			return c.typeString(v, v.Type())
		}
		return "", ir.OpError(c.op, "emission hint refers to result '%s' as a value", name)
	}
	if ad := c.attrDef(name); ad != nil {
		a := c.op.Attr(name)
		if a == nil && ad.Default != nil {
			a = ad.Default
		}
		if fn == "elem" || fn == "type" || fn == "utype" {
			ta, ok := a.(*ir.TypeAttr)
			if !ok {
				return "", errAbsent{}
			}
			t := ta.Type
			switch fn {
			case "elem":
				t = ElemType(t)
			case "utype":
				t = unsignedType(t)
			}
			s, err := CppType(t)
			if err != nil {
				return "", ir.OpError(c.op, "attribute '%s': %v", name, err)
			}
			return s, nil
		}
		return c.attrValue(ad, a)
	}
	return "", ir.OpError(c.op, "emission hint refers to unknown argument '%s'", name)
}

// elementType is the element type of v, the value of op's group named group, for a rule
// that spells it: the group's refined kind says which types the rule handles (PyAsc's
// vector printers take it from a LocalTensor and abort on another type, emission.md
// §4.3), so a value outside it is refused at the op. Unrefined groups, and those of
// elemOrType, fall back to the type itself where it has no element type.
func elementType(op *ir.Operation, group string, v *ir.Value) (ir.Type, error) {
	if elemOrType[op.Name()] != group {
		if err := opdef.CheckGroupKind(op, group); err != nil {
			return nil, err
		}
	}
	return ElemType(v.Type()), nil
}

// elemOrType names, by op, the operand whose {E(x)} PyAsc spells as {T(x)} when x's type
// has no element type (fixpipe's dst, emission.md §3.15), whatever kind the simulator
// needs there.
var elemOrType = map[string]string{
	ascendc.OpFixpipe:              "dst",
	ascendc.OpFixpipeWithWorkspace: "dst",
}

func (c *call) typeString(v *ir.Value, t ir.Type) (string, error) {
	s, err := CppType(t)
	if err != nil {
		return "", valueError(v, "%v", err)
	}
	return s, nil
}

// positionPrinters are the ops whose TPosition PyAsc spells with its type printers'
// helper (the "P" rows of emission.md §3), which has no spelling for MAX.
var positionPrinters = map[string]bool{
	ascendc.OpLocalTensorV2: true, ascendc.OpLocalTensorV3: true, ascendc.OpPopStackBuffer: true,
	ascendc.OpQueBindDequeTensorPos: true, ascendc.OpQueBindEnqueTensorPos: true,
}

// attrValue spells an attribute argument: an enum by its enumerator, a unit attribute as
// 1/0, numbers as literals, a string as a C string, a type as its C++ type.
func (c *call) attrValue(ad *opdef.Attr, a ir.Attribute) (string, error) {
	if ad.C.Unit {
		if a != nil {
			return "1", nil
		}
		return "0", nil
	}
	if a == nil {
		return "", errAbsent{}
	}
	if en := opdef.EnumOf(ad.C); en != nil {
		v, ok := en.Value(a)
		if !ok {
			return "", ir.OpError(c.op, "attribute '%s' is not a %s", ad.Name, en.Name)
		}
		// PyAsc's hand-written position printers abort on MAX (emission.md §1.8, §4.3);
		// the generated ones print it.
		if en == ascendc.TPositionEnum && v == int64(ascendc.TPosition_MAX) && positionPrinters[c.op.Name()] {
			return "", ir.OpError(c.op, "attribute '%s': TPosition MAX has no Ascend C spelling", ad.Name)
		}
		return en.CppName(v), nil
	}
	switch a := a.(type) {
	case ir.UnitAttr:
		return "1", nil
	case *ir.IntegerAttr:
		if it, ok := a.Type.(*ir.IntegerType); ok && it.Width == 1 {
			return strconv.FormatBool(a.Value&1 != 0), nil
		}
		return strconv.FormatInt(intValue(a), 10), nil
	case *ir.FloatAttr:
		s, _, err := literal(a)
		if err != nil {
			return "", ir.OpError(c.op, "attribute '%s': %v", ad.Name, err)
		}
		return s, nil
	case *ir.StringAttr:
		return strconv.Quote(a.Value), nil
	case *ir.TypeAttr:
		s, err := CppType(a.Type)
		if err != nil {
			return "", ir.OpError(c.op, "attribute '%s': %v", ad.Name, err)
		}
		return s, nil
	}
	return "", ir.OpError(c.op, "attribute '%s' (%s) has no Ascend C spelling", ad.Name, ir.AttrString(a))
}

// array declares the values of a variadic operand as a local array before the call and
// returns its name: by default the first operand's name, the operand name and `_list<k>`
// (`uint64_t v1_mask_list0[] = {v6, v7};`), k numbering the ops of the kind.
func (c *call) array(name string, vs []*ir.Value) (string, error) {
	// The element type is the one the op definition fixes for the operand, else the type
	// of the values; vector masks are uint64_t[] in every Ascend C API whatever integers
	// the IR passes.
	var t ir.Type
	if i := c.def.OperandIndex(name); i >= 0 && c.def.Operands[i].Type != nil && c.def.Operands[i].Type.Builder != nil {
		t = c.def.Operands[i].Type.Builder
	} else if name == "mask" {
		t = ir.IntType(64, ir.Unsigned)
	} else if len(vs) > 0 {
		t = vs[0].Type()
	} else {
		return "", ir.OpError(c.op, "operand group '%s' is empty: no element type for its array", name)
	}
	if len(vs) == 0 {
		et, err := CppType(t)
		if err != nil {
			return "", ir.OpError(c.op, "operand group '%s': %v", name, err)
		}
		name = c.arrayNameOf(name, vs)
		c.pre = append(c.pre, fmt.Sprintf("%s %s[] = {};", et, name))
		return name, nil
	}
	et, err := c.typeString(vs[0], t)
	if err != nil {
		return "", err
	}
	name = c.arrayNameOf(name, vs)
	c.pre = append(c.pre, fmt.Sprintf("%s %s[] = {%s};", et, name, c.e.nameList(vs)))
	return name, nil
}

func (c *call) arrayNameOf(operand string, vs []*ir.Value) string {
	if c.arrayName != nil {
		return c.arrayName(operand, vs)
	}
	base := snake(operand)
	if !strings.HasSuffix(base, "_list") {
		base += "_list"
	}
	// The number counts the ops of this kind that declared arrays so far in the
	// translation (PyAsc keeps one counter per op kind), once per op.
	if c.seq < 0 {
		c.seq = c.e.arrays[c.op.Name()]
		c.e.arrays[c.op.Name()]++
	}
	return c.e.name(c.op.Operand(0)) + "_" + base + itoa(c.seq)
}

// splitItems splits a comma separated list at top-level commas (commas inside (), <>,
// [] and {} stay).
func splitItems(s string) []string {
	if strings.TrimSpace(s) == "" {
		return nil
	}
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(', '<', '[', '{':
			depth++
		case ')', '>', ']', '}':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, strings.TrimSpace(s[start:i]))
				start = i + 1
			}
		}
	}
	return append(out, strings.TrimSpace(s[start:]))
}

func isIdentByte(b byte) bool {
	return b == '_' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

func isIdent(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isIdentByte(s[i]) {
			return false
		}
	}
	return true
}

// snake converts camelCase to snake_case (elementCountList -> element_count_list).
func snake(s string) string {
	var b strings.Builder
	for i, r := range s {
		if unicode.IsUpper(r) {
			if i > 0 {
				b.WriteByte('_')
			}
			b.WriteRune(unicode.ToLower(r))
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}
