// mlir-opt 19's IR dump flags: the CHECK lines are what mlir-opt 19 prints for the same
// RUN lines.
// RUN: ascopt --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' --mlir-print-ir-after-all --mlir-print-ir-after-change --mlir-disable-threading %s 2>&1 >/dev/null | FileCheck %s --check-prefix=CHANGE
// RUN: ascopt --pass-pipeline='builtin.module(func.func(cse))' --mlir-print-ir-before=cse --mlir-print-ir-module-scope --mlir-disable-threading %s 2>&1 >/dev/null | FileCheck %s --check-prefix=SCOPE
// RUN: not ascopt -cse --mlir-print-ir-module-scope %s 2>&1 | FileCheck %s --check-prefix=SCOPE-THREADS
// RUN: not ascopt --pass-pipeline='builtin.module(func.func(cse,canonicalize{max-iterations=1 test-convergence=true}))' --mlir-print-ir-after-all --mlir-disable-threading %s 2>&1 >/dev/null | FileCheck %s --check-prefix=FAILED
// RUN: rm -rf %t.tree
// RUN: ascopt --pass-pipeline='builtin.module(func.func(cse),symbol-dce,func.func(cse))' --mlir-print-ir-after-all --mlir-print-ir-tree-dir=%t.tree --mlir-disable-threading %s
// RUN: cat %t.tree/builtin_module_no-symbol-name/1_symbol-dce.mlir | FileCheck %s --check-prefix=TREE-MODULE
// RUN: cat %t.tree/builtin_module_no-symbol-name/func_func_g/1_1_cse.mlir | FileCheck %s --check-prefix=TREE-FUNC
// RUN: ascopt --pass-pipeline='builtin.module(func.func(cse),func.func(canonicalize))' --mlir-print-ir-after-all --mlir-disable-threading %s 2>&1 >/dev/null | FileCheck %s --check-prefix=MERGED

// Only the passes that changed their function are dumped.
// CHANGE: // -----// IR Dump After CSE (cse) //----- //
// CHANGE-NEXT: func.func @f(
// CHANGE-NOT: IR Dump
// CHANGE: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// CHANGE-NEXT: func.func @g(
// CHANGE-NOT: IR Dump

// SCOPE: // -----// IR Dump Before CSE (cse) ('func.func' operation: @f) //----- //
// SCOPE-NEXT: module {
// SCOPE: // -----// IR Dump Before CSE (cse) ('func.func' operation: @g) //----- //
// SCOPE-NEXT: module {

// SCOPE-THREADS: <unknown>:0: error: IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.

// FAILED: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// FAILED-NEXT: func.func @f(
// FAILED: // -----// IR Dump After Canonicalizer Failed (canonicalize) //----- //
// FAILED-NEXT: func.func @g(%arg0: i32) -> i32 {
// FAILED-NEXT:   return %arg0 : i32
// FAILED-NEXT: }
// FAILED-EMPTY:
// FAILED-NOT: IR Dump

// TREE-MODULE: // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// TREE-MODULE-NEXT: module {
// TREE-FUNC: // -----// IR Dump After CSE (cse) //----- //
// TREE-FUNC-NEXT: func.func @g(

// Adjacent pipelines on the same op kind run op by op.
// MERGED: IR Dump After CSE (cse)
// MERGED-NEXT: func.func @f(
// MERGED: IR Dump After Canonicalizer (canonicalize)
// MERGED-NEXT: func.func @f(
// MERGED: IR Dump After CSE (cse)
// MERGED-NEXT: func.func @g(
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func @g(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}
