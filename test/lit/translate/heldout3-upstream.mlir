// Held-out style cases from the coverage matrix (target/ascendc/matrix_test.go): the
// upstream ops' optional attributes no test translated before. PyAsc's rules read none of
// them (emission.md §1.12, §1.13, §1.15, §1.3): fastmath flags, overflow flags and
// arith.truncf's roundingmode leave the C++ operator or static_cast as it is; memref.alloca's
// alignment and a layout's symbol operands leave `{E} name[d]…`; nontemporal loads and
// stores are plain subscripts, and a rank-0 memref has none; a result attribute of
// func.func changes nothing. Expected text by hand from those rules.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s
// RUN: ascopt --mlir-print-op-generic %s | asc-translate --mlir-to-ascendc | FileCheck %s

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ float arith_flags(float v1, float v2, int32_t v3, int32_t v4, double v5) {
// CHECK-NEXT: float v6 = v1 + v2;
// CHECK-NEXT: float v7 = v1 - v2;
// CHECK-NEXT: float v8 = v1 * v2;
// CHECK-NEXT: float v9 = v1 / v2;
// CHECK-NEXT: float v10 = ((v1 > v2) ? (v1) : (v2));
// CHECK-NEXT: float v11 = ((v1 > v2) ? (v1) : (v2));
// CHECK-NEXT: float v12 = ((v1 < v2) ? (v1) : (v2));
// CHECK-NEXT: float v13 = ((v1 < v2) ? (v1) : (v2));
// CHECK-NEXT: float v14 = -v1;
// CHECK-NEXT: bool v15 = v1 < v2;
// CHECK-NEXT: double v16 = static_cast<double>(v1);
// CHECK-NEXT: float v17 = static_cast<float>(v5);
// CHECK-NEXT: float v18 = static_cast<float>(v5);
// CHECK-NEXT: int32_t v19 = v3 + v4;
// CHECK-NEXT: int32_t v20 = v3 - v4;
// CHECK-NEXT: int32_t v21 = v3 * v4;
// CHECK-NEXT: int32_t v22 = v3 << v4;
// CHECK-NEXT: return v6;
// CHECK-NEXT: }
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void math_flags(float v1, float v2, float v3) {
// CHECK-NEXT: float v4 = (v1 > static_cast<float>(0)) ? v1 : -v1;
// CHECK-NEXT: float v5 = AscendC::Atan2(v1, v2);
// CHECK-NEXT: float v6 = AscendC::Ceil(v1);
// CHECK-NEXT: float v7 = ((v1 < 0 && v2 > 0) || (v1 > 0 && v2 < 0)) ? -v1 : v1;
// CHECK-NEXT: float v8 = AscendC::Cos(v1);
// CHECK-NEXT: float v9 = AscendC::Erf(v1);
// CHECK-NEXT: float v10 = AscendC::Exp(v1);
// CHECK-NEXT: float v11 = AscendC::Exp(v1 * Log(2));
// CHECK-NEXT: float v12 = AscendC::Floor(v1);
// CHECK-NEXT: float v13 = v1 * v2 + v3;
// CHECK-NEXT: float v14 = AscendC::Log(v1);
// CHECK-NEXT: float v15 = AscendC::Log2(v1);
// CHECK-NEXT: float v16 = AscendC::Round(v1);
// CHECK-NEXT: float v17 = AscendC::Rsqrt(v1);
// CHECK-NEXT: float v18 = AscendC::Sin(v1);
// CHECK-NEXT: float v19 = sqrt(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void memref_forms(uint32_t v1, float v2) {
// CHECK-NEXT: float v3[4];
// CHECK-NEXT: float v4;
// CHECK-NEXT: v4 = v2;
// CHECK-NEXT: float v5 = v4;
// CHECK-NEXT: constexpr uint32_t c0_idx = 0;
// CHECK-NEXT: v3[c0_idx] = v5;
// CHECK-NEXT: float v6 = v3[c0_idx];
// CHECK-NEXT: half v7[8];
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @arith_flags(%a: f32, %b: f32, %i: i32, %j: i32, %d: f64) -> (f32 {llvm.noundef}) {
  %0 = arith.addf %a, %b fastmath<fast> : f32
  %1 = arith.subf %a, %b fastmath<nnan,ninf> : f32
  %2 = arith.mulf %a, %b fastmath<contract> : f32
  %3 = arith.divf %a, %b fastmath<reassoc> : f32
  %4 = arith.maximumf %a, %b fastmath<fast> : f32
  %5 = arith.maxnumf %a, %b fastmath<nsz> : f32
  %6 = arith.minimumf %a, %b fastmath<fast> : f32
  %7 = arith.minnumf %a, %b fastmath<arcp> : f32
  %8 = arith.negf %a fastmath<fast> : f32
  %9 = arith.cmpf olt, %a, %b fastmath<fast> : f32
  %10 = arith.extf %a fastmath<fast> : f32 to f64
  %11 = arith.truncf %d to_nearest_even fastmath<fast> : f64 to f32
  %12 = arith.truncf %d downward : f64 to f32
  %13 = arith.addi %i, %j overflow<nsw> : i32
  %14 = arith.subi %i, %j overflow<nuw> : i32
  %15 = arith.muli %i, %j overflow<nsw, nuw> : i32
  %16 = arith.shli %i, %j overflow<nsw> : i32
  return %0 : f32
}
func.func @math_flags(%a: f32, %b: f32, %c: f32) {
  %0 = math.absf %a fastmath<fast> : f32
  %1 = math.atan2 %a, %b fastmath<fast> : f32
  %2 = math.ceil %a fastmath<fast> : f32
  %3 = math.copysign %a, %b fastmath<fast> : f32
  %4 = math.cos %a fastmath<fast> : f32
  %5 = math.erf %a fastmath<fast> : f32
  %6 = math.exp %a fastmath<fast> : f32
  %7 = math.exp2 %a fastmath<fast> : f32
  %8 = math.floor %a fastmath<fast> : f32
  %9 = math.fma %a, %b, %c fastmath<fast> : f32
  %10 = math.log %a fastmath<fast> : f32
  %11 = math.log2 %a fastmath<fast> : f32
  %12 = math.round %a fastmath<fast> : f32
  %13 = math.rsqrt %a fastmath<fast> : f32
  %14 = math.sin %a fastmath<fast> : f32
  %15 = math.sqrt %a fastmath<fast> : f32
  return
}
#map = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @memref_forms(%n: index, %v: f32) {
  %0 = memref.alloca() {alignment = 64 : i64} : memref<4xf32>
  %1 = memref.alloca() : memref<f32>
  memref.store %v, %1[] {nontemporal = true} : memref<f32>
  %2 = memref.load %1[] {nontemporal = true} : memref<f32>
  %c0 = arith.constant 0 : index
  memref.store %2, %0[%c0] {nontemporal = true} : memref<4xf32>
  %3 = memref.load %0[%c0] {nontemporal = true} : memref<4xf32>
  %4 = memref.alloca()[%n] : memref<8xf16, #map>
  return
}
