// The TPipe framework calls no earlier numpy-checked kernel runs, per core (2 cores), on
// x (512 f32 per core):
//   phase 1: a TBufPool carves an input queue (TBufPool::InitQueue); x goes in through
//     TQueBind<VECIN, VECIN> with AllocTensor(LocalTensor&) (alloc_tensor_in_place),
//     EnQue<VECIN, VECIN> / DeQue<VECIN, VECIN> (the _pos forms with the queue's own
//     positions) and DeQue(LocalTensor&); y[0:512] = x * 2
//   the pool is Reset (after a PipeBarrier<PIPE_ALL>: the new queue's buffer is the old one's
//     and nothing orders their accesses otherwise) and carves a new queue over the same range; phase 2 reads x again
//     through it: y[512:1024] = x + 1 for the first 256, and, through a view made by
//     SetAddrWithOffset (256 elements in), x - 3 for the rest
//   the output TBuf gets SetUserTag(10 + block index); GetUserTag on a sub-tensor of it, and
//   GetSize of the input tensor after SetBufferLen(1024 bytes), are written to s by SetValue
//   (then DataCacheCleanAndInvalid)
module attributes {asc.compilation_arch = "c220", asc.kernel_type = "vector", asc.soc_version = "Ascend910B1"} {
  emitc.include "kernel_operator.h"
  func.func @pool_tags(%x: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %y: memref<*xf32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %s: memref<*xi32, 22> {emitasc.kernel_arg = #emitasc<kernel_arg explicit>}, %ffts: memref<?xi64, 22> {emitasc.kernel_arg = #emitasc<kernel_arg ffts_addr>}) attributes {ascendc.global} {
    ascendc.set_ffts_base_addr %ffts : memref<?xi64, 22>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c10 = arith.constant 10 : i32
    %c256 = arith.constant 256 : i32
    %c512 = arith.constant 512 : i32
    %c1024 = arith.constant 1024 : i32
    %c2048 = arith.constant 2048 : i32
    %c4096 = arith.constant 4096 : i32
    %two = arith.constant 2.000000e+00 : f32
    %one = arith.constant 1.000000e+00 : f32
    %m3 = arith.constant -3.000000e+00 : f32
    %len = emitc.cast %c1024 : i32 to ui32
    %off256 = emitc.cast %c256 : i32 to ui32
    %pipe = ascendc.pipe
    %idx = ascendc.get_block_idx : i32
    %gx = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gy = ascendc.global_tensor : !ascendc.global_tensor<?xf32>
    ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<?xf32>, memref<*xf32, 22>
    %gs = ascendc.global_tensor : !ascendc.global_tensor<?xi32>
    ascendc.global_tensor.set_global_buffer %gs, %s : !ascendc.global_tensor<?xi32>, memref<*xi32, 22>
    %offx = arith.muli %idx, %c512 : i32
    %gxi = ascendc.global_tensor.subindex %gx[%offx] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    %pool = ascendc.tBufPool : !ascendc.tbuf_pool<vecin, 2>
    %pool_ok = ascendc.pipe.init_buf_pool(%pipe, %pool, %c4096) : !ascendc.pipe, !ascendc.tbuf_pool<vecin, 2>, i32 -> i1
    %bout = ascendc.tbuf : !ascendc.tbuf<vecout>
    ascendc.pipe.init_buffer %pipe, %bout, %c4096 : !ascendc.tbuf<vecout>, i32
    %ty = ascendc.tbuf.get_tensor %bout : !ascendc.tbuf<vecout>, !ascendc.local_tensor<1024xf32>

    %q1 = ascendc.que_bind : !ascendc.que_bind<vecin, vecin, 1>
    ascendc.tbuf_pool.init_queue %pool, %q1, %c1, %c2048 : !ascendc.tbuf_pool<vecin, 2>, !ascendc.que_bind<vecin, vecin, 1>, i32, i32
    %t1 = ascendc.local_tensor : !ascendc.local_tensor<512xf32>
    ascendc.que_bind.alloc_tensor_in_place %q1, %t1 : !ascendc.que_bind<vecin, vecin, 1>, !ascendc.local_tensor<512xf32>
    ascendc.data_copy_l2 %t1, %gxi, %c512 : !ascendc.local_tensor<512xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.que_bind.enque_tensor_pos %q1, %t1, vecin, vecin : !ascendc.que_bind<vecin, vecin, 1>, !ascendc.local_tensor<512xf32>
    %a1 = ascendc.que_bind.deque_tensor_pos %q1, vecin, vecin : !ascendc.que_bind<vecin, vecin, 1>, !ascendc.local_tensor<512xf32>
    ascendc.muls_l2 %ty, %a1, %two, %c512 : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<512xf32>, f32, i32
    ascendc.local_tensor.set_buffer_len %a1, %len : !ascendc.local_tensor<512xf32>, ui32
    %sz = ascendc.local_tensor.get_size %a1 : !ascendc.local_tensor<512xf32>, i32
    ascendc.que_bind.free_tensor %q1, %a1 : !ascendc.que_bind<vecin, vecin, 1>, !ascendc.local_tensor<512xf32>
    ascendc.pipe_barrier pipe_all
    ascendc.tbuf_pool.reset %pool : !ascendc.tbuf_pool<vecin, 2>

    %q2 = ascendc.que_bind : !ascendc.que_bind<vecin, vecin, 1>
    ascendc.tbuf_pool.init_queue %pool, %q2, %c1, %c2048 : !ascendc.tbuf_pool<vecin, 2>, !ascendc.que_bind<vecin, vecin, 1>, i32, i32
    %t2 = ascendc.que_bind.alloc_tensor %q2 : !ascendc.que_bind<vecin, vecin, 1>, !ascendc.local_tensor<512xf32>
    ascendc.data_copy_l2 %t2, %gxi, %c512 : !ascendc.local_tensor<512xf32>, !ascendc.global_tensor<?xf32>, i32
    ascendc.que_bind.enque_tensor %q2, %t2 : !ascendc.que_bind<vecin, vecin, 1>, !ascendc.local_tensor<512xf32>
    %a2 = ascendc.local_tensor : !ascendc.local_tensor<512xf32>
    ascendc.que_bind.deque_tensor_in_place %q2, %a2 : !ascendc.que_bind<vecin, vecin, 1>, !ascendc.local_tensor<512xf32>
    %y2 = ascendc.local_tensor.subindex %ty[%c512] : !ascendc.local_tensor<1024xf32>, i32, !ascendc.local_tensor<1024xf32>
    ascendc.adds_l2 %y2, %a2, %one, %c256 : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<512xf32>, f32, i32
    %hi = ascendc.local_tensor : !ascendc.local_tensor<512xf32>
    ascendc.local_tensor.set_addr_with_offset %hi, %a2, %off256 : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, ui32
    %c768 = arith.constant 768 : i32
    %y3 = ascendc.local_tensor.subindex %ty[%c768] : !ascendc.local_tensor<1024xf32>, i32, !ascendc.local_tensor<1024xf32>
    ascendc.adds_l2 %y3, %hi, %m3, %c256 : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<512xf32>, f32, i32
    ascendc.que_bind.free_tensor %q2, %a2 : !ascendc.que_bind<vecin, vecin, 1>, !ascendc.local_tensor<512xf32>

    %tag = arith.addi %idx, %c10 : i32
    ascendc.local_tensor.set_user_tag %ty, %tag : !ascendc.local_tensor<1024xf32>, i32
    %got = ascendc.local_tensor.get_user_tag %y3 : !ascendc.local_tensor<1024xf32>, i32
    %offs = arith.muli %idx, %c2 : i32
    %offs64 = arith.extsi %offs : i32 to i64
    %i0 = emitc.cast %offs64 : i64 to ui64
    %c1_64 = arith.constant 1 : i64
    %offs64b = arith.addi %offs64, %c1_64 : i64
    %i1 = emitc.cast %offs64b : i64 to ui64
    ascendc.global_tensor.set_value %gs, %i0, %got : !ascendc.global_tensor<?xi32>, ui64, i32
    ascendc.global_tensor.set_value %gs, %i1, %sz : !ascendc.global_tensor<?xi32>, ui64, i32
    ascendc.data_cache_clean_invalid_global %gs {dcciDst = 2 : i32, entireType = 1 : i32} : !ascendc.global_tensor<?xi32>

    ascendc.set_flag v_mte3, %c0 : i32
    ascendc.wait_flag v_mte3, %c0 : i32
    %offy = arith.muli %idx, %c1024 : i32
    %gyi = ascendc.global_tensor.subindex %gy[%offy] : !ascendc.global_tensor<?xf32>, i32, !ascendc.global_tensor<?xf32>
    ascendc.data_copy_l2 %gyi, %ty, %c1024 : !ascendc.global_tensor<?xf32>, !ascendc.local_tensor<1024xf32>, i32
    ascendc.pipe_barrier pipe_all
    return
  }
}
