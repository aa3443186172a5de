// Audit of ascendc-privatize-func (passes.md: "functions without the unit attribute
// ascendc.global become private (declarations too)"): a nested declaration without
// ascendc.global becomes private like a definition; a kernel declaration keeps its
// visibility (nested stays nested), a kernel definition becomes public.
// RUN: ascopt -ascendc-privatize-func %s | FileCheck %s -match-full-lines

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
