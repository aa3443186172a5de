// MLIR 19's inliner: helpers inline bottom-up through the call graph and private ones
// without uses go; recursion, calls to declarations and callees holding ops of dialects
// without an inliner interface stay; multi-block callees split the caller's block;
// inlined ops get callsite locations; options change the simplification and the limits.

// RUN: ascopt --allow-unregistered-dialect -inline %s | FileCheck %s
// RUN: ascopt --allow-unregistered-dialect -inline='default-pipeline=' %s | FileCheck %s --check-prefix=RAW
// RUN: ascopt --allow-unregistered-dialect -inline='inlining-threshold=0' %s | FileCheck %s --check-prefix=NONE
// RUN: ascopt --allow-unregistered-dialect -inline --mlir-print-debuginfo %s | FileCheck %s --check-prefix=LOC
// RUN: ascopt --allow-unregistered-dialect --pass-pipeline='builtin.module(ascendc-privatize-func, inline, symbol-dce)' %s | FileCheck %s --check-prefix=PYASC
// RUN: not ascopt --allow-unregistered-dialect -inline='max-iterations=x' %s 2>&1 | FileCheck %s --check-prefix=BADUINT
// RUN: not ascopt --allow-unregistered-dialect -inline='op-pipelines=cse' %s 2>&1 | FileCheck %s --check-prefix=BADPIPE
// RUN: not ascopt --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(inline))' %s 2>&1 | FileCheck %s --check-prefix=NOTABLE

// CHECK-NOT: func.func private @scale
// CHECK-NOT: func.func private @branch
// CHECK:       func.func private @rec(
// CHECK:       func.func private @decl(i32) -> i32
// CHECK:       func.func private @opaque(
// CHECK-LABEL: func.func @kernel(%arg0: i32, %arg1: i1) -> i32
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %0 = arith.muli %arg0, %c3_i32 : i32
// CHECK-NEXT:    %1 = arith.select %arg1, %0, %c0_i32 : i32
// CHECK-NEXT:    %2 = call @rec(%1) : (i32) -> i32
// CHECK-NEXT:    %3 = call @decl(%2) : (i32) -> i32
// CHECK-NEXT:    %4 = call @opaque(%3) : (i32) -> i32
// CHECK-NEXT:    return %4 : i32

// RAW-LABEL: func.func @kernel
// RAW-NEXT:    %c3_i32 = arith.constant 3 : i32
// RAW-NEXT:    %0 = arith.muli %arg0, %c3_i32 : i32
// RAW-NEXT:    cf.cond_br %arg1, ^bb1, ^bb2
// RAW-NEXT:  ^bb1:
// RAW-NEXT:    cf.br ^bb3(%0 : i32)
// RAW-NEXT:  ^bb2:
// RAW-NEXT:    %1 = arith.subi %0, %0 : i32
// RAW-NEXT:    cf.br ^bb3(%1 : i32)
// RAW-NEXT:  ^bb3(%2: i32):
// RAW-NEXT:    %3 = call @rec(%2) : (i32) -> i32

// NONE: call @scale(
// NONE: call @branch(

// LOC: loc(callsite(#loc{{[0-9]+}} at #loc{{[0-9]+}}))

// PYASC-NOT: func.func private @scale
// PYASC:     func.func @kernel
// PYASC-NOT: call @scale
// PYASC:     return

// BADUINT: for the --max-iterations option: 'x' value invalid for uint argument!
// BADPIPE: expected pass pipeline to be wrapped with the anchor operation type
// NOTABLE: 'func.func' op  was scheduled to run under the inliner, but does not define a symbol table

func.func private @scale(%x: i32) -> i32 {
  %c = arith.constant 3 : i32
  %0 = arith.muli %x, %c : i32
  return %0 : i32
}
func.func private @branch(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  %n = arith.subi %a, %a : i32
  return %n : i32
}
func.func private @rec(%x: i32) -> i32 {
  %0 = call @rec(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @decl(i32) -> i32
func.func private @opaque(%x: i32) -> i32 {
  %0 = "foo.keep"(%x) : (i32) -> i32
  return %0 : i32
}
func.func @kernel(%x: i32, %c: i1) -> i32 attributes {ascendc.global} {
  %0 = call @scale(%x) : (i32) -> i32
  %1 = call @branch(%c, %0) : (i1, i32) -> i32
  %2 = call @rec(%1) : (i32) -> i32
  %3 = call @decl(%2) : (i32) -> i32
  %4 = call @opaque(%3) : (i32) -> i32
  return %4 : i32
}
