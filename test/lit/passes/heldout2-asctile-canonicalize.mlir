// Held-out style cases of the asctile folders and canonicalization hooks
// (asctile-ops.md §6, §5.4): cast and reshape fold to their input when it has the result
// type, a chain of the same op folds to the chain's input when that has the result type
// and otherwise reads it directly (the inner op becomes dead; an inner op with another
// user stays), across two kinds (reshape of cast) nothing folds; a cast chain folds here
// only through exact inner conversions (bf16 -> f32 -> bf16, i8 -> i16 -> f32); concat of
// one tile is that tile; dim of a dynamic dimension of asctile.tensor is its size operand
// (a static one and a dim of an argument stay: no constant materializer); unused pure and
// read-only ops, and unused accumulator/copy/copy_fixpipe, are erased; writes, mask
// regions and matmul_acc stay; CSE merges identical pure ops and reads.
// RUN: ascopt -canonicalize %s | FileCheck %s
// RUN: ascopt -cse %s | FileCheck %s --check-prefix=CSE



// CHECK-LABEL: func.func @cast_identity(%arg0: !asctile.tile<64xf32, UB>) -> !asctile.tile<64xf32, UB> {
// CHECK-NEXT: return %arg0 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: }
func.func @cast_identity(%a: !asctile.tile<64xf32, UB>) -> !asctile.tile<64xf32, UB> {
  %0 = asctile.cast %a : !asctile.tile<64xf32, UB> to !asctile.tile<64xf32, UB>
  return %0 : !asctile.tile<64xf32, UB>
}

// CHECK-LABEL: func.func @cast_widen_back(%arg0: !asctile.tile<8x8xbf16, UB>) -> !asctile.tile<8x8xbf16, UB> {
// CHECK-NEXT: return %arg0 : !asctile.tile<8x8xbf16, UB>
// CHECK-NEXT: }
func.func @cast_widen_back(%a: !asctile.tile<8x8xbf16, UB>) -> !asctile.tile<8x8xbf16, UB> {
  %0 = asctile.cast %a : !asctile.tile<8x8xbf16, UB> to !asctile.tile<8x8xf32, UB>
  %1 = asctile.cast %0 : !asctile.tile<8x8xf32, UB> to !asctile.tile<8x8xbf16, UB>
  return %1 : !asctile.tile<8x8xbf16, UB>
}

// CHECK-LABEL: func.func @cast_int_chain(%arg0: !asctile.tile<16xi8, UB>) -> !asctile.tile<16xf32, UB> {
// CHECK-NEXT: %0 = asctile.cast %arg0 : !asctile.tile<16xi8, UB> to !asctile.tile<16xf32, UB>
// CHECK-NEXT: return %0 : !asctile.tile<16xf32, UB>
// CHECK-NEXT: }
func.func @cast_int_chain(%a: !asctile.tile<16xi8, UB>) -> !asctile.tile<16xf32, UB> {
  %0 = asctile.cast %a : !asctile.tile<16xi8, UB> to !asctile.tile<16xi16, UB>
  %1 = asctile.cast %0 : !asctile.tile<16xi16, UB> to !asctile.tile<16xf32, UB>
  return %1 : !asctile.tile<16xf32, UB>
}

// CHECK-LABEL: func.func @reshape_chain(%arg0: !asctile.tile<8x8xf32, UB>) -> !asctile.tile<4x16xf32, UB> {
// CHECK-NEXT: %0 = asctile.reshape %arg0 : !asctile.tile<8x8xf32, UB> to !asctile.tile<4x16xf32, UB>
// CHECK-NEXT: return %0 : !asctile.tile<4x16xf32, UB>
// CHECK-NEXT: }
func.func @reshape_chain(%a: !asctile.tile<8x8xf32, UB>) -> !asctile.tile<4x16xf32, UB> {
  %0 = asctile.reshape %a : !asctile.tile<8x8xf32, UB> to !asctile.tile<64xf32, UB>
  %1 = asctile.reshape %0 : !asctile.tile<64xf32, UB> to !asctile.tile<2x32xf32, UB>
  %2 = asctile.reshape %1 : !asctile.tile<2x32xf32, UB> to !asctile.tile<4x16xf32, UB>
  return %2 : !asctile.tile<4x16xf32, UB>
}

