package ascendc

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	ascdialect "github.com/ascend-toolchain/asc/dialect/ascendc"
	"github.com/ascend-toolchain/asc/ir"
	"github.com/ascend-toolchain/asc/ir/opdef"
)

// TestMatmulLibraryOpsTakeItsObjects checks what usesMatmul relies on to recognise the
// matmul library's ops without listing them: each matmul.* and kfc_server.* op declares a
// non-optional operand of the matmul object or KFC server type.
func TestMatmulLibraryOpsTakeItsObjects(t *testing.T) {
	ctx := all.NewContext()
	n := 0
	for _, name := range ctx.RegisteredOps() {
		if !strings.HasPrefix(name, "ascendc.matmul.") && !strings.HasPrefix(name, "ascendc.kfc_server.") {
			continue
		}
		n++
		def := opdef.DefOf(ctx.LookupOp(name))
		if def == nil {
			t.Errorf("%s has no op definition", name)
			continue
		}
		found := false
		for _, o := range def.Operands {
			if o.Kind == opdef.Single && (o.Type == ascdialect.MatmulTypeC || o.Type == ascdialect.KfcServerTypeC) {
				found = true
			}
		}
		if !found {
			t.Errorf("%s takes no matmul object or KFC server: usesMatmul would not see it", name)
		}
	}
	if n == 0 {
		t.Fatal("no matmul library ops registered")
	}
}

// TestUsesMatmulKfcServer pins when a KFC server pulls the matmul header in: when an op
// uses it, not when it is merely declared.
func TestUsesMatmulKfcServer(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		want      bool
	}{
		{"used", `func.func @f(%s: !ascendc.kfc_server) {
  ascendc.kfc_server.quit %s : !ascendc.kfc_server
  return
}`, true},
		{"unused", `func.func @f(%s: !ascendc.kfc_server) {
  return
}`, false},
		{"none", `func.func @f(%a: i32) {
  return
}`, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			mod, err := ir.ParseSource(all.NewContext(), "test.mlir", []byte(tc.src), ir.ParseOptions{})
			if err != nil {
				t.Fatalf("parse: %v", err)
			}
			if got := usesMatmul(mod); got != tc.want {
				t.Errorf("usesMatmul = %v, want %v", got, tc.want)
			}
		})
	}
}

// TestViewRuleMismatch: a view rule filed under the wrong op reports a diagnostic instead
// of reading the op through a view that does not fit it.
func TestViewRuleMismatch(t *testing.T) {
	mod, err := ir.ParseSource(all.NewContext(), "test.mlir", []byte(`func.func @f(%a: i32) {
  return
}`), ir.ParseOptions{})
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	var ret *ir.Operation
	mod.Walk(func(op *ir.Operation) bool {
		if op.HasTrait(ir.TraitTerminator) {
			ret = op
		}
		return true
	})
	called := false
	rule := viewRule(ascdialect.AsMrgSortOp, func(*Emitter, ascdialect.MrgSortOp) error {
		called = true
		return nil
	})
	err = rule(nil, ret)
	if called || err == nil || !strings.Contains(err.Error(), "is not the op its Ascend C rule was written for") {
		t.Errorf("rule on a foreign op: called=%v, err=%v", called, err)
	}
}
