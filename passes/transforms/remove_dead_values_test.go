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
	a, err := analyzeLiveness(mod, ctx)
	if err != nil {
		t.Fatal(err)
	}
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

// The analysis folds only in blocks a branch can reach, as MLIR's dead-code analysis
// runs it: the cast of a cast in ^bb2, which only a cond_br on `false` names, keeps its
// operand, while the one in ^bb1 takes the ranked source (the in-place fold MLIR keeps);
// the metadata op in ^bb1 builds its constant. The pass then refuses the branches.
func TestRDVFoldsOnlyReachedBlocks(t *testing.T) {
	mod, ctx := parseRDV(t, `func.func @f(%m: memref<4x8xi32>) -> index {
  %false = arith.constant false
  cf.cond_br %false, ^bb2, ^bb1
^bb1:
  %u1 = memref.cast %m : memref<4x8xi32> to memref<*xi32>
  %r1 = memref.cast %u1 : memref<*xi32> to memref<4x8xi32>
  %base, %off, %s:2, %st:2 = memref.extract_strided_metadata %r1 : memref<4x8xi32> -> memref<i32>, index, index, index, index, index
  return %s#1 : index
^bb2:
  %u2 = memref.cast %m : memref<4x8xi32> to memref<*xi32>
  %r2 = memref.cast %u2 : memref<*xi32> to memref<4x8xi32>
  %b2, %o2, %s2:2, %st2:2 = memref.extract_strided_metadata %r2 : memref<4x8xi32> -> memref<i32>, index, index, index, index, index
  return %s2#1 : index
}`)
	if _, err := analyzeLiveness(mod, ctx); err != nil {
		t.Fatal(err)
	}
	blocks := firstOp(mod, "func.func").Region(0).Blocks()
	reached, dead := blocks[1], blocks[2]
	arg := blocks[0].Arg(0)
	if r1 := reached.First().Next(); r1.Operand(0) != arg {
		t.Errorf("cast in the reached block not folded: operand %v", r1.Operand(0))
	}
	if r2 := dead.First().Next(); r2.Operand(0) != dead.First().Result(0) {
		t.Error("cast in the block nothing reaches was folded")
	}
	if ret := reached.Terminator(); ret.Operand(0).DefiningOp() == nil || ret.Operand(0).DefiningOp().Name() != "arith.constant" {
		t.Error("metadata op in the reached block did not build its constant")
	}
	if ret := dead.Terminator(); ret.Operand(0).DefiningOp().Name() != "memref.extract_strided_metadata" {
		t.Error("metadata op in the block nothing reaches folded")
	}
}
