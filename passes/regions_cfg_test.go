package passes

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/ir"
)

// simplified runs SimplifyRegions on the module's functions and returns the printed module.
func simplified(t *testing.T, src string, merge bool) (string, bool) {
	t.Helper()
	ctx, mod := parse(t, src)
	changed := SimplifyRegions(ir.NewRewriter(ctx), mod.Regions(), merge)
	if err := ir.Verify(mod); err != nil {
		t.Fatalf("invalid after simplification: %v\n%s", err, printOp(t, mod))
	}
	return printOp(t, mod), changed
}

func TestRegionDCEBlockArguments(t *testing.T) {
	// %x is unused: the argument and both operands feeding it go; %y stays.
	out, _ := simplified(t, `
func.func @f(%c: i1, %a: i32, %b: i64) -> i64 {
  cf.cond_br %c, ^bb1(%a, %b : i32, i64), ^bb2
^bb2:
  "foo.op"() : () -> ()
  cf.br ^bb1(%a, %b : i32, i64)
^bb1(%x: i32, %y: i64):
  return %y : i64
}`, false)
	for _, want := range []string{"cf.cond_br %arg0, ^bb2(%arg2 : i64), ^bb1", "cf.br ^bb2(%arg2 : i64)", "^bb2(%0: i64):"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q:\n%s", want, out)
		}
	}
	// A value circulating in a loop and used by nothing else dies with its computation.
	out, _ = simplified(t, `
func.func @f(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^bb1(%c0 : i32)
^bb1(%i: i32):
  %next = arith.addi %i, %c1 : i32
  %cond = "foo.cond"() : () -> i1
  cf.cond_br %cond, ^bb1(%next : i32), ^bb2
^bb2:
  return
}`, false)
	if strings.Contains(out, "arith.addi") || strings.Contains(out, "^bb1(") {
		t.Errorf("loop-carried dead value kept:\n%s", out)
	}
	// An unregistered branch is no terminator to MLIR: its operands stay, though the
	// unused argument of its target goes (LLVM 19 does the same).
	out, _ = simplified(t, `
func.func @f(%a: i32, %b: i64) {
  "foo.jump"(%a, %b)[^bb1] : (i32, i64) -> ()
^bb1(%x: i32, %y: i64):
  "foo.use"(%y) : (i64) -> ()
  return
}`, false)
	if !strings.Contains(out, `"foo.jump"(%arg0, %arg1)[^bb1]`) || !strings.Contains(out, "^bb1(%0: i64):") {
		t.Errorf("unregistered branch handled differently from LLVM 19:\n%s", out)
	}
}

func TestRegionDCEArgumentsOnlyIsNoChange(t *testing.T) {
	// Only an argument dies: LLVM 19 does not count that as a change.
	out, changed := simplified(t, `
func.func @f(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  "foo.op"() : () -> ()
  return
}`, false)
	if changed || strings.Contains(out, "^bb1(") {
		t.Errorf("changed=%v:\n%s", changed, out)
	}
}

func TestMergeIdenticalBlocks(t *testing.T) {
	src := `
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.op"(%a, %a) : (i32, i32) -> ()
  cf.br ^bb3(%a : i32)
^bb2:
  "foo.op"(%b, %b) : (i32, i32) -> ()
  cf.br ^bb3(%a : i32)
^bb3(%x: i32):
  return %x : i32
}`
	// Normal simplification leaves the blocks alone.
	out, _ := simplified(t, src, false)
	if strings.Count(out, `"foo.op"`) != 2 {
		t.Errorf("blocks merged without aggressive simplification:\n%s", out)
	}
	// Aggressive: one block remains, with one argument for the differing operand pair
	// (the second is pruned as redundant); the return block's argument is redundant too.
	out, changed := simplified(t, src, true)
	if !changed || strings.Count(out, `"foo.op"`) != 1 ||
		!strings.Contains(out, "cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)") ||
		!strings.Contains(out, `"foo.op"(%0, %0)`) {
		t.Errorf("blocks not merged as LLVM 19 does:\n%s", out)
	}
	// Different ops, or a result used outside the block, prevent merging.
	out, _ = simplified(t, `
func.func @f(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.op1"(%a) : (i32) -> ()
  cf.br ^bb3
^bb2:
  "foo.op2"(%a) : (i32) -> ()
  cf.br ^bb3
^bb3:
  return
}`, true)
	if !strings.Contains(out, "foo.op1") || !strings.Contains(out, "foo.op2") {
		t.Errorf("different blocks merged:\n%s", out)
	}
}

func TestDropRedundantArguments(t *testing.T) {
	out, changed := simplified(t, `
func.func @f(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.x"() : () -> ()
  cf.br ^bb3(%a : i32)
^bb2:
  "foo.y"() : () -> ()
  cf.br ^bb3(%a : i32)
^bb3(%v: i32):
  "foo.z"(%v) : (i32) -> ()
  return %v : i32
}`, true)
	if !changed || strings.Contains(out, "^bb3(") || !strings.Contains(out, `"foo.z"(%arg1)`) {
		t.Errorf("redundant argument kept:\n%s", out)
	}
	// Different values from the predecessors: the argument stays.
	out, _ = simplified(t, `
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%v: i32):
  "foo.z"(%v) : (i32) -> ()
  return %v : i32
}`, true)
	if !strings.Contains(out, "^bb1(%0: i32)") {
		t.Errorf("argument with different incoming values dropped:\n%s", out)
	}
}
