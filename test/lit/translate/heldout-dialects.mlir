// Held-out style cases of PyAsc's Target/AscendC/{arith,math,emitc,func,scf,memref}.mlir,
// expected text from emission.md §1.3-§1.16 and Appendix C (not from our output):
// constant names and literals of values whose formatting switches between plain and
// scientific (Appendix C), denormals, the extreme integers, 16-bit float specials;
// NameLoc suffixes found inside fused, nested and call-site locations and on block
// arguments and scf results; casts of every kind; the scalar math functions; calls;
// loops with a 16-bit induction variable and the vector-scope loop; a while loop whose
// regions hold an if and a for (each closed by "};"); multi-dimensional allocas.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// Locations carry the NameLoc suffixes through the round trip.
// RUN: ascopt --mlir-print-debuginfo %s | asc-translate --mlir-to-ascendc | FileCheck %s

// CHECK: #include <kernel_operator.h>
// A noop prints nothing; at file level the newline after every op leaves an empty line.
// CHECK-EMPTY:
emitc.include <"kernel_operator.h">
ascendc.noop

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emit_constant_spellings() {
// CHECK-NEXT: constexpr float c1_0Ep4_f32 = (float)1.000000000e+04;
// CHECK-NEXT: constexpr float c123456792_f32 = (float)1.234567920e+08;
// CHECK-NEXT: constexpr float c0_00100000005_f32 = (float)1.000000050e-03;
// CHECK-NEXT: constexpr float c9_99999974Em5_f32 = (float)9.999999740e-05;
// CHECK-NEXT: constexpr float c1_00000002Ep20_f32 = (float)1.000000020e+20;
// CHECK-NEXT: constexpr float c100_f32 = (float)1.000000000e+02;
// CHECK-NEXT: constexpr float c1000_f32 = (float)1.000000000e+03;
// CHECK-NEXT: constexpr double c1_0Em4_f64 = (double)1.00000000000000000e-04;
// CHECK-NEXT: constexpr float c2_99999784Em40_f32 = (float)2.999997840e-40;
// CHECK-NEXT: half cNaN_f16 = (0.f / 0.f) /* nan */;
// CHECK-NEXT: half cmInf_f16 = -__builtin_inff();
// CHECK-NEXT: bfloat16_t c0_f16 = 0.0e+00;
// CHECK-NEXT: constexpr int64_t cm9223372036854775808_i64 = -9223372036854775808;
// CHECK-NEXT: constexpr uint32_t cm1_idx = -1;
// CHECK-NEXT: constexpr int8_t cm1_i8 = -1;
// CHECK-NEXT: constexpr double c1_f64 = (double)1.00000000000000000e+00;
// CHECK-NEXT: half c65504_f16 = 6.55040e+04;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emit_constant_spellings() {
  %0 = arith.constant 1.0e4 : f32
  %1 = arith.constant 123456789.0 : f32
  %2 = arith.constant 0.001 : f32
  %3 = arith.constant 1.0e-4 : f32
  %4 = arith.constant 1.0e20 : f32
  %5 = arith.constant 100.0 : f32
  %6 = arith.constant 1000.0 : f32
  %7 = arith.constant 1.0e-4 : f64
  %8 = arith.constant 3.0e-40 : f32
  %9 = arith.constant 0x7E00 : f16
  %10 = arith.constant 0xFC00 : f16
  %11 = arith.constant 0.0 : bf16
  %12 = arith.constant -9223372036854775808 : i64
  %13 = arith.constant -1 : index
  %14 = arith.constant 255 : i8
  %15 = arith.constant 1.0 : f64
  %16 = arith.constant 65504.0 : f16
  return
}

