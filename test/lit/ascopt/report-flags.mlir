// mlir-opt 19's timing, debug-counter, action-log and reproducer flags; the CHECK lines
// are what mlir-opt 19 prints for the same RUN lines (the refusals at the end excepted).
// RUN: ascopt --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' --mlir-timing --mlir-disable-threading %s 2>&1 >/dev/null | FileCheck %s --check-prefix=TREE
// RUN: ascopt --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' --mlir-timing --mlir-timing-display=list --mlir-output-format=json --mlir-disable-threading %s 2>&1 >/dev/null | FileCheck %s --check-prefix=JSON
// RUN: ascopt -cse -cse --mlir-debug-counter=pass-execution-skip=1 --mlir-print-debug-counter %s 2>&1 | FileCheck %s --check-prefix=COUNTER
// RUN: ascopt --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' --log-actions-to=- --log-mlir-actions-filter=%s:81 %s | FileCheck %s --check-prefix=ACTIONS
// RUN: ascopt --pass-pipeline='builtin.module(func.func(canonicalize))' --log-actions-to=- --log-mlir-actions-filter=%s:81 %s | FileCheck %s --check-prefix=DRIVER
// RUN: ascopt -cse --mlir-generate-reproducer=%t.gen.mlir %s
// RUN: FileCheck %s --check-prefix=GEN < %t.gen.mlir
// RUN: not ascopt --pass-pipeline='builtin.module(cse,func.func(canonicalize{max-iterations=1 test-convergence=true}))' --mlir-pass-pipeline-crash-reproducer=%t.local.mlir --mlir-pass-pipeline-local-reproducer --mlir-disable-threading %s 2>&1 | FileCheck %s --check-prefix=LOCAL
// RUN: FileCheck %s --check-prefix=LOCAL-FILE < %t.local.mlir
// RUN: not ascopt --load-pass-plugin=x.so %s 2>&1 | FileCheck %s --check-prefix=PLUGIN
// RUN: ascopt -canonicalize --mlir-debug-counter=apply-pattern-skip=100,GreedyPatternRewriteIteration-skip=0 --mlir-print-debug-counter %s 2>%t.counts | FileCheck %s --check-prefix=PATTERNS
// RUN: FileCheck %s --check-prefix=PATTERN-COUNTS < %t.counts
// RUN: not ascopt --mlir-debug-counter=dialect-conversion-count=1 %s 2>&1 | FileCheck %s --check-prefix=TAG

// TREE:      ----Wall Time----  ----Name----
// TREE-NEXT: {{.*}}  Parser
// TREE-NEXT: {{.*}}  'func.func' Pipeline
// TREE-NEXT: {{.*}}    CSE
// TREE:      {{.*}}  SymbolDCE
// TREE-NEXT: {{.*}}  Output
// TREE-NEXT: {{.*}}  Rest
// TREE-NEXT: {{.*}}  Total

// JSON: [
// JSON-NEXT: {"wall": {"duration": {{ *[0-9.]+}}, "percentage": {{ *[0-9.]+}}}, "name": "root"},
// JSON-DAG: {"wall": {{.*}}, "name": "Pipeline Collection : ['func.func']"},
// JSON-DAG: {"wall": {{.*}}, "name": "'func.func' Pipeline"},
// JSON: {"wall": {{.*}}, "name": "Rest"},
// JSON-NEXT: {"wall": {{.*}}, "name": "Total"}
// JSON-NEXT: ]

// COUNTER: DebugCounter counters:
// COUNTER-NEXT: pass-execution                  : {0,1,-1}
// COUNTER-NEXT: DebugCounter counters:
// COUNTER-NEXT: pass-execution                  : {2,1,-1}

// ACTIONS-NOT: @f
// ACTIONS: begins (no breakpoint) Action `pass-execution` running `CSE` on Operation `func.func` (func.func @g(%arg0: i32) -> i32 {...})`
// ACTIONS-NEXT: completed `pass-execution`
// ACTIONS-NEXT: module {

// The rewrite driver's iterations on @g (pattern applications are on ops of other lines).
// DRIVER: Action `pass-execution` running `Canonicalizer` on Operation `func.func` (func.func @g(%arg0: i32) -> i32 {...})`
// DRIVER-NEXT: Action GreedyPatternRewriteIteration(1) (Region #0 for op func.func @g(%arg0: i32) -> i32 {...})`
// DRIVER-NEXT: completed `GreedyPatternRewriteIteration`
// DRIVER-NEXT: Action GreedyPatternRewriteIteration(2) (Region #0 for op func.func @g(%arg0: i32) -> i32 {...})`
// DRIVER-NEXT: completed `GreedyPatternRewriteIteration`
// DRIVER-NEXT: completed `pass-execution`

// GEN: external_resources: {
// GEN-NEXT: mlir_reproducer: {
// GEN-NEXT: pipeline: "builtin.module(any(cse))",
// GEN-NEXT: disable_threading: false,
// GEN-NEXT: verify_each: false

// LOCAL: :81:1: error: Failures have been detected while processing an MLIR pass pipeline
// LOCAL: :81:1: note: Pipeline failed while executing `Canonicalizer` on 'func.func' operation: @g: reproducer generated at `{{.*}}local.mlir`
// LOCAL-FILE: %0 = arith.muli %arg0, %arg0 : i32
// LOCAL-FILE: pipeline: "builtin.module(func.func(canonicalize{{.*}}max-iterations=1 max-num-rewrites=-1 region-simplify=normal test-convergence=true top-down=true}))",
// LOCAL-FILE-NEXT: disable_threading: true,

// PLUGIN: --load-pass-plugin is not supported: a Go program cannot load MLIR's C++ shared-object pass plugins
// Every pattern skipped: the folder still removes the addition of zero.
// PATTERNS: %0 = arith.muli %arg0, %arg0 : i32
// PATTERNS-NEXT: %1 = arith.muli %arg0, %arg0 : i32
// PATTERNS: func.func @g(%arg0: i32) -> i32 {
// PATTERNS-NEXT: return %arg0 : i32
// PATTERN-COUNTS: DebugCounter counters:
// PATTERN-COUNTS: DebugCounter counters:
// PATTERN-COUNTS-NEXT: GreedyPatternRewriteIteration   : {2,0,-1}
// PATTERN-COUNTS-NEXT: apply-pattern                   : {14,100,-1}
// TAG: debug counter tag 'dialect-conversion' names no action of this toolchain
func.func @f(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  %1 = arith.muli %a, %a : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
func.func @g(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}
