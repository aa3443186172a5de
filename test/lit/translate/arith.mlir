// Scalar arith: operators, comparisons, casts and the value-derived constant names.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s

// CHECK-LABEL: __aicore__ int64_t scalars(int8_t v1, uint32_t v2, double v3, bool v4) {
// CHECK-NEXT:    constexpr int8_t cm3_i8 = -3;
// CHECK-NEXT:    constexpr uint32_t c4096_idx = 4096;
// CHECK-NEXT:    constexpr double cm0_25_f64 = (double)-2.50000000000000000e-01;
// CHECK-NEXT:    constexpr bool c0_i1 = false;
// CHECK-NEXT:    int8_t v5 = v1 * cm3_i8;
// CHECK-NEXT:    uint32_t v6 = v2 / c4096_idx + (v2 % c4096_idx != 0);
// CHECK-NEXT:    bool v7 = v3 < cm0_25_f64;
// CHECK-NEXT:    bool v8 = v4 ^ v7;
// CHECK-NEXT:    bool v9 = v8 | c0_i1;
// CHECK-NEXT:    int64_t v10 = static_cast<int64_t>(v5);
// CHECK-NEXT:    int64_t v11 = static_cast<int64_t>(v6);
// CHECK-NEXT:    int64_t v12 = v9 ? v10 : v11;
// CHECK-NEXT:    int64_t v13 = ((v12 < v10) ? (v12) : (v10));
// CHECK-NEXT:    float v14 = static_cast<float>(v3);
// CHECK-NEXT:    int32_t v15 = *reinterpret_cast<int32_t*>(&v14);
// CHECK-NEXT:    return v13;
// CHECK-NEXT:  }
func.func @scalars(%a: i8, %n: index, %x: f64, %p: i1) -> i64 {
  %k = arith.constant -3 : i8
  %blk = arith.constant 4096 : index
  %q = arith.constant -0.25 : f64
  %f = arith.constant false
  %0 = arith.muli %a, %k : i8
  %1 = arith.ceildivui %n, %blk : index
  %2 = arith.cmpf olt, %x, %q : f64
  %3 = arith.xori %p, %2 : i1
  %4 = arith.ori %3, %f : i1
  %5 = arith.extsi %0 : i8 to i64
  %6 = arith.index_cast %1 : index to i64
  %7 = arith.select %4, %5, %6 : i64
  %8 = arith.minsi %7, %5 : i64
  %9 = arith.truncf %x : f64 to f32
  %10 = arith.bitcast %9 : f32 to i32
  return %8 : i64
}

// Special float values and the 16-bit float types.
// CHECK-LABEL: void specials() {
// CHECK-NEXT:    constexpr float cNaN_f32 = (0.f / 0.f) /* nan */;
// CHECK-NEXT:    constexpr double cmInf_f64 = -__builtin_inff();
// CHECK-NEXT:    bfloat16_t c0_1001_f16 = 1.0010e-01;
// CHECK-NEXT:    half c65504_f16 = 6.55040e+04;
func.func @specials() {
  %nan = arith.constant 0x7FC00000 : f32
  %minf = arith.constant 0xFFF0000000000000 : f64
  %b = arith.constant 0.1 : bf16
  %h = arith.constant 65504.0 : f16
  return
}
