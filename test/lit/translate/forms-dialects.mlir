// Ascend C ops inside the MLIR dialects around them: several functions and calls,
// scf.for with iter_args, scf.if, scf.while, scf.index_switch and an scf.if yielding a
// tensor, loops inside a while region, scalar arith/math on every scalar type, memref and
// emitc values feeding ascendc ops, and emitasc (masks, pointers, opaque calls, verbatim,
// vector scope).
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s
// The form ascopt prints parses back and translates to the same text.
// RUN: ascopt %s | asc-translate --mlir-to-ascendc | FileCheck %s

// CHECK: #include <cstdint>
// CHECK-NEXT: #include "kernel_operator.h"

module {
  emitc.include <"cstdint">
  emitc.include "kernel_operator.h"

  // A helper with a result, called from a kernel twice and from a loop.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ float scale(float v1, int32_t v2) {
// CHECK-NEXT: float v3 = static_cast<float>(v2);
// CHECK-NEXT: float v4 = v1 * v3;
// CHECK-NEXT: float v5 = v4 * v1 + v3;
// CHECK-NEXT: return v5;
// CHECK-NEXT: }
  func.func @scale(%x: f32, %k: i32) -> f32 attributes {ascendc.aicore} {
    %0 = arith.sitofp %k : i32 to f32
    %1 = arith.mulf %x, %0 : f32
    %2 = math.fma %1, %x, %0 : f32
    return %2 : f32
  }

// CHECK-LABEL: extern "C"  __global__ __aicore__ void kernel(AscendC::LocalTensor<float> v1, uint32_t v2, float v3, int32_t v4) {
// CHECK-NEXT: constexpr uint32_t c0_idx = 0;
// CHECK-NEXT: constexpr uint32_t c1_idx = 1;
// CHECK-NEXT: float v5 = scale(v3, v4);
// CHECK-NEXT: float v6;
// CHECK-NEXT: float v7 = v5;
// CHECK-NEXT: for (uint32_t v8 = c0_idx; v8 < v2; v8 += c1_idx) {
// CHECK-NEXT: int32_t v9 = static_cast<int32_t>(v8);
// CHECK-NEXT: float v10 = v1.GetValue(v9);
// CHECK-NEXT: float v11 = scale(v10, v4);
// CHECK-NEXT: float v12 = v7 + v11;
// CHECK-NEXT: v7 = v12;
// CHECK-NEXT: }
// CHECK-NEXT: v6 = v7;
// CHECK-NEXT: bool v13 = v6 > v3;
// CHECK-NEXT: if (v13) {
// CHECK-NEXT: v1.SetValue(v4, v6);
// CHECK-NEXT: } else {
// CHECK-NEXT: v1.SetValue(v4, v3);
// CHECK-NEXT: }
// CHECK-NEXT: return;
// CHECK-NEXT: }
  func.func @kernel(%t: !ascendc.local_tensor<*xf32>, %n: index, %x: f32, %k: i32) attributes {ascendc.aicore, ascendc.global} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %y = func.call @scale(%x, %k) : (f32, i32) -> f32
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %y) -> (f32) {
      %ii = arith.index_cast %i : index to i32
      %v = ascendc.local_tensor.get_value %t, %ii : !ascendc.local_tensor<*xf32>, i32, f32
      %s = func.call @scale(%v, %k) : (f32, i32) -> f32
      %a = arith.addf %acc, %s : f32
      scf.yield %a : f32
    }
    %pos = arith.cmpf ogt, %r, %x : f32
    scf.if %pos {
      ascendc.local_tensor.set_value %t, %k, %r : !ascendc.local_tensor<*xf32>, i32, f32
    } else {
      ascendc.local_tensor.set_value %t, %k, %x : !ascendc.local_tensor<*xf32>, i32, f32
    }
    return
  }

  // Loops with while, switch and nested ifs that yield values to ascendc ops.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void control(AscendC::LocalTensor<half> v1, AscendC::LocalTensor<half> v2, int32_t v3, uint32_t v4) {
