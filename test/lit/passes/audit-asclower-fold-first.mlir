// Conversion passes offer ops of unknown legality (and illegal ones) to their folders before
// any pattern (passes-asc2.md §0.3); legal ops are left alone; greedy passes fold everything
// and erase what is dead. Per pass, which of math.sqrt(4.0), a one-operand concat, an identity
// cast, addi(2, 2), addf(4.0, 4.0) and input unrealized_conversion_casts (a round trip and an
// identity) fold follows from the pass's legal set. Found: asclower-redress-i1-tile held the
// casts legal, but its target has only arith, memref and vector legal.
// RUN: ascopt --asclower-redress-i1-tile %s | FileCheck %s --check-prefix=REDRESS
// RUN: ascopt --asclower-arith %s | FileCheck %s --check-prefix=ARITH
// RUN: ascopt --asclower-arith-binary %s | FileCheck %s --check-prefix=BINARY
// RUN: ascopt --asclower-atomic %s | FileCheck %s --check-prefix=ATOMIC
// RUN: ascopt --asclower-asctile-data-transfer %s | FileCheck %s --check-prefix=DATA
// RUN: ascopt --asclower-asctile %s | FileCheck %s --check-prefix=TILE
// RUN: ascopt --asclower-asctile-i1 %s | FileCheck %s --check-prefix=I1
// RUN: ascopt --asclower-math %s | FileCheck %s --check-prefix=MATH
// RUN: ascopt --asclower-scf %s | FileCheck %s --check-prefix=SCF
// RUN: ascopt --asclower-displace-concat %s | FileCheck %s --check-prefix=CONCAT
// RUN: ascopt --asclower-expand-math %s | FileCheck %s --check-prefix=EXPAND

