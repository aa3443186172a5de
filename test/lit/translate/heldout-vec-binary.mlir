// Held-out style cases for the vector binary family (emission.md §3.17), expected text
// written from the spec's templates. Covers every op of each level, f16/i32/i16/bf16/i8
// element types, isSetMask present and absent, mask lists of 0/1/2 entries, the
// per-op-kind mask-list counter across functions, the cast ops' second type (src1).
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// The custom and generic forms ascopt prints translate to the same text.
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s
// RUN: ascopt --mlir-print-op-generic %s | asc-translate --mlir-to-ascendc | FileCheck %s

// §3.17: every L0 op, AscendC::<Api><{E(dst)}, {B(isSetMask)}>(dst, src0, src1, mask, repeatTimes, repeatParams).
// CHECK-LABEL: void binary_l0_all_f16(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::BinaryRepeatParams v6) {
// CHECK-NEXT: AscendC::Add<half, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::AddRelu<half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::And<half, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Div<half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::FusedMulAdd<half, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::FusedMulAddRelu<half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Max<half, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Min<half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Mul<half, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Or<half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::Sub<half, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::SubRelu<half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::MulCast(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l0_all_f16(%d: !ascendc.local_tensor<256xf16>, %a: !ascendc.local_tensor<256xf16>, %b: !ascendc.local_tensor<256xf16>, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.add_l0 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.add_relu_l0 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.and_l0 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.div_l0 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.fused_mul_add_l0 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.fused_mul_add_relu_l0 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.max_l0 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.min_l0 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.mul_l0 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.or_l0 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.sub_l0 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.sub_relu_l0 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.mul_cast_l0 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// §3.17 L1: mask list <dst>_mask_list<k> (k per op kind), then the L0 call with the array.
// CHECK-LABEL: void binary_l1_all_i32(AscendC::LocalTensor<int32_t> v1, AscendC::LocalTensor<int32_t> v2, AscendC::LocalTensor<int32_t> v3, uint64_t v4, uint64_t v5, int32_t v6, AscendC::BinaryRepeatParams v7) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v5};
// CHECK-NEXT: AscendC::Add<int32_t, 1>(v1, v2, v3, v1_mask_list0, v6, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l1_all_i32(%d: !ascendc.local_tensor<64xi32>, %a: !ascendc.local_tensor<64xi32>, %b: !ascendc.local_tensor<64xi32>, %m0: ui64, %m1: ui64, %r: i32, %p: !ascendc.binary_repeat_params) {
  ascendc.add_l1 %d, %a, %b, %m0, %m1, %r, %p {isSetMask} : !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, ui64, ui64, i32, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: void binary_l1_all_i32_1(AscendC::LocalTensor<int32_t> v1, AscendC::LocalTensor<int32_t> v2, AscendC::LocalTensor<int32_t> v3, uint64_t v4, uint64_t v5, int32_t v6, AscendC::BinaryRepeatParams v7) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v5};
// CHECK-NEXT: AscendC::AddRelu<int32_t, 0>(v1, v2, v3, v1_mask_list0, v6, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l1_all_i32_1(%d: !ascendc.local_tensor<64xi32>, %a: !ascendc.local_tensor<64xi32>, %b: !ascendc.local_tensor<64xi32>, %m0: ui64, %m1: ui64, %r: i32, %p: !ascendc.binary_repeat_params) {
  ascendc.add_relu_l1 %d, %a, %b, %m1, %r, %p : !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, ui64, i32, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: void binary_l1_all_i32_2(AscendC::LocalTensor<int32_t> v1, AscendC::LocalTensor<int32_t> v2, AscendC::LocalTensor<int32_t> v3, uint64_t v4, uint64_t v5, int32_t v6, AscendC::BinaryRepeatParams v7) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v5};
