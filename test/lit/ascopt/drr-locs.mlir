// RUN: ascopt -split-input-file -canonicalize -mlir-print-debuginfo -mlir-print-local-scope %s | FileCheck %s
// The ops arith's DRR canonicalization patterns create (constants included) get the
// location mlir-tblgen's rewriters give them: the root's location fused with those of
// the first records of the matcher, as many as the source pattern has op nodes. A
// constant matcher records its constant's defining op before the nested op holding
// it, so addi(addi(x, c0), c1) fuses the root's and c0's locations, not the inner
// addi's. Unknown and repeated locations are dropped (mlir-opt 19 gives the same).

// CHECK-LABEL: @addi_addi
// CHECK: arith.constant 8 : i32 loc(fused["b", "c0"])
// CHECK: arith.addi %arg0, %{{.*}} : i32 loc(fused["b", "c0"])
func.func @addi_addi(%x : i32) -> i32 {
  %c0 = arith.constant 3 : i32 loc("c0")
  %c1 = arith.constant 5 : i32 loc("c1")
  %a = arith.addi %x, %c0 : i32 loc("a")
  %b = arith.addi %a, %c1 : i32 loc("b")
  return %b : i32 loc("ret")
} loc("f")

// -----

// A constant on the left: the root's own constant is recorded first.
// CHECK-LABEL: @subi_lhs_add
// CHECK: arith.constant 2 : i32 loc(fused["b", "c1"])
// CHECK: arith.subi %{{.*}}, %arg0 : i32 loc(fused["b", "c1"])
func.func @subi_lhs_add(%x : i32) -> i32 {
  %c0 = arith.constant 3 : i32 loc("c0")
  %c1 = arith.constant 5 : i32 loc("c1")
  %a = arith.addi %x, %c0 : i32 loc("a")
  %b = arith.subi %c1, %a : i32 loc("b")
  return %b : i32 loc("ret")
} loc("f")

// -----

// Five op nodes, one constant matcher: the shrui's location is the one left out.
// CHECK-LABEL: @trunc_mulsi
// CHECK: arith.mulsi_extended %arg0, %arg1 : i16 loc(fused["t", "ea", "eb", "m", "c"])
func.func @trunc_mulsi(%x : i16, %y : i16) -> i16 {
  %c = arith.constant 16 : i32 loc("c")
  %ea = arith.extsi %x : i16 to i32 loc("ea")
  %eb = arith.extsi %y : i16 to i32 loc("eb")
  %m = arith.muli %ea, %eb : i32 loc("m")
  %s = arith.shrui %m, %c : i32 loc("s")
  %t = arith.trunci %s : i32 to i16 loc("t")
  return %t : i16 loc("ret")
} loc("f")

// -----

// An unknown location drops out; repeats count once.
// CHECK-LABEL: @unknown_and_repeat
// CHECK: arith.xori %arg0, %arg1 : i8 loc("r")
// CHECK: arith.extui %{{.*}} : i8 to i32 loc("r")
func.func @unknown_and_repeat(%x : i8, %y : i8) -> i32 {
  %a = arith.extui %x : i8 to i32 loc(unknown)
  %b = arith.extui %y : i8 to i32 loc("r")
  %r = arith.xori %a, %b : i32 loc("r")
  return %r : i32 loc("ret")
} loc("f")

// -----

// A pattern with one op node (C++ patterns too) keeps the root's location.
// CHECK-LABEL: @select_i1_not
// CHECK: arith.constant true loc("s")
// CHECK: arith.xori %arg0, %{{.*}} : i1 loc("s")
func.func @select_i1_not(%p : i1) -> i1 {
  %f = arith.constant false loc("f0")
  %t = arith.constant true loc("t1")
  %s = arith.select %p, %f, %t : i1 loc("s")
  return %s : i1 loc("ret")
} loc("f")
