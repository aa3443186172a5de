// Held-out style cases for compare/select, reductions and gather_mask (emission.md §3.21-
// §3.23, Appendix A), expected text written from the spec's templates: every CMPMODE,
// SELMODE and ReduceOrder, every level, isSetMask present and absent (never printed by
// the generated and §3.21/§3.23 forms), mask lists named with and without counters.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// The custom and generic forms ascopt prints translate to the same text.
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s
// RUN: ascopt --mlir-print-op-generic %s | asc-translate --mlir-to-ascendc | FileCheck %s

// Appendix A #6-#8, §3.21: every CMPMODE at each compare level; isSetMask is never printed.
// CHECK-LABEL: void compare_modes_f16(AscendC::LocalTensor<uint8_t> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::BinaryRepeatParams v6, int32_t v7) {
// CHECK-NEXT: AscendC::Compare(v1, v2, v3, AscendC::CMPMODE::LT, v4, v5, v6);
// CHECK-NEXT: AscendC::Compare(v1, v2, v3, AscendC::CMPMODE::GT, v4, v5, v6);
// CHECK-NEXT: AscendC::Compare(v1, v2, v3, AscendC::CMPMODE::EQ, v4, v5, v6);
// CHECK-NEXT: AscendC::Compare(v1, v2, v3, AscendC::CMPMODE::LE, v4, v5, v6);
// CHECK-NEXT: AscendC::Compare(v1, v2, v3, AscendC::CMPMODE::GE, v4, v5, v6);
// CHECK-NEXT: AscendC::Compare(v1, v2, v3, AscendC::CMPMODE::NE, v4, v5, v6);
// CHECK-NEXT: AscendC::Compare(v1, v2, v3, AscendC::CMPMODE::LT, v7);
// CHECK-NEXT: AscendC::Compare(v1, v2, v3, AscendC::CMPMODE::GT, v7);
// CHECK-NEXT: AscendC::Compare(v1, v2, v3, AscendC::CMPMODE::EQ, v7);
// CHECK-NEXT: AscendC::Compare(v1, v2, v3, AscendC::CMPMODE::LE, v7);
// CHECK-NEXT: AscendC::Compare(v1, v2, v3, AscendC::CMPMODE::GE, v7);
// CHECK-NEXT: AscendC::Compare(v1, v2, v3, AscendC::CMPMODE::NE, v7);
// CHECK-NEXT: uint64_t v1_mask_list[] = {v4};
// CHECK-NEXT: AscendC::Compare(v1, v2, v3, AscendC::CMPMODE::LE, v1_mask_list, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @compare_modes_f16(%d: !ascendc.local_tensor<256xui8>, %a: !ascendc.local_tensor<128xf16>, %b: !ascendc.local_tensor<128xf16>, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params, %n: i32) {
  ascendc.compare_l0 %d, %a, %b, %m, %r, %p {cmpMode = 0 : i32} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.compare_l0 %d, %a, %b, %m, %r, %p {cmpMode = 1 : i32, isSetMask} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.compare_l0 %d, %a, %b, %m, %r, %p {cmpMode = 2 : i32} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.compare_l0 %d, %a, %b, %m, %r, %p {cmpMode = 3 : i32, isSetMask} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.compare_l0 %d, %a, %b, %m, %r, %p {cmpMode = 4 : i32} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.compare_l0 %d, %a, %b, %m, %r, %p {cmpMode = 5 : i32, isSetMask} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.compare_l2 %d, %a, %b, %n {cmpMode = 0 : i32} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, i32
  ascendc.compare_l2 %d, %a, %b, %n {cmpMode = 1 : i32} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, i32
  ascendc.compare_l2 %d, %a, %b, %n {cmpMode = 2 : i32} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, i32
  ascendc.compare_l2 %d, %a, %b, %n {cmpMode = 3 : i32} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, i32
  ascendc.compare_l2 %d, %a, %b, %n {cmpMode = 4 : i32} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, i32
  ascendc.compare_l2 %d, %a, %b, %n {cmpMode = 5 : i32} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, i32
  ascendc.compare_l1 %d, %a, %b, %m, %r, %p {cmpMode = 3 : i32, isSetMask} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: void compare_modes_f16_1(AscendC::LocalTensor<uint8_t> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, uint8_t v5, AscendC::BinaryRepeatParams v6, int32_t v7) {
// CHECK-NEXT: uint64_t v1_mask_list[] = {v4, v4};
// CHECK-NEXT: AscendC::Compare(v1, v2, v3, AscendC::CMPMODE::NE, v1_mask_list, v5, v6);
// CHECK-NEXT: AscendC::Compare(v2, v3, AscendC::CMPMODE::EQ, v4, v6);
// CHECK-NEXT: uint64_t v2_mask_list[] = {v4, v4};
// CHECK-NEXT: AscendC::Compare(v2, v3, AscendC::CMPMODE::GE, v2_mask_list, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @compare_modes_f16_1(%d: !ascendc.local_tensor<256xui8>, %a: !ascendc.local_tensor<128xf16>, %b: !ascendc.local_tensor<128xf16>, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params, %n: i32) {
  ascendc.compare_l1 %d, %a, %b, %m, %m, %r, %p {cmpMode = 5 : i32} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.compare_r_l0 %a, %b, %m, %p {cmpMode = 2 : i32, isSetMask} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, !ascendc.binary_repeat_params
  ascendc.compare_r_l1 %a, %b, %m, %m, %p {cmpMode = 4 : i32} : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui64, ui64, !ascendc.binary_repeat_params
  return
}

