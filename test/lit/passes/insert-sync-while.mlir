// ascendc-insert-sync through scf.while: a vector result that initialises the loop is
// ordered before it with the first reader of the before region's argument; the vector
// result the after region yields is read by the next iteration's before region (a
// barrier right after the write) and, forwarded by scf.condition, by the store after the
// loop (a V -> MTE3 flag pair before it).

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s

// CHECK-LABEL: func.func @halve
// CHECK:         ascendc.duplicate_l2 %arg0, %cst, %c128_i64
// CHECK-NEXT:    ascendc.pipe_barrier pipe_v
// CHECK-NEXT:    %[[R:.*]]:2 = scf.while
// CHECK-NEXT:      ascendc.abs_l2 %arg1, %{{.*}}, %c128_i64
// CHECK:         } do {
// CHECK:           ascendc.muls_l2 %arg2, %{{.*}}, %cst_0, %c128_i64
// CHECK-NEXT:      ascendc.pipe_barrier pipe_v
// CHECK:           scf.yield %arg2
// CHECK-NEXT:    }
// CHECK:         ascendc.set_flag v_mte3
// CHECK-NEXT:    ascendc.wait_flag v_mte3
// CHECK-NEXT:    ascendc.data_copy_l2 %arg3, %[[R]]#0, %c128_i32
func.func @halve(%init: !ascendc.local_tensor<128xf32>, %ab: !ascendc.local_tensor<128xf32>, %h: !ascendc.local_tensor<128xf32>, %g: !ascendc.global_tensor<*xf32>, %go: i1) {
  %cst = arith.constant 1.0 : f32
  %cst_0 = arith.constant 0.5 : f32
  %c128_i64 = arith.constant 128 : i64
  %c128_i32 = arith.constant 128 : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  ascendc.duplicate_l2 %init, %cst, %c128_i64 : !ascendc.local_tensor<128xf32>, f32, i64
  %r:2 = scf.while (%t = %init, %k = %c0) : (!ascendc.local_tensor<128xf32>, i32) -> (!ascendc.local_tensor<128xf32>, i32) {
    ascendc.abs_l2 %ab, %t, %c128_i64 : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, i64
    scf.condition(%go) %t, %k : !ascendc.local_tensor<128xf32>, i32
  } do {
  ^bb0(%t2: !ascendc.local_tensor<128xf32>, %k2: i32):
    ascendc.muls_l2 %h, %t2, %cst_0, %c128_i64 : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, f32, i64
    %k3 = arith.addi %k2, %c1 : i32
    scf.yield %h, %k3 : !ascendc.local_tensor<128xf32>, i32
  }
  ascendc.data_copy_l2 %g, %r#0, %c128_i32 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<128xf32>, i32
  return
}
