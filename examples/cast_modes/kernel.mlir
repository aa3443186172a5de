// Vector Cast with every rounding mode, in the form PyAsc's `asc` frontend emits (GM
// pointers offset per core with emitasc.ptr_offset, TQue in and out, no synchronisation
// of its own). Each core converts %n f32 (n a multiple of 64, at most 2048) and writes:
//   %h: f32 -> f16 with CAST_RINT, FLOOR, CEIL, ROUND, TRUNC, ODD (L2, count form), then
//       CAST_ROUND again at L0 (mask 64 lanes of the wider type, repeat n/64, dst repeat
//       stride 4 blocks, src 8): 7 × n halves;
//   %i: f32 -> s32 with CAST_RINT, FLOOR, CEIL, ROUND, TRUNC: 5 × n ints (saturating);
//   %f: the CAST_FLOOR ints back to f32 with CAST_RINT, and the CAST_ODD halves back to
//       f32 (CAST_NONE), both from TBuf copies: 2 × n floats;
//   %b: f32 -> bf16 with CAST_RINT and CAST_TRUNC: 2 × n.
// Each result has its own tensor of a double-buffered output queue, stored as soon as it
// is computed.
func.func @cast_modes(%x: memref<?xf32, 22>, %h: memref<?xf16, 22>, %i: memref<?xi32, 22>, %f: memref<?xf32, 22>, %b: memref<?xbf16, 22>, %n: i32) attributes {ascendc.global} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %c5 = arith.constant 5 : i32
  %c6 = arith.constant 6 : i32
  %c7 = arith.constant 7 : i32
  %c8 = arith.constant 8 : i32
  %c64 = arith.constant 64 : i32
  %c8192 = arith.constant 8192 : i32
  %idx = ascendc.get_block_idx : i32
  %o1 = arith.muli %idx, %n : i32
  %o1_i = arith.index_cast %o1 : i32 to index
  %n2 = arith.muli %n, %c2 : i32
  %n5 = arith.muli %n, %c5 : i32
  %n7 = arith.muli %n, %c7 : i32
  %o2 = arith.muli %idx, %n2 : i32
  %o2_i = arith.index_cast %o2 : i32 to index
  %o5 = arith.muli %idx, %n5 : i32
  %o5_i = arith.index_cast %o5 : i32 to index
  %o7 = arith.muli %idx, %n7 : i32
  %o7_i = arith.index_cast %o7 : i32 to index
  %xc = emitasc.ptr_offset %x[%o1_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %hc = emitasc.ptr_offset %h[%o7_i] : memref<?xf16, 22>, memref<?xf16, 22>
  %ic = emitasc.ptr_offset %i[%o5_i] : memref<?xi32, 22>, memref<?xi32, 22>
  %fc = emitasc.ptr_offset %f[%o2_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %bc = emitasc.ptr_offset %b[%o2_i] : memref<?xbf16, 22>, memref<?xbf16, 22>
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx, %xc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gh = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gh, %hc : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gi = ascendc.global_tensor : !ascendc.global_tensor<*xi32>
  ascendc.global_tensor.set_global_buffer %gi, %ic : !ascendc.global_tensor<*xi32>, memref<?xi32, 22>
  %gf = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gf, %fc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gb = ascendc.global_tensor : !ascendc.global_tensor<*xbf16>
  ascendc.global_tensor.set_global_buffer %gb, %bc : !ascendc.global_tensor<*xbf16>, memref<?xbf16, 22>
  %pipe = ascendc.pipe
  %qx = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.pipe.init_queue %pipe, %qx, %c1, %c8192 : !ascendc.queue<vecin, 1>, i32, i32
  %qo = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.pipe.init_queue %pipe, %qo, %c2, %c8192 : !ascendc.queue<vecout, 1>, i32, i32
  %tib = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %tib, %c8192 : !ascendc.tbuf<veccalc>, i32
  %wi = ascendc.tbuf.get_tensor %tib : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<*xi32>
  %thb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %thb, %c8192 : !ascendc.tbuf<veccalc>, i32
  %wh = ascendc.tbuf.get_tensor %thb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<*xf16>
  %tx = ascendc.que_bind.alloc_tensor %qx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf32>
  ascendc.data_copy_l2 %tx, %gx, %n : !ascendc.local_tensor<*xf32>, !ascendc.global_tensor<*xf32>, i32
  ascendc.que_bind.enque_tensor %qx, %tx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf32>
  %ax = ascendc.que_bind.deque_tensor %qx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf32>
  %rep = arith.divui %n, %c64 : i32
  %rp = ascendc.construct !ascendc.unary_repeat_params(%c1, %c1, %c4, %c8) : i32, i32, i32, i32
  %t0 = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  ascendc.cast_l2 %t0, %ax, %n {roundMode = 1 : i32} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf32>, i32
  ascendc.que_bind.enque_tensor %qo, %t0 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  %r0 = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  %s0 = arith.muli %n, %c0 : i32
  %g0 = ascendc.global_tensor.subindex %gh[%s0] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
  ascendc.data_copy_l2 %g0, %r0, %n : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32
  ascendc.que_bind.free_tensor %qo, %r0 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  %t1 = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  ascendc.cast_l2 %t1, %ax, %n {roundMode = 2 : i32} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf32>, i32
  ascendc.que_bind.enque_tensor %qo, %t1 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  %r1 = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  %s1 = arith.muli %n, %c1 : i32
  %g1 = ascendc.global_tensor.subindex %gh[%s1] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
  ascendc.data_copy_l2 %g1, %r1, %n : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32
  ascendc.que_bind.free_tensor %qo, %r1 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  %t2 = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  ascendc.cast_l2 %t2, %ax, %n {roundMode = 3 : i32} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf32>, i32
  ascendc.que_bind.enque_tensor %qo, %t2 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  %r2 = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  %s2 = arith.muli %n, %c2 : i32
  %g2 = ascendc.global_tensor.subindex %gh[%s2] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
  ascendc.data_copy_l2 %g2, %r2, %n : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32
  ascendc.que_bind.free_tensor %qo, %r2 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  %t3 = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  ascendc.cast_l2 %t3, %ax, %n {roundMode = 4 : i32} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf32>, i32
  ascendc.que_bind.enque_tensor %qo, %t3 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  %r3 = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  %s3 = arith.muli %n, %c3 : i32
  %g3 = ascendc.global_tensor.subindex %gh[%s3] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
  ascendc.data_copy_l2 %g3, %r3, %n : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32
  ascendc.que_bind.free_tensor %qo, %r3 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  %t4 = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  ascendc.cast_l2 %t4, %ax, %n {roundMode = 5 : i32} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf32>, i32
  ascendc.que_bind.enque_tensor %qo, %t4 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  %r4 = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  %s4 = arith.muli %n, %c4 : i32
  %g4 = ascendc.global_tensor.subindex %gh[%s4] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
  ascendc.data_copy_l2 %g4, %r4, %n : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32
  ascendc.que_bind.free_tensor %qo, %r4 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  %t5 = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  ascendc.cast_l2 %t5, %ax, %n {roundMode = 6 : i32} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf32>, i32
  ascendc.que_bind.enque_tensor %qo, %t5 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  %r5 = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  %s5 = arith.muli %n, %c5 : i32
  %g5 = ascendc.global_tensor.subindex %gh[%s5] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
  ascendc.data_copy_l2 %g5, %r5, %n : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32
  ascendc.que_bind.free_tensor %qo, %r5 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  %t6 = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  ascendc.cast_l0 %t6, %ax, %c64, %rep, %rp {roundMode = 4 : i32, isSetMask} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf32>, i32, i32, !ascendc.unary_repeat_params
  ascendc.que_bind.enque_tensor %qo, %t6 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  %r6 = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  %s6 = arith.muli %n, %c6 : i32
  %g6 = ascendc.global_tensor.subindex %gh[%s6] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
  ascendc.data_copy_l2 %g6, %r6, %n : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<*xf16>, i32
  ascendc.que_bind.free_tensor %qo, %r6 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf16>
  %t7 = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xi32>
  ascendc.cast_l2 %t7, %ax, %n {roundMode = 1 : i32} : !ascendc.local_tensor<*xi32>, !ascendc.local_tensor<*xf32>, i32
  ascendc.que_bind.enque_tensor %qo, %t7 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xi32>
  %r7 = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xi32>
  %s7 = arith.muli %n, %c0 : i32
  %g7 = ascendc.global_tensor.subindex %gi[%s7] : !ascendc.global_tensor<*xi32>, i32, !ascendc.global_tensor<*xi32>
  ascendc.data_copy_l2 %g7, %r7, %n : !ascendc.global_tensor<*xi32>, !ascendc.local_tensor<*xi32>, i32
  ascendc.que_bind.free_tensor %qo, %r7 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xi32>
  %t8 = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xi32>
  ascendc.cast_l2 %t8, %ax, %n {roundMode = 2 : i32} : !ascendc.local_tensor<*xi32>, !ascendc.local_tensor<*xf32>, i32
  ascendc.que_bind.enque_tensor %qo, %t8 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xi32>
  %r8 = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xi32>
  %s8 = arith.muli %n, %c1 : i32
  %g8 = ascendc.global_tensor.subindex %gi[%s8] : !ascendc.global_tensor<*xi32>, i32, !ascendc.global_tensor<*xi32>
  ascendc.data_copy_l2 %g8, %r8, %n : !ascendc.global_tensor<*xi32>, !ascendc.local_tensor<*xi32>, i32
  ascendc.que_bind.free_tensor %qo, %r8 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xi32>
  %t9 = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xi32>
  ascendc.cast_l2 %t9, %ax, %n {roundMode = 3 : i32} : !ascendc.local_tensor<*xi32>, !ascendc.local_tensor<*xf32>, i32
  ascendc.que_bind.enque_tensor %qo, %t9 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xi32>
  %r9 = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xi32>
  %s9 = arith.muli %n, %c2 : i32
  %g9 = ascendc.global_tensor.subindex %gi[%s9] : !ascendc.global_tensor<*xi32>, i32, !ascendc.global_tensor<*xi32>
  ascendc.data_copy_l2 %g9, %r9, %n : !ascendc.global_tensor<*xi32>, !ascendc.local_tensor<*xi32>, i32
  ascendc.que_bind.free_tensor %qo, %r9 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xi32>
  %t10 = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xi32>
  ascendc.cast_l2 %t10, %ax, %n {roundMode = 4 : i32} : !ascendc.local_tensor<*xi32>, !ascendc.local_tensor<*xf32>, i32
  ascendc.que_bind.enque_tensor %qo, %t10 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xi32>
  %r10 = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xi32>
  %s10 = arith.muli %n, %c3 : i32
  %g10 = ascendc.global_tensor.subindex %gi[%s10] : !ascendc.global_tensor<*xi32>, i32, !ascendc.global_tensor<*xi32>
  ascendc.data_copy_l2 %g10, %r10, %n : !ascendc.global_tensor<*xi32>, !ascendc.local_tensor<*xi32>, i32
  ascendc.que_bind.free_tensor %qo, %r10 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xi32>
  %t11 = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xi32>
  ascendc.cast_l2 %t11, %ax, %n {roundMode = 5 : i32} : !ascendc.local_tensor<*xi32>, !ascendc.local_tensor<*xf32>, i32
  ascendc.que_bind.enque_tensor %qo, %t11 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xi32>
  %r11 = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xi32>
  %s11 = arith.muli %n, %c4 : i32
  %g11 = ascendc.global_tensor.subindex %gi[%s11] : !ascendc.global_tensor<*xi32>, i32, !ascendc.global_tensor<*xi32>
  ascendc.data_copy_l2 %g11, %r11, %n : !ascendc.global_tensor<*xi32>, !ascendc.local_tensor<*xi32>, i32
  ascendc.que_bind.free_tensor %qo, %r11 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xi32>
  ascendc.cast_l2 %wi, %ax, %n {roundMode = 2 : i32} : !ascendc.local_tensor<*xi32>, !ascendc.local_tensor<*xf32>, i32
  ascendc.cast_l2 %wh, %ax, %n {roundMode = 6 : i32} : !ascendc.local_tensor<*xf16>, !ascendc.local_tensor<*xf32>, i32
  %t12 = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
  ascendc.cast_l2 %t12, %wi, %n {roundMode = 1 : i32} : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xi32>, i32
  ascendc.que_bind.enque_tensor %qo, %t12 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
  %r12 = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
  %s12 = arith.muli %n, %c0 : i32
  %g12 = ascendc.global_tensor.subindex %gf[%s12] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  ascendc.data_copy_l2 %g12, %r12, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
  ascendc.que_bind.free_tensor %qo, %r12 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
  %t13 = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
  ascendc.cast_l2 %t13, %wh, %n {roundMode = 0 : i32} : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf16>, i32
  ascendc.que_bind.enque_tensor %qo, %t13 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
  %r13 = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
  %s13 = arith.muli %n, %c1 : i32
  %g13 = ascendc.global_tensor.subindex %gf[%s13] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  ascendc.data_copy_l2 %g13, %r13, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
  ascendc.que_bind.free_tensor %qo, %r13 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
  %t14 = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xbf16>
  ascendc.cast_l2 %t14, %ax, %n {roundMode = 1 : i32} : !ascendc.local_tensor<*xbf16>, !ascendc.local_tensor<*xf32>, i32
  ascendc.que_bind.enque_tensor %qo, %t14 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xbf16>
  %r14 = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xbf16>
  %s14 = arith.muli %n, %c0 : i32
  %g14 = ascendc.global_tensor.subindex %gb[%s14] : !ascendc.global_tensor<*xbf16>, i32, !ascendc.global_tensor<*xbf16>
  ascendc.data_copy_l2 %g14, %r14, %n : !ascendc.global_tensor<*xbf16>, !ascendc.local_tensor<*xbf16>, i32
  ascendc.que_bind.free_tensor %qo, %r14 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xbf16>
  %t15 = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xbf16>
  ascendc.cast_l2 %t15, %ax, %n {roundMode = 5 : i32} : !ascendc.local_tensor<*xbf16>, !ascendc.local_tensor<*xf32>, i32
  ascendc.que_bind.enque_tensor %qo, %t15 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xbf16>
  %r15 = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xbf16>
  %s15 = arith.muli %n, %c1 : i32
  %g15 = ascendc.global_tensor.subindex %gb[%s15] : !ascendc.global_tensor<*xbf16>, i32, !ascendc.global_tensor<*xbf16>
  ascendc.data_copy_l2 %g15, %r15, %n : !ascendc.global_tensor<*xbf16>, !ascendc.local_tensor<*xbf16>, i32
  ascendc.que_bind.free_tensor %qo, %r15 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xbf16>
  ascendc.que_bind.free_tensor %qx, %ax : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf32>
  return
}
