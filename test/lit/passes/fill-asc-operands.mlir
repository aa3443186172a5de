// ascendc-fill-asc-operands: the count of every element-count op (unary, binary,
// vector-scalar, duplicate) becomes the destination's element count as an i64 constant,
// whatever it was (PyAsc's lowering leaves 1 or 0 there); L0 placeholder operands
// (constants <= 0, parameter structures built without fields) are filled from the
// destination's static shape: 100 f16 elements are one repeat of mask 100.

// RUN: ascopt -ascendc-fill-asc-operands=departures=true %s | FileCheck %s

// CHECK-LABEL: func.func @fill
// CHECK:         ascendc.add_l2 %arg0, %arg0, %arg1, %c100_i64
// CHECK-NEXT:    %[[P:.*]] = ascendc.construct !ascendc.unary_repeat_params(%c1_i32, %c1_i32, %c8_i32, %c8_i32) [ui16, ui16, ui8, ui8]
// CHECK-NEXT:    ascendc.exp_l0 %arg0, %arg1, %c100_i64, %c1_i32, %[[P]]

func.func @fill(%a: !ascendc.local_tensor<100xf16>, %b: !ascendc.local_tensor<100xf16>) {
  %c0 = arith.constant 0 : i32
  %c0_64 = arith.constant 0 : i64
  ascendc.add_l2 %a, %a, %b, %c0 : !ascendc.local_tensor<100xf16>, !ascendc.local_tensor<100xf16>, !ascendc.local_tensor<100xf16>, i32
  %p = ascendc.construct !ascendc.unary_repeat_params()
  ascendc.exp_l0 %a, %b, %c0_64, %c0, %p : !ascendc.local_tensor<100xf16>, !ascendc.local_tensor<100xf16>, i64, i32, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: func.func @asc2
// CHECK:         ascendc.and_l2 %arg0, %arg0, %arg1, %c256_i64
// CHECK-NEXT:    ascendc.duplicate_l2 %arg2, %arg3, %c64_i64 : !ascendc.local_tensor<64xf32>, f32, i64
// CHECK-NEXT:    ascendc.cast_l2
// CHECK-SAME:    %c7_i64
func.func @asc2(%a: !ascendc.local_tensor<256xf16>, %b: !ascendc.local_tensor<256xf16>, %x: !ascendc.local_tensor<64xf32>, %s: f32) {
  %c1 = arith.constant 1 : i64
  %c7 = arith.constant 7 : i64
  %c0_32 = arith.constant 0 : i32
  ascendc.and_l2 %a, %a, %b, %c1 : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, i64
  ascendc.duplicate_l2 %x, %s, %c0_32 : !ascendc.local_tensor<64xf32>, f32, i32
  ascendc.cast_l2 %x, %a, %c7 {roundMode = 5 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<256xf16>, i64
  return
}

// compare_l0, compare_scalar_l0 and select_l0 (from asclower-asctile-i1) get the same
// placeholders filled; a compare's repeats are counted in source elements (its destination
// is the bit mask): 256 f32 compared are 4 repeats of mask 64 and 32 bytes of bits.
// CHECK-LABEL: func.func @compare_select
// CHECK:         %[[U:.*]] = ascendc.construct !ascendc.unary_repeat_params(%c1_i32, %c1_i32, %c8_i32, %c8_i32) [ui16, ui16, ui8, ui8]
// CHECK-NEXT:    ascendc.compare_scalar_l0 %arg0, %arg1, %arg3, %c64_i64, %c4_i64, %[[U]] {cmpMode = 1 : i64}
// CHECK-NEXT:    %[[B:.*]] = ascendc.construct !ascendc.binary_repeat_params(%c1_i32, %c1_i32, %c1_i32, %c8_i32, %c8_i32, %c8_i32) [ui8, ui8, ui8, ui8, ui8, ui8]
// CHECK-NEXT:    ascendc.compare_l0 %arg0, %arg1, %arg2, %c64_i64, %c4_i64, %[[B]] {cmpMode = 0 : i64}
// CHECK-NEXT:    %[[S:.*]] = ascendc.construct !ascendc.binary_repeat_params(%c1_i32, %c1_i32, %c1_i32, %c8_i32, %c8_i32, %c8_i32) [ui8, ui8, ui8, ui8, ui8, ui8]
// CHECK-NEXT:    ascendc.select_l0 %arg2, %arg0, %arg1, %arg2, %c64_i64, %c4_i64, %[[S]] {selMode = 2 : i32}
func.func @compare_select(%m: !ascendc.local_tensor<32xui8>, %a: !ascendc.local_tensor<256xf32>, %b: !ascendc.local_tensor<256xf32>, %s: f32) {
  %z = arith.constant 0 : i64
  %u = ascendc.construct !ascendc.unary_repeat_params()
  ascendc.compare_scalar_l0 %m, %a, %s, %z, %z, %u {cmpMode = 1 : i64} : !ascendc.local_tensor<32xui8>, !ascendc.local_tensor<256xf32>, f32, i64, i64, !ascendc.unary_repeat_params
  %p = ascendc.construct !ascendc.binary_repeat_params()
  ascendc.compare_l0 %m, %a, %b, %z, %z, %p {cmpMode = 0 : i64} : !ascendc.local_tensor<32xui8>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i64, i64, !ascendc.binary_repeat_params
  %q = ascendc.construct !ascendc.binary_repeat_params()
  ascendc.select_l0 %b, %m, %a, %b, %z, %z, %q {selMode = 2 : i32} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<32xui8>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i64, i64, !ascendc.binary_repeat_params
  return
}

// A cast of a constant 0 elements (asclower-asctile-i1's integer-compare casts on c220) counts
// its destination: a departure from PyAsc, which casts nothing (docs/pyasc.md §5). Other
// counts of a cast stay.
// CHECK-LABEL: func.func @cast_placeholder
// CHECK:         ascendc.cast_l2 %arg1, %arg0, %c48_i64 {roundMode = 0 : i32}
// CHECK-NEXT:    ascendc.cast_l2 %arg1, %arg0, %c5_i64 {roundMode = 0 : i32}
func.func @cast_placeholder(%a: !ascendc.local_tensor<48xi32>, %b: !ascendc.local_tensor<48xf32>) {
  %c0 = arith.constant 0 : i64
  %c5 = arith.constant 5 : i64
  ascendc.cast_l2 %b, %a, %c0 {roundMode = 0 : i32} : !ascendc.local_tensor<48xf32>, !ascendc.local_tensor<48xi32>, i64
  ascendc.cast_l2 %b, %a, %c5 {roundMode = 0 : i32} : !ascendc.local_tensor<48xf32>, !ascendc.local_tensor<48xi32>, i64
  return
}

// A duplicate whose count is computed (asclower-asctile-data-transfer's fill of a partial
// tile, on a subindex of the tile) keeps it; constant counts are PyAsc's placeholders.
// CHECK-LABEL: func.func @duplicate_computed
// CHECK:         ascendc.duplicate_l2 %{{.*}}, %arg2, %arg1 : !ascendc.local_tensor<64xf32>, f32, i32
// CHECK-NEXT:    ascendc.duplicate_l2 %arg0, %arg2, %c64_i64 : !ascendc.local_tensor<64xf32>, f32, i64
func.func @duplicate_computed(%a: !ascendc.local_tensor<64xf32>, %n: i32, %s: f32) {
  %c0 = arith.constant 0 : i64
  %c8 = arith.constant 8 : i32
  %p = ascendc.local_tensor.subindex %a[%c8] : !ascendc.local_tensor<64xf32>, i32, !ascendc.local_tensor<64xf32>
  ascendc.duplicate_l2 %p, %s, %n : !ascendc.local_tensor<64xf32>, f32, i32
  ascendc.duplicate_l2 %a, %s, %c0 : !ascendc.local_tensor<64xf32>, f32, i64
  return
}

// A vector-scalar L0 op (as asclower-expand-mask makes one inside a mask) gets the
// whole-repeat mask of its 32-bit elements, 256 / 64 repeats and unary repeat parameters;
// its scalar stays (PyAsc's pass zeroes it, docs/pyasc.md §5).
// CHECK-LABEL: func.func @vec_scalar_l0
// CHECK:         %[[M:.*]] = emitasc.mask %c0_i64, %c-1_i64
// CHECK-NEXT:    %[[P:.*]] = ascendc.construct !ascendc.unary_repeat_params(%c1_i32, %c1_i32, %c8_i32, %c8_i32)
// CHECK-NEXT:    ascendc.adds_l0 %arg0, %arg0, %arg1, %[[M]], %c4_i64, %[[P]] :
func.func @vec_scalar_l0(%d: !ascendc.local_tensor<256xf32>, %s: f32) {
  %c0 = arith.constant 0 : i64
  %m = emitasc.mask %c0, %c0
  %p = ascendc.construct !ascendc.unary_repeat_params()
  ascendc.adds_l0 %d, %d, %s, %m, %c0, %p : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, !emitasc.mask, i64, !ascendc.unary_repeat_params
  return
}
