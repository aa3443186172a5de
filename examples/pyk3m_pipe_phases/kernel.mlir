// Two operators fused in one kernel with TPipe::Reset between them, n f32 split over the
// cores (per each, the last what is left, at most 10240):
//   phase 1: y = 2·x through TQue<VECIN, 2> and TQue<VECOUT, 1> (120 KB of UB);
//   phase 2: z = x + 1 through a TBuf carved from a sub-pool (TBufPool::InitBufPool) of a
//            128 KB TBufPool of the pipe.
// The two phases together need more UB than there is: only the Reset, which gives the
// pipe's buffers back, makes room for the second. The queue queries of phase 1
// (GetTensorCountInQue, HasTensorInQue, VacantInQue, HasIdleBuffer, through the TQue and its
// TQueBind view) are stored per core into q [4·cores] (i32). Destroy ends the kernel.
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @pipe_phases(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>, %z: memref<?xf32, 22>, %q: memref<?xi32, 22>, %n: i32, %per: i32, %ffts: memref<?xui64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %qbytes = arith.constant 40960 : i32
    %poolbytes = arith.constant 131072 : i32
    %subbytes = arith.constant 65536 : i32
    %two = arith.constant 2.0 : f32
    %one = arith.constant 1.0 : f32
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf32>, memref<?xf32, 22>
    %gy = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<?xf32>, memref<?xf32, 22>
    %gz = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gz, %z : !ascendc.global_tensor<?xf32>, memref<?xf32, 22>
    %gq = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %gq, %q : !ascendc.global_tensor<?xi32>, memref<?xi32, 22>
    %idx = ascendc.get_block_idx : i32
    %off = arith.muli %idx, %per : i32
    %left = arith.subi %n, %off : i32
    %cnt0 = arith.minsi %left, %per : i32
    %cnt = arith.maxsi %cnt0, %c0 : i32
    %gxi = ascendc.global_tensor.subindex %gx[%off] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    %gyi = ascendc.global_tensor.subindex %gy[%off] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    %gzi = ascendc.global_tensor.subindex %gz[%off] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    %pipe = ascendc.pipe
    ascendc.pipe.init %pipe : !ascendc.pipe
    // Phase 1: y = 2·x.
    %qin = ascendc.queue : !ascendc.queue<vecin, 2>
    ascendc.pipe.init_queue %pipe, %qin, %c2, %qbytes : !ascendc.queue<vecin, 2>, i32, i32
    %qout = ascendc.queue : !ascendc.queue<vecout, 1>
    ascendc.pipe.init_queue %pipe, %qout, %c1, %qbytes : !ascendc.queue<vecout, 1>, i32, i32
    %bind = ascendc.to_que_bind %qin : !ascendc.queue<vecin, 2>, !ascendc.que_bind<vecin, vecin, 2>
    %tx = ascendc.que_bind.alloc_tensor %qin : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<10240xf32>
    %idle = ascendc.que_bind.has_idle_buffer %bind : !ascendc.que_bind<vecin, vecin, 2>, i1
    ascendc.data_copy_l2 %tx, %gxi, %cnt : !ascendc.local_tensor<10240xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.que_bind.enque_tensor %qin, %tx : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<10240xf32>
    %inq = ascendc.que_bind.get_tensor_count_in_que %bind : !ascendc.que_bind<vecin, vecin, 2>, i32
    %has = ascendc.que_bind.has_tensor_in_que %qin : !ascendc.queue<vecin, 2>, i1
    %vac = ascendc.que_bind.vacant_in_que %qin : !ascendc.queue<vecin, 2>, i1
    %ax = ascendc.que_bind.deque_tensor %qin : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<10240xf32>
    %ty = ascendc.que_bind.alloc_tensor %qout : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<10240xf32>
    ascendc.muls_l2 %ty, %ax, %two, %cnt : !ascendc.local_tensor<10240xf32>, !ascendc.local_tensor<10240xf32>, f32, i32
    ascendc.que_bind.enque_tensor %qout, %ty : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<10240xf32>
    ascendc.que_bind.free_tensor %qin, %ax : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<10240xf32>
    %oy = ascendc.que_bind.deque_tensor %qout : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<10240xf32>
    ascendc.data_copy_l2 %gyi, %oy, %cnt : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<10240xf32>, i32
    ascendc.que_bind.free_tensor %qout, %oy : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<10240xf32>
    %q0 = arith.muli %idx, %c4 : i32
    %gqi = ascendc.global_tensor.subindex %gq[%q0] : !ascendc.global_tensor<?xi32>, i32, !ascendc.global_tensor<?xi32>
    %idle_i = arith.extui %idle : i1 to i32
    %has_i = arith.extui %has : i1 to i32
    %vac_i = arith.extui %vac : i1 to i32
    %i0 = arith.constant 0 : i64
    %i1 = arith.constant 1 : i64
    %i2 = arith.constant 2 : i64
    %i3 = arith.constant 3 : i64
    %u0 = emitc.cast %i0 : i64 to ui64
    %u1 = emitc.cast %i1 : i64 to ui64
    %u2 = emitc.cast %i2 : i64 to ui64
    %u3 = emitc.cast %i3 : i64 to ui64
    ascendc.global_tensor.set_value %gqi, %u0, %inq : !ascendc.global_tensor<?xi32>, ui64, i32
    ascendc.global_tensor.set_value %gqi, %u1, %has_i : !ascendc.global_tensor<?xi32>, ui64, i32
    ascendc.global_tensor.set_value %gqi, %u2, %vac_i : !ascendc.global_tensor<?xi32>, ui64, i32
    ascendc.global_tensor.set_value %gqi, %u3, %idle_i : !ascendc.global_tensor<?xi32>, ui64, i32
    ascendc.data_cache_clean_invalid_global_nodccidst %gqi {entireType = 1 : i32} : !ascendc.global_tensor<?xi32>
    ascendc.pipe_barrier pipe_all
    ascendc.pipe.reset %pipe : !ascendc.pipe
    // Phase 2: z = x + 1 from a sub-pool of a pool of the pipe.
    %pool = ascendc.tBufPool : !ascendc.tbuf_pool<veccalc, 2>
    %pool_ok = ascendc.pipe.init_buf_pool(%pipe, %pool, %poolbytes) : !ascendc.pipe, !ascendc.tbuf_pool<veccalc, 2>, i32 -> i1
    %sub = ascendc.tBufPool : !ascendc.tbuf_pool<veccalc, 1>
    %sub_ok = ascendc.tbuf_pool.init_buf_pool(%pool, %sub, %subbytes) : !ascendc.tbuf_pool<veccalc, 2>, !ascendc.tbuf_pool<veccalc, 1>, i32 -> i1
    %buf = ascendc.tbuf : !ascendc.tbuf<veccalc>
    ascendc.tbuf_pool.init_buffer %sub, %buf, %qbytes : !ascendc.tbuf_pool<veccalc, 1>, !ascendc.tbuf<veccalc>, i32
    %t = ascendc.tbuf.get_tensor %buf : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<10240xf32>
    ascendc.data_copy_l2 %t, %gxi, %cnt : !ascendc.local_tensor<10240xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.set_flag mte2_v, %c0 : i32
    ascendc.wait_flag mte2_v, %c0 : i32
    ascendc.adds_l2 %t, %t, %one, %cnt : !ascendc.local_tensor<10240xf32>, !ascendc.local_tensor<10240xf32>, f32, i32
    ascendc.set_flag v_mte3, %c0 : i32
    ascendc.wait_flag v_mte3, %c0 : i32
    ascendc.data_copy_l2 %gzi, %t, %cnt : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<10240xf32>, i32
    ascendc.pipe_barrier pipe_all
    ascendc.pipe.destroy %pipe : !ascendc.pipe
    return
  }
}
