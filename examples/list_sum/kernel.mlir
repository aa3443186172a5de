// Element-wise sum of a list of f32 tensors (a dynamic input): y = t_0 + ... + t_{n-1}.
// %list is the GM block the host writes for the list (ListTensorDesc: the byte offset of
// the data-pointer array, the per-tensor descriptors, then one GM address per tensor;
// docs/sim/shapeinfo.md). Each core sums its tile of 1024 elements of every tensor.
func.func @list_sum(%list: memref<?xi8, 22>, %y: memref<?xf32, 22>, %n: i32) attributes {ascendc.global} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %tile = arith.constant 1024 : i32
  %tile_bytes = arith.constant 4096 : i32
  %zero = arith.constant 0.0 : f32
  %m1 = arith.constant -1 : i32
  %no_check = emitc.cast %m1 : i32 to ui32
  %idx = ascendc.get_block_idx : i32
  %off = arith.muli %idx, %tile : i32
  %tensors = ascendc.list_tensor_desc_v2 %list, %no_check, %no_check : !ascendc.list_tensor_desc, memref<?xi8, 22>, ui32, ui32
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gyi = ascendc.global_tensor.subindex %gy[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  %pipe = ascendc.pipe
  %qin = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.pipe.init_queue %pipe, %qin, %c2, %tile_bytes : !ascendc.queue<vecin, 1>, i32, i32
  %qout = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.pipe.init_queue %pipe, %qout, %c1, %tile_bytes : !ascendc.queue<vecout, 1>, i32, i32
  %accb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %accb, %tile_bytes : !ascendc.tbuf<veccalc>, i32
  %acc = ascendc.tbuf.get_tensor %accb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<*xf32>
  ascendc.duplicate_l2 %acc, %zero, %tile : !ascendc.local_tensor<*xf32>, f32, i32
  ascendc.pipe_barrier pipe_v
  scf.for %k = %c0 to %n step %c1 : i32 {
    %ku = emitc.cast %k : i32 to ui32
    %p = ascendc.list_tensor_desc_get_data_ptr %tensors, %ku {dtype = f32} : memref<?xf32, 22>
    %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
    ascendc.global_tensor.set_global_buffer %gx, %p : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
    %gxi = ascendc.global_tensor.subindex %gx[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %tx = ascendc.que_bind.alloc_tensor %qin : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf32>
    ascendc.data_copy_l2 %tx, %gxi, %tile : !ascendc.local_tensor<*xf32>, !ascendc.global_tensor<*xf32>, i32
    ascendc.que_bind.enque_tensor %qin, %tx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf32>
    %ax = ascendc.que_bind.deque_tensor %qin : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf32>
    ascendc.add_l2 %acc, %acc, %ax, %tile : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
    ascendc.pipe_barrier pipe_v
    ascendc.que_bind.free_tensor %qin, %ax : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf32>
  }
  %ty = ascendc.que_bind.alloc_tensor %qout : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
  ascendc.adds_l2 %ty, %acc, %zero, %tile : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, f32, i32
  ascendc.que_bind.enque_tensor %qout, %ty : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
  %ry = ascendc.que_bind.deque_tensor %qout : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
  ascendc.data_copy_l2 %gyi, %ry, %tile : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
  ascendc.que_bind.free_tensor %qout, %ry : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
  return
}
