// Held-out style cases for asctile-transform-math-ops beyond the visible file: relu from
// a zero asctile.splat (integer and -0.0 float) and from maxnumf; maxnumf with a non-zero
// splat stays; minimumf/minsi with a splat on either side (bf16, i8); shli/divsi with an
// asctile.splat rhs; subf/divf with a splat lhs, shrui and remsi stay; both operands
// splat: the lhs is scalarized; scalar arith is untouched; cmp on integer L1 tiles with
// a splat lhs mirrors LE to GE; arith folders run before the patterns (x*1, 0+x, x/1,
// x-0 fold to x, x*0 to a zero tile).
// RUN: ascopt -asctile-transform-math-ops %s | FileCheck %s

// CHECK-LABEL: func.func public @maxsi_zero_splat(%arg0: !asctile.tile<32xi16, UB>) -> !asctile.tile<32xi16, UB> {
// CHECK-NEXT: %0 = asctile.relu %arg0 : !asctile.tile<32xi16, UB>
// CHECK-NEXT: return %0 : !asctile.tile<32xi16, UB>
// CHECK-NEXT: }
func.func public @maxsi_zero_splat(%arg0: !asctile.tile<32xi16, UB>) -> !asctile.tile<32xi16, UB> {
  %c0 = arith.constant 0 : i16
  %z = asctile.splat %c0 : !asctile.tile<32xi16, UB>
  %0 = arith.maxsi %z, %arg0 : !asctile.tile<32xi16, UB>
  return %0 : !asctile.tile<32xi16, UB>
}

// CHECK-LABEL: func.func public @maxnumf_zero(%arg0: !asctile.tile<32xf16, UB>) -> !asctile.tile<32xf16, UB> {
// CHECK-NEXT: %0 = asctile.relu %arg0 : !asctile.tile<32xf16, UB>
// CHECK-NEXT: return %0 : !asctile.tile<32xf16, UB>
// CHECK-NEXT: }
func.func public @maxnumf_zero(%arg0: !asctile.tile<32xf16, UB>) -> !asctile.tile<32xf16, UB> {
  %cst = arith.constant dense<-0.000000e+00> : !asctile.tile<32xf16, UB>
  %0 = arith.maxnumf %arg0, %cst : !asctile.tile<32xf16, UB>
  return %0 : !asctile.tile<32xf16, UB>
}

// CHECK-LABEL: func.func public @maxnumf_nonzero(%arg0: !asctile.tile<32xf16, UB>) -> !asctile.tile<32xf16, UB> {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : !asctile.tile<32xf16, UB>
// CHECK-NEXT: %0 = arith.maxnumf %arg0, %cst : !asctile.tile<32xf16, UB>
// CHECK-NEXT: return %0 : !asctile.tile<32xf16, UB>
// CHECK-NEXT: }
func.func public @maxnumf_nonzero(%arg0: !asctile.tile<32xf16, UB>) -> !asctile.tile<32xf16, UB> {
  %cst = arith.constant dense<1.0> : !asctile.tile<32xf16, UB>
  %0 = arith.maxnumf %arg0, %cst : !asctile.tile<32xf16, UB>
  return %0 : !asctile.tile<32xf16, UB>
}

// CHECK-LABEL: func.func public @minimumf_lhs(%arg0: !asctile.tile<32xbf16, UB>, %arg1: bf16) -> !asctile.tile<32xbf16, UB> {
// CHECK-NEXT: %0 = asctile.mins %arg0, %arg1 : !asctile.tile<32xbf16, UB>
// CHECK-NEXT: return %0 : !asctile.tile<32xbf16, UB>
// CHECK-NEXT: }
func.func public @minimumf_lhs(%arg0: !asctile.tile<32xbf16, UB>, %s: bf16) -> !asctile.tile<32xbf16, UB> {
  %sp = asctile.splat %s : !asctile.tile<32xbf16, UB>
  %0 = arith.minimumf %sp, %arg0 : !asctile.tile<32xbf16, UB>
  return %0 : !asctile.tile<32xbf16, UB>
}

