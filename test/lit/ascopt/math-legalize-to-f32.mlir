// --math-legalize-to-f32 rebuilds math ops on sub-f32 floats on f32, widening each operand
// once right after its definition and narrowing the results; math.fma is left alone.
// RUN: ascopt --math-legalize-to-f32 %s | FileCheck %s

// CHECK-LABEL: func.func @two_ops
// CHECK-NEXT:    %[[B:.*]] = arith.extf %arg1 fastmath<contract> : bf16 to f32
// CHECK-NEXT:    %[[A:.*]] = arith.extf %arg0 fastmath<contract> : bf16 to f32
// CHECK-NEXT:    %[[P:.*]] = math.powf %[[A]], %[[B]] fastmath<fast> : f32
// CHECK-NEXT:    %[[T:.*]] = arith.truncf %[[P]] fastmath<contract> : f32 to bf16
// CHECK-NEXT:    %[[S:.*]] = math.sin %[[A]] : f32
// CHECK-NEXT:    arith.truncf %[[S]] fastmath<contract> : f32 to bf16
// CHECK-NEXT:    math.fma %arg0, %arg1, %arg0 : bf16
func.func @two_ops(%a: bf16, %b: bf16) -> (bf16, bf16, bf16) {
  %0 = math.powf %a, %b fastmath<fast> : bf16
  %1 = math.sin %a : bf16
  %2 = math.fma %a, %b, %a : bf16
  return %0, %1, %2 : bf16, bf16, bf16
}

// The conversion folds the ops it does not know (arith here) when the fold needs no new
// constant (no constant op is legal), and keeps the legal ones (math on f32) as written;
// an illegal math op folds before it is rebuilt. (mlir-opt 19 prints the same.)
// CHECK-LABEL: func.func @folds
// CHECK-NEXT:    %[[C:.*]] = arith.constant -1 : i8
// CHECK-NEXT:    %[[R:.*]] = arith.remsi %[[C]], %[[C]] : i8
// CHECK-NEXT:    %[[K:.*]] = arith.constant 0.899999976 : f32
// CHECK-NEXT:    %[[T:.*]] = math.atanh %[[K]] : f32
// CHECK-NEXT:    return %[[R]], %arg0, %[[T]], %arg1 : i8, bf16, f32, i32
func.func @folds(%a: bf16, %x: i32) -> (i8, bf16, f32, i32) {
  %c = arith.constant -1 : i8
  %r = arith.remsi %c, %c : i8
  %m = arith.maximumf %a, %a : bf16
  %k = arith.constant 0.9 : f32
  %t = math.atanh %k : f32
  %o = arith.ori %x, %x : i32
  return %r, %m, %t, %o : i8, bf16, f32, i32
}