// CHECK-NEXT: AscendC::And<int32_t, 0>(v1, v2, v3, v1_mask_list0, v6, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l1_all_i32_2(%d: !ascendc.local_tensor<64xi32>, %a: !ascendc.local_tensor<64xi32>, %b: !ascendc.local_tensor<64xi32>, %m0: ui64, %m1: ui64, %r: i32, %p: !ascendc.binary_repeat_params) {
  ascendc.and_l1 %d, %a, %b, %m0, %m1, %r, %p : !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, ui64, ui64, i32, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: void binary_l1_all_i32_3(AscendC::LocalTensor<int32_t> v1, AscendC::LocalTensor<int32_t> v2, AscendC::LocalTensor<int32_t> v3, uint64_t v4, uint64_t v5, int32_t v6, AscendC::BinaryRepeatParams v7) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v5};
// CHECK-NEXT: AscendC::Div<int32_t, 1>(v1, v2, v3, v1_mask_list0, v6, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l1_all_i32_3(%d: !ascendc.local_tensor<64xi32>, %a: !ascendc.local_tensor<64xi32>, %b: !ascendc.local_tensor<64xi32>, %m0: ui64, %m1: ui64, %r: i32, %p: !ascendc.binary_repeat_params) {
  ascendc.div_l1 %d, %a, %b, %m0, %m1, %r, %p {isSetMask} : !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, ui64, ui64, i32, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: void binary_l1_all_i32_4(AscendC::LocalTensor<int32_t> v1, AscendC::LocalTensor<int32_t> v2, AscendC::LocalTensor<int32_t> v3, uint64_t v4, uint64_t v5, int32_t v6, AscendC::BinaryRepeatParams v7) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v5};
// CHECK-NEXT: AscendC::FusedMulAdd<int32_t, 0>(v1, v2, v3, v1_mask_list0, v6, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l1_all_i32_4(%d: !ascendc.local_tensor<64xi32>, %a: !ascendc.local_tensor<64xi32>, %b: !ascendc.local_tensor<64xi32>, %m0: ui64, %m1: ui64, %r: i32, %p: !ascendc.binary_repeat_params) {
  ascendc.fused_mul_add_l1 %d, %a, %b, %m1, %r, %p : !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, ui64, i32, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: void binary_l1_all_i32_5(AscendC::LocalTensor<int32_t> v1, AscendC::LocalTensor<int32_t> v2, AscendC::LocalTensor<int32_t> v3, uint64_t v4, uint64_t v5, int32_t v6, AscendC::BinaryRepeatParams v7) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v5};
// CHECK-NEXT: AscendC::FusedMulAddRelu<int32_t, 0>(v1, v2, v3, v1_mask_list0, v6, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l1_all_i32_5(%d: !ascendc.local_tensor<64xi32>, %a: !ascendc.local_tensor<64xi32>, %b: !ascendc.local_tensor<64xi32>, %m0: ui64, %m1: ui64, %r: i32, %p: !ascendc.binary_repeat_params) {
  ascendc.fused_mul_add_relu_l1 %d, %a, %b, %m0, %m1, %r, %p : !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, ui64, ui64, i32, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: void binary_l1_all_i32_6(AscendC::LocalTensor<int32_t> v1, AscendC::LocalTensor<int32_t> v2, AscendC::LocalTensor<int32_t> v3, uint64_t v4, uint64_t v5, int32_t v6, AscendC::BinaryRepeatParams v7) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v5};
// CHECK-NEXT: AscendC::Max<int32_t, 1>(v1, v2, v3, v1_mask_list0, v6, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l1_all_i32_6(%d: !ascendc.local_tensor<64xi32>, %a: !ascendc.local_tensor<64xi32>, %b: !ascendc.local_tensor<64xi32>, %m0: ui64, %m1: ui64, %r: i32, %p: !ascendc.binary_repeat_params) {
  ascendc.max_l1 %d, %a, %b, %m0, %m1, %r, %p {isSetMask} : !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, ui64, ui64, i32, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: void binary_l1_all_i32_7(AscendC::LocalTensor<int32_t> v1, AscendC::LocalTensor<int32_t> v2, AscendC::LocalTensor<int32_t> v3, uint64_t v4, uint64_t v5, int32_t v6, AscendC::BinaryRepeatParams v7) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v5};
