// print-op-stats counts the ops under the op it runs on, itself included, sorted by name:
// dialect parts right-aligned, op parts left-aligned (a name without a dialect prefix is
// all op part), or as JSON; to stderr, leaving the IR as it was. Nested on func.func it
// reports each function on its own. Output as mlir-opt 19 writes it.

// RUN: ascopt --allow-unregistered-dialect --print-op-stats %s 2>&1 >/dev/null | FileCheck %s --check-prefix=TABLE --strict-whitespace --match-full-lines
// RUN: ascopt --allow-unregistered-dialect --print-op-stats=json %s 2>&1 >/dev/null | FileCheck %s --check-prefix=JSON --strict-whitespace --match-full-lines
// RUN: ascopt --allow-unregistered-dialect --print-op-stats %s 2>/dev/null | FileCheck %s --check-prefix=IR
// RUN: ascopt --allow-unregistered-dialect --mlir-disable-threading --pass-pipeline='builtin.module(func.func(print-op-stats))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=NESTED --strict-whitespace --match-full-lines

// TABLE:Operations encountered:
// TABLE-NEXT:-----------------------
// TABLE-NEXT:        arith.addi   , 2
// TABLE-NEXT:        arith.muli   , 1
// TABLE-NEXT:      builtin.module , 1
// TABLE-NEXT:         func.func   , 2
// TABLE-NEXT:         func.return , 2
// TABLE-NEXT:              nodot  , 1
// TABLE-NEXT:  somedialect.op     , 1

// JSON:{
// JSON-NEXT:  "arith.addi" : 2,
// JSON-NEXT:  "arith.muli" : 1,
// JSON-NEXT:  "builtin.module" : 1,
// JSON-NEXT:  "func.func" : 2,
// JSON-NEXT:  "func.return" : 2,
// JSON-NEXT:  "nodot" : 1,
// JSON-NEXT:  "somedialect.op" : 1
// JSON-NEXT:}

// IR: %0 = arith.addi %arg0, %arg0 : i32

// NESTED:Operations encountered:
// NESTED-NEXT:-----------------------
// NESTED-NEXT:  arith.addi   , 2
// NESTED-NEXT:  arith.muli   , 1
// NESTED-NEXT:   func.func   , 1
// NESTED-NEXT:   func.return , 1
// NESTED-NEXT:Operations encountered:
// NESTED-NEXT:-----------------------
// NESTED-NEXT:  func.func   , 1
// NESTED-NEXT:  func.return , 1

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %0, %a : i32
  %2 = arith.muli %1, %0 : i32
  return %2 : i32
}
func.func @g() {
  return
}
"nodot"() : () -> ()
"somedialect.op"() : () -> ()
