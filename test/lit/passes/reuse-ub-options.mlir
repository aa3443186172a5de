// ascendc-reuse-ub-allocation: the option reuse-in-out (PyAsc's default: false) decides
// whether tensors marked input/output may share memory with temporaries; without it each
// kind shares only with its own. A smaller tensor (of any element type) fits in a larger
// one's memory through a reinterpret_cast; a larger one does not. Tensors of another
// position, of dynamic shape, without uses, or passed on as a loop value keep their own
// memory.

// RUN: ascopt -ascendc-reuse-ub-allocation %s | FileCheck %s --check-prefixes=CHECK,KIND
// RUN: ascopt -ascendc-reuse-ub-allocation=reuse-in-out=false %s | FileCheck %s --check-prefixes=CHECK,KIND
// RUN: ascopt --pass-pipeline='builtin.module(func.func(ascendc-reuse-ub-allocation{reuse-in-out=true}))' %s | FileCheck %s --check-prefixes=CHECK,ALL
// RUN: not ascopt -ascendc-reuse-ub-allocation=reuse-in-out=2 %s 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not ascopt -ascendc-reuse-ub-allocation=reuse-io %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN

// BAD: invalid value '2' for boolean option 'reuse-in-out' of pass 'ascendc-reuse-ub-allocation'
// UNKNOWN: no such option 'reuse-io' for pass 'ascendc-reuse-ub-allocation'

// CHECK-LABEL: func.func @sizes_and_types
// CHECK-NEXT:    %0 = ascendc.local_tensor_auto veccalc() : <16xf32>
// CHECK-NEXT:    %1 = ascendc.reinterpret_cast %0 : !ascendc.local_tensor<16xf32> to !ascendc.local_tensor<32xf16>
// CHECK-NEXT:    ascendc.data_copy_l2 %0, %arg0
// CHECK-NEXT:    ascendc.data_copy_l2 %arg0, %1
// CHECK-NEXT:    %2 = ascendc.local_tensor_auto veccalc() : <32xf32>
// CHECK-NEXT:    ascendc.data_copy_l2 %2, %arg0
// CHECK-NEXT:    %3 = ascendc.local_tensor_auto vecin() : <16xf32>
// CHECK-NEXT:    ascendc.data_copy_l2 %3, %arg0
// CHECK-NEXT:    return
func.func @sizes_and_types(%g: !ascendc.global_tensor<?xf32>, %n: i64) {
  %0 = ascendc.local_tensor_auto veccalc() : <16xf32>
  ascendc.data_copy_l2 %0, %g, %n : !ascendc.local_tensor<16xf32>, !ascendc.global_tensor<?xf32>, i64
  %1 = ascendc.local_tensor_auto veccalc() : <32xf16>
  ascendc.data_copy_l2 %g, %1, %n : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<32xf16>, i64
  %2 = ascendc.local_tensor_auto veccalc() : <32xf32>
  ascendc.data_copy_l2 %2, %g, %n : !ascendc.local_tensor<32xf32>, !ascendc.global_tensor<?xf32>, i64
  %3 = ascendc.local_tensor_auto vecin() : <16xf32>
  ascendc.data_copy_l2 %3, %g, %n : !ascendc.local_tensor<16xf32>, !ascendc.global_tensor<?xf32>, i64
  return
}

// CHECK-LABEL: func.func @input_temporary_output
// CHECK-NEXT:    %0 = ascendc.local_tensor_auto veccalc() input : <16xf32>
// KIND-NEXT:     %1 = ascendc.reinterpret_cast %0
// KIND-NEXT:     ascendc.data_copy_l2 %0, %arg0
// KIND-NEXT:     %2 = ascendc.local_tensor_auto veccalc() : <16xf32>
// KIND-NEXT:     ascendc.data_copy_l2 %2, %arg0
// KIND-NEXT:     ascendc.data_copy_l2 %arg0, %1
// ALL-NEXT:      %1 = ascendc.reinterpret_cast %0
// ALL-NEXT:      %2 = ascendc.reinterpret_cast %0
// ALL-NEXT:      ascendc.data_copy_l2 %0, %arg0
// ALL-NEXT:      ascendc.data_copy_l2 %2, %arg0
// ALL-NEXT:      ascendc.data_copy_l2 %arg0, %1
// CHECK-NEXT:    return
func.func @input_temporary_output(%g: !ascendc.global_tensor<?xf32>, %n: i64) {
  %0 = ascendc.local_tensor_auto veccalc() input : <16xf32>
  ascendc.data_copy_l2 %0, %g, %n : !ascendc.local_tensor<16xf32>, !ascendc.global_tensor<?xf32>, i64
  %1 = ascendc.local_tensor_auto veccalc() : <16xf32>
  ascendc.data_copy_l2 %1, %g, %n : !ascendc.local_tensor<16xf32>, !ascendc.global_tensor<?xf32>, i64
  %2 = ascendc.local_tensor_auto veccalc() output : <16xf32>
  ascendc.data_copy_l2 %g, %2, %n : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<16xf32>, i64
  return
}

// %0 lives on as the loop's result %1: the later temporary must not take its memory.
// CHECK-LABEL: func.func @loop_value
// CHECK-NEXT:    %0 = ascendc.local_tensor_auto veccalc() : <16xf32>
// CHECK-NEXT:    %1 = scf.for
// CHECK:         %2 = ascendc.local_tensor_auto veccalc() : <16xf32>
// CHECK-NOT:     reinterpret_cast
// CHECK:         return
func.func @loop_value(%g: !ascendc.global_tensor<?xf32>, %n: i64, %lb: index, %ub: index) {
  %0 = ascendc.local_tensor_auto veccalc() : <16xf32>
  %r = scf.for %i = %lb to %ub step %lb iter_args(%t = %0) -> (!ascendc.local_tensor<16xf32>) {
    scf.yield %t : !ascendc.local_tensor<16xf32>
  }
  %1 = ascendc.local_tensor_auto veccalc() : <16xf32>
  ascendc.data_copy_l2 %1, %g, %n : !ascendc.local_tensor<16xf32>, !ascendc.global_tensor<?xf32>, i64
  ascendc.data_copy_l2 %r, %g, %n : !ascendc.local_tensor<16xf32>, !ascendc.global_tensor<?xf32>, i64
  return
}

// CHECK-LABEL: func.func @dynamic_and_unused
// CHECK-NOT:     reinterpret_cast
// CHECK:         return
func.func @dynamic_and_unused(%g: !ascendc.global_tensor<?xf32>, %n: i64, %d: i64) {
  %0 = ascendc.local_tensor_auto veccalc(%d) : <?xf32>
  ascendc.data_copy_l2 %0, %g, %n : !ascendc.local_tensor<?xf32>, !ascendc.global_tensor<?xf32>, i64
  %1 = ascendc.local_tensor_auto veccalc() : <16xf32>
  %2 = ascendc.local_tensor_auto veccalc() : <16xf32>
  ascendc.data_copy_l2 %g, %2, %n : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<16xf32>, i64
  return
}