// REDRESS-LABEL: func.func @u(%arg0: !asctile.tile<16xf32, UB>) -> (f32, !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>, i32, f32) {
// REDRESS-NEXT: %cst = arith.constant 4.000000e+00 : f32
// REDRESS-NEXT: %cst_0 = arith.constant 2.000000e+00 : f32
// REDRESS-NEXT: %c2_i32 = arith.constant 2 : i32
// REDRESS-NEXT: %0 = arith.addi %c2_i32, %c2_i32 : i32
// REDRESS-NEXT: %1 = arith.addf %cst, %cst : f32
// REDRESS-NEXT: return %cst_0, %arg0, %arg0, %0, %1 : f32, !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>, i32, f32
// REDRESS-LABEL: func.func @casts(%arg0: !asctile.tile<16xf32, UB>) -> (!asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>) {
// REDRESS-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xf32, UB> to !ascendc.local_tensor<16xf32>
// REDRESS-NEXT: return %arg0, %arg0 : !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>
// ARITH-LABEL: func.func @u(%arg0: !asctile.tile<16xf32, UB>) -> (f32, !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>, i32, f32) {
// ARITH-NEXT: %cst = arith.constant 4.000000e+00 : f32
// ARITH-NEXT: %cst_0 = arith.constant 2.000000e+00 : f32
// ARITH-NEXT: %c2_i32 = arith.constant 2 : i32
// ARITH-NEXT: %c4_i32 = arith.constant 4 : i32
// ARITH-NEXT: %cst_1 = arith.constant 8.000000e+00 : f32
// ARITH-NEXT: return %cst_0, %arg0, %arg0, %c4_i32, %cst_1 : f32, !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>, i32, f32
// ARITH-LABEL: func.func @casts(%arg0: !asctile.tile<16xf32, UB>) -> (!asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>) {
// ARITH-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xf32, UB> to !ascendc.local_tensor<16xf32>
// ARITH-NEXT: return %arg0, %arg0 : !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>
// BINARY-LABEL: func.func @u(%arg0: !asctile.tile<16xf32, UB>) -> (f32, !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>, i32, f32) {
// BINARY-NEXT: %cst = arith.constant 4.000000e+00 : f32
// BINARY-NEXT: %cst_0 = arith.constant 2.000000e+00 : f32
// BINARY-NEXT: %c2_i32 = arith.constant 2 : i32
// BINARY-NEXT: %0 = arith.addi %c2_i32, %c2_i32 : i32
// BINARY-NEXT: %1 = arith.addf %cst, %cst : f32
// BINARY-NEXT: return %cst_0, %arg0, %arg0, %0, %1 : f32, !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>, i32, f32
// BINARY-LABEL: func.func @casts(%arg0: !asctile.tile<16xf32, UB>) -> (!asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>) {
// BINARY-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xf32, UB> to !ascendc.local_tensor<16xf32>
// BINARY-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !ascendc.local_tensor<16xf32> to !asctile.tile<16xf32, UB>
// BINARY-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xf32, UB> to !asctile.tile<16xf32, UB>
// BINARY-NEXT: return %1, %2 : !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>
// ATOMIC-LABEL: func.func @u(%arg0: !asctile.tile<16xf32, UB>) -> (f32, !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>, i32, f32) {
// ATOMIC-NEXT: %cst = arith.constant 4.000000e+00 : f32
// ATOMIC-NEXT: %cst_0 = arith.constant 2.000000e+00 : f32
// ATOMIC-NEXT: %c2_i32 = arith.constant 2 : i32
// ATOMIC-NEXT: %c4_i32 = arith.constant 4 : i32
// ATOMIC-NEXT: %cst_1 = arith.constant 8.000000e+00 : f32
// ATOMIC-NEXT: return %cst_0, %arg0, %arg0, %c4_i32, %cst_1 : f32, !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>, i32, f32
// ATOMIC-LABEL: func.func @casts(%arg0: !asctile.tile<16xf32, UB>) -> (!asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>) {
// ATOMIC-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xf32, UB> to !ascendc.local_tensor<16xf32>
// ATOMIC-NEXT: return %arg0, %arg0 : !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>
// DATA-LABEL: func.func @u(%arg0: !asctile.tile<16xf32, UB>) -> (f32, !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>, i32, f32) {
// DATA-NEXT: %cst = arith.constant 4.000000e+00 : f32
// DATA-NEXT: %cst_0 = arith.constant 2.000000e+00 : f32
// DATA-NEXT: %c2_i32 = arith.constant 2 : i32
// DATA-NEXT: %0 = arith.addi %c2_i32, %c2_i32 : i32
// DATA-NEXT: %1 = arith.addf %cst, %cst : f32
// DATA-NEXT: return %cst_0, %arg0, %arg0, %0, %1 : f32, !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>, i32, f32
// DATA-LABEL: func.func @casts(%arg0: !asctile.tile<16xf32, UB>) -> (!asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>) {
// DATA-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xf32, UB> to !ascendc.local_tensor<16xf32>
// DATA-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !ascendc.local_tensor<16xf32> to !asctile.tile<16xf32, UB>
// DATA-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xf32, UB> to !asctile.tile<16xf32, UB>
// DATA-NEXT: return %1, %2 : !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>
// TILE-LABEL: func.func @u(%arg0: !asctile.tile<16xf32, UB>) -> (f32, !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>, i32, f32) {
// TILE-NEXT: %cst = arith.constant 4.000000e+00 : f32
// TILE-NEXT: %cst_0 = arith.constant 2.000000e+00 : f32
// TILE-NEXT: %c2_i32 = arith.constant 2 : i32
// TILE-NEXT: %0 = arith.addi %c2_i32, %c2_i32 : i32
// TILE-NEXT: %1 = arith.addf %cst, %cst : f32
// TILE-NEXT: return %cst_0, %arg0, %arg0, %0, %1 : f32, !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>, i32, f32
// TILE-LABEL: func.func @casts(%arg0: !asctile.tile<16xf32, UB>) -> (!asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>) {
// TILE-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xf32, UB> to !ascendc.local_tensor<16xf32>
// TILE-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !ascendc.local_tensor<16xf32> to !asctile.tile<16xf32, UB>
// TILE-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xf32, UB> to !asctile.tile<16xf32, UB>
// TILE-NEXT: return %1, %2 : !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>
// I1-LABEL: func.func @u(%arg0: !asctile.tile<16xf32, UB>) -> (f32, !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>, i32, f32) {
// I1-NEXT: %cst = arith.constant 4.000000e+00 : f32
// I1-NEXT: %cst_0 = arith.constant 2.000000e+00 : f32
// I1-NEXT: %c2_i32 = arith.constant 2 : i32
// I1-NEXT: %0 = arith.addi %c2_i32, %c2_i32 : i32
// I1-NEXT: %1 = arith.addf %cst, %cst : f32
// I1-NEXT: return %cst_0, %arg0, %arg0, %0, %1 : f32, !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>, i32, f32
// I1-LABEL: func.func @casts(%arg0: !asctile.tile<16xf32, UB>) -> (!asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>) {
// I1-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xf32, UB> to !ascendc.local_tensor<16xf32>
// I1-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !ascendc.local_tensor<16xf32> to !asctile.tile<16xf32, UB>
// I1-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xf32, UB> to !asctile.tile<16xf32, UB>
// I1-NEXT: return %1, %2 : !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>
// MATH-LABEL: func.func @u(%arg0: !asctile.tile<16xf32, UB>) -> (f32, !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>, i32, f32) {
// MATH-NEXT: %cst = arith.constant 4.000000e+00 : f32
// MATH-NEXT: %0 = math.sqrt %cst : f32
// MATH-NEXT: %c2_i32 = arith.constant 2 : i32
// MATH-NEXT: %c4_i32 = arith.constant 4 : i32
// MATH-NEXT: %cst_0 = arith.constant 8.000000e+00 : f32
// MATH-NEXT: return %0, %arg0, %arg0, %c4_i32, %cst_0 : f32, !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>, i32, f32
// MATH-LABEL: func.func @casts(%arg0: !asctile.tile<16xf32, UB>) -> (!asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>) {
// MATH-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xf32, UB> to !ascendc.local_tensor<16xf32>
// MATH-NEXT: return %arg0, %arg0 : !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>
// SCF-LABEL: func.func @u(%arg0: !asctile.tile<16xf32, UB>) -> (f32, !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>, i32, f32) {
// SCF-NEXT: %cst = arith.constant 4.000000e+00 : f32
// SCF-NEXT: %cst_0 = arith.constant 2.000000e+00 : f32
// SCF-NEXT: %c2_i32 = arith.constant 2 : i32
// SCF-NEXT: %c4_i32 = arith.constant 4 : i32
// SCF-NEXT: %cst_1 = arith.constant 8.000000e+00 : f32
// SCF-NEXT: return %cst_0, %arg0, %arg0, %c4_i32, %cst_1 : f32, !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>, i32, f32
// SCF-LABEL: func.func @casts(%arg0: !asctile.tile<16xf32, UB>) -> (!asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>) {
// SCF-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xf32, UB> to !ascendc.local_tensor<16xf32>
// SCF-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !ascendc.local_tensor<16xf32> to !asctile.tile<16xf32, UB>
// SCF-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<16xf32, UB> to !asctile.tile<16xf32, UB>
// SCF-NEXT: return %1, %2 : !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>
// CONCAT-LABEL: func.func @u(%arg0: !asctile.tile<16xf32, UB>) -> (f32, !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>, i32, f32) {
// CONCAT-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CONCAT-NEXT: %c4_i32 = arith.constant 4 : i32
// CONCAT-NEXT: %cst_0 = arith.constant 8.000000e+00 : f32
// CONCAT-NEXT: return %cst, %arg0, %arg0, %c4_i32, %cst_0 : f32, !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>, i32, f32
// CONCAT-LABEL: func.func @casts(%arg0: !asctile.tile<16xf32, UB>) -> (!asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>) {
// CONCAT-NEXT: return %arg0, %arg0 : !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>
// EXPAND-LABEL: func.func @u(%arg0: !asctile.tile<16xf32, UB>) -> (f32, !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>, i32, f32) {
// EXPAND-NEXT: %cst = arith.constant 2.000000e+00 : f32
// EXPAND-NEXT: %c4_i32 = arith.constant 4 : i32
// EXPAND-NEXT: %cst_0 = arith.constant 8.000000e+00 : f32
// EXPAND-NEXT: return %cst, %arg0, %arg0, %c4_i32, %cst_0 : f32, !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>, i32, f32
// EXPAND-LABEL: func.func @casts(%arg0: !asctile.tile<16xf32, UB>) -> (!asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>) {
// EXPAND-NEXT: return %arg0, %arg0 : !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>

