// Vector ops (binary, vector-scalar, unary, conversion, compare/select, duplicate,
// gather, scatter, brcb, gather_mask) at every level, over element types and operand
// forms beyond one float type: f16/bf16/i8/i16/u16/i32 tensors, ui8 repeat counts, ui64
// masks, isSetMask present and absent, all comparison/selection/round modes.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// The form ascopt prints parses back and translates to the same text.
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s

// Level-0 calls keep isSetMask as the template flag, with the element type of dst.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void binary_l0_f16(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::BinaryRepeatParams v6) {
// CHECK-NEXT: AscendC::Add<half, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Sub<half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Max<half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::FusedMulAddRelu<half, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l0_f16(%d: !ascendc.local_tensor<256xf16>, %a: !ascendc.local_tensor<256xf16>, %b: !ascendc.local_tensor<256xf16>, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.add_l0 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.sub_l0 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.max_l0 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.fused_mul_add_relu_l0 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// Each L1 op kind counts its mask arrays: the second mul_l1 gets _mask_list1.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void binary_l1_counter(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, uint64_t v3, uint64_t v4, uint8_t v5, AscendC::BinaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v3, v4};
// CHECK-NEXT: AscendC::Mul<int16_t, 1>(v1, v2, v2, v1_mask_list0, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {v4};
// CHECK-NEXT: AscendC::Mul<int16_t, 0>(v1, v2, v2, v1_mask_list1, v5, v6);
// CHECK-NEXT: uint64_t v2_mask_list0[] = {v3, v4};
// CHECK-NEXT: AscendC::And<int16_t, 0>(v2, v1, v1, v2_mask_list0, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l1_counter(%d: !ascendc.local_tensor<256xi16>, %a: !ascendc.local_tensor<256xi16>, %m0: ui64, %m1: ui64, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.mul_l1 %d, %a, %a, %m0, %m1, %r, %p {isSetMask} : !ascendc.local_tensor<256xi16>, !ascendc.local_tensor<256xi16>, !ascendc.local_tensor<256xi16>, ui64, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.mul_l1 %d, %a, %a, %m1, %r, %p : !ascendc.local_tensor<256xi16>, !ascendc.local_tensor<256xi16>, !ascendc.local_tensor<256xi16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.and_l1 %a, %d, %d, %m0, %m1, %r, %p : !ascendc.local_tensor<256xi16>, !ascendc.local_tensor<256xi16>, !ascendc.local_tensor<256xi16>, ui64, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// The cast-like binaries take their second template type from src1.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void binary_cast(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<int8_t> v3, AscendC::LocalTensor<int32_t> v4, uint64_t v5, uint8_t v6, AscendC::BinaryRepeatParams v7, int32_t v8) {
// CHECK-NEXT: AscendC::AddReluCast<half, float, 1>(v1, v2, v2, v5, v6, v7);
// CHECK-NEXT: uint64_t v3_mask_list0[] = {v5, v5};
// CHECK-NEXT: AscendC::SubReluCast<int8_t, half, 0>(v3, v1, v1, v3_mask_list0, v6, v7);
// CHECK-NEXT: AscendC::AddDeqRelu<half, int32_t, 0>(v1, v4, v4, v5, v6, v7);
// CHECK-NEXT: AscendC::MulAddDst<float, half, 0>(v2, v1, v1, v5, v6, v7);
// CHECK-NEXT: AscendC::MulCast(v3, v1, v1, v5, v6, v7);
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v5, v5};
// CHECK-NEXT: AscendC::MulCast(v1, v2, v2, v1_mask_list0, v6, v7);
// CHECK-NEXT: AscendC::AddReluCast(v1, v2, v2, v8);
// CHECK-NEXT: AscendC::MulCast(v3, v1, v1, v8);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_cast(%h: !ascendc.local_tensor<256xf16>, %f: !ascendc.local_tensor<256xf32>, %i8: !ascendc.local_tensor<256xi8>, %i32: !ascendc.local_tensor<256xi32>, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params, %n: i32) {
  ascendc.add_relu_cast_l0 %h, %f, %f, %m, %r, %p {isSetMask} : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.sub_relu_cast_l1 %i8, %h, %h, %m, %m, %r, %p : !ascendc.local_tensor<256xi8>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, ui64, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.add_deq_relu_l0 %h, %i32, %i32, %m, %r, %p : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xi32>, !ascendc.local_tensor<256xi32>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.mul_add_dst_l0 %f, %h, %h, %m, %r, %p : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.mul_cast_l0 %i8, %h, %h, %m, %r, %p : !ascendc.local_tensor<256xi8>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.mul_cast_l1 %h, %f, %f, %m, %m, %r, %p : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, ui64, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.add_relu_cast_l2 %h, %f, %f, %n : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
  ascendc.mul_cast_l2 %i8, %h, %h, %n : !ascendc.local_tensor<256xi8>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, i32
  return
}