// CHECK-NEXT: AscendC::Min<int32_t, 0>(v1, v2, v3, v1_mask_list0, v6, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l1_all_i32_7(%d: !ascendc.local_tensor<64xi32>, %a: !ascendc.local_tensor<64xi32>, %b: !ascendc.local_tensor<64xi32>, %m0: ui64, %m1: ui64, %r: i32, %p: !ascendc.binary_repeat_params) {
  ascendc.min_l1 %d, %a, %b, %m1, %r, %p : !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, ui64, i32, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: void binary_l1_all_i32_8(AscendC::LocalTensor<int32_t> v1, AscendC::LocalTensor<int32_t> v2, AscendC::LocalTensor<int32_t> v3, uint64_t v4, uint64_t v5, int32_t v6, AscendC::BinaryRepeatParams v7) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v5};
// CHECK-NEXT: AscendC::Mul<int32_t, 0>(v1, v2, v3, v1_mask_list0, v6, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l1_all_i32_8(%d: !ascendc.local_tensor<64xi32>, %a: !ascendc.local_tensor<64xi32>, %b: !ascendc.local_tensor<64xi32>, %m0: ui64, %m1: ui64, %r: i32, %p: !ascendc.binary_repeat_params) {
  ascendc.mul_l1 %d, %a, %b, %m0, %m1, %r, %p : !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, ui64, ui64, i32, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: void binary_l1_all_i32_9(AscendC::LocalTensor<int32_t> v1, AscendC::LocalTensor<int32_t> v2, AscendC::LocalTensor<int32_t> v3, uint64_t v4, uint64_t v5, int32_t v6, AscendC::BinaryRepeatParams v7) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v5};
// CHECK-NEXT: AscendC::Or<int32_t, 1>(v1, v2, v3, v1_mask_list0, v6, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l1_all_i32_9(%d: !ascendc.local_tensor<64xi32>, %a: !ascendc.local_tensor<64xi32>, %b: !ascendc.local_tensor<64xi32>, %m0: ui64, %m1: ui64, %r: i32, %p: !ascendc.binary_repeat_params) {
  ascendc.or_l1 %d, %a, %b, %m0, %m1, %r, %p {isSetMask} : !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, ui64, ui64, i32, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: void binary_l1_all_i32_10(AscendC::LocalTensor<int32_t> v1, AscendC::LocalTensor<int32_t> v2, AscendC::LocalTensor<int32_t> v3, uint64_t v4, uint64_t v5, int32_t v6, AscendC::BinaryRepeatParams v7) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v5};
// CHECK-NEXT: AscendC::Sub<int32_t, 0>(v1, v2, v3, v1_mask_list0, v6, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l1_all_i32_10(%d: !ascendc.local_tensor<64xi32>, %a: !ascendc.local_tensor<64xi32>, %b: !ascendc.local_tensor<64xi32>, %m0: ui64, %m1: ui64, %r: i32, %p: !ascendc.binary_repeat_params) {
  ascendc.sub_l1 %d, %a, %b, %m1, %r, %p : !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, ui64, i32, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: void binary_l1_all_i32_11(AscendC::LocalTensor<int32_t> v1, AscendC::LocalTensor<int32_t> v2, AscendC::LocalTensor<int32_t> v3, uint64_t v4, uint64_t v5, int32_t v6, AscendC::BinaryRepeatParams v7) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v5};
