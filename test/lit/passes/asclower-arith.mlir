// asclower-arith lowers tile constants, bitcasts and negations; the buffer follows the
// tile's location; other ops are only folded, as the conversion framework does.

// RUN: ascopt -asclower-arith %s | FileCheck %s

// CHECK-LABEL: func.func @negf
// CHECK-NEXT:    %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<4x8xf16, UB> to !ascendc.local_tensor<4x8xf16>
// CHECK-NEXT:    %1 = ascendc.local_tensor_auto veccalc() : <4x8xf16>
// CHECK-NEXT:    %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<4x8xf16> to !asctile.tile<4x8xf16, UB>
// CHECK-NEXT:    %cst = arith.constant -1.000000e+00 : f16
// CHECK-NEXT:    %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT:    ascendc.muls_l2 %1, %0, %cst, %c32_i64
// CHECK-NEXT:    return %2
func.func @negf(%a: !asctile.tile<4x8xf16, UB>) -> !asctile.tile<4x8xf16, UB> {
  %0 = arith.negf %a : !asctile.tile<4x8xf16, UB>
  return %0 : !asctile.tile<4x8xf16, UB>
}

// CHECK-LABEL: func.func @bitcast
// CHECK-NEXT:    %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xf32, UB> to !ascendc.local_tensor<16xf32>
// CHECK-NEXT:    %1 = ascendc.reinterpret_cast %0 : !ascendc.local_tensor<16xf32> to !ascendc.local_tensor<16xi32>
// CHECK-NEXT:    %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<16xi32> to !asctile.tile<16xi32, UB>
// CHECK-NEXT:    return %2
func.func @bitcast(%a: !asctile.tile<16xf32, UB>) -> !asctile.tile<16xi32, UB> {
  %0 = arith.bitcast %a : !asctile.tile<16xf32, UB> to !asctile.tile<16xi32, UB>
  return %0 : !asctile.tile<16xi32, UB>
}

// A 2-D integer constant in L1 is written element by element in row-major order; a
// negation of a constant tile folds first, and the folded constant is lowered in turn.
// CHECK-LABEL: func.func @constants
// CHECK-NEXT:    %0 = ascendc.local_tensor_auto a1() : <2x2xi32>
// CHECK-NEXT:    %1 = builtin.unrealized_conversion_cast %0 : !ascendc.local_tensor<2x2xi32> to !asctile.tile<2x2xi32, L1>
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    ascendc.local_tensor.set_value %0, %c0_i32, %c1_i32 : !ascendc.local_tensor<2x2xi32>, i32, i32
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT:    ascendc.local_tensor.set_value %0, %c1_i32_0, %c2_i32
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %c2_i32_1 = arith.constant 2 : i32
// CHECK-NEXT:    ascendc.local_tensor.set_value %0, %c2_i32_1, %c3_i32
// CHECK-NEXT:    %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:    %c3_i32_2 = arith.constant 3 : i32
// CHECK-NEXT:    ascendc.local_tensor.set_value %0, %c3_i32_2, %c4_i32
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %2 = arith.addf %arg0, %cst : f32
// CHECK-NEXT:    %cst_3 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %3 = ascendc.local_tensor_auto veccalc() : <4xf32>
// CHECK-NEXT:    %c4_i64 = arith.constant 4 : i64
// CHECK-NEXT:    ascendc.duplicate_l2 %3, %cst_3, %c4_i64
// CHECK-NEXT:    %cst_4 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:    %4 = ascendc.local_tensor_auto veccalc() : <4xf32>
// CHECK-NEXT:    %c4_i64_5 = arith.constant 4 : i64
// CHECK-NEXT:    ascendc.duplicate_l2 %4, %cst_4, %c4_i64_5
// CHECK-NEXT:    return %1
func.func @constants(%x: f32) -> !asctile.tile<2x2xi32, L1> {
  %c = arith.constant dense<[[1, 2], [3, 4]]> : !asctile.tile<2x2xi32, L1>
  %s = arith.constant 1.0 : f32
  %t = arith.addf %x, %s : f32
  %z = arith.constant dense<0.0> : !asctile.tile<4xf32, UB>
  %n = arith.negf %z : !asctile.tile<4xf32, UB>
  return %c : !asctile.tile<2x2xi32, L1>
}

// Splat constants in the other locations.
// CHECK-LABEL: func.func @positions
// CHECK:         ascendc.local_tensor_auto a2() : <16x16xf16>
// CHECK:         ascendc.local_tensor_auto b2() : <16x16xf16>
// CHECK:         ascendc.local_tensor_auto co1() : <16x16xf32>
// CHECK:         ascendc.local_tensor_auto co1() : <16x16xf32>
func.func @positions() -> (!asctile.tile<16x16xf16, L0A>, !asctile.tile<16x16xf16, L0B>, !asctile.tile<16x16xf32, L0C>, !asctile.tile<16x16xf32, FIX>) {
  %a = arith.constant dense<1.0> : !asctile.tile<16x16xf16, L0A>
  %b = arith.constant dense<1.0> : !asctile.tile<16x16xf16, L0B>
  %c = arith.constant dense<0.0> : !asctile.tile<16x16xf32, L0C>
  %d = arith.constant dense<0.0> : !asctile.tile<16x16xf32, FIX>
  return %a, %b, %c, %d : !asctile.tile<16x16xf16, L0A>, !asctile.tile<16x16xf16, L0B>, !asctile.tile<16x16xf32, L0C>, !asctile.tile<16x16xf32, FIX>
}

// Scalar ops are not converted, but the framework folds them (constants stay where the
// folded op was; a constant operand moves to the right of a commutative op).
// CHECK-LABEL: func.func @fold
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT:    return %0 : i32
func.func @fold(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %c1, %c2 : i32
  %b = arith.addi %x, %c0 : i32
  %d = arith.addi %c1, %x : i32
  return %d : i32
}
