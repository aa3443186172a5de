// ascendc-input-output-tensor: every data copy kind counts (data_copy_pad_l2 as well as
// data_copy_l2), for every position (a1 too); a tensor only written by vector ops is
// neither; a store in a nested region of an input tensor goes through an output twin
// copied right before it, in that region.

// RUN: ascopt -ascendc-input-output-tensor %s | FileCheck %s

// CHECK-LABEL: func.func @pad
// CHECK-NEXT:    %0 = ascendc.local_tensor_auto vecin() input : <64xf16>
// CHECK-NEXT:    ascendc.data_copy_pad_l2 %0, %arg0, %arg1
// CHECK-NEXT:    %1 = ascendc.local_tensor_auto vecout() output : <64xf16>
// CHECK:         %2 = ascendc.local_tensor_auto veccalc() : <64xf16>
// CHECK:         %3 = ascendc.local_tensor_auto a1() input : <16x16xf16>

// CHECK-LABEL: func.func @in_out_via_pad
// CHECK-NEXT:    %0 = ascendc.local_tensor_auto vecin() input : <64xf16>
// CHECK-NEXT:    %1 = ascendc.local_tensor_auto vecout() output : <64xf16>
// CHECK-NEXT:    ascendc.data_copy_l2 %0, %arg0, %arg2
// CHECK-NEXT:    scf.if %arg3 {
// CHECK-NEXT:      ascendc.data_copy_l2 %1, %0, %arg2 : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, i32
// CHECK-NEXT:      ascendc.data_copy_l2 %arg0, %1, %arg2
// CHECK-NEXT:    }
func.func @pad(%g: !ascendc.global_tensor<*xf16>, %p: !ascendc.data_copy_params, %n: i32) {
  %0 = ascendc.local_tensor_auto vecin() : <64xf16>
  ascendc.data_copy_pad_l2 %0, %g, %p : !ascendc.local_tensor<64xf16>, !ascendc.global_tensor<*xf16>, !ascendc.data_copy_params
  %1 = ascendc.local_tensor_auto vecout() : <64xf16>
  ascendc.exp_l2 %1, %0, %n : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, i32
  ascendc.data_copy_pad_l2 %g, %1, %p : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<64xf16>, !ascendc.data_copy_params
  %2 = ascendc.local_tensor_auto veccalc() : <64xf16>
  ascendc.exp_l2 %2, %0, %n : !ascendc.local_tensor<64xf16>, !ascendc.local_tensor<64xf16>, i32
  %3 = ascendc.local_tensor_auto a1() : <16x16xf16>
  ascendc.data_copy_l2 %3, %g, %n : !ascendc.local_tensor<16x16xf16>, !ascendc.global_tensor<*xf16>, i32
  return
}
func.func @in_out_via_pad(%g: !ascendc.global_tensor<*xf16>, %p: !ascendc.data_copy_params, %n: i32, %c: i1) {
  %0 = ascendc.local_tensor_auto vecin() : <64xf16>
  ascendc.data_copy_l2 %0, %g, %n : !ascendc.local_tensor<64xf16>, !ascendc.global_tensor<*xf16>, i32
  scf.if %c {
    ascendc.data_copy_l2 %g, %0, %n : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<64xf16>, i32
  }
  return
}