// Appendix A #9-#10, §3.21 compare_scalar_l1 (array <dst>_mask_list, no counter).
// CHECK-LABEL: void compare_scalar_levels(AscendC::LocalTensor<uint8_t> v1, AscendC::LocalTensor<float> v2, float v3, uint64_t v4, uint8_t v5, AscendC::UnaryRepeatParams v6, uint32_t v7) {
// CHECK-NEXT: AscendC::CompareScalar(v1, v2, v3, AscendC::CMPMODE::GT, v4, v5, v6);
// CHECK-NEXT: uint64_t v1_mask_list[] = {v4, v4};
// CHECK-NEXT: AscendC::CompareScalar(v1, v2, v3, AscendC::CMPMODE::LT, v1_mask_list, v5, v6);
// CHECK-NEXT: AscendC::CompareScalar(v1, v2, v3, AscendC::CMPMODE::EQ, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @compare_scalar_levels(%d: !ascendc.local_tensor<256xui8>, %a: !ascendc.local_tensor<128xf32>, %x: f32, %m: ui64, %r: ui8, %p: !ascendc.unary_repeat_params, %n: ui32) {
  ascendc.compare_scalar_l0 %d, %a, %x, %m, %r, %p {cmpMode = 1 : i32, isSetMask} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf32>, f32, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.compare_scalar_l1 %d, %a, %x, %m, %m, %r, %p {cmpMode = 0 : i32} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf32>, f32, ui64, ui64, ui8, !ascendc.unary_repeat_params
  ascendc.compare_scalar_l2 %d, %a, %x, %n {cmpMode = 2 : i32} : !ascendc.local_tensor<256xui8>, !ascendc.local_tensor<128xf32>, f32, ui32
  return
}

