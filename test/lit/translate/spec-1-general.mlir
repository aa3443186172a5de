// emission.md §1.1-§1.8: the module level (statements without ';', includes, verbatim
// text, a nested module's empty line), kernel and helper headers, value names (constants
// by value, v numbers continuing after module-level names, NameLoc suffixes), the type
// table with every address space, and the attribute literals of §1.7.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s --match-full-lines --strict-whitespace

// CHECK:constexpr int32_t c5_i32 = 5
// CHECK-NEXT:#include "kernel_operator.h"
// CHECK-NEXT:#include <stdint.h>
// CHECK-NEXT:#define X 1
%gc = arith.constant 5 : i32
emitc.include "kernel_operator.h"
emitc.include <"stdint.h">
emitc.verbatim "#define X 1"

// CHECK-NEXT:extern "C"  __global__ __aicore__ void spaces(__gm__ half* v1, __ubuf__ int8_t* v2, float* v3, __ca__ bfloat16_t* v4, __cb__ double* v5, __cc__ uint8_t* v6, __cbuf__ int16_t* v7, __fbuf__ int64_t* v8, int32_t* v9) {
// CHECK-NEXT:  return;
// CHECK-NEXT:}
func.func @spaces(%a: memref<?xf16, 22>, %b: memref<16xi8, 26>, %c: memref<*xf32>, %d: memref<4xbf16, 23>,
                  %e: memref<4xf64, 24>, %f: memref<4x4xui8, 25>, %g2: memref<4xsi16, 27>, %h: memref<4xi64, 28>,
                  %i: memref<2xi32, 0>) attributes {ascendc.global} {
  return
}

// The ascendc types of §1.6 spelled from their parameters.
// CHECK-NEXT:__inline__ __attribute__((always_inline)) __aicore__ void types(AscendC::BaseLocalTensor<half> v1, AscendC::BaseGlobalTensor<int32_t> v2, AscendC::TBufPool<AscendC::TPosition::VECOUT, 2> v3, AscendC::FixpipeParams<float> v4, AscendC::FixpipeParamsC310<AscendC::CO2Layout::NZ> v5, AscendC::FixpipeParamsC310<AscendC::CO2Layout::COLUMN_MAJOR> v6, AscendC::LocalMemAllocator<AscendC::Hardware::GM> v7, AscendC::LocalMemAllocator<AscendC::Hardware::MAX> v8, AscendC::TQue<AscendC::TPosition::CO2, 1> v9, AscendC::TBuf<AscendC::TPosition::A1> v10, foo* v11, AscendC::TensorDesc v12, AscendC::TQueBind<AscendC::TPosition::C1, AscendC::TPosition::B2, 4> v13) {
// CHECK-NEXT:  return;
// CHECK-NEXT:}
func.func @types(%a: !ascendc.base_local_tensor<*xf16>, %b: !ascendc.base_global_tensor<16xi32>, %c: !ascendc.tbuf_pool<vecout, 2>,
                 %d: !ascendc.fixpipe_params<f32>, %e: !ascendc.fixpipe_params_c310<0>, %f: !ascendc.fixpipe_params_c310<2>,
                 %g: !ascendc.local_mem_allocator<0>, %h: !ascendc.local_mem_allocator<8>, %i: !ascendc.queue<co2, 1>,
                 %j: !ascendc.tbuf<a1>, %k: !emitc.ptr<!emitc.opaque<"foo">>, %l: !ascendc.tensor_desc,
                 %m: !ascendc.que_bind<c1, b2, 4>) {
  return
}

