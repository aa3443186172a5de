// The after region of this scf.while cannot run (x < x folds to false), so the analysis
// never sees the store read %q; the pass drops %q with the dead result #1 and leaves the
// store without a value. mlir-opt 19 fails there in its verifier, and so does ascopt,
// with the same error and note, rather than print a broken module.
// RUN: not ascopt --remove-dead-values %s 2>&1 | FileCheck %s
// CHECK: remove-dead-values-null.mlir:[[@LINE+8]]:5: error: null operand found
// CHECK: note: see current operation: "memref.store"(<<NULL VALUE>>, %arg2) : (<<NULL TYPE>>, memref<i32>) -> ()
func.func @w(%x: i32, %y: i32, %m: memref<i32>) {
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %a, %a : i32
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    memref.store %q, %m[] : memref<i32>
    scf.yield %p, %p : i32, i32
  }
  return
}