// Appendix A #175-#180, §3.21: select ops at every level with every SELMODE.
// CHECK-LABEL: void select_modes_i16(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<uint8_t> v2, AscendC::LocalTensor<int16_t> v3, AscendC::LocalTensor<int16_t> v4, int16_t v5, uint64_t v6, uint8_t v7, AscendC::BinaryRepeatParams v8, int32_t v9) {
// CHECK-NEXT: AscendC::Select(v1, v2, v3, v4, AscendC::SELMODE::VSEL_CMPMASK_SPR, v6, v7, v8);
// CHECK-NEXT: AscendC::Select(v1, v2, v3, v4, AscendC::SELMODE::VSEL_CMPMASK_SPR, v9);
// CHECK-NEXT: AscendC::Select(v1, v2, v3, v5, AscendC::SELMODE::VSEL_CMPMASK_SPR, v9);
// CHECK-NEXT: AscendC::Select(v1, v2, v3, v4, AscendC::SELMODE::VSEL_TENSOR_SCALAR_MODE, v6, v7, v8);
// CHECK-NEXT: AscendC::Select(v1, v2, v3, v4, AscendC::SELMODE::VSEL_TENSOR_SCALAR_MODE, v9);
// CHECK-NEXT: AscendC::Select(v1, v2, v3, v5, AscendC::SELMODE::VSEL_TENSOR_SCALAR_MODE, v9);
// CHECK-NEXT: AscendC::Select(v1, v2, v3, v4, AscendC::SELMODE::VSEL_TENSOR_TENSOR_MODE, v6, v7, v8);
// CHECK-NEXT: AscendC::Select(v1, v2, v3, v4, AscendC::SELMODE::VSEL_TENSOR_TENSOR_MODE, v9);
// CHECK-NEXT: AscendC::Select(v1, v2, v3, v5, AscendC::SELMODE::VSEL_TENSOR_TENSOR_MODE, v9);
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v6};
// CHECK-NEXT: AscendC::Select(v1, v2, v3, v4, AscendC::SELMODE::VSEL_TENSOR_TENSOR_MODE, v1_mask_list0, v7, v8);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {v6, v6};
// CHECK-NEXT: AscendC::Select(v1, v2, v3, v4, AscendC::SELMODE::VSEL_CMPMASK_SPR, v1_mask_list1, v7, v8);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @select_modes_i16(%d: !ascendc.local_tensor<128xi16>, %c: !ascendc.local_tensor<16xui8>, %a: !ascendc.local_tensor<128xi16>, %b: !ascendc.local_tensor<128xi16>, %x: i16, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params, %n: i32) {
  ascendc.select_l0 %d, %c, %a, %b, %m, %r, %p {selMode = 0 : i32} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<16xui8>, !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.select_l2 %d, %c, %a, %b, %n {selMode = 0 : i32} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<16xui8>, !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i32
  ascendc.select_scalar_l2 %d, %c, %a, %x, %n {selMode = 0 : i32} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<16xui8>, !ascendc.local_tensor<128xi16>, i16, i32
  ascendc.select_l0 %d, %c, %a, %b, %m, %r, %p {selMode = 1 : i32} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<16xui8>, !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.select_l2 %d, %c, %a, %b, %n {selMode = 1 : i32} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<16xui8>, !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i32
  ascendc.select_scalar_l2 %d, %c, %a, %x, %n {selMode = 1 : i32} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<16xui8>, !ascendc.local_tensor<128xi16>, i16, i32
  ascendc.select_l0 %d, %c, %a, %b, %m, %r, %p {selMode = 2 : i32} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<16xui8>, !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.select_l2 %d, %c, %a, %b, %n {selMode = 2 : i32} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<16xui8>, !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, i32
  ascendc.select_scalar_l2 %d, %c, %a, %x, %n {selMode = 2 : i32} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<16xui8>, !ascendc.local_tensor<128xi16>, i16, i32
  ascendc.select_l1 %d, %c, %a, %b, %m, %r, %p {selMode = 2 : i32} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<16xui8>, !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.select_l1 %d, %c, %a, %b, %m, %m, %r, %p {selMode = 0 : i32} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<16xui8>, !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, ui64, ui64, ui8, !ascendc.binary_repeat_params
  return
}

// CHECK-LABEL: void select_modes_i16_1(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<uint8_t> v2, AscendC::LocalTensor<int16_t> v3, AscendC::LocalTensor<int16_t> v4, int16_t v5, uint64_t v6, uint8_t v7, AscendC::BinaryRepeatParams v8, int32_t v9) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v6, v6};
// CHECK-NEXT: AscendC::Select(v1, v2, v3, v5, AscendC::SELMODE::VSEL_TENSOR_SCALAR_MODE, v1_mask_list0, v7, v8);
// CHECK-NEXT: AscendC::Select(v1, v2, v3, v5, AscendC::SELMODE::VSEL_TENSOR_SCALAR_MODE, v6, v7, v8);
// CHECK-NEXT: AscendC::Select(v1, v3, v4, v7, v8);
// CHECK-NEXT: AscendC::Select(v1, v2, v3, v7, v8);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @select_modes_i16_1(%d: !ascendc.local_tensor<128xi16>, %c: !ascendc.local_tensor<16xui8>, %a: !ascendc.local_tensor<128xi16>, %b: !ascendc.local_tensor<128xi16>, %x: i16, %m: ui64, %r: ui8, %p: !ascendc.binary_repeat_params, %n: i32) {
  ascendc.select_scalar_l1 %d, %c, %a, %x, %m, %m, %r, %p {selMode = 1 : i32} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<16xui8>, !ascendc.local_tensor<128xi16>, i16, ui64, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.select_scalar_l0 %d, %c, %a, %x, %m, %r, %p {selMode = 1 : i32} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<16xui8>, !ascendc.local_tensor<128xi16>, i16, ui64, ui8, !ascendc.binary_repeat_params
  ascendc.select_reg %d, %a, %b, %r, %p {selMode = 2 : i32} : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<128xi16>, ui8, !ascendc.binary_repeat_params
  ascendc.select_scalar_reg %d, %c, %a, %r, %p : !ascendc.local_tensor<128xi16>, !ascendc.local_tensor<16xui8>, !ascendc.local_tensor<128xi16>, ui8, !ascendc.binary_repeat_params
  return
}

