// Audit of emission.md §1.4, §1.7, §1.12, §1.14 and Appendix C (written from the spec):
// constant names from the sign-extended value (i1 true is cm1_i1, i8 255 is cm1_i8) and
// from the default APFloat text (plain or scientific by the exponent rules, `.`/`-`/`+`
// replaced), literals (unsigned decimals for unsigned types, the precision of each float
// type, NaN and infinities), no constexpr for 16-bit floats, bf16 names spelled f16,
// emitc.constant and emitc.variable getting v names and constexpr (also the empty opaque
// value, declared only), emitc.cast, and the same constant declared twice in one scope.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s --strict-whitespace --match-full-lines

// CHECK-LABEL:__inline__ __attribute__((always_inline)) __aicore__ void values() {
// CHECK-NEXT:  constexpr uint64_t v1 = 18446744073709551615;
// CHECK-NEXT:  constexpr int8_t v2 = -1;
// CHECK-NEXT:  constexpr int16_t c255_i16 = 255;
// CHECK-NEXT:  constexpr int64_t cm9223372036854775808_i64 = -9223372036854775808;
// CHECK-NEXT:  constexpr uint8_t v3 = 255;
// CHECK-NEXT:  constexpr bool v4 = true;
// CHECK-NEXT:  constexpr uint32_t v5 = 7;
// CHECK-NEXT:  constexpr float v6 = (0.f / 0.f) /* nan */;
// CHECK-NEXT:  half cNaN_f16 = (0.f / 0.f) /* nan */;
// CHECK-NEXT:  half cmInf_f16 = -__builtin_inff();
// CHECK-NEXT:  constexpr double c1_0Em300_f64 = (double)1.00000000000000000e-300;
// CHECK-NEXT:  constexpr float c100_f32 = (float)1.000000000e+02;
// CHECK-NEXT:  constexpr float c1000_f32 = (float)1.000000000e+03;
// CHECK-NEXT:  constexpr float c1_0Ep4_f32 = (float)1.000000000e+04;
// CHECK-NEXT:  constexpr float c123456792_f32 = (float)1.234567920e+08;
// CHECK-NEXT:  constexpr float c0_00100000005_f32 = (float)1.000000050e-03;
// CHECK-NEXT:  constexpr uint32_t v7 = 2147483648;
// CHECK-NEXT:  constexpr int16_t cm1_i16 = -1;
// CHECK-NEXT:  bfloat16_t c0_1001_f16 = 1.0010e-01;
// CHECK-NEXT:  half c0_099976_f16 = 9.99760e-02;
// CHECK-NEXT:  half c1_0014Em5_f16 = 1.00140e-05;
// CHECK-NEXT:  constexpr bool cm1_i1 = true;
// CHECK-NEXT:  constexpr int8_t cm1_i8 = -1;
// CHECK-NEXT:  constexpr float c0_5_f32 = (float)5.000000000e-01;
// CHECK-NEXT:  constexpr float c1_0Ep10_f32 = (float)1.000000000e+10;
// CHECK-NEXT:  constexpr float c9_99999974Em6_f32 = (float)9.999999740e-06;
// CHECK-NEXT:  constexpr float cpInf_f32 = __builtin_inff();
// CHECK-NEXT:  constexpr float cm0_f32 = (float)-0.0e+00;
// CHECK-NEXT:  constexpr double c0_10000000000000001_f64 = (double)1.00000000000000010e-01;
// CHECK-NEXT:  bfloat16_t c6_554Ep4_f16 = 6.5540e+04;
// CHECK-NEXT:  constexpr int32_t c3_i32 = 3;
// CHECK-NEXT:  constexpr int32_t c3_i32 = 3;
// CHECK-NEXT:  constexpr Foo v8;
// CHECK-NEXT:  constexpr float v9 = (float)3.000000000e+00;
// CHECK-NEXT:  constexpr Bar v10 = init();
// CHECK-NEXT:  float v11 = (float) v7;
// CHECK-NEXT:  use(v1, v2, c255_i16, cm9223372036854775808_i64, v3, v4, v5, v6, cNaN_f16, cmInf_f16, c1_0Em300_f64, c100_f32, c1000_f32, c1_0Ep4_f32, c123456792_f32, c0_00100000005_f32, v7, cm1_i16, c0_1001_f16, c0_099976_f16, c1_0014Em5_f16);
// CHECK-NEXT:  use2(cm1_i1, cm1_i8, c0_5_f32, c1_0Ep10_f32, c9_99999974Em6_f32, cpInf_f32, cm0_f32, c0_10000000000000001_f64, c6_554Ep4_f16, c3_i32, c3_i32);
// CHECK-NEXT:  return;
// CHECK-NEXT:}
func.func @values() {
  %0 = "emitc.constant"() {value = 18446744073709551615 : ui64} : () -> ui64
  %1 = "emitc.constant"() {value = -1 : si8} : () -> si8
  %2 = arith.constant 255 : i16
  %3 = arith.constant -9223372036854775808 : i64
  %4 = "emitc.constant"() {value = 255 : ui8} : () -> ui8
  %5 = "emitc.constant"() {value = true} : () -> i1
  %6 = "emitc.constant"() {value = 7 : index} : () -> index
  %7 = "emitc.constant"() {value = 0x7FC00000 : f32} : () -> f32
  %8 = arith.constant 0x7E00 : f16
  %9 = arith.constant 0xFC00 : f16
  %10 = arith.constant 1.0e-300 : f64
  %11 = arith.constant 100.0 : f32
  %12 = arith.constant 1000.0 : f32
  %13 = arith.constant 10000.0 : f32
  %14 = arith.constant 123456789.0 : f32
  %15 = arith.constant 0.001 : f32
  %18 = "emitc.constant"() {value = 2147483648 : ui32} : () -> ui32
  %19 = arith.constant 65535 : i16
  %20 = arith.constant 0.1 : bf16
  %21 = arith.constant 0.1 : f16
  %22 = arith.constant 1.0e-5 : f16
  %t = arith.constant true
  %u = arith.constant 255 : i8
  %f = arith.constant 0.5 : f32
  %h = arith.constant 1.0e10 : f32
  %i = arith.constant 1.0e-5 : f32
  %j = arith.constant 0x7F800000 : f32
  %z = arith.constant -0.0 : f32
  %d = arith.constant 0.1 : f64
  %l = arith.constant 65504.0 : bf16
  %a = arith.constant 3 : i32
  %b = arith.constant 3 : i32
  %c = "emitc.variable"() {value = #emitc.opaque<"">} : () -> !emitc.opaque<"Foo">
  %dv = "emitc.variable"() {value = 3.0 : f32} : () -> f32
  %e = "emitc.variable"() {value = #emitc.opaque<"init()">} : () -> !emitc.opaque<"Bar">
  %cast = emitc.cast %18 : ui32 to f32
  func.call @use(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %18, %19, %20, %21, %22) : (ui64, si8, i16, i64, ui8, i1, index, f32, f16, f16, f64, f32, f32, f32, f32, f32, ui32, i16, bf16, f16, f16) -> ()
  func.call @use2(%t, %u, %f, %h, %i, %j, %z, %d, %l, %a, %b) : (i1, i8, f32, f32, f32, f32, f32, f64, bf16, i32, i32) -> ()
  return
}
func.func private @use(ui64, si8, i16, i64, ui8, i1, index, f32, f16, f16, f64, f32, f32, f32, f32, f32, ui32, i16, bf16, f16, f16)
func.func private @use2(i1, i8, f32, f32, f32, f32, f32, f64, bf16, i32, i32)
