// Held-out style cases for asclower-expand-mask beyond the visible file: a count mask
// without other (mask operand = count), a bitwise mask whose f32 other is truncated for f16
// ops, an i32 other truncated for i16 ops, duplicate/adds/muls/cast lowered to L0 with
// placeholder masks but not masked (no asc.mask_set), ops nested in a loop inside the mask,
// and a bitwise mask followed by a count mask.
// RUN: ascopt --asclower-expand-mask --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @no_other(%arg0: i64, %arg1: !ascendc.local_tensor<64xf16>, %arg2: !ascendc.local_tensor<64xf16>) {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %0 = ascendc.construct !ascendc.binary_repeat_params()
// CHECK-NEXT: ascendc.add_l0 %arg1, %arg2, %arg2, %arg0, %c0_i64, %0 {asc.mask_set} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, i64, i64, !ascendc.binary_repeat_params
// CHECK-NEXT: %1 = ascendc.construct !ascendc.unary_repeat_params()
// CHECK-NEXT: ascendc.exp_l0 %arg1, %arg2, %arg0, %c0_i64, %1 {asc.mask_set} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, i64, i64, !ascendc.unary_repeat_params
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @no_other(%arg0: i64, %arg3: !ascendc.local_tensor<64xf16>, %arg4: !ascendc.local_tensor<64xf16>) {
  asctile.count_mask %arg0 {
    %c64_i64 = arith.constant 64 : i64
    ascendc.add_l2 %arg3, %arg4, %arg4, %c64_i64 : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, i64
    ascendc.exp_l2 %arg3, %arg4, %c64_i64 : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, i64
  }
  return
}

// CHECK-LABEL: func.func @other_f32_to_f16(%arg0: i64, %arg1: i64, %arg2: f32, %arg3: !ascendc.local_tensor<64xf16>, %arg4: !ascendc.local_tensor<64xf16>) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %0 = ascendc.construct !ascendc.unary_repeat_params()
// CHECK-NEXT: %1 = arith.truncf %arg2 : f32 to f16
// CHECK-NEXT: ascendc.duplicate_l2 %arg3, %1, %c0_i32 : !ascendc.local_tensor<64xf16>, f16, i32
// CHECK-NEXT: %2 = emitasc.mask %arg0, %arg1
// CHECK-NEXT: ascendc.relu_l0 %arg3, %arg4, %2, %c0_i64, %0 {asc.mask_set} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, !emitasc.mask, i64, !ascendc.unary_repeat_params
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @other_f32_to_f16(%hi: i64, %lo: i64, %o: f32, %arg3: !ascendc.local_tensor<64xf16>, %arg4: !ascendc.local_tensor<64xf16>) {
  asctile.bitwise_mask %hi, %lo, %o : f32 {
    %c64_i64 = arith.constant 64 : i64
    ascendc.relu_l2 %arg3, %arg4, %c64_i64 : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, i64
  }
  return
}

// CHECK-LABEL: func.func @other_i32_to_i16(%arg0: i64, %arg1: i32, %arg2: !ascendc.local_tensor<64xi16>, %arg3: !ascendc.local_tensor<64xi16>) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %0 = ascendc.construct !ascendc.binary_repeat_params()
// CHECK-NEXT: %1 = arith.trunci %arg1 : i32 to i16
// CHECK-NEXT: ascendc.duplicate_l2 %arg2, %1, %c0_i32 : !ascendc.local_tensor<64xi16>, i16, i32
// CHECK-NEXT: ascendc.max_l0 %arg2, %arg3, %arg3, %arg0, %c0_i64, %0 {asc.mask_set} : !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xi16>, i64, i64, !ascendc.binary_repeat_params
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @other_i32_to_i16(%n: i64, %o: i32, %arg3: !ascendc.local_tensor<64xi16>, %arg4: !ascendc.local_tensor<64xi16>) {
  asctile.count_mask %n, %o : i32 {
    %c64_i64 = arith.constant 64 : i64
    ascendc.max_l2 %arg3, %arg4, %arg4, %c64_i64 : !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xi16>, i64
  }
  return
}