// Appendix A #34, #186.
// CHECK-LABEL: void cmp_mask_ops(AscendC::LocalTensor<uint8_t> v1) {
// CHECK-NEXT: AscendC::GetCmpMask(v1);
// CHECK-NEXT: AscendC::SetCmpMask(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @cmp_mask_ops(%t: !ascendc.local_tensor<16xui8>) {
  ascendc.get_cmp_mask %t : !ascendc.local_tensor<16xui8>
  ascendc.set_cmp_mask %t : !ascendc.local_tensor<16xui8>
  return
}

// Appendix A: L0 reductions (generated; isSetMask beyond paramTypeLists), every ReduceOrder.
// CHECK-LABEL: void reduce_l0_generated(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, uint64_t v4, int32_t v5, int32_t v6, int32_t v7, int32_t v8, int32_t v9, int32_t v10, bool v11) {
// CHECK-NEXT: AscendC::BlockReduceMax(v1, v2, v5, v4, v6, v7, v8);
// CHECK-NEXT: AscendC::BlockReduceMin(v1, v2, v5, v4, v6, v7, v8);
// CHECK-NEXT: AscendC::BlockReduceSum(v1, v2, v5, v4, v6, v7, v8);
// CHECK-NEXT: AscendC::PairReduceSum(v1, v2, v5, v4, v6, v7, v8);
// CHECK-NEXT: AscendC::RepeatReduceSum(v1, v2, v5, v4, v6, v7, v8, v9);
// CHECK-NEXT: AscendC::WholeReduceMax(v1, v2, v4, v5, v6, v7, v8, AscendC::ReduceOrder::ORDER_VALUE_INDEX);
// CHECK-NEXT: AscendC::WholeReduceMin(v1, v2, v4, v5, v6, v7, v8, AscendC::ReduceOrder::ORDER_VALUE_INDEX);
// CHECK-NEXT: AscendC::WholeReduceMax(v1, v2, v4, v5, v6, v7, v8, AscendC::ReduceOrder::ORDER_INDEX_VALUE);
// CHECK-NEXT: AscendC::WholeReduceMin(v1, v2, v4, v5, v6, v7, v8, AscendC::ReduceOrder::ORDER_INDEX_VALUE);
// CHECK-NEXT: AscendC::WholeReduceMax(v1, v2, v4, v5, v6, v7, v8, AscendC::ReduceOrder::ORDER_ONLY_VALUE);
// CHECK-NEXT: AscendC::WholeReduceMin(v1, v2, v4, v5, v6, v7, v8, AscendC::ReduceOrder::ORDER_ONLY_VALUE);
// CHECK-NEXT: AscendC::WholeReduceMax(v1, v2, v4, v5, v6, v7, v8, AscendC::ReduceOrder::ORDER_ONLY_INDEX);
// CHECK-NEXT: AscendC::WholeReduceMin(v1, v2, v4, v5, v6, v7, v8, AscendC::ReduceOrder::ORDER_ONLY_INDEX);
// CHECK-NEXT: AscendC::WholeReduceSum(v1, v2, v4, v5, v6, v7, v8);
// CHECK-NEXT: AscendC::ReduceMax(v1, v2, v3, v4, v5, v6, v11);
// CHECK-NEXT: AscendC::ReduceMin(v1, v2, v3, v4, v5, v6, v11);
// CHECK-NEXT: AscendC::ReduceSum(v1, v2, v3, v4, v5, v6);
// CHECK-NEXT: AscendC::ReduceMax(v1, v2, v3, v10, v11);
// CHECK-NEXT: AscendC::ReduceMin(v1, v2, v3, v10, v11);
// CHECK-NEXT: AscendC::ReduceSum(v1, v2, v3, v10);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @reduce_l0_generated(%d: !ascendc.local_tensor<64xf16>, %s: !ascendc.local_tensor<64xf16>, %t: !ascendc.local_tensor<64xf16>, %m: ui64, %r: i32, %a: i32, %b: i32, %c: i32, %e: i32, %n: i32, %k: i1) {
  ascendc.block_reduce_max_l0 %d, %s, %r, %m, %a, %b, %c : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, i32, ui64, i32, i32, i32
  ascendc.block_reduce_min_l0 %d, %s, %r, %m, %a, %b, %c : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, i32, ui64, i32, i32, i32
  ascendc.block_reduce_sum_l0 %d, %s, %r, %m, %a, %b, %c : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, i32, ui64, i32, i32, i32
  ascendc.pair_reduce_sum_l0 %d, %s, %r, %m, %a, %b, %c {isSetMask} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, i32, ui64, i32, i32, i32
  ascendc.repeat_reduce_sum_l0 %d, %s, %r, %m, %a, %b, %c, %e {isSetMask} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, i32, ui64, i32, i32, i32, i32
  ascendc.whole_reduce_max_l0 %d, %s, %m, %r, %a, %b, %c {order = 0 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, ui64, i32, i32, i32, i32
  ascendc.whole_reduce_min_l0 %d, %s, %m, %r, %a, %b, %c {order = 0 : i32, isSetMask} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, ui64, i32, i32, i32, i32
  ascendc.whole_reduce_max_l0 %d, %s, %m, %r, %a, %b, %c {order = 1 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, ui64, i32, i32, i32, i32
  ascendc.whole_reduce_min_l0 %d, %s, %m, %r, %a, %b, %c {order = 1 : i32, isSetMask} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, ui64, i32, i32, i32, i32
  ascendc.whole_reduce_max_l0 %d, %s, %m, %r, %a, %b, %c {order = 2 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, ui64, i32, i32, i32, i32
  ascendc.whole_reduce_min_l0 %d, %s, %m, %r, %a, %b, %c {order = 2 : i32, isSetMask} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, ui64, i32, i32, i32, i32
  ascendc.whole_reduce_max_l0 %d, %s, %m, %r, %a, %b, %c {order = 3 : i32} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, ui64, i32, i32, i32, i32
  ascendc.whole_reduce_min_l0 %d, %s, %m, %r, %a, %b, %c {order = 3 : i32, isSetMask} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, ui64, i32, i32, i32, i32
  ascendc.whole_reduce_sum_l0 %d, %s, %m, %r, %a, %b, %c : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, ui64, i32, i32, i32, i32
  ascendc.reduce_max_l0 %d, %s, %t, %m, %r, %a, %k : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, ui64, i32, i32, i1
  ascendc.reduce_min_l0 %d, %s, %t, %m, %r, %a, %k : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, ui64, i32, i32, i1
  ascendc.reduce_sum_l0 %d, %s, %t, %m, %r, %a : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, ui64, i32, i32
  ascendc.reduce_max_l2 %d, %s, %t, %n, %k : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, i32, i1
  ascendc.reduce_min_l2 %d, %s, %t, %n, %k : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, i32, i1
  ascendc.reduce_sum_l2 %d, %s, %t, %n : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, i32
  return
}

// §3.23: L1 reductions, mask list first; isSetMask never printed.
// CHECK-LABEL: void reduce_l1_mask_lists(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<float> v3, uint64_t v4, int32_t v5, int32_t v6, int32_t v7, int32_t v8, bool v9) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v4};
// CHECK-NEXT: AscendC::BlockReduceMax(v1, v2, v5, v1_mask_list0, v6, v7, v8);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @reduce_l1_mask_lists(%d: !ascendc.local_tensor<64xf32>, %s: !ascendc.local_tensor<64xf32>, %t: !ascendc.local_tensor<64xf32>, %m: ui64, %r: i32, %a: i32, %b: i32, %c: i32, %k: i1) {
  ascendc.block_reduce_max_l1 %d, %s, %r, %m, %m, %a, %b, %c : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, ui64, ui64, i32, i32, i32
  return
}

// CHECK-LABEL: void reduce_l1_mask_lists_1(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<float> v3, uint64_t v4, int32_t v5, int32_t v6, int32_t v7, int32_t v8, bool v9) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v4};
// CHECK-NEXT: AscendC::BlockReduceMin(v1, v2, v5, v1_mask_list0, v6, v7, v8);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @reduce_l1_mask_lists_1(%d: !ascendc.local_tensor<64xf32>, %s: !ascendc.local_tensor<64xf32>, %t: !ascendc.local_tensor<64xf32>, %m: ui64, %r: i32, %a: i32, %b: i32, %c: i32, %k: i1) {
  ascendc.block_reduce_min_l1 %d, %s, %r, %m, %m, %a, %b, %c : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, ui64, ui64, i32, i32, i32
  return
}