// CHECK-NEXT: constexpr int32_t c0_i32 = 0;
// CHECK-NEXT: constexpr int32_t c1_i32 = 1;
// CHECK-NEXT: int32_t v5;
// CHECK-NEXT: int32_t v6 = c0_i32;
// CHECK-NEXT: while (true) {
// CHECK-NEXT: bool v7 = v6 < v3;
// CHECK-NEXT: if (!v7) {
// CHECK-NEXT: v5 = v6;
// CHECK-NEXT: break;
// CHECK-NEXT: };
// CHECK-NEXT: int32_t v8 = v6;
// CHECK-NEXT: AscendC::Add(v1, v1, v2, v8);
// CHECK-NEXT: int32_t v9 = v8 + c1_i32;
// CHECK-NEXT: v6 = v9;
// CHECK-NEXT: };
// CHECK-NEXT: int32_t v10;
// CHECK-NEXT: switch(v4) {
// CHECK-NEXT: case 0: {
// CHECK-NEXT: v10 = v5;
// CHECK-NEXT: } break;
// CHECK-NEXT: case 3: {
// CHECK-NEXT: int32_t v11 = v5 * v3;
// CHECK-NEXT: v10 = v11;
// CHECK-NEXT: } break;
// CHECK-NEXT: default: {
// CHECK-NEXT: v10 = c1_i32;
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: bool v12 = v10 > v3;
// CHECK-NEXT: AscendC::LocalTensor<half> v13;
// CHECK-NEXT: if (v12) {
// CHECK-NEXT: v13 = v1;
// CHECK-NEXT: } else {
// CHECK-NEXT: v13 = v2;
// CHECK-NEXT: }
// CHECK-NEXT: AscendC::Exp(v13, v13, v10);
// CHECK-NEXT: return;
// CHECK-NEXT: }
  func.func @control(%t: !ascendc.local_tensor<*xf16>, %u: !ascendc.local_tensor<*xf16>, %n: i32, %sel: index) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %w = scf.while (%i = %c0) : (i32) -> i32 {
      %lt = arith.cmpi slt, %i, %n : i32
      scf.condition(%lt) %i : i32
    } do {
    ^bb0(%j: i32):
      ascendc.add_l2 %t, %t, %u, %j : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32
      %nx = arith.addi %j, %c1 : i32
      scf.yield %nx : i32
    }
    %cnt = scf.index_switch %sel -> i32
    case 0 {
      scf.yield %w : i32
    }
    case 3 {
      %m = arith.muli %w, %n : i32
      scf.yield %m : i32
    }
    default {
      scf.yield %c1 : i32
    }
    %big = arith.cmpi sgt, %cnt, %n : i32
    %res = scf.if %big -> (!ascendc.local_tensor<*xf16>) {
      scf.yield %t : !ascendc.local_tensor<*xf16>
    } else {
      scf.yield %u : !ascendc.local_tensor<*xf16>
    }
    ascendc.exp_l2 %res, %res, %cnt : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32
    return
  }

  // Scalar arithmetic and math on every scalar type the rules spell.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ int64_t scalars(int8_t v1, int16_t v2, int64_t v3, half v4, bfloat16_t v5, double v6, uint32_t v7) {
