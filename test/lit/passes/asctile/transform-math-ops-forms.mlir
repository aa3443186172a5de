// asctile-transform-math-ops: forms beyond the conformance cases: lhs splats of the
// non-commutative ops stay, f16/bf16/i16 and 2-D tiles, asctile.splat sources (runtime
// scalars), divsi/minsi/maxsi/shli, maxnumf with (-)0 is a relu but is never scalarized,
// shrui stays, both operands splats (the lhs is scalarized), integer cmp with a lhs splat
// (mode mirrored), scalar arith untouched.

// RUN: ascopt -asctile-transform-math-ops %s | FileCheck %s

// CHECK-LABEL: func.func public @subf_scalar_lhs_kept(%arg0: !asctile.tile<32xf32, UB>) -> !asctile.tile<32xf32, UB> {
// CHECK:      %cst = arith.constant dense<2.500000e+00> : !asctile.tile<32xf32, UB>
// CHECK-NEXT: %0 = arith.subf %cst, %arg0 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: return %0 : !asctile.tile<32xf32, UB>
func.func public @subf_scalar_lhs_kept(%arg0: !asctile.tile<32xf32, UB>) -> !asctile.tile<32xf32, UB> {
  %cst = arith.constant dense<2.5> : !asctile.tile<32xf32, UB>
  %0 = arith.subf %cst, %arg0 : !asctile.tile<32xf32, UB>
  return %0 : !asctile.tile<32xf32, UB>
}

// CHECK-LABEL: func.func public @subf_scalar_rhs_f16(%arg0: !asctile.tile<4x32xf16, UB>) -> !asctile.tile<4x32xf16, UB> {
// CHECK:      %cst = arith.constant 2.500000e+00 : f16
// CHECK-NEXT: %0 = asctile.subs %arg0, %cst : !asctile.tile<4x32xf16, UB>
// CHECK-NEXT: return %0 : !asctile.tile<4x32xf16, UB>
func.func public @subf_scalar_rhs_f16(%arg0: !asctile.tile<4x32xf16, UB>) -> !asctile.tile<4x32xf16, UB> {
  %cst = arith.constant dense<2.5> : !asctile.tile<4x32xf16, UB>
  %0 = arith.subf %arg0, %cst : !asctile.tile<4x32xf16, UB>
  return %0 : !asctile.tile<4x32xf16, UB>
}

// CHECK-LABEL: func.func public @divsi_splat_rhs(%arg0: !asctile.tile<32xi32, UB>, %arg1: i32) -> !asctile.tile<32xi32, UB> {
// CHECK:      %0 = asctile.divs %arg0, %arg1 : !asctile.tile<32xi32, UB>
// CHECK-NEXT: return %0 : !asctile.tile<32xi32, UB>
func.func public @divsi_splat_rhs(%arg0: !asctile.tile<32xi32, UB>, %s: i32) -> !asctile.tile<32xi32, UB> {
  %0 = asctile.splat %s : !asctile.tile<32xi32, UB>
  %1 = arith.divsi %arg0, %0 : !asctile.tile<32xi32, UB>
  return %1 : !asctile.tile<32xi32, UB>
}

// CHECK-LABEL: func.func public @addi_splat_lhs_i16(%arg0: !asctile.tile<32xi16, UB>, %arg1: i16) -> !asctile.tile<32xi16, UB> {
// CHECK:      %0 = asctile.adds %arg0, %arg1 : !asctile.tile<32xi16, UB>
// CHECK-NEXT: return %0 : !asctile.tile<32xi16, UB>
func.func public @addi_splat_lhs_i16(%arg0: !asctile.tile<32xi16, UB>, %s: i16) -> !asctile.tile<32xi16, UB> {
  %0 = asctile.splat %s : !asctile.tile<32xi16, UB>
  %1 = arith.addi %0, %arg0 : !asctile.tile<32xi16, UB>
  return %1 : !asctile.tile<32xi16, UB>
}