// CHECK-LABEL: void reduce_l1_mask_lists_2(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<float> v3, uint64_t v4, int32_t v5, int32_t v6, int32_t v7, int32_t v8, bool v9) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v4};
// CHECK-NEXT: AscendC::BlockReduceSum(v1, v2, v5, v1_mask_list0, v6, v7, v8);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @reduce_l1_mask_lists_2(%d: !ascendc.local_tensor<64xf32>, %s: !ascendc.local_tensor<64xf32>, %t: !ascendc.local_tensor<64xf32>, %m: ui64, %r: i32, %a: i32, %b: i32, %c: i32, %k: i1) {
  ascendc.block_reduce_sum_l1 %d, %s, %r, %m, %m, %a, %b, %c : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, ui64, ui64, i32, i32, i32
  return
}

// CHECK-LABEL: void reduce_l1_mask_lists_3(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<float> v3, uint64_t v4, int32_t v5, int32_t v6, int32_t v7, int32_t v8, bool v9) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v4};
// CHECK-NEXT: AscendC::PairReduceSum(v1, v2, v5, v1_mask_list0, v6, v7, v8);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @reduce_l1_mask_lists_3(%d: !ascendc.local_tensor<64xf32>, %s: !ascendc.local_tensor<64xf32>, %t: !ascendc.local_tensor<64xf32>, %m: ui64, %r: i32, %a: i32, %b: i32, %c: i32, %k: i1) {
  ascendc.pair_reduce_sum_l1 %d, %s, %r, %m, %m, %a, %b, %c : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32, ui64, ui64, i32, i32, i32
  return
}

