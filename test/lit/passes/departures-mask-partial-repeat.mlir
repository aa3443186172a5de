// A vector op in an asc2.mask region applies the region's mask to each 256-byte repeat.
// When its tensors end inside a repeat (72 f32: one whole repeat of 64 and 8 more; 40 f16:
// less than one), PyAsc's ascendc-fill-asc-operands gives it ceil(n / per) repeats under
// the region's mask, which selects lanes past the tensor's end in the last one (out of
// bounds reads and writes). With the departures the last repeat becomes a call of its own
// on views at its start, its mask cut to the lanes inside: a count k becomes min(k, 8),
// bits (hi, lo) are and-ed with the first 40 lanes (hi & 0, lo & 2^40-1). A tensor of whole
// repeats keeps one call.

// RUN: ascopt -asclower-expand-mask=departures=true -ascendc-fill-asc-operands=departures=true %s | FileCheck %s

// CHECK-LABEL: func.func @count_tail
// CHECK:         ascendc.add_l0 %arg2, %arg0, %arg1, %arg3, %c1_i64, [[P:%[0-9]+]] {asc.mask_set, isSetMask}
// CHECK-NEXT:    [[D:%[0-9]+]] = ascendc.local_tensor.subindex %arg2[%c64_i32]
// CHECK-NEXT:    [[A:%[0-9]+]] = ascendc.local_tensor.subindex %arg0[%c64_i32]
// CHECK-NEXT:    [[B:%[0-9]+]] = ascendc.local_tensor.subindex %arg1[%c64_i32]
// CHECK-NEXT:    [[K:%[0-9]+]] = arith.minsi %arg3, %c8_i64 : i64
// CHECK-NEXT:    ascendc.add_l0 [[D]], [[A]], [[B]], [[K]], %c1_i64, [[P]] {asc.mask_set, isSetMask}
// CHECK:         ascendc.duplicate_l0 %arg2, %arg4, %arg3, %c1_i64, %c1_i64, %c8_i64 {asc.mask_set, isSetMask}
// CHECK-NEXT:    [[D2:%[0-9]+]] = ascendc.local_tensor.subindex %arg2[%c64_i32]
// CHECK-NEXT:    [[K2:%[0-9]+]] = arith.minsi %arg3, %c8_i64 : i64
// CHECK-NEXT:    ascendc.duplicate_l0 [[D2]], %arg4, [[K2]], %c1_i64, %c1_i64, %c8_i64 {asc.mask_set, isSetMask}

// CHECK-LABEL: func.func @bits_short
// CHECK-DAG:     [[H:%[0-9]+]] = arith.andi %arg2, %c0_i64 : i64
// CHECK-DAG:     [[L:%[0-9]+]] = arith.andi %arg3, %c1099511627775_i64 : i64
// CHECK:         [[M:%[0-9]+]] = emitasc.mask [[H]], [[L]]
// CHECK:         ascendc.abs_l0 %arg1, %arg0, [[M]], %c1_i64, %{{.*}} {asc.mask_set, isSetMask}
// CHECK-NOT:     abs_l0

// CHECK-LABEL: func.func @count_whole
// CHECK:         ascendc.abs_l0 %arg1, %arg0, %arg2, %c2_i64, %{{.*}} {asc.mask_set, isSetMask}
// CHECK-NOT:     abs_l0
// CHECK:         return
module attributes {asc.compilation_arch = "c220"} {
  func.func @count_tail(%a: !ascendc.local_tensor<72xf32>, %b: !ascendc.local_tensor<72xf32>, %d: !ascendc.local_tensor<72xf32>, %k: i64, %s: f32) {
    asctile.count_mask %k {
      %n = arith.constant 72 : i64
      ascendc.add_l2 %d, %a, %b, %n : !ascendc.local_tensor<72xf32>, !ascendc.local_tensor<72xf32>, !ascendc.local_tensor<72xf32>, i64
      ascendc.duplicate_l2 %d, %s, %n : !ascendc.local_tensor<72xf32>, f32, i64
    }
    return
  }
  func.func @bits_short(%a: !ascendc.local_tensor<40xf16>, %d: !ascendc.local_tensor<40xf16>, %hi: i64, %lo: i64) {
    asctile.bitwise_mask %hi, %lo {
      %n = arith.constant 40 : i64
      ascendc.abs_l2 %d, %a, %n : !ascendc.local_tensor<40xf16>, !ascendc.local_tensor<40xf16>, i64
    }
    return
  }
  func.func @count_whole(%a: !ascendc.local_tensor<128xf32>, %d: !ascendc.local_tensor<128xf32>, %k: i64) {
    asctile.count_mask %k {
      %n = arith.constant 128 : i64
      ascendc.abs_l2 %d, %a, %n : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, i64
    }
    return
  }
}
