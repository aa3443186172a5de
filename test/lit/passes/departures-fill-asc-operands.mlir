// ascendc-fill-asc-operands alone does what passes-asc2.md §3.2 says PyAsc's pass does:
// every duplicate_l2 count becomes the destination's element count (a computed one
// too), a cast_l2 count is not touched (0 stays 0), the scalar of a vector-scalar L0 op
// becomes an i64 0, and the repeat count is ceil(N / per repeat) even past 255 (512
// repeats of 128 f16 here; the 8-bit operand wraps it). All of it verifies and
// translates. With departures=true (as --pyasc-pipeline runs it) each is the departure
// of docs/pyasc.md §5: the computed count stays, the cast gets the destination's count,
// the scalar stays, and the op is split into calls of at most 255 repeats. A constant
// count of a fill into a subindex view (a clipped load's row-end padding, whose count
// folds to a constant when the tensor's shape is static) stays too: the view's type is
// the whole tensor's, so its element count would write past the tensor.

// RUN: ascopt -ascendc-fill-asc-operands %s | FileCheck %s --check-prefix=PYASC
// RUN: ascopt -ascendc-fill-asc-operands=departures=true %s | FileCheck %s --check-prefix=DEP

// PYASC-LABEL: func.func @fill
// PYASC:         ascendc.cast_l2 %arg0, %arg1, %c0_i64 {roundMode = 0 : i32}
// PYASC-NEXT:    ascendc.duplicate_l2 %arg2, %arg3, %c64_i64 : !ascendc.local_tensor<64xf32>, f32, i64
// PYASC:         ascendc.adds_l0 %arg2, %arg0, %c0_i64, %{{.*}}, %c1_i64, %{{.*}} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i64,
// PYASC:         ascendc.exp_l0 %arg5, %arg5, %c128_i64, %c512_i32, %{{.*}} :
// PYASC-NOT:     exp_l0

// DEP-LABEL: func.func @fill
// DEP:         ascendc.cast_l2 %arg0, %arg1, %c64_i64 {roundMode = 0 : i32}
// DEP-NEXT:    ascendc.duplicate_l2 %arg2, %arg3, %arg4 : !ascendc.local_tensor<64xf32>, f32, i64
// DEP:         ascendc.adds_l0 %arg2, %arg0, %arg3, %{{.*}}, %c1_i64, %{{.*}} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, f32,
// DEP:         ascendc.exp_l0 %arg5, %arg5, %c128_i64, %c255_i32, %{{.*}} :
// DEP:         ascendc.exp_l0 %{{.*}}, %{{.*}}, %c128_i64, %c255_i32, %{{.*}} :
// DEP:         ascendc.exp_l0 %{{.*}}, %{{.*}}, %c128_i64, %c2_i32, %{{.*}} :

// PYASC-LABEL: func.func @fill_view
// PYASC:         ascendc.duplicate_l2 %{{.*}}, %arg1, %c1536_i64 :
// PYASC:         ascendc.duplicate_l2 %arg0, %arg1, %c1536_i64 :

// DEP-LABEL: func.func @fill_view
// DEP:         %[[V:.*]] = ascendc.local_tensor.subindex %arg0[%c40_i32]
// DEP-NEXT:    ascendc.duplicate_l2 %[[V]], %arg1, %c8_i32 :
// DEP-NEXT:    ascendc.duplicate_l2 %arg0, %arg1, %c1536_i64 :

func.func @fill(%x: !ascendc.local_tensor<64xf32>, %i: !ascendc.local_tensor<64xi32>, %d: !ascendc.local_tensor<64xf32>, %s: f32, %n: i64, %big: !ascendc.local_tensor<65536xf16>) {
  %c0 = arith.constant 0 : i64
  %c0_32 = arith.constant 0 : i32
  ascendc.cast_l2 %x, %i, %c0 {roundMode = 0 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xi32>, i64
  ascendc.duplicate_l2 %d, %s, %n : !ascendc.local_tensor<64xf32>, f32, i64
  %m = emitasc.mask %c0, %c0
  %u = ascendc.construct !ascendc.unary_repeat_params()
  ascendc.adds_l0 %d, %x, %s, %m, %c0, %u : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, f32, !emitasc.mask, i64, !ascendc.unary_repeat_params
  %p = ascendc.construct !ascendc.unary_repeat_params()
  ascendc.exp_l0 %big, %big, %c0, %c0_32, %p : !ascendc.local_tensor<65536xf16>, !ascendc.local_tensor<65536xf16>, i64, i32, !ascendc.unary_repeat_params
  return
}

func.func @fill_view(%t: !ascendc.local_tensor<32x48xf32>, %s: f32) {
  %c40 = arith.constant 40 : i32
  %c8 = arith.constant 8 : i32
  %c1 = arith.constant 1 : i64
  %v = ascendc.local_tensor.subindex %t[%c40] : !ascendc.local_tensor<32x48xf32>, i32, !ascendc.local_tensor<32x48xf32>
  ascendc.duplicate_l2 %v, %s, %c8 : !ascendc.local_tensor<32x48xf32>, f32, i32
  ascendc.duplicate_l2 %t, %s, %c1 : !ascendc.local_tensor<32x48xf32>, f32, i64
  return
}