// CHECK-NEXT: AscendC::SubRelu<int32_t, 0>(v1, v2, v3, v1_mask_list0, v6, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l1_all_i32_11(%d: !ascendc.local_tensor<64xi32>, %a: !ascendc.local_tensor<64xi32>, %b: !ascendc.local_tensor<64xi32>, %m0: ui64, %m1: ui64, %r: i32, %p: !ascendc.binary_repeat_params) {
  ascendc.sub_relu_l1 %d, %a, %b, %m0, %m1, %r, %p : !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, ui64, ui64, i32, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: void binary_l1_all_i32_12(AscendC::LocalTensor<int32_t> v1, AscendC::LocalTensor<int32_t> v2, AscendC::LocalTensor<int32_t> v3, uint64_t v4, uint64_t v5, int32_t v6, AscendC::BinaryRepeatParams v7) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v5};
// CHECK-NEXT: AscendC::MulCast(v1, v2, v3, v1_mask_list0, v6, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l1_all_i32_12(%d: !ascendc.local_tensor<64xi32>, %a: !ascendc.local_tensor<64xi32>, %b: !ascendc.local_tensor<64xi32>, %m0: ui64, %m1: ui64, %r: i32, %p: !ascendc.binary_repeat_params) {
  ascendc.mul_cast_l1 %d, %a, %b, %m0, %m1, %r, %p : !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, !ascendc.local_tensor<64xi32>, ui64, ui64, i32, !ascendc.binary_repeat_params
  return
}

