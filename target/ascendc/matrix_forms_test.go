package ascendc

import (
	"strings"

	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// formsOfOp is the universe of forms of one op: "op" itself, then ±part for each
// optional part, and part=case for each case of an enum attribute.
func formsOfOp(def *opdef.Op) []string {
	out := []string{"op"}
	for _, o := range def.Operands {
		if o.Kind != opdef.Single {
			out = append(out, "+"+o.Name, "-"+o.Name)
		}
	}
	for _, a := range def.Attrs {
		if a.C.Unit || a.Optional || a.Default != nil {
			out = append(out, "+"+a.Name, "-"+a.Name)
		}
		if e := opdef.EnumOf(a.C); e != nil {
			seen := map[string]bool{}
			for _, c := range e.Cases {
				if !seen[c.Str] {
					seen[c.Str] = true
					out = append(out, a.Name+"="+c.Str)
				}
			}
		}
	}
	return out
}

// scalarTypes are the scalar types a form of an upstream op may have (emission.md §1.6).
var scalarTypes = []string{"i1", "i8", "i16", "i32", "i64", "ui8", "ui16", "ui32", "ui64", "index", "f16", "bf16", "f32", "f64"}

// typeForms lists, for an op of the upstream dialects, the scalar types of its first result
// ("out=T": the declared C++ type of every rule there) and, where the result does not tell
// it, of its first operand ("in=T": compares, casts, stores, loops), as its constraints
// and typeFormPossible allow.
func typeForms(ctx *ir.Context, def *opdef.Op) []string {
	d, _, _ := strings.Cut(def.Name, ".")
	var out []string
	for _, g := range typeGroups(def) {
		var fs []string
		for _, name := range scalarTypes {
			t, err := ir.ParseTypeText(ctx, name)
			if err == nil && opdef.KindOf(g.group).Pred(t) && typeFormPossible(def.Name, g.prefix+name) {
				fs = append(fs, g.prefix+name)
			}
		}
		// An ascendc result of any type is declared through the one type table (§1.6); a
		// constrained one (an index, a signless integer, a bool) is a form of the op.
		if (d == "ascendc" || d == "emitasc") && len(fs) == len(scalarTypes) {
			continue
		}
		out = append(out, fs...)
	}
	return out
}

type typeGroup struct {
	prefix string
	group  opdef.Operand
	index  int // operand or result index
}

// typeGroups are the groups whose scalar type is a form of def (see typeForms).
func typeGroups(def *opdef.Op) []typeGroup {
	var gs []typeGroup
	hasResult := len(def.Results) > 0 && def.Results[0].Kind == opdef.Single
	if hasResult {
		gs = append(gs, typeGroup{"out=", def.Results[0], 0})
	}
	if d, _, _ := strings.Cut(def.Name, "."); d == "ascendc" || d == "emitasc" {
		// Their operands are kinds (kindForms); a scalar result is declared with its type.
		return gs
	}
	if len(def.Operands) > 0 && def.Operands[0].Kind == opdef.Single && (!hasResult || typedByOperand[def.Name]) {
		gs = append(gs, typeGroup{"in=", def.Operands[0], 0})
	}
	return gs
}

// typedByOperand are the ops whose result type does not give their operand's type.
var typedByOperand = map[string]bool{
	"arith.cmpi": true, "arith.cmpf": true, "arith.extsi": true, "arith.extui": true, "arith.extf": true,
	"arith.trunci": true, "arith.truncf": true, "arith.fptosi": true, "arith.fptoui": true, "arith.sitofp": true,
	"arith.uitofp": true, "arith.index_cast": true, "arith.index_castui": true, "arith.bitcast": true, "emitc.cast": true,
}

// typeFormPossible rules out the type forms the verifier rejects whatever the other type:
// nothing is wider than i64/f64 or narrower than i1/f16/bf16 among scalarTypes, bitcast
// needs a bit width, arith.constant a signless integer.
func typeFormPossible(op, form string) bool {
	switch op {
	case "arith.extsi", "arith.extui", "arith.extf":
		return !contains([]string{"in=i64", "in=f64", "out=i1", "out=f16", "out=bf16"}, form)
	case "arith.trunci", "arith.truncf":
		return !contains([]string{"out=i64", "out=f64", "in=i1", "in=f16", "in=bf16"}, form)
	case "arith.bitcast":
		return !strings.HasSuffix(form, "=index")
	case "arith.constant":
		return !strings.HasPrefix(form, "out=ui")
	}
	return true
}

// typesPresent lists the type forms an upstream op instance shows.
func typesPresent(op *ir.Operation, def *opdef.Op) []string {
	var out []string
	for _, g := range typeGroups(def) {
		switch {
		case g.prefix == "out=" && op.NumResults() > 0:
			out = append(out, "out="+ir.TypeString(op.Result(0).Type()))
		case g.prefix == "in=" && op.NumOperands() > 0:
			out = append(out, "in="+ir.TypeString(op.Operand(0).Type()))
		}
	}
	return out
}

// operandKinds are the classes of type an operand of an ascendc or emitasc op may take
// where its constraint allows several (a local or a global tensor, a scalar or a tensor,
// a mask value or an integer): the spellings differ, E(x) of a scalar being the scalar.
// index counts as an integer: both are scalars printed by name.
var operandKinds = []struct{ kind, sample string }{
	{"local", "!ascendc.local_tensor<1xf32>"}, {"global", "!ascendc.global_tensor<*xf32>"},
	{"base_local", "!ascendc.base_local_tensor<*xf32>"}, {"base_global", "!ascendc.base_global_tensor<*xf32>"},
	{"int", "i32"}, {"float", "f32"}, {"memref", "memref<?xf32>"}, {"mask", "!emitasc.mask"},
}

// kindForms lists the operand-kind forms of def: "x:kind" for every kind an operand x
// accepts, when it accepts more than one and not every kind (an unconstrained operand is
// only named, never spelled through its type).
func kindForms(ctx *ir.Context, def *opdef.Op) []string {
	if d, _, _ := strings.Cut(def.Name, "."); d != "ascendc" && d != "emitasc" {
		return nil
	}
	var out []string
	for _, o := range def.Operands {
		var ks []string
		for _, k := range operandKinds {
			t, err := ir.ParseTypeText(ctx, k.sample)
			if err == nil && opdef.KindOf(o).Pred(t) {
				ks = append(ks, o.Name+":"+k.kind)
			}
		}
		if len(ks) > 1 && len(ks) < len(operandKinds) {
			out = append(out, ks...)
		}
	}
	return out
}

// kindOf classifies an operand's type like operandKinds.
func kindOf(t ir.Type) string {
	s := ir.TypeString(t)
	for _, k := range operandKinds {
		if prefix, _, _ := strings.Cut(k.sample, "<"); strings.HasPrefix(s, prefix+"<") || s == k.sample {
			return k.kind
		}
	}
	switch t.(type) {
	case *ir.IntegerType, *ir.IndexType:
		return "int"
	case *ir.FloatType:
		return "float"
	}
	return "other"
}

// kindsPresent lists the operand-kind forms an op instance shows.
func kindsPresent(op *ir.Operation, def *opdef.Op) []string {
	if d, _, _ := strings.Cut(def.Name, "."); d != "ascendc" && d != "emitasc" {
		return nil
	}
	var out []string
	for _, o := range def.Operands {
		for _, v := range opdef.OperandGroup(op, o.Name) {
			out = append(out, o.Name+":"+kindOf(v.Type()))
		}
	}
	return out
}

// optionalOperands are def's optional operands and variadic groups.
func optionalOperands(def *opdef.Op) []string {
	var names []string
	for _, o := range def.Operands {
		if o.Kind != opdef.Single {
			names = append(names, o.Name)
		}
	}
	return names
}

// comboForms are the two extreme combinations of an op with two or more optional operand
// groups, where the separators of neighbouring optional arguments show (§2.3): "opts=all"
// (every group given) and "opts=none" (every group absent or empty).
func comboForms(def *opdef.Op) []string {
	if len(optionalOperands(def)) < 2 {
		return nil
	}
	return []string{"opts=all", "opts=none"}
}

// combosPresent lists the combination form an op instance shows, if any.
func combosPresent(op *ir.Operation, def *opdef.Op) []string {
	names := optionalOperands(def)
	if len(names) < 2 {
		return nil
	}
	given := 0
	for _, n := range names {
		if len(opdef.OperandGroup(op, n)) > 0 {
			given++
		}
	}
	switch given {
	case len(names):
		return []string{"opts=all"}
	case 0:
		return []string{"opts=none"}
	}
	return nil
}

// formsPresent lists the forms an op instance shows.
func formsPresent(op *ir.Operation, def *opdef.Op) []string {
	out := append([]string{"op"}, typesPresent(op, def)...)
	out = append(out, kindsPresent(op, def)...)
	out = append(out, combosPresent(op, def)...)
	for _, o := range def.Operands {
		if o.Kind != opdef.Single {
			out = append(out, pick(len(opdef.OperandGroup(op, o.Name)) > 0, "+", "-")+o.Name)
		}
	}
	for _, a := range def.Attrs {
		v := op.Attr(a.Name)
		if a.C.Unit || a.Optional || a.Default != nil {
			given := v != nil && (a.Default == nil || !ir.AttrEqual(v, a.Default))
			out = append(out, pick(given, "+", "-")+a.Name)
		}
		if e := opdef.EnumOf(a.C); e != nil && v != nil {
			if x, ok := e.Value(v); ok {
				out = append(out, a.Name+"="+e.Keyword(x))
			}
		}
	}
	return out
}
