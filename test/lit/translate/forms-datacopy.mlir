// Data copies: slice info with several values per group and in generic form, every
// direction with bf16, parameter structures built from other integer widths (the
// construct casts), Copy's isSetMask operand, format conversions, SetPadValue positions.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// The form ascopt prints parses back and translates to the same text.
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s

// DataCopy with slice information: the arrays are named after dst and src, both
// variadic groups may hold several values; the generic form of the op also works.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void slice_two(AscendC::GlobalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::SliceInfo v3, AscendC::SliceInfo v4, uint32_t v5) {
// CHECK-NEXT: AscendC::SliceInfo v2_slice_info[] = {v3, v4};
// CHECK-NEXT: AscendC::SliceInfo v1_slice_info[] = {v3, v4};
// CHECK-NEXT: AscendC::DataCopy(v2, v1, v2_slice_info, v1_slice_info, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @slice_two(%g: !ascendc.global_tensor<*xf16>, %l: !ascendc.local_tensor<*xf16>, %s0: !ascendc.slice_info, %s1: !ascendc.slice_info, %dim: ui32) {
  ascendc.data_copy_slice %l, %g, %s0, %s1, %s0, %s1, %dim {operandSegmentSizes = array<i32: 1, 1, 2, 2, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, !ascendc.slice_info, !ascendc.slice_info, !ascendc.slice_info, !ascendc.slice_info, ui32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void slice_generic(AscendC::GlobalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::SliceInfo v3, AscendC::SliceInfo v4, uint32_t v5) {
// CHECK-NEXT: AscendC::SliceInfo v1_slice_info[] = {v3};
// CHECK-NEXT: AscendC::SliceInfo v2_slice_info[] = {v4};
// CHECK-NEXT: AscendC::DataCopy(v1, v2, v1_slice_info, v2_slice_info, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @slice_generic(%g: !ascendc.global_tensor<*xf16>, %l: !ascendc.local_tensor<*xf16>, %s0: !ascendc.slice_info, %s1: !ascendc.slice_info, %dim: ui32) {
  "ascendc.data_copy_slice"(%g, %l, %s0, %s1, %dim) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>}> : (!ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.slice_info, !ascendc.slice_info, ui32) -> ()
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void slice_built(AscendC::GlobalTensor<int32_t> v1, AscendC::LocalTensor<int32_t> v2, uint32_t v3, AscendC::SliceInfo v4, uint32_t v5) {
// CHECK-NEXT: AscendC::SliceInfo v6{v3, v3, v3, v3, v3};
// CHECK-NEXT: AscendC::SliceInfo v2_slice_info[] = {v6};
// CHECK-NEXT: AscendC::SliceInfo v1_slice_info[] = {v4};
// CHECK-NEXT: AscendC::DataCopy(v2, v1, v2_slice_info, v1_slice_info, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @slice_built(%g: !ascendc.global_tensor<*xi32>, %l: !ascendc.local_tensor<*xi32>, %a: ui32, %s1: !ascendc.slice_info, %dim: ui32) {
  %c = ascendc.construct !ascendc.slice_info(%a, %a, %a, %a, %a) : ui32, ui32, ui32, ui32, ui32
  ascendc.data_copy_slice %l, %g, %c, %s1, %dim {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>} : !ascendc.local_tensor<*xi32>, !ascendc.global_tensor<*xi32>, !ascendc.slice_info, !ascendc.slice_info, ui32
  return
}

// Every direction of DataCopy (GM to UB, UB to UB, UB to GM) with bf16 tensors.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void copies(AscendC::GlobalTensor<bfloat16_t> v1, AscendC::LocalTensor<bfloat16_t> v2, AscendC::LocalTensor<bfloat16_t> v3, AscendC::DataCopyParams v4, uint32_t v5, AscendC::DataCopyExtParams v6, AscendC::DataCopyPadExtParams<bfloat16_t> v7, AscendC::DataCopyEnhancedParams v8) {
// CHECK-NEXT: AscendC::DataCopy(v2, v1, v4);
// CHECK-NEXT: AscendC::DataCopy(v3, v2, v4);
// CHECK-NEXT: AscendC::DataCopy(v1, v2, v5);
// CHECK-NEXT: AscendC::DataCopy(v2, v1, v4, v8);
// CHECK-NEXT: AscendC::DataCopyPad(v2, v1, v6, v7);
// CHECK-NEXT: AscendC::DataCopyPad(v1, v2, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @copies(%g: !ascendc.global_tensor<*xbf16>, %l: !ascendc.local_tensor<*xbf16>, %l1: !ascendc.local_tensor<*xbf16>, %p: !ascendc.data_copy_params, %n: ui32, %ep: !ascendc.data_copy_ext_params, %pp: !ascendc.data_copy_pad_ext_params<bf16>, %ee: !ascendc.data_copy_enhanced_params) {
  ascendc.data_copy_l0 %l, %g, %p : !ascendc.local_tensor<*xbf16>, !ascendc.global_tensor<*xbf16>, !ascendc.data_copy_params
  ascendc.data_copy_l0 %l1, %l, %p : !ascendc.local_tensor<*xbf16>, !ascendc.local_tensor<*xbf16>, !ascendc.data_copy_params
  ascendc.data_copy_l2 %g, %l, %n : !ascendc.global_tensor<*xbf16>, !ascendc.local_tensor<*xbf16>, ui32
  ascendc.data_copy_enhanced %l, %g, %p, %ee : !ascendc.local_tensor<*xbf16>, !ascendc.global_tensor<*xbf16>, !ascendc.data_copy_params, !ascendc.data_copy_enhanced_params
  ascendc.data_copy_pad_l0_ext %l, %g, %ep, %pp : !ascendc.local_tensor<*xbf16>, !ascendc.global_tensor<*xbf16>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<bf16>
  ascendc.data_copy_pad_l2_ext %g, %l, %ep : !ascendc.global_tensor<*xbf16>, !ascendc.local_tensor<*xbf16>, !ascendc.data_copy_ext_params
  return
}

