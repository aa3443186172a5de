// f16 vector instructions at L0 and L1 (128 lanes a repeat, both mask words), in the form
// PyAsc's `asc` frontend emits (GM pointers offset per core with emitasc.ptr_offset, TQue
// in and out, no synchronisation of its own). Each core reads 1024 halves x and y and
// writes one 1024-half result per slot of %o, each starting from a Duplicate of -1:
//   h0  Add L1, mask words mask[0] = 0xFFFF0000FFFF0000 (lanes 0-63), mask[1] =
//       0x00000000FFFFFFFF (lanes 64-127), 8 repeats
//   h1  Mul L0, lanes [0, 100) of 4 repeats, dst repeat stride 16 blocks (every other
//       repeat's worth of dst is skipped), sources contiguous
//   h2  Duplicate L0 of a one-element tensor (x's element 5, read by GetValue once the
//       vector unit has used x: a scalar read first would race with the copy on c220,
//       where PyAsc's sync orders scalar accesses after the vector unit only) on lanes [0, 72) of 4
//       repeats, dst block stride 2 (every other block), repeat stride 16
//   h3  Maxs L1 with a scalar, mask words 0 and all ones (lanes 64-127), 8 repeats; src block
//       stride 0 (every block of a repeat reads the repeat's first block)
func.func @vec_masks_f16(%x: memref<?xf16, 22>, %y: memref<?xf16, 22>, %o: memref<?xf16, 22>) attributes {ascendc.global} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %c5 = arith.constant 5 : i32
  %c8 = arith.constant 8 : i32
  %c16 = arith.constant 16 : i32
  %c72 = arith.constant 72 : i32
  %c100 = arith.constant 100 : i32
  %c1024 = arith.constant 1024 : i32
  %c2048 = arith.constant 2048 : i32
  %c4096 = arith.constant 4096 : i32
  %m1 = arith.constant -1.0 : f16
  %q = arith.constant 0.25 : f16
  %idx = ascendc.get_block_idx : i32
  %o1 = arith.muli %idx, %c1024 : i32
  %o1_i = arith.index_cast %o1 : i32 to index
  %o4 = arith.muli %idx, %c4096 : i32
  %o4_i = arith.index_cast %o4 : i32 to index
  %xc = emitasc.ptr_offset %x[%o1_i] : memref<?xf16, 22>, memref<?xf16, 22>
  %yc = emitasc.ptr_offset %y[%o1_i] : memref<?xf16, 22>, memref<?xf16, 22>
  %oc = emitasc.ptr_offset %o[%o4_i] : memref<?xf16, 22>, memref<?xf16, 22>
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gx, %xc : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gy, %yc : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %go = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %go, %oc : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %pipe = ascendc.pipe
  %qin = ascendc.queue : !ascendc.queue<vecin, 2>
  ascendc.pipe.init_queue %pipe, %qin, %c2, %c2048 : !ascendc.queue<vecin, 2>, i32, i32
  %qo = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.pipe.init_queue %pipe, %qo, %c2, %c2048 : !ascendc.queue<vecout, 1>, i32, i32
  %sb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %sb, %c16 : !ascendc.tbuf<veccalc>, i32
  %one1 = ascendc.tbuf.get_tensor %sb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<1xf16>
  %tx0 = ascendc.que_bind.alloc_tensor %qin : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<1024xf16>
  ascendc.data_copy_l2 %tx0, %gx, %c1024 : !ascendc.local_tensor<1024xf16>, !ascendc.global_tensor<*xf16>, i32
  ascendc.que_bind.enque_tensor %qin, %tx0 : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<1024xf16>
  %ty0 = ascendc.que_bind.alloc_tensor %qin : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<1024xf16>
  ascendc.data_copy_l2 %ty0, %gy, %c1024 : !ascendc.local_tensor<1024xf16>, !ascendc.global_tensor<*xf16>, i32
  ascendc.que_bind.enque_tensor %qin, %ty0 : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<1024xf16>
  %tx = ascendc.que_bind.deque_tensor %qin : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<1024xf16>
  %ty = ascendc.que_bind.deque_tensor %qin : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<1024xf16>
  %t0 = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf16>
  ascendc.duplicate_l2 %t0, %m1, %c1024 : !ascendc.local_tensor<1024xf16>, f16, i32
  %w0 = arith.constant -281470681808896 : i64
  %w1 = arith.constant 4294967295 : i64
  %w0u = emitc.cast %w0 : i64 to ui64
  %w1u = emitc.cast %w1 : i64 to ui64
  %bp0 = ascendc.construct !ascendc.binary_repeat_params(%c1, %c1, %c1, %c8, %c8, %c8) : i32, i32, i32, i32, i32, i32
  ascendc.add_l1 %t0, %tx, %ty, %w0u, %w1u, %c8, %bp0 {isSetMask} : !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, ui64, ui64, i32, !ascendc.binary_repeat_params
  ascendc.que_bind.enque_tensor %qo, %t0 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf16>
  %r0 = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf16>
  %s0 = arith.muli %c1024, %c0 : i32
  %g0 = ascendc.global_tensor.subindex %go[%s0] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
  ascendc.data_copy_l2 %g0, %r0, %c1024 : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<1024xf16>, i32
  ascendc.que_bind.free_tensor %qo, %r0 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf16>
  %t1 = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf16>
  ascendc.duplicate_l2 %t1, %m1, %c1024 : !ascendc.local_tensor<1024xf16>, f16, i32
  %bp1 = ascendc.construct !ascendc.binary_repeat_params(%c1, %c1, %c1, %c16, %c8, %c8) : i32, i32, i32, i32, i32, i32
  ascendc.mul_l0 %t1, %tx, %ty, %c100, %c4, %bp1 {isSetMask} : !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, i32, i32, !ascendc.binary_repeat_params
  ascendc.que_bind.enque_tensor %qo, %t1 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf16>
  %r1 = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf16>
  %s1 = arith.muli %c1024, %c1 : i32
  %g1 = ascendc.global_tensor.subindex %go[%s1] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
  ascendc.data_copy_l2 %g1, %r1, %c1024 : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<1024xf16>, i32
  ascendc.que_bind.free_tensor %qo, %r1 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf16>
  %x5 = ascendc.local_tensor.get_value %tx, %c5 : !ascendc.local_tensor<1024xf16>, i32, f16
  ascendc.local_tensor.set_value %one1, %c0, %x5 : !ascendc.local_tensor<1xf16>, i32, f16
  %t2 = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf16>
  ascendc.duplicate_l2 %t2, %m1, %c1024 : !ascendc.local_tensor<1024xf16>, f16, i32
  ascendc.duplicate_l0 %t2, %one1, %c72, %c4, %c2, %c16 {isSetMask} : !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1xf16>, i32, i32, i32, i32
  ascendc.que_bind.enque_tensor %qo, %t2 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf16>
  %r2 = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf16>
  %s2 = arith.muli %c1024, %c2 : i32
  %g2 = ascendc.global_tensor.subindex %go[%s2] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
  ascendc.data_copy_l2 %g2, %r2, %c1024 : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<1024xf16>, i32
  ascendc.que_bind.free_tensor %qo, %r2 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf16>
  %t3 = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf16>
  ascendc.duplicate_l2 %t3, %m1, %c1024 : !ascendc.local_tensor<1024xf16>, f16, i32
  %z3 = arith.constant 0 : i64
  %lo3 = arith.constant -1 : i64
  %z3u = emitc.cast %z3 : i64 to ui64
  %lo3u = emitc.cast %lo3 : i64 to ui64
  %up3 = ascendc.construct !ascendc.unary_repeat_params(%c1, %c0, %c8, %c8) : i32, i32, i32, i32
  ascendc.maxs_l1 %t3, %tx, %q, %z3u, %lo3u, %c8, %up3 {isSetMask} : !ascendc.local_tensor<1024xf16>, !ascendc.local_tensor<1024xf16>, f16, ui64, ui64, i32, !ascendc.unary_repeat_params
  ascendc.que_bind.enque_tensor %qo, %t3 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf16>
  %r3 = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf16>
  %s3 = arith.muli %c1024, %c3 : i32
  %g3 = ascendc.global_tensor.subindex %go[%s3] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
  ascendc.data_copy_l2 %g3, %r3, %c1024 : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<1024xf16>, i32
  ascendc.que_bind.free_tensor %qo, %r3 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf16>
  ascendc.que_bind.free_tensor %qin, %tx : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<1024xf16>
  ascendc.que_bind.free_tensor %qin, %ty : !ascendc.queue<vecin, 2>, !ascendc.local_tensor<1024xf16>
  return
}
