// Row softmax y = exp(x - max) / sum(exp(x - max)) of a %rows × 1024 f32 matrix, rows
// split over the cores. Per row: ReduceMax, Adds(-max), Exp, ReduceSum, Muls(1/sum), with
// PipeBarrier<PIPE_V> between dependent vector ops and V_S / S_V flags around the scalar
// reads of the reductions (as pyasc's insert-sync places them).
func.func @softmax(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>, %rows: i32) attributes {ascendc.global} {
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
    ascendc.reduce_max_l2 %ws, %ax, %tmp, %cols, %false : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32, i1
    ascendc.set_flag v_s, %c0 : i32
    ascendc.wait_flag v_s, %c0 : i32
    %mx = ascendc.local_tensor.get_value %ws, %c0 : !ascendc.local_tensor<*xf32>, i32, f32
    ascendc.set_flag s_v, %c0 : i32
    ascendc.wait_flag s_v, %c0 : i32
    %nmx = arith.negf %mx : f32
    ascendc.adds_l2 %ty, %ax, %nmx, %cols : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, f32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.exp_l2 %ty, %ty, %cols : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
    ascendc.pipe_barrier pipe_v
    ascendc.reduce_sum_l2 %ws, %ty, %tmp, %cols : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
    ascendc.set_flag v_s, %c0 : i32
    ascendc.wait_flag v_s, %c0 : i32
    %s = ascendc.local_tensor.get_value %ws, %c0 : !ascendc.local_tensor<*xf32>, i32, f32
    ascendc.set_flag s_v, %c0 : i32
    ascendc.wait_flag s_v, %c0 : i32
    %one = arith.constant 1.0 : f32
    %inv = arith.divf %one, %s : f32
    ascendc.muls_l2 %ty, %ty, %inv, %cols : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, f32, i32
    ascendc.que_bind.free_tensor %qin, %ax : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf32>
    ascendc.que_bind.enque_tensor %qout, %ty : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
    %ry = ascendc.que_bind.deque_tensor %qout : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
    ascendc.data_copy_l2 %gyi, %ry, %cols : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
    ascendc.que_bind.free_tensor %qout, %ry : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
  }
  return
}
