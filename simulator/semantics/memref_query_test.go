package semantics

import (
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

func TestMemrefQueries(t *testing.T) {
	src := `func.func @f(%v: i32) -> (index, index, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloca() : memref<2x3xi32>
  %b = memref.alloca() : memref<2x3xi32>
  memref.assume_alignment %a, 4 : memref<2x3xi32>
  %d = memref.dim %a, %c1 : memref<2x3xi32>
  %r = memref.rank %a : memref<2x3xi32>
  %c2 = arith.constant 2 : index
  %i = arith.constant 0 : i32
  scf.for %x = %c0 to %c2 step %c1 {
    scf.for %y = %c0 to %d step %c1 {
      memref.store %i, %a[%x, %y] : memref<2x3xi32>
    }
  }
  memref.store %v, %a[%c1, %c2] : memref<2x3xi32>
  memref.prefetch %a[%c1, %c2], read, locality<3>, data : memref<2x3xi32>
  memref.copy %a, %b : memref<2x3xi32> to memref<2x3xi32>
  %x = memref.load %b[%c1, %c2] : memref<2x3xi32>
  return %d, %r, %x : index, index, i32
}`
	r := runFunc(t, src, "f", sim.Value{I: 7})
	if r[0].I != 3 || r[1].I != 2 || r[2].I != 7 {
		t.Fatalf("got %d %d %d, want 3 2 7", r[0].I, r[1].I, r[2].I)
	}
	dyn := `func.func @f(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %a = memref.alloca(%n) : memref<?xi32>
  %d = memref.dim %a, %c0 : memref<?xi32>
  return %d : index
}`
	if e := compileErr(t, dyn, "f"); !strings.Contains(e, "do not carry dynamic sizes") {
		t.Fatalf("dynamic dim: %q", e)
	}
	uninit := `func.func @f() {
  %a = memref.alloca() : memref<2xi32>
  %b = memref.alloca() : memref<2xi32>
  memref.copy %a, %b : memref<2xi32> to memref<2xi32>
  return
}`
	if e := runErr(t, uninit, "f"); !strings.Contains(e, "uninitialised private memory") {
		t.Fatalf("copy of uninitialised memory: %q", e)
	}
}
