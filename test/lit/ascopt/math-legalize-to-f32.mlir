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
