// ascendc-lower-to-l0 on counts needing more repeats than one L0 call takes (its repeat
// count is 8 bits, at most 255): a constant count goes in chunks of 255 repeats on views
// at each chunk's element offset, then the tail; a run-time count over a static tensor
// that could need more is refused; a tensor of dynamic shape keeps the single call.

// RUN: ascopt -ascendc-lower-to-l0=departures=true -split-input-file -verify-diagnostics %s | FileCheck %s

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

// -----

// A casting op writes fewer bytes per repeat than it reads: the default repeat parameters
// (all strides 8 blocks) do not fit it.
func.func @casting(%a: !ascendc.local_tensor<64xf16>, %b: !ascendc.local_tensor<64xf32>) {
  %c = arith.constant 64 : i32
  // expected-error @+1 {{cannot lower to L0 with the default repeat parameters: the destination has f16 elements and a source f32}}
  ascendc.add_relu_cast_l2 %a, %b, %b, %c : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  return
}

// -----

// Each unary, binary and vector-scalar op of f16 and i16 (one element width) is lowered.
// CHECK-LABEL: func.func @forms
// CHECK:         ascendc.relu_l0 %arg0, %arg1, %c128_i64, %c2_i32
// CHECK:         ascendc.max_l0 %arg0, %arg0, %arg1, %c128_i64, %c2_i32
// CHECK:         ascendc.mins_l0 %arg0, %arg1, %arg2, %c128_i64, %c2_i32
// CHECK:         ascendc.and_l0 %arg3, %arg3, %arg3, %c128_i64, %c2_i32
// CHECK-NOT:     _l2
func.func @forms(%a: !ascendc.local_tensor<256xf16>, %b: !ascendc.local_tensor<256xf16>, %s: f16, %i: !ascendc.local_tensor<256xi16>) {
  %c = arith.constant 256 : i32
  ascendc.relu_l2 %a, %b, %c : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, i32
  ascendc.max_l2 %a, %a, %b, %c : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, i32
  ascendc.mins_l2 %a, %b, %s, %c : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, f16, i32
  ascendc.and_l2 %i, %i, %i, %c : !ascendc.local_tensor<256xi16>, !ascendc.local_tensor<256xi16>, !ascendc.local_tensor<256xi16>, i32
  return
}
