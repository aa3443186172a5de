// asclower-math: library calls (dst, src, count, isReuseSource=false) and L2 ops; scalar
// math stays; a math op on tiles without a lowering fails the pass.

// RUN: ascopt -asclower-math %s | FileCheck %s

// CHECK-LABEL: func.func @m
// CHECK-NEXT:    %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<8x16xf16, UB> to !ascendc.local_tensor<8x16xf16>
// CHECK-NEXT:    %1 = ascendc.local_tensor_auto veccalc() : <8x16xf16>
// CHECK-NEXT:    %c128_i64 = arith.constant 128 : i64
// CHECK-NEXT:    ascendc.exp_l2 %1, %0, %c128_i64 : !ascendc.local_tensor<8x16xf16>, !ascendc.local_tensor<8x16xf16>, i64
// CHECK-NEXT:    %2 = ascendc.local_tensor_auto veccalc() : <8x16xf16>
// CHECK-NEXT:    %c128_i64_0 = arith.constant 128 : i64
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    ascendc.tanh %2, %1, %c128_i64_0, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<8x16xf16>, !ascendc.local_tensor<8x16xf16>, i64, i1
// CHECK-NEXT:    %3 = math.sqrt %arg1 : f32
// CHECK-NEXT:    %4 = ascendc.local_tensor_auto veccalc() : <8x16xf16>
// CHECK-NEXT:    %5 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<8x16xf16> to !asctile.tile<8x16xf16, UB>
// CHECK-NEXT:    %c128_i64_1 = arith.constant 128 : i64
// CHECK-NEXT:    ascendc.rsqrt_l2 %4, %2, %c128_i64_1
// CHECK-NEXT:    return %5
func.func @m(%a: !asctile.tile<8x16xf16, UB>, %x: f32) -> !asctile.tile<8x16xf16, UB> {
  %0 = math.exp %a : !asctile.tile<8x16xf16, UB>
  %1 = math.tanh %0 : !asctile.tile<8x16xf16, UB>
  %2 = math.sqrt %x : f32
  %3 = math.rsqrt %1 fastmath<fast> : !asctile.tile<8x16xf16, UB>
  return %3 : !asctile.tile<8x16xf16, UB>
}

// CHECK-LABEL: func.func @all
// CHECK:         ascendc.acos
// CHECK:         ascendc.cos
// CHECK:         ascendc.tan
// CHECK:         ascendc.sinh
// CHECK:         ascendc.cosh
// CHECK:         ascendc.floor
// CHECK:         ascendc.sqrt_l2
// CHECK:         ascendc.abs_l2
// CHECK:         ascendc.local_tensor_auto a1() : <4x4xf32>
// CHECK-NEXT:    builtin.unrealized_conversion_cast
// CHECK-NEXT:    arith.constant 16 : i64
// CHECK-NEXT:    arith.constant false
// CHECK-NEXT:    ascendc.log2
func.func @all(%a: !asctile.tile<4x4xf32, L1>) -> !asctile.tile<4x4xf32, L1> {
  %0 = math.acos %a : !asctile.tile<4x4xf32, L1>
  %1 = math.cos %0 : !asctile.tile<4x4xf32, L1>
  %2 = math.tan %1 : !asctile.tile<4x4xf32, L1>
  %3 = math.sinh %2 : !asctile.tile<4x4xf32, L1>
  %4 = math.cosh %3 : !asctile.tile<4x4xf32, L1>
  %5 = math.floor %4 : !asctile.tile<4x4xf32, L1>
  %6 = math.sqrt %5 : !asctile.tile<4x4xf32, L1>
  %7 = math.absf %6 : !asctile.tile<4x4xf32, L1>
  %8 = math.log2 %7 : !asctile.tile<4x4xf32, L1>
  return %8 : !asctile.tile<4x4xf32, L1>
}
