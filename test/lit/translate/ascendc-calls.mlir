// The generic rule: call styles and argument lists from the ops' emission hints.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s

// CHECK-LABEL: void calls(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<uint8_t> v3, int32_t v4, uint64_t v5, uint64_t v6, AscendC::UnaryRepeatParams v7, bool v8) {
// Templates from elem($dst) and a unit attribute (present: 1).
// CHECK-NEXT:    AscendC::Relu<half, 1>(v1, v2, v4, v4, v7);
// A variadic mask becomes a local uint64_t array named after the first operand.
// CHECK-NEXT:    uint64_t v1_mask_list0[] = {v5, v6};
// CHECK-NEXT:    AscendC::Relu<half, 0>(v1, v2, v1_mask_list0, v4, v7);
// Optional operands that are absent drop out of the argument list.
// CHECK-NEXT:    AscendC::Sin<half, v8>(v1, v2, v4);
// CHECK-NEXT:    AscendC::Sin<half, v8>(v1, v2, v3, v4);
// Enum attributes are spelled by their enumerator, in declaration order.
// CHECK-NEXT:    AscendC::Cast<half, half>(v1, v2, AscendC::RoundMode::CAST_RINT, v4);
// The L3 operator form.
// CHECK-NEXT:    v1 = v2.operator*(v2);
// CHECK-NEXT:    return;
func.func @calls(%dst: !ascendc.local_tensor<*xf16>, %src: !ascendc.local_tensor<*xf16>, %tmp: !ascendc.local_tensor<*xui8>,
                 %n: i32, %m0: ui64, %m1: ui64, %params: !ascendc.unary_repeat_params, %reuse: i1) {
  ascendc.relu_l0 %dst, %src, %n, %n, %params {isSetMask} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i32, !ascendc.unary_repeat_params
  ascendc.relu_l1 %dst, %src, %m0, %m1, %n, %params : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, ui64, ui64, i32, !ascendc.unary_repeat_params
  ascendc.sin %dst, %src, %n, %reuse {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i1
  ascendc.sin %dst, %src, %tmp, %n, %reuse {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i32, i1
  ascendc.cast_l2 %dst, %src, %n {roundMode = 1 : i32} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32
  ascendc.mul_l3 %dst, %src, %src : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>
  return
}

// Member calls on framework objects and constructors.
// CHECK-LABEL: void objects(uint32_t v1) {
// CHECK-NEXT:    AscendC::TPipe v2;
// CHECK-NEXT:    AscendC::TBuf<AscendC::TPosition::VECCALC> v3;
// CHECK-NEXT:    v2.InitBuffer(v3, v1);
// CHECK-NEXT:    AscendC::LocalTensor<int16_t> v4 = v3.GetWithOffset<int16_t>(v1, v1);
// CHECK-NEXT:    AscendC::LocalTensor<float> v5 = v4.ReinterpretCast<float>();
// CHECK-NEXT:    AscendC::LocalTensor<float> v6 = AscendC::LocalTensor<float>(AscendC::TPosition::VECOUT, v1, v1);
// CHECK-NEXT:    AscendC::DataCopyParams v7{static_cast<uint16_t>(v1), static_cast<uint16_t>(v1), static_cast<uint16_t>(v1), static_cast<uint16_t>(v1)};
// CHECK-NEXT:    return;
func.func @objects(%len: ui32) {
  %pipe = ascendc.pipe
  %buf = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %buf, %len : !ascendc.tbuf<veccalc>, ui32
  %t = ascendc.tbuf.get_with_offset %buf, %len, %len : !ascendc.tbuf<veccalc>, ui32, ui32, !ascendc.local_tensor<*xi16>
  %f = ascendc.reinterpret_cast %t : !ascendc.local_tensor<*xi16> to !ascendc.local_tensor<*xf32>
  %o = ascendc.local_tensor_v2 vecout, %len, %len : !ascendc.local_tensor<*xf32>
  %p = ascendc.construct !ascendc.data_copy_params(%len, %len, %len, %len) [ui16, ui16, ui16, ui16] : ui32, ui32, ui32, ui32
  return
}