// CHECK-LABEL: func.func public @minimumf_lhs_bf16(%arg0: !asctile.tile<32xbf16, UB>) -> !asctile.tile<32xbf16, UB> {
// CHECK:      %cst = arith.constant 1.000000e+00 : bf16
// CHECK-NEXT: %0 = asctile.mins %arg0, %cst : !asctile.tile<32xbf16, UB>
// CHECK-NEXT: return %0 : !asctile.tile<32xbf16, UB>
func.func public @minimumf_lhs_bf16(%arg0: !asctile.tile<32xbf16, UB>) -> !asctile.tile<32xbf16, UB> {
  %cst = arith.constant dense<1.0> : !asctile.tile<32xbf16, UB>
  %0 = arith.minimumf %cst, %arg0 : !asctile.tile<32xbf16, UB>
  return %0 : !asctile.tile<32xbf16, UB>
}

// CHECK-LABEL: func.func public @maxsi_nonzero_rhs(%arg0: !asctile.tile<32xi32, UB>) -> !asctile.tile<32xi32, UB> {
// CHECK:      %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = asctile.maxs %arg0, %c3_i32 : !asctile.tile<32xi32, UB>
// CHECK-NEXT: %1 = asctile.mins %0, %c3_i32 : !asctile.tile<32xi32, UB>
// CHECK-NEXT: return %1 : !asctile.tile<32xi32, UB>
func.func public @maxsi_nonzero_rhs(%arg0: !asctile.tile<32xi32, UB>) -> !asctile.tile<32xi32, UB> {
  %cst = arith.constant dense<3> : !asctile.tile<32xi32, UB>
  %0 = arith.maxsi %arg0, %cst : !asctile.tile<32xi32, UB>
  %1 = arith.minsi %0, %cst : !asctile.tile<32xi32, UB>
  return %1 : !asctile.tile<32xi32, UB>
}

// CHECK-LABEL: func.func public @maxnumf_zero(%arg0: !asctile.tile<32xf32, UB>) -> !asctile.tile<32xf32, UB> {
// CHECK:      %0 = asctile.relu %arg0 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: return %0 : !asctile.tile<32xf32, UB>
func.func public @maxnumf_zero(%arg0: !asctile.tile<32xf32, UB>) -> !asctile.tile<32xf32, UB> {
  %cst = arith.constant dense<-0.0> : !asctile.tile<32xf32, UB>
  %0 = arith.maxnumf %arg0, %cst : !asctile.tile<32xf32, UB>
  return %0 : !asctile.tile<32xf32, UB>
}

// CHECK-LABEL: func.func public @maxnumf_nonzero_kept(%arg0: !asctile.tile<32xf32, UB>) -> !asctile.tile<32xf32, UB> {
// CHECK:      %cst = arith.constant dense<1.000000e+00> : !asctile.tile<32xf32, UB>
// CHECK-NEXT: %0 = arith.maxnumf %arg0, %cst : !asctile.tile<32xf32, UB>
// CHECK-NEXT: %1 = arith.minnumf %0, %cst : !asctile.tile<32xf32, UB>
// CHECK-NEXT: return %1 : !asctile.tile<32xf32, UB>
func.func public @maxnumf_nonzero_kept(%arg0: !asctile.tile<32xf32, UB>) -> !asctile.tile<32xf32, UB> {
  %cst = arith.constant dense<1.0> : !asctile.tile<32xf32, UB>
  %0 = arith.maxnumf %arg0, %cst : !asctile.tile<32xf32, UB>
  %1 = arith.minnumf %0, %cst : !asctile.tile<32xf32, UB>
  return %1 : !asctile.tile<32xf32, UB>
}

// CHECK-LABEL: func.func public @shli_splat(%arg0: !asctile.tile<32xi32, UB>) -> !asctile.tile<32xi32, UB> {
// CHECK:      %cst = arith.constant dense<2> : !asctile.tile<32xi32, UB>
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %0 = asctile.shls %arg0, %c2_i32 : !asctile.tile<32xi32, UB>
// CHECK-NEXT: %1 = arith.shrui %0, %cst : !asctile.tile<32xi32, UB>
// CHECK-NEXT: return %1 : !asctile.tile<32xi32, UB>
func.func public @shli_splat(%arg0: !asctile.tile<32xi32, UB>) -> !asctile.tile<32xi32, UB> {
  %cst = arith.constant dense<2> : !asctile.tile<32xi32, UB>
  %0 = arith.shli %arg0, %cst : !asctile.tile<32xi32, UB>
  %1 = arith.shrui %0, %cst : !asctile.tile<32xi32, UB>
  return %1 : !asctile.tile<32xi32, UB>
}