func.func @u(%x: !asctile.tile<16xf32, UB>) -> (f32, !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>, i32, f32) {
  %c = arith.constant 4.0 : f32
  %0 = math.sqrt %c : f32
  %1 = asctile.concat %x : !asctile.tile<16xf32, UB> -> !asctile.tile<16xf32, UB>
  %2 = asctile.cast %x : !asctile.tile<16xf32, UB> to !asctile.tile<16xf32, UB>
  %a = arith.constant 2 : i32
  %3 = arith.addi %a, %a : i32
  %4 = arith.addf %c, %c : f32
  return %0, %1, %2, %3, %4 : f32, !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>, i32, f32
}
func.func @casts(%x: !asctile.tile<16xf32, UB>) -> (!asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>) {
  %0 = builtin.unrealized_conversion_cast %x : !asctile.tile<16xf32, UB> to !ascendc.local_tensor<16xf32>
  %1 = builtin.unrealized_conversion_cast %0 : !ascendc.local_tensor<16xf32> to !asctile.tile<16xf32, UB>
  %2 = builtin.unrealized_conversion_cast %x : !asctile.tile<16xf32, UB> to !asctile.tile<16xf32, UB>
  return %1, %2 : !asctile.tile<16xf32, UB>, !asctile.tile<16xf32, UB>
}