// CHECK-LABEL: void reduce_l1_mask_lists_4(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<float> v3, uint64_t v4, int32_t v5, int32_t v6, int32_t v7, int32_t v8, bool v9) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4};
// CHECK-NEXT: AscendC::ReduceMax(v1, v2, v3, v1_mask_list0, v5, v6, v9);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @reduce_l1_mask_lists_4(%d: !ascendc.local_tensor<64xf32>, %s: !ascendc.local_tensor<64xf32>, %t: !ascendc.local_tensor<64xf32>, %m: ui64, %r: i32, %a: i32, %b: i32, %c: i32, %k: i1) {
  ascendc.reduce_max_l1 %d, %s, %t, %m, %r, %a, %k : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, ui64, i32, i32, i1
  return
}

// CHECK-LABEL: void reduce_l1_mask_lists_5(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<float> v3, uint64_t v4, int32_t v5, int32_t v6, int32_t v7, int32_t v8, bool v9) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4};
// CHECK-NEXT: AscendC::ReduceMin(v1, v2, v3, v1_mask_list0, v5, v6, v9);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @reduce_l1_mask_lists_5(%d: !ascendc.local_tensor<64xf32>, %s: !ascendc.local_tensor<64xf32>, %t: !ascendc.local_tensor<64xf32>, %m: ui64, %r: i32, %a: i32, %b: i32, %c: i32, %k: i1) {
  ascendc.reduce_min_l1 %d, %s, %t, %m, %r, %a, %k : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, ui64, i32, i32, i1
  return
}

// CHECK-LABEL: void reduce_l1_mask_lists_6(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<float> v3, uint64_t v4, int32_t v5, int32_t v6, int32_t v7, int32_t v8, bool v9) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v4};
// CHECK-NEXT: AscendC::ReduceSum(v1, v2, v3, v1_mask_list0, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @reduce_l1_mask_lists_6(%d: !ascendc.local_tensor<64xf32>, %s: !ascendc.local_tensor<64xf32>, %t: !ascendc.local_tensor<64xf32>, %m: ui64, %r: i32, %a: i32, %b: i32, %c: i32, %k: i1) {
  ascendc.reduce_sum_l1 %d, %s, %t, %m, %m, %r, %a : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, ui64, ui64, i32, i32
  return
}

