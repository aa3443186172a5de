// GELU, tanh form: y = 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))) with
// tanh(v) = 1 - 2 / (exp(2v) + 1), on rows of 1024 f32 split over the cores.
func.func @gelu(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>, %rows: i32) attributes {ascendc.global} {
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
  %k3 = arith.constant 0.044715 : f32
  %k2 = arith.constant 1.5957691216057308 : f32
  %one = arith.constant 1.0 : f32
  %mtwo = arith.constant -2.0 : f32
  %half = arith.constant 0.5 : f32
  %ub = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %ub, %row_bytes : !ascendc.tbuf<veccalc>, i32
  %u = ascendc.tbuf.get_tensor %ub : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<*xf32>
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
    ascendc.mul_l2 %u, %ax, %ax, %cols : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
    ascendc.pipe_barrier pipe_v
    ascendc.mul_l2 %u, %u, %ax, %cols : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
    ascendc.pipe_barrier pipe_v
    ascendc.muls_l2 %u, %u, %k3, %cols : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, f32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.add_l2 %u, %u, %ax, %cols : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
    ascendc.pipe_barrier pipe_v
    ascendc.muls_l2 %u, %u, %k2, %cols : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, f32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.exp_l2 %u, %u, %cols : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
    ascendc.pipe_barrier pipe_v
    ascendc.adds_l2 %u, %u, %one, %cols : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, f32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.reciprocal_l2 %u, %u, %cols : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
    ascendc.pipe_barrier pipe_v
    ascendc.muls_l2 %u, %u, %mtwo, %cols : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, f32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.adds_l2 %u, %u, %one, %cols : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, f32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.adds_l2 %u, %u, %one, %cols : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, f32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.mul_l2 %u, %u, %ax, %cols : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
    ascendc.pipe_barrier pipe_v
    ascendc.muls_l2 %ty, %u, %half, %cols : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, f32, i32
    ascendc.que_bind.free_tensor %qin, %ax : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf32>
    ascendc.que_bind.enque_tensor %qout, %ty : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
    %ry = ascendc.que_bind.deque_tensor %qout : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
    ascendc.data_copy_l2 %gyi, %ry, %cols : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
    ascendc.que_bind.free_tensor %qout, %ry : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
  }
  return
}