// The per-op-kind counter is not reset between functions of one module: second add_l1 / mul_cast_l1 of the file.
// CHECK-LABEL: void binary_l1_counter_continues(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, uint64_t v3, int32_t v4, AscendC::BinaryRepeatParams v5) {
// CHECK-NEXT: uint64_t v1_mask_list1[] = {v3};
// CHECK-NEXT: AscendC::Add<float, 1>(v1, v2, v2, v1_mask_list1, v4, v5);
// CHECK-NEXT: uint64_t v2_mask_list2[] = {v3};
// CHECK-NEXT: AscendC::Add<float, 0>(v2, v1, v1, v2_mask_list2, v4, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l1_counter_continues(%x: !ascendc.local_tensor<64xf32>, %y: !ascendc.local_tensor<64xf32>, %m0: ui64, %r: i32, %p: !ascendc.binary_repeat_params) {
  ascendc.add_l1 %x, %y, %y, %m0, %r, %p {isSetMask} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, ui64, i32, !ascendc.binary_repeat_params
  ascendc.add_l1 %y, %x, %x, %m0, %r, %p : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, ui64, i32, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: void binary_l1_counter_continues_1(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, uint64_t v3, int32_t v4, AscendC::BinaryRepeatParams v5) {
// CHECK-NEXT: uint64_t v1_mask_list1[] = {v3};
// CHECK-NEXT: AscendC::MulCast(v1, v2, v2, v1_mask_list1, v4, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l1_counter_continues_1(%x: !ascendc.local_tensor<64xf32>, %y: !ascendc.local_tensor<64xf32>, %m0: ui64, %r: i32, %p: !ascendc.binary_repeat_params) {
  ascendc.mul_cast_l1 %x, %y, %y, %m0, %r, %p : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, ui64, i32, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: void binary_l1_counter_continues_2(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, uint64_t v3, int32_t v4, AscendC::BinaryRepeatParams v5) {
// CHECK-NEXT: uint64_t v1_mask_list1[] = {};
// CHECK-NEXT: AscendC::Sub<float, 0>(v1, v2, v2, v1_mask_list1, v4, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l1_counter_continues_2(%x: !ascendc.local_tensor<64xf32>, %y: !ascendc.local_tensor<64xf32>, %m0: ui64, %r: i32, %p: !ascendc.binary_repeat_params) {
  ascendc.sub_l1 %x, %y, %y, %r, %p : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, !ascendc.binary_repeat_params
  return
}

// §3.17 cast op add_deq_relu_l0: template <{E(dst)}, {E(src1)}, {B(isSetMask)}>.
// CHECK-LABEL: void binary_cast_add_deq_relu_l0(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<int32_t> v2, AscendC::LocalTensor<int32_t> v3, uint64_t v4, uint8_t v5, AscendC::BinaryRepeatParams v6) {
// CHECK-NEXT: AscendC::AddDeqRelu<half, int32_t, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::AddDeqRelu<half, int32_t, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_cast_add_deq_relu_l0(%d: !ascendc.local_tensor<128xf16>, %a: !ascendc.local_tensor<128xi32>, %b: !ascendc.local_tensor<128xi32>, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.add_deq_relu_l0 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xi32>, !ascendc.local_tensor<128xi32>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.add_deq_relu_l0 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xi32>, !ascendc.local_tensor<128xi32>, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// §3.17 cast op add_relu_cast_l0: template <{E(dst)}, {E(src1)}, {B(isSetMask)}>.
// CHECK-LABEL: void binary_cast_add_relu_cast_l0(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<float> v3, uint64_t v4, uint8_t v5, AscendC::BinaryRepeatParams v6) {
// CHECK-NEXT: AscendC::AddReluCast<half, float, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::AddReluCast<half, float, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_cast_add_relu_cast_l0(%d: !ascendc.local_tensor<128xf16>, %a: !ascendc.local_tensor<128xf32>, %b: !ascendc.local_tensor<128xf32>, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.add_relu_cast_l0 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.add_relu_cast_l0 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// §3.17 cast op sub_relu_cast_l0: template <{E(dst)}, {E(src1)}, {B(isSetMask)}>.
// CHECK-LABEL: void binary_cast_sub_relu_cast_l0(AscendC::LocalTensor<int8_t> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::BinaryRepeatParams v6) {
// CHECK-NEXT: AscendC::SubReluCast<int8_t, half, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::SubReluCast<int8_t, half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_cast_sub_relu_cast_l0(%d: !ascendc.local_tensor<128xi8>, %a: !ascendc.local_tensor<128xf16>, %b: !ascendc.local_tensor<128xf16>, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.sub_relu_cast_l0 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xi8>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.sub_relu_cast_l0 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<128xi8>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// §3.17 cast op mul_add_dst_l0: template <{E(dst)}, {E(src1)}, {B(isSetMask)}>.
// CHECK-LABEL: void binary_cast_mul_add_dst_l0(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::BinaryRepeatParams v6) {
// CHECK-NEXT: AscendC::MulAddDst<float, half, 1>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::MulAddDst<float, half, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_cast_mul_add_dst_l0(%d: !ascendc.local_tensor<128xf32>, %a: !ascendc.local_tensor<128xf16>, %b: !ascendc.local_tensor<128xf16>, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.mul_add_dst_l0 %d, %a, %b, %m, %r, %p {isSetMask} : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.mul_add_dst_l0 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// §3.17 cast op add_deq_relu_l1: template <{E(dst)}, {E(src1)}, {B(isSetMask)}>.
// CHECK-LABEL: void binary_cast_add_deq_relu_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<int32_t> v2, AscendC::LocalTensor<int32_t> v3, uint64_t v4, uint8_t v5, AscendC::BinaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v4};
// CHECK-NEXT: AscendC::AddDeqRelu<half, int32_t, 0>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_cast_add_deq_relu_l1(%d: !ascendc.local_tensor<128xf16>, %a: !ascendc.local_tensor<128xi32>, %b: !ascendc.local_tensor<128xi32>, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.add_deq_relu_l1 %d, %a, %b, %m, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xi32>, !ascendc.local_tensor<128xi32>, ui64, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// §3.17 cast op add_relu_cast_l1: template <{E(dst)}, {E(src1)}, {B(isSetMask)}>.
// CHECK-LABEL: void binary_cast_add_relu_cast_l1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<float> v3, uint64_t v4, uint8_t v5, AscendC::BinaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v4};
// CHECK-NEXT: AscendC::AddReluCast<half, float, 0>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_cast_add_relu_cast_l1(%d: !ascendc.local_tensor<128xf16>, %a: !ascendc.local_tensor<128xf32>, %b: !ascendc.local_tensor<128xf32>, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.add_relu_cast_l1 %d, %a, %b, %m, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, ui64, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// §3.17 cast op sub_relu_cast_l1: template <{E(dst)}, {E(src1)}, {B(isSetMask)}>.
// CHECK-LABEL: void binary_cast_sub_relu_cast_l1(AscendC::LocalTensor<int8_t> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::BinaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v4};
// CHECK-NEXT: AscendC::SubReluCast<int8_t, half, 0>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_cast_sub_relu_cast_l1(%d: !ascendc.local_tensor<128xi8>, %a: !ascendc.local_tensor<128xf16>, %b: !ascendc.local_tensor<128xf16>, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.sub_relu_cast_l1 %d, %a, %b, %m, %m, %r, %p : !ascendc.local_tensor<128xi8>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// §3.17 cast op mul_add_dst_l1: template <{E(dst)}, {E(src1)}, {B(isSetMask)}>.
// CHECK-LABEL: void binary_cast_mul_add_dst_l1(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::BinaryRepeatParams v6) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v4};
// CHECK-NEXT: AscendC::MulAddDst<float, half, 0>(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_cast_mul_add_dst_l1(%d: !ascendc.local_tensor<128xf32>, %a: !ascendc.local_tensor<128xf16>, %b: !ascendc.local_tensor<128xf16>, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params) {
  ascendc.mul_add_dst_l1 %d, %a, %b, %m, %m, %r, %p : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// The second template type is the element type of src1, not src0.
// CHECK-LABEL: void binary_cast_src0_src1_differ(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<int32_t> v3, int32_t v4, int32_t v5, AscendC::BinaryRepeatParams v6) {
// CHECK-NEXT: AscendC::AddDeqRelu<half, int32_t, 0>(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_cast_src0_src1_differ(%d: !ascendc.local_tensor<128xf16>, %a: !ascendc.local_tensor<128xf32>, %b: !ascendc.local_tensor<128xi32>, %m: i32, %r: i32, %p: !ascendc.binary_repeat_params) {
  ascendc.add_deq_relu_l0 %d, %a, %b, %m, %r, %p : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xi32>, i32, i32, !ascendc.binary_repeat_params
  return
}

