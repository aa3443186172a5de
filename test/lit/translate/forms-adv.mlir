// Advanced API ops: CumSum's inline info struct, AscendQuant, RmsNorm and SoftMax with
// their optional operands present and absent, Broadcast, and the math library with a
// constant isReuseSource (then a valid template argument) and every optional subset.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// The form ascopt prints parses back and translates to the same text.
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s

// CumSum builds its CumSumInfo inline, with and without the temporary buffer.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void cumsum(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<half> v3, AscendC::LocalTensor<uint8_t> v4, bool v5, bool v6, bool v7) {
// CHECK-NEXT: AscendC::CumSum(v1, v2, v3, v4, AscendC::CumSumInfo(v5, v6, v7));
// CHECK-NEXT: AscendC::CumSum(v1, v2, v3, AscendC::CumSumInfo(v5, v6, v7));
// CHECK-NEXT: constexpr bool cm1_i1 = true;
// CHECK-NEXT: constexpr bool c0_i1 = false;
// CHECK-NEXT: AscendC::CumSum(v1, v2, v3, AscendC::CumSumInfo(cm1_i1, c0_i1, cm1_i1));
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @cumsum(%d: !ascendc.local_tensor<*xf16>, %lr: !ascendc.local_tensor<*xf16>, %s: !ascendc.local_tensor<*xf16>, %tmp: !ascendc.local_tensor<*xui8>, %ax: i1, %rs: i1, %olr: i1) {
  ascendc.cumsum %d, %lr, %s, %tmp, %ax, %rs, %olr : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i1, i1, i1
  ascendc.cumsum %d, %lr, %s, %ax, %rs, %olr : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i1, i1, i1
  %t = arith.constant true
  %f = arith.constant false
  ascendc.cumsum %d, %lr, %s, %t, %f, %t : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i1, i1, i1
  return
}

// AscendQuant: the temporary buffer present and absent, isReuseSource set.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void quant(AscendC::LocalTensor<int8_t> v1, AscendC::LocalTensor<half> v2, float v3, float v4, int32_t v5, AscendC::LocalTensor<uint8_t> v6) {
// CHECK-NEXT: AscendC::AscendQuant<half, 0>(v1, v2, v3, v4, v5);
// CHECK-NEXT: AscendC::AscendQuant<half, 1>(v1, v2, v6, v3, v4, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @quant(%d: !ascendc.local_tensor<*xi8>, %s: !ascendc.local_tensor<*xf16>, %sc: f32, %of: f32, %n: i32, %tmp: !ascendc.local_tensor<*xui8>) {
  ascendc.quant %d, %s, %sc, %of, %n {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 0>} : !ascendc.local_tensor<*xi8>, !ascendc.local_tensor<*xf16>, f32, f32, i32
  ascendc.quant %d, %s, %sc, %of, %n, %tmp {isReuseSource, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 0>} : !ascendc.local_tensor<*xi8>, !ascendc.local_tensor<*xf16>, f32, f32, i32, !ascendc.local_tensor<*xui8>
  return
}

// RmsNorm with and without its buffer, SoftMax with its optional tensors absent.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void norm(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<float> v3, float v4, RmsNormTiling v5, AscendC::LocalTensor<uint8_t> v6) {
// CHECK-NEXT: AscendC::RmsNorm<float, 0>(v1, v2, v3, v4, v5);
// CHECK-NEXT: AscendC::RmsNorm<float, 1>(v1, v2, v3, v6, v4, v5);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @norm(%d: !ascendc.local_tensor<*xf32>, %s: !ascendc.local_tensor<*xf32>, %g: !ascendc.local_tensor<*xf32>, %e: f32, %t: !ascendc.rmsnorm_tiling, %tmp: !ascendc.local_tensor<*xui8>) {
  ascendc.rms_norm %d, %s, %g, %e, %t : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, f32, !ascendc.rmsnorm_tiling
  ascendc.rms_norm %d, %s, %g, %e, %t, %tmp {basicBlock} : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, f32, !ascendc.rmsnorm_tiling, !ascendc.local_tensor<*xui8>
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void softmax(AscendC::LocalTensor<float> v1, AscendC::LocalTensor<float> v2, AscendC::LocalTensor<float> v3, AscendC::LocalTensor<float> v4, AscendC::LocalTensor<uint8_t> v5, SoftMaxTiling v6, AscendC::SoftMaxShapeInfo v7) {
// CHECK-NEXT: AscendC::SoftMax<float, 0, 0>(v1, v4, v6);
// CHECK-NEXT: AscendC::SoftMax<float, 1, 0>(v1, v2, v3, v4, v5, v6, v7);
// CHECK-NEXT: AscendC::SimpleSoftMax<float, 0, 0, 1>(v1, v2, v3, v4, v6, v7);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @softmax(%d: !ascendc.local_tensor<*xf32>, %sum: !ascendc.local_tensor<*xf32>, %mx: !ascendc.local_tensor<*xf32>, %s: !ascendc.local_tensor<*xf32>, %tmp: !ascendc.local_tensor<*xui8>, %t: !ascendc.softmax_tiling, %si: !ascendc.softmax_shape_info) {
  ascendc.softmax %d, %s, %t {operandSegmentSizes = array<i32: 1, 0, 0, 1, 0, 1, 0>} : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.softmax_tiling
  ascendc.softmax %d, %sum, %mx, %s, %tmp, %t, %si {dataFormatNZ, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1>, reuseSource} : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xui8>, !ascendc.softmax_tiling, !ascendc.softmax_shape_info
  ascendc.simple_softmax %d, %sum, %mx, %s, %tmp, %t, %si {dataFormatNZ, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1>} : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xui8>, !ascendc.softmax_tiling, !ascendc.softmax_shape_info
  return
}