// CHECK-NEXT: int16_t v8 = static_cast<int16_t>(v1);
// CHECK-NEXT: int16_t v9 = v8 + v2;
// CHECK-NEXT: int64_t v10 = static_cast<int64_t>(v9);
// CHECK-NEXT: int64_t v11 = v10 << v3;
// CHECK-NEXT: int64_t v12 = v11 % v3;
// CHECK-NEXT: int64_t v13 = ((v12 > v3) ? (v12) : (v3));
// CHECK-NEXT: half v14 = sqrt(v4);
// CHECK-NEXT: bfloat16_t v15 = (v5 > static_cast<bfloat16_t>(0)) ? v5 : -v5;
// CHECK-NEXT: float v16 = static_cast<float>(v14);
// CHECK-NEXT: float v17 = AscendC::Exp(v16 * Log(2));
// CHECK-NEXT: double v18 = ((v6 < 0 && v6 > 0) || (v6 > 0 && v6 < 0)) ? -v6 : v6;
// CHECK-NEXT: float v19 = -v17;
// CHECK-NEXT: int64_t v20 = static_cast<int64_t>(v19);
// CHECK-NEXT: constexpr bool cm1_i1 = true;
// CHECK-NEXT: int64_t v21 = cm1_i1 ? v20 : v13;
// CHECK-NEXT: return v21;
// CHECK-NEXT: }
  func.func @scalars(%a: i8, %b: i16, %c: i64, %h: f16, %bf: bf16, %d: f64, %u: ui32) -> i64 {
    %0 = arith.extsi %a : i8 to i16
    %1 = arith.addi %0, %b : i16
    %2 = arith.extui %1 : i16 to i64
    %3 = arith.shli %2, %c : i64
    %4 = arith.remsi %3, %c : i64
    %5 = arith.maxsi %4, %c : i64
    %6 = math.sqrt %h : f16
    %7 = math.absf %bf : bf16
    %8 = arith.extf %6 : f16 to f32
    %9 = math.exp2 %8 : f32
    %10 = math.copysign %d, %d : f64
    %11 = arith.negf %9 : f32
    %12 = arith.fptosi %11 : f32 to i64
    %true = arith.constant true
    %13 = arith.select %true, %12, %5 : i64
    return %13 : i64
  }

  // memref arrays feeding ascendc ops, and emitc values.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void arrays(__gm__ half* v1, uint32_t v2, uint32_t v3, int32_t v4) {
// CHECK-NEXT: int32_t v5[2][4];
// CHECK-NEXT: v5[v2][v3] = v4;
// CHECK-NEXT: int32_t v6 = v5[v3][v2];
// CHECK-NEXT: int64_t v7 = (int64_t) v6;
// CHECK-NEXT: constexpr uint32_t v8 = 16;
// CHECK-NEXT: AscendC::GlobalTensor<half> v9;
// CHECK-NEXT: v9.SetGlobalBuffer(v1, v7);
// CHECK-NEXT: AscendC::LocalTensor<half> v10 = AscendC::LocalTensor<half>(AscendC::TPosition::VECIN, v8, v8);
// CHECK-NEXT: AscendC::DataCopy(v10, v9, v8);
// CHECK-NEXT: __gm__ half* v11 = reinterpret_cast<__gm__ half*>(v1);
// CHECK-NEXT: return;
// CHECK-NEXT: }
  func.func @arrays(%g: memref<?xf16, 22>, %i: index, %j: index, %x: i32) {
    %buf = memref.alloca() : memref<2x4xi32>
    memref.store %x, %buf[%i, %j] : memref<2x4xi32>
    %v = memref.load %buf[%j, %i] : memref<2x4xi32>
    %p = emitc.cast %v : i32 to i64
    %k = "emitc.constant"() <{value = 16 : ui32}> : () -> ui32
    %gt = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
    ascendc.global_tensor.set_global_buffer %gt, %g, %p : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>, i64
    %l = ascendc.local_tensor_v2 vecin, %k, %k : !ascendc.local_tensor<*xf16>
    ascendc.data_copy_l2 %l, %gt, %k : !ascendc.local_tensor<*xf16>, !ascendc.global_tensor<*xf16>, ui32
    %ptr = memref.cast %g : memref<?xf16, 22> to memref<16xf16, 22>
    return
  }

  // emitasc around ascendc ops: vector scope, opaque calls, masks and pointers.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void emitasc_ops(AscendC::LocalTensor<float> v1, __gm__ int32_t* v2, int64_t v3, int64_t v4, uint32_t v5) {