// Level 2 and the tensor operators, over several element types and count types.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void binary_l2_l3(AscendC::LocalTensor<uint16_t> v1, AscendC::LocalTensor<int32_t> v2, AscendC::LocalTensor<bfloat16_t> v3, AscendC::LocalTensor<float> v4, int32_t v5, uint32_t v6, int64_t v7) {
// CHECK-NEXT: AscendC::Or(v1, v1, v1, v6);
// CHECK-NEXT: AscendC::Add(v2, v2, v2, v7);
// CHECK-NEXT: AscendC::Min(v3, v3, v3, v5);
// CHECK-NEXT: AscendC::Prelu(v4, v4, v4, v5);
// CHECK-NEXT: AscendC::FusedExpSub(v4, v4, v4, v5);
// CHECK-NEXT: v2 = v2.operator*(v2);
// CHECK-NEXT: v3 = v3.operator-(v3);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l2_l3(%u16: !ascendc.local_tensor<*xui16>, %i32: !ascendc.local_tensor<*xi32>, %bf: !ascendc.local_tensor<*xbf16>, %f: !ascendc.local_tensor<*xf32>, %n: i32, %u: ui32, %l: i64) {
  ascendc.or_l2 %u16, %u16, %u16, %u : !ascendc.local_tensor<*xui16>, !ascendc.local_tensor<*xui16>, !ascendc.local_tensor<*xui16>, ui32
  ascendc.add_l2 %i32, %i32, %i32, %l : !ascendc.local_tensor<*xi32>, !ascendc.local_tensor<*xi32>, !ascendc.local_tensor<*xi32>, i64
  ascendc.min_l2 %bf, %bf, %bf, %n : !ascendc.local_tensor<*xbf16>, !ascendc.local_tensor<*xbf16>, !ascendc.local_tensor<*xbf16>, i32
  ascendc.prelu_l2 %f, %f, %f, %n : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
  ascendc.fused_exp_sub_l2 %f, %f, %f, %n : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
  ascendc.mul_l3 %i32, %i32, %i32 : !ascendc.local_tensor<*xi32>, !ascendc.local_tensor<*xi32>, !ascendc.local_tensor<*xi32>
  ascendc.sub_l3 %bf, %bf, %bf : !ascendc.local_tensor<*xbf16>, !ascendc.local_tensor<*xbf16>, !ascendc.local_tensor<*xbf16>
  return
}