// CHECK-LABEL: func.func public @minsi_i8(%arg0: !asctile.tile<32xi8, UB>) -> !asctile.tile<32xi8, UB> {
// CHECK-NEXT: %c5_i8 = arith.constant 5 : i8
// CHECK-NEXT: %0 = asctile.mins %arg0, %c5_i8 : !asctile.tile<32xi8, UB>
// CHECK-NEXT: return %0 : !asctile.tile<32xi8, UB>
// CHECK-NEXT: }
func.func public @minsi_i8(%arg0: !asctile.tile<32xi8, UB>) -> !asctile.tile<32xi8, UB> {
  %cst = arith.constant dense<5> : !asctile.tile<32xi8, UB>
  %0 = arith.minsi %arg0, %cst : !asctile.tile<32xi8, UB>
  return %0 : !asctile.tile<32xi8, UB>
}

// CHECK-LABEL: func.func public @subf_lhs(%arg0: !asctile.tile<32xf32, UB>) -> !asctile.tile<32xf32, UB> {
// CHECK-NEXT: %cst = arith.constant dense<2.000000e+00> : !asctile.tile<32xf32, UB>
// CHECK-NEXT: %0 = arith.subf %cst, %arg0 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: %1 = arith.divf %cst, %arg0 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: %2 = arith.addf %0, %1 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: return %2 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: }
func.func public @subf_lhs(%arg0: !asctile.tile<32xf32, UB>) -> !asctile.tile<32xf32, UB> {
  %cst = arith.constant dense<2.0> : !asctile.tile<32xf32, UB>
  %0 = arith.subf %cst, %arg0 : !asctile.tile<32xf32, UB>
  %1 = arith.divf %cst, %arg0 : !asctile.tile<32xf32, UB>
  %2 = arith.addf %0, %1 : !asctile.tile<32xf32, UB>
  return %2 : !asctile.tile<32xf32, UB>
}

// CHECK-LABEL: func.func public @shli_divsi(%arg0: !asctile.tile<4x8xi32, UB>, %arg1: i32) -> !asctile.tile<4x8xi32, UB> {
// CHECK-NEXT: %0 = asctile.splat %arg1 : !asctile.tile<4x8xi32, UB>
// CHECK-NEXT: %1 = asctile.shls %arg0, %arg1 : !asctile.tile<4x8xi32, UB>
// CHECK-NEXT: %2 = asctile.divs %1, %arg1 : !asctile.tile<4x8xi32, UB>
// CHECK-NEXT: %3 = arith.shrui %2, %0 : !asctile.tile<4x8xi32, UB>
// CHECK-NEXT: %4 = arith.remsi %3, %0 : !asctile.tile<4x8xi32, UB>
// CHECK-NEXT: return %4 : !asctile.tile<4x8xi32, UB>
// CHECK-NEXT: }
func.func public @shli_divsi(%arg0: !asctile.tile<4x8xi32, UB>, %s: i32) -> !asctile.tile<4x8xi32, UB> {
  %sp = asctile.splat %s : !asctile.tile<4x8xi32, UB>
  %0 = arith.shli %arg0, %sp : !asctile.tile<4x8xi32, UB>
  %1 = arith.divsi %0, %sp : !asctile.tile<4x8xi32, UB>
  %2 = arith.shrui %1, %sp : !asctile.tile<4x8xi32, UB>
  %3 = arith.remsi %2, %sp : !asctile.tile<4x8xi32, UB>
  return %3 : !asctile.tile<4x8xi32, UB>
}

// CHECK-LABEL: func.func public @both_splat(%arg0: f32, %arg1: f32) -> !asctile.tile<32xf32, UB> {
// CHECK-NEXT: %0 = asctile.splat %arg1 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: %1 = asctile.adds %0, %arg0 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: return %1 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: }
func.func public @both_splat(%a: f32, %b: f32) -> !asctile.tile<32xf32, UB> {
  %x = asctile.splat %a : !asctile.tile<32xf32, UB>
  %y = asctile.splat %b : !asctile.tile<32xf32, UB>
  %0 = arith.addf %x, %y : !asctile.tile<32xf32, UB>
  return %0 : !asctile.tile<32xf32, UB>
}