// CHECK-NEXT: uint64_t v6[2] = {static_cast<uint64_t>(v4), static_cast<uint64_t>(v3)};
// CHECK-NEXT: __gm__ int32_t* v7 = v2 + v5;
// CHECK-NEXT: int32_t& v8 = *v7;
// CHECK-NEXT: int64_t v9 = AscendC::GetBlockIdx();
// CHECK-NEXT: AscendC::Muls<float, false>(v1, v1, 2.0f, v8);
// CHECK-NEXT: int32_t v10[2]{0};
// CHECK-NEXT: __VEC_SCOPE__
// CHECK-NEXT: {
// CHECK-NEXT: AscendC::MicroAPI::RegTensor<float> v11;
// CHECK-NEXT: };
// CHECK-NEXT: return;
// CHECK-NEXT: }
  func.func @emitasc_ops(%t: !ascendc.local_tensor<*xf32>, %p: memref<?xi32, 22>, %h: i64, %l: i64, %n: index) {
    %m = emitasc.mask %h, %l
    %q = emitasc.ptr_offset %p[%n] : memref<?xi32, 22>, memref<?xi32, 22>
    %r = emitasc.dereference %q : memref<?xi32, 22>, i32
    %s = emitasc.call_opaque "AscendC::GetBlockIdx" () : () -> i64
    emitasc.verbatim "AscendC::Muls<float, false>($0, $0, 2.0f, $1)" %t, %r : !ascendc.local_tensor<*xf32>, i32
    %arr = emitasc.variable 0 : i32, memref<2xi32>
    emitasc.vec_scope {
      %reg = ascendc.reg_tensor : !ascendc.reg_tensor<f32>
      emitasc.yield
    }
    return
  }

  // Statements of a while region end with ';': after the closing brace of a loop without
  // results, after the last copy into a result of a loop that has some.
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ void for_in_while(int32_t v1, int32_t v2, int32_t v3, AscendC::LocalTensor<float> v4) {
// CHECK-NEXT: int32_t v5;
// CHECK-NEXT: int32_t v6 = v1;
// CHECK-NEXT: while (true) {
// CHECK-NEXT: bool v7 = v6 < v2;
// CHECK-NEXT: if (!v7) {
// CHECK-NEXT: v5 = v6;
// CHECK-NEXT: break;
// CHECK-NEXT: };
// CHECK-NEXT: int32_t v8 = v6;
// CHECK-NEXT: for (int32_t v9 = v8; v9 < v2; v9 += v3) {
// CHECK-NEXT: AscendC::Adds<float, 0>(v4, v4, v9, v3);
// CHECK-NEXT: };
// CHECK-NEXT: int32_t v10;
// CHECK-NEXT: int32_t v11 = v8;
// CHECK-NEXT: for (int32_t v12 = v8; v12 < v2; v12 += v3) {
// CHECK-NEXT: int32_t v13 = v11 + v12;
// CHECK-NEXT: v11 = v13;
// CHECK-NEXT: }
// CHECK-NEXT: v10 = v11;;
// CHECK-NEXT: v6 = v10;
// CHECK-NEXT: };
// CHECK-NEXT: return;
// CHECK-NEXT: }
  func.func @for_in_while(%lb: i32, %ub: i32, %st: i32, %t: !ascendc.local_tensor<*xf32>) {
    %w = scf.while (%a = %lb) : (i32) -> i32 {
      %c = arith.cmpi slt, %a, %ub : i32
      scf.condition(%c) %a : i32
    } do {
    ^bb0(%x: i32):
      scf.for %q = %x to %ub step %st : i32 {
        ascendc.adds_l2 %t, %t, %q, %st : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32, i32
      }
      %z = scf.for %q = %x to %ub step %st iter_args(%r = %x) -> (i32) : i32 {
        %n = arith.addi %r, %q : i32
        scf.yield %n : i32
      }
      scf.yield %z : i32
    }
    return
  }
}
