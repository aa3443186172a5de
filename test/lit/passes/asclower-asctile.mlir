// asclower-asctile without asc.compilation_arch = c310: subs duplicates the scalar and
// subtracts tensors; a reduce merges axes into runs and picks the pattern (RAR = 10).

// RUN: ascopt --asclower-asctile --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @subs
// CHECK: %[[D:.*]] = ascendc.local_tensor_auto veccalc() : <16xf32>
// CHECK-NEXT: builtin.unrealized_conversion_cast %[[D]]
// CHECK-NEXT: %[[T:.*]] = ascendc.local_tensor_auto veccalc() : <16xf32>
// CHECK-NEXT: ascendc.duplicate_l2 %[[T]], %arg1, %c16_i64
// CHECK-NEXT: ascendc.sub_l2 %[[D]], %0, %[[T]], %c16_i64
// CHECK-LABEL: func.func @reduce_rar
// CHECK: ascendc.local_tensor_auto veccalc() : <2048xui8>
// CHECK-NEXT: ascendc.reduce_sum %1, %0, %3, %c4_i32, %c8_i32, %c16_i32 {pattern = 10 : i32}

func.func @subs(%arg0: !asctile.tile<16xf32, UB>, %arg1: f32) -> !asctile.tile<16xf32, UB> {
  %0 = asctile.subs %arg0, %arg1 : !asctile.tile<16xf32, UB>
  return %0 : !asctile.tile<16xf32, UB>
}
func.func @reduce_rar(%arg0: !asctile.tile<4x8x16xf32, UB>) -> !asctile.tile<8xf32, UB> {
  %0 = asctile.reduce <sum> %arg0 {dims = [0 : i32, 2 : i32]} : !asctile.tile<4x8x16xf32, UB>, !asctile.tile<8xf32, UB>
  return %0 : !asctile.tile<8xf32, UB>
}

// CHECK-LABEL: func.func @rms
// CHECK: ascendc.local_tensor_auto veccalc() : <262144xui8>
// CHECK-NEXT: emitasc.init_struct !ascendc.rmsnorm_tiling("bLength" = %c8_i32 : i32, "sLength" = %c1_i32 : i32, "hLength" = %c104_i32 : i32, "originalHLength" = %c100_i32 : i32, "reciprocalOfHLength" = %cst : f32, "mainBshLength" = %c832_i32 : i32, "mainBsLength" = %c8_i32 : i32, "mainBsLengthAlign" = %c8_i32 : i32, "loopRound" = %c1_i32 : i32, "tailBshLength" = %c0_i32 : i32, "inputTailPos" = %c832_i32 : i32, "tailBsLength" = %c0_i32 : i32)
// CHECK-NEXT: ascendc.rms_norm %2, %1, %0, %arg2, %5, %4
func.func @rms(%a: !asctile.tile<8x100xf32, UB>, %g: !asctile.tile<100xf32, UB>, %e: f32) -> !asctile.tile<8x100xf32, UB> {
  %0 = asctile.rms_norm %a, %g, %e : !asctile.tile<8x100xf32, UB>, !asctile.tile<100xf32, UB>
  return %0 : !asctile.tile<8x100xf32, UB>
}
