package semantics

import (
	"strings"
	"testing"

	"github.com/ascend-toolchain/asc/dialect/all"
	"github.com/ascend-toolchain/asc/ir"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// A loop written with cf branches: sum of 0..n-1, then a switch on the result's low bits.
const cfLoop = `
func.func @f(%n: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  cf.br ^head(%c0, %c0 : i32, i32)
^head(%i: i32, %s: i32):
  %lt = arith.cmpi slt, %i, %n : i32
  cf.cond_br %lt, ^body, ^exit(%s : i32)
^body:
  %s2 = arith.addi %s, %i : i32
  %i2 = arith.addi %i, %c1 : i32
  cf.br ^head(%i2, %s2 : i32, i32)
^exit(%r: i32):
  %low = arith.andi %r, %c3 : i32
  %t = arith.constant true
  cf.assert %t, "never"
  cf.switch %low : i32, [
    default: ^done(%c0 : i32),
    1: ^done(%c1 : i32),
    2: ^done(%c3 : i32),
    -1: ^done(%n : i32)
  ]
^done(%k: i32):
  return %r, %k : i32, i32
}`

func TestCFBranches(t *testing.T) {
	for _, c := range []struct{ n, sum, k int64 }{{0, 0, 0}, {4, 6, 3}, {5, 10, 3}, {6, 15, 0}, {2, 1, 1}} {
		r := runFunc(t, cfLoop, "f", sim.Value{I: c.n})
		if len(r) != 2 || r[0].I != c.sum || r[1].I != c.k {
			t.Errorf("n=%d: got %+v, want sum %d, k %d", c.n, r, c.sum, c.k)
		}
	}
}

func TestCFAssertFails(t *testing.T) {
	src := `
func.func @f(%a: i32) {
  %c0 = arith.constant 0 : i32
  %ok = arith.cmpi sgt, %a, %c0 : i32
  cf.assert %ok, "a must be positive"
  return
}`
	runFunc(t, src, "f", sim.Value{I: 1})
	m, err := ir.ParseSource(all.NewContext(), "t.mlir", []byte(src), ir.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	cfg, _ := sim.NewConfig(Registry(), "ascend910b", 1)
	p, err := sim.Compile(m, "f", cfg)
	if err != nil {
		t.Fatal(err)
	}
	ch := sim.NewChip(cfg)
	err = ch.Run(p, "f", []sim.Value{{I: -1}})
	if errs := ch.Errors(); err == nil && len(errs) > 0 {
		err = errs[0]
	}
	if err == nil || !strings.Contains(err.Error(), "assertion failed: a must be positive") {
		t.Errorf("want the assertion's message, got %v", err)
	}
}
