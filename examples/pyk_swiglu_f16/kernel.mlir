// SwiGLU on f16: y = f16(silu(a) · b) with the arithmetic in f32, each core taking %n
// elements in tiles of 256 (the last one partial, DataCopyPad with 2-byte granules).
// The loop is software-pipelined as Ascend C tutorials write double buffering: tile 0 is
// copied in before the loop, and iteration i copies tile i+1 in (TQue<VECIN, 2>: two tensors may wait in a queue)
// before it computes and copies out tile i. The three f32 scratch tensors are carved out
// of one TBuf with GetWithOffset (element count, byte offset).
// copy_in moves tile i of a and b into their queues (a helper function, defined before
// its caller: functions are translated in module order, without prototypes).
func.func private @copy_in(%qa: !ascendc.queue<vecin, 2>, %qb: !ascendc.queue<vecin, 2>, %ga: !ascendc.global_tensor<*xf16>, %gb: !ascendc.global_tensor<*xf16>, %n: i32, %i: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %tile = arith.constant 256 : i32
  %off = arith.muli %i, %tile : i32
  %left = arith.subi %n, %off : i32
  %cnt = arith.minsi %left, %tile : i32
  %bytes = arith.muli %cnt, %c2 : i32
  %cp = emitasc.init_struct !ascendc.data_copy_params("blockCount" = %c1 : i32, "blockLen" = %bytes : i32, "srcStride" = %c0 : i32, "dstStride" = %c0 : i32)
  %ta = ascendc.que_bind.alloc_tensor %qa : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<256xf16>
  %gai = ascendc.global_tensor.subindex %ga[%off] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
  ascendc.data_copy_pad_l2 %ta, %gai, %cp : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<*xf16>, !ascendc.data_copy_params
  ascendc.que_bind.enque_tensor %qa, %ta : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<256xf16>
  %tb = ascendc.que_bind.alloc_tensor %qb : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<256xf16>
  %gbi = ascendc.global_tensor.subindex %gb[%off] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
  ascendc.data_copy_pad_l2 %tb, %gbi, %cp : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<*xf16>, !ascendc.data_copy_params
  ascendc.que_bind.enque_tensor %qb, %tb : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<256xf16>
  return
}

