// ascendc-insert-sync follows a tensor's memory through the values an op hands it on in:
// the sort list MrgSort reads (ascendc.construct of a mrg_sort_src_list), the UB address
// TransDataTo5HD's address-list form takes (get_phy_addr), and the address tensor its
// address-tensor form reads (set_value of such an address); the tensors TransDataTo5HD
// and a vector function (emitasc.vf_group's dstList) write are followed to their readers.
// Before, nothing ordered Sort32 before the MrgSort reading its runs, the DataCopy before
// a TransDataTo5HD by address, or either write before the store of its result (the
// examples pyk3v_sort_info, pyk3v_proposal and pyk3v_trans5hd raced under
// erase-sync,insert-sync). A second run adds nothing.

// RUN: ascopt -ascendc-insert-sync %s | FileCheck %s
// RUN: ascopt -ascendc-insert-sync %s | ascopt -ascendc-insert-sync | FileCheck %s

// CHECK-LABEL: func.func @sort_list
// CHECK:         ascendc.sort32 %arg0
// CHECK-NEXT:    ascendc.pipe_barrier pipe_v
// CHECK-NEXT:    ascendc.sort32 %arg1
// CHECK-NEXT:    ascendc.pipe_barrier pipe_v
// CHECK-NEXT:    ascendc.construct !ascendc.mrg_sort_src_list
// CHECK-NEXT:    ascendc.mrg_sort %arg4
// CHECK:         ascendc.set_flag v_mte3
// CHECK-NEXT:    ascendc.wait_flag v_mte3
// CHECK-NEXT:    ascendc.data_copy_l2 %arg5, %arg4

// CHECK-LABEL: func.func @addr_list
// CHECK:         ascendc.data_copy_l2 %arg0, %arg2
// CHECK:         ascendc.set_flag mte2_v
// CHECK:         ascendc.wait_flag mte2_v
// CHECK-NEXT:    ascendc.trans_data_to_5hd_uint_list
// CHECK:         ascendc.set_flag v_mte3
// CHECK-NEXT:    ascendc.wait_flag v_mte3
// CHECK-NEXT:    ascendc.data_copy_l2 %arg3, %arg1

// CHECK-LABEL: func.func @addr_tensor
// CHECK:         ascendc.data_copy_l2 %arg0, %arg4
// CHECK:         ascendc.set_flag mte2_s
// CHECK:         ascendc.wait_flag mte2_s
// CHECK:         ascendc.local_tensor.set_value %arg2
// CHECK:         ascendc.local_tensor.set_value %arg3
// CHECK:         ascendc.set_flag s_v
// CHECK:         ascendc.wait_flag s_v
// CHECK-NEXT:    ascendc.trans_data_to_5hd %arg3, %arg2
// CHECK:         ascendc.set_flag v_mte3
// CHECK-NEXT:    ascendc.wait_flag v_mte3
// CHECK-NEXT:    ascendc.data_copy_l2 %arg5, %arg1

// CHECK-LABEL: func.func @vf_dst
// CHECK:         emitasc.vf_group %arg1, %arg0
// CHECK:         } {operandSegmentSizes
// CHECK:         ascendc.set_flag v_mte3
// CHECK-NEXT:    ascendc.wait_flag v_mte3
// CHECK-NEXT:    ascendc.data_copy_l2 %arg2, %arg1

func.func @sort_list(%a: !ascendc.local_tensor<128xf32>, %b: !ascendc.local_tensor<128xf32>, %s: !ascendc.local_tensor<64xf32>, %i: !ascendc.local_tensor<64xui32>, %d: !ascendc.local_tensor<256xf32>, %g: !ascendc.global_tensor<*xf32>, %k: i32) {
  %c1 = arith.constant 1 : i32
  %c32 = "emitc.constant"() <{value = 32 : ui16}> : () -> ui16
  %c0 = "emitc.constant"() <{value = 0 : ui32}> : () -> ui32
  %v = arith.constant 3 : i16
  ascendc.sort32 %a, %s, %i, %c1 : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xui32>, i32
  ascendc.sort32 %b, %s, %i, %c1 : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xui32>, i32
  %l = ascendc.construct !ascendc.mrg_sort_src_list<f32>(%a, %b, %a, %a) [!ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>] : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xf32>
  ascendc.mrg_sort %d, %l, %c32, %c32, %c32, %c32, %c0, %c0, %c0, %c0, %v, %c1 {operandSegmentSizes = array<i32: 1, 1, 4, 4, 1, 1>} : !ascendc.local_tensor<256xf32>, !ascendc.mrg_sort_src_list<f32>, ui16, ui16, ui16, ui16, ui32, ui32, ui32, ui32, i16, i32
  ascendc.data_copy_l2 %g, %d, %k : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<256xf32>, i32
  return
}