// Parameter structures built from values of other widths: the construct casts them.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void params(int32_t v1, int64_t v2, AscendC::GlobalTensor<uint8_t> v3, AscendC::LocalTensor<uint8_t> v4) {
// CHECK-NEXT: AscendC::DataCopyParams v5{static_cast<uint16_t>(v1), static_cast<uint16_t>(v1), static_cast<uint16_t>(v1), static_cast<uint16_t>(v1)};
// CHECK-NEXT: AscendC::DataCopyPadParams v6{static_cast<bool>(v1), static_cast<uint8_t>(v1), static_cast<uint8_t>(v1), static_cast<uint64_t>(v2)};
// CHECK-NEXT: AscendC::DataCopyExtParams v7{static_cast<uint16_t>(v1), static_cast<uint32_t>(v2), static_cast<uint32_t>(v1), static_cast<uint32_t>(v1), static_cast<uint32_t>(v1)};
// CHECK-NEXT: AscendC::DataCopyPadExtParams<uint8_t> v8{static_cast<bool>(v1), static_cast<uint8_t>(v1), static_cast<uint8_t>(v1), static_cast<uint8_t>(v1)};
// CHECK-NEXT: AscendC::DataCopyPad(v4, v3, v5, v6);
// CHECK-NEXT: AscendC::DataCopyPad(v4, v3, v7, v8);
// CHECK-NEXT: AscendC::DataCopyPad(v3, v4, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @params(%a: i32, %b: i64, %g: !ascendc.global_tensor<*xui8>, %l: !ascendc.local_tensor<*xui8>) {
  %dp = ascendc.construct !ascendc.data_copy_params(%a, %a, %a, %a) [ui16, ui16, ui16, ui16] : i32, i32, i32, i32
  %pp = ascendc.construct !ascendc.data_copy_pad_params(%a, %a, %a, %b) [i1, ui8, ui8, ui64] : i32, i32, i32, i64
  %ep = ascendc.construct !ascendc.data_copy_ext_params(%a, %b, %a, %a, %a) [ui16, ui32, ui32, ui32, ui32] : i32, i64, i32, i32, i32
  %xp = ascendc.construct !ascendc.data_copy_pad_ext_params<ui8>(%a, %a, %a, %a) [i1, ui8, ui8, ui8] : i32, i32, i32, i32
  ascendc.data_copy_pad_l0 %l, %g, %dp, %pp : !ascendc.local_tensor<*xui8>, !ascendc.global_tensor<*xui8>, !ascendc.data_copy_params, !ascendc.data_copy_pad_params
  ascendc.data_copy_pad_l0_ext %l, %g, %ep, %xp : !ascendc.local_tensor<*xui8>, !ascendc.global_tensor<*xui8>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<ui8>
  ascendc.data_copy_pad_l2 %g, %l, %dp : !ascendc.global_tensor<*xui8>, !ascendc.local_tensor<*xui8>, !ascendc.data_copy_params
  return
}