// §3.17 L2: AscendC::<Api>(dst, src0, src1, calCount), no template.
// CHECK-LABEL: void binary_l2_all_i16(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, AscendC::LocalTensor<int16_t> v3, uint32_t v4) {
// CHECK-NEXT: AscendC::Add(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::AddDeqRelu(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::AddRelu(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::AddReluCast(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::And(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::Div(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::FusedAbsSub(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::FusedExpSub(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::FusedMulAdd(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::FusedMulAddRelu(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::Max(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::Min(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::Mul(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::MulAddDst(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::MulCast(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::Or(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::Prelu(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::Sub(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::SubRelu(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::SubReluCast(v1, v2, v3, v4);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l2_all_i16(%d: !ascendc.local_tensor<32xi16>, %a: !ascendc.local_tensor<32xi16>, %b: !ascendc.local_tensor<32xi16>, %n: ui32) {
  ascendc.add_l2 %d, %a, %b, %n : !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, ui32
  ascendc.add_deq_relu_l2 %d, %a, %b, %n : !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, ui32
  ascendc.add_relu_l2 %d, %a, %b, %n : !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, ui32
  ascendc.add_relu_cast_l2 %d, %a, %b, %n : !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, ui32
  ascendc.and_l2 %d, %a, %b, %n : !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, ui32
  ascendc.div_l2 %d, %a, %b, %n : !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, ui32
  ascendc.fused_abs_sub_l2 %d, %a, %b, %n : !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, ui32
  ascendc.fused_exp_sub_l2 %d, %a, %b, %n : !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, ui32
  ascendc.fused_mul_add_l2 %d, %a, %b, %n : !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, ui32
  ascendc.fused_mul_add_relu_l2 %d, %a, %b, %n : !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, ui32
  ascendc.max_l2 %d, %a, %b, %n : !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, ui32
  ascendc.min_l2 %d, %a, %b, %n : !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, ui32
  ascendc.mul_l2 %d, %a, %b, %n : !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, ui32
  ascendc.mul_add_dst_l2 %d, %a, %b, %n : !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, ui32
  ascendc.mul_cast_l2 %d, %a, %b, %n : !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, ui32
  ascendc.or_l2 %d, %a, %b, %n : !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, ui32
  ascendc.prelu_l2 %d, %a, %b, %n : !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, ui32
  ascendc.sub_l2 %d, %a, %b, %n : !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, ui32
  ascendc.sub_relu_l2 %d, %a, %b, %n : !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, ui32
  ascendc.sub_relu_cast_l2 %d, %a, %b, %n : !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, !ascendc.local_tensor<32xi16>, ui32
  return
}

