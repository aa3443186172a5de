// ascendc-insert-sync on a vector write whose first reader is a store in a loop, followed
// in that loop body by a vector reader, and a second loop (an unrolled loop's epilogue)
// reading the tensor on the vector pipe again. A barrier ordering the first loop's read
// inside that loop, which may run no iteration, would not order the second loop: the
// pipe_v goes before the first loop (the loop holding the first reader gets its vector
// readers' barrier before it), which orders both.

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s

// CHECK-LABEL: func.func @store_then_read_in_two_loops
// CHECK:         ascendc.duplicate_l2 %[[T:[0-9]+]]
// CHECK:         ascendc.wait_flag v_mte3
// CHECK-NEXT:    ascendc.pipe_barrier pipe_v
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      ascendc.data_copy_l2 %arg0, %[[T]]
// CHECK-NEXT:      ascendc.pipe_barrier pipe_v
// CHECK-NEXT:      ascendc.abs_l2 %{{.*}}, %[[T]]
// CHECK-NEXT:      ascendc.pipe_barrier pipe_v
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      ascendc.abs_l2 %{{.*}}, %[[T]]
func.func @store_then_read_in_two_loops(%g: !ascendc.global_tensor<16xf16>, %lb: i32, %mid: i32, %ub: i32) {
  %c16 = arith.constant 16 : i64
  %c1 = arith.constant 1 : i32
  %cst = arith.constant 1.000000e+00 : f16
  %t = ascendc.local_tensor_v3 veccalc, 0, 16 : !ascendc.local_tensor<16xf16>
  %o = ascendc.local_tensor_v3 veccalc, 256, 16 : !ascendc.local_tensor<16xf16>
  %o2 = ascendc.local_tensor_v3 veccalc, 512, 16 : !ascendc.local_tensor<16xf16>
  ascendc.duplicate_l2 %t, %cst, %c16 : !ascendc.local_tensor<16xf16>, f16, i64
  scf.for %i = %lb to %mid step %c1 : i32 {
    ascendc.data_copy_l2 %g, %t, %c16 : !ascendc.global_tensor<16xf16>, !ascendc.local_tensor<16xf16>, i64
    ascendc.abs_l2 %o, %t, %c16 : !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, i64
  }
  scf.for %i = %mid to %ub step %c1 : i32 {
    ascendc.abs_l2 %o2, %t, %c16 : !ascendc.local_tensor<16xf16>, !ascendc.local_tensor<16xf16>, i64
  }
  return
}
