// ascendc-input-output-tensor marks the tensor a view of which is loaded or stored (the
// mark goes on the placeholder), inside loops too; a tensor loaded from GM and stored to
// GM gets an output copy before each store (UB to UB); marks already there stay as they
// are.

// RUN: ascopt -ascendc-input-output-tensor %s | FileCheck %s
// RUN: ascopt -ascendc-input-output-tensor %s | ascopt -ascendc-input-output-tensor | FileCheck %s

// CHECK-LABEL: func.func @stored_twice
// CHECK-NEXT:    %c64_i32 = arith.constant 64 : i32
// CHECK-NEXT:    %0 = ascendc.local_tensor_auto vecin() input : <64xf32>
// CHECK-NEXT:    %1 = ascendc.local_tensor_auto vecout() output : <64xf32>
// CHECK-NEXT:    ascendc.data_copy_l2 %0, %arg0, %c64_i32
// CHECK-NEXT:    ascendc.data_copy_l2 %1, %0, %c64_i32 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
// CHECK-NEXT:    ascendc.data_copy_l2 %arg1, %1, %c64_i32
// CHECK-NEXT:    ascendc.data_copy_l2 %1, %0, %c64_i32 : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32
// CHECK-NEXT:    ascendc.data_copy_l2 %arg0, %1, %c64_i32
// CHECK-NEXT:    return
func.func @stored_twice(%arg0 : !ascendc.global_tensor<*xf32>, %arg1 : !ascendc.global_tensor<*xf32>) {
  %c64_i32 = arith.constant 64 : i32
  %0 = ascendc.local_tensor_auto vecin() : <64xf32>
  ascendc.data_copy_l2 %0, %arg0, %c64_i32 : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<*xf32>, i32
  ascendc.data_copy_l2 %arg1, %0, %c64_i32 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
  ascendc.data_copy_l2 %arg0, %0, %c64_i32 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
  return
}

// CHECK-LABEL: func.func @in_loop
// CHECK:         %0 = ascendc.local_tensor_auto veccalc() input : <64xf32>
// CHECK-NEXT:    %1 = ascendc.local_tensor_auto veccalc() output : <64xf32>
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      ascendc.data_copy_l2 %0, %arg0
// CHECK-NEXT:      ascendc.data_copy_l2 %1, %0
// CHECK-NEXT:      ascendc.data_copy_l2 %arg1, %1
// CHECK-NEXT:    }
func.func @in_loop(%arg0 : !ascendc.global_tensor<*xf32>, %arg1 : !ascendc.global_tensor<*xf32>, %lb: index, %ub: index, %st: index) {
  %c64_i32 = arith.constant 64 : i32
  %0 = ascendc.local_tensor_auto veccalc() : <64xf32>
  scf.for %i = %lb to %ub step %st {
    ascendc.data_copy_l2 %0, %arg0, %c64_i32 : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<*xf32>, i32
    ascendc.data_copy_l2 %arg1, %0, %c64_i32 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
  }
  return
}

// CHECK-LABEL: func.func @through_views
// CHECK:         %0 = ascendc.local_tensor_auto veccalc() output : <64xf32>
// CHECK:         %2 = ascendc.local_tensor_auto veccalc() input : <64xf32>
func.func @through_views(%arg0 : !ascendc.global_tensor<*xf32>, %k: i32) {
  %c64_i32 = arith.constant 64 : i32
  %0 = ascendc.local_tensor_auto veccalc() : <64xf32>
  %v = ascendc.local_tensor.subindex %0[%k] : !ascendc.local_tensor<64xf32>, i32, !ascendc.local_tensor<32xf32>
  ascendc.data_copy_l2 %arg0, %v, %c64_i32 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<32xf32>, i32
  %1 = ascendc.local_tensor_auto veccalc() : <64xf32>
  %w = ascendc.local_tensor.subindex %1[%k] : !ascendc.local_tensor<64xf32>, i32, !ascendc.local_tensor<32xf32>
  ascendc.data_copy_l2 %w, %arg0, %c64_i32 : !ascendc.local_tensor<32xf32>, !ascendc.global_tensor<*xf32>, i32
  return
}
