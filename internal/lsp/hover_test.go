package lsp

import (
	"strings"
	"testing"

	"github.com/sebdah/goldie/v2"

	"github.com/ascend-toolchain/asc/dialect/arith"
	"github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/dialect/cf"
	"github.com/ascend-toolchain/asc/dialect/fn"
	"github.com/ascend-toolchain/asc/dialect/scf"
)

// TestOpDocGolden fixes the op hovers of a few representative ops: a generated Ascend C
// op (operands, attributes, interfaces, API and pipe), hand-written MLIR ops with traits,
// regions and successors, and ops with a summary.
func TestOpDocGolden(t *testing.T) {
	ctx := fuzzCtx()
	var b strings.Builder
	for _, name := range []string{ascendc.OpAddL2, ascendc.OpAddL0, arith.OpAddi, scf.OpFor, cf.OpCondBr, fn.OpFunc} {
		info := ctx.LookupOp(name)
		if info == nil {
			t.Fatalf("%s is not registered", name)
		}
		b.WriteString(opDoc(info) + "\n\n----\n\n")
	}
	g := goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".golden"))
	g.Assert(t, "opdoc", []byte(b.String()))
}