// CHECK-LABEL: func.func @unmasked_kinds(%arg0: i64, %arg1: f32, %arg2: !ascendc.local_tensor<64xf32>, %arg3: !ascendc.local_tensor<64xf32>, %arg4: !ascendc.local_tensor<64xf16>) {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %0 = emitasc.mask %c0_i64, %c0_i64
// CHECK-NEXT: ascendc.duplicate_l0 %arg2, %arg1, %0, %c0_i64, %c0_i64, %c0_i64 : !ascendc.local_tensor<64xf32>, f32, !emitasc.mask, i64, i64, i64
// CHECK-NEXT: %1 = emitasc.mask %c0_i64, %c0_i64
// CHECK-NEXT: %2 = ascendc.construct !ascendc.unary_repeat_params()
// CHECK-NEXT: ascendc.adds_l0 %arg2, %arg3, %arg1, %1, %c0_i64, %2 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, f32, !emitasc.mask, i64, !ascendc.unary_repeat_params
// CHECK-NEXT: %3 = emitasc.mask %c0_i64, %c0_i64
// CHECK-NEXT: %4 = ascendc.construct !ascendc.unary_repeat_params()
// CHECK-NEXT: ascendc.muls_l0 %arg2, %arg3, %arg1, %3, %c0_i64, %4 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, f32, !emitasc.mask, i64, !ascendc.unary_repeat_params
// CHECK-NEXT: %5 = emitasc.mask %c0_i64, %c0_i64
// CHECK-NEXT: %6 = ascendc.construct !ascendc.unary_repeat_params()
// CHECK-NEXT: ascendc.cast_l0 %arg4, %arg3, %5, %c0_i64, %6 {roundMode = 1 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf32>, !emitasc.mask, i64, !ascendc.unary_repeat_params
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unmasked_kinds(%n: i64, %s: f32, %arg3: !ascendc.local_tensor<64xf32>, %arg4: !ascendc.local_tensor<64xf32>, %h: !ascendc.local_tensor<64xf16>) {
  asctile.count_mask %n {
    %c64_i64 = arith.constant 64 : i64
    ascendc.duplicate_l2 %arg3, %s, %c64_i64 : !ascendc.local_tensor<64xf32>, f32, i64
    ascendc.adds_l2 %arg3, %arg4, %s, %c64_i64 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, f32, i64
    ascendc.muls_l2 %arg3, %arg4, %s, %c64_i64 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, f32, i64
    ascendc.cast_l2 %h, %arg4, %c64_i64 {roundMode = 1 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf32>, i64
  }
  return
}

// CHECK-LABEL: func.func @nested_loop(%arg0: i64, %arg1: f16, %arg2: !ascendc.local_tensor<64xf16>, %arg3: !ascendc.local_tensor<64xf16>, %arg4: index, %arg5: index, %arg6: index) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: scf.for %arg7 = %arg4 to %arg5 step %arg6 {
// CHECK-NEXT: %0 = ascendc.construct !ascendc.binary_repeat_params()
// CHECK-NEXT: ascendc.duplicate_l2 %arg2, %arg1, %c0_i32 : !ascendc.local_tensor<64xf16>, f16, i32
// CHECK-NEXT: ascendc.sub_l0 %arg2, %arg3, %arg3, %arg0, %c0_i64, %0 {asc.mask_set} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, i64, i64, !ascendc.binary_repeat_params
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nested_loop(%n: i64, %o: f16, %a: !ascendc.local_tensor<64xf16>, %b: !ascendc.local_tensor<64xf16>, %lb: index, %ub: index, %st: index) {
  asctile.count_mask %n, %o : f16 {
    scf.for %i = %lb to %ub step %st {
      %c64_i64 = arith.constant 64 : i64
      ascendc.sub_l2 %a, %b, %b, %c64_i64 : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, i64
    }
  }
  return
}

// CHECK-LABEL: func.func @two_masks(%arg0: i64, %arg1: i64, %arg2: i64, %arg3: !ascendc.local_tensor<64xf32>, %arg4: !ascendc.local_tensor<64xf32>) {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %0 = ascendc.construct !ascendc.unary_repeat_params()
// CHECK-NEXT: %1 = emitasc.mask %arg1, %arg2
// CHECK-NEXT: ascendc.sqrt_l0 %arg3, %arg4, %1, %c0_i64, %0 {asc.mask_set} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !emitasc.mask, i64, !ascendc.unary_repeat_params
// CHECK-NEXT: %2 = ascendc.construct !ascendc.binary_repeat_params()
// CHECK-NEXT: ascendc.mul_l0 %arg3, %arg4, %arg4, %arg0, %c0_i64, %2 {asc.mask_set} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i64, i64, !ascendc.binary_repeat_params
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @two_masks(%n: i64, %hi: i64, %lo: i64, %a: !ascendc.local_tensor<64xf32>, %b: !ascendc.local_tensor<64xf32>) {
  asctile.bitwise_mask %hi, %lo {
    %c64_i64 = arith.constant 64 : i64
    ascendc.sqrt_l2 %a, %b, %c64_i64 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i64
  }
  asctile.count_mask %n {
    %c64_i64 = arith.constant 64 : i64
    ascendc.mul_l2 %a, %b, %b, %c64_i64 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i64
  }
  return
}

