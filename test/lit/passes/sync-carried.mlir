// A local tensor carried through scf.for (an accumulator: after asclower-scf a tile
// iter_arg is a local tensor handed on by scf.yield and read through the region argument
// or the loop result) is synchronised like the tensor itself.
// ascendc-insert-sync (910B): the initial value's write is ordered before the loop's vector
// read (barrier before the loop), the write in the body before the next iteration's read
// (barrier at the end of the body) and before the epilogue loop's read (barrier after the
// loop), and the last loop's write before the store of its result (V_MTE3 flags after it).
// ascendc-insert-bufid-sync (910_95): an op using the carried value takes the buffer ids of
// every tensor it can be (here the initial one and the one the body yields).

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s
// RUN: ascopt -ascendc-insert-bufid-sync %s | FileCheck %s --check-prefix=BUF

// CHECK-LABEL: func.func @carried
// CHECK:         ascendc.duplicate_l2 %arg0
// CHECK-NEXT:    ascendc.pipe_barrier pipe_v
// CHECK-NEXT:    %[[R:.*]] = scf.for
// CHECK-NEXT:      ascendc.add_l2 %arg1, %arg{{[0-9]+}}, %arg3
// CHECK-NEXT:      ascendc.pipe_barrier pipe_v
// CHECK-NEXT:      scf.yield %arg1
// CHECK-NEXT:    }
// CHECK-NEXT:    ascendc.pipe_barrier pipe_v
// CHECK-NEXT:    %[[E:.*]] = scf.for
// CHECK-NEXT:      ascendc.add_l2 %arg2, %arg{{[0-9]+}}, %arg3
// CHECK-NEXT:      ascendc.pipe_barrier pipe_v
// CHECK-NEXT:      scf.yield %arg2
// CHECK-NEXT:    }
// CHECK:         ascendc.set_flag v_mte3
// CHECK-NEXT:    ascendc.wait_flag v_mte3
// CHECK-NEXT:    ascendc.data_copy_l2 %arg4, %[[E]]

// BUF-LABEL: func.func @carried
// BUF:           ascendc.get_buf pipe_v, 0
// BUF-NEXT:      ascendc.duplicate_l2 %arg0
// BUF-NEXT:      ascendc.rls_buf pipe_v, 0
// BUF:           scf.for
// BUF-NEXT:        ascendc.get_buf pipe_v, 1
// BUF-NEXT:        ascendc.get_buf pipe_v, 0
// BUF-NEXT:        ascendc.get_buf pipe_v, 2
// BUF-NEXT:        ascendc.add_l2 %arg1
// BUF:           scf.for
// BUF-NEXT:        ascendc.get_buf pipe_v, 3
// BUF-NEXT:        ascendc.get_buf pipe_v, 0
// BUF-NEXT:        ascendc.get_buf pipe_v, 1
// BUF-NEXT:        ascendc.get_buf pipe_v, 2
// BUF-NEXT:        ascendc.add_l2 %arg2
// BUF:           ascendc.get_buf pipe_mte3, 0
// BUF-NEXT:      ascendc.get_buf pipe_mte3, 1
// BUF-NEXT:      ascendc.get_buf pipe_mte3, 3
// BUF-NEXT:      ascendc.data_copy_l2 %arg4

func.func @carried(%init: !ascendc.local_tensor<64xf32>, %t1: !ascendc.local_tensor<64xf32>, %t2: !ascendc.local_tensor<64xf32>, %x: !ascendc.local_tensor<64xf32>, %out: !ascendc.global_tensor<64xf32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c64 = arith.constant 64 : i64
  %z = arith.constant 0.0 : f32
  ascendc.duplicate_l2 %init, %z, %c64 : !ascendc.local_tensor<64xf32>, f32, i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (!ascendc.local_tensor<64xf32>) : i32 {
    ascendc.add_l2 %t1, %acc, %x, %c64 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i64
    scf.yield %t1 : !ascendc.local_tensor<64xf32>
  }
  %e = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %r) -> (!ascendc.local_tensor<64xf32>) : i32 {
    ascendc.add_l2 %t2, %acc, %x, %c64 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i64
    scf.yield %t2 : !ascendc.local_tensor<64xf32>
  }
  ascendc.data_copy_l2 %out, %e, %c64 : !ascendc.global_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i64
  return
}

// An arith.select of two tensors (canonicalize's form of an scf.if yielding tensors
// allocated outside it) stands for both: the vector read of the select waits for the
// vector writes in the branches (barrier after the if), and its op takes both buffer ids.
// CHECK-LABEL: func.func @selected
// CHECK:         scf.if
// CHECK:           ascendc.relu_l2
// CHECK-NEXT:    }
// CHECK-NEXT:    ascendc.pipe_barrier pipe_v
// CHECK-NEXT:    %[[S:[0-9]+]] = arith.select
// CHECK-NEXT:    ascendc.add_l2 %arg3, %[[S]], %arg2
// BUF-LABEL: func.func @selected
// BUF:           arith.select
// BUF-NEXT:      ascendc.get_buf pipe_v, 3
// BUF-NEXT:      ascendc.get_buf pipe_v, 0
// BUF-NEXT:      ascendc.get_buf pipe_v, 2
// BUF-NEXT:      ascendc.get_buf pipe_v, 1
// BUF-NEXT:      ascendc.add_l2 %arg3
func.func @selected(%a: !ascendc.local_tensor<64xf32>, %b: !ascendc.local_tensor<64xf32>, %x: !ascendc.local_tensor<64xf32>, %y: !ascendc.local_tensor<64xf32>, %c: i1, %s: f32) {
  %c64 = arith.constant 64 : i64
  scf.if %c {
    ascendc.muls_l2 %a, %x, %s, %c64 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, f32, i64
  } else {
    ascendc.relu_l2 %b, %x, %c64 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i64
  }
  %r = arith.select %c, %a, %b : !ascendc.local_tensor<64xf32>
  ascendc.add_l2 %y, %r, %x, %c64 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i64
  return
}
