// Constant folding with the width and IEEE semantics of each type, identities, and the
// arith reassociation, cast and select patterns, as LLVM 19's -canonicalize does them.

// RUN: ascopt -canonicalize %s | FileCheck %s

func.func @int_fold() -> (i8, i8, i16, i32, index) {
  %a = arith.constant 127 : i8
  %b = arith.constant 1 : i8
  %0 = arith.addi %a, %b : i8
  %1 = arith.muli %a, %a : i8
  %c = arith.constant -7 : i16
  %d = arith.constant 2 : i16
  %2 = arith.floordivsi %c, %d : i16
  %e = arith.constant 255 : i32
  %f = arith.constant 4 : i32
  %3 = arith.shli %e, %f : i32
  %g = arith.constant 10 : index
  %4 = arith.ceildivui %g, %g : index
  return %0, %1, %2, %3, %4 : i8, i8, i16, i32, index
}
// CHECK-LABEL: func.func @int_fold() -> (i8, i8, i16, i32, index) {
// CHECK-NEXT: %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT: %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT: %c-4_i16 = arith.constant -4 : i16
// CHECK-NEXT: %c4080_i32 = arith.constant 4080 : i32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: return %c-128_i8, %c1_i8, %c-4_i16, %c4080_i32, %c1 : i8, i8, i16, i32, index
// CHECK-NEXT: }

func.func @no_fold(%x: i32) -> (i8, i32) {
  %a = arith.constant -128 : i8
  %b = arith.constant -1 : i8
  %0 = arith.divsi %a, %b : i8
  %z = arith.constant 0 : i32
  %1 = arith.remui %x, %z : i32
  return %0, %1 : i8, i32
}
// CHECK-LABEL: func.func @no_fold(%arg0: i32) -> (i8, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %0 = arith.divsi %c-128_i8, %c-1_i8 : i8
// CHECK-NEXT: %1 = arith.remui %arg0, %c0_i32 : i32
// CHECK-NEXT: return %0, %1 : i8, i32
// CHECK-NEXT: }

func.func @float_fold() -> (f16, bf16, f32, i1) {
  %a = arith.constant 65504.0 : f16
  %0 = arith.addf %a, %a : f16
  %b = arith.constant 3.0 : bf16
  %c = arith.constant 1.5 : bf16
  %1 = arith.mulf %b, %c : bf16
  %d = arith.constant -0.0 : f32
  %e = arith.constant 0.0 : f32
  %2 = arith.maximumf %d, %e : f32
  %n = arith.constant 0x7FC00000 : f32
  %3 = arith.cmpf olt, %n, %e : f32
  return %0, %1, %2, %3 : f16, bf16, f32, i1
}
// CHECK-LABEL: func.func @float_fold() -> (f16, bf16, f32, i1) {
// CHECK-NEXT: %cst = arith.constant 0x7C00 : f16
// CHECK-NEXT: %cst_0 = arith.constant 4.500000e+00 : bf16
// CHECK-NEXT: %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %false : f16, bf16, f32, i1
// CHECK-NEXT: }

func.func @vectors(%x: vector<4xi32>) -> (vector<2xi32>, vector<4xi32>, vector<2xf32>) {
  %a = arith.constant dense<[1, 2]> : vector<2xi32>
  %b = arith.constant dense<3> : vector<2xi32>
  %0 = arith.muli %a, %b : vector<2xi32>
  %1 = arith.subi %x, %x : vector<4xi32>
  %c = arith.constant dense<[1, 65537]> : vector<2xi32>
  %2 = arith.sitofp %c : vector<2xi32> to vector<2xf32>
  return %0, %1, %2 : vector<2xi32>, vector<4xi32>, vector<2xf32>
}
// CHECK-LABEL: func.func @vectors(%arg0: vector<4xi32>) -> (vector<2xi32>, vector<4xi32>, vector<2xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<[3, 6]> : vector<2xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<[1.000000e+00, 6.553700e+04]> : vector<2xf32>
// CHECK-NEXT: return %cst, %cst_0, %cst_1 : vector<2xi32>, vector<4xi32>, vector<2xf32>
// CHECK-NEXT: }

