// Canonicalize's limits mean what mlir-opt makes them mean: 0 allows nothing, -1 lifts
// the limit; an unknown region-simplify level and malformed pipelines are errors. The
// pattern filters exist as in mlir-opt (an empty list is accepted) but a name is refused:
// MLIR matches its patterns' C++ names, which ascopt's patterns do not have.
// RUN: ascopt --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=0}))' %s | FileCheck %s --check-prefix=NONE
// RUN: ascopt --pass-pipeline='builtin.module(func.func(canonicalize{max-num-rewrites=0}))' %s | FileCheck %s --check-prefix=NONE
// RUN: ascopt --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=-1}))' %s | FileCheck %s --check-prefix=ALL
// RUN: ascopt --pass-pipeline='builtin.module(func.func(canonicalize{max-num-rewrites=1}))' %s | FileCheck %s --check-prefix=ALL
// RUN: not ascopt --pass-pipeline='builtin.module(func.func(canonicalize{region-simplify=bogus}))' %s 2>&1 | FileCheck %s --check-prefix=BOGUS
// RUN: not ascopt --canonicalize=disable-patterns=AddIAddConstant %s 2>&1 | FileCheck %s --check-prefix=FILTER
// RUN: not ascopt --pass-pipeline='builtin.module(canonicalize{enable-patterns=A,B})' %s 2>&1 | FileCheck %s --check-prefix=FILTER-ON
// RUN: ascopt --pass-pipeline='builtin.module(func.func(canonicalize{enable-patterns=}))' %s | FileCheck %s --check-prefix=ALL
// RUN: not ascopt --pass-pipeline='builtin.module(func.func(canonicalize)' %s 2>&1 | FileCheck %s --check-prefix=UNBAL
// RUN: not ascopt --pass-pipeline='builtin.module(canonicalize,)' %s 2>&1 | FileCheck %s --check-prefix=EMPTY

// NONE: %0 = arith.addi %c1_i32, %c2_i32 : i32
// NONE: %1 = arith.addi %0, %c1_i32 : i32
// ALL: %c4_i32 = arith.constant 4 : i32
// ALL-NEXT: return %c4_i32
// BOGUS: for the --region-simplify option: Cannot find option named 'bogus'!
// FILTER: option 'disable-patterns' is not supported: MLIR filters its patterns by their C++ debug names
// FILTER-ON: option 'enable-patterns' is not supported
// UNBAL: encountered unbalanced parentheses while parsing pipeline
// EMPTY: '' does not refer to a registered pass or pass pipeline
func.func @f() -> i32 {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %c = arith.addi %a, %b : i32
  %d = arith.addi %c, %a : i32
  return %d : i32
}
