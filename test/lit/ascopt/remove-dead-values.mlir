// --remove-dead-values erases what no live value depends on: dead pure ops, dead
// arguments and results of non-public functions with every call's operands and results,
// dead iteration values of region-branch ops. IR with branch ops, non-function symbols or
// non-call symbol users is refused with an error, left alone, and the run succeeds.
// RUN: ascopt --split-input-file --remove-dead-values %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=REFUSE < %t.err

// CHECK-LABEL: func.func @pure(%arg0: i32) -> i32 {
// CHECK-NEXT:    %[[C:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %[[C]] : i32
// CHECK-NEXT:    return %[[A]] : i32
func.func @pure(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %d = arith.addi %a, %c : i32
  %e = arith.muli %a, %a : i32
  %f = arith.divsi %e, %a : i32
  return %d : i32
}

// -----

// Argument %b and result #1 of @p are dead at the only call: both go, with the call's
// operand and result. A function nobody calls keeps its arguments, loses its results.
// CHECK-LABEL: func.func private @p(%arg0: i32) -> i32 {
// CHECK:         call @p(%arg0) : (i32) -> i32
// CHECK-LABEL: func.func private @nobody(%arg0: i32) {
// CHECK-NEXT:    return
func.func private @p(%a: i32, %b: i32) -> (i32, i32) {
  %d = arith.addi %a, %a : i32
  return %d, %b : i32, i32
}
func.func @caller(%x: i32, %y: i32) -> i32 {
  %r:2 = call @p(%x, %y) : (i32, i32) -> (i32, i32)
  return %r#0 : i32
}
func.func private @nobody(%a: i32) -> i32 {
  return %a : i32
}

// -----

// The dead iteration value %c goes; %a stays for %b's sake.
// CHECK-LABEL: func.func @loop
// CHECK:         %[[R:.*]]:2 = scf.for %{{.*}} iter_args(%[[A:.*]] = %arg3, %[[B:.*]] = %arg3) -> (i32, i32) {
// CHECK-NOT:       arith.subi
// CHECK:           scf.yield %{{.*}}, %{{.*}} : i32, i32
// CHECK:         return %[[R]]#1 : i32
func.func @loop(%lb: index, %ub: index, %st: index, %x: i32) -> i32 {
  %r:3 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %x, %c = %x) -> (i32, i32, i32) {
    %a2 = arith.addi %a, %a : i32
    %b2 = arith.muli %b, %a : i32
    %c2 = arith.subi %c, %c : i32
    scf.yield %a2, %b2, %c2 : i32, i32, i32
  }
  return %r#1 : i32
}

// -----

// A pure scf.while with no live result goes whole.
// CHECK-LABEL: func.func @while_dead(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:    return
func.func @while_dead(%x: i32, %y: i32) {
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %a, %b : i32
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %p2 = arith.addi %p, %p : i32
    scf.yield %p2, %q : i32, i32
  }
  return
}

// -----

// Where mlir-opt 19 crashes or breaks the IR, ascopt keeps what a kept op still needs:
// an scf.if without else region, operands of calls to external and public functions.
// CHECK-LABEL: func.func @no_else
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      memref.store %arg1, %arg2[] : memref<i32>
// CHECK-NEXT:    }
// CHECK-LABEL: func.func @calls
// CHECK-NEXT:    %[[Y:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    call @ext(%[[Y]]) : (i32) -> i32
// CHECK-NEXT:    call @pub(%[[Y]], %[[Y]]) : (i32, i32) -> i32
func.func @no_else(%c: i1, %x: i32, %m: memref<i32>) {
  scf.if %c {
    memref.store %x, %m[] : memref<i32>
  }
  return
}
func.func private @ext(i32) -> i32
func.func @pub(%a: i32, %b: i32) -> i32 {
  return %a : i32
}
func.func @calls(%x: i32) {
  %y = arith.addi %x, %x : i32
  %r = call @ext(%y) : (i32) -> i32
  %s = call @pub(%y, %y) : (i32, i32) -> i32
  return
}

// -----

// REFUSE: offset :10:3: error: cannot optimize an IR with non-function symbol ops, non-call symbol user ops or branch ops
// REFUSE-EMPTY:
// REFUSE-NEXT: cf.br ^bb1
// CHECK-LABEL: func.func @branchy
// CHECK-NEXT:    cf.br ^bb1
// CHECK:         %{{.*}} = arith.addi %arg0, %arg0 : i32
func.func @branchy(%x: i32) {
  cf.br ^bb1
^bb1:
  %y = arith.addi %x, %x : i32
  return
}

// -----

// REFUSE: offset :7:1: error: cannot optimize
// REFUSE: note: see current operation: "memref.global"()
// CHECK: memref.global "private" @gv
// CHECK: memref.get_global @gv
memref.global "private" @gv : memref<i32> = dense<0>
func.func @global() {
  %a = memref.get_global @gv : memref<i32>
  return
}
