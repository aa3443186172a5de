// Row gather and compaction of a %rows × 256 f32 matrix in the form PyAsc emits:
// y[r][i] = x[r][perm[i]] with Gather (the element indices perm, shared by all rows, are
// turned into the byte offsets Gather takes by a ShiftLeft by 2), then z[r][k] = y[r][2k]
// with GatherMask's built-in pattern 1 (even lanes) over four 256-byte repeats. Each core
// offsets the GM pointers by its get_block_idx with emitasc.ptr_offset; TQue double
// buffering with enque/deque.
func.func @gather_rows(%ffts: memref<?xui64, 22>, %x: memref<?xf32, 22>, %perm: memref<?xui32, 22>, %y: memref<?xf32, 22>, %z: memref<?xf32, 22>, %rows: i32) attributes {ascendc.global} {
  ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c4 = arith.constant 4 : i32
  %c8 = arith.constant 8 : i32
  %c128 = arith.constant 128 : i32
  %c256 = arith.constant 256 : i32
  %c512 = arith.constant 512 : i32
  %c1024 = arith.constant 1024 : i32
  %false = arith.constant false
  %even = arith.constant 1 : i8
  %num = ascendc.get_block_num : i32
  %rpc = arith.divui %rows, %num : i32
  %idx = ascendc.get_block_idx : i32
  %row0 = arith.muli %idx, %rpc : i32
  %len = arith.muli %rpc, %c256 : i32
  %base = arith.muli %row0, %c256 : i32
  %base_i = arith.index_cast %base : i32 to index
  %half = arith.muli %rpc, %c128 : i32
  %zbase = arith.muli %row0, %c128 : i32
  %zbase_i = arith.index_cast %zbase : i32 to index
  %xc = emitasc.ptr_offset %x[%base_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %yc = emitasc.ptr_offset %y[%base_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %zc = emitasc.ptr_offset %z[%zbase_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx, %xc, %len : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>, i32
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gy, %yc, %len : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>, i32
  %gz = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gz, %zc, %half : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>, i32
  %gp = ascendc.global_tensor : !ascendc.global_tensor<*xui32>
  ascendc.global_tensor.set_global_buffer %gp, %perm, %c256 : !ascendc.global_tensor<*xui32>, memref<?xui32, 22>, i32
  %pipe = ascendc.pipe
  %qin = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.pipe.init_queue %pipe, %qin, %c2, %c1024 : !ascendc.queue<vecin, 1>, i32, i32
  %qy = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.pipe.init_queue %pipe, %qy, %c2, %c1024 : !ascendc.queue<vecout, 1>, i32, i32
  %qz = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.pipe.init_queue %pipe, %qz, %c2, %c512 : !ascendc.queue<vecout, 1>, i32, i32
  %offb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %offb, %c1024 : !ascendc.tbuf<veccalc>, i32
  %offs = ascendc.tbuf.get_tensor %offb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<*xui32>
  ascendc.data_copy_l2 %offs, %gp, %c256 : !ascendc.local_tensor<*xui32>, !ascendc.global_tensor<*xui32>, i32
  ascendc.set_flag mte2_v, %c0 : i32
  ascendc.wait_flag mte2_v, %c0 : i32
  ascendc.shift_left_l2 %offs, %offs, %c2, %c256 : !ascendc.local_tensor<*xui32>, !ascendc.local_tensor<*xui32>, i32, i32
  ascendc.pipe_barrier pipe_v
  %gmp = ascendc.construct !ascendc.gather_mask_params(%c1, %c4, %c8, %c0) : i32, i32, i32, i32
  scf.for %r = %c0 to %rpc step %c1 : i32 {
    %off = arith.muli %r, %c256 : i32
    %zoff = arith.muli %r, %c128 : i32
    %gxi = ascendc.global_tensor.subindex %gx[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %gyi = ascendc.global_tensor.subindex %gy[%off] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %gzi = ascendc.global_tensor.subindex %gz[%zoff] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %tx = ascendc.que_bind.alloc_tensor %qin : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf32>
    ascendc.data_copy_l2 %tx, %gxi, %c256 : !ascendc.local_tensor<*xf32>, !ascendc.global_tensor<*xf32>, i32
    ascendc.que_bind.enque_tensor %qin, %tx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf32>
    %ax = ascendc.que_bind.deque_tensor %qin : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf32>
    %ty = ascendc.que_bind.alloc_tensor %qy : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
    ascendc.gather_l2 %ty, %ax, %offs, %c0, %c256 : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xui32>, i32, i32
    ascendc.pipe_barrier pipe_v
    %tz = ascendc.que_bind.alloc_tensor %qz : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
    %kept = ascendc.gather_mask %tz, %ty, %even, %false, %c0, %gmp, default : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i8, i1, i32, !ascendc.gather_mask_params -> ui64
    ascendc.que_bind.free_tensor %qin, %ax : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf32>
    ascendc.que_bind.enque_tensor %qy, %ty : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
    ascendc.que_bind.enque_tensor %qz, %tz : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
    %ry = ascendc.que_bind.deque_tensor %qy : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
    ascendc.data_copy_l2 %gyi, %ry, %c256 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
    ascendc.que_bind.free_tensor %qy, %ry : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
    %rz = ascendc.que_bind.deque_tensor %qz : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
    ascendc.data_copy_l2 %gzi, %rz, %c128 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
    ascendc.que_bind.free_tensor %qz, %rz : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
  }
  return
}
