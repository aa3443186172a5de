// LeakyReLU y = x >= 0 ? x : alpha * x on rows of 1024 f32 split over the cores.
func.func @leaky_relu(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>, %slope: f32, %rows: i32) attributes {ascendc.global} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %false = arith.constant false
  %cols = arith.constant 1024 : i32
  %row_bytes = arith.constant 4096 : i32
  %scratch_bytes = arith.constant 64 : i32
  %idx = ascendc.get_block_idx : i32
  %num = ascendc.get_block_num : i32
  %rpc = arith.divui %rows, %num : i32
  %row0 = arith.muli %idx, %rpc : i32
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %pipe = ascendc.pipe
  %qin = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.pipe.init_queue %pipe, %qin, %c2, %row_bytes : !ascendc.queue<vecin, 1>, i32, i32
  %qout = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.pipe.init_queue %pipe, %qout, %c2, %row_bytes : !ascendc.queue<vecout, 1>, i32, i32
  %scratch = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %scratch, %scratch_bytes : !ascendc.tbuf<veccalc>, i32
  %ws = ascendc.tbuf.get_tensor %scratch : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<*xf32>
  %tmpb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %tmpb, %row_bytes : !ascendc.tbuf<veccalc>, i32
  %tmp = ascendc.tbuf.get_tensor %tmpb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<*xf32>
  scf.for %r = %c0 to %rpc step %c1 : i32 {
    %row = arith.addi %row0, %r : i32
    %off = arith.muli %row, %cols : i32
    %gxi = ascendc.global_tensor.subindex %gx[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %gyi = ascendc.global_tensor.subindex %gy[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %tx = ascendc.que_bind.alloc_tensor %qin : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf32>
    ascendc.data_copy_l2 %tx, %gxi, %cols : !ascendc.local_tensor<*xf32>, !ascendc.global_tensor<*xf32>, i32
    ascendc.que_bind.enque_tensor %qin, %tx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf32>
    %ax = ascendc.que_bind.deque_tensor %qin : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf32>
    %ty = ascendc.que_bind.alloc_tensor %qout : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
    ascendc.leaky_relu_l2 %ty, %ax, %slope, %cols : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, f32, i32
    ascendc.que_bind.free_tensor %qin, %ax : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf32>
    ascendc.que_bind.enque_tensor %qout, %ty : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
    %ry = ascendc.que_bind.deque_tensor %qout : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
    ascendc.data_copy_l2 %gyi, %ry, %cols : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
    ascendc.que_bind.free_tensor %qout, %ry : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
  }
  return
}
