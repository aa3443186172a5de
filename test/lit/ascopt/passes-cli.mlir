// RUN: ascopt -cse %s | FileCheck %s
// RUN: ascopt --pass-pipeline='builtin.module(func.func(cse))' %s | FileCheck %s
// RUN: ascopt -cse --mlir-print-ir-after-all %s 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP
// RUN: not ascopt -no-such-pass %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not ascopt -canonicalize=bogus-option %s 2>&1 | FileCheck %s --check-prefix=BADOPT
// RUN: ascopt --list-passes | FileCheck %s --check-prefix=LIST

// CHECK-LABEL: func.func @dup
// CHECK: %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: return %1
// DUMP: // -----// IR Dump After CSE (cse) //----- //
// UNKNOWN: unknown flag: --no-such-pass
// BADOPT: no such option 'bogus-option' for pass 'canonicalize'
// LIST: --canonicalize
// LIST: --cse
func.func @dup(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  %1 = arith.muli %a, %a : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
