package passes

import (
	"testing"

	"github.com/ascend-toolchain/asc/ir"
)

// TestIsPure checks each op of a function, tagged with the unit attribute "pure" when
// MLIR's isPure holds for it (LLVM 19 LICM hoists exactly those: see
// test/mlirdiff/testdata/canon/licm.mlir).
func TestIsPure(t *testing.T) {
	_, mod := parse(t, `
func.func @f(%a: i32, %b: i32, %x: f32, %n: index, %m: memref<?xf32>, %u: memref<*xf32>, %c: i1) {
  %c0 = arith.constant {pure} 0 : index
  %c1 = arith.constant {pure} 1 : index
  %c2 = arith.constant {pure} 2 : index
  %c3 = arith.constant {pure} 3 : i32
  %cm1 = arith.constant {pure} -1 : i32
  %z = arith.constant {pure} 0 : i32
  %0 = arith.divsi %a, %b : i32
  %1 = arith.divsi %a, %c3 {pure} : i32
  %2 = arith.divsi %a, %cm1 : i32
  %3 = arith.divui %a, %cm1 {pure} : i32
  %4 = arith.ceildivui %a, %z : i32
  %5 = arith.remsi %a, %b {pure} : i32
  %6 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %x) -> f32 {
    %t = arith.addf %s, %x : f32
    scf.yield %t : f32
  } {pure}
  %7 = scf.for %i = %c0 to %n step %c2 iter_args(%s = %x) -> f32 {
    scf.yield %s : f32
  }
  %8 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %a) -> i32 {
    %t = arith.divsi %s, %b : i32
    scf.yield %t : i32
  }
  %9 = scf.if %c -> f32 {
    scf.yield %x : f32
  } else {
    scf.yield %x : f32
  }
  %10 = memref.dim {pure} %m, %c0 : memref<?xf32>
  %11 = memref.dim %m, %c1 : memref<?xf32>
  %12 = memref.dim %m, %n : memref<?xf32>
  %13 = memref.dim %u, %c0 : memref<*xf32>
  %14 = memref.load %m[%c0] : memref<?xf32>
  return
}`)
	fn := mod.Region(0).Blocks()[0].First()
	for o := fn.Region(0).Blocks()[0].First(); o != nil; o = o.Next() {
		if o.HasTrait(ir.TraitTerminator) {
			continue
		}
		want := o.Attr("pure") != nil
		if got := IsPure(o); got != want {
			t.Errorf("IsPure(%s at %s) = %v, want %v", o.Name(), o.Loc(), got, want)
		}
	}
}
