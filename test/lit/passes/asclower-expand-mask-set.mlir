// asclower-expand-mask in a module that names its architecture (as --pyasc-pipeline's
// do): every L0 op of the region gets isSetMask, so the emitted call applies its own mask
// operand (PyAsc leaves the flag off and the call runs on the mask register instead,
// docs/pyasc.md §5). Without the architecture the op is left as PyAsc leaves it.

// RUN: ascopt --asclower-expand-mask=departures=true %s -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @bits
// CHECK:       ascendc.duplicate_l2 %{{.*}}, %arg3, %{{.*}} : !ascendc.local_tensor<256xf16>, f16, i32
// CHECK-NEXT:  %[[M:.*]] = emitasc.mask %arg4, %arg5
// CHECK-NEXT:  ascendc.add_l0 %{{.*}}, %arg0, %arg1, %[[M]], %{{.*}}, %{{.*}} {asc.mask_set, isSetMask}
// CHECK:       ascendc.muls_l0 {{.*}} {isSetMask}
module attributes {asc.compilation_arch = "c310"} {
  func.func @bits(%a: !ascendc.local_tensor<256xf16>, %b: !ascendc.local_tensor<256xf16>, %d: !ascendc.local_tensor<256xf16>, %fill: f16, %hi: i64, %lo: i64, %s: f16) {
    asctile.bitwise_mask %hi, %lo, %fill : f16 {
      %n = arith.constant 256 : i64
      ascendc.add_l2 %d, %a, %b, %n : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, i64
      ascendc.muls_l2 %d, %d, %s, %n : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, f16, i64
    }
    return
  }
}

// -----

// CHECK-LABEL: func.func @count
// CHECK:       ascendc.add_l0 %{{.*}}, %arg0, %arg1, %arg3, %{{.*}}, %{{.*}} {asc.mask_set} :
// CHECK:       ascendc.muls_l0
// CHECK-NOT:   isSetMask
module {
  func.func @count(%a: !ascendc.local_tensor<256xf32>, %b: !ascendc.local_tensor<256xf32>, %d: !ascendc.local_tensor<256xf32>, %k: i64, %s: f32) {
    asctile.count_mask %k {
      %n = arith.constant 256 : i64
      ascendc.add_l2 %d, %a, %b, %n : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i64
      ascendc.muls_l2 %d, %d, %s, %n : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, i64
    }
    return
  }
}
