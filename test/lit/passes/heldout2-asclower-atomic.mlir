// Held-out style cases for asclower-atomic followed by asclower-asctile-data-transfer (the
// pipeline's steps 19-20): the store between set_atomic_<kind> {dtype} and
// set_atomic_none is lowered like any UB store (a 2-D f16 tile into a ?x64 tensor: four
// rows, dstStride (64 - 32) * 2; a 1-D i16 tile into a static 128-element tensor:
// dstStride 192); discardable attributes of atomic_rmw are dropped.
// RUN: ascopt -asclower-atomic -asclower-asctile-data-transfer -canonicalize %s | FileCheck %s



// CHECK-LABEL: func.func @atomic(%arg0: memref<*xf16, 22>, %arg1: i32, %arg2: i32, %arg3: !asctile.tile<4x32xf16, UB>) {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c64_i32 = arith.constant 64 : i32
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : !asctile.tile<4x32xf16, UB> to !ascendc.local_tensor<4x32xf16>
// CHECK-NEXT: %1 = asctile.tensor %arg0(%arg1) : memref<*xf16, 22>, !asctile.tensor<?x64xf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !asctile.tensor<?x64xf16> to !ascendc.global_tensor<?x64xf16>
// CHECK-NEXT: ascendc.set_atomic_max {dtype = f16} :
// CHECK-NEXT: %3 = arith.muli %arg2, %c64_i32 : i32
// CHECK-NEXT: %4 = arith.addi %arg2, %3 : i32
// CHECK-NEXT: %5 = ascendc.global_tensor.subindex %2[%4] : !ascendc.global_tensor<?x64xf16>, i32, !ascendc.global_tensor<?x64xf16>
// CHECK-NEXT: %6 = arith.muli %arg1, %c64_i32 : i32
// CHECK-NEXT: %7 = arith.subi %6, %4 : i32
// CHECK-NEXT: %8 = arith.minsi %7, %c32_i32 : i32
// CHECK-NEXT: %9 = arith.muli %8, %c2_i32 : i32
// CHECK-NEXT: %10 = ascendc.construct !ascendc.data_copy_ext_params(%c4_i32, %9, %c0_i32, %c64_i32, %c0_i32) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
// CHECK-NEXT: ascendc.data_copy_pad_l2_ext %5, %0, %10 : !ascendc.global_tensor<?x64xf16>, !ascendc.local_tensor<4x32xf16>, !ascendc.data_copy_ext_params
// CHECK-NEXT: ascendc.set_atomic_none :
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @atomic(%m: memref<*xf16, 22>, %n: i32, %i: i32, %v: !asctile.tile<4x32xf16, UB>) {
  %t = asctile.tensor %m(%n) : memref<*xf16, 22>, !asctile.tensor<?x64xf16>
  asctile.atomic_rmw<Max> %v, %t[%i, %i] : !asctile.tile<4x32xf16, UB>, !asctile.tensor<?x64xf16>
  return
}

// CHECK-LABEL: func.func @atomic_i16_1d(%arg0: memref<*xi16, 22>, %arg1: i32, %arg2: !asctile.tile<32xi16, UB>) {
// CHECK-NEXT: %c192_i32 = arith.constant 192 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT: %c128_i32 = arith.constant 128 : i32
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : !asctile.tile<32xi16, UB> to !ascendc.local_tensor<32xi16>
// CHECK-NEXT: %1 = asctile.tensor %arg0() : memref<*xi16, 22>, !asctile.tensor<128xi16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !asctile.tensor<128xi16> to !ascendc.global_tensor<128xi16>
// CHECK-NEXT: ascendc.set_atomic_add {dtype = i16} :
// CHECK-NEXT: %3 = ascendc.global_tensor.subindex %2[%arg1] : !ascendc.global_tensor<128xi16>, i32, !ascendc.global_tensor<128xi16>
// CHECK-NEXT: %4 = arith.subi %c128_i32, %arg1 : i32
// CHECK-NEXT: %5 = arith.minsi %4, %c32_i32 : i32
// CHECK-NEXT: %6 = arith.muli %5, %c2_i32 : i32
// CHECK-NEXT: %7 = ascendc.construct !ascendc.data_copy_ext_params(%c1_i32, %6, %c0_i32, %c192_i32, %c0_i32) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
// CHECK-NEXT: ascendc.data_copy_pad_l2_ext %3, %0, %7 : !ascendc.global_tensor<128xi16>, !ascendc.local_tensor<32xi16>, !ascendc.data_copy_ext_params
// CHECK-NEXT: ascendc.set_atomic_none :
// CHECK-NEXT: ascendc.set_atomic_min {dtype = i16} :
// CHECK-NEXT: %8 = ascendc.global_tensor.subindex %2[%arg1] : !ascendc.global_tensor<128xi16>, i32, !ascendc.global_tensor<128xi16>
// CHECK-NEXT: %9 = arith.subi %c128_i32, %arg1 : i32
// CHECK-NEXT: %10 = arith.minsi %9, %c32_i32 : i32
// CHECK-NEXT: %11 = arith.muli %10, %c2_i32 : i32
// CHECK-NEXT: %12 = ascendc.construct !ascendc.data_copy_ext_params(%c1_i32, %11, %c0_i32, %c192_i32, %c0_i32) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
// CHECK-NEXT: ascendc.data_copy_pad_l2_ext %8, %0, %12 : !ascendc.global_tensor<128xi16>, !ascendc.local_tensor<32xi16>, !ascendc.data_copy_ext_params
// CHECK-NEXT: ascendc.set_atomic_none :
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @atomic_i16_1d(%m: memref<*xi16, 22>, %i: i32, %v: !asctile.tile<32xi16, UB>) {
  %t = asctile.tensor %m() : memref<*xi16, 22>, !asctile.tensor<128xi16>
  asctile.atomic_rmw<Add> %v, %t[%i] {note = "x"} : !asctile.tile<32xi16, UB>, !asctile.tensor<128xi16>
  asctile.atomic_rmw<Min> %v, %t[%i] : !asctile.tile<32xi16, UB>, !asctile.tensor<128xi16>
  return
}

