// emission.md §1.1, §1.10, §1.11, §1.14, §1.15: includes and verbatim at module level,
// memref.alloca with ascendc.emit_as_unsigned and multi-dimensional subscripts, memref.cast,
// emitc.variable with an empty opaque value (declared, still constexpr), emitc.cast,
// func.call with and without a used result, scf.index_switch with a negative case,
// scf.while, scf.for with asc.vec_scope_loop (uint16_t) and with iteration arguments.
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s

// CHECK: #include "kernel_operator.h"
// CHECK-NEXT: #include <stdint.h>
// CHECK-NEXT: using namespace AscendC
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ int32_t helper(int32_t v1) {
// CHECK-NEXT:   return v1;
// CHECK-NEXT: }
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ int32_t mem(int32_t v1, uint32_t v2, uint32_t v3, __gm__ half* v4) {
// CHECK-NEXT:   uint32_t v5[4][8];
// CHECK-NEXT:   float v6[16];
// CHECK-NEXT:   v5[v2][v3] = v1;
// CHECK-NEXT:   int32_t v7 = v5[v3][v2];
// CHECK-NEXT:   __gm__ half* v8 = reinterpret_cast<__gm__ half*>(v4);
// CHECK-NEXT:   constexpr int32_t v9;
// CHECK-NEXT:   constexpr int32_t v10 = 7;
// CHECK-NEXT:   constexpr float v11 = (float)1.500000000e+00;
// CHECK-NEXT:   float v12 = (float) v7;
// CHECK-NEXT:   int32_t v13 = helper(v7);
// CHECK-NEXT:   int32_t v14 = helper(v13);
// CHECK-NEXT:   PRINTF("x");
// CHECK-NEXT:   return v13;
// CHECK-NEXT: }
// CHECK-LABEL: __inline__ __attribute__((always_inline)) __aicore__ int32_t ctl(int32_t v1, uint32_t v2, bool v3) {
// CHECK-NEXT:   constexpr uint32_t c0_idx = 0;
// CHECK-NEXT:   constexpr uint32_t c1_idx = 1;
// CHECK-NEXT:   int32_t v4;
// CHECK-NEXT:   switch(v2) {
// CHECK-NEXT:   case 0: {
// CHECK-NEXT:     v4 = v1;
// CHECK-NEXT:   } break;
// CHECK-NEXT:   case -7: {
// CHECK-NEXT:     int32_t v5 = v1 + v1;
// CHECK-NEXT:     v4 = v5;
// CHECK-NEXT:   } break;
// CHECK-NEXT:   default: {
// CHECK-NEXT:     v4 = v1;
// CHECK-NEXT:   }
// CHECK-NEXT:   }
// CHECK-NEXT:   int32_t v6;
// CHECK-NEXT:   int32_t v7;
// CHECK-NEXT:   int32_t v8 = v1;
// CHECK-NEXT:   int32_t v9 = v1;
// CHECK-NEXT:   while (true) {
// CHECK-NEXT:     bool v10 = v8 < v9;
// CHECK-NEXT:     if (!v10) {
// CHECK-NEXT:       v6 = v8;
// CHECK-NEXT:       v7 = v9;
// CHECK-NEXT:       break;
// CHECK-NEXT:     };
// CHECK-NEXT:     int32_t v11 = v8;
// CHECK-NEXT:     int32_t v12 = v9;
// CHECK-NEXT:     int32_t v13 = v11 + v12;
// CHECK-NEXT:     v8 = v13;
// CHECK-NEXT:     v9 = v12;
// CHECK-NEXT:   };
// CHECK-NEXT:   for (uint16_t v14 = c0_idx; v14 < v2; v14 += c1_idx) {
// CHECK-NEXT:     int32_t v15 = v1 + v1;
// CHECK-NEXT:   }
// CHECK-NEXT:   int32_t v16;
// CHECK-NEXT:   int32_t v17 = v1;
// CHECK-NEXT:   for (uint32_t v18 = c0_idx; v18 < v2; v18 += c1_idx) {
// CHECK-NEXT:     int32_t v19 = v17 + v1;
// CHECK-NEXT:     v17 = v19;
// CHECK-NEXT:   }
// CHECK-NEXT:   v16 = v17;
// CHECK-NEXT:   if (v3) {
// CHECK-NEXT:     int32_t v20 = v1 + v1;
// CHECK-NEXT:   }
// CHECK-NEXT:   int32_t v21;
// CHECK-NEXT:   if (v3) {
// CHECK-NEXT:     v21 = v1;
// CHECK-NEXT:   } else {
// CHECK-NEXT:     v21 = v16;
// CHECK-NEXT:   }
// CHECK-NEXT:   return v4;
// CHECK-NEXT: }

emitc.include "kernel_operator.h"
emitc.include <"stdint.h">
emitc.verbatim "using namespace AscendC"
func.func private @helper(%a: i32) -> i32 {
  return %a : i32
}
func.func @mem(%a: i32, %i: index, %j: index, %g: memref<?xf16, 22>) -> i32 {
  %m = memref.alloca() {ascendc.emit_as_unsigned} : memref<4x8xi32>
  %n = memref.alloca() : memref<16xf32, 26>
  memref.store %a, %m[%i, %j] : memref<4x8xi32>
  %v = memref.load %m[%j, %i] : memref<4x8xi32>
  %c = memref.cast %g : memref<?xf16, 22> to memref<16xf16, 22>
  %e = "emitc.variable"() <{value = #emitc.opaque<"">}> : () -> i32
  %e2 = "emitc.constant"() <{value = 7 : i32}> : () -> i32
  %w = "emitc.variable"() <{value = 1.5 : f32}> : () -> f32
  %x = emitc.cast %v : i32 to f32
  %r = func.call @helper(%v) : (i32) -> i32
  func.call @helper(%r) : (i32) -> i32
  emitc.verbatim "PRINTF(\"x\")"
  return %r : i32
}
func.func @ctl(%a: i32, %n: index, %c: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = scf.index_switch %n -> i32
  case 0 {
    scf.yield %a : i32
  }
  case -7 {
    %t = arith.addi %a, %a : i32
    scf.yield %t : i32
  }
  default {
    scf.yield %a : i32
  }
  %w:2 = scf.while (%x = %a, %y = %a) : (i32, i32) -> (i32, i32) {
    %cmp = arith.cmpi slt, %x, %y : i32
    scf.condition(%cmp) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %p2 = arith.addi %p, %q : i32
    scf.yield %p2, %q : i32, i32
  }
  scf.for %i = %c0 to %n step %c1 {
    %z = arith.addi %a, %a : i32
  } {asc.vec_scope_loop}
  %f = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (i32) {
    %z = arith.addi %acc, %a : i32
    scf.yield %z : i32
  }
  scf.if %c {
    %z = arith.addi %a, %a : i32
  }
  %q = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %f : i32
  }
  return %s : i32
}