func.func @identities(%x: i32, %y: i32, %f: f32) -> (i32, i32, i32, f32, i32) {
  %z = arith.constant 0 : i32
  %o = arith.constant 1 : i32
  %0 = arith.addi %z, %x : i32
  %1 = arith.muli %x, %o : i32
  %s = arith.subi %x, %y : i32
  %2 = arith.addi %s, %y : i32
  %m = arith.constant -0.0 : f32
  %3 = arith.addf %f, %m : f32
  %n = arith.constant -1 : i32
  %nx = arith.xori %x, %n : i32
  %4 = arith.andi %x, %nx : i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, f32, i32
}
// CHECK-LABEL: func.func @identities(%arg0: i32, %arg1: i32, %arg2: f32) -> (i32, i32, i32, f32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg2, %c0_i32 : i32, i32, i32, f32, i32
// CHECK-NEXT: }

func.func @reassociate(%x: index) -> (index, index, index) {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %0 = arith.addi %x, %c3 : index
  %1 = arith.addi %0, %c4 : index
  %2 = arith.subi %c10, %x : index
  %3 = arith.subi %2, %c4 : index
  %m = arith.constant -1 : index
  %4 = arith.muli %x, %m : index
  %5 = arith.addi %c10, %4 : index
  return %1, %3, %5 : index, index, index
}
// CHECK-LABEL: func.func @reassociate(%arg0: index) -> (index, index, index) {
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %c7 : index
// CHECK-NEXT: %1 = arith.subi %c6, %arg0 : index
// CHECK-NEXT: %2 = arith.subi %c10, %arg0 : index
// CHECK-NEXT: return %0, %1, %2 : index, index, index
// CHECK-NEXT: }

func.func @casts(%x: i8, %y: i32) -> (i8, i16, i32, i1) {
  %0 = arith.extui %x : i8 to i32
  %1 = arith.trunci %0 : i32 to i8
  %2 = arith.extsi %x : i8 to i64
  %3 = arith.trunci %2 : i64 to i16
  %4 = arith.index_cast %y : i32 to index
  %5 = arith.index_cast %4 : index to i32
  %6 = arith.extui %x : i8 to i32
  %7 = arith.extui %x : i8 to i32
  %8 = arith.cmpi ne, %6, %7 : i32
  return %1, %3, %5, %8 : i8, i16, i32, i1
}
// CHECK-LABEL: func.func @casts(%arg0: i8, %arg1: i32) -> (i8, i16, i32, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = arith.extsi %arg0 : i8 to i16
// CHECK-NEXT: return %arg0, %0, %arg1, %false : i8, i16, i32, i1
// CHECK-NEXT: }

func.func @selects(%c: i1, %d: i1, %x: i32, %y: i32) -> (i32, i1, i32, i32) {
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %0 = arith.select %c, %one, %zero : i32
  %t = arith.constant true
  %f = arith.constant false
  %1 = arith.select %c, %f, %t : i1
  %nc = arith.xori %c, %t : i1
  %2 = arith.select %nc, %x, %y : i32
  %cmp = arith.cmpi eq, %x, %y : i32
  %3 = arith.select %cmp, %x, %y : i32
  return %0, %1, %2, %3 : i32, i1, i32, i32
}
// CHECK-LABEL: func.func @selects(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) -> (i32, i1, i32, i32) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.extui %arg0 : i1 to i32
// CHECK-NEXT: %1 = arith.xori %arg0, %true : i1
// CHECK-NEXT: %2 = arith.select %arg0, %arg3, %arg2 : i32
// CHECK-NEXT: return %0, %1, %2, %arg3 : i32, i1, i32, i32
// CHECK-NEXT: }

func.func @cmpf_of_int(%x: i32) -> (i1, i1) {
  %a = arith.sitofp %x : i32 to f64
  %c = arith.constant 2.5 : f64
  %0 = arith.cmpf olt, %a, %c : f64
  %big = arith.constant 1.0e10 : f64
  %1 = arith.cmpf ogt, %a, %big : f64
  return %0, %1 : i1, i1
}
// CHECK-LABEL: func.func @cmpf_of_int(%arg0: i32) -> (i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %0 = arith.cmpi sle, %arg0, %c2_i32 : i32
// CHECK-NEXT: return %0, %false : i1, i1
// CHECK-NEXT: }
