// ascendc-fill-asc-operands: a repeat placeholder is filled with at most 255 repeats (the
// instruction's repeat count is 8 bits: 256 would wrap to 0). An op needing more becomes
// several calls, the later ones on views at each chunk's element offset; a bit-mask
// operand (a compare's result, a select's selector: one bit per element) gets its view
// at offset/8 bytes, and its chunks stay whole 32-byte blocks (252 repeats of f32, 254 of
// f16). Exactly 255 repeats is one call; a repeat count given explicitly is left alone.

// RUN: ascopt -ascendc-fill-asc-operands=departures=true %s | FileCheck %s

// CHECK-LABEL: func.func @fill_255
// CHECK:         ascendc.exp_l0 %arg0, %arg1, %c128_i64, %c255_i32, %{{.*}}
// CHECK-NEXT:    return
func.func @fill_255(%a: !ascendc.local_tensor<32640xf16>, %b: !ascendc.local_tensor<32640xf16>) {
  %c0 = arith.constant 0 : i32
  %c0_64 = arith.constant 0 : i64
  %p = ascendc.construct !ascendc.unary_repeat_params()
  ascendc.exp_l0 %a, %b, %c0_64, %c0, %p : !ascendc.local_tensor<32640xf16>, !ascendc.local_tensor<32640xf16>, i64, i32, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: func.func @fill_split
// CHECK:         ascendc.add_l0 %arg0, %arg0, %arg1, %c128_i64, %c255_i32, %[[P:.*]] :
// CHECK-NEXT:    %[[A1:.*]] = ascendc.local_tensor.subindex %arg0[%c32640_i32]
// CHECK-NEXT:    %[[B1:.*]] = ascendc.local_tensor.subindex %arg1[%c32640_i32]
// CHECK-NEXT:    ascendc.add_l0 %[[A1]], %[[A1]], %[[B1]], %c128_i64, %c255_i32, %[[P]] :
// CHECK-NEXT:    %[[A2:.*]] = ascendc.local_tensor.subindex %arg0[%c65280_i32]
// CHECK-NEXT:    %[[B2:.*]] = ascendc.local_tensor.subindex %arg1[%c65280_i32]
// CHECK-NEXT:    ascendc.add_l0 %[[A2]], %[[A2]], %[[B2]], %c128_i64, %c2_i32, %[[P]] :
// CHECK-NEXT:    return
func.func @fill_split(%a: !ascendc.local_tensor<65536xf16>, %b: !ascendc.local_tensor<65536xf16>) {
  %c0 = arith.constant 0 : i32
  %c0_64 = arith.constant 0 : i64
  %p = ascendc.construct !ascendc.binary_repeat_params()
  ascendc.add_l0 %a, %a, %b, %c0_64, %c0, %p : !ascendc.local_tensor<65536xf16>, !ascendc.local_tensor<65536xf16>, !ascendc.local_tensor<65536xf16>, i64, i32, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: func.func @compare_split
// CHECK:         ascendc.compare_l0 %arg0, %arg1, %arg2, %c64_i64, %c252_i64, %[[P:.*]] {cmpMode = 1 : i64}
// CHECK-NEXT:    %[[M:.*]] = ascendc.local_tensor.subindex %arg0[%c2016_i32] : !ascendc.local_tensor<2048xui8>
// CHECK-NEXT:    %[[A:.*]] = ascendc.local_tensor.subindex %arg1[%c16128_i32] : !ascendc.local_tensor<16384xf32>
// CHECK-NEXT:    %[[B:.*]] = ascendc.local_tensor.subindex %arg2[%c16128_i32] : !ascendc.local_tensor<16384xf32>
// CHECK-NEXT:    ascendc.compare_l0 %[[M]], %[[A]], %[[B]], %c64_i64, %c4_i64, %[[P]] {cmpMode = 1 : i64}
// CHECK-NEXT:    return
func.func @compare_split(%m: !ascendc.local_tensor<2048xui8>, %a: !ascendc.local_tensor<16384xf32>, %b: !ascendc.local_tensor<16384xf32>) {
  %z = arith.constant 0 : i64
  %u = ascendc.construct !ascendc.binary_repeat_params()
  ascendc.compare_l0 %m, %a, %b, %z, %z, %u {cmpMode = 1 : i64} : !ascendc.local_tensor<2048xui8>, !ascendc.local_tensor<16384xf32>, !ascendc.local_tensor<16384xf32>, i64, i64, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: func.func @select_split
// CHECK:         ascendc.select_l0 %arg0, %arg1, %arg2, %arg3, %{{.*}}, %c254_i64, %[[P:.*]] {selMode = 0 : i32}
// CHECK-NEXT:    %[[D:.*]] = ascendc.local_tensor.subindex %arg0[%c32512_i32] : !ascendc.local_tensor<32768xf16>
// CHECK-NEXT:    %[[M:.*]] = ascendc.local_tensor.subindex %arg1[%c4064_i32] : !ascendc.local_tensor<4096xui8>
// CHECK-NEXT:    %[[A:.*]] = ascendc.local_tensor.subindex %arg2[%c32512_i32] : !ascendc.local_tensor<32768xf16>
// CHECK-NEXT:    %[[B:.*]] = ascendc.local_tensor.subindex %arg3[%c32512_i32] : !ascendc.local_tensor<32768xf16>
// CHECK-NEXT:    ascendc.select_l0 %[[D]], %[[M]], %[[A]], %[[B]], %{{.*}}, %c2_i64, %[[P]] {selMode = 0 : i32}
// CHECK-NEXT:    return
func.func @select_split(%d: !ascendc.local_tensor<32768xf16>, %m: !ascendc.local_tensor<4096xui8>, %a: !ascendc.local_tensor<32768xf16>, %b: !ascendc.local_tensor<32768xf16>) {
  %z = arith.constant 0 : i64
  %u = ascendc.construct !ascendc.binary_repeat_params()
  ascendc.select_l0 %d, %m, %a, %b, %z, %z, %u {selMode = 0 : i32} : !ascendc.local_tensor<32768xf16>, !ascendc.local_tensor<4096xui8>, !ascendc.local_tensor<32768xf16>, !ascendc.local_tensor<32768xf16>, i64, i64, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: func.func @given
// CHECK:         ascendc.exp_l0 %arg0, %arg1, %c128_i64, %c4_i32
// CHECK-NEXT:    return
func.func @given(%a: !ascendc.local_tensor<32768xf16>, %b: !ascendc.local_tensor<32768xf16>) {
  %c4 = arith.constant 4 : i32
  %c0_64 = arith.constant 0 : i64
  %p = ascendc.construct !ascendc.unary_repeat_params()
  ascendc.exp_l0 %a, %b, %c0_64, %c4, %p : !ascendc.local_tensor<32768xf16>, !ascendc.local_tensor<32768xf16>, i64, i32, !ascendc.unary_repeat_params
  return
}
