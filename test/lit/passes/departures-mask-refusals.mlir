// With departures=true (the module naming its architecture) asclower-expand-mask refuses
// the vector ops of a mask region that cannot take its mask, at the op: a cast or compare
// (PyAsc makes L0 calls of zero repeats of them), a reduction or library call (PyAsc
// leaves them on every lane). Alone, as PyAsc, it expands them.

// RUN: ascopt -split-input-file -asclower-expand-mask %s | FileCheck %s --check-prefix=PYASC
// RUN: not ascopt -split-input-file -asclower-expand-mask=departures=true %s 2>&1 | FileCheck %s --check-prefix=DEP

// DEP: error: 'ascendc.cast_l2' op in the region of 'asctile.count_mask' has no masked form
// DEP: error: 'ascendc.reduce_sum_l2' op in the region of 'asctile.count_mask' would run on every lane
// PYASC-LABEL: func.func @cast_in_mask
// PYASC:         ascendc.cast_l0 %arg1, %arg0, %{{.*}}, %{{.*}}, %{{.*}} {roundMode = 0 : i32} :
module attributes {asc.compilation_arch = "c220"} {
  func.func @cast_in_mask(%a: !ascendc.local_tensor<64xf32>, %h: !ascendc.local_tensor<64xf16>, %k: i64) {
    asctile.count_mask %k {
      %n = arith.constant 64 : i64
      ascendc.cast_l2 %h, %a, %n {roundMode = 0 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf32>, i64
    }
    return
  }
}

// -----

// PYASC-LABEL: func.func @sum_in_mask
// PYASC:         ascendc.reduce_sum_l2 %arg1, %arg0, %arg2, %{{.*}} :
module attributes {asc.compilation_arch = "c310"} {
  func.func @sum_in_mask(%a: !ascendc.local_tensor<64xf32>, %d: !ascendc.local_tensor<1xf32>, %t: !ascendc.local_tensor<8xf32>, %k: i64) {
    asctile.count_mask %k {
      %n = arith.constant 64 : i64
      ascendc.reduce_sum_l2 %d, %a, %t, %n : !ascendc.local_tensor<1xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<8xf32>, i64
    }
    return
  }
}
