// Each core copies 64 floats of x to y at block_idx * stride: with stride < 64 the cores'
// destination ranges overlap and nothing orders their writes.
func.func @k(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>, %stride: i32) {
  %c0 = arith.constant 0 : i32
  %c64 = arith.constant 64 : i32
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %idx = ascendc.get_block_idx : i32
  %off = arith.muli %idx, %stride : i32
  %gyi = ascendc.global_tensor.subindex %gy[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  %a = ascendc.local_tensor_v3 vecin, 0, 64 : !ascendc.local_tensor<64xf32>
  ascendc.data_copy_l2 %a, %gx, %c64 : !ascendc.local_tensor<64xf32>, !ascendc.global_tensor<*xf32>, i32
  ascendc.set_flag mte2_mte3, %c0 : i32
  ascendc.wait_flag mte2_mte3, %c0 : i32
  ascendc.data_copy_l2 %gyi, %a, %c64 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<64xf32>, i32
  return
}
