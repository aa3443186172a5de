// asclower-asctile on an rms_norm of rank 3 (passes-asc2.md §2): rms_norm is not among the
// target's illegal ops, so when its pattern reports `invalid dimension of input tensor` and
// fails, the conversion still succeeds: the op stays (no cast is left behind), the other
// ops are lowered, the tool exits 0 with the error on stderr. Found: the pass failed.

// RUN: ascopt --asclower-asctile %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=DIAG < %t.err

// DIAG: [[@LINE+11]]:8: error: 'asctile.rms_norm' op invalid dimension of input tensor
// DIAG-NOT: error

// CHECK-LABEL: func.func @rank3(
// CHECK-NEXT: %0 = asctile.rms_norm %arg0, %arg1, %arg2 : !asctile.tile<2x4x8xf32, UB>, !asctile.tile<8xf32, UB>
// CHECK-NEXT: %1 = ascendc.local_tensor_auto veccalc() : <2x4x8xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !ascendc.local_tensor<2x4x8xf32> to !asctile.tile<2x4x8xf32, UB>
// CHECK-NEXT: %c64_i64 = arith.constant 64 : i64
// CHECK-NEXT: ascendc.duplicate_l2 %1, %arg2, %c64_i64 : !ascendc.local_tensor<2x4x8xf32>, f32, i64
// CHECK-NEXT: return %0, %2 : !asctile.tile<2x4x8xf32, UB>, !asctile.tile<2x4x8xf32, UB>
func.func @rank3(%x: !asctile.tile<2x4x8xf32, UB>, %g: !asctile.tile<8xf32, UB>, %e: f32) -> (!asctile.tile<2x4x8xf32, UB>, !asctile.tile<2x4x8xf32, UB>) {
  %0 = asctile.rms_norm %x, %g, %e : !asctile.tile<2x4x8xf32, UB>, !asctile.tile<8xf32, UB>
  %1 = asctile.splat %e : !asctile.tile<2x4x8xf32, UB>
  return %0, %1 : !asctile.tile<2x4x8xf32, UB>, !asctile.tile<2x4x8xf32, UB>
}