#name = loc("x")
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ int32_t emit_name_locs(int32_t v1_arg_a, int32_t v2) {
// CHECK-NEXT: constexpr int32_t c0_i32_offset = 0;
// CHECK-NEXT: int32_t v3_sum = v1_arg_a + v2;
// CHECK-NEXT: int32_t v4_inner = v3_sum * c0_i32_offset;
// CHECK-NEXT: int32_t v5 = v4_inner - v2;
// CHECK-NEXT: int32_t v6_x = v5 - v2;
// CHECK-NEXT: int32_t v7_caller = v6_x - v2;
// CHECK-NEXT: int32_t v8_ret = emit_name_locs(v7_caller, v2);
// CHECK-NEXT: return v8_ret;
// CHECK-NEXT: }
func.func @emit_name_locs(%a: i32 loc("arg_a"), %b: i32) -> i32 {
  %c0 = arith.constant 0 : i32 loc("offset")
  %0 = arith.addi %a, %b : i32 loc(fused["f.py":1:2, "sum"("g.py":3:4)])
  %1 = arith.muli %0, %c0 : i32 loc(callsite("inner" at "outer"))
  %2 = arith.subi %1, %b : i32 loc(fused<"meta">["plain.py":1:1])
  %3 = arith.subi %2, %b : i32 loc(#name)
  %4 = arith.subi %3, %b : i32 loc(callsite("f.py":1:1 at "caller"))
  %5 = func.call @emit_name_locs(%4, %b) : (i32, i32) -> i32 loc("ret")
  return %5 : i32
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emit_casts(int32_t v1, float v2, uint32_t v3, half v4, uint16_t v5) {
// CHECK-NEXT: int64_t v6 = static_cast<int64_t>(v3);
// CHECK-NEXT: int32_t v7 = *reinterpret_cast<int32_t*>(&v2);
// CHECK-NEXT: int16_t v8 = static_cast<int16_t>(v2);
// CHECK-NEXT: float v9 = static_cast<float>(v1);
// CHECK-NEXT: float v10 = static_cast<float>(v4);
// CHECK-NEXT: bool v11 = static_cast<bool>(v1);
// CHECK-NEXT: uint8_t* v12 = (uint8_t*) v1;
// CHECK-NEXT: float v13 = (float) v5;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emit_casts(%i: i32, %f: f32, %x: index, %h: f16, %u: ui16) {
  %0 = arith.index_cast %x : index to i64
  %1 = arith.bitcast %f : f32 to i32
  %2 = arith.fptoui %f : f32 to i16
  %3 = arith.uitofp %i : i32 to f32
  %4 = arith.extf %h : f16 to f32
  %5 = arith.trunci %i : i32 to i1
  %6 = emitc.cast %i : i32 to !emitc.ptr<ui8>
  %7 = emitc.cast %u : ui16 to f32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emit_math(float v1, float v2) {
// CHECK-NEXT: float v3 = sqrt(v1);
// CHECK-NEXT: float v4 = AscendC::Exp(v1);
// CHECK-NEXT: float v5 = AscendC::Log(v1);
// CHECK-NEXT: float v6 = AscendC::Erf(v1);
// CHECK-NEXT: float v7 = AscendC::Atan2(v1, v2);
// CHECK-NEXT: float v8 = ((v1 < 0 && v2 > 0) || (v1 > 0 && v2 < 0)) ? -v1 : v1;
// CHECK-NEXT: float v9 = (v1 > static_cast<float>(0)) ? v1 : -v1;
// CHECK-NEXT: float v10 = -v1;
// CHECK-NEXT: float v11 = ((v1 < v2) ? (v1) : (v2));
// CHECK-NEXT: float v12 = v1 / v2;
// CHECK-NEXT: return;
// CHECK-NEXT: }
func.func @emit_math(%a: f32, %b: f32) {
  %0 = math.sqrt %a : f32
  %1 = math.exp %a : f32
  %2 = math.log %a : f32
  %3 = math.erf %a : f32
  %4 = math.atan2 %a, %b : f32
  %5 = math.copysign %a, %b : f32
  %6 = math.absf %a : f32
  %7 = arith.negf %a : f32
  %8 = arith.minimumf %a, %b : f32
  %9 = arith.divf %a, %b : f32
  return
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ float emit_loops(int32_t v1, float v2, uint32_t v3) {
// CHECK-NEXT: constexpr int32_t c0_i32 = 0;
// CHECK-NEXT: int32_t v4_w;
// CHECK-NEXT: float v5_w;
// CHECK-NEXT: int32_t v6 = c0_i32;
// CHECK-NEXT: float v7 = v2;
// CHECK-NEXT: while (true) {
// CHECK-NEXT: bool v8 = v6 < v1;
// CHECK-NEXT: if (v8) {
// CHECK-NEXT: AscendC::PipeBarrier<PIPE_V>();
// CHECK-NEXT: };
// CHECK-NEXT: if (!v8) {
// CHECK-NEXT: v4_w = v6;
// CHECK-NEXT: v5_w = v7;
// CHECK-NEXT: break;
// CHECK-NEXT: };
// CHECK-NEXT: int32_t v9_j = v6;
// CHECK-NEXT: float v10 = v7;
// CHECK-NEXT: constexpr int32_t c1_i32 = 1;
// CHECK-NEXT: int32_t v11 = v9_j + c1_i32;
// CHECK-NEXT: constexpr uint32_t c0_idx = 0;
// CHECK-NEXT: constexpr uint32_t c4_idx = 4;
// CHECK-NEXT: constexpr uint32_t c1_idx = 1;
// CHECK-NEXT: for (uint32_t v12 = c0_idx; v12 < c4_idx; v12 += c1_idx) {
// CHECK-NEXT: float v13 = v10 + v10;
// CHECK-NEXT: };
// CHECK-NEXT: v6 = v11;
// CHECK-NEXT: v7 = v10;
// CHECK-NEXT: };
// CHECK-NEXT: float v14;
// CHECK-NEXT: switch(v3) {
// CHECK-NEXT: case 2: {
// CHECK-NEXT: v14 = v2;
// CHECK-NEXT: } break;
// CHECK-NEXT: case 7: {
// CHECK-NEXT: float v15 = v2 + v2;
// CHECK-NEXT: v14 = v15;
// CHECK-NEXT: } break;
// CHECK-NEXT: default: {
// CHECK-NEXT: v14 = v5_w;
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: constexpr uint32_t c0_idx = 0;
// CHECK-NEXT: constexpr uint32_t c4_idx = 4;
// CHECK-NEXT: constexpr uint32_t c1_idx = 1;
// CHECK-NEXT: float v16;
// CHECK-NEXT: int32_t v17;
// CHECK-NEXT: float v18 = v2;
// CHECK-NEXT: int32_t v19 = v1;
// CHECK-NEXT: for (uint16_t v20 = c0_idx; v20 < c4_idx; v20 += c1_idx) {
// CHECK-NEXT: float v21 = v18 * v18;
// CHECK-NEXT: v18 = v21;
// CHECK-NEXT: v19 = v19;
// CHECK-NEXT: }
// CHECK-NEXT: v16 = v18;
// CHECK-NEXT: v17 = v19;
// CHECK-NEXT: constexpr int16_t c3_i16 = 3;
// CHECK-NEXT: constexpr int16_t c9_i16 = 9;
// CHECK-NEXT: constexpr int16_t c1_i16 = 1;
// CHECK-NEXT: for (int16_t v22 = c3_i16; v22 < c9_i16; v22 += c1_i16) {
// CHECK-NEXT: int16_t v23 = v22 + v22;
// CHECK-NEXT: }
// CHECK-NEXT: return v14;
// CHECK-NEXT: }
func.func @emit_loops(%n: i32, %f: f32, %ix: index) -> f32 {
  %c0 = arith.constant 0 : i32
  %r:2 = scf.while (%i = %c0, %acc = %f) : (i32, f32) -> (i32, f32) {
    %c = arith.cmpi ult, %i, %n : i32
    scf.if %c {
      emitc.verbatim "AscendC::PipeBarrier<PIPE_V>()"
    }
    scf.condition(%c) %i, %acc : i32, f32
  } do {
  ^bb0(%j: i32 loc("j"), %a: f32):
    %c1 = arith.constant 1 : i32
    %k = arith.addi %j, %c1 : i32
    %lb = arith.constant 0 : index
    %ub = arith.constant 4 : index
    %st = arith.constant 1 : index
    scf.for %x = %lb to %ub step %st {
      %s = arith.addf %a, %a : f32
    }
    scf.yield %k, %a : i32, f32
  } loc("w")
  %s = scf.index_switch %ix -> f32
  case 2 {
    scf.yield %f : f32
  }
  case 7 {
    %z = arith.addf %f, %f : f32
    scf.yield %z : f32
  }
  default {
    scf.yield %r#1 : f32
  }
  %lb = arith.constant 0 : index
  %ub = arith.constant 4 : index
  %st = arith.constant 1 : index
  %q:2 = scf.for %x = %lb to %ub step %st iter_args(%a = %f, %b = %n) -> (f32, i32) {
    %y = arith.mulf %a, %a : f32
    scf.yield %y, %b : f32, i32
  } {asc.vec_scope_loop}
  %t = arith.constant 3 : i16
  %u = arith.constant 9 : i16
  %o = arith.constant 1 : i16
  scf.for %y = %t to %u step %o : i16 {
    %z = arith.addi %y, %y : i16
  }
  return %s : f32
}

// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ int8_t emit_alloca_2d(int8_t v1, uint32_t v2, uint32_t v3) {
// CHECK-NEXT: uint8_t v4[2][8];
// CHECK-NEXT: v4[v2][v3] = v1;
// CHECK-NEXT: int8_t v5 = v4[v3][v2];
// CHECK-NEXT: half v6[4];
// CHECK-NEXT: return v5;
// CHECK-NEXT: }
func.func @emit_alloca_2d(%v: i8, %i: index, %j: index) -> i8 {
  %0 = memref.alloca() {ascendc.emit_as_unsigned} : memref<2x8xi8>
  memref.store %v, %0[%i, %j] : memref<2x8xi8>
  %1 = memref.load %0[%j, %i] : memref<2x8xi8>
  %2 = memref.alloca() : memref<4xf16, 26>
  return %1 : i8
}

