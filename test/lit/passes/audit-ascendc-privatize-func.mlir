// Audit of ascendc-privatize-func (passes.md: "functions without the unit attribute
// ascendc.global become private (declarations too)"): a nested declaration without
// ascendc.global becomes private like a definition; a kernel declaration keeps its
// visibility (nested stays nested), a kernel definition becomes public.
// RUN: ascopt -ascendc-privatize-func %s | FileCheck %s -match-full-lines
// A module pass nested under func.func in a textual pipeline is refused, as mlir-opt does
// (before, the nested manager ran it on no op and the module came out unchanged).
// RUN: not ascopt --pass-pipeline='builtin.module(func.func(ascendc-privatize-func))' %s 2>&1 | FileCheck %s --check-prefix=NEST
// RUN: not ascopt --pass-pipeline='builtin.module(func.func(ascendc-noop,ascendc-define-cube-only))' %s 2>&1 | FileCheck %s --check-prefix=NEST2
// NEST: Can't add pass 'ascendc-privatize-func' restricted to 'builtin.module' on a PassManager intended to run on 'func.func', did you intend to nest?
// NEST2: Can't add pass 'ascendc-define-cube-only' restricted to 'builtin.module' on a PassManager intended to run on 'func.func', did you intend to nest?

// CHECK-LABEL: func.func private @nested_decl(i32) -> i32
func.func nested @nested_decl(i32) -> i32

// CHECK-LABEL: func.func private @private_decl()
func.func private @private_decl()

// CHECK-LABEL: func.func nested @nested_kernel_decl() attributes {ascendc.global}
func.func nested @nested_kernel_decl() attributes {ascendc.global}

// CHECK-LABEL: func.func private @private_kernel_decl() attributes {ascendc.global}
func.func private @private_kernel_decl() attributes {ascendc.global}

// CHECK-LABEL: func.func @kernel() attributes {ascendc.global} {
func.func nested @kernel() attributes {ascendc.global} {
  return
}
