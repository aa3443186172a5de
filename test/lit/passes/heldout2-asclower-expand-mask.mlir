// Held-out style cases for asclower-expand-mask, round 2: the `other` value goes through
// MLIR's convertScalarToDtype (signed) to each masked op's element type: f16 -> f32
// extf, f32 -> i32 fptosi, i8 -> i32 extsi, same type unchanged; bf16 -> f16 has no
// conversion there (warning "could not cast operand ...", the bf16 value is duplicated
// as is); a same-width integer needs none. Only Unary/Binary L0 ops take the mask and
// asc.mask_set; adds keeps its placeholder mask.
// RUN: ascopt --asclower-expand-mask --canonicalize %s -verify-diagnostics | FileCheck %s



// CHECK-LABEL: func.func @others(%arg0: i64, %arg1: f16, %arg2: f32, %arg3: i8, %arg4: bf16, %arg5: !ascendc.local_tensor<16xf32>, %arg6: !ascendc.local_tensor<16xi32>, %arg7: !ascendc.local_tensor<16xf16>) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %0 = ascendc.construct !ascendc.unary_repeat_params()
// CHECK-NEXT: %1 = arith.extf %arg1 : f16 to f32
// CHECK-NEXT: ascendc.duplicate_l2 %arg5, %1, %c0_i32 : !ascendc.local_tensor<16xf32>, f32, i32
// CHECK-NEXT: ascendc.exp_l0 %arg5, %arg5, %arg0, %c0_i64, %0 {asc.mask_set} : !ascendc.local_tensor<16xf32>, !ascendc.local_tensor<16xf32>, i64, i64, !ascendc.unary_repeat_params
// CHECK-NEXT: %2 = ascendc.construct !ascendc.binary_repeat_params()
// CHECK-NEXT: %3 = arith.fptosi %arg2 : f32 to i32
// CHECK-NEXT: ascendc.duplicate_l2 %arg6, %3, %c0_i32 : !ascendc.local_tensor<16xi32>, i32, i32
// CHECK-NEXT: ascendc.add_l0 %arg6, %arg6, %arg6, %arg0, %c0_i64, %2 {asc.mask_set} : !ascendc.local_tensor<16xi32>, !ascendc.local_tensor<16xi32>, !ascendc.local_tensor<16xi32>, i64, i64, !ascendc.binary_repeat_params
// CHECK-NEXT: %4 = ascendc.construct !ascendc.unary_repeat_params()
// CHECK-NEXT: %5 = arith.extsi %arg3 : i8 to i32
// CHECK-NEXT: ascendc.duplicate_l2 %arg6, %5, %c0_i32 : !ascendc.local_tensor<16xi32>, i32, i32
// CHECK-NEXT: ascendc.relu_l0 %arg6, %arg6, %arg0, %c0_i64, %4 {asc.mask_set} : !ascendc.local_tensor<16xi32>, !ascendc.local_tensor<16xi32>, i64, i64, !ascendc.unary_repeat_params
// CHECK-NEXT: %6 = ascendc.construct !ascendc.unary_repeat_params()
// CHECK-NEXT: ascendc.duplicate_l2 %arg7, %arg4, %c0_i32 : !ascendc.local_tensor<16xf16>, bf16, i32
// CHECK-NEXT: %7 = emitasc.mask %arg0, %arg0
// CHECK-NEXT: ascendc.sqrt_l0 %arg7, %arg7, %7, %c0_i64, %6 {asc.mask_set} : !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !emitasc.mask, i64, !ascendc.unary_repeat_params
// CHECK-NEXT: %8 = ascendc.construct !ascendc.unary_repeat_params()
// CHECK-NEXT: ascendc.duplicate_l2 %arg7, %arg1, %c0_i32 : !ascendc.local_tensor<16xf16>, f16, i32
// CHECK-NEXT: %9 = emitasc.mask %arg0, %arg0
// CHECK-NEXT: ascendc.sqrt_l0 %arg7, %arg7, %9, %c0_i64, %8 {asc.mask_set} : !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !emitasc.mask, i64, !ascendc.unary_repeat_params
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @others(%n: i64, %h: f16, %f: f32, %i: i8, %b: bf16, %x: !ascendc.local_tensor<16xf32>, %y: !ascendc.local_tensor<16xi32>, %z: !ascendc.local_tensor<16xf16>) {
  asctile.count_mask %n, %h : f16 {
    ascendc.exp_l2 %x, %x, %n : !ascendc.local_tensor<16xf32>, !ascendc.local_tensor<16xf32>, i64
  }
  asctile.count_mask %n, %f : f32 {
    ascendc.add_l2 %y, %y, %y, %n : !ascendc.local_tensor<16xi32>, !ascendc.local_tensor<16xi32>, !ascendc.local_tensor<16xi32>, i64
  }
  asctile.count_mask %n, %i : i8 {
    ascendc.relu_l2 %y, %y, %n : !ascendc.local_tensor<16xi32>, !ascendc.local_tensor<16xi32>, i64
  }
  asctile.bitwise_mask %n, %n, %b : bf16 {
    // expected-warning @+1 {{could not cast operand of type 'bf16' to 'f16'}}
    ascendc.sqrt_l2 %z, %z, %n : !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, i64
  }
  asctile.bitwise_mask %n, %n, %h : f16 {
    ascendc.sqrt_l2 %z, %z, %n : !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, i64
  }
  return
}

// CHECK-LABEL: func.func @same_width(%arg0: i64, %arg1: i16, %arg2: !ascendc.local_tensor<32xi16>, %arg3: !ascendc.local_tensor<32xi16>) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %0 = ascendc.construct !ascendc.binary_repeat_params()
// CHECK-NEXT: ascendc.duplicate_l2 %arg2, %arg1, %c0_i32 : !ascendc.local_tensor<32xi16>, i16, i32
// CHECK-NEXT: ascendc.sub_l0 %arg2, %arg2, %arg3, %arg0, %c0_i64, %0 {asc.mask_set} : !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, i64, i64, !ascendc.binary_repeat_params
// CHECK-NEXT: %1 = emitasc.mask %c0_i64, %c0_i64
// CHECK-NEXT: %2 = ascendc.construct !ascendc.unary_repeat_params()
// CHECK-NEXT: ascendc.adds_l0 %arg2, %arg2, %arg1, %1, %c0_i64, %2 : !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, i16, !emitasc.mask, i64, !ascendc.unary_repeat_params
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @same_width(%n: i64, %i: i16, %x: !ascendc.local_tensor<32xi16>, %y: !ascendc.local_tensor<32xi16>) {
  asctile.count_mask %n, %i : i16 {
    ascendc.sub_l2 %x, %x, %y, %n : !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, i64
    ascendc.adds_l2 %x, %x, %i, %n : !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, i16, i64
  }
  return
}

