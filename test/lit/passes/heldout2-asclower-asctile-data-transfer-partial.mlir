// Held-out style cases for asclower-asctile-data-transfer with rows that are no whole
// number of 32-byte blocks (no arch attribute, so PyAsc's formulas as written): a 1-D
// load of 20 f32 (right pad 20 - m) and a 3x10 f16 tile loaded from and stored to a
// 30x30 tensor (block count 3, right pad 30 / 3 - m, store tail 900 - offset, dstStride
// (30 - 10) * 2).
// RUN: ascopt -asclower-asctile-data-transfer -canonicalize %s | FileCheck %s



// CHECK-LABEL: func.func @ub_1d_20(%arg0: memref<*xf32, 22>, %arg1: i32, %arg2: i32, %arg3: f32) -> !asctile.tile<20xf32, UB> {
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c20_i32 = arith.constant 20 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = asctile.tensor %arg0(%arg1) : memref<*xf32, 22>, !asctile.tensor<?xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !asctile.tensor<?xf32> to !ascendc.global_tensor<?xf32>
// CHECK-NEXT: %2 = ascendc.global_tensor.subindex %1[%arg2] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
// CHECK-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <20xf32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !ascendc.local_tensor<20xf32> to !asctile.tile<20xf32, UB>
// CHECK-NEXT: %5 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT: %6 = arith.cmpi slt, %5, %c0_i32 : i32
// CHECK-NEXT: %7 = arith.select %6, %c0_i32, %5 : i32
// CHECK-NEXT: %8 = arith.minsi %7, %c20_i32 : i32
// CHECK-NEXT: %9 = arith.muli %8, %c4_i32 : i32
// CHECK-NEXT: %10 = arith.subi %arg1, %8 : i32
// CHECK-NEXT: %11 = arith.muli %10, %c4_i32 : i32
// CHECK-NEXT: %12 = arith.subi %c20_i32, %8 : i32
// CHECK-NEXT: %13 = ascendc.construct !ascendc.data_copy_ext_params(%c1_i32, %9, %11, %c0_i32, %c0_i32) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
// CHECK-NEXT: %14 = ascendc.construct !ascendc.data_copy_pad_ext_params<f32>(%c1_i32, %c0_i32, %12, %arg3) [i32, i32, ui8, f32] : i32, i32, i32, f32
// CHECK-NEXT: ascendc.data_copy_pad_l0_ext %3, %2, %13, %14 : !ascendc.local_tensor<20xf32>, !ascendc.global_tensor<?xf32>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f32>
// CHECK-NEXT: return %4 : !asctile.tile<20xf32, UB>
// CHECK-NEXT: }
func.func @ub_1d_20(%m: memref<*xf32, 22>, %n: i32, %o: i32, %p: f32) -> !asctile.tile<20xf32, UB> {
  %t = asctile.tensor %m(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
  %0 = asctile.load %t[%o], %p : !asctile.tensor<?xf32>, !asctile.tile<20xf32, UB>
  return %0 : !asctile.tile<20xf32, UB>
}

// CHECK-LABEL: func.func @ub_2d_3x10(%arg0: memref<*xf16, 22>, %arg1: i32, %arg2: i32, %arg3: f16, %arg4: !asctile.tile<3x10xf16, UB>) -> !asctile.tile<3x10xf16, UB> {
// CHECK-NEXT: %c40_i32 = arith.constant 40 : i32
// CHECK-NEXT: %c900_i32 = arith.constant 900 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c30_i32 = arith.constant 30 : i32
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg4 : !asctile.tile<3x10xf16, UB> to !ascendc.local_tensor<3x10xf16>
// CHECK-NEXT: %1 = asctile.tensor %arg0() : memref<*xf16, 22>, !asctile.tensor<30x30xf16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !asctile.tensor<30x30xf16> to !ascendc.global_tensor<30x30xf16>
// CHECK-NEXT: %3 = arith.muli %arg1, %c30_i32 : i32
// CHECK-NEXT: %4 = arith.addi %arg2, %3 : i32
// CHECK-NEXT: %5 = ascendc.global_tensor.subindex %2[%4] : !ascendc.global_tensor<30x30xf16>, i32, !ascendc.global_tensor<30x30xf16>
// CHECK-NEXT: %6 = ascendc.local_tensor_auto veccalc() : <3x10xf16>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : !ascendc.local_tensor<3x10xf16> to !asctile.tile<3x10xf16, UB>
// CHECK-NEXT: %8 = arith.subi %c30_i32, %arg2 : i32
// CHECK-NEXT: %9 = arith.cmpi slt, %8, %c0_i32 : i32
// CHECK-NEXT: %10 = arith.select %9, %c0_i32, %8 : i32
// CHECK-NEXT: %11 = arith.minsi %10, %c10_i32 : i32
// CHECK-NEXT: %12 = arith.muli %11, %c2_i32 : i32
// CHECK-NEXT: %13 = arith.subi %c30_i32, %11 : i32
// CHECK-NEXT: %14 = arith.muli %13, %c2_i32 : i32
// CHECK-NEXT: %15 = arith.subi %c10_i32, %11 : i32
// CHECK-NEXT: %16 = ascendc.construct !ascendc.data_copy_ext_params(%c3_i32, %12, %14, %c0_i32, %c0_i32) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
// CHECK-NEXT: %17 = ascendc.construct !ascendc.data_copy_pad_ext_params<f16>(%c1_i32, %c0_i32, %15, %arg3) [i32, i32, ui8, f16] : i32, i32, i32, f16
// CHECK-NEXT: ascendc.data_copy_pad_l0_ext %6, %5, %16, %17 : !ascendc.local_tensor<3x10xf16>, !ascendc.global_tensor<30x30xf16>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f16>
// CHECK-NEXT: %18 = arith.muli %arg2, %c30_i32 : i32
// CHECK-NEXT: %19 = arith.addi %arg1, %18 : i32
// CHECK-NEXT: %20 = ascendc.global_tensor.subindex %2[%19] : !ascendc.global_tensor<30x30xf16>, i32, !ascendc.global_tensor<30x30xf16>
// CHECK-NEXT: %21 = arith.subi %c900_i32, %19 : i32
// CHECK-NEXT: %22 = arith.minsi %21, %c10_i32 : i32
// CHECK-NEXT: %23 = arith.muli %22, %c2_i32 : i32
// CHECK-NEXT: %24 = ascendc.construct !ascendc.data_copy_ext_params(%c3_i32, %23, %c0_i32, %c40_i32, %c0_i32) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
// CHECK-NEXT: ascendc.data_copy_pad_l2_ext %20, %0, %24 : !ascendc.global_tensor<30x30xf16>, !ascendc.local_tensor<3x10xf16>, !ascendc.data_copy_ext_params
// CHECK-NEXT: return %7 : !asctile.tile<3x10xf16, UB>
// CHECK-NEXT: }
func.func @ub_2d_3x10(%m: memref<*xf16, 22>, %r: i32, %c: i32, %p: f16, %v: !asctile.tile<3x10xf16, UB>) -> !asctile.tile<3x10xf16, UB> {
  %t = asctile.tensor %m() : memref<*xf16, 22>, !asctile.tensor<30x30xf16>
  %0 = asctile.load %t[%r, %c], %p : !asctile.tensor<30x30xf16>, !asctile.tile<3x10xf16, UB>
  asctile.store %v, %t[%c, %r] : !asctile.tile<3x10xf16, UB>, !asctile.tensor<30x30xf16>
  return %0 : !asctile.tile<3x10xf16, UB>
}

