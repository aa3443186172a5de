// --form-expressions wraps each C-operator op in an emitc.expression and folds an
// expression into its only user unless it calls, dereferences or reads a variable.
// RUN: ascopt --form-expressions --split-input-file %s | FileCheck %s

// CHECK-LABEL: func.func @chain
// CHECK-NEXT:    %[[E:.*]] = emitc.expression : i32 {
// CHECK-NEXT:      %[[M:.*]] = emitc.mul %arg0, %arg1
// CHECK-NEXT:      %[[A:.*]] = emitc.add %[[M]], %arg0
// CHECK-NEXT:      emitc.yield %[[A]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[E]]
func.func @chain(%a: i32, %b: i32) -> i32 {
  %0 = emitc.mul %a, %b : (i32, i32) -> i32
  %1 = emitc.add %0, %a : (i32, i32) -> i32
  return %1 : i32
}

// -----

// CHECK-LABEL: func.func @call_kept_apart
// CHECK-NEXT:    %[[C:.*]] = emitc.expression : i32 {
// CHECK-NEXT:      emitc.call_opaque "f"
// CHECK:         emitc.expression : i32 {
// CHECK-NEXT:      emitc.add %[[C]], %arg0
func.func @call_kept_apart(%a: i32) -> i32 {
  %0 = emitc.call_opaque "f"(%a) : (i32) -> i32
  %1 = emitc.add %0, %a : (i32, i32) -> i32
  return %1 : i32
}

// -----

// CHECK-LABEL: func.func @two_uses
// CHECK-COUNT-3: emitc.expression
func.func @two_uses(%a: i32) -> (i32, i32) {
  %0 = emitc.mul %a, %a : (i32, i32) -> i32
  %1 = emitc.add %0, %a : (i32, i32) -> i32
  %2 = emitc.sub %0, %a : (i32, i32) -> i32
  return %1, %2 : i32, i32
}
