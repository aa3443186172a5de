// asclower-asctile-i1 followed by canonicalize and asclower-realize-conversion-cast, as
// in the pipeline: the identity reinterpret of each recast folds away, and the remaining
// i8 -> ui8 cast of the mask becomes a reinterpret_cast.
// RUN: ascopt --asclower-asctile-i1 --canonicalize --asclower-realize-conversion-cast %s | FileCheck %s

// CHECK-LABEL: func.func @cmps_f16(%arg0: !asctile.tile<20xf16, UB>, %arg1: f16) -> !asctile.tile<20xi1, UB> {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<20xf16, UB> to !ascendc.local_tensor<20xf16>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <3xi8>
// CHECK-NEXT: %2 = ascendc.reinterpret_cast %1 : !ascendc.local_tensor<3xi8> to !ascendc.local_tensor<3xui8>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<3xui8> to !asctile.tile<20xi1, UB>
// CHECK-NEXT: %4 = ascendc.construct !ascendc.unary_repeat_params()
// CHECK-NEXT: ascendc.compare_scalar_l0 %2, %0, %arg1, %c0_i64, %c0_i64, %4 {cmpMode = 3 : i64} : !ascendc.local_tensor<3xui8>, !ascendc.local_tensor<20xf16>, f16, i64, i64, !ascendc.unary_repeat_params
// CHECK-NEXT: return %3 : !asctile.tile<20xi1, UB>
// CHECK-NEXT: }
func.func @cmps_f16(%arg0: !asctile.tile<20xf16, UB>, %arg1: f16) -> !asctile.tile<20xi1, UB> {
  %0 = asctile.cmps LE %arg0, %arg1 : !asctile.tile<20xf16, UB>
  return %0 : !asctile.tile<20xi1, UB>
}

// CHECK-LABEL: func.func @select_i16(%arg0: !asctile.tile<8x8xi1, UB>, %arg1: !asctile.tile<8x8xf16, UB>, %arg2: !asctile.tile<8x8xf16, UB>) -> !asctile.tile<8x8xf16, UB> {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : !asctile.tile<8x8xf16, UB> to !ascendc.local_tensor<8x8xf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : !asctile.tile<8x8xf16, UB> to !ascendc.local_tensor<8x8xf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<8x8xi1, UB> to !ascendc.local_tensor<8xi8>
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <8x8xf16>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !ascendc.local_tensor<8x8xf16> to !asctile.tile<8x8xf16, UB>
// CHECK-NEXT: %5 = ascendc.reinterpret_cast %2 : !ascendc.local_tensor<8xi8> to !ascendc.local_tensor<8xui8>
// CHECK-NEXT: %6 = ascendc.construct !ascendc.binary_repeat_params()
// CHECK-NEXT: ascendc.select_l0 %3, %5, %1, %0, %c0_i64, %c0_i64, %6 {selMode = 2 : i32} : !ascendc.local_tensor<8x8xf16>, !ascendc.local_tensor<8xui8>, !ascendc.local_tensor<8x8xf16>, !ascendc.local_tensor<8x8xf16>, i64, i64, !ascendc.binary_repeat_params
// CHECK-NEXT: return %4 : !asctile.tile<8x8xf16, UB>
// CHECK-NEXT: }
func.func @select_i16(%arg0: !asctile.tile<8x8xi1, UB>, %arg1: !asctile.tile<8x8xf16, UB>, %arg2: !asctile.tile<8x8xf16, UB>) -> !asctile.tile<8x8xf16, UB> {
  %0 = asctile.select %arg0, %arg1, %arg2 : !asctile.tile<8x8xf16, UB>
  return %0 : !asctile.tile<8x8xf16, UB>
}

