// Audit of asclower-expand-mask (passes-asc2.md §2): bitwise_mask with an f32 other over an f16
// add, duplicate, muls, cast and exp (only add/exp are Unary/Binary L0 ops: they get the
// duplicate of the truncated other, a new emitasc.mask and asc.mask_set); count_mask with an
// i32 other over an i16 sub (trunci); count_mask without other over relu; other converted to
// the destination element: i32->f16 sitofp (adds_l0 lowered but not masked), f16->i32 fptosi
// (sub_relu), i16->f32 sitofp (sqrt), i16->i32 extsi (not).
// RUN: ascopt --asclower-expand-mask %s | FileCheck %s

// CHECK-LABEL: func.func @bm_other(%arg0: i64, %arg1: i64, %arg2: f32, %arg3: !ascendc.local_tensor<64xf16>, %arg4: !ascendc.local_tensor<64xf16>, %arg5: !ascendc.local_tensor<64xf16>, %arg6: f16, %arg7: !ascendc.local_tensor<64xf32>, %arg8: !ascendc.local_tensor<8xui8>) {
// CHECK-DAG: %c64_i64 = arith.constant 64 : i64
// CHECK-DAG: %c0_i64 = arith.constant 0 : i64
// CHECK: %0 = emitasc.mask %c0_i64, %c0_i64
// CHECK-NEXT: %1 = ascendc.construct !ascendc.binary_repeat_params()
// CHECK-NEXT: %2 = arith.truncf %arg2 : f32 to f16
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: ascendc.duplicate_l2 %arg3, %2, %c0_i32 : !ascendc.local_tensor<64xf16>, f16, i32
// CHECK-NEXT: %3 = emitasc.mask %arg0, %arg1
// CHECK-NEXT: ascendc.add_l0 %arg3, %arg4, %arg5, %3, %c0_i64, %1 {asc.mask_set} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, !emitasc.mask, i64, !ascendc.binary_repeat_params
// CHECK-NEXT: %c0_i64_0 = arith.constant 0 : i64
// CHECK-NEXT: %4 = emitasc.mask %c0_i64_0, %c0_i64_0
// CHECK-NEXT: ascendc.duplicate_l0 %arg3, %arg6, %4, %c0_i64_0, %c0_i64_0, %c0_i64_0 : !ascendc.local_tensor<64xf16>, f16, !emitasc.mask, i64, i64, i64
// CHECK-NEXT: %c0_i64_1 = arith.constant 0 : i64
// CHECK-NEXT: %5 = emitasc.mask %c0_i64_1, %c0_i64_1
// CHECK-NEXT: %6 = ascendc.construct !ascendc.unary_repeat_params()
// CHECK-NEXT: ascendc.muls_l0 %arg3, %arg4, %arg6, %5, %c0_i64_1, %6 : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, f16, !emitasc.mask, i64, !ascendc.unary_repeat_params
// CHECK-NEXT: %c0_i64_2 = arith.constant 0 : i64
// CHECK-NEXT: %7 = emitasc.mask %c0_i64_2, %c0_i64_2
// CHECK-NEXT: %8 = ascendc.construct !ascendc.unary_repeat_params()
// CHECK-NEXT: ascendc.cast_l0 %arg7, %arg3, %7, %c0_i64_2, %8 {roundMode = 0 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf16>, !emitasc.mask, i64, !ascendc.unary_repeat_params
// CHECK-NEXT: %c0_i64_3 = arith.constant 0 : i64
// CHECK-NEXT: %9 = emitasc.mask %c0_i64_3, %c0_i64_3
// CHECK-NEXT: %10 = ascendc.construct !ascendc.unary_repeat_params()
// CHECK-NEXT: %11 = arith.truncf %arg2 : f32 to f16
// CHECK-NEXT: %c0_i32_4 = arith.constant 0 : i32
// CHECK-NEXT: ascendc.duplicate_l2 %arg3, %11, %c0_i32_4 : !ascendc.local_tensor<64xf16>, f16, i32
// CHECK-NEXT: %12 = emitasc.mask %arg0, %arg1
// CHECK-NEXT: ascendc.exp_l0 %arg3, %arg4, %12, %c0_i64_3, %10 {asc.mask_set} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, !emitasc.mask, i64, !ascendc.unary_repeat_params
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @bm_other(%arg0: i64, %arg1: i64, %o: f32, %a: !ascendc.local_tensor<64xf16>, %b: !ascendc.local_tensor<64xf16>, %c: !ascendc.local_tensor<64xf16>, %s: f16, %d: !ascendc.local_tensor<64xf32>, %m: !ascendc.local_tensor<8xui8>) {
  asctile.bitwise_mask %arg0, %arg1, %o : f32 {
    %n = arith.constant 64 : i64
    ascendc.add_l2 %a, %b, %c, %n : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, i64
    ascendc.duplicate_l2 %a, %s, %n : !ascendc.local_tensor<64xf16>, f16, i64
    ascendc.muls_l2 %a, %b, %s, %n : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, f16, i64
    ascendc.cast_l2 %d, %a, %n {roundMode = 0 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf16>, i64
    ascendc.exp_l2 %a, %b, %n : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, i64
  }
  return
}
// CHECK-LABEL: func.func @cm_other(%arg0: i64, %arg1: i32, %arg2: !ascendc.local_tensor<64xi16>, %arg3: !ascendc.local_tensor<64xi16>) {
// CHECK-DAG: %c64_i64 = arith.constant 64 : i64
// CHECK-DAG: %c0_i64 = arith.constant 0 : i64
// CHECK: %0 = emitasc.mask %c0_i64, %c0_i64
// CHECK-NEXT: %1 = ascendc.construct !ascendc.binary_repeat_params()
// CHECK-NEXT: %2 = arith.trunci %arg1 : i32 to i16
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: ascendc.duplicate_l2 %arg2, %2, %c0_i32 : !ascendc.local_tensor<64xi16>, i16, i32
// CHECK-NEXT: ascendc.sub_l0 %arg2, %arg3, %arg3, %arg0, %c0_i64, %1 {asc.mask_set} : !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xi16>, i64, i64, !ascendc.binary_repeat_params
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cm_other(%cnt: i64, %o: i32, %a: !ascendc.local_tensor<64xi16>, %b: !ascendc.local_tensor<64xi16>) {
  asctile.count_mask %cnt, %o : i32 {
    %n = arith.constant 64 : i64
    ascendc.sub_l2 %a, %b, %b, %n : !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xi16>, i64
  }
  return
}
// CHECK-LABEL: func.func @cm_none(%arg0: i64, %arg1: !ascendc.local_tensor<64xf32>, %arg2: !ascendc.local_tensor<64xf32>) {
// CHECK-DAG: %c64_i64 = arith.constant 64 : i64
// CHECK-DAG: %c0_i64 = arith.constant 0 : i64
// CHECK: %0 = emitasc.mask %c0_i64, %c0_i64
// CHECK-NEXT: %1 = ascendc.construct !ascendc.unary_repeat_params()
// CHECK-NEXT: ascendc.relu_l0 %arg1, %arg2, %arg0, %c0_i64, %1 {asc.mask_set} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i64, i64, !ascendc.unary_repeat_params
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cm_none(%cnt: i64, %a: !ascendc.local_tensor<64xf32>, %b: !ascendc.local_tensor<64xf32>) {
  asctile.count_mask %cnt {
    %n = arith.constant 64 : i64
    ascendc.relu_l2 %a, %b, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i64
  }
  return
}
// CHECK-LABEL: func.func @conv(%arg0: i64, %arg1: i32, %arg2: !ascendc.local_tensor<64xf16>, %arg3: !ascendc.local_tensor<64xf16>, %arg4: f16, %arg5: !ascendc.local_tensor<8xui8>) {
// CHECK-DAG: %c64_i64 = arith.constant 64 : i64
// CHECK-DAG: %c0_i64 = arith.constant 0 : i64
// CHECK: %0 = emitasc.mask %c0_i64, %c0_i64
// CHECK-NEXT: %1 = ascendc.construct !ascendc.binary_repeat_params()
// CHECK-NEXT: %2 = arith.sitofp %arg1 : i32 to f16
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: ascendc.duplicate_l2 %arg2, %2, %c0_i32 : !ascendc.local_tensor<64xf16>, f16, i32
// CHECK-NEXT: ascendc.max_l0 %arg2, %arg3, %arg3, %arg0, %c0_i64, %1 {asc.mask_set} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, i64, i64, !ascendc.binary_repeat_params
// CHECK-NEXT: %c0_i64_0 = arith.constant 0 : i64
// CHECK-NEXT: %3 = emitasc.mask %c0_i64_0, %c0_i64_0
// CHECK-NEXT: %4 = ascendc.construct !ascendc.unary_repeat_params()
// CHECK-NEXT: ascendc.adds_l0 %arg2, %arg3, %arg4, %3, %c0_i64_0, %4 : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, f16, !emitasc.mask, i64, !ascendc.unary_repeat_params
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @conv(%cnt: i64, %o: i32, %a: !ascendc.local_tensor<64xf16>, %b: !ascendc.local_tensor<64xf16>, %s: f16, %m: !ascendc.local_tensor<8xui8>) {
  asctile.count_mask %cnt, %o : i32 {
    %n = arith.constant 64 : i64
    ascendc.max_l2 %a, %b, %b, %n : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, i64
    ascendc.adds_l2 %a, %b, %s, %n : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, f16, i64
  }
  return
}
// CHECK-LABEL: func.func @conv2(%arg0: i64, %arg1: f16, %arg2: !ascendc.local_tensor<64xi32>, %arg3: !ascendc.local_tensor<64xi32>) {
// CHECK-DAG: %c64_i64 = arith.constant 64 : i64
// CHECK-DAG: %c0_i64 = arith.constant 0 : i64
// CHECK: %0 = emitasc.mask %c0_i64, %c0_i64
// CHECK-NEXT: %1 = ascendc.construct !ascendc.binary_repeat_params()
// CHECK-NEXT: %2 = arith.fptosi %arg1 : f16 to i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: ascendc.duplicate_l2 %arg2, %2, %c0_i32 : !ascendc.local_tensor<64xi32>, i32, i32
// CHECK-NEXT: ascendc.sub_relu_l0 %arg2, %arg3, %arg3, %arg0, %c0_i64, %1 {asc.mask_set} : !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, i64, i64, !ascendc.binary_repeat_params
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @conv2(%cnt: i64, %o: f16, %a: !ascendc.local_tensor<64xi32>, %b: !ascendc.local_tensor<64xi32>) {
  asctile.count_mask %cnt, %o : f16 {
    %n = arith.constant 64 : i64
    ascendc.sub_relu_l2 %a, %b, %b, %n : !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, i64
  }
  return
}
// CHECK-LABEL: func.func @conv3(%arg0: i64, %arg1: i16, %arg2: !ascendc.local_tensor<64xf32>, %arg3: !ascendc.local_tensor<64xf32>) {
// CHECK-DAG: %c64_i64 = arith.constant 64 : i64
// CHECK-DAG: %c0_i64 = arith.constant 0 : i64
// CHECK: %0 = emitasc.mask %c0_i64, %c0_i64
// CHECK-NEXT: %1 = ascendc.construct !ascendc.unary_repeat_params()
// CHECK-NEXT: %2 = arith.sitofp %arg1 : i16 to f32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: ascendc.duplicate_l2 %arg2, %2, %c0_i32 : !ascendc.local_tensor<64xf32>, f32, i32
// CHECK-NEXT: ascendc.sqrt_l0 %arg2, %arg3, %arg0, %c0_i64, %1 {asc.mask_set} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i64, i64, !ascendc.unary_repeat_params
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @conv3(%cnt: i64, %o: i16, %a: !ascendc.local_tensor<64xf32>, %b: !ascendc.local_tensor<64xf32>) {
  asctile.count_mask %cnt, %o : i16 {
    %n = arith.constant 64 : i64
    ascendc.sqrt_l2 %a, %b, %n : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i64
  }
  return
}
// CHECK-LABEL: func.func @conv4(%arg0: i64, %arg1: i16, %arg2: !ascendc.local_tensor<64xi32>, %arg3: !ascendc.local_tensor<64xi32>) {
// CHECK-DAG: %c64_i64 = arith.constant 64 : i64
// CHECK-DAG: %c0_i64 = arith.constant 0 : i64
// CHECK: %0 = emitasc.mask %c0_i64, %c0_i64
// CHECK-NEXT: %1 = ascendc.construct !ascendc.unary_repeat_params()
// CHECK-NEXT: %2 = arith.extsi %arg1 : i16 to i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: ascendc.duplicate_l2 %arg2, %2, %c0_i32 : !ascendc.local_tensor<64xi32>, i32, i32
// CHECK-NEXT: ascendc.not_l0 %arg2, %arg3, %arg0, %c0_i64, %1 {asc.mask_set} : !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, i64, i64, !ascendc.unary_repeat_params
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @conv4(%cnt: i64, %o: i16, %a: !ascendc.local_tensor<64xi32>, %b: !ascendc.local_tensor<64xi32>) {
  asctile.count_mask %cnt, %o : i16 {
    %n = arith.constant 64 : i64
    ascendc.not_l2 %a, %b, %n : !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, i64
  }
  return
}
