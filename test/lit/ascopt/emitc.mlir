// RUN: ascopt %s | FileCheck %s
// RUN: ascopt %s -canonicalize | FileCheck %s --check-prefix=CANON

// The emitc dialect reads and prints as mlir-opt 19 does, and canonicalization hoists and
// merges its constants but keeps ops without known side effects.

// CHECK-LABEL: emitc.func @kernel(%arg0: i32, %arg1: !emitc.ptr<f32>) -> f32
// CHECK: %[[E:.*]] = emitc.expression : i32 {
// CHECK-NEXT: emitc.mul %arg0, %arg0 : (i32, i32) -> i32
// CHECK: emitc.subscript %arg1[%[[E]]] : (!emitc.ptr<f32>, i32) -> f32
// CHECK: emitc.for %{{.*}} = %arg0 to %arg0 step %arg0  : i32 {
// CANON-LABEL: emitc.func @kernel
// CANON-NEXT: "emitc.constant"() <{value = 2 : i32}>
// CANON-NOT: "emitc.constant"() <{value = 2 : i32}>
// CANON-NOT: emitc.if
emitc.func @kernel(%arg0: i32, %arg1: !emitc.ptr<f32>) -> f32 {
  %c = emitc.cmp lt, %arg0, %arg0 : (i32, i32) -> i1
  %e = emitc.expression : i32 {
    %m = emitc.mul %arg0, %arg0 : (i32, i32) -> i32
    emitc.yield %m : i32
  }
  %v = emitc.subscript %arg1[%e] : (!emitc.ptr<f32>, i32) -> f32
  %k0 = "emitc.constant"() {value = 2 : i32} : () -> i32
  emitc.if %c {
  }
  emitc.for %i = %arg0 to %arg0 step %arg0 : i32 {
    %k1 = "emitc.constant"() {value = 2 : i32} : () -> i32
    emitc.call_opaque "f"(%k0, %k1) : (i32, i32) -> ()
  }
  emitc.return %v : f32
}