// CHECK-LABEL: func.func @reshape_back(%arg0: !asctile.tile<8x8xi16, L1>) -> !asctile.tile<8x8xi16, L1> {
// CHECK-NEXT: return %arg0 : !asctile.tile<8x8xi16, L1>
// CHECK-NEXT: }
func.func @reshape_back(%a: !asctile.tile<8x8xi16, L1>) -> !asctile.tile<8x8xi16, L1> {
  %0 = asctile.reshape %a : !asctile.tile<8x8xi16, L1> to !asctile.tile<64xi16, L1>
  %1 = asctile.reshape %0 : !asctile.tile<64xi16, L1> to !asctile.tile<8x8xi16, L1>
  return %1 : !asctile.tile<8x8xi16, L1>
}

// CHECK-LABEL: func.func @reshape_identity(%arg0: !asctile.tile<8x8xf16, UB>) -> !asctile.tile<8x8xf16, UB> {
// CHECK-NEXT: return %arg0 : !asctile.tile<8x8xf16, UB>
// CHECK-NEXT: }
func.func @reshape_identity(%a: !asctile.tile<8x8xf16, UB>) -> !asctile.tile<8x8xf16, UB> {
  %0 = asctile.reshape %a : !asctile.tile<8x8xf16, UB> to !asctile.tile<8x8xf16, UB>
  return %0 : !asctile.tile<8x8xf16, UB>
}

// CHECK-LABEL: func.func @reshape_chain_used(%arg0: !asctile.tile<8x8xf32, UB>) -> (!asctile.tile<4x16xf32, UB>, !asctile.tile<64xf32, UB>) {
// CHECK-NEXT: %0 = asctile.reshape %arg0 : !asctile.tile<8x8xf32, UB> to !asctile.tile<64xf32, UB>
// CHECK-NEXT: %1 = asctile.reshape %arg0 : !asctile.tile<8x8xf32, UB> to !asctile.tile<4x16xf32, UB>
// CHECK-NEXT: return %1, %0 : !asctile.tile<4x16xf32, UB>, !asctile.tile<64xf32, UB>
// CHECK-NEXT: }
func.func @reshape_chain_used(%a: !asctile.tile<8x8xf32, UB>) -> (!asctile.tile<4x16xf32, UB>, !asctile.tile<64xf32, UB>) {
  %0 = asctile.reshape %a : !asctile.tile<8x8xf32, UB> to !asctile.tile<64xf32, UB>
  %1 = asctile.reshape %0 : !asctile.tile<64xf32, UB> to !asctile.tile<4x16xf32, UB>
  return %1, %0 : !asctile.tile<4x16xf32, UB>, !asctile.tile<64xf32, UB>
}

// CHECK-LABEL: func.func @reshape_of_cast(%arg0: !asctile.tile<8x8xf32, UB>) -> !asctile.tile<64xf16, UB> {
// CHECK-NEXT: %0 = asctile.cast %arg0 : !asctile.tile<8x8xf32, UB> to !asctile.tile<8x8xf16, UB>
// CHECK-NEXT: %1 = asctile.reshape %0 : !asctile.tile<8x8xf16, UB> to !asctile.tile<64xf16, UB>
// CHECK-NEXT: return %1 : !asctile.tile<64xf16, UB>
// CHECK-NEXT: }
func.func @reshape_of_cast(%a: !asctile.tile<8x8xf32, UB>) -> !asctile.tile<64xf16, UB> {
  %0 = asctile.cast %a : !asctile.tile<8x8xf32, UB> to !asctile.tile<8x8xf16, UB>
  %1 = asctile.reshape %0 : !asctile.tile<8x8xf16, UB> to !asctile.tile<64xf16, UB>
  return %1 : !asctile.tile<64xf16, UB>
}

