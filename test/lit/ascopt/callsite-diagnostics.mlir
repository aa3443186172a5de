// A diagnostic at a call-site location (an op inlined from a helper, as PyAsc's printed
// IR has after its jitted helpers are inlined) is followed by a "called from" note at each
// caller, innermost first, before its own notes, as mlir-opt prints it; the call site
// inside a name or a fused location is found there.

// RUN: not ascopt %s 2>&1 | FileCheck %s

// CHECK: helper.py:4:2: error: 'arith.addi' op requires the same type for all operands and results
// CHECK-NEXT: kernel.py:20:4: note: called from
// CHECK-NEXT: kernel.py:31:0: note: called from
// CHECK-NEXT: helper.py:4:2: note: see current operation:
func.func @k(%a: i32) -> i64 {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64 loc(#loc3)
  return %0 : i64
}
#loc1 = loc("helper.py":4:2)
#loc2 = loc(callsite(fused<"jit">["kernel.py":20:4, "inner"] at "kernel.py":31:0))
#loc3 = loc("add"(callsite(#loc1 at #loc2)))

