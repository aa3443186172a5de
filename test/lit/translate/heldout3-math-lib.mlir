// Held-out style cases from the coverage matrix (target/ascendc/matrix_test.go): the 23
// unary math-library ops of emission.md §3.6 with the optional sharedTmpBuffer and calCount
// each left out, and both: `AscendC::<Api><{E(dst)}, isReuseSource>(dst, src[, tmp][, n])`,
// isReuseSource an operand printed by name (a constant here, so the C++ compiles); then
// ascendc.log2, which asc-translate prints by the same rule (docs/translator-extensions.md).
// Expected text derived from §3.6 by hand.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// RUN: ascopt --mlir-print-op-generic %s | asc-translate --mlir-to-ascendc | FileCheck %s

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void unary_math_forms(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, AscendC::LocalTensor<uint8_t> v3, int32_t v4) {
// CHECK-NEXT: constexpr bool c0_i1 = false;
// CHECK-NEXT: AscendC::Acos<half, c0_i1>(v1, v2, v3);
// CHECK-NEXT: AscendC::Acos<half, c0_i1>(v1, v2, v4);
// CHECK-NEXT: AscendC::Acos<half, c0_i1>(v1, v2);
// CHECK-NEXT: AscendC::Acosh<half, c0_i1>(v1, v2, v3);
// CHECK-NEXT: AscendC::Acosh<half, c0_i1>(v1, v2, v4);
// CHECK-NEXT: AscendC::Acosh<half, c0_i1>(v1, v2);
// CHECK-NEXT: AscendC::Asin<half, c0_i1>(v1, v2, v3);
// CHECK-NEXT: AscendC::Asin<half, c0_i1>(v1, v2, v4);
// CHECK-NEXT: AscendC::Asin<half, c0_i1>(v1, v2);
// CHECK-NEXT: AscendC::Asinh<half, c0_i1>(v1, v2, v3);
// CHECK-NEXT: AscendC::Asinh<half, c0_i1>(v1, v2, v4);
// CHECK-NEXT: AscendC::Asinh<half, c0_i1>(v1, v2);
// CHECK-NEXT: AscendC::Atan<half, c0_i1>(v1, v2, v3);
// CHECK-NEXT: AscendC::Atan<half, c0_i1>(v1, v2, v4);
// CHECK-NEXT: AscendC::Atan<half, c0_i1>(v1, v2);
// CHECK-NEXT: AscendC::Atanh<half, c0_i1>(v1, v2, v3);
// CHECK-NEXT: AscendC::Atanh<half, c0_i1>(v1, v2, v4);
// CHECK-NEXT: AscendC::Atanh<half, c0_i1>(v1, v2);
// CHECK-NEXT: AscendC::Ceil<half, c0_i1>(v1, v2, v3);
// CHECK-NEXT: AscendC::Ceil<half, c0_i1>(v1, v2, v4);
// CHECK-NEXT: AscendC::Ceil<half, c0_i1>(v1, v2);
// CHECK-NEXT: AscendC::Cos<half, c0_i1>(v1, v2, v3);
// CHECK-NEXT: AscendC::Cos<half, c0_i1>(v1, v2, v4);
// CHECK-NEXT: AscendC::Cos<half, c0_i1>(v1, v2);
// CHECK-NEXT: AscendC::Cosh<half, c0_i1>(v1, v2, v3);
// CHECK-NEXT: AscendC::Cosh<half, c0_i1>(v1, v2, v4);
// CHECK-NEXT: AscendC::Cosh<half, c0_i1>(v1, v2);
// CHECK-NEXT: AscendC::Digamma<half, c0_i1>(v1, v2, v3);
// CHECK-NEXT: AscendC::Digamma<half, c0_i1>(v1, v2, v4);
// CHECK-NEXT: AscendC::Digamma<half, c0_i1>(v1, v2);
// CHECK-NEXT: AscendC::Erf<half, c0_i1>(v1, v2, v3);
// CHECK-NEXT: AscendC::Erf<half, c0_i1>(v1, v2, v4);
// CHECK-NEXT: AscendC::Erf<half, c0_i1>(v1, v2);
// CHECK-NEXT: AscendC::Erfc<half, c0_i1>(v1, v2, v3);
// CHECK-NEXT: AscendC::Erfc<half, c0_i1>(v1, v2, v4);
// CHECK-NEXT: AscendC::Erfc<half, c0_i1>(v1, v2);
// CHECK-NEXT: AscendC::Floor<half, c0_i1>(v1, v2, v3);
// CHECK-NEXT: AscendC::Floor<half, c0_i1>(v1, v2, v4);
// CHECK-NEXT: AscendC::Floor<half, c0_i1>(v1, v2);
// CHECK-NEXT: AscendC::Frac<half, c0_i1>(v1, v2, v3);
// CHECK-NEXT: AscendC::Frac<half, c0_i1>(v1, v2, v4);
// CHECK-NEXT: AscendC::Frac<half, c0_i1>(v1, v2);
// CHECK-NEXT: AscendC::Lgamma<half, c0_i1>(v1, v2, v3);
// CHECK-NEXT: AscendC::Lgamma<half, c0_i1>(v1, v2, v4);
// CHECK-NEXT: AscendC::Lgamma<half, c0_i1>(v1, v2);
// CHECK-NEXT: AscendC::Log<half, c0_i1>(v1, v2, v3);
// CHECK-NEXT: AscendC::Log<half, c0_i1>(v1, v2, v4);
// CHECK-NEXT: AscendC::Log<half, c0_i1>(v1, v2);
// CHECK-NEXT: AscendC::Round<half, c0_i1>(v1, v2, v3);
// CHECK-NEXT: AscendC::Round<half, c0_i1>(v1, v2, v4);
// CHECK-NEXT: AscendC::Round<half, c0_i1>(v1, v2);
// CHECK-NEXT: AscendC::Sign<half, c0_i1>(v1, v2, v3);
// CHECK-NEXT: AscendC::Sign<half, c0_i1>(v1, v2, v4);
// CHECK-NEXT: AscendC::Sign<half, c0_i1>(v1, v2);
// CHECK-NEXT: AscendC::Sin<half, c0_i1>(v1, v2, v3);
// CHECK-NEXT: AscendC::Sin<half, c0_i1>(v1, v2, v4);
// CHECK-NEXT: AscendC::Sin<half, c0_i1>(v1, v2);
// CHECK-NEXT: AscendC::Sinh<half, c0_i1>(v1, v2, v3);
// CHECK-NEXT: AscendC::Sinh<half, c0_i1>(v1, v2, v4);
// CHECK-NEXT: AscendC::Sinh<half, c0_i1>(v1, v2);
// CHECK-NEXT: AscendC::Tan<half, c0_i1>(v1, v2, v3);
// CHECK-NEXT: AscendC::Tan<half, c0_i1>(v1, v2, v4);
// CHECK-NEXT: AscendC::Tan<half, c0_i1>(v1, v2);
// CHECK-NEXT: AscendC::Tanh<half, c0_i1>(v1, v2, v3);
// CHECK-NEXT: AscendC::Tanh<half, c0_i1>(v1, v2, v4);
// CHECK-NEXT: AscendC::Tanh<half, c0_i1>(v1, v2);
// CHECK-NEXT: AscendC::Trunc<half, c0_i1>(v1, v2, v3);
// CHECK-NEXT: AscendC::Trunc<half, c0_i1>(v1, v2, v4);
// CHECK-NEXT: AscendC::Trunc<half, c0_i1>(v1, v2);
// CHECK-NEXT: AscendC::Log2<half, c0_i1>(v1, v2, v3);
// CHECK-NEXT: AscendC::Log2<half, c0_i1>(v1, v2, v4);
// CHECK-NEXT: AscendC::Log2<half, c0_i1>(v1, v2);
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @unary_math_forms(%d: !ascendc.local_tensor<*xf16>, %s: !ascendc.local_tensor<*xf16>, %tmp: !ascendc.local_tensor<*xui8>, %n: i32) {
  %r = arith.constant false
  ascendc.acos %d, %s, %tmp, %r {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i1
  ascendc.acos %d, %s, %n, %r {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i1
  ascendc.acos %d, %s, %r {operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i1
  ascendc.acosh %d, %s, %tmp, %r {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i1
  ascendc.acosh %d, %s, %n, %r {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i1
  ascendc.acosh %d, %s, %r {operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i1
  ascendc.asin %d, %s, %tmp, %r {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i1
  ascendc.asin %d, %s, %n, %r {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i1
  ascendc.asin %d, %s, %r {operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i1
  ascendc.asinh %d, %s, %tmp, %r {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i1
  ascendc.asinh %d, %s, %n, %r {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i1
  ascendc.asinh %d, %s, %r {operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i1
  ascendc.atan %d, %s, %tmp, %r {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i1
  ascendc.atan %d, %s, %n, %r {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i1
  ascendc.atan %d, %s, %r {operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i1
  ascendc.atanh %d, %s, %tmp, %r {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i1
  ascendc.atanh %d, %s, %n, %r {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i1
  ascendc.atanh %d, %s, %r {operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i1
  ascendc.ceil %d, %s, %tmp, %r {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i1
  ascendc.ceil %d, %s, %n, %r {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i1
  ascendc.ceil %d, %s, %r {operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i1
  ascendc.cos %d, %s, %tmp, %r {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i1
  ascendc.cos %d, %s, %n, %r {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i1
  ascendc.cos %d, %s, %r {operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i1
  ascendc.cosh %d, %s, %tmp, %r {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i1
  ascendc.cosh %d, %s, %n, %r {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i1
  ascendc.cosh %d, %s, %r {operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i1
  ascendc.digamma %d, %s, %tmp, %r {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i1
  ascendc.digamma %d, %s, %n, %r {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i1
  ascendc.digamma %d, %s, %r {operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i1
  ascendc.erf %d, %s, %tmp, %r {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i1
  ascendc.erf %d, %s, %n, %r {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i1
  ascendc.erf %d, %s, %r {operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i1
  ascendc.erfc %d, %s, %tmp, %r {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i1
  ascendc.erfc %d, %s, %n, %r {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i1
  ascendc.erfc %d, %s, %r {operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i1
  ascendc.floor %d, %s, %tmp, %r {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i1
  ascendc.floor %d, %s, %n, %r {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i1
  ascendc.floor %d, %s, %r {operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i1
  ascendc.frac %d, %s, %tmp, %r {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i1
  ascendc.frac %d, %s, %n, %r {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i1
  ascendc.frac %d, %s, %r {operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i1
  ascendc.lgamma %d, %s, %tmp, %r {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i1
  ascendc.lgamma %d, %s, %n, %r {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i1
  ascendc.lgamma %d, %s, %r {operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i1
  ascendc.log %d, %s, %tmp, %r {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i1
  ascendc.log %d, %s, %n, %r {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i1
  ascendc.log %d, %s, %r {operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i1
  ascendc.round %d, %s, %tmp, %r {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i1
  ascendc.round %d, %s, %n, %r {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i1
  ascendc.round %d, %s, %r {operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i1
  ascendc.sign %d, %s, %tmp, %r {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i1
  ascendc.sign %d, %s, %n, %r {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i1
  ascendc.sign %d, %s, %r {operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i1
  ascendc.sin %d, %s, %tmp, %r {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i1
  ascendc.sin %d, %s, %n, %r {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i1
  ascendc.sin %d, %s, %r {operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i1
  ascendc.sinh %d, %s, %tmp, %r {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i1
  ascendc.sinh %d, %s, %n, %r {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i1
  ascendc.sinh %d, %s, %r {operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i1
  ascendc.tan %d, %s, %tmp, %r {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i1
  ascendc.tan %d, %s, %n, %r {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i1
  ascendc.tan %d, %s, %r {operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i1
  ascendc.tanh %d, %s, %tmp, %r {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i1
  ascendc.tanh %d, %s, %n, %r {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i1
  ascendc.tanh %d, %s, %r {operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i1
  ascendc.trunc %d, %s, %tmp, %r {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i1
  ascendc.trunc %d, %s, %n, %r {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i1
  ascendc.trunc %d, %s, %r {operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i1
  ascendc.log2 %d, %s, %tmp, %r {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xui8>, i1
  ascendc.log2 %d, %s, %n, %r {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32, i1
  ascendc.log2 %d, %s, %r {operandSegmentSizes = array<i32: 1, 1, 0, 0, 1>} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i1
  return
}
