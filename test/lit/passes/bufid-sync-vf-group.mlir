// ascendc-insert-bufid-sync on a vector function made by ascendc-fuse-vf-block (PyAsc's
// vf_fusion on the Ascend 950): the emitasc.vf_group reads its source tensors and writes
// its destination on the vector pipe, so it acquires their buffer ids like the vector ops
// it replaced; its micro ops name only registers and memref views and get none. Before,
// the group got no get_buf/rls_buf and raced with the loads before it and the store after.

// RUN: ascopt -pass-pipeline='builtin.module(func.func(ascendc-fuse-vf-block, ascendc-insert-bufid-sync))' %s | FileCheck %s

// CHECK-LABEL: func.func @fused
// CHECK:         ascendc.get_buf pipe_mte2, [[A:[0-9]+]]
// CHECK-NEXT:    ascendc.data_copy_l2 %[[X:[0-9]+]], %arg0
// CHECK-NEXT:    ascendc.rls_buf pipe_mte2, [[A]]
// CHECK:         ascendc.get_buf pipe_v,
// CHECK:         ascendc.get_buf pipe_v, [[A]]
// CHECK:         emitasc.vf_group
// CHECK-NOT:       get_buf
// CHECK:         } {operandSegmentSizes
// CHECK-NEXT:    ascendc.rls_buf pipe_v
// CHECK:         ascendc.get_buf pipe_mte3,
// CHECK-NEXT:    ascendc.data_copy_l2 %arg1
func.func @fused(%g: !ascendc.global_tensor<*xf32>, %o: !ascendc.global_tensor<*xf32>) {
  %c64 = arith.constant 64 : i32
  %x = ascendc.local_tensor_v3 veccalc, 0, 64 : !ascendc.local_tensor<64xf32>
  %y = ascendc.local_tensor_v3 veccalc, 256, 64 : !ascendc.local_tensor<64xf32>
  %z = ascendc.local_tensor_v3 veccalc, 512, 64 : !ascendc.local_tensor<64xf32>
  ascendc.data_copy_l2 %x, %g, %c64 : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<*xf32>, i32
  ascendc.add_l2 %y, %x, %x, %c64 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.mul_l2 %z, %y, %x, %c64 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.data_copy_l2 %o, %z, %c64 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
  return
}