// Copy between local tensors: the isSetMask operand is a template argument.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void copy_l(AscendC::LocalTensor<int16_t> v1, AscendC::LocalTensor<int16_t> v2, uint64_t v3, uint8_t v4, AscendC::CopyRepeatParams v5) {
// CHECK-NEXT: constexpr int8_t c0_i8 = 0;
// CHECK-NEXT: uint64_t v1_mask_list0[] = {v3, v3};
// CHECK-NEXT: AscendC::Copy<int16_t, c0_i8>(v1, v2, v1_mask_list0, v4, v5);
// CHECK-NEXT: AscendC::Copy<int16_t, c0_i8>(v1, v2, v3, v4, v5);
// CHECK-NEXT: constexpr bool cm1_i1 = true;
// CHECK-NEXT: AscendC::Copy<int16_t, cm1_i1>(v1, v2, v3, v4, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @copy_l(%d: !ascendc.local_tensor<*xi16>, %s: !ascendc.local_tensor<*xi16>, %m: ui64, %r: ui8, %p: !ascendc.copy_repeat_params) {
  %t = arith.constant 0 : i8
  ascendc.copy_l0 %d, %s, %m, %m, %r, %p, %t : !ascendc.local_tensor<*xi16>, !ascendc.local_tensor<*xi16>, ui64, ui64, ui8, !ascendc.copy_repeat_params, i8
  ascendc.copy_l1 %d, %s, %m, %r, %p, %t : !ascendc.local_tensor<*xi16>, !ascendc.local_tensor<*xi16>, ui64, ui8, !ascendc.copy_repeat_params, i8
  %b = arith.constant true
  ascendc.copy_l1 %d, %s, %m, %r, %p, %b : !ascendc.local_tensor<*xi16>, !ascendc.local_tensor<*xi16>, ui64, ui8, !ascendc.copy_repeat_params, i1
  return
}

// Format conversions on the way into L1 and out of L0C.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void formats(AscendC::GlobalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<float> v3, AscendC::GlobalTensor<float> v4, AscendC::Nd2NzParams v5, AscendC::Nz2NdParamsFull v6, AscendC::DataCopyCO12DstParams v7, AscendC::DataCopyParams v8) {
// CHECK-NEXT: AscendC::DataCopy(v2, v1, v5);
// CHECK-NEXT: AscendC::DataCopy(v1, v2, v6);
// CHECK-NEXT: AscendC::DataCopy(v4, v3, v7);
// CHECK-NEXT: AscendC::DataCopyPad(v2, v1, v8, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @formats(%g: !ascendc.global_tensor<*xf16>, %a1: !ascendc.local_tensor<*xf16>, %co1: !ascendc.local_tensor<*xf32>, %gf: !ascendc.global_tensor<*xf32>, %nd: !ascendc.nd2nz_params, %nz: !ascendc.nz2nd_params_full, %co: !ascendc.data_copy_co12dst_params, %dp: !ascendc.data_copy_params) {
  ascendc.data_copy_nd2nz %a1, %g, %nd : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, !ascendc.nd2nz_params
  ascendc.data_copy_nz2nd %g, %a1, %nz : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.nz2nd_params_full
  ascendc.data_copy_co12dst %gf, %co1, %co : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.data_copy_co12dst_params
  ascendc.data_copy_pad_nd2nz %a1, %g, %dp, %nd : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, !ascendc.data_copy_params, !ascendc.nd2nz_params
  return
}

// SetPadValue at positions other than the two visible ones.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void pad_value(half v1, int16_t v2) {
// CHECK-NEXT: AscendC::SetPadValue<half, AscendC::TPosition::VECOUT>(v1);
// CHECK-NEXT: AscendC::SetPadValue<int16_t, AscendC::TPosition::GM>(v2);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @pad_value(%x: f16, %i: i16) {
  ascendc.set_pad_value %x {pos = 10 : i32} : f16
  ascendc.set_pad_value %i {pos = 0 : i32} : i16
  return
}