// Vector-scalar ops: scalars of the element type, L2 keeps its template.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void vector_scalar(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, half v3, AscendC::LocalTensor<int16_t> v4, int16_t v5, uint64_t v6, uint8_t v7, AscendC::UnaryRepeatParams v8, int32_t v9) {
// CHECK-NEXT: AscendC::Subs<half, 1>(v1, v2, v3, v6, v7, v8);
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v6, v6};
// CHECK-NEXT: AscendC::Divs<half, 0>(v1, v2, v3, v1_mask_list0, v7, v8);
// CHECK-NEXT: AscendC::Divs<half, 0>(v1, v2, v3, v9);
// CHECK-NEXT: AscendC::ShiftLeft<int16_t, 1>(v4, v4, v5, v9);
// CHECK-NEXT: AscendC::LeakyRelu<half, 0>(v1, v2, v3, v9);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @vector_scalar(%d: !ascendc.local_tensor<*xf16>, %s: !ascendc.local_tensor<*xf16>, %x: f16, %i: !ascendc.local_tensor<*xi16>, %k: i16, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params, %n: i32) {
  ascendc.subs_l0 %d, %s, %x, %m, %r, %p {isSetMask} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, f16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.divs_l1 %d, %s, %x, %m, %m, %r, %p : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, f16, ui64, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.divs_l2 %d, %s, %x, %n : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, f16, i32
  ascendc.shift_left_l2 %i, %i, %k, %n {isSetMask} : !ascendc.local_tensor<*xi16>, !ascendc.local_tensor<*xi16>, i16, i32
  ascendc.leaky_relu_l2 %d, %s, %x, %n : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, f16, i32
  return
}

// Axpy at the three levels: destination and source element types differ.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void axpy(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<half> v2, half v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6, int32_t v7) {
// CHECK-NEXT: AscendC::Axpy<float, half, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v4};
// CHECK-NEXT: AscendC::Axpy<float, half, 0>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: AscendC::Axpy(v1, v2, v3, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @axpy(%d: !ascendc.local_tensor<*xf32>, %s: !ascendc.local_tensor<*xf16>, %sc: f16, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params, %n: i32) {
  ascendc.axpy_l0 %d, %s, %sc, %m, %r, %p {isSetMask} : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf16>, f16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.axpy_l1 %d, %s, %sc, %m, %m, %r, %p : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf16>, f16, ui64, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.axpy_l2 %d, %s, %sc, %n : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf16>, f16, i32
  return
}

// Unary ops on integer and half tensors.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void unary(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<half> v2, uint64_t v3, uint8_t v4, AscendC::UnaryRepeatParams v5, uint32_t v6) {
// CHECK-NEXT: AscendC::Not<int16_t, 1>(v1, v1, v3, v4, v5);
// CHECK-NEXT: uint64_t v2_mask_list0[] = {v3, v3};
// CHECK-NEXT: AscendC::Relu<half, 1>(v2, v2, v2_mask_list0, v4, v5);
// CHECK-NEXT: AscendC::Neg(v1, v1, v6);
// CHECK-NEXT: AscendC::Reciprocal(v2, v2, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @unary(%d: !ascendc.local_tensor<*xi16>, %h: !ascendc.local_tensor<*xf16>, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params, %n: ui32) {
  ascendc.not_l0 %d, %d, %m, %r, %p {isSetMask} : !ascendc.local_tensor<*xi16>, !ascendc.local_tensor<*xi16>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.relu_l1 %h, %h, %m, %m, %r, %p {isSetMask} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, ui64, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.neg_l2 %d, %d, %n : !ascendc.local_tensor<*xi16>, !ascendc.local_tensor<*xi16>, ui32
  ascendc.reciprocal_l2 %h, %h, %n : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, ui32
  return
}

