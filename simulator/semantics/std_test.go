package semantics

import (
	"os"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

func runFunc(t *testing.T, src, entry string, args ...sim.Value) []sim.Value {
	t.Helper()
	ctx := all.NewContext()
	m, err := ir.ParseSource(ctx, "test.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	cfg, _ := sim.NewConfig(Registry(), "ascend910b", 1)
	p, err := sim.Compile(m, entry, cfg)
	if err != nil {
		t.Fatal(err)
	}
	ch := sim.NewChip(cfg)
	if err := ch.Run(p, entry, args); err != nil {
		t.Fatal(err)
	}
	if errs := ch.Errors(); len(errs) > 0 {
		t.Fatal(errs[0])
	}
	return ch.Cores[0].Results
}

func TestLoopSumExample(t *testing.T) {
	src, err := os.ReadFile("../../examples/loop_sum.mlir")
	if err != nil {
		t.Fatal(err)
	}
	r := runFunc(t, string(src), "sum_of_squares", sim.Value{I: 10}, sim.Value{F: 0.5})
	if len(r) != 1 || r[0].F != 142.5 {
		t.Fatalf("got %+v", r)
	}
}

func TestArithScf(t *testing.T) {
	src := `
func.func @f(%a: i32, %b: i32) -> (i32, i32, i1, i8, f16) {
  %q = arith.divsi %a, %b : i32
  %m = arith.remsi %a, %b : i32
  %lt = arith.cmpi ult, %a, %b : i32
  %t = arith.trunci %a : i32 to i8
  %c1 = arith.constant 1.0 : f16
  %c3 = arith.constant 3.0 : f16
  %d = arith.divf %c1, %c3 : f16
  %r = scf.if %lt -> (i32) {
    scf.yield %q : i32
  } else {
    %w:2 = scf.while (%x = %a, %n = %b) : (i32, i32) -> (i32, i32) {
      %c0 = arith.constant 0 : i32
      %more = arith.cmpi sgt, %n, %c0 : i32
      scf.condition(%more) %x, %n : i32, i32
    } do {
    ^bb0(%x: i32, %n: i32):
      %one = arith.constant 1 : i32
      %x2 = arith.addi %x, %x : i32
      %n2 = arith.subi %n, %one : i32
      scf.yield %x2, %n2 : i32, i32
    }
    scf.yield %w#0 : i32
  }
  return %r, %m, %lt, %t, %d : i32, i32, i1, i8, f16
}`
	r := runFunc(t, src, "f", sim.Value{I: -7}, sim.Value{I: 3})
	// -7 <u 3 is false: the while doubles -7 three times.
	if r[0].I != -56 || r[1].I != -1 || r[2].I != 0 || r[3].I != -7 || r[4].F != sim.RoundF(1.0/3, sim.F16) {
		t.Fatalf("got %+v", r)
	}
}
