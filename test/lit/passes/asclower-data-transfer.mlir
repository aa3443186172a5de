// asclower-asctile-data-transfer: an f16 load into L1 builds Nd2Nz parameters; a 1-D UB
// store clamps its block to the tensor tail; get/set_value address the global tensor.

// RUN: ascopt -asclower-asctile-data-transfer -canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @load_l1
// CHECK: %[[SRC:.*]] = ascendc.global_tensor.subindex
// CHECK-NEXT: %[[D:.*]] = ascendc.local_tensor_auto a1() : <32x32xf16>
// CHECK-NEXT: builtin.unrealized_conversion_cast %[[D]]
// CHECK-NEXT: %[[P:.*]] = ascendc.construct !ascendc.nd2nz_params(%c1_i32, %c32_i32, %c32_i32, %c0_i32, %c64_i32, %c32_i32, %c1_i32, %c0_i32)
// CHECK-NEXT: ascendc.data_copy_l2 %[[D]], %[[SRC]], %[[P]]
// CHECK-LABEL: func.func @store_ub
// CHECK: %[[DST:.*]] = ascendc.global_tensor.subindex %{{.*}}[%arg2]
// CHECK-NEXT: %[[T:.*]] = arith.subi %c64_i32, %arg2
// CHECK-NEXT: %[[M:.*]] = arith.minsi %[[T]], %c16_i32
// CHECK-NEXT: %[[L:.*]] = arith.muli %[[M]], %c4_i32
// CHECK-NEXT: %[[E:.*]] = ascendc.construct !ascendc.data_copy_ext_params(%c1_i32, %[[L]], %c0_i32, %c192_i32, %c0_i32) [ui16, ui32, ui32, ui32, ui32]
// CHECK-NEXT: ascendc.data_copy_pad_l2_ext %[[DST]], %0, %[[E]]
// CHECK-LABEL: func.func @values
// CHECK: %[[G:.*]] = builtin.unrealized_conversion_cast %0 : !asctile.tensor<64xf32> to !ascendc.global_tensor<64xf32>
// CHECK-NEXT: %[[V:.*]] = ascendc.global_tensor.get_value %[[G]], %arg1 : !ascendc.global_tensor<64xf32>, i32, f32
// CHECK-NEXT: %[[U:.*]] = emitc.cast %arg1 : i32 to ui64
// CHECK-NEXT: ascendc.global_tensor.set_value %[[G]], %[[U]], %arg2
// CHECK-NEXT: return %[[V]]

func.func @load_l1(%arg0: memref<*xf16, 22>, %i: i32, %j: i32) -> !asctile.tile<32x32xf16, L1> {
  %0 = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<64x64xf16>
  %1 = asctile.load %0 [%i, %j] : !asctile.tensor<64x64xf16>, !asctile.tile<32x32xf16, L1>
  return %1 : !asctile.tile<32x32xf16, L1>
}
func.func @store_ub(%arg0: memref<*xf32, 22>, %t: !asctile.tile<16xf32, UB>, %i: i32) {
  %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<64xf32>
  asctile.store %t, %0 [%i] : !asctile.tile<16xf32, UB>, !asctile.tensor<64xf32>
  return
}
func.func @values(%arg0: memref<*xf32, 22>, %i: i32, %v: f32) -> f32 {
  %0 = asctile.tensor %arg0() : memref<*xf32, 22>, !asctile.tensor<64xf32>
  %1 = asctile.get_value %0[%i] : !asctile.tensor<64xf32>
  asctile.set_value %v, %0 [%i] : f32, !asctile.tensor<64xf32>
  return %1 : f32
}
