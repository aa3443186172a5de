// asclower-asctile with departures: an asctile.cast between element types the vector
// unit does not convert directly goes through intermediate types (tile_cast.go,
// docs/pyasc.md §5): float -> i8 truncates to i16 and saturates to i8; i8 reaches
// f32/bf16 through f16; i32 reaches f16 through f32 (PyAsc's s32 -> f16 Cast scales by an
// unset SetDeqScale value) and i8 through i16. A direct pair (f16 -> i8) stays one Cast.
// Without departures every cast is PyAsc's one Cast.

// RUN: ascopt --asclower-asctile=departures=true --canonicalize %s | FileCheck %s
// RUN: ascopt --asclower-asctile --canonicalize %s | FileCheck %s --check-prefix=PYASC

// CHECK-LABEL: func.func @f32_i8
// CHECK:      ascendc.cast_l2 %[[W:.*]], %{{.*}}, %c64_i64 {roundMode = 5 : i32} : !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xf32>, i64
// CHECK-NEXT: ascendc.cast_l2 %{{.*}}, %[[W]], %c64_i64 {roundMode = 0 : i32} : !ascendc.local_tensor<64xi8>, !ascendc.local_tensor<64xi16>, i64
// CHECK-LABEL: func.func @bf16_i8
// CHECK:      {roundMode = 0 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xbf16>, i64
// CHECK:      {roundMode = 5 : i32} : !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xf32>, i64
// CHECK-NEXT: {roundMode = 0 : i32} : !ascendc.local_tensor<64xi8>, !ascendc.local_tensor<64xi16>, i64
// CHECK-LABEL: func.func @i8_bf16
// CHECK:      {roundMode = 0 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xi8>, i64
// CHECK:      {roundMode = 0 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf16>, i64
// CHECK-NEXT: {roundMode = 1 : i32} : !ascendc.local_tensor<64xbf16>, !ascendc.local_tensor<64xf32>, i64
// CHECK-LABEL: func.func @i32_f16
// CHECK:      {roundMode = 0 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xi32>, i64
// CHECK-NEXT: {roundMode = 1 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf32>, i64
// CHECK-LABEL: func.func @i32_i8
// CHECK:      {roundMode = 0 : i32} : !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xi32>, i64
// CHECK-NEXT: {roundMode = 0 : i32} : !ascendc.local_tensor<64xi8>, !ascendc.local_tensor<64xi16>, i64
// CHECK-LABEL: func.func @f16_i8
// CHECK:      ascendc.cast_l2 {{.*}} {roundMode = 5 : i32} : !ascendc.local_tensor<64xi8>, !ascendc.local_tensor<64xf16>, i64
// CHECK-NOT:  cast_l2

// PYASC-LABEL: func.func @f32_i8
// PYASC:       ascendc.cast_l2 {{.*}} {roundMode = 5 : i32} : !ascendc.local_tensor<64xi8>, !ascendc.local_tensor<64xf32>, i64
// PYASC-LABEL: func.func @bf16_i8
// PYASC:       ascendc.cast_l2 {{.*}} {roundMode = 5 : i32} : !ascendc.local_tensor<64xi8>, !ascendc.local_tensor<64xbf16>, i64
// PYASC-LABEL: func.func @i8_bf16
// PYASC:       ascendc.cast_l2 {{.*}} {roundMode = 0 : i32} : !ascendc.local_tensor<64xbf16>, !ascendc.local_tensor<64xi8>, i64
// PYASC-LABEL: func.func @i32_f16
// PYASC:       ascendc.cast_l2 {{.*}} {roundMode = 0 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xi32>, i64
// PYASC-LABEL: func.func @i32_i8
// PYASC:       ascendc.cast_l2 {{.*}} {roundMode = 0 : i32} : !ascendc.local_tensor<64xi8>, !ascendc.local_tensor<64xi32>, i64

func.func @f32_i8(%a: !asctile.tile<64xf32, UB>) -> !asctile.tile<64xi8, UB> {
  %0 = asctile.cast %a : !asctile.tile<64xf32, UB> to !asctile.tile<64xi8, UB>
  return %0 : !asctile.tile<64xi8, UB>
}
func.func @bf16_i8(%a: !asctile.tile<64xbf16, UB>) -> !asctile.tile<64xi8, UB> {
  %0 = asctile.cast %a : !asctile.tile<64xbf16, UB> to !asctile.tile<64xi8, UB>
  return %0 : !asctile.tile<64xi8, UB>
}
func.func @i8_bf16(%a: !asctile.tile<64xi8, UB>) -> !asctile.tile<64xbf16, UB> {
  %0 = asctile.cast %a : !asctile.tile<64xi8, UB> to !asctile.tile<64xbf16, UB>
  return %0 : !asctile.tile<64xbf16, UB>
}
func.func @i32_f16(%a: !asctile.tile<64xi32, UB>) -> !asctile.tile<64xf16, UB> {
  %0 = asctile.cast %a : !asctile.tile<64xi32, UB> to !asctile.tile<64xf16, UB>
  return %0 : !asctile.tile<64xf16, UB>
}
func.func @i32_i8(%a: !asctile.tile<64xi32, UB>) -> !asctile.tile<64xi8, UB> {
  %0 = asctile.cast %a : !asctile.tile<64xi32, UB> to !asctile.tile<64xi8, UB>
  return %0 : !asctile.tile<64xi8, UB>
}
func.func @f16_i8(%a: !asctile.tile<64xf16, UB>) -> !asctile.tile<64xi8, UB> {
  %0 = asctile.cast %a : !asctile.tile<64xf16, UB> to !asctile.tile<64xi8, UB>
  return %0 : !asctile.tile<64xi8, UB>
}
