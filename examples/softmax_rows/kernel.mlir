// Row softmax y = exp(x - max) / sum(exp(x - max)) of a %rows × 256 f32 matrix in the form
// PyAsc emits: set_ffts_base_addr at entry, each core's rows reached by offsetting the GM
// pointers with emitasc.ptr_offset by its get_block_idx, TQue double buffering with
// enque/deque, and tensor-scalar Subs/Divs fed by the reductions' scalar results. (A
// tiling py_struct read with emitasc.member would be PyAsc's way too, but CSE drops its
// emitasc.declare_py_struct and the translated C++ no longer compiles.)
func.func @softmax_rows(%ffts: memref<?xui64, 22>, %x: memref<?xf32, 22>, %y: memref<?xf32, 22>, %rows: i32) attributes {ascendc.global} {
  ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c256 = arith.constant 256 : i32
  %c32 = arith.constant 32 : i32
  %c1024 = arith.constant 1024 : i32
  %false = arith.constant false
  %num = ascendc.get_block_num : i32
  %rpc = arith.divui %rows, %num : i32
  %idx = ascendc.get_block_idx : i32
  %len = arith.muli %rpc, %c256 : i32
  %base = arith.muli %idx, %len : i32
  %base_i = arith.index_cast %base : i32 to index
  %xc = emitasc.ptr_offset %x[%base_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %yc = emitasc.ptr_offset %y[%base_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx, %xc, %len : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>, i32
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gy, %yc, %len : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>, i32
  %pipe = ascendc.pipe
  %qin = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.pipe.init_queue %pipe, %qin, %c2, %c1024 : !ascendc.queue<vecin, 1>, i32, i32
  %qout = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.pipe.init_queue %pipe, %qout, %c2, %c1024 : !ascendc.queue<vecout, 1>, i32, i32
  %wsb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %wsb, %c32 : !ascendc.tbuf<veccalc>, i32
  %ws = ascendc.tbuf.get_tensor %wsb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<*xf32>
  %tmpb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %tmpb, %c1024 : !ascendc.tbuf<veccalc>, i32
  %tmp = ascendc.tbuf.get_tensor %tmpb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<*xf32>
  scf.for %r = %c0 to %rpc step %c1 : i32 {
    %off = arith.muli %r, %c256 : i32
    %gxi = ascendc.global_tensor.subindex %gx[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %gyi = ascendc.global_tensor.subindex %gy[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %tx = ascendc.que_bind.alloc_tensor %qin : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf32>
    ascendc.data_copy_l2 %tx, %gxi, %c256 : !ascendc.local_tensor<*xf32>, !ascendc.global_tensor<*xf32>, i32
    ascendc.que_bind.enque_tensor %qin, %tx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf32>
    %ax = ascendc.que_bind.deque_tensor %qin : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf32>
    %ty = ascendc.que_bind.alloc_tensor %qout : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
    ascendc.reduce_max_l2 %ws, %ax, %tmp, %c256, %false : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32, i1
    ascendc.set_flag v_s, %c0 : i32
    ascendc.wait_flag v_s, %c0 : i32
    %mx = ascendc.local_tensor.get_value %ws, %c0 : !ascendc.local_tensor<*xf32>, i32, f32
    ascendc.set_flag s_v, %c0 : i32
    ascendc.wait_flag s_v, %c0 : i32
    ascendc.subs_l2 %ty, %ax, %mx, %c256 : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, f32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.exp_l2 %ty, %ty, %c256 : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
    ascendc.pipe_barrier pipe_v
    ascendc.reduce_sum_l2 %ws, %ty, %tmp, %c256 : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
    ascendc.set_flag v_s, %c0 : i32
    ascendc.wait_flag v_s, %c0 : i32
    %s = ascendc.local_tensor.get_value %ws, %c0 : !ascendc.local_tensor<*xf32>, i32, f32
    ascendc.set_flag s_v, %c0 : i32
    ascendc.wait_flag s_v, %c0 : i32
    ascendc.divs_l2 %ty, %ty, %s, %c256 : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, f32, i32
    ascendc.que_bind.free_tensor %qin, %ax : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf32>
    ascendc.que_bind.enque_tensor %qout, %ty : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
    %ry = ascendc.que_bind.deque_tensor %qout : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
    ascendc.data_copy_l2 %gyi, %ry, %c256 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
    ascendc.que_bind.free_tensor %qout, %ry : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
  }
  return
}
