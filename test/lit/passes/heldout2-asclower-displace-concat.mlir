// Held-out style cases for asclower-displace-concat, round 2: an operand allocated in a1
// is displaced like a veccalc one (positions are not compared), leaving one veccalc
// allocation; a one-operand concat folds away; a concat inside an scf.if whose operands
// are allocated there gets its allocation, the subindex views and the result cast at the
// start of the entry block (the unused view is erased by canonicalize).
// RUN: ascopt -asclower-displace-concat -canonicalize -allow-unregistered-dialect %s | FileCheck %s



// CHECK-LABEL: func.func @l1_alloc_operand() -> !asctile.tile<8x2xf16, UB> {
// CHECK-NEXT: %0 = ascendc.local_tensor_auto veccalc() : <8x2xf16>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !ascendc.local_tensor<8x2xf16> to !asctile.tile<8x2xf16, UB>
// CHECK-NEXT: return %1 : !asctile.tile<8x2xf16, UB>
// CHECK-NEXT: }
func.func @l1_alloc_operand() -> !asctile.tile<8x2xf16, UB> {
  %0 = ascendc.local_tensor_auto a1() : <4x2xf16>
  %1 = builtin.unrealized_conversion_cast %0 : !ascendc.local_tensor<4x2xf16> to !asctile.tile<4x2xf16, UB>
  %2 = ascendc.local_tensor_auto veccalc() : <4x2xf16>
  %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<4x2xf16> to !asctile.tile<4x2xf16, UB>
  %4 = asctile.concat %3, %1 : !asctile.tile<4x2xf16, UB>, !asctile.tile<4x2xf16, UB> -> !asctile.tile<8x2xf16, UB>
  return %4 : !asctile.tile<8x2xf16, UB>
}

// CHECK-LABEL: func.func @one(%arg0: !asctile.tile<4xf32, UB>) -> !asctile.tile<4xf32, UB> {
// CHECK-NEXT: return %arg0 : !asctile.tile<4xf32, UB>
// CHECK-NEXT: }
func.func @one(%a: !asctile.tile<4xf32, UB>) -> !asctile.tile<4xf32, UB> {
  %2 = asctile.concat %a : !asctile.tile<4xf32, UB> -> !asctile.tile<4xf32, UB>
  return %2 : !asctile.tile<4xf32, UB>
}

// CHECK-LABEL: func.func @nested(%arg0: i1, %arg1: f32) -> !asctile.tile<48xf32, UB> {
// CHECK-NEXT: %c16_i64 = arith.constant 16 : i64
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %0 = ascendc.local_tensor_auto veccalc() : <48xf32>
// CHECK-NEXT: %1 = ascendc.local_tensor.subindex %0[%c0_i64] : !ascendc.local_tensor<48xf32>, i64, !ascendc.local_tensor<16xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %0 : !ascendc.local_tensor<48xf32> to !asctile.tile<48xf32, UB>
// CHECK-NEXT: %3 = scf.if %arg0 -> (!asctile.tile<48xf32, UB>) {
// CHECK-NEXT: ascendc.duplicate_l2 %1, %arg1, %c16_i64 : !ascendc.local_tensor<16xf32>, f32, i64
// CHECK-NEXT: scf.yield %2 : !asctile.tile<48xf32, UB>
// CHECK-NEXT: } else {
// CHECK-NEXT: %4 = ascendc.local_tensor_auto veccalc() : <48xf32>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<48xf32> to !asctile.tile<48xf32, UB>
// CHECK-NEXT: scf.yield %5 : !asctile.tile<48xf32, UB>
// CHECK-NEXT: }
// CHECK-NEXT: return %3 : !asctile.tile<48xf32, UB>
// CHECK-NEXT: }
func.func @nested(%c: i1, %v: f32) -> !asctile.tile<48xf32, UB> {
  %r = scf.if %c -> (!asctile.tile<48xf32, UB>) {
    %0 = ascendc.local_tensor_auto veccalc() : <16xf32>
    %c16 = arith.constant 16 : i64
    ascendc.duplicate_l2 %0, %v, %c16 : !ascendc.local_tensor<16xf32>, f32, i64
    %1 = builtin.unrealized_conversion_cast %0 : !ascendc.local_tensor<16xf32> to !asctile.tile<16xf32, UB>
    %2 = ascendc.local_tensor_auto veccalc() : <32xf32>
    %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<32xf32> to !asctile.tile<32xf32, UB>
    %4 = asctile.concat %1, %3 : !asctile.tile<16xf32, UB>, !asctile.tile<32xf32, UB> -> !asctile.tile<48xf32, UB>
    scf.yield %4 : !asctile.tile<48xf32, UB>
  } else {
    %5 = ascendc.local_tensor_auto veccalc() : <48xf32>
    %6 = builtin.unrealized_conversion_cast %5 : !ascendc.local_tensor<48xf32> to !asctile.tile<48xf32, UB>
    scf.yield %6 : !asctile.tile<48xf32, UB>
  }
  return %r : !asctile.tile<48xf32, UB>
}

