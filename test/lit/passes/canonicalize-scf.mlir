// LLVM 19's scf canonicalizations: scf.if with a constant or negated condition, unused
// results, yields turned into selects, nested and consecutive ifs; scf.for with zero or
// one trip, forwarded iter_args; scf.while; scf.execute_region and scf.index_switch.

// RUN: ascopt --allow-unregistered-dialect -canonicalize %s | FileCheck %s

func.func @if_static(%x: i32) -> i32 {
  %t = arith.constant true
  %0 = scf.if %t -> (i32) {
    %a = arith.addi %x, %x : i32
    scf.yield %a : i32
  } else {
    scf.yield %x : i32
  }
  return %0 : i32
}
// CHECK-LABEL: func.func @if_static(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

func.func @if_not_cond(%c: i1) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  scf.if %n {
    "foo.a"() : () -> ()
  } else {
    "foo.b"() : () -> ()
  }
  return
}
// CHECK-LABEL: func.func @if_not_cond(%arg0: i1) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "foo.b"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "foo.a"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @if_to_select(%c: i1, %x: i32, %y: i32) -> (i32, i32) {
  %0:2 = scf.if %c -> (i32, i32) {
    %v = "foo.v"() : () -> i32
    scf.yield %x, %v : i32, i32
  } else {
    scf.yield %y, %y : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}
// CHECK-LABEL: func.func @if_to_select(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %2 = "foo.v"() : () -> i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }

func.func @if_unused_and_cond(%c: i1) -> i1 {
  %t = arith.constant true
  %f = arith.constant false
  %0:2 = scf.if %c -> (i1, i32) {
    %v = "foo.v"() : () -> i32
    scf.yield %t, %v : i1, i32
  } else {
    %w = "foo.w"() : () -> i32
    scf.yield %f, %w : i1, i32
  }
  return %0#0 : i1
}
// CHECK-LABEL: func.func @if_unused_and_cond(%arg0: i1) -> i1 {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %0 = "foo.v"() : () -> i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %0 = "foo.w"() : () -> i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0 : i1
// CHECK-NEXT: }

func.func @if_propagate(%c: i1) {
  scf.if %c {
    "foo.use"(%c) : (i1) -> ()
  } else {
    "foo.use"(%c) : (i1) -> ()
  }
  return
}
// CHECK-LABEL: func.func @if_propagate(%arg0: i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "foo.use"(%true) : (i1) -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "foo.use"(%false) : (i1) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @ifs_combine(%c: i1) -> (i32, i32) {
  %0 = scf.if %c -> (i32) {
    %a = "foo.a"() : () -> i32
    scf.yield %a : i32
  } else {
    %b = "foo.b"() : () -> i32
    scf.yield %b : i32
  }
  %1 = scf.if %c -> (i32) {
    %d = "foo.d"(%0) : (i32) -> i32
    scf.yield %d : i32
  } else {
    %e = "foo.e"() : () -> i32
    scf.yield %e : i32
  }
  return %0, %1 : i32, i32
}
// CHECK-LABEL: func.func @ifs_combine(%arg0: i1) -> (i32, i32) {
// CHECK-NEXT: %0:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT: %1 = "foo.a"() : () -> i32
// CHECK-NEXT: %2 = "foo.d"(%1) : (i32) -> i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = "foo.b"() : () -> i32
// CHECK-NEXT: %2 = "foo.e"() : () -> i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, i32
// CHECK-NEXT: }

func.func @for_trips(%x: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = scf.for %i = %c4 to %c1 step %c1 iter_args(%a = %x) -> (i32) {
    %b = "foo.step"(%a) : (i32) -> i32
    scf.yield %b : i32
  }
  %1 = scf.for %i = %c0 to %c1 step %c4 iter_args(%a = %x) -> (i32) {
    %ii = arith.index_cast %i : index to i32
    %b = arith.addi %a, %ii : i32
    scf.yield %b : i32
  }
  return %0, %1 : i32, i32
}
// CHECK-LABEL: func.func @for_trips(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: return %arg0, %arg0 : i32, i32
// CHECK-NEXT: }

func.func @for_iter_args(%lb: index, %ub: index, %s: index, %x: i32, %y: i32) -> (i32, i32) {
  %0:3 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y, %c = %x) -> (i32, i32, i32) {
    %n = "foo.step"(%b) : (i32) -> i32
    scf.yield %a, %n, %c : i32, i32, i32
  }
  return %0#0, %0#1 : i32, i32
}
// CHECK-LABEL: func.func @for_iter_args(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg4) -> (i32) {
// CHECK-NEXT: %1 = "foo.step"(%arg6) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg3, %0 : i32, i32
// CHECK-NEXT: }

func.func @while_simplify(%x: i32) -> i32 {
  %0:2 = scf.while (%a = %x, %b = %x) : (i32, i32) -> (i32, i32) {
    %c = "foo.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a, %a : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "foo.step"(%p) : (i32) -> i32
    scf.yield %n, %q : i32, i32
  }
  return %0#1 : i32
}
// CHECK-LABEL: func.func @while_simplify(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = "foo.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg1 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %1 = "foo.step"(%arg1) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

func.func @execute_and_switch(%x: i32) -> (i32, i32) {
  %0 = scf.execute_region -> i32 {
    %a = arith.addi %x, %x : i32
    scf.yield %a : i32
  }
  %c2 = arith.constant 2 : index
  %1 = scf.index_switch %c2 -> i32
  case 1 {
    %a = "foo.one"() : () -> i32
    scf.yield %a : i32
  }
  case 2 {
    %b = "foo.two"() : () -> i32
    scf.yield %b : i32
  }
  default {
    scf.yield %x : i32
  }
  return %0, %1 : i32, i32
}
// CHECK-LABEL: func.func @execute_and_switch(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = "foo.two"() : () -> i32
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
