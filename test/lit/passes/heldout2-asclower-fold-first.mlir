// The conversion lowerings offer every op their target does not hold legal to its folder
// before any pattern (passes-asc2.md §0.3, as MLIR's dialect conversion): in
// asclower-asctile an identity cast and a one-tile concat are their input, a dim of a
// dynamic size of asctile.tensor is the size operand, and a reshape of a reshape reads
// the first input (the first reshape's lowering is left unused); in
// asclower-asctile-data-transfer a dim used as a load offset folds to the size and an
// identity cast goes away; in asclower-asctile-i1 a chain of reshapes back and forth
// folds to one reshape feeding the compare.
// RUN: ascopt --asclower-asctile --canonicalize %s | FileCheck %s --check-prefix=TILE
// RUN: ascopt -asclower-asctile-data-transfer -canonicalize %s | FileCheck %s --check-prefix=DT
// RUN: ascopt --asclower-asctile-i1 %s | FileCheck %s --check-prefix=I1

// TILE-LABEL: func.func @asctile_fold(%arg0: !asctile.tile<64xf32, UB>, %arg1: memref<*xf32, 22>, %arg2: i32) -> (!asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>, i32, !asctile.tile<8x8xf32, UB>) {
// TILE-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : !asctile.tile<64xf32, UB> to !ascendc.local_tensor<64xf32>
// TILE-NEXT: %1 = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
// TILE-NEXT: ascendc.global_tensor.set_global_buffer %1, %arg1 : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
// TILE-NEXT: %2 = ascendc.reinterpret_cast %0 : !ascendc.local_tensor<64xf32> to !ascendc.local_tensor<8x8xf32>
// TILE-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<8x8xf32> to !asctile.tile<8x8xf32, UB>
// TILE-NEXT: return %arg0, %arg0, %arg2, %3 : !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>, i32, !asctile.tile<8x8xf32, UB>
// TILE-NEXT: }
// DT-LABEL: func.func @dt_fold(%arg0: memref<*xf32, 22>, %arg1: i32, %arg2: f32) -> !asctile.tile<16xf32, UB> {
// DT-NEXT: %c4_i32 = arith.constant 4 : i32
// DT-NEXT: %c16_i32 = arith.constant 16 : i32
// DT-NEXT: %c1_i32 = arith.constant 1 : i32
// DT-NEXT: %c0_i32 = arith.constant 0 : i32
// DT-NEXT: %0 = asctile.tensor %arg0(%arg1) : memref<*xf32, 22>, !asctile.tensor<?xf32>
// DT-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !asctile.tensor<?xf32> to !ascendc.global_tensor<?xf32>
// DT-NEXT: %2 = ascendc.global_tensor.subindex %1[%arg1] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
// DT-NEXT: %3 = ascendc.local_tensor_auto veccalc() : <16xf32>
// DT-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !ascendc.local_tensor<16xf32> to !asctile.tile<16xf32, UB>
// DT-NEXT: %5 = arith.muli %arg1, %c4_i32 : i32
// DT-NEXT: %6 = ascendc.construct !ascendc.data_copy_ext_params(%c1_i32, %c0_i32, %5, %c0_i32, %c0_i32) [ui16, ui32, ui32, ui32, ui32] : i32, i32, i32, i32, i32
// DT-NEXT: %7 = ascendc.construct !ascendc.data_copy_pad_ext_params<f32>(%c1_i32, %c0_i32, %c16_i32, %arg2) [i32, i32, ui8, f32] : i32, i32, i32, f32
// DT-NEXT: ascendc.data_copy_pad_l0_ext %3, %2, %6, %7 : !ascendc.local_tensor<16xf32>, !ascendc.global_tensor<?xf32>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f32>
// DT-NEXT: return %4 : !asctile.tile<16xf32, UB>
// DT-NEXT: }
// I1-LABEL: func.func @i1_fold(%arg0: !asctile.tile<8x8xf32, UB>, %arg1: f32) -> !asctile.tile<64xi1, UB> {
// I1-NEXT: %0 = asctile.reshape %arg0 : !asctile.tile<8x8xf32, UB> to !asctile.tile<64xf32, UB>
// I1-NEXT: %1 = builtin.unrealized_conversion_cast %0 : !asctile.tile<64xf32, UB> to !ascendc.local_tensor<64xf32>
// I1-NEXT: %2 = ascendc.local_tensor_auto veccalc() : <8xi8>
// I1-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !ascendc.local_tensor<8xi8> to !ascendc.local_tensor<8xui8>
// I1-NEXT: %4 = ascendc.reinterpret_cast %3 : !ascendc.local_tensor<8xui8> to !ascendc.local_tensor<8xui8>
// I1-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !ascendc.local_tensor<8xui8> to !asctile.tile<64xi1, UB>
// I1-NEXT: %c0_i64 = arith.constant 0 : i64
// I1-NEXT: %6 = ascendc.construct !ascendc.unary_repeat_params()
// I1-NEXT: ascendc.compare_scalar_l0 %4, %1, %arg1, %c0_i64, %c0_i64, %6 {cmpMode = 1 : i64} : !ascendc.local_tensor<8xui8>, !ascendc.local_tensor<64xf32>, f32, i64, i64, !ascendc.unary_repeat_params
// I1-NEXT: return %5 : !asctile.tile<64xi1, UB>
// I1-NEXT: }

func.func @asctile_fold(%a: !asctile.tile<64xf32, UB>, %m: memref<*xf32, 22>, %n: i32) -> (!asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>, i32, !asctile.tile<8x8xf32, UB>) {
  %0 = asctile.cast %a : !asctile.tile<64xf32, UB> to !asctile.tile<64xf32, UB>
  %1 = asctile.concat %a : !asctile.tile<64xf32, UB> -> !asctile.tile<64xf32, UB>
  %t = asctile.tensor %m(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
  %2 = asctile.dim %t, 0 : !asctile.tensor<?xf32>
  %r = asctile.reshape %a : !asctile.tile<64xf32, UB> to !asctile.tile<4x16xf32, UB>
  %3 = asctile.reshape %r : !asctile.tile<4x16xf32, UB> to !asctile.tile<8x8xf32, UB>
  return %0, %1, %2, %3 : !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>, i32, !asctile.tile<8x8xf32, UB>
}

func.func @dt_fold(%m: memref<*xf32, 22>, %n: i32, %p: f32) -> !asctile.tile<16xf32, UB> {
  %t = asctile.tensor %m(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
  %d = asctile.dim %t, 0 : !asctile.tensor<?xf32>
  %x = asctile.load %t[%d], %p : !asctile.tensor<?xf32>, !asctile.tile<16xf32, UB>
  %y = asctile.cast %x : !asctile.tile<16xf32, UB> to !asctile.tile<16xf32, UB>
  return %y : !asctile.tile<16xf32, UB>
}

func.func @i1_fold(%a: !asctile.tile<8x8xf32, UB>, %s: f32) -> !asctile.tile<64xi1, UB> {
  %r = asctile.reshape %a : !asctile.tile<8x8xf32, UB> to !asctile.tile<64xf32, UB>
  %q = asctile.reshape %r : !asctile.tile<64xf32, UB> to !asctile.tile<8x8xf32, UB>
  %f = asctile.reshape %q : !asctile.tile<8x8xf32, UB> to !asctile.tile<64xf32, UB>
  %m = asctile.cmps GT %f, %s : !asctile.tile<64xf32, UB>
  return %m : !asctile.tile<64xi1, UB>
}
