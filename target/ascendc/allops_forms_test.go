package ascendc

import (
	"fmt"
	"strings"

	ascdialect "github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/emitasc"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// form is one shape of an op's synthetic instance: which of its optional parts are left
// out, and the element type of its tensors.
type form struct {
	off    map[int]bool // operand groups left out: an absent optional one, an empty variadic one
	attrOn map[int]bool // optional, unit and default-valued attributes given
	elem   string       // element type of the tensor operands and results ("" keeps f32)
	label  string
}

func (fm form) String() string { return "[" + fm.label + "]" }

// tensorElems are the element types a tensor of an op may have: the op catalogue
// constrains no tensor's element type, so every type Ascend C spells (emission.md §1.6).
var tensorElems = []string{"f16", "bf16", "f32", "f64", "i1", "i8", "i16", "i32", "i64", "ui8", "ui16", "ui32", "ui64", "index"}

// maxCombinations bounds the optional parts whose every combination is tried; an op with
// more gets all present, all absent, and each one absent alone.
const maxCombinations = 5

// formsOf lists the forms of an op: every combination of its optional parts (optional
// operands present or absent, variadic groups with two values or none, optional and unit
// attributes given or not), then, with every part present, each tensor element type.
func formsOf(def *opdef.Op, samples map[string]ir.Type) []form {
	type part struct {
		operand bool
		index   int
		name    string
	}
	var parts []part
	for i, o := range def.Operands {
		if o.Kind != opdef.Single {
			parts = append(parts, part{true, i, o.Name})
		}
	}
	for i, a := range def.Attrs {
		if a.C.Unit || a.Optional || a.Default != nil {
			parts = append(parts, part{false, i, a.Name})
		}
	}
	make1 := func(offMask func(k int) bool) form {
		fm := form{off: map[int]bool{}, attrOn: map[int]bool{}}
		var absent []string
		for k, p := range parts {
			off := offMask(k)
			if off {
				absent = append(absent, p.name)
			}
			switch {
			case p.operand && off:
				fm.off[p.index] = true
			case !p.operand && !off:
				fm.attrOn[p.index] = true
			}
		}
		fm.label = "without " + strings.Join(absent, ",")
		if len(absent) == 0 {
			fm.label = "all present"
		}
		return fm
	}
	var out []form
	if len(parts) <= maxCombinations {
		for m := 0; m < 1<<len(parts); m++ {
			out = append(out, make1(func(k int) bool { return m&(1<<k) != 0 }))
		}
	} else {
		out = append(out, make1(func(int) bool { return false }), make1(func(int) bool { return true }))
		for j := range parts {
			out = append(out, make1(func(k int) bool { return k == j }))
		}
	}
	if hasTensor(def, samples) {
		for _, e := range tensorElems {
			fm := make1(func(int) bool { return false })
			fm.elem, fm.label = e, "all present, "+e+" elements"
			out = append(out, fm)
		}
	}
	return out
}

// hasTensor reports whether a synthetic instance of def has a tensor operand or result.
func hasTensor(def *opdef.Op, samples map[string]ir.Type) bool {
	for _, gs := range [][]opdef.Operand{def.Operands, def.Results} {
		for _, g := range gs {
			if isTensorType(typeFor(opdef.KindOf(g), samples)) {
				return true
			}
		}
	}
	return false
}

// tensorTypePrefixes are the types whose element type a form sets.
var tensorTypePrefixes = []string{"!ascendc.local_tensor<", "!ascendc.global_tensor<", "!ascendc.base_local_tensor<",
	"!ascendc.base_global_tensor<", "!ascendc.reg_tensor<"}

func isTensorType(t ir.Type) bool {
	if t == nil {
		return false
	}
	s := ir.TypeString(t)
	for _, p := range tensorTypePrefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// typ gives a tensor type the form's element type.
func (fm form) typ(ctx *ir.Context, t ir.Type) ir.Type {
	if fm.elem == "" || !isTensorType(t) {
		return t
	}
	s := ir.TypeString(t)
	i := strings.LastIndex(s, "f32>")
	if i < 0 {
		return t
	}
	nt, err := ir.ParseTypeText(ctx, s[:i]+fm.elem+s[i+3:])
	if err != nil {
		panic(fmt.Sprintf("%s with %s elements: %v", s, fm.elem, err))
	}
	return nt
}

// sampleAttr is a value for an optional attribute of def: a unit attribute for a flag.
func sampleAttr(a opdef.Attr) ir.Attribute {
	if a.C.Unit {
		return ir.UnitAttr{}
	}
	if a.Default != nil {
		return a.Default
	}
	return opdef.SampleAttr(a.C)
}

// refusedForms are the forms emission.md says PyAsc aborts on or has no text for, by op:
// given the optional parts a form leaves out, the diagnostic the translator must give
// ("" when the form translates).
var refusedForms = map[string]func(absent map[string]bool) string{
	// §4.3: asking for the name of an absent optional operand aborts.
	ascdialect.OpSimpleSoftmax: func(a map[string]bool) string {
		return pick(a["softmaxShapeInfo"], "needs its softmaxShapeInfo operand", "")
	},
	ascdialect.OpDataCopySlice: func(a map[string]bool) string {
		return pick(a["dimValue"], "needs its dimValue operand", "")
	},
	ascdialect.OpMatmulIterateBatch: func(a map[string]bool) string {
		return pick(a["waitIterateBatch"], "needs its waitIterateBatch operand", "")
	},
	// The source array is named after the first source tensor; an empty dst list
	// prints nothing (§3.11).
	ascdialect.OpTransDataTo5hdTensorList: func(a map[string]bool) string {
		return pick(a["srcList"] && !a["dstList"], "expects a source tensor list", "")
	},
	// Both shape arrays are sized by the source rank (§3.4): shapes of different ranks
	// have no valid text.
	ascdialect.OpBroadcast: func(a map[string]bool) string {
		return pick(a["dstShape"] != a["srcShape"], "Broadcast needs shapes of the same rank", "")
	},
	// The format prints one of the two offsets; with neither the op has no text.
	emitasc.OpPtrOffset: func(a map[string]bool) string {
		return pick(a["dynamicOffset"] && a["staticOffset"], "pointer offset without an offset", "")
	},
}

// refusedForm is the error text a form of op name must be refused with, "" if it must
// translate.
func refusedForm(name string, fm form) string {
	r := refusedForms[name]
	if r == nil {
		return ""
	}
	absent := map[string]bool{}
	if rest, ok := strings.CutPrefix(fm.label, "without "); ok {
		for _, p := range strings.Split(rest, ",") {
			absent[p] = true
		}
	}
	return r(absent)
}

// customFormLoses reports the forms an op's custom format cannot print, so that they do
// not read back from it (PyAsc's ascir-opt, MLIR's generated parser, does the same): the
// generic form carries them.
func customFormLoses(name string, fm form) bool {
	switch name {
	case ascdialect.OpSetDeqScale:
		// `(`,` $offset^)? (`,` $signMode^)?`: a lone signMode reads back as offset.
		return fm.label == "without offset"
	case emitasc.OpPtrOffset:
		// `($dynamicOffset^):($staticOffset)`: one of the two offsets is printed.
		return fm.label == "all present"
	}
	return false
}
