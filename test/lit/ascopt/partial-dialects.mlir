// RUN: ascopt %s | FileCheck %s

// gpu and llvm are registered dialects that this toolchain models only in part: their
// types and attributes are kept as text without --allow-unregistered-dialect, as
// mlir-opt (which registers them) accepts them.

// CHECK-LABEL: func.func @f(%arg0: !llvm.ptr, %arg1: index)
// CHECK: scf.forall (%arg2) in (%arg1) {
// CHECK: } {mapping = [#gpu.thread<x>]}
func.func @f(%p: !llvm.ptr, %ub: index) {
  scf.forall (%i) in (%ub) {
  } {mapping = [#gpu.thread<x>]}
  return
}
