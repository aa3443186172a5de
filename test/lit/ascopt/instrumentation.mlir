// The mlir-opt instrumentation flags, as mlir-opt 19 spells and prints them.
// RUN: ascopt -cse --mlir-print-ir-before-all --mlir-disable-threading %s 2>&1 >/dev/null | FileCheck %s --check-prefix=BEFORE
// RUN: ascopt --mlir-elide-elementsattrs-if-larger=2 %s | FileCheck %s --check-prefix=ELIDE
// RUN: ascopt --mlir-elide-elementsattrs-if-larger=2 --mlir-print-op-generic %s | FileCheck %s --check-prefix=ELIDE-GENERIC
// RUN: ascopt --pass-pipeline='builtin.module(func.func(cse),canonicalize{max-iterations=3})' --dump-pass-pipeline %s 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP
// RUN: not ascopt --pass-pipeline='builtin.module(cse,pyasc-pipeline)' --mlir-pass-pipeline-crash-reproducer=%t.repro.mlir %s 2>&1 | FileCheck %s --check-prefix=CRASH
// RUN: FileCheck %s --check-prefix=REPRO < %t.repro.mlir
// RUN: not ascopt --run-reproducer %t.repro.mlir 2>&1 | FileCheck %s --check-prefix=REPLAY

// BEFORE: // -----// IR Dump Before CSE (cse) //----- //
// BEFORE-NEXT: module {

// ELIDE: arith.constant dense_resource<__elided__> : tensor<5xi32>
// ELIDE: arith.constant dense<7> : tensor<5xi32>
// ELIDE-GENERIC: <{value = dense_resource<__elided__> : tensor<5xi32>}>

// DUMP: Pass Manager with 2 passes:
// DUMP-NEXT: builtin.module(func.func(cse),canonicalize{  max-iterations=3 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true})

// CRASH: error: pipeline 'pyasc-pipeline': no SoC
// CRASH: error: Failures have been detected while processing an MLIR pass pipeline
// CRASH: note: Pipeline failed: reproducer generated at `{{.*}}repro.mlir`

// REPRO: %0 = arith.addi %arg0, %arg0 : i32
// REPRO-NEXT: %1 = arith.addi %arg0, %arg0 : i32
// REPRO: {-#
// REPRO-NEXT:   external_resources: {
// REPRO-NEXT:     mlir_reproducer: {
// REPRO-NEXT:       pipeline: "builtin.module(cse, pyasc-pipeline)",
// REPRO-NEXT:       disable_threading: false,
// REPRO-NEXT:       verify_each: true
// REPRO-NEXT:     }
// REPRO-NEXT:   }
// REPRO-NEXT: #-}

// REPLAY: error: pipeline 'pyasc-pipeline': no SoC
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  %c = arith.constant dense<[1,2,3,4,5]> : tensor<5xi32>
  %u = arith.constant dense<7> : tensor<5xi32>
  return %2 : i32
}

// RUN: ascopt -cse -canonicalize --mlir-pass-statistics %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// RUN: ascopt --pass-pipeline='builtin.module(func.func(cse),cse)' --mlir-pass-statistics --mlir-pass-statistics-display=list %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STATLIST
// STATS: ... Pass statistics report ...
// STATS: CSE
// STATS-NEXT: (S) 1 num-cse'd - Number of operations CSE'd
// STATS-NEXT: (S) 2 num-dce'd - Number of operations DCE'd
// STATS-NEXT: Canonicalizer
// STATLIST: CSE
// STATLIST-NEXT: (S) 1 num-cse'd
// STATLIST-NEXT: (S) 2 num-dce'd
// STATLIST-NOT: CSE
