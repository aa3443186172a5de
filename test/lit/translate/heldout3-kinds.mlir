// Held-out style cases from the coverage matrix (target/ascendc/matrix_test.go): the
// operand kinds no test translated before. Every L0 vector op takes a bit mask built by
// emitasc.mask (`uint64_t v[2]`, low half first, emission.md §1.17) as its mask operand,
// printed by name like an integer mask (§3.17-§3.23, Appendix A). Expected text by hand.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s
// RUN: ascopt --mlir-print-op-generic %s | asc-translate --mlir-to-ascendc | FileCheck %s

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void l0_ops_with_mask_value(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, int64_t v4, int64_t v5, uint8_t v6, AscendC::BinaryRepeatParams v7, AscendC::UnaryRepeatParams v8, AscendC::LocalTensor<uint8_t> v9, half v10, int32_t v11, AscendC::LocalTensor<int32_t> v12) {
// CHECK-NEXT: uint64_t v13[2] = {static_cast<uint64_t>(v5), static_cast<uint64_t>(v4)};
// CHECK-NEXT: AscendC::Add<half, 0>(v1, v2, v3, v13, v6, v7);
// CHECK-NEXT: AscendC::AddRelu<half, 0>(v1, v2, v3, v13, v6, v7);
// CHECK-NEXT: AscendC::And<half, 0>(v1, v2, v3, v13, v6, v7);
// CHECK-NEXT: AscendC::Div<half, 0>(v1, v2, v3, v13, v6, v7);
// CHECK-NEXT: AscendC::FusedMulAdd<half, 0>(v1, v2, v3, v13, v6, v7);
// CHECK-NEXT: AscendC::FusedMulAddRelu<half, 0>(v1, v2, v3, v13, v6, v7);
// CHECK-NEXT: AscendC::Max<half, 0>(v1, v2, v3, v13, v6, v7);
// CHECK-NEXT: AscendC::Min<half, 0>(v1, v2, v3, v13, v6, v7);
// CHECK-NEXT: AscendC::Mul<half, 0>(v1, v2, v3, v13, v6, v7);
// CHECK-NEXT: AscendC::Or<half, 0>(v1, v2, v3, v13, v6, v7);
// CHECK-NEXT: AscendC::Sub<half, 0>(v1, v2, v3, v13, v6, v7);
// CHECK-NEXT: AscendC::SubRelu<half, 0>(v1, v2, v3, v13, v6, v7);
// CHECK-NEXT: AscendC::AddDeqRelu<half, int32_t, 1>(v1, v12, v12, v13, v6, v7);
// CHECK-NEXT: AscendC::AddReluCast<half, int32_t, 1>(v1, v12, v12, v13, v6, v7);
// CHECK-NEXT: AscendC::SubReluCast<half, int32_t, 1>(v1, v12, v12, v13, v6, v7);
// CHECK-NEXT: AscendC::MulAddDst<half, int32_t, 1>(v1, v12, v12, v13, v6, v7);
// CHECK-NEXT: AscendC::MulCast(v1, v2, v3, v13, v6, v7);
// CHECK-NEXT: AscendC::Abs<half, 0>(v1, v2, v13, v6, v8);
// CHECK-NEXT: AscendC::Exp<half, 0>(v1, v2, v13, v6, v8);
// CHECK-NEXT: AscendC::Ln<half, 0>(v1, v2, v13, v6, v8);
// CHECK-NEXT: AscendC::Not<half, 0>(v1, v2, v13, v6, v8);
// CHECK-NEXT: AscendC::Reciprocal<half, 0>(v1, v2, v13, v6, v8);
// CHECK-NEXT: AscendC::Relu<half, 0>(v1, v2, v13, v6, v8);
// CHECK-NEXT: AscendC::Rsqrt<half, 0>(v1, v2, v13, v6, v8);
// CHECK-NEXT: AscendC::Sqrt<half, 0>(v1, v2, v13, v6, v8);
// CHECK-NEXT: AscendC::Adds<half, 1>(v1, v2, v10, v13, v6, v8);
// CHECK-NEXT: AscendC::Subs<half, 1>(v1, v2, v10, v13, v6, v8);
// CHECK-NEXT: AscendC::LeakyRelu<half, 1>(v1, v2, v10, v13, v6, v8);
// CHECK-NEXT: AscendC::Maxs<half, 1>(v1, v2, v10, v13, v6, v8);
// CHECK-NEXT: AscendC::Mins<half, 1>(v1, v2, v10, v13, v6, v8);
// CHECK-NEXT: AscendC::Muls<half, 1>(v1, v2, v10, v13, v6, v8);
// CHECK-NEXT: AscendC::Divs<half, 1>(v1, v2, v10, v13, v6, v8);
// CHECK-NEXT: AscendC::ShiftLeft<half, 1>(v1, v2, v10, v13, v6, v8);
// CHECK-NEXT: AscendC::ShiftRight<half, 1>(v1, v2, v10, v13, v6, v8);
// CHECK-NEXT: AscendC::Axpy<half, half, 0>(v1, v2, v10, v13, v6, v8);
// CHECK-NEXT: AscendC::Cast<half, int32_t, 0>(v1, v12, AscendC::RoundMode::CAST_RINT, v13, v6, v8);
// CHECK-NEXT: AscendC::CastDeq<half, int32_t, 0, 0, 1>(v1, v12, v13, v6, v8);
// CHECK-NEXT: AscendC::Duplicate<half, 0>(v1, v10, v13, v6, v11, v11);
// CHECK-NEXT: AscendC::Compare(v9, v2, v3, AscendC::CMPMODE::GT, v13, v6, v7);
// CHECK-NEXT: AscendC::Compare(v2, v3, AscendC::CMPMODE::NE, v13, v7);
// CHECK-NEXT: AscendC::CompareScalar(v9, v2, v10, AscendC::CMPMODE::EQ, v13, v6, v8);
// CHECK-NEXT: AscendC::Select(v1, v9, v2, v3, AscendC::SELMODE::VSEL_TENSOR_TENSOR_MODE, v13, v6, v7);
// CHECK-NEXT: AscendC::Select(v1, v9, v2, v10, AscendC::SELMODE::VSEL_TENSOR_SCALAR_MODE, v13, v6, v7);
// CHECK-NEXT: AscendC::BlockReduceMax(v1, v2, v11, v13, v11, v11, v11);
// CHECK-NEXT: AscendC::BlockReduceMin(v1, v2, v11, v13, v11, v11, v11);
// CHECK-NEXT: AscendC::BlockReduceSum(v1, v2, v11, v13, v11, v11, v11);
// CHECK-NEXT: AscendC::PairReduceSum(v1, v2, v11, v13, v11, v11, v11);
// CHECK-NEXT: AscendC::RepeatReduceSum(v1, v2, v11, v13, v11, v11, v11, v11);
// CHECK-NEXT: AscendC::ReduceMax(v1, v2, v3, v13, v11, v11, v11);
// CHECK-NEXT: AscendC::ReduceMin(v1, v2, v3, v13, v11, v11, v11);
// CHECK-NEXT: AscendC::ReduceSum(v1, v2, v3, v13, v11, v11);
// CHECK-NEXT: AscendC::WholeReduceMax(v1, v2, v13, v11, v11, v11, v11, AscendC::ReduceOrder::ORDER_ONLY_VALUE);
// CHECK-NEXT: AscendC::WholeReduceMin(v1, v2, v13, v11, v11, v11, v11, AscendC::ReduceOrder::ORDER_VALUE_INDEX);
// CHECK-NEXT: AscendC::WholeReduceSum(v1, v2, v13, v11, v11, v11, v11);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @l0_ops_with_mask_value(%d: !ascendc.local_tensor<128xf16>, %a: !ascendc.local_tensor<128xf16>, %b: !ascendc.local_tensor<128xf16>, %hi: i64, %lo: i64, %r: ui8, %p: !ascendc.binary_repeat_params, %up: !ascendc.unary_repeat_params, %c: !ascendc.local_tensor<256xui8>, %x: f16, %n: i32, %w: !ascendc.local_tensor<128xi32>) {
  %mk = emitasc.mask %hi, %lo
  ascendc.add_l0 %d, %a, %b, %mk, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !emitasc.mask, ui8, !ascendc.binary_repeat_params
  ascendc.add_relu_l0 %d, %a, %b, %mk, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !emitasc.mask, ui8, !ascendc.binary_repeat_params
  ascendc.and_l0 %d, %a, %b, %mk, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !emitasc.mask, ui8, !ascendc.binary_repeat_params
  ascendc.div_l0 %d, %a, %b, %mk, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !emitasc.mask, ui8, !ascendc.binary_repeat_params
  ascendc.fused_mul_add_l0 %d, %a, %b, %mk, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !emitasc.mask, ui8, !ascendc.binary_repeat_params
  ascendc.fused_mul_add_relu_l0 %d, %a, %b, %mk, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !emitasc.mask, ui8, !ascendc.binary_repeat_params
  ascendc.max_l0 %d, %a, %b, %mk, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !emitasc.mask, ui8, !ascendc.binary_repeat_params
  ascendc.min_l0 %d, %a, %b, %mk, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !emitasc.mask, ui8, !ascendc.binary_repeat_params
  ascendc.mul_l0 %d, %a, %b, %mk, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !emitasc.mask, ui8, !ascendc.binary_repeat_params
  ascendc.or_l0 %d, %a, %b, %mk, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !emitasc.mask, ui8, !ascendc.binary_repeat_params
  ascendc.sub_l0 %d, %a, %b, %mk, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !emitasc.mask, ui8, !ascendc.binary_repeat_params
  ascendc.sub_relu_l0 %d, %a, %b, %mk, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !emitasc.mask, ui8, !ascendc.binary_repeat_params
  ascendc.add_deq_relu_l0 %d, %w, %w, %mk, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xi32>, !ascendc.local_tensor<128xi32>, !emitasc.mask, ui8, !ascendc.binary_repeat_params
  ascendc.add_relu_cast_l0 %d, %w, %w, %mk, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xi32>, !ascendc.local_tensor<128xi32>, !emitasc.mask, ui8, !ascendc.binary_repeat_params
  ascendc.sub_relu_cast_l0 %d, %w, %w, %mk, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xi32>, !ascendc.local_tensor<128xi32>, !emitasc.mask, ui8, !ascendc.binary_repeat_params
  ascendc.mul_add_dst_l0 %d, %w, %w, %mk, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xi32>, !ascendc.local_tensor<128xi32>, !emitasc.mask, ui8, !ascendc.binary_repeat_params
  ascendc.mul_cast_l0 %d, %a, %b, %mk, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !emitasc.mask, ui8, !ascendc.binary_repeat_params
  ascendc.abs_l0 %d, %a, %mk, %r, %up : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !emitasc.mask, ui8, !ascendc.unary_repeat_params
  ascendc.exp_l0 %d, %a, %mk, %r, %up : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !emitasc.mask, ui8, !ascendc.unary_repeat_params
  ascendc.ln_l0 %d, %a, %mk, %r, %up : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !emitasc.mask, ui8, !ascendc.unary_repeat_params
  ascendc.not_l0 %d, %a, %mk, %r, %up : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !emitasc.mask, ui8, !ascendc.unary_repeat_params
  ascendc.reciprocal_l0 %d, %a, %mk, %r, %up : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !emitasc.mask, ui8, !ascendc.unary_repeat_params
  ascendc.relu_l0 %d, %a, %mk, %r, %up : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !emitasc.mask, ui8, !ascendc.unary_repeat_params
  ascendc.rsqrt_l0 %d, %a, %mk, %r, %up : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !emitasc.mask, ui8, !ascendc.unary_repeat_params
  ascendc.sqrt_l0 %d, %a, %mk, %r, %up : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !emitasc.mask, ui8, !ascendc.unary_repeat_params
  ascendc.adds_l0 %d, %a, %x, %mk, %r, %up {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, f16, !emitasc.mask, ui8, !ascendc.unary_repeat_params
  ascendc.subs_l0 %d, %a, %x, %mk, %r, %up {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, f16, !emitasc.mask, ui8, !ascendc.unary_repeat_params
  ascendc.leaky_relu_l0 %d, %a, %x, %mk, %r, %up {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, f16, !emitasc.mask, ui8, !ascendc.unary_repeat_params
  ascendc.maxs_l0 %d, %a, %x, %mk, %r, %up {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, f16, !emitasc.mask, ui8, !ascendc.unary_repeat_params
  ascendc.mins_l0 %d, %a, %x, %mk, %r, %up {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, f16, !emitasc.mask, ui8, !ascendc.unary_repeat_params
  ascendc.muls_l0 %d, %a, %x, %mk, %r, %up {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, f16, !emitasc.mask, ui8, !ascendc.unary_repeat_params
  ascendc.divs_l0 %d, %a, %x, %mk, %r, %up {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, f16, !emitasc.mask, ui8, !ascendc.unary_repeat_params
  ascendc.shift_left_l0 %d, %a, %x, %mk, %r, %up {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, f16, !emitasc.mask, ui8, !ascendc.unary_repeat_params
  ascendc.shift_right_l0 %d, %a, %x, %mk, %r, %up {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, f16, !emitasc.mask, ui8, !ascendc.unary_repeat_params
  ascendc.axpy_l0 %d, %a, %x, %mk, %r, %up : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, f16, !emitasc.mask, ui8, !ascendc.unary_repeat_params
  ascendc.cast_l0 %d, %w, %mk, %r, %up {roundMode = 1 : i32} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xi32>, !emitasc.mask, ui8, !ascendc.unary_repeat_params
  ascendc.cast_deq_l0 %d, %w, %mk, %r, %up {halfBlock} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xi32>, !emitasc.mask, ui8, !ascendc.unary_repeat_params
  ascendc.duplicate_l0 %d, %x, %mk, %r, %n, %n : !ascendc.local_tensor<128xf16>, f16, !emitasc.mask, ui8, i32, i32
  ascendc.compare_l0 %c, %a, %b, %mk, %r, %p {cmpMode = 1 : i32} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !emitasc.mask, ui8, !ascendc.binary_repeat_params
  ascendc.compare_r_l0 %a, %b, %mk, %p {cmpMode = 5 : i32} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !emitasc.mask, !ascendc.binary_repeat_params
  ascendc.compare_scalar_l0 %c, %a, %x, %mk, %r, %up {cmpMode = 2 : i32} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, f16, !emitasc.mask, ui8, !ascendc.unary_repeat_params
  ascendc.select_l0 %d, %c, %a, %b, %mk, %r, %p {selMode = 2 : i32} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !emitasc.mask, ui8, !ascendc.binary_repeat_params
  ascendc.select_scalar_l0 %d, %c, %a, %x, %mk, %r, %p {selMode = 1 : i32} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, f16, !emitasc.mask, ui8, !ascendc.binary_repeat_params
  ascendc.block_reduce_max_l0 %d, %a, %n, %mk, %n, %n, %n : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, i32, !emitasc.mask, i32, i32, i32
  ascendc.block_reduce_min_l0 %d, %a, %n, %mk, %n, %n, %n : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, i32, !emitasc.mask, i32, i32, i32
  ascendc.block_reduce_sum_l0 %d, %a, %n, %mk, %n, %n, %n : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, i32, !emitasc.mask, i32, i32, i32
  ascendc.pair_reduce_sum_l0 %d, %a, %n, %mk, %n, %n, %n : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, i32, !emitasc.mask, i32, i32, i32
  ascendc.repeat_reduce_sum_l0 %d, %a, %n, %mk, %n, %n, %n, %n : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, i32, !emitasc.mask, i32, i32, i32, i32
  ascendc.reduce_max_l0 %d, %a, %b, %mk, %n, %n, %n : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !emitasc.mask, i32, i32, i32
  ascendc.reduce_min_l0 %d, %a, %b, %mk, %n, %n, %n : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !emitasc.mask, i32, i32, i32
  ascendc.reduce_sum_l0 %d, %a, %b, %mk, %n, %n : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !emitasc.mask, i32, i32
  ascendc.whole_reduce_max_l0 %d, %a, %mk, %n, %n, %n, %n {order = 2 : i32} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !emitasc.mask, i32, i32, i32, i32
  ascendc.whole_reduce_min_l0 %d, %a, %mk, %n, %n, %n, %n {order = 0 : i32} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !emitasc.mask, i32, i32, i32, i32
  ascendc.whole_reduce_sum_l0 %d, %a, %mk, %n, %n, %n, %n : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !emitasc.mask, i32, i32, i32, i32
  return
}

