// ascendc-lower-to-l0 on counts needing more repeats than one L0 call takes (its repeat
// count is 8 bits, at most 255): a constant count goes in chunks of 255 repeats on views
// at each chunk's element offset, then the tail; a run-time count over a static tensor
// that could need more is refused; a tensor of dynamic shape keeps the single call.

// RUN: ascopt -ascendc-lower-to-l0 -split-input-file -verify-diagnostics %s | FileCheck %s

// CHECK-LABEL: func.func @chunks
// CHECK:         ascendc.add_l0 %arg0, %arg0, %arg1, %c128_i64, %c255_i32, %[[P:.*]] {isSetMask}
// CHECK-NEXT:    %[[A1:.*]] = ascendc.local_tensor.subindex %arg0[%c32640_i32]
// CHECK-NEXT:    %[[B1:.*]] = ascendc.local_tensor.subindex %arg1[%c32640_i32]
// CHECK-NEXT:    ascendc.add_l0 %[[A1]], %[[A1]], %[[B1]], %c128_i64, %c255_i32, %[[P]] {isSetMask}
// CHECK-NEXT:    %[[A2:.*]] = ascendc.local_tensor.subindex %arg0[%c65280_i32]
// CHECK-NEXT:    %[[B2:.*]] = ascendc.local_tensor.subindex %arg1[%c65280_i32]
// CHECK-NEXT:    ascendc.add_l0 %[[A2]], %[[A2]], %[[B2]], %c128_i64, %c2_i32, %[[P]] {isSetMask}
// CHECK-NEXT:    %[[A3:.*]] = ascendc.local_tensor.subindex %arg0[%c65536_i32]
// CHECK-NEXT:    %[[B3:.*]] = ascendc.local_tensor.subindex %arg1[%c65536_i32]
// CHECK-NEXT:    ascendc.add_l0 %[[A3]], %[[A3]], %[[B3]], %c5_i64, %c1_i32, %[[P]] {isSetMask}
// CHECK-NEXT:    return
func.func @chunks(%a: !ascendc.local_tensor<65541xf16>, %b: !ascendc.local_tensor<65541xf16>) {
  %c = arith.constant 65541 : i32
  ascendc.add_l2 %a, %a, %b, %c : !ascendc.local_tensor<65541xf16>, !ascendc.local_tensor<65541xf16>, !ascendc.local_tensor<65541xf16>, i32
  return
}

// -----

// Exactly 255 repeats is one call.
// CHECK-LABEL: func.func @exact
// CHECK:         ascendc.muls_l0 %arg0, %arg1, %arg2, %c64_i64, %c255_i32
// CHECK-NEXT:    return
func.func @exact(%a: !ascendc.local_tensor<16320xf32>, %b: !ascendc.local_tensor<16320xf32>, %s: f32) {
  %c = arith.constant 16320 : i32
  ascendc.muls_l2 %a, %b, %s, %c : !ascendc.local_tensor<16320xf32>, !ascendc.local_tensor<16320xf32>, f32, i32
  return
}

// -----

func.func @runtime_big(%a: !ascendc.local_tensor<32768xf16>, %b: !ascendc.local_tensor<32768xf16>, %n: i32) {
  // expected-error @+1 {{cannot lower to one L0 call: a run-time count over !ascendc.local_tensor<32768xf16> may need more than 255 repeats of 128 elements}}
  ascendc.exp_l2 %a, %b, %n : !ascendc.local_tensor<32768xf16>, !ascendc.local_tensor<32768xf16>, i32
  return
}
