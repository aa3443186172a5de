// asclower-asctile-i1 on integer tiles (no c310): operands are cast to f16 first.

// RUN: ascopt --asclower-asctile-i1 %s | FileCheck %s

// CHECK: %[[A:.*]] = ascendc.local_tensor_auto veccalc() : <16xf16>
// CHECK-NEXT: ascendc.cast_l2 %[[A]], %{{.*}}, %c0_i64 {roundMode = 0 : i32}
// CHECK-NEXT: %[[B:.*]] = ascendc.local_tensor_auto veccalc() : <16xf16>
// CHECK-NEXT: ascendc.cast_l2 %[[B]], %{{.*}}, %c0_i64 {roundMode = 0 : i32}
// CHECK: ascendc.compare_l0 %{{.*}}, %[[A]], %[[B]], %c0_i64, %c0_i64, %{{.*}} {cmpMode = 2 : i64}
func.func @c(%a: !asctile.tile<16xi16, UB>, %b: !asctile.tile<16xi16, UB>) -> !asctile.tile<16xi1, UB> {
  %0 = asctile.cmp "EQ" %a, %b : !asctile.tile<16xi16, UB>
  return %0 : !asctile.tile<16xi1, UB>
}