// CHECK-NEXT:__inline__ __attribute__((always_inline)) __aicore__ int32_t names(int32_t v1_xx, float v2, bool v3, uint32_t v4) {
// CHECK-NEXT:  constexpr uint32_t c0_idx = 0;
// CHECK-NEXT:  constexpr bool cm1_i1 = true;
// CHECK-NEXT:  constexpr bool c0_i1 = false;
// CHECK-NEXT:  constexpr int8_t cm1_i8 = -1;
// CHECK-NEXT:  constexpr int16_t c255_i16 = 255;
// CHECK-NEXT:  constexpr int64_t c9223372036854775807_i64 = 9223372036854775807;
// CHECK-NEXT:  constexpr float c1_f32 = (float)1.000000000e+00;
// CHECK-NEXT:  constexpr float c0_5_f32 = (float)5.000000000e-01;
// CHECK-NEXT:  half cm1_5_f16 = -1.50000e+00;
// CHECK-NEXT:  constexpr float c1_0Ep10_f32 = (float)1.000000000e+10;
// CHECK-NEXT:  constexpr float c9_99999974Em6_f32 = (float)9.999999740e-06;
// CHECK-NEXT:  constexpr float cNaN_f32 = (0.f / 0.f) /* nan */;
// CHECK-NEXT:  constexpr float cpInf_f32 = __builtin_inff();
// CHECK-NEXT:  constexpr float cmInf_f32 = -__builtin_inff();
// CHECK-NEXT:  constexpr double c0_10000000000000001_f64 = (double)1.00000000000000010e-01;
// CHECK-NEXT:  bfloat16_t c6_554Ep4_f16 = 6.5540e+04;
// CHECK-NEXT:  constexpr float cm0_f32 = (float)-0.0e+00;
// CHECK-NEXT:  half c0_099976_f16 = 9.99760e-02;
// CHECK-NEXT:  constexpr int32_t c7_i32_seven = 7;
// CHECK-NEXT:  int32_t v5_a = v1_xx + c7_i32_seven;
// CHECK-NEXT:  float v6 = v2 * c0_5_f32;
// CHECK-NEXT:  return v5_a;
// CHECK-NEXT:}
func.func @names(%x: i32 loc("xx"), %y: f32, %b: i1, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %t = arith.constant true
  %f = arith.constant false
  %m = arith.constant 255 : i8
  %m16 = arith.constant 255 : i16
  %l = arith.constant 9223372036854775807 : i64
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 0.5 : f32
  %f3 = arith.constant -1.5 : f16
  %f4 = arith.constant 1.0e10 : f32
  %f5 = arith.constant 1.0e-5 : f32
  %f6 = arith.constant 0x7FC00000 : f32
  %f7 = arith.constant 0x7F800000 : f32
  %f8 = arith.constant 0xFF800000 : f32
  %f9 = arith.constant 0.1 : f64
  %f10 = arith.constant 65504.0 : bf16
  %f11 = arith.constant -0.0 : f32
  %f12 = arith.constant 0.1 : f16
  %n7 = arith.constant 7 : i32 loc("seven")
  %r = arith.addi %x, %n7 : i32 loc(fused["a", "b"])
  %s = arith.mulf %y, %f2 : f32
  return %r : i32
}

// Every emitc.constant of §1.7's literal kinds: unsigned and signed integers, booleans,
// floats, opaque text, symbol references (the root), types, strings and dense lists; an
// emitasc.variable takes the dense list as its brace initializer.
// CHECK-NEXT:__inline__ __attribute__((always_inline)) __aicore__ void literals() {
// CHECK-NEXT:  constexpr uint8_t v1 = 255;
// CHECK-NEXT:  constexpr uint32_t v2 = 4294967295;
// CHECK-NEXT:  constexpr int16_t v3 = -1;
// CHECK-NEXT:  constexpr bool v4 = true;
// CHECK-NEXT:  constexpr float v5 = (float)1.000000020e+20;
// CHECK-NEXT:  constexpr double v6 = (double)1.00000000000000010e-05;
// CHECK-NEXT:  constexpr int32_t* v7 = x;
// CHECK-NEXT:  constexpr uint32_t v8 = 2;
// CHECK-NEXT:  constexpr int32_t v9 = foo();
// CHECK-NEXT:  constexpr int32_t v10;
// CHECK-NEXT:  int32_t v11[2]{{[{][{]}}1, 2{{[}][}]}};
// CHECK-NEXT:  half v12[2]{{[{][{]}}1.00000e+00, 2.50000e+00{{[}][}]}};
// CHECK-NEXT:  int8_t v13[1]{-3};
// CHECK-NEXT:  uint16_t v14[1]{7};
// CHECK-NEXT:  int32_t v15[3]{{[{][{]}}4, 4, 4{{[}][}]}};
// CHECK-NEXT:  return;
// CHECK-NEXT:}
func.func @literals() {
  %0 = "emitc.constant"() {value = 255 : ui8} : () -> ui8
  %1 = "emitc.constant"() {value = 4294967295 : ui32} : () -> ui32
  %2 = "emitc.constant"() {value = -1 : si16} : () -> si16
  %3 = "emitc.constant"() {value = true} : () -> i1
  %4 = "emitc.constant"() {value = 1.0e20 : f32} : () -> f32
  %5 = "emitc.constant"() {value = 1.0e-5 : f64} : () -> f64
  %6 = "emitc.variable"() {value = #emitc.opaque<"x">} : () -> !emitc.ptr<i32>
  %7 = "emitc.constant"() {value = 2 : index} : () -> index
  %8 = "emitc.constant"() {value = #emitc.opaque<"foo()">} : () -> i32
  %9 = "emitc.variable"() {value = #emitc.opaque<"">} : () -> i32
  %10 = emitasc.variable dense<[1, 2]> : tensor<2xi32>, memref<2xi32>
  %11 = emitasc.variable dense<[1.0, 2.5]> : tensor<2xf16>, memref<2xf16>
  %12 = emitasc.variable -3 : i8, memref<1xi8>
  %13 = emitasc.variable 7 : ui16, memref<1xui16>
  %14 = emitasc.variable dense<4> : tensor<3xi32>, memref<3xi32>
  return
}

// A nested module: its functions, then the empty line every top-level op ends with.
// CHECK-NEXT:__inline__ __attribute__((always_inline)) __aicore__ void inner() {
// CHECK-NEXT:  return;
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:__inline__ __attribute__((always_inline)) __aicore__ void outer() {
module {
  func.func @inner() {
    return
  }
}
func.func @outer() {
  return
}
