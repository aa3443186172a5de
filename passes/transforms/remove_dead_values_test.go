package transforms

import (
	"testing"

	dialects "github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/dialect/scf"
	"github.com/ascend-toolchain/asc/ir"
)

func parseRDV(t *testing.T, src string) (*ir.Operation, *ir.Context) {
	t.Helper()
	ctx := dialects.NewContext()
	mod, err := ir.ParseSource(ctx, "t.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return mod, ctx
}

func firstOp(root *ir.Operation, name string) *ir.Operation {
	var found *ir.Operation
	root.Walk(func(op *ir.Operation) bool {
		if found == nil && op.Name() == name {
			found = op
		}
		return found == nil
	})
	return found
}

// The scf.while model: operands enter the before region; scf.condition forwards all
// but its condition to the results and to the after region; the after region's yield
// goes back to the before region.
func TestRDVWhileEdges(t *testing.T) {
	mod, _ := parseRDV(t, `func.func @w(%x: i32, %y: i32) -> i32 {
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %a, %b : i32
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    scf.yield %p, %q : i32, i32
  }
  return %r#0 : i32
}`)
	w := firstOp(mod, scf.OpWhile)
	if es := rbEdges(w, rbParent); len(es) != 1 || es[0].To != 0 || len(es[0].From) != 2 {
		t.Fatalf("entry edges %+v", es)
	}
	es := rbEdges(w, 0)
	if len(es) != 2 || es[0].To != rbParent || es[1].To != 1 || es[0].From[0] != 1 || es[1].From[1] != 2 {
		t.Fatalf("condition edges %+v", es)
	}
	if got := nonForwarded(w, 0, 3); !got[0] || got[1] || got[2] {
		t.Errorf("scf.condition non-forwarded operands %v, want only the condition", got)
	}
	if es := rbEdges(w, 1); len(es) != 1 || es[0].To != 0 {
		t.Errorf("after-region edges %+v", es)
	}
}

// A condition folding to false (x < x) leaves the after region unexecuted: nothing
// there is examined.
func TestRDVConstantConditionSkipsRegion(t *testing.T) {
	mod, ctx := parseRDV(t, `func.func @w(%x: i32, %m: memref<i32>) {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %a : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%p: i32):
    memref.store %p, %m[] : memref<i32>
    scf.yield %p : i32
  }
  return
}`)
	a := analyzeLiveness(mod, ctx)
	st := firstOp(mod, "memref.store")
	if a.execBlocks[st.Block()] {
		t.Fatal("after region of a loop whose condition folds to false taken as executable")
	}
	w := firstOp(mod, scf.OpWhile)
	if a.keep(w.Result(0)) {
		t.Error("unused result of scf.while kept")
	}
	// The argument is examined (scf.condition feeds it) and only unexecuted code reads
	// it: dead, as in MLIR, which then drops it under the store ("null operand found").
	if a.keep(w.Region(1).Front().Arg(0)) {
		t.Error("after-region argument kept for a use that cannot run")
	}
}

// The refusal leaves the IR alone and succeeds, with one error on the branch.
func TestRDVRefusal(t *testing.T) {
	mod, ctx := parseRDV(t, `func.func @f(%x: i32) {
  %y = arith.addi %x, %x : i32
  cf.br ^bb1
^bb1:
  return
}`)
	var diags []*ir.Diagnostic
	ctx.DiagHandler = func(d *ir.Diagnostic) { diags = append(diags, d) }
	if err := removeDeadValues(mod, ctx); err != nil {
		t.Fatal(err)
	}
	if len(diags) != 1 || diags[0].Msg != rdvRefusal {
		t.Fatalf("diagnostics %v", diags)
	}
	if firstOp(mod, "arith.addi") == nil {
		t.Error("refused IR was changed")
	}
}
