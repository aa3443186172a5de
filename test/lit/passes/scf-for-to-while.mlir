// scf-for-to-while carries the induction variable as the first value of an scf.while:
// the before region tests it against the upper bound, the after region increments it
// first and yields it with the body's values.

// RUN: ascopt --scf-for-to-while %s | FileCheck %s

// CHECK-LABEL: func.func @iter
// CHECK-NEXT:    %[[W:.*]]:3 = scf.while (%[[IV:.*]] = %arg0, %[[A:.*]] = %arg3, %[[B:.*]] = %arg4) : (i32, f32, i64) -> (i32, f32, i64) {
// CHECK-NEXT:      %[[C:.*]] = arith.cmpi slt, %[[IV]], %arg1 : i32
// CHECK-NEXT:      scf.condition(%[[C]]) %[[IV]], %[[A]], %[[B]] : i32, f32, i64
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%[[IV2:.*]]: i32, %[[A2:.*]]: f32, %[[B2:.*]]: i64):
// CHECK-NEXT:      %[[N:.*]] = arith.addi %[[IV2]], %arg2 : i32
// CHECK-NEXT:      %[[F:.*]] = arith.addf %[[A2]], %[[A2]] : f32
// CHECK-NEXT:      scf.yield %[[N]], %[[F]], %[[B2]] : i32, f32, i64
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[W]]#1, %[[W]]#2 : f32, i64
func.func @iter(%lb: i32, %ub: i32, %step: i32, %x: f32, %y: i64) -> (f32, i64) {
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%a = %x, %b = %y) -> (f32, i64) : i32 {
    %n = arith.addf %a, %a : f32
    scf.yield %n, %b : f32, i64
  }
  return %r#0, %r#1 : f32, i64
}
