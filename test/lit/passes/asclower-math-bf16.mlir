// asclower-math on bf16 tiles: the Ascend C math library takes half and float only, so a
// library function of a bf16 tile is computed on an f32 copy (Cast, CAST_NONE: exact) into
// an f32 result (dst and src of the library do not overlap) rounded back once (CAST_RINT). L2 vector ops (exp, sqrt, abs) take bf16 as they are.

// RUN: ascopt -asclower-math=departures=true %s | FileCheck %s

// CHECK-LABEL: func.func @erf
// CHECK: %[[D:.*]] = ascendc.local_tensor_auto veccalc() : <4x64xbf16>
// CHECK: %[[X:.*]] = ascendc.local_tensor_auto veccalc() : <4x64xf32>
// CHECK: %[[Y:.*]] = ascendc.local_tensor_auto veccalc() : <4x64xf32>
// CHECK: ascendc.cast_l2 %[[X]], %{{.*}}, %{{.*}} {roundMode = 0 : i32} : !ascendc.local_tensor<4x64xf32>, !ascendc.local_tensor<4x64xbf16>, i64
// CHECK-NEXT: ascendc.erf %[[Y]], %[[X]]
// CHECK-NEXT: ascendc.cast_l2 %[[D]], %[[Y]], %{{.*}} {roundMode = 1 : i32} : !ascendc.local_tensor<4x64xbf16>, !ascendc.local_tensor<4x64xf32>, i64
// CHECK-LABEL: func.func @exp
// CHECK-NOT: cast_l2
// CHECK: ascendc.exp_l2 %{{.*}} : !ascendc.local_tensor<256xbf16>, !ascendc.local_tensor<256xbf16>, i64
// CHECK-LABEL: func.func @tanh_f16
// CHECK-NOT: cast_l2
// CHECK: ascendc.tanh

func.func @erf(%a: !asctile.tile<4x64xbf16, UB>) -> !asctile.tile<4x64xbf16, UB> {
  %0 = math.erf %a : !asctile.tile<4x64xbf16, UB>
  return %0 : !asctile.tile<4x64xbf16, UB>
}
func.func @exp(%a: !asctile.tile<256xbf16, UB>) -> !asctile.tile<256xbf16, UB> {
  %0 = math.exp %a : !asctile.tile<256xbf16, UB>
  return %0 : !asctile.tile<256xbf16, UB>
}
func.func @tanh_f16(%a: !asctile.tile<256xf16, UB>) -> !asctile.tile<256xf16, UB> {
  %0 = math.tanh %a : !asctile.tile<256xf16, UB>
  return %0 : !asctile.tile<256xf16, UB>
}