// CHECK-LABEL: func.func public @scalar_untouched(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = arith.maximumf %arg0, %cst : f32
// CHECK-NEXT: %1 = arith.addf %0, %arg1 : f32
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
func.func public @scalar_untouched(%a: f32, %b: f32) -> f32 {
  %c = arith.constant 0.0 : f32
  %0 = arith.maximumf %a, %c : f32
  %1 = arith.addf %0, %b : f32
  return %1 : f32
}

// CHECK-LABEL: func.func public @cmp_i32_splat(%arg0: !asctile.tile<32xi32, L1>, %arg1: i32) -> !asctile.tile<32xi1, L1> {
// CHECK-NEXT: %0 = asctile.cmps GE %arg0, %arg1 : !asctile.tile<32xi32, L1>
// CHECK-NEXT: return %0 : !asctile.tile<32xi1, L1>
// CHECK-NEXT: }
func.func public @cmp_i32_splat(%arg0: !asctile.tile<32xi32, L1>, %s: i32) -> !asctile.tile<32xi1, L1> {
  %sp = asctile.splat %s : !asctile.tile<32xi32, L1>
  %0 = asctile.cmp LE %sp, %arg0 : !asctile.tile<32xi32, L1>
  return %0 : !asctile.tile<32xi1, L1>
}

// CHECK-LABEL: func.func public @zero_via_splat_float(%arg0: !asctile.tile<32xf32, UB>) -> !asctile.tile<32xf32, UB> {
// CHECK-NEXT: %0 = asctile.relu %arg0 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: return %0 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: }
func.func public @zero_via_splat_float(%arg0: !asctile.tile<32xf32, UB>) -> !asctile.tile<32xf32, UB> {
  %c = arith.constant -0.0 : f32
  %z = asctile.splat %c : !asctile.tile<32xf32, UB>
  %0 = arith.maximumf %arg0, %z : !asctile.tile<32xf32, UB>
  return %0 : !asctile.tile<32xf32, UB>
}

// CHECK-LABEL: func.func public @fold_first(%arg0: !asctile.tile<32xi32, UB>, %arg1: !asctile.tile<32xf32, UB>) -> (!asctile.tile<32xi32, UB>, !asctile.tile<32xi32, UB>, !asctile.tile<32xf32, UB>, !asctile.tile<32xf32, UB>, !asctile.tile<32xi32, UB>) {
// CHECK-NEXT: %cst = arith.constant dense<0> : !asctile.tile<32xi32, UB>
// CHECK-NEXT: return %arg0, %arg0, %arg1, %arg1, %cst : !asctile.tile<32xi32, UB>, !asctile.tile<32xi32, UB>, !asctile.tile<32xf32, UB>, !asctile.tile<32xf32, UB>, !asctile.tile<32xi32, UB>
// CHECK-NEXT: }
func.func public @fold_first(%arg0: !asctile.tile<32xi32, UB>, %arg1: !asctile.tile<32xf32, UB>) -> (!asctile.tile<32xi32, UB>, !asctile.tile<32xi32, UB>, !asctile.tile<32xf32, UB>, !asctile.tile<32xf32, UB>, !asctile.tile<32xi32, UB>) {
  %one = arith.constant dense<1> : !asctile.tile<32xi32, UB>
  %zero = arith.constant dense<0> : !asctile.tile<32xi32, UB>
  %fone = arith.constant dense<1.0> : !asctile.tile<32xf32, UB>
  %fz = arith.constant dense<0.0> : !asctile.tile<32xf32, UB>
  %0 = arith.muli %arg0, %one : !asctile.tile<32xi32, UB>
  %1 = arith.addi %zero, %arg0 : !asctile.tile<32xi32, UB>
  %2 = arith.divf %arg1, %fone : !asctile.tile<32xf32, UB>
  %3 = arith.subf %arg1, %fz : !asctile.tile<32xf32, UB>
  %4 = arith.muli %arg0, %zero : !asctile.tile<32xi32, UB>
  return %0, %1, %2, %3, %4 : !asctile.tile<32xi32, UB>, !asctile.tile<32xi32, UB>, !asctile.tile<32xf32, UB>, !asctile.tile<32xf32, UB>, !asctile.tile<32xi32, UB>
}