// Conversions: every round mode spelling, integer to float and back.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void casts(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<int32_t> v3, AscendC::LocalTensor<int8_t> v4, uint64_t v5, uint8_t v6, AscendC::UnaryRepeatParams v7, int32_t v8) {
// CHECK-NEXT: AscendC::Cast<half, float, 1>(v1, v2, AscendC::RoundMode::CAST_RINT, v5, v6, v7);
// CHECK-NEXT: uint64_t v3_mask_list0[] = {v5, v5};
// CHECK-NEXT: AscendC::Cast<int32_t, float, 0>(v3, v2, AscendC::RoundMode::CAST_FLOOR, v3_mask_list0, v6, v7);
// CHECK-NEXT: AscendC::Cast<float, int32_t>(v2, v3, AscendC::RoundMode::CAST_NONE, v8);
// CHECK-NEXT: AscendC::Cast<int8_t, half>(v4, v1, AscendC::RoundMode::CAST_TRUNC, v8);
// CHECK-NEXT: AscendC::Cast<half, float>(v1, v2, AscendC::RoundMode::CAST_ODD, v8);
// CHECK-NEXT: AscendC::CastDeq<half, int32_t, 1, 1, 1>(v1, v3, v5, v6, v7);
// CHECK-NEXT: AscendC::CastDeq<half, int32_t, 1, 0>(v1, v3, v8);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @casts(%h: !ascendc.local_tensor<*xf16>, %f: !ascendc.local_tensor<*xf32>, %i: !ascendc.local_tensor<*xi32>, %i8: !ascendc.local_tensor<*xi8>, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params, %n: i32) {
  ascendc.cast_l0 %h, %f, %m, %r, %p {isSetMask, roundMode = 1 : i32} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf32>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.cast_l1 %i, %f, %m, %m, %r, %p {roundMode = 2 : i32} : !ascendc.local_tensor<*xi32>, !ascendc.local_tensor<*xf32>, ui64, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.cast_l2 %f, %i, %n {roundMode = 0 : i32} : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xi32>, i32
  ascendc.cast_l2 %i8, %h, %n {roundMode = 5 : i32} : !ascendc.local_tensor<*xi8>, !ascendc.local_tensor<*xf16>, i32
  ascendc.cast_l2 %h, %f, %n {roundMode = 6 : i32} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf32>, i32
  ascendc.cast_deq_l0 %h, %i, %m, %r, %p {isSetMask, isVecDeq, halfBlock} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xi32>, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.cast_deq_l2 %h, %i, %n {isVecDeq} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xi32>, i32
  return
}

// Compare and select: every comparison mode, scalar and tensor forms.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void compare(AscendC::LocalTensor<uint8_t> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, half v4, int32_t v5, uint8_t v6, AscendC::BinaryRepeatParams v7, AscendC::UnaryRepeatParams v8, uint64_t v9) {
// CHECK-NEXT: AscendC::Compare(v1, v2, v3, AscendC::CMPMODE::GT, v5);
// CHECK-NEXT: AscendC::Compare(v1, v2, v3, AscendC::CMPMODE::EQ, v5);
// CHECK-NEXT: AscendC::Compare(v1, v2, v3, AscendC::CMPMODE::LE, v9, v6, v7);
// CHECK-NEXT: AscendC::CompareScalar(v1, v2, v4, AscendC::CMPMODE::GE, v5);
// CHECK-NEXT: AscendC::CompareScalar(v1, v2, v4, AscendC::CMPMODE::NE, v9, v6, v8);
// CHECK-NEXT: uint64_t v1_mask_list[] = {v9, v9};
// CHECK-NEXT: AscendC::CompareScalar(v1, v2, v4, AscendC::CMPMODE::LT, v1_mask_list, v6, v8);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @compare(%d: !ascendc.local_tensor<*xui8>, %a: !ascendc.local_tensor<*xf16>, %b: !ascendc.local_tensor<*xf16>, %x: f16, %n: i32, %r: ui8, %p: !ascendc.binary_repeat_params, %up: !ascendc.unary_repeat_params, %m: ui64) {
  ascendc.compare_l2 %d, %a, %b, %n {cmpMode = 1 : i32} : !ascendc.local_tensor<*xui8>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32
  ascendc.compare_l2 %d, %a, %b, %n {cmpMode = 2 : i32} : !ascendc.local_tensor<*xui8>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32
  ascendc.compare_l0 %d, %a, %b, %m, %r, %p {cmpMode = 3 : i32} : !ascendc.local_tensor<*xui8>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.compare_scalar_l2 %d, %a, %x, %n {cmpMode = 4 : i32} : !ascendc.local_tensor<*xui8>, !ascendc.local_tensor<*xf16>, f16, i32
  ascendc.compare_scalar_l0 %d, %a, %x, %m, %r, %up {cmpMode = 5 : i32} : !ascendc.local_tensor<*xui8>, !ascendc.local_tensor<*xf16>, f16, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.compare_scalar_l1 %d, %a, %x, %m, %m, %r, %up {cmpMode = 0 : i32} : !ascendc.local_tensor<*xui8>, !ascendc.local_tensor<*xf16>, f16, ui64, ui64, ui8, !ascendc.unary_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void select(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<uint8_t> v2, AscendC::LocalTensor<half> v3, AscendC::LocalTensor<half> v4, half v5, int32_t v6, uint8_t v7, AscendC::BinaryRepeatParams v8) {
// CHECK-NEXT: AscendC::Select(v1, v2, v3, v4, AscendC::SELMODE::VSEL_TENSOR_TENSOR_MODE, v6);
// CHECK-NEXT: AscendC::Select(v1, v2, v3, v5, AscendC::SELMODE::VSEL_TENSOR_SCALAR_MODE, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @select(%d: !ascendc.local_tensor<*xf16>, %c: !ascendc.local_tensor<*xui8>, %a: !ascendc.local_tensor<*xf16>, %b: !ascendc.local_tensor<*xf16>, %x: f16, %n: i32, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.select_l2 %d, %c, %a, %b, %n {selMode = 2 : i32} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32
  ascendc.select_scalar_l2 %d, %c, %a, %x, %n {selMode = 1 : i32} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, !ascendc.local_tensor<*xf16>, f16, i32
  return
}