// CHECK-LABEL: func.func public @both_splat(%arg0: f32, %arg1: f32) -> !asctile.tile<32xf32, UB> {
// CHECK:      %0 = asctile.splat %arg1 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: %1 = asctile.muls %0, %arg0 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: return %1 : !asctile.tile<32xf32, UB>
func.func public @both_splat(%a: f32, %b: f32) -> !asctile.tile<32xf32, UB> {
  %0 = asctile.splat %a : !asctile.tile<32xf32, UB>
  %1 = asctile.splat %b : !asctile.tile<32xf32, UB>
  %2 = arith.mulf %0, %1 : !asctile.tile<32xf32, UB>
  return %2 : !asctile.tile<32xf32, UB>
}

// CHECK-LABEL: func.func public @cmp_i32_splat_lhs(%arg0: !asctile.tile<32xi32, UB>, %arg1: i32) -> !asctile.tile<32xi1, UB> {
// CHECK:      %0 = asctile.cmps GE %arg0, %arg1 : !asctile.tile<32xi32, UB>
// CHECK-NEXT: return %0 : !asctile.tile<32xi1, UB>
func.func public @cmp_i32_splat_lhs(%arg0: !asctile.tile<32xi32, UB>, %s: i32) -> !asctile.tile<32xi1, UB> {
  %0 = asctile.splat %s : !asctile.tile<32xi32, UB>
  %1 = asctile.cmp LE %0, %arg0 : !asctile.tile<32xi32, UB>
  return %1 : !asctile.tile<32xi1, UB>
}

// CHECK-LABEL: func.func public @cmp_no_splat(%arg0: !asctile.tile<32xf16, UB>, %arg1: !asctile.tile<32xf16, UB>) -> !asctile.tile<32xi1, UB> {
// CHECK:      %0 = asctile.cmp NE %arg0, %arg1 : !asctile.tile<32xf16, UB>
// CHECK-NEXT: return %0 : !asctile.tile<32xi1, UB>
func.func public @cmp_no_splat(%arg0: !asctile.tile<32xf16, UB>, %arg1: !asctile.tile<32xf16, UB>) -> !asctile.tile<32xi1, UB> {
  %1 = asctile.cmp NE %arg0, %arg1 : !asctile.tile<32xf16, UB>
  return %1 : !asctile.tile<32xi1, UB>
}

// CHECK-LABEL: func.func public @scalar_untouched(%arg0: f32) -> f32 {
// CHECK:      %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %0 = arith.addf %arg0, %cst : f32
// CHECK-NEXT: return %0 : f32
func.func public @scalar_untouched(%a: f32) -> f32 {
  %cst = arith.constant 2.0 : f32
  %0 = arith.addf %a, %cst : f32
  return %0 : f32
}

// CHECK-LABEL: func.func public @max_zero_splat_scalar_relu_f16(%arg0: !asctile.tile<32xf16, UB>) -> !asctile.tile<32xf16, UB> {
// CHECK:      %0 = asctile.relu %arg0 : !asctile.tile<32xf16, UB>
// CHECK-NEXT: return %0 : !asctile.tile<32xf16, UB>
func.func public @max_zero_splat_scalar_relu_f16(%arg0: !asctile.tile<32xf16, UB>) -> !asctile.tile<32xf16, UB> {
  %cst = arith.constant -0.0 : f16
  %0 = asctile.splat %cst : !asctile.tile<32xf16, UB>
  %1 = arith.maximumf %arg0, %0 : !asctile.tile<32xf16, UB>
  return %1 : !asctile.tile<32xf16, UB>
}

