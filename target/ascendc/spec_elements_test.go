package ascendc

import (
	"testing"

	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// distinctElems are the element types given, in turn, to the tensor operands and results
// of one op, so that a rule spelling {E(x)} of the wrong tensor shows.
var distinctElems = []string{"f16", "i8", "bf16", "i32", "ui16", "i64", "ui8", "f32", "i16", "ui32"}

// TestSpecDistinctElementTypes checks every row of §3 and Appendix A with each tensor
// operand group and tensor result of its own element type (the default instance gives
// every tensor f32, where {E(dst)} and {E(src)} read the same).
func TestSpecDistinctElementTypes(t *testing.T) {
	ctx := specContext()
	samples := sampleTypes(t, ctx)
	rows := specSection3()
	for _, r := range specAppendixA {
		rows = append(rows, [2]string{r.op, r.tmpl})
	}
	n := 0
	for _, row := range rows {
		name := "ascendc." + row[0]
		def := opdef.DefOf(ctx.LookupOp(name))
		types := map[string]ir.Type{}
		for k, v := range specTypes[row[0]] {
			types[k] = v
		}
		k := 0
		for _, gs := range [][]opdef.Operand{def.Operands, def.Results} {
			for _, g := range gs {
				if _, fixed := types[g.Name]; fixed {
					continue
				}
				ty := typeFor(opdef.KindOf(g), samples)
				if !isTensorType(ty) {
					continue
				}
				fm := form{elem: distinctElems[k%len(distinctElems)]}
				k++
				types[g.Name] = fm.typ(ctx, ty)
			}
		}
		if k < 2 {
			continue
		}
		n++
		t.Run(row[0], func(t *testing.T) {
			checkSpec(t, ctx, name, row[1], types, nil)
		})
	}
	if n < 50 {
		t.Errorf("only %d rows with two or more tensors", n)
	}
}
