// arith-emulate-unsupported-floats computes arith ops on the source types in the target
// type: operands are extended once each, right after their definition, and results
// truncated back; constants, casts and other dialects stay. Bad type names are refused.

// RUN: ascopt "--arith-emulate-unsupported-floats=source-types=bf16 target-type=f32" %s | FileCheck %s
// RUN: not ascopt "--arith-emulate-unsupported-floats=source-types=bf16 target-type=i8" %s 2>&1 | FileCheck %s --check-prefix=TARGET
// RUN: not ascopt "--arith-emulate-unsupported-floats=source-types=tf32" %s 2>&1 | FileCheck %s --check-prefix=SOURCE
// RUN: not ascopt "--arith-emulate-unsupported-floats=source-types=f32" %s 2>&1 | FileCheck %s --check-prefix=SAME

// TARGET: error: could not map target type 'i8' to a known floating-point type
// SOURCE: error: could not map source type 'tf32' to a known floating-point type
// SAME: error: target type cannot be an unsupported source type

// CHECK-LABEL: func.func @basic
// CHECK-NEXT:    %[[B:.*]] = arith.extf %arg1 fastmath<contract> : bf16 to f32
// CHECK-NEXT:    %[[A:.*]] = arith.extf %arg0 fastmath<contract> : bf16 to f32
// CHECK-NEXT:    %[[S:.*]] = arith.addf %[[A]], %[[B]] : f32
// CHECK-NEXT:    %[[T:.*]] = arith.truncf %[[S]] fastmath<contract> : f32 to bf16
// CHECK-NEXT:    %[[T2:.*]] = arith.extf %[[T]] fastmath<contract> : bf16 to f32
// CHECK-NEXT:    %[[M:.*]] = arith.mulf %[[T2]], %[[B]] fastmath<fast> : f32
// CHECK-NEXT:    %[[R:.*]] = arith.truncf %[[M]] fastmath<contract> : f32 to bf16
// CHECK-NEXT:    %[[C:.*]] = arith.cmpf olt, %[[A]], %[[B]] : f32
// CHECK-NEXT:    %[[E:.*]] = arith.extf %arg0 : bf16 to f64
// CHECK-NEXT:    %[[SIN:.*]] = math.sin %arg0 : bf16
// CHECK-NEXT:    return %[[R]], %[[C]], %[[E]], %[[SIN]]
func.func @basic(%a: bf16, %b: bf16) -> (bf16, i1, f64, bf16) {
  %0 = arith.addf %a, %b : bf16
  %1 = arith.mulf %0, %b fastmath<fast> : bf16
  %2 = arith.cmpf olt, %a, %b : bf16
  %3 = arith.extf %a : bf16 to f64
  %4 = math.sin %a : bf16
  return %1, %2, %3, %4 : bf16, i1, f64, bf16
}
