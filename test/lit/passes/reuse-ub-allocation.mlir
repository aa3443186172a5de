// ascendc-reuse-ub-allocation: a tensor only reuses a buffer at least as large (the
// earliest released one), through a reinterpret_cast to its own type; only static
// VECCALC placeholders take part; without reuse-in-out (PyAsc's default) input/output
// tensors share only with each other, temporaries only with temporaries.

// RUN: ascopt -ascendc-reuse-ub-allocation=reuse-in-out=true %s | FileCheck %s
// RUN: ascopt -ascendc-reuse-ub-allocation %s | FileCheck %s --check-prefix=NOIO
// RUN: ascopt -ascendc-reuse-ub-allocation=reuse-in-out=false %s | FileCheck %s --check-prefix=NOIO

// CHECK-LABEL: func.func @sizes
// CHECK-NEXT:    %0 = ascendc.local_tensor_auto veccalc() : <16xf32>
// CHECK-NEXT:    %1 = ascendc.reinterpret_cast %0 : !ascendc.local_tensor<16xf32> to !ascendc.local_tensor<8xi32>
// CHECK-NEXT:    ascendc.data_copy_l2 %0, %arg0, %arg1
// CHECK-NEXT:    %2 = ascendc.local_tensor_auto veccalc() : <32xf32>
// CHECK-NEXT:    ascendc.data_copy_l2 %2, %arg0, %arg1
// CHECK-NEXT:    ascendc.data_copy_l2 %1, %arg0, %arg1
// CHECK-NEXT:    %3 = ascendc.local_tensor_auto vecin() : <8xf32>
// CHECK-NEXT:    ascendc.data_copy_l2 %3, %arg0, %arg1
// CHECK-NEXT:    %4 = ascendc.local_tensor_auto veccalc(%arg1) : <*xf32>

// CHECK-LABEL: func.func @inout
// CHECK-NEXT:    %0 = ascendc.local_tensor_auto veccalc() input : <8xf32>
// CHECK-NEXT:    %1 = ascendc.reinterpret_cast %0
// CHECK-NEXT:    %2 = ascendc.reinterpret_cast %0
// CHECK-NEXT:    ascendc.data_copy_l2 %0, %arg0, %arg1
// CHECK-NEXT:    ascendc.data_copy_l2 %2, %arg0, %arg1
// CHECK-NEXT:    ascendc.data_copy_l2 %1, %arg0, %arg1

// NOIO-LABEL: func.func @inout
// NOIO-NEXT:    %0 = ascendc.local_tensor_auto veccalc() input : <8xf32>
// NOIO-NEXT:    ascendc.data_copy_l2 %0, %arg0, %arg1
// NOIO-NEXT:    %1 = ascendc.local_tensor_auto veccalc() : <8xf32>
// NOIO-NEXT:    %2 = ascendc.reinterpret_cast %1 : !ascendc.local_tensor<8xf32> to !ascendc.local_tensor<8xf32>
// NOIO-NEXT:    ascendc.data_copy_l2 %1, %arg0, %arg1
// NOIO-NEXT:    ascendc.data_copy_l2 %2, %arg0, %arg1

func.func @sizes(%g: !ascendc.global_tensor<?xf32>, %n: i64) {
  %0 = ascendc.local_tensor_auto veccalc() : <16xf32>
  ascendc.data_copy_l2 %0, %g, %n : !ascendc.local_tensor<16xf32>, !ascendc.global_tensor<?xf32>, i64
  %1 = ascendc.local_tensor_auto veccalc() : <32xf32>
  ascendc.data_copy_l2 %1, %g, %n : !ascendc.local_tensor<32xf32>, !ascendc.global_tensor<?xf32>, i64
  %2 = ascendc.local_tensor_auto veccalc() : <8xi32>
  ascendc.data_copy_l2 %2, %g, %n : !ascendc.local_tensor<8xi32>, !ascendc.global_tensor<?xf32>, i64
  %3 = ascendc.local_tensor_auto vecin() : <8xf32>
  ascendc.data_copy_l2 %3, %g, %n : !ascendc.local_tensor<8xf32>, !ascendc.global_tensor<?xf32>, i64
  %4 = ascendc.local_tensor_auto veccalc(%n) : <*xf32>
  ascendc.data_copy_l2 %4, %g, %n : !ascendc.local_tensor<*xf32>, !ascendc.global_tensor<?xf32>, i64
  return
}
func.func @inout(%g: !ascendc.global_tensor<?xf32>, %n: i64) {
  %0 = ascendc.local_tensor_auto veccalc() input : <8xf32>
  ascendc.data_copy_l2 %0, %g, %n : !ascendc.local_tensor<8xf32>, !ascendc.global_tensor<?xf32>, i64
  %1 = ascendc.local_tensor_auto veccalc() : <8xf32>
  ascendc.data_copy_l2 %1, %g, %n : !ascendc.local_tensor<8xf32>, !ascendc.global_tensor<?xf32>, i64
  %2 = ascendc.local_tensor_auto veccalc() : <8xf32>
  ascendc.data_copy_l2 %2, %g, %n : !ascendc.local_tensor<8xf32>, !ascendc.global_tensor<?xf32>, i64
  return
}
