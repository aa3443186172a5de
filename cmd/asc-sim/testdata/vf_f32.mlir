// z = relu(x * y + x) - max(x, y), then exp; n = 200 f32 elements (tail of 8 lanes).
func.func @k(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>, %z: memref<?xf32, 22>) attributes {ascendc.global} {
  %c0 = arith.constant 0 : i32
  %n = arith.constant 200 : i32
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gz = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gz, %z : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %a = ascendc.local_tensor_v3 vecin, 0, 200 : !ascendc.local_tensor<200xf32>
  %b = ascendc.local_tensor_v3 vecin, 1024, 200 : !ascendc.local_tensor<200xf32>
  %t = ascendc.local_tensor_v3 veccalc, 2048, 200 : !ascendc.local_tensor<200xf32>
  %o = ascendc.local_tensor_v3 vecout, 3072, 200 : !ascendc.local_tensor<200xf32>
  ascendc.data_copy_l2 %a, %gx, %n : !ascendc.local_tensor<200xf32>, !ascendc.global_tensor<*xf32>, i32
  ascendc.data_copy_l2 %b, %gy, %n : !ascendc.local_tensor<200xf32>, !ascendc.global_tensor<*xf32>, i32
  ascendc.set_flag mte2_v, %c0 : i32
  ascendc.wait_flag mte2_v, %c0 : i32
  ascendc.mul_l2 %t, %a, %b, %n : !ascendc.local_tensor<200xf32>, !ascendc.local_tensor<200xf32>, !ascendc.local_tensor<200xf32>, i32
  ascendc.add_l2 %t, %t, %a, %n : !ascendc.local_tensor<200xf32>, !ascendc.local_tensor<200xf32>, !ascendc.local_tensor<200xf32>, i32
  ascendc.relu_l2 %t, %t, %n : !ascendc.local_tensor<200xf32>, !ascendc.local_tensor<200xf32>, i32
  ascendc.max_l2 %o, %a, %b, %n : !ascendc.local_tensor<200xf32>, !ascendc.local_tensor<200xf32>, !ascendc.local_tensor<200xf32>, i32
  ascendc.sub_l2 %o, %t, %o, %n : !ascendc.local_tensor<200xf32>, !ascendc.local_tensor<200xf32>, !ascendc.local_tensor<200xf32>, i32
  ascendc.exp_l2 %o, %o, %n : !ascendc.local_tensor<200xf32>, !ascendc.local_tensor<200xf32>, i32
  ascendc.set_flag v_mte3, %c0 : i32
  ascendc.wait_flag v_mte3, %c0 : i32
  ascendc.data_copy_l2 %gz, %o, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<200xf32>, i32
  return
}
