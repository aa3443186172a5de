// Audit of emission.md §1.1, §1.2 and §1.4 (CHECK lines written from the spec): the
// module body without terminators, the extra final empty line, the output stream that
// indents every line of a multi-line text at its first character (an empty line gets no
// indentation), module-level v names that shift the functions' numbering, NameLoc
// suffixes (fused and call-site locations: the first NameLoc depth-first; the name used
// verbatim, even when it is no identifier; file locations give none).
// RUN: asc-translate --mlir-to-ascendc %s | FileCheck %s --strict-whitespace --match-full-lines

// CHECK:#include "kernel_operator.h"
// CHECK-NEXT:#include <cstdint>
// CHECK-NEXT:x
// CHECK-NEXT:y
// CHECK-NEXT:constexpr int32_t v1 = 5
// CHECK-NEXT:extern "C"  __global__ __aicore__ void kern(__gm__ half* v2, int32_t v3_b) {
// CHECK-NEXT:  a
// CHECK-NEXT:  b;
// CHECK-NEXT:  p
// CHECK-EMPTY:
// CHECK-NEXT:  q;
// CHECK-NEXT:  ;
// CHECK-NEXT:  m
// CHECK-NEXT:    n v3_b;
// CHECK-NEXT:  constexpr int32_t c3_i32_three = 3;
// CHECK-NEXT:  int32_t v4_q = v3_b + c3_i32_three;
// CHECK-NEXT:  int32_t v5_inner = v4_q + c3_i32_three;
// CHECK-NEXT:  bool v6 = static_cast<bool>(v5_inner);
// CHECK-NEXT:  if (v6) {
// CHECK-NEXT:    c
// CHECK-NEXT:    d;
// CHECK-NEXT:    ;
// CHECK-NEXT:  }
// CHECK-NEXT:  return;
// CHECK-NEXT:}
// CHECK-NEXT:__inline__ __attribute__((always_inline)) __aicore__ int32_t helper(int32_t v2) {
// CHECK-NEXT:  return v2;
// CHECK-NEXT:}
// CHECK-NEXT:__inline__ __attribute__((always_inline)) __aicore__ void locs(int32_t v2_a.b, int32_t v3_outer, int32_t v4_caller, int32_t v5_fz, int32_t v6) {
// CHECK-NEXT:  int32_t v7_deep = v2_a.b + v3_outer;
// CHECK-NEXT:  return;
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NOT:{{.}}
module {
  emitc.include "kernel_operator.h"
  emitc.include <"cstdint">
  emitc.verbatim "x\ny"
  %m = "emitc.constant"() {value = 5 : i32} : () -> i32
  func.func @kern(%a: memref<?xf16, 22>, %b: i32 loc("b")) attributes {ascendc.global = 1 : i32} {
    emitc.verbatim "a\nb"
    emitc.verbatim "p\n\nq"
    emitc.verbatim ""
    emitasc.verbatim "m\n  n $0" %b : i32
    %n = arith.constant 3 : i32 loc("three")
    %x = arith.addi %b, %n : i32 loc(fused["q", "w"])
    %y = arith.addi %x, %n : i32 loc(callsite("inner" at "outer"))
    %c = arith.trunci %y : i32 to i1
    scf.if %c {
      emitc.verbatim "c\nd"
      ascendc.noop
    }
    return
  }
  func.func private @helper(%a: i32) -> i32 {
    return %a : i32
  }
  func.func @locs(%a: i32 loc("a.b"), %b: i32 loc("outer"("inner")), %c: i32 loc(callsite(unknown at "caller")), %d: i32 loc(fused<"meta">[unknown, "fz"]), %e: i32 loc("f.py":3:4)) {
    %0 = arith.addi %a, %b : i32 loc(fused[callsite("x.py":1:2 at "y.py":3:4), "deep"])
    return
  }
}