func.func @swiglu_f16(%ffts: memref<?xui64, 22>, %a: memref<?xf16, 22>, %b: memref<?xf16, 22>, %y: memref<?xf16, 22>, %n: i32) attributes {ascendc.global} {
  ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %tile = arith.constant 256 : i32
  %hbytes = arith.constant 512 : i32
  %fbytes = arith.constant 1024 : i32
  %f2bytes = arith.constant 2048 : i32
  %calc = arith.constant 3072 : i32
  %one = arith.constant 1.0 : f32
  %mone = arith.constant -1.0 : f32
  %idx = ascendc.get_block_idx : i32
  %base = arith.muli %idx, %n : i32
  %base_i = arith.index_cast %base : i32 to index
  %ac = emitasc.ptr_offset %a[%base_i] : memref<?xf16, 22>, memref<?xf16, 22>
  %bc = emitasc.ptr_offset %b[%base_i] : memref<?xf16, 22>, memref<?xf16, 22>
  %yc = emitasc.ptr_offset %y[%base_i] : memref<?xf16, 22>, memref<?xf16, 22>
  %ga = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %ga, %ac, %n : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>, i32
  %gb = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gb, %bc, %n : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>, i32
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gy, %yc, %n : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>, i32
  %pipe = ascendc.pipe
  %qa = ascendc.queue : !ascendc.queue<vecin, 2>
  ascendc.pipe.init_queue %pipe, %qa, %c2, %hbytes : !ascendc.queue<vecin, 2>, i32, i32
  %qb = ascendc.queue : !ascendc.queue<vecin, 2>
  ascendc.pipe.init_queue %pipe, %qb, %c2, %hbytes : !ascendc.queue<vecin, 2>, i32, i32
  %qy = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.pipe.init_queue %pipe, %qy, %c2, %hbytes : !ascendc.queue<vecout, 1>, i32, i32
  %cb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %cb, %calc : !ascendc.tbuf<veccalc>, i32
  %af = ascendc.tbuf.get_with_offset %cb, %tile, %c0 : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<256xf32>
  %bf = ascendc.tbuf.get_with_offset %cb, %tile, %fbytes : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<256xf32>
  %t = ascendc.tbuf.get_with_offset %cb, %tile, %f2bytes : !ascendc.tbuf<veccalc>, i32, i32, !ascendc.local_tensor<256xf32>
  %nm1 = arith.addi %n, %tile : i32
  %nm2 = arith.subi %nm1, %c1 : i32
  %tiles = arith.divui %nm2, %tile : i32
  %has = arith.cmpi sgt, %tiles, %c0 : i32
  scf.if %has {
    func.call @copy_in(%qa, %qb, %ga, %gb, %n, %c0) : (!ascendc.queue<vecin, 2>, !ascendc.queue<vecin, 2>, !ascendc.global_tensor<*xf16>, !ascendc.global_tensor<*xf16>, i32, i32) -> ()
  }
  scf.for %i = %c0 to %tiles step %c1 : i32 {
    %next = arith.addi %i, %c1 : i32
    %more = arith.cmpi slt, %next, %tiles : i32
    scf.if %more {
      func.call @copy_in(%qa, %qb, %ga, %gb, %n, %next) : (!ascendc.queue<vecin, 2>, !ascendc.queue<vecin, 2>, !ascendc.global_tensor<*xf16>, !ascendc.global_tensor<*xf16>, i32, i32) -> ()
    }
    %off = arith.muli %i, %tile : i32
    %left = arith.subi %n, %off : i32
    %cnt = arith.minsi %left, %tile : i32
    %xa = ascendc.que_bind.deque_tensor %qa : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<256xf16>
    %xb = ascendc.que_bind.deque_tensor %qb : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<256xf16>
    %ty = ascendc.que_bind.alloc_tensor %qy : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<256xf16>
    ascendc.cast_l2 %af, %xa, %cnt {roundMode = 0 : i32} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf16>, i32
    ascendc.cast_l2 %bf, %xb, %cnt {roundMode = 0 : i32} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf16>, i32
    ascendc.que_bind.free_tensor %qa, %xa : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<256xf16>
    ascendc.que_bind.free_tensor %qb, %xb : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<256xf16>
    ascendc.pipe_barrier pipe_v
    ascendc.muls_l2 %t, %af, %mone, %cnt : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.exp_l2 %t, %t, %cnt : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.pipe_barrier pipe_v
    ascendc.adds_l2 %t, %t, %one, %cnt : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, i32
    ascendc.pipe_barrier pipe_v
    ascendc.div_l2 %t, %af, %t, %cnt : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.pipe_barrier pipe_v
    ascendc.mul_l2 %t, %t, %bf, %cnt : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.pipe_barrier pipe_v
    ascendc.cast_l2 %ty, %t, %cnt {roundMode = 1 : i32} : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf32>, i32
    ascendc.que_bind.enque_tensor %qy, %ty : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<256xf16>
    %ry = ascendc.que_bind.deque_tensor %qy : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<256xf16>
    %gyi = ascendc.global_tensor.subindex %gy[%off] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
    %bytes = arith.muli %cnt, %c2 : i32
    %cp = emitasc.init_struct !ascendc.data_copy_params("blockCount" = %c1 : i32, "blockLen" = %bytes : i32, "srcStride" = %c0 : i32, "dstStride" = %c0 : i32)
    ascendc.data_copy_pad_l2 %gyi, %ry, %cp : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<256xf16>, !ascendc.data_copy_params
    ascendc.que_bind.free_tensor %qy, %ry : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<256xf16>
  }
  return
}