// CHECK-LABEL: func.func @concat_one(%arg0: !asctile.tile<8x8xf32, UB>) -> !asctile.tile<8x8xf32, UB> {
// CHECK-NEXT: return %arg0 : !asctile.tile<8x8xf32, UB>
// CHECK-NEXT: }
func.func @concat_one(%a: !asctile.tile<8x8xf32, UB>) -> !asctile.tile<8x8xf32, UB> {
  %0 = asctile.concat %a : !asctile.tile<8x8xf32, UB> -> !asctile.tile<8x8xf32, UB>
  return %0 : !asctile.tile<8x8xf32, UB>
}

// CHECK-LABEL: func.func @concat_two(%arg0: !asctile.tile<8x8xf32, UB>) -> !asctile.tile<16x8xf32, UB> {
// CHECK-NEXT: %0 = asctile.concat %arg0, %arg0 : !asctile.tile<8x8xf32, UB>, !asctile.tile<8x8xf32, UB> -> !asctile.tile<16x8xf32, UB>
// CHECK-NEXT: return %0 : !asctile.tile<16x8xf32, UB>
// CHECK-NEXT: }
func.func @concat_two(%a: !asctile.tile<8x8xf32, UB>) -> !asctile.tile<16x8xf32, UB> {
  %0 = asctile.concat %a, %a : !asctile.tile<8x8xf32, UB>, !asctile.tile<8x8xf32, UB> -> !asctile.tile<16x8xf32, UB>
  return %0 : !asctile.tile<16x8xf32, UB>
}

// CHECK-LABEL: func.func @dims(%arg0: memref<*xf32, 22>, %arg1: i32, %arg2: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = asctile.tensor %arg0(%arg1, %arg2) : memref<*xf32, 22>, !asctile.tensor<?x8x?xf32>
// CHECK-NEXT: %1 = asctile.dim %0, 1 : !asctile.tensor<?x8x?xf32>
// CHECK-NEXT: return %arg1, %1, %arg2 : i32, i32, i32
// CHECK-NEXT: }
func.func @dims(%m: memref<*xf32, 22>, %n: i32, %k: i32) -> (i32, i32, i32) {
  %t = asctile.tensor %m(%n, %k) : memref<*xf32, 22>, !asctile.tensor<?x8x?xf32>
  %0 = asctile.dim %t, 0 : !asctile.tensor<?x8x?xf32>
  %1 = asctile.dim %t, 1 : !asctile.tensor<?x8x?xf32>
  %2 = asctile.dim %t, 2 : !asctile.tensor<?x8x?xf32>
  return %0, %1, %2 : i32, i32, i32
}

// CHECK-LABEL: func.func @dim_of_argument(%arg0: !asctile.tensor<?xf32>) -> i32 {
// CHECK-NEXT: %0 = asctile.dim %arg0, 0 : !asctile.tensor<?xf32>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @dim_of_argument(%t: !asctile.tensor<?xf32>) -> i32 {
  %0 = asctile.dim %t, 0 : !asctile.tensor<?xf32>
  return %0 : i32
}

// CHECK-LABEL: func.func @dead(%arg0: !asctile.tensor<?xf32>, %arg1: i32, %arg2: !asctile.tile<16x16xf32, L0C>, %arg3: !asctile.tile<16x16xf16, L1>, %arg4: memref<*xf32, 22>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dead(%t: !asctile.tensor<?xf32>, %n: i32, %c: !asctile.tile<16x16xf32, L0C>, %l: !asctile.tile<16x16xf16, L1>, %m: memref<*xf32, 22>) {
  %0 = asctile.accumulator : !asctile.tile<16x16xf32, L0C>
  %1 = asctile.load %t[%n] : !asctile.tensor<?xf32>, !asctile.tile<64xf32, UB>
  %2 = asctile.copy %l[%n, %n] : !asctile.tile<16x16xf16, L1>, !asctile.tile<16x16xf16, L0A>
  %3 = asctile.copy_fixpipe %c[%n, %n] : !asctile.tile<16x16xf32, L0C>, !asctile.tile<16x16xf32, L1>
  %4 = asctile.get_value %t[%n] : !asctile.tensor<?xf32>
  %5 = asctile.splat %4 : !asctile.tile<4xf32, UB>
  %6 = asctile.tensor %m(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
  %7 = asctile.matmul %l, %l : <16x16xf16, L1>, <16x16xf16, L1> -> <16x16xf32, L0C>
  return
}

