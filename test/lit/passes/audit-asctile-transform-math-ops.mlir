// Audit of asctile-transform-math-ops (passes-asc2.md §1, greedy with folding): maxnumf with a
// -0.0 tile -> relu, with 2.0 left alone (no maxnumf scalarization); minsi with an lhs splat ->
// mins; subf with an lhs constant left alone (rhs only); divsi -> divs; shli -> shls with a new
// i16 constant; mulf of two splats scalarizes the lhs; cmp LE/GE/NE with an lhs splat ->
// mirrored GE/LE/NE cmps; scalar ops, remsi and shrui left alone; maximumf with a splat of
// -0.0 -> relu; cmp of two splats (lhs first: mirrored GT); maximumf(dense 0, splat 0): the
// commutative fold moves the constant right, so relu takes it; subi of splat and constant ->
// subs of the splat tile; folders first: addf x,-0.0 / muli x,1 / subi x,0 / mulf x,1.0 /
// divf x,1.0 -> x, muli x,0 -> dense<0>, addf of two constants -> adds of the folded 5.0.
// RUN: ascopt -asctile-transform-math-ops %s | FileCheck %s

// CHECK-LABEL: func.func public @maxnumf_zero(%arg0: !asctile.tile<32xf16, UB>) -> !asctile.tile<32xf16, UB> {
// CHECK: %0 = asctile.relu %arg0 : !asctile.tile<32xf16, UB>
// CHECK-NEXT: return %0 : !asctile.tile<32xf16, UB>
// CHECK-NEXT: }
func.func public @maxnumf_zero(%arg0: !asctile.tile<32xf16, UB>) -> !asctile.tile<32xf16, UB> {
  %cst = arith.constant dense<-0.0> : !asctile.tile<32xf16, UB>
  %0 = arith.maxnumf %arg0, %cst : !asctile.tile<32xf16, UB>
  return %0 : !asctile.tile<32xf16, UB>
}
// CHECK-LABEL: func.func public @maxnumf_nonzero(%arg0: !asctile.tile<32xf16, UB>) -> !asctile.tile<32xf16, UB> {
// CHECK-DAG: %cst = arith.constant dense<2.000000e+00> : !asctile.tile<32xf16, UB>
// CHECK: %0 = arith.maxnumf %arg0, %cst : !asctile.tile<32xf16, UB>
// CHECK-NEXT: return %0 : !asctile.tile<32xf16, UB>
// CHECK-NEXT: }
func.func public @maxnumf_nonzero(%arg0: !asctile.tile<32xf16, UB>) -> !asctile.tile<32xf16, UB> {
  %cst = arith.constant dense<2.0> : !asctile.tile<32xf16, UB>
  %0 = arith.maxnumf %arg0, %cst : !asctile.tile<32xf16, UB>
  return %0 : !asctile.tile<32xf16, UB>
}
// CHECK-LABEL: func.func public @minsi_lhs(%arg0: !asctile.tile<4x8xi16, UB>, %arg1: i16) -> !asctile.tile<4x8xi16, UB> {
// CHECK: %0 = asctile.mins %arg0, %arg1 : !asctile.tile<4x8xi16, UB>
// CHECK-NEXT: return %0 : !asctile.tile<4x8xi16, UB>
// CHECK-NEXT: }
func.func public @minsi_lhs(%arg0: !asctile.tile<4x8xi16, UB>, %s: i16) -> !asctile.tile<4x8xi16, UB> {
  %0 = asctile.splat %s : !asctile.tile<4x8xi16, UB>
  %1 = arith.minsi %0, %arg0 : !asctile.tile<4x8xi16, UB>
  return %1 : !asctile.tile<4x8xi16, UB>
}
// CHECK-LABEL: func.func public @subf_lhs(%arg0: !asctile.tile<32xf32, UB>) -> !asctile.tile<32xf32, UB> {
// CHECK-DAG: %cst = arith.constant dense<2.000000e+00> : !asctile.tile<32xf32, UB>
// CHECK: %0 = arith.subf %cst, %arg0 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: return %0 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: }
func.func public @subf_lhs(%arg0: !asctile.tile<32xf32, UB>) -> !asctile.tile<32xf32, UB> {
  %cst = arith.constant dense<2.0> : !asctile.tile<32xf32, UB>
  %0 = arith.subf %cst, %arg0 : !asctile.tile<32xf32, UB>
  return %0 : !asctile.tile<32xf32, UB>
}
// CHECK-LABEL: func.func public @divsi_rhs(%arg0: !asctile.tile<32xi32, UB>, %arg1: i32) -> !asctile.tile<32xi32, UB> {
// CHECK: %0 = asctile.divs %arg0, %arg1 : !asctile.tile<32xi32, UB>
// CHECK-NEXT: return %0 : !asctile.tile<32xi32, UB>
// CHECK-NEXT: }
func.func public @divsi_rhs(%arg0: !asctile.tile<32xi32, UB>, %s: i32) -> !asctile.tile<32xi32, UB> {
  %0 = asctile.splat %s : !asctile.tile<32xi32, UB>
  %1 = arith.divsi %arg0, %0 : !asctile.tile<32xi32, UB>
  return %1 : !asctile.tile<32xi32, UB>
}
// CHECK-LABEL: func.func public @shli(%arg0: !asctile.tile<32xi16, UB>) -> !asctile.tile<32xi16, UB> {
// CHECK-DAG: %c3_i16 = arith.constant 3 : i16
// CHECK: %0 = asctile.shls %arg0, %c3_i16 : !asctile.tile<32xi16, UB>
// CHECK-NEXT: return %0 : !asctile.tile<32xi16, UB>
// CHECK-NEXT: }
func.func public @shli(%arg0: !asctile.tile<32xi16, UB>) -> !asctile.tile<32xi16, UB> {
  %cst = arith.constant dense<3> : !asctile.tile<32xi16, UB>
  %0 = arith.shli %arg0, %cst : !asctile.tile<32xi16, UB>
  return %0 : !asctile.tile<32xi16, UB>
}
// CHECK-LABEL: func.func public @both_splat(%arg0: f32, %arg1: f32) -> !asctile.tile<32xf32, UB> {
// CHECK: %0 = asctile.splat %arg1 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: %1 = asctile.muls %0, %arg0 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: return %1 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: }
func.func public @both_splat(%a: f32, %b: f32) -> !asctile.tile<32xf32, UB> {
  %0 = asctile.splat %a : !asctile.tile<32xf32, UB>
  %1 = asctile.splat %b : !asctile.tile<32xf32, UB>
  %2 = arith.mulf %0, %1 : !asctile.tile<32xf32, UB>
  return %2 : !asctile.tile<32xf32, UB>
}
// CHECK-LABEL: func.func public @cmp_lhs_le(%arg0: !asctile.tile<32xi32, UB>, %arg1: i32) -> !asctile.tile<32xi1, UB> {
// CHECK: %0 = asctile.cmps GE %arg0, %arg1 : !asctile.tile<32xi32, UB>
// CHECK-NEXT: %1 = asctile.cmps LE %arg0, %arg1 : !asctile.tile<32xi32, UB>
// CHECK-NEXT: %2 = asctile.cmps NE %arg0, %arg1 : !asctile.tile<32xi32, UB>
// CHECK-NEXT: %3 = arith.andi %0, %1 : !asctile.tile<32xi1, UB>
// CHECK-NEXT: %4 = arith.andi %3, %2 : !asctile.tile<32xi1, UB>
// CHECK-NEXT: return %4 : !asctile.tile<32xi1, UB>
// CHECK-NEXT: }
func.func public @cmp_lhs_le(%arg0: !asctile.tile<32xi32, UB>, %s: i32) -> !asctile.tile<32xi1, UB> {
  %0 = asctile.splat %s : !asctile.tile<32xi32, UB>
  %1 = asctile.cmp LE %0, %arg0 : !asctile.tile<32xi32, UB>
  %2 = asctile.cmp GE %0, %arg0 : !asctile.tile<32xi32, UB>
  %3 = asctile.cmp NE %0, %arg0 : !asctile.tile<32xi32, UB>
  %4 = arith.andi %1, %2 : !asctile.tile<32xi1, UB>
  %5 = arith.andi %4, %3 : !asctile.tile<32xi1, UB>
  return %5 : !asctile.tile<32xi1, UB>
}
// CHECK-LABEL: func.func public @scalars(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-DAG: %cst = arith.constant 0.000000e+00 : f32
// CHECK: %0 = arith.maximumf %arg0, %cst : f32
// CHECK-NEXT: %1 = arith.addf %0, %arg1 : f32
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
func.func public @scalars(%a: f32, %b: f32) -> f32 {
  %c = arith.constant 0.0 : f32
  %0 = arith.maximumf %a, %c : f32
  %1 = arith.addf %0, %b : f32
  return %1 : f32
}
// CHECK-LABEL: func.func public @remsi_shrui(%arg0: !asctile.tile<32xi32, UB>) -> !asctile.tile<32xi32, UB> {
// CHECK-DAG: %cst = arith.constant dense<3> : !asctile.tile<32xi32, UB>
// CHECK: %0 = arith.remsi %arg0, %cst : !asctile.tile<32xi32, UB>
// CHECK-NEXT: %1 = arith.shrui %0, %cst : !asctile.tile<32xi32, UB>
// CHECK-NEXT: return %1 : !asctile.tile<32xi32, UB>
// CHECK-NEXT: }
func.func public @remsi_shrui(%arg0: !asctile.tile<32xi32, UB>) -> !asctile.tile<32xi32, UB> {
  %cst = arith.constant dense<3> : !asctile.tile<32xi32, UB>
  %0 = arith.remsi %arg0, %cst : !asctile.tile<32xi32, UB>
  %1 = arith.shrui %0, %cst : !asctile.tile<32xi32, UB>
  return %1 : !asctile.tile<32xi32, UB>
}
// CHECK-LABEL: func.func public @max_splat_zero_f16(%arg0: !asctile.tile<32xf16, UB>) -> !asctile.tile<32xf16, UB> {
// CHECK: %0 = asctile.relu %arg0 : !asctile.tile<32xf16, UB>
// CHECK-NEXT: return %0 : !asctile.tile<32xf16, UB>
// CHECK-NEXT: }
func.func public @max_splat_zero_f16(%arg0: !asctile.tile<32xf16, UB>) -> !asctile.tile<32xf16, UB> {
  %c = arith.constant -0.0 : f16
  %0 = asctile.splat %c : !asctile.tile<32xf16, UB>
  %1 = arith.maximumf %0, %arg0 : !asctile.tile<32xf16, UB>
  return %1 : !asctile.tile<32xf16, UB>
}
// CHECK-LABEL: func.func @c(%arg0: f32, %arg1: f32) -> !asctile.tile<16xi1, UB> {
// CHECK: %0 = asctile.splat %arg1 : !asctile.tile<16xf32, UB>
// CHECK-NEXT: %1 = asctile.cmps GT %0, %arg0 : !asctile.tile<16xf32, UB>
// CHECK-NEXT: return %1 : !asctile.tile<16xi1, UB>
// CHECK-NEXT: }
func.func @c(%a: f32, %b: f32) -> !asctile.tile<16xi1, UB> {
  %0 = asctile.splat %a : !asctile.tile<16xf32, UB>
  %1 = asctile.splat %b : !asctile.tile<16xf32, UB>
  %2 = asctile.cmp "LT" %0, %1 : !asctile.tile<16xf32, UB>
  return %2 : !asctile.tile<16xi1, UB>
}
// CHECK-LABEL: func.func @r(%arg0: !asctile.tile<16xf32, UB>) -> !asctile.tile<16xf32, UB> {
// CHECK-DAG: %cst = arith.constant dense<0.000000e+00> : !asctile.tile<16xf32, UB>
// CHECK: %0 = asctile.relu %cst : !asctile.tile<16xf32, UB>
// CHECK-NEXT: %1 = arith.maxnumf %0, %arg0 : !asctile.tile<16xf32, UB>
// CHECK-NEXT: return %1 : !asctile.tile<16xf32, UB>
// CHECK-NEXT: }
func.func @r(%x: !asctile.tile<16xf32, UB>) -> !asctile.tile<16xf32, UB> {
  %z = arith.constant dense<0.0> : !asctile.tile<16xf32, UB>
  %s = arith.constant 0.0 : f32
  %zz = asctile.splat %s : !asctile.tile<16xf32, UB>
  %2 = arith.maximumf %z, %zz : !asctile.tile<16xf32, UB>
  %3 = arith.maxnumf %2, %x : !asctile.tile<16xf32, UB>
  return %3 : !asctile.tile<16xf32, UB>
}
// CHECK-LABEL: func.func @sub_both(%arg0: i32, %arg1: !asctile.tile<16xi32, UB>) -> !asctile.tile<16xi32, UB> {
// CHECK-DAG: %c7_i32 = arith.constant 7 : i32
// CHECK: %0 = asctile.splat %arg0 : !asctile.tile<16xi32, UB>
// CHECK-NEXT: %1 = asctile.subs %0, %c7_i32 : !asctile.tile<16xi32, UB>
// CHECK-NEXT: %2 = arith.addi %1, %arg1 : !asctile.tile<16xi32, UB>
// CHECK-NEXT: return %2 : !asctile.tile<16xi32, UB>
// CHECK-NEXT: }
func.func @sub_both(%a: i32, %x: !asctile.tile<16xi32, UB>) -> !asctile.tile<16xi32, UB> {
  %0 = asctile.splat %a : !asctile.tile<16xi32, UB>
  %c = arith.constant dense<7> : !asctile.tile<16xi32, UB>
  %1 = arith.subi %0, %c : !asctile.tile<16xi32, UB>
  %2 = arith.addi %1, %x : !asctile.tile<16xi32, UB>
  return %2 : !asctile.tile<16xi32, UB>
}
// CHECK-LABEL: func.func @f1(%arg0: !asctile.tile<32xf32, UB>) -> !asctile.tile<32xf32, UB> {
// CHECK: return %arg0 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: }
func.func @f1(%x: !asctile.tile<32xf32, UB>) -> !asctile.tile<32xf32, UB> {
  %c = arith.constant dense<-0.0> : !asctile.tile<32xf32, UB>
  %0 = arith.addf %x, %c : !asctile.tile<32xf32, UB>
  return %0 : !asctile.tile<32xf32, UB>
}
// CHECK-LABEL: func.func @f2(%arg0: !asctile.tile<32xi32, UB>) -> (!asctile.tile<32xi32, UB>, !asctile.tile<32xi32, UB>, !asctile.tile<32xi32, UB>) {
// CHECK-DAG: %cst = arith.constant dense<0> : !asctile.tile<32xi32, UB>
// CHECK: return %arg0, %arg0, %cst : !asctile.tile<32xi32, UB>, !asctile.tile<32xi32, UB>, !asctile.tile<32xi32, UB>
// CHECK-NEXT: }
func.func @f2(%x: !asctile.tile<32xi32, UB>) -> (!asctile.tile<32xi32, UB>, !asctile.tile<32xi32, UB>, !asctile.tile<32xi32, UB>) {
  %c1 = arith.constant dense<1> : !asctile.tile<32xi32, UB>
  %c0 = arith.constant dense<0> : !asctile.tile<32xi32, UB>
  %0 = arith.muli %x, %c1 : !asctile.tile<32xi32, UB>
  %1 = arith.subi %x, %c0 : !asctile.tile<32xi32, UB>
  %2 = arith.muli %x, %c0 : !asctile.tile<32xi32, UB>
  return %0, %1, %2 : !asctile.tile<32xi32, UB>, !asctile.tile<32xi32, UB>, !asctile.tile<32xi32, UB>
}
// CHECK-LABEL: func.func @f3(%arg0: !asctile.tile<32xf32, UB>) -> !asctile.tile<32xf32, UB> {
// CHECK: return %arg0 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: }
func.func @f3(%x: !asctile.tile<32xf32, UB>) -> !asctile.tile<32xf32, UB> {
  %c = arith.constant dense<1.0> : !asctile.tile<32xf32, UB>
  %0 = arith.mulf %x, %c : !asctile.tile<32xf32, UB>
  %1 = arith.divf %0, %c : !asctile.tile<32xf32, UB>
  return %1 : !asctile.tile<32xf32, UB>
}
// CHECK-LABEL: func.func @f4(%arg0: !asctile.tile<32xf32, UB>) -> !asctile.tile<32xf32, UB> {
// CHECK-DAG: %cst = arith.constant 5.000000e+00 : f32
// CHECK: %0 = asctile.adds %arg0, %cst : !asctile.tile<32xf32, UB>
// CHECK-NEXT: return %0 : !asctile.tile<32xf32, UB>
// CHECK-NEXT: }
func.func @f4(%x: !asctile.tile<32xf32, UB>) -> !asctile.tile<32xf32, UB> {
  %c = arith.constant dense<2.0> : !asctile.tile<32xf32, UB>
  %d = arith.constant dense<3.0> : !asctile.tile<32xf32, UB>
  %0 = arith.addf %c, %d : !asctile.tile<32xf32, UB>
  %1 = arith.addf %x, %0 : !asctile.tile<32xf32, UB>
  return %1 : !asctile.tile<32xf32, UB>
}