// A constant calCount is declared where it is defined and passed by name.
// CHECK-LABEL: void binary_const_operands(AscendC::LocalTensor<bfloat16_t> v1, AscendC::LocalTensor<bfloat16_t> v2, AscendC::BinaryRepeatParams v3) {
// CHECK-NEXT: constexpr int32_t c512_i32 = 512;
// CHECK-NEXT: AscendC::Mul(v1, v2, v2, c512_i32);
// CHECK-NEXT: constexpr int64_t c64_i64 = 64;
// CHECK-NEXT: constexpr int8_t c2_i8 = 2;
// CHECK-NEXT: AscendC::Max<bfloat16_t, 1>(v1, v2, v2, c64_i64, c2_i8, v3);
// CHECK-NEXT: constexpr uint64_t v4 = 255;
// CHECK-NEXT: uint64_t v1_mask_list1[] = {v4, v4};
// CHECK-NEXT: AscendC::Min<bfloat16_t, 0>(v1, v2, v2, v1_mask_list1, c2_i8, v3);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_const_operands(%d: !ascendc.local_tensor<32xbf16>, %a: !ascendc.local_tensor<32xbf16>, %p: !ascendc.binary_repeat_params) {
  %c = arith.constant 512 : i32
  ascendc.mul_l2 %d, %a, %a, %c : !ascendc.local_tensor<32xbf16>, !ascendc.local_tensor<32xbf16>, !ascendc.local_tensor<32xbf16>, i32
  %m = arith.constant 64 : i64
  %r = arith.constant 2 : i8
  ascendc.max_l0 %d, %a, %a, %m, %r, %p {isSetMask} : !ascendc.local_tensor<32xbf16>, !ascendc.local_tensor<32xbf16>, !ascendc.local_tensor<32xbf16>, i64, i8, !ascendc.binary_repeat_params
  %k = "emitc.constant"() <{value = 255 : ui64}> : () -> ui64
  ascendc.min_l1 %d, %a, %a, %k, %k, %r, %p : !ascendc.local_tensor<32xbf16>, !ascendc.local_tensor<32xbf16>, !ascendc.local_tensor<32xbf16>, ui64, ui64, i8, !ascendc.binary_repeat_params
  return
}

// §3.17 L3: dst = src0.operator<op>(src1).
// CHECK-LABEL: void binary_l3_f16(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3) {
// CHECK-NEXT: v1 = v2.operator+(v3);
// CHECK-NEXT: v1 = v2.operator-(v3);
// CHECK-NEXT: v1 = v2.operator*(v3);
// CHECK-NEXT: v1 = v2.operator/(v3);
// CHECK-NEXT: v2 = v3.operator+(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @binary_l3_f16(%d: !ascendc.local_tensor<16xf16>, %a: !ascendc.local_tensor<16xf16>, %b: !ascendc.local_tensor<16xf16>) {
  ascendc.add_l3 %d, %a, %b : !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>
  ascendc.sub_l3 %d, %a, %b : !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>
  ascendc.mul_l3 %d, %a, %b : !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>
  ascendc.div_l3 %d, %a, %b : !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>
  ascendc.add_l3 %a, %b, %d : !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>
  return
}
