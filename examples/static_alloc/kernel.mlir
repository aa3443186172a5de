// Static tensor programming (no TPipe): each core takes a rows × cols block of f32 whose
// shape is a ShapeInfo attached to the GM tensor, allocates its UB tiles with a
// LocalMemAllocator, and computes z = x + y on the block's first half and 2·(x + y) on
// its second half, reached through a view made with SetAddrWithOffset.
func.func @static_alloc(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>, %z: memref<?xf32, 22>,
                        %rows: i32, %cols: i32) attributes {ascendc.global} {
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %two = arith.constant 2.0 : f32
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %hw_ub = arith.constant 1 : i64
  %rows_u = emitc.cast %rows : i32 to ui32
  %cols_u = emitc.cast %cols : i32 to ui32
  %dims = memref.alloca() : memref<2xui32>
  memref.store %rows_u, %dims[%i0] : memref<2xui32>
  memref.store %cols_u, %dims[%i1] : memref<2xui32>
  %rank = arith.constant 2 : i8
  %block_shape = ascendc.construct !ascendc.shape_info (%rank, %dims) : i8, memref<2xui32>
  %gx0 = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx0, %x : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  ascendc.global_tensor.set_shape_info %gx0, %block_shape : !ascendc.global_tensor<*xf32>, !ascendc.shape_info
  %info = ascendc.global_tensor.get_shape_info %gx0 : !ascendc.global_tensor<*xf32>, !ascendc.shape_info
  %n = ascendc.get_shape_size %info : !ascendc.shape_info -> i32
  %half = arith.divui %n, %c2 : i32
  %idx = ascendc.get_block_idx : i32
  %base = arith.muli %idx, %n : i32
  %gx = ascendc.global_tensor.subindex %gx0[%base] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  %gy0 = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gy0, %y : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gy = ascendc.global_tensor.subindex %gy0[%base] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  %gz0 = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gz0, %z : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gz = ascendc.global_tensor.subindex %gz0[%base] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  %ub = ascendc.local_mem_allocator %hw_ub : i64, !ascendc.local_mem_allocator<1>
  %tx = ascendc.local_mem_allocator.alloc_dynamic %ub, vecin, %n, f32 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xf32>
  %ty = ascendc.local_mem_allocator.alloc_dynamic %ub, vecin, %n, f32 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xf32>
  %tz = ascendc.local_mem_allocator.alloc_dynamic %ub, vecout, %n, f32 : !ascendc.local_mem_allocator<1>, i32, !ascendc.local_tensor<*xf32>
  ascendc.data_copy_l2 %tx, %gx, %n : !ascendc.local_tensor<*xf32>, !ascendc.global_tensor<*xf32>, i32
  ascendc.data_copy_l2 %ty, %gy, %n : !ascendc.local_tensor<*xf32>, !ascendc.global_tensor<*xf32>, i32
  ascendc.set_flag mte2_v, %c0 : i32
  ascendc.wait_flag mte2_v, %c0 : i32
  ascendc.add_l2 %tz, %tx, %ty, %n : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
  ascendc.pipe_barrier pipe_v
  %half_u = emitc.cast %half : i32 to ui32
  %second = ascendc.local_tensor : !ascendc.local_tensor<*xf32>
  ascendc.local_tensor.set_addr_with_offset %second, %tz, %half_u : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, ui32
  ascendc.muls_l2 %second, %second, %two, %half : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, f32, i32
  ascendc.set_flag v_mte3, %c0 : i32
  ascendc.wait_flag v_mte3, %c0 : i32
  ascendc.data_copy_l2 %gz, %tz, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
  return
}
