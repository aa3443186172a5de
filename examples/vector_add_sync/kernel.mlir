// Vector add with explicit synchronisation: the same work as vector_add (8 cores × 2048 f32,
// tiles of 128, two ping-pong buffers), but with fixed-address local tensors and
// set_flag/wait_flag pairs instead of queues. Buffer b = i % 2 uses event id b:
//   V_MTE2  x/y buffer b may be overwritten      MTE2_V  x/y tile loaded
//   MTE3_V  z buffer b may be overwritten        V_MTE3  z tile computed
func.func @vector_add_sync(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>, %z: memref<?xf32, 22>) attributes {ascendc.global} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c16 = arith.constant 16 : i32
  %tile = arith.constant 128 : i32
  %block_len = arith.constant 2048 : i32
  %idx = ascendc.get_block_idx : i32
  %base = arith.muli %idx, %block_len : i32
  %gx0 = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx0, %x : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gx = ascendc.global_tensor.subindex %gx0[%base] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  %gy0 = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gy0, %y : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gy = ascendc.global_tensor.subindex %gy0[%base] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  %gz0 = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gz0, %z : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gz = ascendc.global_tensor.subindex %gz0[%base] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  // Two tiles each, at fixed UB addresses.
  %bx = ascendc.local_tensor_v3 vecin, 0, 256 : !ascendc.local_tensor<256xf32>
  %by = ascendc.local_tensor_v3 vecin, 1024, 256 : !ascendc.local_tensor<256xf32>
  %bz = ascendc.local_tensor_v3 vecout, 2048, 256 : !ascendc.local_tensor<256xf32>
  // Both buffers start free.
  ascendc.set_flag v_mte2, %c0 : i32
  ascendc.set_flag v_mte2, %c1 : i32
  ascendc.set_flag mte3_v, %c0 : i32
  ascendc.set_flag mte3_v, %c1 : i32
  scf.for %i = %c0 to %c16 step %c1 : i32 {
    %b = arith.remui %i, %c2 : i32
    %boff = arith.muli %b, %tile : i32
    %off = arith.muli %i, %tile : i32
    %tx = ascendc.local_tensor.subindex %bx[%boff] : !ascendc.local_tensor<256xf32>, i32, !ascendc.local_tensor<256xf32>
    %ty = ascendc.local_tensor.subindex %by[%boff] : !ascendc.local_tensor<256xf32>, i32, !ascendc.local_tensor<256xf32>
    %tz = ascendc.local_tensor.subindex %bz[%boff] : !ascendc.local_tensor<256xf32>, i32, !ascendc.local_tensor<256xf32>
    %gxi = ascendc.global_tensor.subindex %gx[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %gyi = ascendc.global_tensor.subindex %gy[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %gzi = ascendc.global_tensor.subindex %gz[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    ascendc.wait_flag v_mte2, %b : i32
    ascendc.data_copy_l2 %tx, %gxi, %tile : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<*xf32>, i32
    ascendc.data_copy_l2 %ty, %gyi, %tile : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<*xf32>, i32
    ascendc.set_flag mte2_v, %b : i32
    ascendc.wait_flag mte2_v, %b : i32
    ascendc.wait_flag mte3_v, %b : i32
    ascendc.add_l2 %tz, %tx, %ty, %tile : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.set_flag v_mte2, %b : i32
    ascendc.set_flag v_mte3, %b : i32
    ascendc.wait_flag v_mte3, %b : i32
    ascendc.data_copy_l2 %gzi, %tz, %tile : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.set_flag mte3_v, %b : i32
  }
  // Consume the flags still set so that none leaks into the next kernel.
  ascendc.wait_flag v_mte2, %c0 : i32
  ascendc.wait_flag v_mte2, %c1 : i32
  ascendc.wait_flag mte3_v, %c0 : i32
  ascendc.wait_flag mte3_v, %c1 : i32
  return
}
