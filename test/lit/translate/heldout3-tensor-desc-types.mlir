// Held-out style cases from the coverage matrix (target/ascendc/matrix_test.go): the
// integer result types of tensor_desc_get_shape, each declared with its own type
// (emission.md Appendix A: `R = tensorDesc.GetShape(offset)`, §1.6). Expected text by hand;
// a TensorDesc parameter is spelled without its template argument (§1.6), so the C++ is
// not checked by g++.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// RUN: ascopt --mlir-print-op-generic %s | asc-translate --mlir-to-ascendc | FileCheck %s

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void tensor_desc_shape_i1(AscendC::ShapeInfo v1, AscendC::LocalTensor<half> v2, uint64_t v3, AscendC::TensorDesc v4, int32_t v5) {
// CHECK-NEXT: bool v6 = v4.GetShape(v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @tensor_desc_shape_i1(%si: !ascendc.shape_info, %l: !ascendc.local_tensor<*xf16>, %u: ui64, %td: !ascendc.tensor_desc, %n: i32) {
  %gs = ascendc.tensor_desc_get_shape %td, %n : !ascendc.tensor_desc, i1, i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void tensor_desc_shape_i8(AscendC::ShapeInfo v1, AscendC::LocalTensor<half> v2, uint64_t v3, AscendC::TensorDesc v4, int32_t v5) {
// CHECK-NEXT: int8_t v6 = v4.GetShape(v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @tensor_desc_shape_i8(%si: !ascendc.shape_info, %l: !ascendc.local_tensor<*xf16>, %u: ui64, %td: !ascendc.tensor_desc, %n: i32) {
  %gs = ascendc.tensor_desc_get_shape %td, %n : !ascendc.tensor_desc, i8, i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void tensor_desc_shape_i16(AscendC::ShapeInfo v1, AscendC::LocalTensor<half> v2, uint64_t v3, AscendC::TensorDesc v4, int32_t v5) {
// CHECK-NEXT: int16_t v6 = v4.GetShape(v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @tensor_desc_shape_i16(%si: !ascendc.shape_info, %l: !ascendc.local_tensor<*xf16>, %u: ui64, %td: !ascendc.tensor_desc, %n: i32) {
  %gs = ascendc.tensor_desc_get_shape %td, %n : !ascendc.tensor_desc, i16, i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void tensor_desc_shape_i32(AscendC::ShapeInfo v1, AscendC::LocalTensor<half> v2, uint64_t v3, AscendC::TensorDesc v4, int32_t v5) {
// CHECK-NEXT: int32_t v6 = v4.GetShape(v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @tensor_desc_shape_i32(%si: !ascendc.shape_info, %l: !ascendc.local_tensor<*xf16>, %u: ui64, %td: !ascendc.tensor_desc, %n: i32) {
  %gs = ascendc.tensor_desc_get_shape %td, %n : !ascendc.tensor_desc, i32, i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void tensor_desc_shape_i64(AscendC::ShapeInfo v1, AscendC::LocalTensor<half> v2, uint64_t v3, AscendC::TensorDesc v4, int32_t v5) {
// CHECK-NEXT: int64_t v6 = v4.GetShape(v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @tensor_desc_shape_i64(%si: !ascendc.shape_info, %l: !ascendc.local_tensor<*xf16>, %u: ui64, %td: !ascendc.tensor_desc, %n: i32) {
  %gs = ascendc.tensor_desc_get_shape %td, %n : !ascendc.tensor_desc, i64, i32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void tensor_desc_shape_index(AscendC::ShapeInfo v1, AscendC::LocalTensor<half> v2, uint64_t v3, AscendC::TensorDesc v4, int32_t v5) {
// CHECK-NEXT: uint32_t v6 = v4.GetShape(v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @tensor_desc_shape_index(%si: !ascendc.shape_info, %l: !ascendc.local_tensor<*xf16>, %u: ui64, %td: !ascendc.tensor_desc, %n: i32) {
  %gs = ascendc.tensor_desc_get_shape %td, %n : !ascendc.tensor_desc, index, i32
  return
}

