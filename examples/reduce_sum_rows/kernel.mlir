// Row sums y[r] = Σ_c x[r][c] of a %rows × 64 f32 matrix on one core, with one
// WholeReduceSum (L0 form: mask of 64 lanes, one repeat = one 256-byte row, %rows repeats,
// one result per repeat) between a load and a store ordered by MTE2_V and V_MTE3 flags.
// %rows is a multiple of 8 (32-byte stores) and at most 255 (repeat limit).
func.func @reduce_sum_rows(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>, %rows: i32) attributes {ascendc.global} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  %c64 = arith.constant 64 : i32
  %n = arith.muli %rows, %c64 : i32
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %tin = ascendc.local_tensor_v3 vecin, 0, 16384 : !ascendc.local_tensor<16384xf32>
  %tout = ascendc.local_tensor_v3 vecout, 65536, 256 : !ascendc.local_tensor<256xf32>
  ascendc.data_copy_l2 %tin, %gx, %n : !ascendc.local_tensor<16384xf32>, !ascendc.global_tensor<*xf32>, i32
  ascendc.set_flag mte2_v, %c0 : i32
  ascendc.wait_flag mte2_v, %c0 : i32
  ascendc.whole_reduce_sum_l0 %tout, %tin, %c64, %rows, %c1, %c1, %c8 : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<16384xf32>, i32, i32, i32, i32, i32
  ascendc.set_flag v_mte3, %c0 : i32
  ascendc.wait_flag v_mte3, %c0 : i32
  ascendc.data_copy_l2 %gy, %tout, %rows : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<256xf32>, i32
  return
}