// CHECK-LABEL: void reduce_l1_mask_lists_7(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<float> v3, uint64_t v4, int32_t v5, int32_t v6, int32_t v7, int32_t v8, bool v9) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v4};
// CHECK-NEXT: AscendC::WholeReduceMax(v1, v2, v1_mask_list0, v5, v6, v7, v8, AscendC::ReduceOrder::ORDER_VALUE_INDEX);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @reduce_l1_mask_lists_7(%d: !ascendc.local_tensor<64xf32>, %s: !ascendc.local_tensor<64xf32>, %t: !ascendc.local_tensor<64xf32>, %m: ui64, %r: i32, %a: i32, %b: i32, %c: i32, %k: i1) {
  ascendc.whole_reduce_max_l1 %d, %s, %m, %m, %r, %a, %b, %c {order = 0 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, ui64, ui64, i32, i32, i32, i32
  return
}

// CHECK-LABEL: void reduce_l1_mask_lists_8(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<float> v3, uint64_t v4, int32_t v5, int32_t v6, int32_t v7, int32_t v8, bool v9) {
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4, v4};
// CHECK-NEXT: AscendC::WholeReduceMin(v1, v2, v1_mask_list0, v5, v6, v7, v8, AscendC::ReduceOrder::ORDER_VALUE_INDEX);
// CHECK-NEXT: uint64_t v1_mask_list1[] = {v4, v4};
// CHECK-NEXT: AscendC::WholeReduceMax(v1, v2, v1_mask_list1, v5, v6, v7, v8, AscendC::ReduceOrder::ORDER_INDEX_VALUE);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @reduce_l1_mask_lists_8(%d: !ascendc.local_tensor<64xf32>, %s: !ascendc.local_tensor<64xf32>, %t: !ascendc.local_tensor<64xf32>, %m: ui64, %r: i32, %a: i32, %b: i32, %c: i32, %k: i1) {
  ascendc.whole_reduce_min_l1 %d, %s, %m, %m, %r, %a, %b, %c {order = 0 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, ui64, ui64, i32, i32, i32, i32
  ascendc.whole_reduce_max_l1 %d, %s, %m, %m, %r, %a, %b, %c {order = 1 : i32, isSetMask} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, ui64, ui64, i32, i32, i32, i32
  return
}

// CHECK-LABEL: void reduce_l1_mask_lists_9(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<float> v3, uint64_t v4, int32_t v5, int32_t v6, int32_t v7, int32_t v8, bool v9) {
// CHECK-NEXT: uint64_t v1_mask_list1[] = {v4, v4};
// CHECK-NEXT: AscendC::WholeReduceMin(v1, v2, v1_mask_list1, v5, v6, v7, v8, AscendC::ReduceOrder::ORDER_INDEX_VALUE);
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4, v4};
// CHECK-NEXT: AscendC::WholeReduceMax(v1, v2, v1_mask_list2, v5, v6, v7, v8, AscendC::ReduceOrder::ORDER_ONLY_VALUE);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @reduce_l1_mask_lists_9(%d: !ascendc.local_tensor<64xf32>, %s: !ascendc.local_tensor<64xf32>, %t: !ascendc.local_tensor<64xf32>, %m: ui64, %r: i32, %a: i32, %b: i32, %c: i32, %k: i1) {
  ascendc.whole_reduce_min_l1 %d, %s, %m, %m, %r, %a, %b, %c {order = 1 : i32, isSetMask} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, ui64, ui64, i32, i32, i32, i32
  ascendc.whole_reduce_max_l1 %d, %s, %m, %m, %r, %a, %b, %c {order = 2 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, ui64, ui64, i32, i32, i32, i32
  return
}

