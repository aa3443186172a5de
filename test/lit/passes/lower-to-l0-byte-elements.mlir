// ascendc-lower-to-l0 refuses an L2 op on 8-bit elements at the op: a repeat of bytes
// has 256 lanes and the mask register selects 128, so no L0 call covers it (the L0
// and_l0 it made of an i8 and_l2 was refused only when simulated: asc2/where_and under
// --ascendc-lower-to-l0=departures=true). 16-bit elements still lower.

// RUN: ascopt -ascendc-lower-to-l0=departures=true -split-input-file -verify-diagnostics %s | FileCheck %s

func.func @bytes(%a: !ascendc.local_tensor<512xi8>, %b: !ascendc.local_tensor<512xi8>) {
  %c512 = arith.constant 512 : i32
  // expected-error @below {{cannot lower to L0: a repeat of i8 elements has 256 lanes, more than a mask selects (128)}}
  ascendc.and_l2 %a, %a, %b, %c512 : !ascendc.local_tensor<512xi8>, !ascendc.local_tensor<512xi8>, !ascendc.local_tensor<512xi8>, i32
  return
}

// -----

// CHECK-LABEL: func.func @halves
// CHECK:         ascendc.and_l0 %arg0, %arg0, %arg1, %c128_i64, %c2_i32, %{{.*}} {isSetMask}
func.func @halves(%a: !ascendc.local_tensor<256xi16>, %b: !ascendc.local_tensor<256xi16>) {
  %c256 = arith.constant 256 : i32
  ascendc.and_l2 %a, %a, %b, %c256 : !ascendc.local_tensor<256xi16>, !ascendc.local_tensor<256xi16>, !ascendc.local_tensor<256xi16>, i32
  return
}