// CHECK-LABEL: func.func @kept(%arg0: !asctile.tensor<?xf32>, %arg1: i32, %arg2: !asctile.tile<64xf32, UB>, %arg3: f32, %arg4: !asctile.tile<16x16xf16, L0A>, %arg5: !asctile.tile<16x16xf16, L0B>, %arg6: i64) {
// CHECK-NEXT: asctile.store %arg2, %arg0[%arg1] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
// CHECK-NEXT: asctile.set_value %arg3, %arg0[%arg1] : f32, !asctile.tensor<?xf32>
// CHECK-NEXT: asctile.atomic_rmw<Add> %arg2, %arg0[%arg1] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
// CHECK-NEXT: %0 = asctile.accumulator : !asctile.tile<16x16xf32, L0C>
// CHECK-NEXT: asctile.matmul_acc %arg4, %arg5, %0 : <16x16xf16, L0A>, <16x16xf16, L0B>, <16x16xf32, L0C>
// CHECK-NEXT: asctile.count_mask %arg6 {
// CHECK-NEXT: }
// CHECK-NEXT: asctile.bitwise_mask %arg6, %arg6, %arg3 : f32 {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @kept(%t: !asctile.tensor<?xf32>, %n: i32, %a: !asctile.tile<64xf32, UB>, %s: f32, %x: !asctile.tile<16x16xf16, L0A>, %y: !asctile.tile<16x16xf16, L0B>, %k: i64) {
  asctile.store %a, %t[%n] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
  asctile.set_value %s, %t[%n] : f32, !asctile.tensor<?xf32>
  asctile.atomic_rmw<Add> %a, %t[%n] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
  %acc = asctile.accumulator : !asctile.tile<16x16xf32, L0C>
  asctile.matmul_acc %x, %y, %acc : <16x16xf16, L0A>, <16x16xf16, L0B>, <16x16xf32, L0C>
  asctile.count_mask %k {
  }
  asctile.bitwise_mask %k, %k, %s : f32 {
  }
  return
}

// CHECK-LABEL: func.func @cse(%arg0: !asctile.tensor<?xf32>, %arg1: i32, %arg2: !asctile.tile<64xf32, UB>, %arg3: f32) -> (!asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>) {
// CHECK-NEXT: %0 = asctile.adds %arg2, %arg3 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: %1 = asctile.adds %arg2, %arg3 : !asctile.tile<64xf32, UB>
// CHECK-NEXT: %2 = asctile.load %arg0[%arg1], %arg3 : !asctile.tensor<?xf32>, !asctile.tile<64xf32, UB>
// CHECK-NEXT: %3 = asctile.load %arg0[%arg1], %arg3 : !asctile.tensor<?xf32>, !asctile.tile<64xf32, UB>
// CHECK-NEXT: return %0, %1, %2, %3 : !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>
// CHECK-NEXT: }
func.func @cse(%t: !asctile.tensor<?xf32>, %n: i32, %a: !asctile.tile<64xf32, UB>, %s: f32) -> (!asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>) {
  %0 = asctile.adds %a, %s : !asctile.tile<64xf32, UB>
  %1 = asctile.adds %a, %s : !asctile.tile<64xf32, UB>
  %2 = asctile.load %t[%n], %s : !asctile.tensor<?xf32>, !asctile.tile<64xf32, UB>
  %3 = asctile.load %t[%n], %s : !asctile.tensor<?xf32>, !asctile.tile<64xf32, UB>
  return %0, %1, %2, %3 : !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>
}

// CSE-LABEL: func.func @cse(
// CSE-NEXT: %0 = asctile.adds %arg2, %arg3 : !asctile.tile<64xf32, UB>
// CSE-NEXT: %1 = asctile.load %arg0[%arg1], %arg3 : !asctile.tensor<?xf32>, !asctile.tile<64xf32, UB>
// CSE-NEXT: return %0, %0, %1, %1 : !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>