// Broadcast of a column to a matrix: the shape arrays hold the operands in order.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void broadcast(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2) {
// CHECK-NEXT: constexpr int32_t c1_i32 = 1;
// CHECK-NEXT: constexpr int32_t c16_i32 = 16;
// CHECK-NEXT: constexpr int32_t c32_i32 = 32;
// CHECK-NEXT: {
// CHECK-NEXT: const uint32_t dstShape[2] = {c16_i32, c32_i32};
// CHECK-NEXT: const uint32_t srcShape[2] = {c16_i32, c1_i32};
// CHECK-NEXT: AscendC::BroadcastTiling bcTiling;
// CHECK-NEXT: AscendC::GetBroadcastTilingInfo<half, 2>(2, dstShape, srcShape, false, bcTiling);
// CHECK-NEXT: AscendC::Broadcast(v1, v2, dstShape, srcShape, &bcTiling);
// CHECK-NEXT: };
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @broadcast(%d: !ascendc.local_tensor<16x32xf16>, %s: !ascendc.local_tensor<16x1xf16>) {
  %c1 = arith.constant 1 : i32
  %c16 = arith.constant 16 : i32
  %c32 = arith.constant 32 : i32
  ascendc.broadcast %d, %s, %c16, %c32, %c16, %c1 {operandSegmentSizes = array<i32: 1, 1, 2, 2>} : !ascendc.local_tensor<16x32xf16>, !ascendc.local_tensor<16x1xf16>, i32, i32, i32, i32
  return
}

// The math library with a constant isReuseSource (a valid template argument) and a
// uint8 buffer; optional operands dropped in every combination.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_library(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<uint8_t> v3, int32_t v4, half v5) {
// CHECK-NEXT: constexpr bool c0_i1 = false;
// CHECK-NEXT: constexpr int8_t c2_i8 = 2;
// CHECK-NEXT: AscendC::Tanh<half, c0_i1>(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::Sin<half, c0_i1>(v1, v2);
// CHECK-NEXT: AscendC::Erfc<half, c0_i1>(v1, v2, v3);
// CHECK-NEXT: AscendC::Frac<half, c0_i1>(v1, v2, v4);
// CHECK-NEXT: AscendC::Xor<half, c0_i1>(v1, v2, v2, v4);
// CHECK-NEXT: AscendC::Power<half, c0_i1>(v1, v2, v2, v3);
// CHECK-NEXT: AscendC::Exp<half, c2_i8, c0_i1>(v1, v2, v3, v4);
// CHECK-NEXT: AscendC::Exp<half, c2_i8, c0_i1>(v1, v2, v4);
// CHECK-NEXT: AscendC::ClampMax<half, c0_i1>(v1, v2, v3, v5, v4);
// CHECK-NEXT: AscendC::ClampMin<half, c0_i1>(v1, v2, v5, v4);
// CHECK-NEXT: AscendC::Axpy<half, half, c0_i1>(v1, v2, v5, v3, v4);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @math_library(%d: !ascendc.local_tensor<*xf16>, %s: !ascendc.local_tensor<*xf16>, %tmp: !ascendc.local_tensor<*xui8>, %n: i32, %sc: f16) {
  %r = arith.constant false
  %lvl = arith.constant 2 : i8
  ascendc.tanh %d, %s, %tmp, %n, %r {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i32, i1
  ascendc.sin %d, %s, %r {operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i1
  ascendc.erfc %d, %s, %tmp, %r {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i1
  ascendc.frac %d, %s, %n, %r {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i1
  ascendc.xor %d, %s, %s, %n, %r {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i1
  ascendc.power %d, %s, %s, %tmp, %r {operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i1
  ascendc.exp %d, %s, %n, %lvl, %tmp, %r : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i8, !ascendc.local_tensor<*xui8>, i1
  ascendc.exp %d, %s, %n, %lvl, %r : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i8, i1
  ascendc.clamp_max %d, %s, %tmp, %sc, %n, %r : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, f16, i32, i1
  ascendc.clamp_min %d, %s, %sc, %n, %r : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, f16, i32, i1
  ascendc.axpy %d, %s, %sc, %tmp, %n, %r : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, f16, !ascendc.local_tensor<*xui8>, i32, i1
  return
}