// Duplicate, gather, scatter, brcb and gather_mask on 16-bit tensors.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void vector_data(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, AscendC::LocalTensor<bfloat16_t> v3, AscendC::LocalTensor<uint32_t> v4, uint8_t v5, AscendC::BrcbRepeatParams v6, int16_t v7, uint64_t v8, int32_t v9, uint32_t v10, bfloat16_t v11, AscendC::GatherRepeatParams v12) {
// CHECK-NEXT: AscendC::Brcb(v1, v2, v5, v6);
// CHECK-NEXT: AscendC::Duplicate<int16_t, 1>(v1, v7, v8, v5, v5, v5);
// CHECK-NEXT: uint64_t v3_mask_list0[] = {v8, v8};
// CHECK-NEXT: AscendC::Duplicate<bfloat16_t, 0>(v3, v11, v3_mask_list0, v5, v5, v5);
// CHECK-NEXT: AscendC::Duplicate(v3, v11, v9);
// CHECK-NEXT: AscendC::Scatter(v1, v2, v4, v10, v9);
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v8};
// CHECK-NEXT: AscendC::Scatter(v1, v2, v4, v10, v1_mask_list0, v5, v5);
// CHECK-NEXT: AscendC::Gather(v3, v3, v4, v10, v9);
// CHECK-NEXT: AscendC::Gatherb(v1, v2, v4, v5, v12);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @vector_data(%d: !ascendc.local_tensor<*xi16>, %s: !ascendc.local_tensor<*xi16>, %h: !ascendc.local_tensor<*xbf16>, %off: !ascendc.local_tensor<*xui32>, %r: ui8, %bp: !ascendc.brcb_repeat_params, %sc: i16, %m: ui64, %n: i32, %base: ui32, %sb: bf16, %gp: !ascendc.gather_repeat_params) {
  ascendc.brcb_l0 %d, %s, %r, %bp : !ascendc.local_tensor<*xi16>, !ascendc.local_tensor<*xi16>, ui8, !ascendc.brcb_repeat_params
  ascendc.duplicate_l0 %d, %sc, %m, %r, %r, %r {isSetMask} : !ascendc.local_tensor<*xi16>, i16, ui64, ui8, ui8, ui8
  ascendc.duplicate_l1 %h, %sb, %m, %m, %r, %r, %r : !ascendc.local_tensor<*xbf16>, bf16, ui64, ui64, ui8, ui8, ui8
  ascendc.duplicate_l2 %h, %sb, %n : !ascendc.local_tensor<*xbf16>, bf16, i32
  ascendc.scatter_l2 %d, %s, %off, %base, %n : !ascendc.local_tensor<*xi16>, !ascendc.local_tensor<*xi16>, !ascendc.local_tensor<*xui32>, ui32, i32
  ascendc.scatter_l1 %d, %s, %off, %base, %m, %r, %r : !ascendc.local_tensor<*xi16>, !ascendc.local_tensor<*xi16>, !ascendc.local_tensor<*xui32>, ui32, ui64, ui8, ui8
  ascendc.gather_l2 %h, %h, %off, %base, %n : !ascendc.local_tensor<*xbf16>, !ascendc.local_tensor<*xbf16>, !ascendc.local_tensor<*xui32>, ui32, i32
  ascendc.gatherb_l0 %d, %s, %off, %r, %gp : !ascendc.local_tensor<*xi16>, !ascendc.local_tensor<*xi16>, !ascendc.local_tensor<*xui32>, ui8, !ascendc.gather_repeat_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void gather_mask(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<uint16_t> v3, bool v4, uint32_t v5, AscendC::GatherMaskParams v6) {
// CHECK-NEXT: uint64_t v7;
// CHECK-NEXT: AscendC::GatherMask<half, uint16_t, AscendC::defaultGatherMaskMode>(v1, v2, v3, v4, v5, v6, v7);
// CHECK-NEXT: constexpr uint8_t v8 = 2;
// CHECK-NEXT: uint64_t v9;
// CHECK-NEXT: AscendC::GatherMask<half, AscendC::defaultGatherMaskMode>(v1, v2, v8, v4, v5, v6, v9);
// CHECK-NEXT: int64_t v10 = AscendC::GetGatherMaskRemainCount();
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @gather_mask(%d: !ascendc.local_tensor<*xf16>, %s: !ascendc.local_tensor<*xf16>, %p16: !ascendc.local_tensor<*xui16>, %rm: i1, %m: ui32, %gp: !ascendc.gather_mask_params) {
  %0 = ascendc.gather_mask %d, %s, %p16, %rm, %m, %gp, default : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui16>, i1, ui32, !ascendc.gather_mask_params -> ui64
  %c2 = "emitc.constant"() <{value = 2 : ui8}> : () -> ui8
  %1 = ascendc.gather_mask %d, %s, %c2, %rm, %m, %gp, default : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, ui8, i1, ui32, !ascendc.gather_mask_params -> ui64
  %2 = ascendc.get_gather_mask_remain_count : i64
  return
}

// Vector ops inside a loop over tensor slices.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void in_loop(AscendC::LocalTensor<float> v1, uint32_t v2, int32_t v3) {
// CHECK-NEXT: constexpr uint32_t c0_idx = 0;
// CHECK-NEXT: constexpr uint32_t c64_idx = 64;
// CHECK-NEXT: for (uint32_t v4 = c0_idx; v4 < v2; v4 += c64_idx) {
// CHECK-NEXT: AscendC::LocalTensor<float> v5 = v1[v4];
// CHECK-NEXT: AscendC::Exp(v5, v5, v3);
// CHECK-NEXT: AscendC::Add(v5, v1, v5, v3);
// CHECK-NEXT: }
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @in_loop(%d: !ascendc.local_tensor<256xf32>, %n: index, %c: i32) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %n step %c64 {
    %s = ascendc.local_tensor.subindex %d[%i] : !ascendc.local_tensor<256xf32>, index, !ascendc.local_tensor<256xf32>
    ascendc.exp_l2 %s, %s, %c : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.add_l2 %s, %d, %s, %c : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
  }
  return
}
