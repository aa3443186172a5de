// ascendc-reuse-ub-allocation: in a chain where each op reads the previous tensor and
// writes the next, a tensor and the one it is read into overlap at that op; the tensor
// two steps on takes the memory (the cast goes right after the allocation it reuses);
// nested loops are handled in their own block; a tensor used through a view is alive
// while the view is used, and a later tensor of the same size reuses it.

// RUN: ascopt -ascendc-reuse-ub-allocation %s | FileCheck %s

// CHECK-LABEL: func.func @chain
// CHECK-NEXT:    %0 = ascendc.local_tensor_auto veccalc() : <8xf32>
// CHECK-NEXT:    %1 = ascendc.reinterpret_cast %0 : !ascendc.local_tensor<8xf32> to !ascendc.local_tensor<8xf32>
// CHECK-NEXT:    %2 = ascendc.local_tensor_auto veccalc() : <8xf32>
// CHECK-NEXT:    %3 = ascendc.reinterpret_cast %2 : !ascendc.local_tensor<8xf32> to !ascendc.local_tensor<8xf32>
// CHECK-NEXT:    ascendc.data_copy_l2 %0, %arg0, %arg1
// CHECK-NEXT:    ascendc.exp_l2 %2, %0, %arg1
// CHECK-NEXT:    ascendc.exp_l2 %1, %2, %arg1
// CHECK-NEXT:    ascendc.exp_l2 %3, %1, %arg1
// CHECK-NEXT:    ascendc.data_copy_l2 %arg0, %3, %arg1
// CHECK-NEXT:    return

// CHECK-LABEL: func.func @nested_for
// CHECK-NEXT:    %0 = ascendc.local_tensor_auto veccalc() : <8xf32>
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      scf.for
// CHECK-NEXT:        %1 = ascendc.local_tensor_auto veccalc() : <8xf32>
// CHECK-NEXT:        %2 = ascendc.reinterpret_cast %1 : !ascendc.local_tensor<8xf32> to !ascendc.local_tensor<8xf32>
// CHECK-NEXT:        ascendc.data_copy_l2 %1, %arg0, %arg1
// CHECK-NEXT:        ascendc.exp_l2 %0, %1, %arg1
// CHECK-NEXT:        ascendc.exp_l2 %2, %0, %arg1
// CHECK-NEXT:        ascendc.data_copy_l2 %arg0, %2, %arg1
// CHECK-NEXT:      }
// CHECK-NEXT:    }

// CHECK-LABEL: func.func @views
// CHECK-NEXT:    %0 = ascendc.local_tensor_auto veccalc() : <16xf32>
// CHECK-NEXT:    %1 = ascendc.reinterpret_cast %0 : !ascendc.local_tensor<16xf32> to !ascendc.local_tensor<16xf32>
// CHECK-NEXT:    %2 = ascendc.local_tensor.subindex %0[%arg2]
// CHECK-NEXT:    ascendc.data_copy_l2 %2, %arg0, %arg1
// CHECK-NEXT:    ascendc.data_copy_l2 %arg0, %2, %arg1
// CHECK-NEXT:    ascendc.data_copy_l2 %1, %arg0, %arg1
// CHECK-NEXT:    return
func.func @chain(%g: !ascendc.global_tensor<?xf32>, %n: i64) {
  %0 = ascendc.local_tensor_auto veccalc() : <8xf32>
  %1 = ascendc.local_tensor_auto veccalc() : <8xf32>
  %2 = ascendc.local_tensor_auto veccalc() : <8xf32>
  %3 = ascendc.local_tensor_auto veccalc() : <8xf32>
  ascendc.data_copy_l2 %0, %g, %n : !ascendc.local_tensor<8xf32>, !ascendc.global_tensor<?xf32>, i64
  ascendc.exp_l2 %1, %0, %n : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>, i64
  ascendc.exp_l2 %2, %1, %n : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>, i64
  ascendc.exp_l2 %3, %2, %n : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>, i64
  ascendc.data_copy_l2 %g, %3, %n : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<8xf32>, i64
  return
}
func.func @nested_for(%g: !ascendc.global_tensor<?xf32>, %n: i64, %lb: index, %ub: index, %st: index) {
  %0 = ascendc.local_tensor_auto veccalc() : <8xf32>
  scf.for %i = %lb to %ub step %st {
    scf.for %j = %lb to %ub step %st {
      %1 = ascendc.local_tensor_auto veccalc() : <8xf32>
      ascendc.data_copy_l2 %1, %g, %n : !ascendc.local_tensor<8xf32>, !ascendc.global_tensor<?xf32>, i64
      ascendc.exp_l2 %0, %1, %n : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>, i64
      %2 = ascendc.local_tensor_auto veccalc() : <8xf32>
      ascendc.exp_l2 %2, %0, %n : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<8xf32>, i64
      ascendc.data_copy_l2 %g, %2, %n : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<8xf32>, i64
    }
  }
  return
}
func.func @views(%g: !ascendc.global_tensor<?xf32>, %n: i64, %k: i32) {
  %0 = ascendc.local_tensor_auto veccalc() : <16xf32>
  %v = ascendc.local_tensor.subindex %0[%k] : !ascendc.local_tensor<16xf32>, i32, !ascendc.local_tensor<8xf32>
  ascendc.data_copy_l2 %v, %g, %n : !ascendc.local_tensor<8xf32>, !ascendc.global_tensor<?xf32>, i64
  ascendc.data_copy_l2 %g, %v, %n : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<8xf32>, i64
  %1 = ascendc.local_tensor_auto veccalc() : <16xf32>
  ascendc.data_copy_l2 %1, %g, %n : !ascendc.local_tensor<16xf32>, !ascendc.global_tensor<?xf32>, i64
  return
}
