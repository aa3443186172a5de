package ascendc_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// TestTypedOperandsVerified: every operand group the op catalogue types (anything but
// AnyType) is a verifier rule. For each such group of every ascendc and emitasc op, an
// instance whose other groups have a type they accept and whose group has a type
// outside its constraint fails to verify with MLIR's wording, naming the operand:
//
//	'ascendc.duplicate_l2' op operand #0 must be , but got 'f64' (a TypeDef's summary is empty, as in MLIR)
func TestTypedOperandsVerified(t *testing.T) {
	ctx := all.NewContext()
	cands := candidateTypes(t, ctx)
	checked := 0
	for _, name := range ctx.RegisteredOps() {
		if !strings.HasPrefix(name, "ascendc.") && !strings.HasPrefix(name, "emitasc.") {
			continue
		}
		info := ctx.LookupOp(name)
		def := opdef.DefOf(info)
		if def == nil || len(info.Parents) > 0 || info.Traits&ir.TraitTerminator != 0 {
			continue
		}
		for gi, g := range def.Operands {
			if g.Type == nil || g.Type == opdef.AnyType || g.Refined != nil {
				continue
			}
			bad := firstType(cands, func(ty ir.Type) bool { return !g.Type.Pred(ty) })
			if bad == nil {
				continue
			}
			types := make([]ir.Type, len(def.Operands))
			ok := true
			for i, o := range def.Operands {
				c := opdef.KindOf(o)
				types[i] = firstType(cands, func(ty ir.Type) bool { return c == nil || c.Pred(ty) })
				if types[i] == nil {
					ok = false
				}
			}
			if !ok {
				continue
			}
			types[gi] = bad
			op, first := buildOp(info, def, types)
			index := first[gi]
			err := ir.Verify(op)
			want := fmt.Sprintf("'%s' op operand #%d must be ", name, index)
			if err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "but got '"+ir.TypeString(bad)+"'") {
				t.Errorf("%s with %s as $%s: got %v, want %q...", name, ir.TypeString(bad), g.Name, err, want)
				continue
			}
			checked++
		}
	}
	if checked < 150 {
		t.Errorf("only %d typed operand groups checked", checked)
	}
	t.Logf("%d typed operand groups refused with MLIR's wording", checked)
}

// candidateTypes are the types tried for an operand: builtin scalars, memrefs and a
// sample of every ascendc type.
func candidateTypes(t *testing.T, ctx *ir.Context) []ir.Type {
	t.Helper()
	var out []ir.Type
	texts := []string{"f64", "i32", "i64", "i16", "i1", "ui16", "ui32", "ui64", "index", "f32", "memref<4xf32>",
		"!ascendc.local_tensor<16xf32>", "!ascendc.global_tensor<16xf32>", "!emitasc.mask"}
	texts = append(texts, typeSamples...)
	for _, td := range ascendc.TypeDefs {
		if len(td.Params) == 0 {
			texts = append(texts, "!ascendc."+td.Mnemonic)
		}
	}
	for _, s := range texts {
		if ty, err := ir.ParseTypeText(ctx, s); err == nil {
			out = append(out, ty)
		}
	}
	return out
}

func firstType(ts []ir.Type, ok func(ir.Type) bool) ir.Type {
	for _, ty := range ts {
		if ok(ty) {
			return ty
		}
	}
	return nil
}

// buildOp builds one instance of info in a block whose arguments are its operands (one
// value per group, two for a variadic group, types[i] for group i); first gives the
// position of each group's first operand.
func buildOp(info *ir.OpInfo, def *opdef.Op, types []ir.Type) (op *ir.Operation, first []int) {
	var argTypes []ir.Type
	var segments []int64
	first = make([]int, len(def.Operands))
	for i, o := range def.Operands {
		first[i] = len(argTypes)
		n := 1
		if o.Kind == opdef.Variadic {
			n = 2
		}
		for k := 0; k < n; k++ {
			argTypes = append(argTypes, types[i])
		}
		segments = append(segments, int64(n))
	}
	entry := ir.NewBlock(argTypes...)
	st := &ir.OperationState{Name: info.Name, Info: info, Loc: ir.Unknown}
	for i := range argTypes {
		st.Operands = append(st.Operands, entry.Arg(i))
	}
	for _, r := range def.Results {
		c := opdef.KindOf(r)
		switch {
		case c != nil && c.Builder != nil:
			st.Types = append(st.Types, c.Builder)
		default:
			st.Types = append(st.Types, ir.I32)
		}
	}
	for _, a := range def.Attrs {
		if !a.Optional && !a.C.Unit && a.Default == nil {
			st.AddAttr(a.Name, opdef.SampleAttr(a.C))
		}
	}
	if info.Traits&ir.TraitAttrSizedOperandSegments != 0 {
		st.AddAttr("operandSegmentSizes", ir.DenseI32Array(segments...))
	}
	for range def.Regions {
		st.AddRegion().AddBlock(ir.NewBlock())
	}
	op = ir.NewOperation(st)
	entry.Append(op)
	return op, first
}

// TestRequiredAttributesVerified: every attribute the catalogue requires (neither
// optional, unit nor default-valued) is a verifier rule: an instance of an ascendc or
// emitasc op without it fails with MLIR's "requires attribute" diagnostic, and an enum
// attribute holding no case of its enum fails its constraint.
func TestRequiredAttributesVerified(t *testing.T) {
	ctx := all.NewContext()
	cands := candidateTypes(t, ctx)
	required, enums := 0, 0
	for _, name := range ctx.RegisteredOps() {
		if !strings.HasPrefix(name, "ascendc.") && !strings.HasPrefix(name, "emitasc.") {
			continue
		}
		info := ctx.LookupOp(name)
		def := opdef.DefOf(info)
		if def == nil || len(info.Parents) > 0 || info.Traits&ir.TraitTerminator != 0 {
			continue
		}
		types := make([]ir.Type, len(def.Operands))
		ok := true
		for i, o := range def.Operands {
			c := opdef.KindOf(o)
			if types[i] = firstType(cands, func(ty ir.Type) bool { return c == nil || c.Pred(ty) }); types[i] == nil {
				ok = false
			}
		}
		if !ok {
			continue
		}
		for _, a := range def.Attrs {
			if a.Optional || a.C.Unit || a.Default != nil {
				continue
			}
			op, _ := buildOp(info, def, types)
			op.RemoveAttr(a.Name)
			want := fmt.Sprintf("'%s' op requires attribute '%s'", name, a.Name)
			if err := ir.Verify(op); err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("%s without %s: got %v, want %q", name, a.Name, err, want)
			}
			required++
			en := opdef.EnumOf(a.C)
			if en == nil {
				continue
			}
			op, _ = buildOp(info, def, types)
			op.SetAttr(a.Name, ir.NewIntAttr(ir.I32, 1000))
			want = fmt.Sprintf("'%s' op attribute '%s' failed to satisfy constraint: ", name, a.Name)
			if err := ir.Verify(op); err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("%s with %s = 1000: got %v, want %q", name, a.Name, err, want)
			}
			enums++
		}
	}
	if required < 90 || enums < 60 {
		t.Errorf("only %d required attributes (%d enums) checked", required, enums)
	}
	t.Logf("%d required attributes, %d of them enums, checked", required, enums)
}
