package ascendc

import (
	"bytes"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	ascdialect "github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/emitasc"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// needsContext lists ops whose emission depends on how their operands were computed,
// which synthetic instances cannot provide.
var needsContext = map[string]string{
	ascdialect.OpTransDataTo5hd:         "element type traced through GetPhyAddr",
	ascdialect.OpTransDataTo5hdUintList: "element type traced through GetPhyAddr",
	ascdialect.OpGetMatmulApiTiling:     "the matmulType attribute must hold a matmul type",
	emitasc.OpDeclarePyStruct:           "the pystruct attribute must hold a structure type",
	emitasc.OpInitStruct:                "the field names must match the values",
	emitasc.OpVariable:                  "a statically shaped memref (the synthetic one is dynamic)",
}

// TestEveryOpEmits builds instances of every ascendc and emitasc op, with operands of
// plausible types and its required attributes, in every form (formsOf), and emits them:
// the generic rule and the custom rules must handle every form without error, except the
// forms emission.md has PyAsc abort on (refusedForm), which must be refused at the op.
func TestEveryOpEmits(t *testing.T) {
	ctx := all.NewContext()
	var failed []string
	forms := 0
	syntheticOps(t, ctx, func(name string, fm form, out string, err error) {
		forms++
		want := refusedForm(name, fm)
		switch {
		case want != "" && (err == nil || !strings.Contains(err.Error(), want)):
			failed = append(failed, fmt.Sprintf("%s %s: want the error %q, got %v", name, fm, want, err))
		case want != "":
		case err != nil:
			failed = append(failed, fmt.Sprintf("%s %s: %v", name, fm, err))
		case strings.Contains(out, "$"):
			failed = append(failed, fmt.Sprintf("%s %s: unexpanded reference in %q", name, fm, out))
		}
	})
	t.Logf("%d synthetic forms", forms)
	sort.Strings(failed)
	if len(failed) > 0 {
		t.Errorf("%d ops fail to emit:\n%s", len(failed), strings.Join(failed, "\n"))
	}
}

// syntheticOps calls f, in registration order, with each ascendc and emitasc op's
// synthetic instances translated, one per form (see formsOf: every combination of its
// optional operands, variadic groups and optional attributes, and every element type of
// its tensors); ops that need context, have no printer in PyAsc or are terminators are
// left out.
func syntheticOps(t *testing.T, ctx *ir.Context, f func(name string, fm form, out string, err error)) {
	t.Helper()
	samples := sampleTypes(t, ctx)
	for _, name := range ctx.RegisteredOps() {
		if !strings.HasPrefix(name, "ascendc.") && !strings.HasPrefix(name, "emitasc.") || needsContext[name] != "" || noPrinter[name] != "" {
			continue
		}
		info := ctx.LookupOp(name)
		def := opdef.DefOf(info)
		if def == nil || info.Traits&ir.TraitTerminator != 0 {
			continue
		}
		for _, fm := range formsOf(def, samples) {
			out, err := emitSynthetic(ctx, info, def, samples, fm)
			f(name, fm, out, err)
		}
	}
}

// sampleTypes returns one instance of every dialect type, by mnemonic: the constraint's
// builder for types without parameters, else the first parameter list that parses.
func sampleTypes(t *testing.T, ctx *ir.Context) map[string]ir.Type {
	t.Helper()
	params := []string{"", "<*xf32>", "<f32>", "<vecin, 2>", "<vecin, vecout, 1>", "<vecin>", "<0>", "<vecin, 4>"}
	out := map[string]ir.Type{}
	for _, td := range ascdialect.TypeDefs {
		for _, p := range params {
			src := fmt.Sprintf("func.func private @t(!ascendc.%s%s)", td.Mnemonic, p)
			mod, err := ir.ParseSource(ctx, "t.mlir", []byte(src), ir.ParseOptions{})
			if err != nil {
				continue
			}
			fn := mod.Region(0).Front().First()
			ft := fn.Attr("function_type").(*ir.TypeAttr).Type.(*ir.FunctionType)
			out[td.Mnemonic] = ft.Inputs[0]
			break
		}
	}
	return out
}

// typeFor picks a type for an operand or result of kind c (opdef.KindOf).
func typeFor(c *opdef.TypeConstraint, samples map[string]ir.Type) ir.Type {
	switch {
	case c == nil:
	case c.Builder != nil:
		return c.Builder
	case c.Mnemonic != "" && samples[c.Mnemonic] != nil:
		return samples[c.Mnemonic]
	case strings.Contains(c.Name, "MemRef"):
		return &ir.MemRefType{Dims: []int64{ir.Dynamic}, Elem: ir.F32, MemSpace: ir.NewIntAttr(ir.I64, 22)}
	case strings.Contains(c.Name, "Tensor"):
		return samples["local_tensor"]
	}
	if c == nil || c.Pred(ir.I32) {
		return ir.I32
	}
	// A union (a refined kind): the first plausible type it accepts.
	for _, t := range []ir.Type{samples["local_tensor"], ir.I1, ir.F32, samples["global_tensor"]} {
		if t != nil && c.Pred(t) {
			return t
		}
	}
	for _, m := range sortedKeys(samples) {
		if c.Pred(samples[m]) {
			return samples[m]
		}
	}
	return ir.I32
}

func emitSynthetic(ctx *ir.Context, info *ir.OpInfo, def *opdef.Op, samples map[string]ir.Type, fm form) (string, error) {
	var argTypes []ir.Type
	var groups [][]int
	var segments []int64
	for gi, o := range def.Operands {
		n := 1
		switch {
		case o.Kind == opdef.Variadic && fm.off[gi]:
			n = 0
		case o.Kind == opdef.Variadic:
			n = 2
		case o.Kind == opdef.Optional && fm.off[gi]:
			n = 0
		}
		var idx []int
		for i := 0; i < n; i++ {
			idx = append(idx, len(argTypes))
			argTypes = append(argTypes, fm.typ(ctx, typeFor(opdef.KindOf(o), samples)))
		}
		groups = append(groups, idx)
		segments = append(segments, int64(n))
	}
	entry := ir.NewBlock(argTypes...)
	st := &ir.OperationState{Name: info.Name, Info: info, Loc: ir.Unknown}
	for _, g := range groups {
		for _, i := range g {
			st.Operands = append(st.Operands, entry.Arg(i))
		}
	}
	for _, r := range def.Results {
		st.Types = append(st.Types, fm.typ(ctx, typeFor(opdef.KindOf(r), samples)))
	}
	for ai, a := range def.Attrs {
		switch {
		case a.Name == "types" && fm.attrOn[ai]:
			// construct's types name the type of each operand (§3.15).
			var ts []ir.Attribute
			for _, v := range st.Operands {
				ts = append(ts, &ir.TypeAttr{Type: v.Type()})
			}
			st.AddAttr(a.Name, &ir.ArrayAttr{Elems: ts})
		case a.C.Unit || a.Optional || a.Default != nil:
			if fm.attrOn[ai] {
				st.AddAttr(a.Name, sampleAttr(a))
			}
		default:
			st.AddAttr(a.Name, opdef.SampleAttr(a.C))
		}
	}
	if info.Traits&ir.TraitAttrSizedOperandSegments != 0 {
		st.AddAttr("operandSegmentSizes", ir.DenseI32Array(segments...))
	}
	for range def.Regions {
		b := ir.NewBlock()
		if def.ImplicitTerminator != "" {
			b.Append(ctx.CreateOp(&ir.OperationState{Name: def.ImplicitTerminator, Loc: ir.Unknown}))
		}
		st.AddRegion().AddBlock(b)
	}
	op := ir.NewOperation(st)
	entry.Append(op)
	ret := ctx.CreateOp(&ir.OperationState{Name: "func.return", Loc: ir.Unknown})
	entry.Append(ret)
	fst := &ir.OperationState{Name: "func.func", Loc: ir.Unknown}
	fst.AddAttr("sym_name", ir.Str("f"))
	fst.AddAttr("function_type", &ir.TypeAttr{Type: &ir.FunctionType{Inputs: argTypes}})
	fst.AddRegion().AddBlock(entry)
	fn := ctx.CreateOp(fst)
	var out bytes.Buffer
	if err := Translate(&out, fn, Options{}); err != nil {
		return "", err
	}
	// The same op read back from its custom form and from its generic form must
	// translate to the same text: the parsers lose nothing the rules read.
	for _, generic := range []bool{false, true} {
		if !generic && customFormLoses(info.Name, fm) {
			continue
		}
		again, err := reparsedTranslation(ctx, fn, generic)
		if err != nil {
			return "", fmt.Errorf("read back from its %s form: %v", pick(generic, "generic", "custom"), err)
		}
		if again != out.String() {
			return "", fmt.Errorf("read back from its %s form, it translates to\n%s\ninstead of\n%s", pick(generic, "generic", "custom"), again, out.String())
		}
	}
	return out.String(), nil
}

// reparsedTranslation prints fn (in its generic form when generic is set), parses the
// text, checks that it is the same op (its generic text) and translates it.
func reparsedTranslation(ctx *ir.Context, fn *ir.Operation, generic bool) (string, error) {
	var text bytes.Buffer
	if err := ir.NewPrinter(&text, ir.PrintOptions{Generic: generic}).PrintOp(fn); err != nil {
		return "", err
	}
	mod, err := ir.ParseSource(ctx, "synthetic.mlir", text.Bytes(), ir.ParseOptions{})
	if err != nil {
		return "", fmt.Errorf("%v\n%s", err, text.String())
	}
	if want, got := genericText(fn), genericText(mod.Region(0).Front().First()); got != want {
		return "", fmt.Errorf("reads back as another op:\n%s\ninstead of\n%s", got, want)
	}
	var out bytes.Buffer
	err = Translate(&out, mod, Options{})
	return out.String(), err
}

func genericText(op *ir.Operation) string {
	var b bytes.Buffer
	if err := ir.NewPrinter(&b, ir.PrintOptions{Generic: true}).PrintOp(op); err != nil {
		return err.Error()
	}
	return b.String()
}
