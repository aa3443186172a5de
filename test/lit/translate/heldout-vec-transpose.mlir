// Held-out style cases for the transpose family (emission.md §3.11, Appendix A), expected
// text written from the spec: short tensor/address lists, element type taken from the
// src list when the dst list does not give it, empty dst lists (nothing printed).
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// The custom and generic forms ascopt prints translate to the same text.
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s
// RUN: ascopt --mlir-print-op-generic %s | asc-translate --mlir-to-ascendc | FileCheck %s

// §3.11: tensor lists (type from the first dst tensor, else the first src tensor); an empty dstList prints nothing.
// CHECK-LABEL: void trans_lists_small(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<int16_t> v3, AscendC::TransDataTo5HDParams v4, uint64_t v5) {
// CHECK-NEXT: AscendC::LocalTensor<half> v1_list[] = {v1, v2};
// CHECK-NEXT: AscendC::LocalTensor<half> v2_list[] = {v2, v1};
// CHECK-NEXT: AscendC::TransDataTo5HD<half>(v1_list, v2_list, v4);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @trans_lists_small(%a: !ascendc.local_tensor<64xf16>, %b: !ascendc.local_tensor<64xf16>, %c: !ascendc.local_tensor<64xi16>, %p: !ascendc.trans_data_to_5hd_params, %u: ui64) {
  ascendc.trans_data_to_5hd_tensor_list %a, %b, %b, %a, %p {operandSegmentSizes = array<i32: 2, 2, 1>} : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, !ascendc.trans_data_to_5hd_params
  return
}

// CHECK-LABEL: void trans_lists_small_1(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<int16_t> v3, AscendC::TransDataTo5HDParams v4, uint64_t v5) {
// CHECK-NEXT: AscendC::LocalTensor<int16_t> v3_list[] = {v3};
// CHECK-NEXT: AscendC::LocalTensor<int16_t> v1_list[] = {v1};
// CHECK-NEXT: AscendC::TransDataTo5HD<int16_t>(v3_list, v1_list, v4);
// CHECK-NEXT: ;
// CHECK-NEXT: ;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @trans_lists_small_1(%a: !ascendc.local_tensor<64xf16>, %b: !ascendc.local_tensor<64xf16>, %c: !ascendc.local_tensor<64xi16>, %p: !ascendc.trans_data_to_5hd_params, %u: ui64) {
  ascendc.trans_data_to_5hd_tensor_list %c, %a, %p {operandSegmentSizes = array<i32: 1, 1, 1>} : !ascendc.local_tensor<64xi16>, !ascendc.local_tensor<64xf16>, !ascendc.trans_data_to_5hd_params
  ascendc.trans_data_to_5hd_tensor_list %a, %p {operandSegmentSizes = array<i32: 0, 1, 1>} : !ascendc.local_tensor<64xf16>, !ascendc.trans_data_to_5hd_params
  ascendc.trans_data_to_5hd_uint_list %u, %p {operandSegmentSizes = array<i32: 0, 1, 1>} : ui64, !ascendc.trans_data_to_5hd_params
  return
}

// §3.11 uint lists: T from the tensor whose get_phy_addr gives the first dstList value, else the first srcList value.
// CHECK-LABEL: void trans_uint_list_from_src(AscendC::LocalTensor<int16_t> v1, AscendC::TransDataTo5HDParams v2, uint64_t v3) {
// CHECK-NEXT: uint64_t v4 = v1.GetPhyAddr();
// CHECK-NEXT: uint64_t v2_dst_list[] = {v3, v4};
// CHECK-NEXT: uint64_t v2_src_list[] = {v4, v4};
// CHECK-NEXT: AscendC::TransDataTo5HD<int16_t>(v2_dst_list, v2_src_list, v2);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @trans_uint_list_from_src(%a: !ascendc.local_tensor<64xi16>, %p: !ascendc.trans_data_to_5hd_params, %u: ui64) {
  %x = ascendc.local_tensor.get_phy_addr %a : !ascendc.local_tensor<64xi16>, ui64
  ascendc.trans_data_to_5hd_uint_list %u, %x, %x, %x, %p {operandSegmentSizes = array<i32: 2, 2, 1>} : ui64, ui64, ui64, ui64, !ascendc.trans_data_to_5hd_params
  return
}

// §3.11 trans_data_to_5hd: dst's set_value stores a plain value, so T comes from src's set_value of a GetPhyAddr.
// CHECK-LABEL: void trans_addr_tensor_from_src(AscendC::LocalTensor<int16_t> v1, AscendC::TransDataTo5HDParams v2, uint32_t v3, uint64_t v4) {
// CHECK-NEXT: AscendC::LocalTensor<uint64_t> v5;
// CHECK-NEXT: AscendC::LocalTensor<uint64_t> v6;
// CHECK-NEXT: v5.SetValue(v3, v4);
// CHECK-NEXT: uint64_t v7 = v1.GetPhyAddr();
// CHECK-NEXT: v6.SetValue(v3, v7);
// CHECK-NEXT: AscendC::TransDataTo5HD<int16_t>(v5, v6, v2);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @trans_addr_tensor_from_src(%t: !ascendc.local_tensor<64xi16>, %p: !ascendc.trans_data_to_5hd_params, %i: ui32, %x: ui64) {
  %dst = ascendc.local_tensor : !ascendc.local_tensor<16xui64>
  %src = ascendc.local_tensor : !ascendc.local_tensor<16xui64>
  ascendc.local_tensor.set_value %dst, %i, %x : !ascendc.local_tensor<16xui64>, ui32, ui64
  %a = ascendc.local_tensor.get_phy_addr %t : !ascendc.local_tensor<64xi16>, ui64
  ascendc.local_tensor.set_value %src, %i, %a : !ascendc.local_tensor<16xui64>, ui32, ui64
  ascendc.trans_data_to_5hd %dst, %src, %p : !ascendc.local_tensor<16xui64>, !ascendc.local_tensor<16xui64>, !ascendc.trans_data_to_5hd_params
  return
}

// Appendix A #216-#217.
// CHECK-LABEL: void transpose_types(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, AscendC::LocalTensor<uint8_t> v3, AscendC::TransposeParamsExt v4) {
// CHECK-NEXT: AscendC::Transpose(v1, v2);
// CHECK-NEXT: AscendC::Transpose(v1, v2, v3, v4);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @transpose_types(%d: !ascendc.local_tensor<256xi16>, %s: !ascendc.local_tensor<256xi16>, %t: !ascendc.local_tensor<64xui8>, %p: !ascendc.transpose_params_ext) {
  ascendc.transpose %d, %s : !ascendc.local_tensor<256xi16>, !ascendc.local_tensor<256xi16>
  ascendc.transpose_ext %d, %s, %t, %p : !ascendc.local_tensor<256xi16>, !ascendc.local_tensor<256xi16>, !ascendc.local_tensor<64xui8>, !ascendc.transpose_params_ext
  return
}
