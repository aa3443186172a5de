// emission.md §1.9, §1.12, §1.13: every cast, the arith rows the other tests leave out
// (max/min forms, ceildivsi, shifts, each cmpf/cmpi spelling, mului_extended at 32 and 16
// bits, 16-bit float constants without constexpr) and every math row.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s

// CHECK: __inline__ __attribute__((always_inline)) __aicore__ void casts(int32_t v1, int16_t v2, float v3, half v4, uint32_t v5, uint32_t v6) {
// CHECK-NEXT:   int32_t v7 = static_cast<int32_t>(v2);
// CHECK-NEXT:   int64_t v8 = static_cast<int64_t>(v2);
// CHECK-NEXT:   float v9 = static_cast<float>(v4);
// CHECK-NEXT:   int8_t v10 = static_cast<int8_t>(v1);
// CHECK-NEXT:   half v11 = static_cast<half>(v3);
// CHECK-NEXT:   int32_t v12 = static_cast<int32_t>(v3);
// CHECK-NEXT:   int32_t v13 = static_cast<int32_t>(v3);
// CHECK-NEXT:   float v14 = static_cast<float>(v1);
// CHECK-NEXT:   float v15 = static_cast<float>(v1);
// CHECK-NEXT:   int32_t v16 = static_cast<int32_t>(v5);
// CHECK-NEXT:   int32_t v17 = *reinterpret_cast<int32_t*>(&v3);
// CHECK-NEXT:   float v18 = (float) v1;
// CHECK-NEXT:   float v19 = -v3;
// CHECK-NEXT:   float v20 = ((v3 > v3) ? (v3) : (v3));
// CHECK-NEXT:   float v21 = ((v3 > v3) ? (v3) : (v3));
// CHECK-NEXT:   float v22 = ((v3 < v3) ? (v3) : (v3));
// CHECK-NEXT:   float v23 = ((v3 < v3) ? (v3) : (v3));
// CHECK-NEXT:   int32_t v24 = ((v1 > v1) ? (v1) : (v1));
// CHECK-NEXT:   int32_t v25 = (v1 + v1 - 1) / v1;
// CHECK-NEXT:   int32_t v26 = v1 % v1;
// CHECK-NEXT:   int32_t v27 = v1 >> v1;
// CHECK-NEXT:   int32_t v28 = v1 >> v1;
// CHECK-NEXT:   int32_t v29 = v1 << v1;
// CHECK-NEXT:   float v30 = v3 / v3;
// CHECK-NEXT:   float v31 = v3 - v3;
// CHECK-NEXT:   bool v32 = v3 == v3;
// CHECK-NEXT:   bool v33 = v3 != v3;
// CHECK-NEXT:   bool v34 = v3 <= v3;
// CHECK-NEXT:   bool v35 = v3 >= v3;
// CHECK-NEXT:   bool v36 = v1 >= v1;
// CHECK-NEXT:   bool v37 = v1 <= v1;
// CHECK-NEXT:   bool v38 = v1 > v1;
// CHECK-NEXT:   int32_t v39 = v1 * v1;
// CHECK-NEXT:   int32_t v40 = (static_cast<uint64_t>(v1) * static_cast<uint64_t>(v1)) >> 32;
// CHECK-NEXT:   int16_t v41 = v2 * v2;
// CHECK-NEXT:   int16_t v42 = (static_cast<uint32_t>(v2) * static_cast<uint32_t>(v2)) >> 16;
// CHECK-NEXT:   half c1_5_f16 = 1.50000e+00;
// CHECK-NEXT:   bfloat16_t c2_5_f16 = 2.5000e+00;
// CHECK-NEXT:   int32_t v43 = v1 / v1;
// CHECK-NEXT:   int32_t v44 = v1 / v1;
// CHECK-NEXT:   return;
// CHECK-NEXT: }
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void maths(float v1, float v2, float v3) {
// CHECK-NEXT:   float v4 = (v1 > static_cast<float>(0)) ? v1 : -v1;
// CHECK-NEXT:   float v5 = sqrt(v1);
// CHECK-NEXT:   float v6 = AscendC::Exp(v1);
// CHECK-NEXT:   float v7 = AscendC::Exp(v1 * Log(2));
// CHECK-NEXT:   float v8 = AscendC::Log(v1);
// CHECK-NEXT:   float v9 = AscendC::Log2(v1);
// CHECK-NEXT:   float v10 = AscendC::Sin(v1);
// CHECK-NEXT:   float v11 = AscendC::Cos(v1);
// CHECK-NEXT:   float v12 = AscendC::Erf(v1);
// CHECK-NEXT:   float v13 = AscendC::Ceil(v1);
// CHECK-NEXT:   float v14 = AscendC::Floor(v1);
// CHECK-NEXT:   float v15 = AscendC::Round(v1);
// CHECK-NEXT:   float v16 = AscendC::Rsqrt(v1);
// CHECK-NEXT:   float v17 = AscendC::Atan2(v1, v2);
// CHECK-NEXT:   float v18 = v1 * v2 + v3;
// CHECK-NEXT:   float v19 = ((v1 < 0 && v2 > 0) || (v1 > 0 && v2 < 0)) ? -v1 : v1;
// CHECK-NEXT:   return;
// CHECK-NEXT: }

func.func @casts(%a: i32, %b: i16, %f: f32, %h: f16, %n: index, %u: ui32) -> () {
  %0 = arith.extui %b : i16 to i32
  %1 = arith.extsi %b : i16 to i64
  %2 = arith.extf %h : f16 to f32
  %3 = arith.trunci %a : i32 to i8
  %4 = arith.truncf %f : f32 to f16
  %5 = arith.fptosi %f : f32 to i32
  %6 = arith.fptoui %f : f32 to i32
  %7 = arith.sitofp %a : i32 to f32
  %8 = arith.uitofp %a : i32 to f32
  %9 = arith.index_cast %n : index to i32
  %10 = arith.bitcast %f : f32 to i32
  %11 = emitc.cast %a : i32 to f32
  %12 = arith.negf %f : f32
  %13 = arith.maximumf %f, %f : f32
  %14 = arith.maxnumf %f, %f : f32
  %15 = arith.minimumf %f, %f : f32
  %16 = arith.minnumf %f, %f : f32
  %17 = arith.maxsi %a, %a : i32
  %18 = arith.ceildivsi %a, %a : i32
  %19 = arith.remsi %a, %a : i32
  %20 = arith.shrsi %a, %a : i32
  %21 = arith.shrui %a, %a : i32
  %22 = arith.shli %a, %a : i32
  %23 = arith.divf %f, %f : f32
  %24 = arith.subf %f, %f : f32
  %25 = arith.cmpf ueq, %f, %f : f32
  %26 = arith.cmpf one, %f, %f : f32
  %27 = arith.cmpf ule, %f, %f : f32
  %28 = arith.cmpf oge, %f, %f : f32
  %29 = arith.cmpi uge, %a, %a : i32
  %30 = arith.cmpi sle, %a, %a : i32
  %31 = arith.cmpi ugt, %a, %a : i32
  %32, %33 = arith.mului_extended %a, %a : i32
  %34, %35 = arith.mului_extended %b, %b : i16
  %36 = arith.constant 1.5 : f16
  %37 = arith.constant 2.5 : bf16
  %38 = arith.divsi %a, %a : i32
  %39 = arith.divui %a, %a : i32
  return
}
func.func @maths(%x: f32, %y: f32, %z: f32) {
  %0 = math.absf %x : f32
  %1 = math.sqrt %x : f32
  %2 = math.exp %x : f32
  %3 = math.exp2 %x : f32
  %4 = math.log %x : f32
  %5 = math.log2 %x : f32
  %6 = math.sin %x : f32
  %7 = math.cos %x : f32
  %8 = math.erf %x : f32
  %9 = math.ceil %x : f32
  %10 = math.floor %x : f32
  %11 = math.round %x : f32
  %12 = math.rsqrt %x : f32
  %13 = math.atan2 %x, %y : f32
  %14 = math.fma %x, %y, %z : f32
  %15 = math.copysign %x, %y : f32
  return
}
