// Held-out style cases from the coverage matrix (target/ascendc/matrix_test.go): the tensor
// kinds of the BaseTensorTypeInterface operands no test translated before. The data copy,
// load, dump and Mmad rows print their tensors by name (emission.md Appendix A, §3.12), so
// a base local or base global tensor, or a global destination of a copy usually read from
// global memory, changes only the parameter spelled in the signature (§1.6). Expected
// text by hand.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s
// RUN: ascopt --mlir-print-op-generic %s | asc-translate --mlir-to-ascendc | FileCheck %s

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void data_copy_co12dst_kinds(AscendC::LocalTensor<half> v1, AscendC::GlobalTensor<half> v2, AscendC::BaseLocalTensor<half> v3, AscendC::BaseGlobalTensor<half> v4, AscendC::DataCopyCO12DstParams v5) {
// CHECK-NEXT: AscendC::DataCopy(v3, v4, v5);
// CHECK-NEXT: AscendC::DataCopy(v4, v3, v5);
// CHECK-NEXT: AscendC::DataCopy(v1, v2, v5);
// CHECK-NEXT: AscendC::DataCopy(v2, v1, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @data_copy_co12dst_kinds(%l: !ascendc.local_tensor<*xf16>, %g: !ascendc.global_tensor<*xf16>, %bl: !ascendc.base_local_tensor<*xf16>, %bg: !ascendc.base_global_tensor<*xf16>, %p0: !ascendc.data_copy_co12dst_params) {
  ascendc.data_copy_co12dst %bl, %bg, %p0 : !ascendc.base_local_tensor<*xf16>, !ascendc.base_global_tensor<*xf16>, !ascendc.data_copy_co12dst_params
  ascendc.data_copy_co12dst %bg, %bl, %p0 : !ascendc.base_global_tensor<*xf16>, !ascendc.base_local_tensor<*xf16>, !ascendc.data_copy_co12dst_params
  ascendc.data_copy_co12dst %l, %g, %p0 : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, !ascendc.data_copy_co12dst_params
  ascendc.data_copy_co12dst %g, %l, %p0 : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.data_copy_co12dst_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void data_copy_enhanced_kinds(AscendC::LocalTensor<half> v1, AscendC::GlobalTensor<half> v2, AscendC::BaseLocalTensor<half> v3, AscendC::BaseGlobalTensor<half> v4, AscendC::DataCopyParams v5, AscendC::DataCopyEnhancedParams v6) {
// CHECK-NEXT: AscendC::DataCopy(v3, v4, v5, v6);
// CHECK-NEXT: AscendC::DataCopy(v4, v3, v5, v6);
// CHECK-NEXT: AscendC::DataCopy(v1, v2, v5, v6);
// CHECK-NEXT: AscendC::DataCopy(v2, v1, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @data_copy_enhanced_kinds(%l: !ascendc.local_tensor<*xf16>, %g: !ascendc.global_tensor<*xf16>, %bl: !ascendc.base_local_tensor<*xf16>, %bg: !ascendc.base_global_tensor<*xf16>, %p0: !ascendc.data_copy_params, %p1: !ascendc.data_copy_enhanced_params) {
  ascendc.data_copy_enhanced %bl, %bg, %p0, %p1 : !ascendc.base_local_tensor<*xf16>, !ascendc.base_global_tensor<*xf16>, !ascendc.data_copy_params, !ascendc.data_copy_enhanced_params
  ascendc.data_copy_enhanced %bg, %bl, %p0, %p1 : !ascendc.base_global_tensor<*xf16>, !ascendc.base_local_tensor<*xf16>, !ascendc.data_copy_params, !ascendc.data_copy_enhanced_params
  ascendc.data_copy_enhanced %l, %g, %p0, %p1 : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, !ascendc.data_copy_params, !ascendc.data_copy_enhanced_params
  ascendc.data_copy_enhanced %g, %l, %p0, %p1 : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.data_copy_params, !ascendc.data_copy_enhanced_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void data_copy_l0_kinds(AscendC::LocalTensor<half> v1, AscendC::GlobalTensor<half> v2, AscendC::BaseLocalTensor<half> v3, AscendC::BaseGlobalTensor<half> v4, AscendC::DataCopyParams v5) {
// CHECK-NEXT: AscendC::DataCopy(v3, v4, v5);
// CHECK-NEXT: AscendC::DataCopy(v4, v3, v5);
// CHECK-NEXT: AscendC::DataCopy(v1, v2, v5);
// CHECK-NEXT: AscendC::DataCopy(v2, v1, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @data_copy_l0_kinds(%l: !ascendc.local_tensor<*xf16>, %g: !ascendc.global_tensor<*xf16>, %bl: !ascendc.base_local_tensor<*xf16>, %bg: !ascendc.base_global_tensor<*xf16>, %p0: !ascendc.data_copy_params) {
  ascendc.data_copy_l0 %bl, %bg, %p0 : !ascendc.base_local_tensor<*xf16>, !ascendc.base_global_tensor<*xf16>, !ascendc.data_copy_params
  ascendc.data_copy_l0 %bg, %bl, %p0 : !ascendc.base_global_tensor<*xf16>, !ascendc.base_local_tensor<*xf16>, !ascendc.data_copy_params
  ascendc.data_copy_l0 %l, %g, %p0 : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, !ascendc.data_copy_params
  ascendc.data_copy_l0 %g, %l, %p0 : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.data_copy_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void data_copy_l2_kinds(AscendC::LocalTensor<half> v1, AscendC::GlobalTensor<half> v2, AscendC::BaseLocalTensor<half> v3, AscendC::BaseGlobalTensor<half> v4, int32_t v5) {
// CHECK-NEXT: AscendC::DataCopy(v3, v4, v5);
// CHECK-NEXT: AscendC::DataCopy(v4, v3, v5);
// CHECK-NEXT: AscendC::DataCopy(v1, v2, v5);
// CHECK-NEXT: AscendC::DataCopy(v2, v1, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @data_copy_l2_kinds(%l: !ascendc.local_tensor<*xf16>, %g: !ascendc.global_tensor<*xf16>, %bl: !ascendc.base_local_tensor<*xf16>, %bg: !ascendc.base_global_tensor<*xf16>, %p0: i32) {
  ascendc.data_copy_l2 %bl, %bg, %p0 : !ascendc.base_local_tensor<*xf16>, !ascendc.base_global_tensor<*xf16>, i32
  ascendc.data_copy_l2 %bg, %bl, %p0 : !ascendc.base_global_tensor<*xf16>, !ascendc.base_local_tensor<*xf16>, i32
  ascendc.data_copy_l2 %l, %g, %p0 : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, i32
  ascendc.data_copy_l2 %g, %l, %p0 : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void data_copy_nd2nz_kinds(AscendC::LocalTensor<half> v1, AscendC::GlobalTensor<half> v2, AscendC::BaseLocalTensor<half> v3, AscendC::BaseGlobalTensor<half> v4, AscendC::Nd2NzParams v5) {
// CHECK-NEXT: AscendC::DataCopy(v3, v4, v5);
// CHECK-NEXT: AscendC::DataCopy(v4, v3, v5);
// CHECK-NEXT: AscendC::DataCopy(v1, v2, v5);
// CHECK-NEXT: AscendC::DataCopy(v2, v1, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @data_copy_nd2nz_kinds(%l: !ascendc.local_tensor<*xf16>, %g: !ascendc.global_tensor<*xf16>, %bl: !ascendc.base_local_tensor<*xf16>, %bg: !ascendc.base_global_tensor<*xf16>, %p0: !ascendc.nd2nz_params) {
  ascendc.data_copy_nd2nz %bl, %bg, %p0 : !ascendc.base_local_tensor<*xf16>, !ascendc.base_global_tensor<*xf16>, !ascendc.nd2nz_params
  ascendc.data_copy_nd2nz %bg, %bl, %p0 : !ascendc.base_global_tensor<*xf16>, !ascendc.base_local_tensor<*xf16>, !ascendc.nd2nz_params
  ascendc.data_copy_nd2nz %l, %g, %p0 : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, !ascendc.nd2nz_params
  ascendc.data_copy_nd2nz %g, %l, %p0 : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.nd2nz_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void data_copy_nz2nd_kinds(AscendC::LocalTensor<half> v1, AscendC::GlobalTensor<half> v2, AscendC::BaseLocalTensor<half> v3, AscendC::BaseGlobalTensor<half> v4, AscendC::Nz2NdParamsFull v5) {
// CHECK-NEXT: AscendC::DataCopy(v3, v4, v5);
// CHECK-NEXT: AscendC::DataCopy(v4, v3, v5);
// CHECK-NEXT: AscendC::DataCopy(v1, v2, v5);
// CHECK-NEXT: AscendC::DataCopy(v2, v1, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @data_copy_nz2nd_kinds(%l: !ascendc.local_tensor<*xf16>, %g: !ascendc.global_tensor<*xf16>, %bl: !ascendc.base_local_tensor<*xf16>, %bg: !ascendc.base_global_tensor<*xf16>, %p0: !ascendc.nz2nd_params_full) {
  ascendc.data_copy_nz2nd %bl, %bg, %p0 : !ascendc.base_local_tensor<*xf16>, !ascendc.base_global_tensor<*xf16>, !ascendc.nz2nd_params_full
  ascendc.data_copy_nz2nd %bg, %bl, %p0 : !ascendc.base_global_tensor<*xf16>, !ascendc.base_local_tensor<*xf16>, !ascendc.nz2nd_params_full
  ascendc.data_copy_nz2nd %l, %g, %p0 : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, !ascendc.nz2nd_params_full
  ascendc.data_copy_nz2nd %g, %l, %p0 : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.nz2nd_params_full
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void data_copy_pad_l0_kinds(AscendC::LocalTensor<half> v1, AscendC::GlobalTensor<half> v2, AscendC::BaseLocalTensor<half> v3, AscendC::BaseGlobalTensor<half> v4, AscendC::DataCopyParams v5, AscendC::DataCopyPadParams v6) {
// CHECK-NEXT: AscendC::DataCopyPad(v3, v4, v5, v6);
// CHECK-NEXT: AscendC::DataCopyPad(v4, v3, v5, v6);
// CHECK-NEXT: AscendC::DataCopyPad(v1, v2, v5, v6);
// CHECK-NEXT: AscendC::DataCopyPad(v2, v1, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @data_copy_pad_l0_kinds(%l: !ascendc.local_tensor<*xf16>, %g: !ascendc.global_tensor<*xf16>, %bl: !ascendc.base_local_tensor<*xf16>, %bg: !ascendc.base_global_tensor<*xf16>, %p0: !ascendc.data_copy_params, %p1: !ascendc.data_copy_pad_params) {
  ascendc.data_copy_pad_l0 %bl, %bg, %p0, %p1 : !ascendc.base_local_tensor<*xf16>, !ascendc.base_global_tensor<*xf16>, !ascendc.data_copy_params, !ascendc.data_copy_pad_params
  ascendc.data_copy_pad_l0 %bg, %bl, %p0, %p1 : !ascendc.base_global_tensor<*xf16>, !ascendc.base_local_tensor<*xf16>, !ascendc.data_copy_params, !ascendc.data_copy_pad_params
  ascendc.data_copy_pad_l0 %l, %g, %p0, %p1 : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, !ascendc.data_copy_params, !ascendc.data_copy_pad_params
  ascendc.data_copy_pad_l0 %g, %l, %p0, %p1 : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.data_copy_params, !ascendc.data_copy_pad_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void data_copy_pad_l0_ext_kinds(AscendC::LocalTensor<half> v1, AscendC::GlobalTensor<half> v2, AscendC::BaseLocalTensor<half> v3, AscendC::BaseGlobalTensor<half> v4, AscendC::DataCopyExtParams v5, AscendC::DataCopyPadExtParams<half> v6) {
// CHECK-NEXT: AscendC::DataCopyPad(v3, v4, v5, v6);
// CHECK-NEXT: AscendC::DataCopyPad(v4, v3, v5, v6);
// CHECK-NEXT: AscendC::DataCopyPad(v1, v2, v5, v6);
// CHECK-NEXT: AscendC::DataCopyPad(v2, v1, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @data_copy_pad_l0_ext_kinds(%l: !ascendc.local_tensor<*xf16>, %g: !ascendc.global_tensor<*xf16>, %bl: !ascendc.base_local_tensor<*xf16>, %bg: !ascendc.base_global_tensor<*xf16>, %p0: !ascendc.data_copy_ext_params, %p1: !ascendc.data_copy_pad_ext_params<f16>) {
  ascendc.data_copy_pad_l0_ext %bl, %bg, %p0, %p1 : !ascendc.base_local_tensor<*xf16>, !ascendc.base_global_tensor<*xf16>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f16>
  ascendc.data_copy_pad_l0_ext %bg, %bl, %p0, %p1 : !ascendc.base_global_tensor<*xf16>, !ascendc.base_local_tensor<*xf16>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f16>
  ascendc.data_copy_pad_l0_ext %l, %g, %p0, %p1 : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f16>
  ascendc.data_copy_pad_l0_ext %g, %l, %p0, %p1 : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f16>
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void data_copy_pad_l2_kinds(AscendC::LocalTensor<half> v1, AscendC::GlobalTensor<half> v2, AscendC::BaseLocalTensor<half> v3, AscendC::BaseGlobalTensor<half> v4, AscendC::DataCopyParams v5) {
// CHECK-NEXT: AscendC::DataCopyPad(v3, v4, v5);
// CHECK-NEXT: AscendC::DataCopyPad(v4, v3, v5);
// CHECK-NEXT: AscendC::DataCopyPad(v1, v2, v5);
// CHECK-NEXT: AscendC::DataCopyPad(v2, v1, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @data_copy_pad_l2_kinds(%l: !ascendc.local_tensor<*xf16>, %g: !ascendc.global_tensor<*xf16>, %bl: !ascendc.base_local_tensor<*xf16>, %bg: !ascendc.base_global_tensor<*xf16>, %p0: !ascendc.data_copy_params) {
  ascendc.data_copy_pad_l2 %bl, %bg, %p0 : !ascendc.base_local_tensor<*xf16>, !ascendc.base_global_tensor<*xf16>, !ascendc.data_copy_params
  ascendc.data_copy_pad_l2 %bg, %bl, %p0 : !ascendc.base_global_tensor<*xf16>, !ascendc.base_local_tensor<*xf16>, !ascendc.data_copy_params
  ascendc.data_copy_pad_l2 %l, %g, %p0 : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, !ascendc.data_copy_params
  ascendc.data_copy_pad_l2 %g, %l, %p0 : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.data_copy_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void data_copy_pad_l2_ext_kinds(AscendC::LocalTensor<half> v1, AscendC::GlobalTensor<half> v2, AscendC::BaseLocalTensor<half> v3, AscendC::BaseGlobalTensor<half> v4, AscendC::DataCopyExtParams v5) {
// CHECK-NEXT: AscendC::DataCopyPad(v3, v4, v5);
// CHECK-NEXT: AscendC::DataCopyPad(v4, v3, v5);
// CHECK-NEXT: AscendC::DataCopyPad(v1, v2, v5);
// CHECK-NEXT: AscendC::DataCopyPad(v2, v1, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @data_copy_pad_l2_ext_kinds(%l: !ascendc.local_tensor<*xf16>, %g: !ascendc.global_tensor<*xf16>, %bl: !ascendc.base_local_tensor<*xf16>, %bg: !ascendc.base_global_tensor<*xf16>, %p0: !ascendc.data_copy_ext_params) {
  ascendc.data_copy_pad_l2_ext %bl, %bg, %p0 : !ascendc.base_local_tensor<*xf16>, !ascendc.base_global_tensor<*xf16>, !ascendc.data_copy_ext_params
  ascendc.data_copy_pad_l2_ext %bg, %bl, %p0 : !ascendc.base_global_tensor<*xf16>, !ascendc.base_local_tensor<*xf16>, !ascendc.data_copy_ext_params
  ascendc.data_copy_pad_l2_ext %l, %g, %p0 : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, !ascendc.data_copy_ext_params
  ascendc.data_copy_pad_l2_ext %g, %l, %p0 : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.data_copy_ext_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void data_copy_pad_nd2nz_kinds(AscendC::LocalTensor<half> v1, AscendC::GlobalTensor<half> v2, AscendC::BaseLocalTensor<half> v3, AscendC::BaseGlobalTensor<half> v4, AscendC::DataCopyParams v5, AscendC::Nd2NzParams v6) {
// CHECK-NEXT: AscendC::DataCopyPad(v3, v4, v5, v6);
// CHECK-NEXT: AscendC::DataCopyPad(v4, v3, v5, v6);
// CHECK-NEXT: AscendC::DataCopyPad(v1, v2, v5, v6);
// CHECK-NEXT: AscendC::DataCopyPad(v2, v1, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @data_copy_pad_nd2nz_kinds(%l: !ascendc.local_tensor<*xf16>, %g: !ascendc.global_tensor<*xf16>, %bl: !ascendc.base_local_tensor<*xf16>, %bg: !ascendc.base_global_tensor<*xf16>, %p0: !ascendc.data_copy_params, %p1: !ascendc.nd2nz_params) {
  ascendc.data_copy_pad_nd2nz %bl, %bg, %p0, %p1 : !ascendc.base_local_tensor<*xf16>, !ascendc.base_global_tensor<*xf16>, !ascendc.data_copy_params, !ascendc.nd2nz_params
  ascendc.data_copy_pad_nd2nz %bg, %bl, %p0, %p1 : !ascendc.base_global_tensor<*xf16>, !ascendc.base_local_tensor<*xf16>, !ascendc.data_copy_params, !ascendc.nd2nz_params
  ascendc.data_copy_pad_nd2nz %l, %g, %p0, %p1 : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, !ascendc.data_copy_params, !ascendc.nd2nz_params
  ascendc.data_copy_pad_nd2nz %g, %l, %p0, %p1 : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.data_copy_params, !ascendc.nd2nz_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void data_copy_pad_nd2nz_ext_kinds(AscendC::LocalTensor<half> v1, AscendC::GlobalTensor<half> v2, AscendC::BaseLocalTensor<half> v3, AscendC::BaseGlobalTensor<half> v4, AscendC::DataCopyExtParams v5, AscendC::Nd2NzParams v6) {
// CHECK-NEXT: AscendC::DataCopyPad(v3, v4, v5, v6);
// CHECK-NEXT: AscendC::DataCopyPad(v4, v3, v5, v6);
// CHECK-NEXT: AscendC::DataCopyPad(v1, v2, v5, v6);
// CHECK-NEXT: AscendC::DataCopyPad(v2, v1, v5, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @data_copy_pad_nd2nz_ext_kinds(%l: !ascendc.local_tensor<*xf16>, %g: !ascendc.global_tensor<*xf16>, %bl: !ascendc.base_local_tensor<*xf16>, %bg: !ascendc.base_global_tensor<*xf16>, %p0: !ascendc.data_copy_ext_params, %p1: !ascendc.nd2nz_params) {
  ascendc.data_copy_pad_nd2nz_ext %bl, %bg, %p0, %p1 : !ascendc.base_local_tensor<*xf16>, !ascendc.base_global_tensor<*xf16>, !ascendc.data_copy_ext_params, !ascendc.nd2nz_params
  ascendc.data_copy_pad_nd2nz_ext %bg, %bl, %p0, %p1 : !ascendc.base_global_tensor<*xf16>, !ascendc.base_local_tensor<*xf16>, !ascendc.data_copy_ext_params, !ascendc.nd2nz_params
  ascendc.data_copy_pad_nd2nz_ext %l, %g, %p0, %p1 : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, !ascendc.data_copy_ext_params, !ascendc.nd2nz_params
  ascendc.data_copy_pad_nd2nz_ext %g, %l, %p0, %p1 : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.data_copy_ext_params, !ascendc.nd2nz_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void load_data_3d_l0_v1_kinds(AscendC::LocalTensor<half> v1, AscendC::GlobalTensor<half> v2, AscendC::BaseLocalTensor<half> v3, AscendC::BaseGlobalTensor<half> v4, AscendC::LoadData3DParamsV1 v5) {
// CHECK-NEXT: AscendC::LoadData(v3, v4, v5);
// CHECK-NEXT: AscendC::LoadData(v4, v3, v5);
// CHECK-NEXT: AscendC::LoadData(v1, v2, v5);
// CHECK-NEXT: AscendC::LoadData(v2, v1, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @load_data_3d_l0_v1_kinds(%l: !ascendc.local_tensor<*xf16>, %g: !ascendc.global_tensor<*xf16>, %bl: !ascendc.base_local_tensor<*xf16>, %bg: !ascendc.base_global_tensor<*xf16>, %p0: !ascendc.load_data_3d_params_v1) {
  ascendc.load_data_3d_l0_v1 %bl, %bg, %p0 : !ascendc.base_local_tensor<*xf16>, !ascendc.base_global_tensor<*xf16>, !ascendc.load_data_3d_params_v1
  ascendc.load_data_3d_l0_v1 %bg, %bl, %p0 : !ascendc.base_global_tensor<*xf16>, !ascendc.base_local_tensor<*xf16>, !ascendc.load_data_3d_params_v1
  ascendc.load_data_3d_l0_v1 %l, %g, %p0 : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, !ascendc.load_data_3d_params_v1
  ascendc.load_data_3d_l0_v1 %g, %l, %p0 : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.load_data_3d_params_v1
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void load_data_3d_l0_v2_kinds(AscendC::LocalTensor<half> v1, AscendC::GlobalTensor<half> v2, AscendC::BaseLocalTensor<half> v3, AscendC::BaseGlobalTensor<half> v4, AscendC::LoadData3DParamsV2 v5) {
// CHECK-NEXT: AscendC::LoadData(v3, v4, v5);
// CHECK-NEXT: AscendC::LoadData(v4, v3, v5);
// CHECK-NEXT: AscendC::LoadData(v1, v2, v5);
// CHECK-NEXT: AscendC::LoadData(v2, v1, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @load_data_3d_l0_v2_kinds(%l: !ascendc.local_tensor<*xf16>, %g: !ascendc.global_tensor<*xf16>, %bl: !ascendc.base_local_tensor<*xf16>, %bg: !ascendc.base_global_tensor<*xf16>, %p0: !ascendc.load_data_3d_params_v2) {
  ascendc.load_data_3d_l0_v2 %bl, %bg, %p0 : !ascendc.base_local_tensor<*xf16>, !ascendc.base_global_tensor<*xf16>, !ascendc.load_data_3d_params_v2
  ascendc.load_data_3d_l0_v2 %bg, %bl, %p0 : !ascendc.base_global_tensor<*xf16>, !ascendc.base_local_tensor<*xf16>, !ascendc.load_data_3d_params_v2
  ascendc.load_data_3d_l0_v2 %l, %g, %p0 : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, !ascendc.load_data_3d_params_v2
  ascendc.load_data_3d_l0_v2 %g, %l, %p0 : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.load_data_3d_params_v2
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void load_data_3d_l0_v2pro_kinds(AscendC::LocalTensor<half> v1, AscendC::GlobalTensor<half> v2, AscendC::BaseLocalTensor<half> v3, AscendC::BaseGlobalTensor<half> v4, AscendC::LoadData3DParamsV2Pro v5) {
// CHECK-NEXT: AscendC::LoadData(v3, v4, v5);
// CHECK-NEXT: AscendC::LoadData(v4, v3, v5);
// CHECK-NEXT: AscendC::LoadData(v1, v2, v5);
// CHECK-NEXT: AscendC::LoadData(v2, v1, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @load_data_3d_l0_v2pro_kinds(%l: !ascendc.local_tensor<*xf16>, %g: !ascendc.global_tensor<*xf16>, %bl: !ascendc.base_local_tensor<*xf16>, %bg: !ascendc.base_global_tensor<*xf16>, %p0: !ascendc.load_data_3d_params_v2_pro) {
  ascendc.load_data_3d_l0_v2pro %bl, %bg, %p0 : !ascendc.base_local_tensor<*xf16>, !ascendc.base_global_tensor<*xf16>, !ascendc.load_data_3d_params_v2_pro
  ascendc.load_data_3d_l0_v2pro %bg, %bl, %p0 : !ascendc.base_global_tensor<*xf16>, !ascendc.base_local_tensor<*xf16>, !ascendc.load_data_3d_params_v2_pro
  ascendc.load_data_3d_l0_v2pro %l, %g, %p0 : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, !ascendc.load_data_3d_params_v2_pro
  ascendc.load_data_3d_l0_v2pro %g, %l, %p0 : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.load_data_3d_params_v2_pro
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void load_data_g2l_kinds(AscendC::LocalTensor<half> v1, AscendC::GlobalTensor<half> v2, AscendC::BaseLocalTensor<half> v3, AscendC::BaseGlobalTensor<half> v4, AscendC::LoadData2DParams v5) {
// CHECK-NEXT: AscendC::LoadData(v3, v4, v5);
// CHECK-NEXT: AscendC::LoadData(v4, v3, v5);
// CHECK-NEXT: AscendC::LoadData(v1, v2, v5);
// CHECK-NEXT: AscendC::LoadData(v2, v1, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @load_data_g2l_kinds(%l: !ascendc.local_tensor<*xf16>, %g: !ascendc.global_tensor<*xf16>, %bl: !ascendc.base_local_tensor<*xf16>, %bg: !ascendc.base_global_tensor<*xf16>, %p0: !ascendc.load_data_2d_params) {
  ascendc.load_data_g2l %bl, %bg, %p0 : !ascendc.base_local_tensor<*xf16>, !ascendc.base_global_tensor<*xf16>, !ascendc.load_data_2d_params
  ascendc.load_data_g2l %bg, %bl, %p0 : !ascendc.base_global_tensor<*xf16>, !ascendc.base_local_tensor<*xf16>, !ascendc.load_data_2d_params
  ascendc.load_data_g2l %l, %g, %p0 : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, !ascendc.load_data_2d_params
  ascendc.load_data_g2l %g, %l, %p0 : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.load_data_2d_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void load_data_g2l_v2_kinds(AscendC::LocalTensor<half> v1, AscendC::GlobalTensor<half> v2, AscendC::BaseLocalTensor<half> v3, AscendC::BaseGlobalTensor<half> v4, AscendC::LoadData2DParamsV2 v5) {
// CHECK-NEXT: AscendC::LoadData(v3, v4, v5);
// CHECK-NEXT: AscendC::LoadData(v4, v3, v5);
// CHECK-NEXT: AscendC::LoadData(v1, v2, v5);
// CHECK-NEXT: AscendC::LoadData(v2, v1, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @load_data_g2l_v2_kinds(%l: !ascendc.local_tensor<*xf16>, %g: !ascendc.global_tensor<*xf16>, %bl: !ascendc.base_local_tensor<*xf16>, %bg: !ascendc.base_global_tensor<*xf16>, %p0: !ascendc.load_data_2d_params_v2) {
  ascendc.load_data_g2l_v2 %bl, %bg, %p0 : !ascendc.base_local_tensor<*xf16>, !ascendc.base_global_tensor<*xf16>, !ascendc.load_data_2d_params_v2
  ascendc.load_data_g2l_v2 %bg, %bl, %p0 : !ascendc.base_global_tensor<*xf16>, !ascendc.base_local_tensor<*xf16>, !ascendc.load_data_2d_params_v2
  ascendc.load_data_g2l_v2 %l, %g, %p0 : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, !ascendc.load_data_2d_params_v2
  ascendc.load_data_g2l_v2 %g, %l, %p0 : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.load_data_2d_params_v2
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void load_data_l0_kinds(AscendC::LocalTensor<half> v1, AscendC::GlobalTensor<half> v2, AscendC::BaseLocalTensor<half> v3, AscendC::BaseGlobalTensor<half> v4, AscendC::LoadData2DParams v5) {
// CHECK-NEXT: AscendC::LoadData(v3, v4, v5);
// CHECK-NEXT: AscendC::LoadData(v4, v3, v5);
// CHECK-NEXT: AscendC::LoadData(v1, v2, v5);
// CHECK-NEXT: AscendC::LoadData(v2, v1, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @load_data_l0_kinds(%l: !ascendc.local_tensor<*xf16>, %g: !ascendc.global_tensor<*xf16>, %bl: !ascendc.base_local_tensor<*xf16>, %bg: !ascendc.base_global_tensor<*xf16>, %p0: !ascendc.load_data_2d_params) {
  ascendc.load_data_l0 %bl, %bg, %p0 : !ascendc.base_local_tensor<*xf16>, !ascendc.base_global_tensor<*xf16>, !ascendc.load_data_2d_params
  ascendc.load_data_l0 %bg, %bl, %p0 : !ascendc.base_global_tensor<*xf16>, !ascendc.base_local_tensor<*xf16>, !ascendc.load_data_2d_params
  ascendc.load_data_l0 %l, %g, %p0 : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, !ascendc.load_data_2d_params
  ascendc.load_data_l0 %g, %l, %p0 : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.load_data_2d_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void load_data_l0_v2_kinds(AscendC::LocalTensor<half> v1, AscendC::GlobalTensor<half> v2, AscendC::BaseLocalTensor<half> v3, AscendC::BaseGlobalTensor<half> v4, AscendC::LoadData2DParamsV2 v5) {
// CHECK-NEXT: AscendC::LoadData(v3, v4, v5);
// CHECK-NEXT: AscendC::LoadData(v4, v3, v5);
// CHECK-NEXT: AscendC::LoadData(v1, v2, v5);
// CHECK-NEXT: AscendC::LoadData(v2, v1, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @load_data_l0_v2_kinds(%l: !ascendc.local_tensor<*xf16>, %g: !ascendc.global_tensor<*xf16>, %bl: !ascendc.base_local_tensor<*xf16>, %bg: !ascendc.base_global_tensor<*xf16>, %p0: !ascendc.load_data_2d_params_v2) {
  ascendc.load_data_l0_v2 %bl, %bg, %p0 : !ascendc.base_local_tensor<*xf16>, !ascendc.base_global_tensor<*xf16>, !ascendc.load_data_2d_params_v2
  ascendc.load_data_l0_v2 %bg, %bl, %p0 : !ascendc.base_global_tensor<*xf16>, !ascendc.base_local_tensor<*xf16>, !ascendc.load_data_2d_params_v2
  ascendc.load_data_l0_v2 %l, %g, %p0 : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, !ascendc.load_data_2d_params_v2
  ascendc.load_data_l0_v2 %g, %l, %p0 : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.load_data_2d_params_v2
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void load_data_with_transpose_kinds(AscendC::LocalTensor<half> v1, AscendC::GlobalTensor<half> v2, AscendC::BaseLocalTensor<half> v3, AscendC::BaseGlobalTensor<half> v4, AscendC::LoadData2dTransposeParams v5) {
// CHECK-NEXT: AscendC::LoadDataWithTranspose(v3, v4, v5);
// CHECK-NEXT: AscendC::LoadDataWithTranspose(v4, v3, v5);
// CHECK-NEXT: AscendC::LoadDataWithTranspose(v1, v2, v5);
// CHECK-NEXT: AscendC::LoadDataWithTranspose(v2, v1, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @load_data_with_transpose_kinds(%l: !ascendc.local_tensor<*xf16>, %g: !ascendc.global_tensor<*xf16>, %bl: !ascendc.base_local_tensor<*xf16>, %bg: !ascendc.base_global_tensor<*xf16>, %p0: !ascendc.load_data_2d_transpose_params) {
  ascendc.load_data_with_transpose %bl, %bg, %p0 : !ascendc.base_local_tensor<*xf16>, !ascendc.base_global_tensor<*xf16>, !ascendc.load_data_2d_transpose_params
  ascendc.load_data_with_transpose %bg, %bl, %p0 : !ascendc.base_global_tensor<*xf16>, !ascendc.base_local_tensor<*xf16>, !ascendc.load_data_2d_transpose_params
  ascendc.load_data_with_transpose %l, %g, %p0 : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, !ascendc.load_data_2d_transpose_params
  ascendc.load_data_with_transpose %g, %l, %p0 : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.load_data_2d_transpose_params
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void load_data_with_transpose_v2_kinds(AscendC::LocalTensor<half> v1, AscendC::GlobalTensor<half> v2, AscendC::BaseLocalTensor<half> v3, AscendC::BaseGlobalTensor<half> v4, AscendC::LoadData2dTransposeParamsV2 v5) {
// CHECK-NEXT: AscendC::LoadDataWithTranspose(v3, v4, v5);
// CHECK-NEXT: AscendC::LoadDataWithTranspose(v4, v3, v5);
// CHECK-NEXT: AscendC::LoadDataWithTranspose(v1, v2, v5);
// CHECK-NEXT: AscendC::LoadDataWithTranspose(v2, v1, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @load_data_with_transpose_v2_kinds(%l: !ascendc.local_tensor<*xf16>, %g: !ascendc.global_tensor<*xf16>, %bl: !ascendc.base_local_tensor<*xf16>, %bg: !ascendc.base_global_tensor<*xf16>, %p0: !ascendc.load_data_2d_transpose_params_v2) {
  ascendc.load_data_with_transpose_v2 %bl, %bg, %p0 : !ascendc.base_local_tensor<*xf16>, !ascendc.base_global_tensor<*xf16>, !ascendc.load_data_2d_transpose_params_v2
  ascendc.load_data_with_transpose_v2 %bg, %bl, %p0 : !ascendc.base_global_tensor<*xf16>, !ascendc.base_local_tensor<*xf16>, !ascendc.load_data_2d_transpose_params_v2
  ascendc.load_data_with_transpose_v2 %l, %g, %p0 : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, !ascendc.load_data_2d_transpose_params_v2
  ascendc.load_data_with_transpose_v2 %g, %l, %p0 : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.load_data_2d_transpose_params_v2
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void data_copy_slice_base_local_base_global(AscendC::LocalTensor<half> v1, AscendC::GlobalTensor<half> v2, AscendC::BaseLocalTensor<half> v3, AscendC::BaseGlobalTensor<half> v4, AscendC::SliceInfo v5, uint32_t v6) {
// CHECK-NEXT: AscendC::SliceInfo v3_slice_info[] = {v5};
// CHECK-NEXT: AscendC::SliceInfo v4_slice_info[] = {v5};
// CHECK-NEXT: AscendC::DataCopy(v3, v4, v3_slice_info, v4_slice_info, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @data_copy_slice_base_local_base_global(%l: !ascendc.local_tensor<*xf16>, %g: !ascendc.global_tensor<*xf16>, %bl: !ascendc.base_local_tensor<*xf16>, %bg: !ascendc.base_global_tensor<*xf16>, %si: !ascendc.slice_info, %n: ui32) {
  ascendc.data_copy_slice %bl, %bg, %si, %si, %n {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>} : !ascendc.base_local_tensor<*xf16>, !ascendc.base_global_tensor<*xf16>, !ascendc.slice_info, !ascendc.slice_info, ui32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void data_copy_slice_base_global_base_local(AscendC::LocalTensor<half> v1, AscendC::GlobalTensor<half> v2, AscendC::BaseLocalTensor<half> v3, AscendC::BaseGlobalTensor<half> v4, AscendC::SliceInfo v5, uint32_t v6) {
// CHECK-NEXT: AscendC::SliceInfo v4_slice_info[] = {v5};
// CHECK-NEXT: AscendC::SliceInfo v3_slice_info[] = {v5};
// CHECK-NEXT: AscendC::DataCopy(v4, v3, v4_slice_info, v3_slice_info, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @data_copy_slice_base_global_base_local(%l: !ascendc.local_tensor<*xf16>, %g: !ascendc.global_tensor<*xf16>, %bl: !ascendc.base_local_tensor<*xf16>, %bg: !ascendc.base_global_tensor<*xf16>, %si: !ascendc.slice_info, %n: ui32) {
  ascendc.data_copy_slice %bg, %bl, %si, %si, %n {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>} : !ascendc.base_global_tensor<*xf16>, !ascendc.base_local_tensor<*xf16>, !ascendc.slice_info, !ascendc.slice_info, ui32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void dump_and_mmad_kinds(AscendC::LocalTensor<half> v1, AscendC::GlobalTensor<half> v2, AscendC::BaseLocalTensor<half> v3, AscendC::BaseGlobalTensor<half> v4, uint32_t v5, AscendC::MmadParams v6) {
// CHECK-NEXT: AscendC::DumpTensor(v3, v5, v5);
// CHECK-NEXT: AscendC::DumpAccChkPoint(v3, v5, v5, v5);
// CHECK-NEXT: AscendC::DumpTensor(v4, v5, v5);
// CHECK-NEXT: AscendC::DumpAccChkPoint(v4, v5, v5, v5);
// CHECK-NEXT: AscendC::Mmad(v3, v4, v2, v6);
// CHECK-NEXT: AscendC::Mmad(v3, v4, v2, v4, v6);
// CHECK-NEXT: AscendC::Mmad(v2, v3, v4, v6);
// CHECK-NEXT: AscendC::Mmad(v2, v3, v4, v3, v6);
// CHECK-NEXT: AscendC::Mmad(v4, v2, v3, v6);
// CHECK-NEXT: AscendC::Mmad(v4, v2, v3, v2, v6);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @dump_and_mmad_kinds(%l: !ascendc.local_tensor<*xf16>, %g: !ascendc.global_tensor<*xf16>, %bl: !ascendc.base_local_tensor<*xf16>, %bg: !ascendc.base_global_tensor<*xf16>, %u: ui32, %mp: !ascendc.mmad_params) {
  ascendc.dump_tensor %bl, %u, %u : !ascendc.base_local_tensor<*xf16>, ui32, ui32
  ascendc.dump_acc_chk_point %bl, %u, %u, %u : !ascendc.base_local_tensor<*xf16>, ui32, ui32, ui32
  ascendc.dump_tensor %bg, %u, %u : !ascendc.base_global_tensor<*xf16>, ui32, ui32
  ascendc.dump_acc_chk_point %bg, %u, %u, %u : !ascendc.base_global_tensor<*xf16>, ui32, ui32, ui32
  ascendc.mmad %bl, %bg, %g, %mp : !ascendc.base_local_tensor<*xf16>, !ascendc.base_global_tensor<*xf16>, !ascendc.global_tensor<*xf16>, !ascendc.mmad_params
  ascendc.mmad_with_bias %bl, %bg, %g, %bg, %mp : !ascendc.base_local_tensor<*xf16>, !ascendc.base_global_tensor<*xf16>, !ascendc.global_tensor<*xf16>, !ascendc.base_global_tensor<*xf16>, !ascendc.mmad_params
  ascendc.mmad %g, %bl, %bg, %mp : !ascendc.global_tensor<*xf16>, !ascendc.base_local_tensor<*xf16>, !ascendc.base_global_tensor<*xf16>, !ascendc.mmad_params
  ascendc.mmad_with_bias %g, %bl, %bg, %bl, %mp : !ascendc.global_tensor<*xf16>, !ascendc.base_local_tensor<*xf16>, !ascendc.base_global_tensor<*xf16>, !ascendc.base_local_tensor<*xf16>, !ascendc.mmad_params
  ascendc.mmad %bg, %g, %bl, %mp : !ascendc.base_global_tensor<*xf16>, !ascendc.global_tensor<*xf16>, !ascendc.base_local_tensor<*xf16>, !ascendc.mmad_params
  ascendc.mmad_with_bias %bg, %g, %bl, %g, %mp : !ascendc.base_global_tensor<*xf16>, !ascendc.global_tensor<*xf16>, !ascendc.base_local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, !ascendc.mmad_params
  return
}

