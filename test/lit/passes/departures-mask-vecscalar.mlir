// asclower-expand-mask alone gives the region's mask to the unary and binary L0 ops only,
// as PyAsc does: a vector-scalar op (muls, adds, ...) in the region runs on the full mask
// (and no `other` fill). With departures=true (as --pyasc-pipeline runs it, the module
// naming its architecture) it is masked like them (docs/pyasc.md §5): its dst is filled with
// `other` first and the op takes the count; in place with an `other` it keeps PyAsc's form.
// So is a Duplicate (a splat), whose zero repeat count and strides PyAsc's
// ascendc-fill-asc-operands leaves as they are (it fills nothing); with the departures it
// fills them: ceil(256 / 64) repeats, strides 1 and 8.

// RUN: ascopt -asclower-expand-mask %s | FileCheck %s --check-prefix=PYASC
// RUN: ascopt -asclower-expand-mask=departures=true %s | FileCheck %s --check-prefix=DEP
// RUN: ascopt -asclower-expand-mask=departures=true -ascendc-fill-asc-operands=departures=true %s | FileCheck %s --check-prefix=FILL

// PYASC-LABEL: func.func @count_muls
// PYASC-NOT:     ascendc.duplicate_l2
// PYASC:         ascendc.muls_l0 %arg1, %arg0, %arg3, %{{.*}}, %{{.*}}, %{{.*}} :
// PYASC-NOT:     asc.mask_set
// PYASC:         return

// DEP-LABEL: func.func @count_muls
// DEP:         ascendc.duplicate_l2 %arg1, %arg4, %c0_i32 : !ascendc.local_tensor<256xf32>, f32, i32
// DEP-NEXT:    ascendc.muls_l0 %arg1, %arg0, %arg3, %arg2, %{{.*}}, %{{.*}} {asc.mask_set, isSetMask} :
// DEP:         ascendc.adds_l0 %arg0, %arg0, %arg3, %{{.*}}, %{{.*}}, %{{.*}} {isSetMask} :
// DEP:         ascendc.duplicate_l0 %arg1, %arg3, %arg2, %{{.*}}, %{{.*}}, %{{.*}} {asc.mask_set, isSetMask} :
// DEP:         return

// FILL-LABEL: func.func @count_muls
// FILL:         ascendc.duplicate_l0 %arg1, %arg3, %arg2, %c4_i64, %c1_i64, %c8_i64 {asc.mask_set, isSetMask} :
module attributes {asc.compilation_arch = "c220"} {
  func.func @count_muls(%a: !ascendc.local_tensor<256xf32>, %d: !ascendc.local_tensor<256xf32>, %k: i64, %s: f32, %fill: f32) {
    asctile.count_mask %k, %fill : f32 {
      %n = arith.constant 256 : i64
      ascendc.muls_l2 %d, %a, %s, %n : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, i64
      ascendc.adds_l2 %a, %a, %s, %n : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, i64
      ascendc.duplicate_l2 %d, %s, %n : !ascendc.local_tensor<256xf32>, f32, i64
    }
    return
  }
}