// CHECK-LABEL: void reduce_l1_mask_lists_10(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<float> v3, uint64_t v4, int32_t v5, int32_t v6, int32_t v7, int32_t v8, bool v9) {
// CHECK-NEXT: uint64_t v1_mask_list2[] = {v4, v4};
// CHECK-NEXT: AscendC::WholeReduceMin(v1, v2, v1_mask_list2, v5, v6, v7, v8, AscendC::ReduceOrder::ORDER_ONLY_VALUE);
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v4, v4};
// CHECK-NEXT: AscendC::WholeReduceMax(v1, v2, v1_mask_list3, v5, v6, v7, v8, AscendC::ReduceOrder::ORDER_ONLY_INDEX);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @reduce_l1_mask_lists_10(%d: !ascendc.local_tensor<64xf32>, %s: !ascendc.local_tensor<64xf32>, %t: !ascendc.local_tensor<64xf32>, %m: ui64, %r: i32, %a: i32, %b: i32, %c: i32, %k: i1) {
  ascendc.whole_reduce_min_l1 %d, %s, %m, %m, %r, %a, %b, %c {order = 2 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, ui64, ui64, i32, i32, i32, i32
  ascendc.whole_reduce_max_l1 %d, %s, %m, %m, %r, %a, %b, %c {order = 3 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, ui64, ui64, i32, i32, i32, i32
  return
}

// CHECK-LABEL: void reduce_l1_mask_lists_11(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<float> v3, uint64_t v4, int32_t v5, int32_t v6, int32_t v7, int32_t v8, bool v9) {
// CHECK-NEXT: uint64_t v1_mask_list3[] = {v4, v4};
// CHECK-NEXT: AscendC::WholeReduceMin(v1, v2, v1_mask_list3, v5, v6, v7, v8, AscendC::ReduceOrder::ORDER_ONLY_INDEX);
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v4};
// CHECK-NEXT: AscendC::WholeReduceSum(v1, v2, v1_mask_list0, v5, v6, v7, v8);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @reduce_l1_mask_lists_11(%d: !ascendc.local_tensor<64xf32>, %s: !ascendc.local_tensor<64xf32>, %t: !ascendc.local_tensor<64xf32>, %m: ui64, %r: i32, %a: i32, %b: i32, %c: i32, %k: i1) {
  ascendc.whole_reduce_min_l1 %d, %s, %m, %m, %r, %a, %b, %c {order = 3 : i32} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, ui64, ui64, i32, i32, i32, i32
  ascendc.whole_reduce_sum_l1 %d, %s, %m, %r, %a, %b, %c {isSetMask} : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, ui64, i32, i32, i32, i32
  return
}

// reduce_sum_l1 takes any-typed mask values; the array is uint64_t (second reduce_sum_l1 of the file).
// CHECK-LABEL: void reduce_l1_i64_mask(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<float> v3, int32_t v4, int32_t v5) {
// CHECK-NEXT: constexpr int64_t c1_i64 = 1;
// CHECK-NEXT: uint64_t v1_mask_list1[] = {c1_i64, c1_i64};
// CHECK-NEXT: AscendC::ReduceSum(v1, v2, v3, v1_mask_list1, v4, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @reduce_l1_i64_mask(%d: !ascendc.local_tensor<64xf32>, %s: !ascendc.local_tensor<64xf32>, %t: !ascendc.local_tensor<64xf32>, %r: i32, %a: i32) {
  %c1 = arith.constant 1 : i64
  ascendc.reduce_sum_l1 %d, %s, %t, %c1, %c1, %r, %a : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i64, i64, i32, i32
  return
}

// §3.22 gather_mask: result declared uint64_t first; second template type only for a LocalTensor pattern.
// CHECK-LABEL: void gather_mask_forms(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<uint16_t> v3, bool v4, uint32_t v5, AscendC::GatherMaskParams v6, uint8_t v7) {
// CHECK-NEXT: uint64_t v8;
// CHECK-NEXT: AscendC::GatherMask<half, uint16_t, AscendC::defaultGatherMaskMode>(v1, v2, v3, v4, v5, v6, v8);
// CHECK-NEXT: uint64_t v9;
// CHECK-NEXT: AscendC::GatherMask<half, AscendC::defaultGatherMaskMode>(v1, v2, v7, v4, v5, v6, v9);
// CHECK-NEXT: int64_t v10 = AscendC::GetGatherMaskRemainCount();
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @gather_mask_forms(%d: !ascendc.local_tensor<128xf16>, %s: !ascendc.local_tensor<128xf16>, %pt: !ascendc.local_tensor<16xui16>, %rm: i1, %m: ui32, %p: !ascendc.gather_mask_params, %ps: ui8) {
  %0 = ascendc.gather_mask %d, %s, %pt, %rm, %m, %p, default : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<16xui16>, i1, ui32, !ascendc.gather_mask_params -> ui64
  %1 = ascendc.gather_mask %d, %s, %ps, %rm, %m, %p, default : !ascendc.local_tensor<128xf16>, !ascendc.local_tensor<128xf16>, ui8, i1, ui32, !ascendc.gather_mask_params -> ui64
  %2 = ascendc.get_gather_mask_remain_count : i64
  return
}