func.func @addr_list(%x: !ascendc.local_tensor<256xf16>, %y: !ascendc.local_tensor<256xf16>, %gx: !ascendc.global_tensor<*xf16>, %gy: !ascendc.global_tensor<*xf16>, %p: !ascendc.trans_data_to_5hd_params, %k: i32) {
  ascendc.data_copy_l2 %x, %gx, %k : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<*xf16>, i32
  %s = ascendc.local_tensor.get_phy_addr %x : !ascendc.local_tensor<256xf16>, ui64
  %d = ascendc.local_tensor.get_phy_addr %y : !ascendc.local_tensor<256xf16>, ui64
  ascendc.trans_data_to_5hd_uint_list %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %p {operandSegmentSizes = array<i32: 16, 16, 1>} : ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, ui64, !ascendc.trans_data_to_5hd_params
  ascendc.data_copy_l2 %gy, %y, %k : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<256xf16>, i32
  return
}

func.func @addr_tensor(%x: !ascendc.local_tensor<256xi16>, %y: !ascendc.local_tensor<256xi16>, %sl: !ascendc.local_tensor<16xui64>, %dl: !ascendc.local_tensor<16xui64>, %gx: !ascendc.global_tensor<*xi16>, %gy: !ascendc.global_tensor<*xi16>, %p: !ascendc.trans_data_to_5hd_params, %k: i32) {
  %c0 = arith.constant 0 : i32
  ascendc.data_copy_l2 %x, %gx, %k : !ascendc.local_tensor<256xi16>, !ascendc.global_tensor<*xi16>, i32
  %s = ascendc.local_tensor.get_phy_addr %x : !ascendc.local_tensor<256xi16>, ui64
  %d = ascendc.local_tensor.get_phy_addr %y : !ascendc.local_tensor<256xi16>, ui64
  ascendc.local_tensor.set_value %sl, %c0, %s : !ascendc.local_tensor<16xui64>, i32, ui64
  ascendc.local_tensor.set_value %dl, %c0, %d : !ascendc.local_tensor<16xui64>, i32, ui64
  ascendc.trans_data_to_5hd %dl, %sl, %p : !ascendc.local_tensor<16xui64>, !ascendc.local_tensor<16xui64>, !ascendc.trans_data_to_5hd_params
  ascendc.data_copy_l2 %gy, %y, %k : !ascendc.global_tensor<*xi16>, !ascendc.local_tensor<256xi16>, i32
  return
}

func.func @vf_dst(%x: !ascendc.local_tensor<64xf32>, %y: !ascendc.local_tensor<64xf32>, %gy: !ascendc.global_tensor<*xf32>, %k: i32) {
  emitasc.vf_group %y, %x, %k : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, i32 {
    %px = ascendc.local_tensor.get_phy_addr_v2 %x : !ascendc.local_tensor<64xf32>, memref<64xf32, 26>
    %py = ascendc.local_tensor.get_phy_addr_v2 %y : !ascendc.local_tensor<64xf32>, memref<64xf32, 26>
    emitasc.vec_scope {
      %m = ascendc.create_mask f32, ALL : !ascendc.mask_reg
      %r = ascendc.reg_tensor : <f32>
      ascendc.data_copy_vld_micro %r, %px : !ascendc.reg_tensor<f32>, memref<64xf32, 26>
      ascendc.data_copy_vst_micro %py, %r, %m : memref<64xf32, 26>, !ascendc.reg_tensor<f32>, !ascendc.mask_reg
    }
  } {operandSegmentSizes = array<i32: 1, 1, 1>}
  ascendc.data_copy_l2 %gy, %y, %k : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
  return
}
