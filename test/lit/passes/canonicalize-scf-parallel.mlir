// scf.parallel: single-iteration dimensions disappear (all of them: the body and its
// reductions are inlined), and a loop whose only op is another loop absorbs it.

// RUN: ascopt --allow-unregistered-dialect -canonicalize %s | FileCheck %s

func.func @single_dims(%n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%c1, %n) step (%c1, %c1) init (%x) -> f32 {
    %v = "foo.val"(%i, %j) : (index, index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  %r2 = scf.parallel (%i) = (%c0) to (%c1) step (%c1) init (%x) -> f32 {
    %v = "foo.val"(%i) : (index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.mulf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  %s = arith.addf %r, %r2 : f32
  return %s : f32
}
// CHECK-LABEL: func.func @single_dims(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.parallel (%arg2) = (%c0) to (%arg0) step (%c1) init (%arg1) -> f32 {
// CHECK-NEXT: %4 = "foo.val"(%c0, %arg2) : (index, index) -> f32
// CHECK-NEXT: scf.reduce(%4 : f32) {
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT: %5 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT: scf.reduce.return %5 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = "foo.val"(%c0) : (index) -> f32
// CHECK-NEXT: %2 = arith.mulf %arg1, %1 : f32
// CHECK-NEXT: %3 = arith.addf %0, %2 : f32
// CHECK-NEXT: return %3 : f32
// CHECK-NEXT: }

func.func @nested(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      "foo.use"(%i, %j) : (index, index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}
// CHECK-LABEL: func.func @nested(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg1, %arg2) = (%c0, %c0) to (%arg0, %arg0) step (%c1, %c1) {
// CHECK-NEXT: "foo.use"(%arg1, %arg2) : (index, index) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @empty(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c1) to (%c0) step (%c1) init (%x) -> f32 {
    %v = "foo.val"(%i) : (index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// CHECK-LABEL: func.func @empty(%arg0: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.parallel (%arg1) = (%c1) to (%c0) step (%c1) init (%arg0) -> f32 {
// CHECK-NEXT: %1 = "foo.val"(%arg1) : (index) -> f32
// CHECK-NEXT: scf.reduce(%1 : f32) {
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT: %2 = arith.addf %arg2, %arg3 : f32
// CHECK-NEXT: scf.reduce.return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
