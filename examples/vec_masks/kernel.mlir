// Vector instructions at L0 and L1 (mask, repeat, block and repeat strides), in counter
// mode, and on int32, in the form PyAsc's `asc` frontend emits (GM pointers offset per
// core with emitasc.ptr_offset, TQue in and out, no synchronisation of its own). Each core
// reads 512 f32 x, y and 512 i32 xi, yi and writes one 512-element result per slot of
// %of (f32) and %oi (i32), each from its own tensor of a double-buffered output queue:
//   f0  Add L0: lanes [0, 40) of 4 repeats; src1 read every other block (block stride 2,
//       repeat stride 16); the rest of dst keeps the Duplicate of -1 before it
//   f1  Mul L1: mask word 0xF0F0F0F0F0F0F0F0 (lanes 4-7, 12-15, ...), 8 repeats
//   f2  Sub L0 in counter mode: 300 elements from the mask register (isSetMask off)
//   f3  Abs L0: src read with repeat stride 4 (repeats overlap by half), dst repeat 8
//   f4  Adds L1 with both halves of the mask register from set_vector_mask_l1, then Maxs
//       L0 with a one-element tensor scalar
//   f5  Relu L0 on lanes [0, 64) with dst block stride 2 over 2 repeats of dst stride 16
//   i0..i6  int32: Add, Sub, Mul, Max, Min (L2), Adds L0 with mask 24, ShiftLeft by 3 (L2)
func.func @vec_masks(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>, %xi: memref<?xi32, 22>, %yi: memref<?xi32, 22>, %of: memref<?xf32, 22>, %oi: memref<?xi32, 22>) attributes {ascendc.global} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %c5 = arith.constant 5 : i32
  %c6 = arith.constant 6 : i32
  %c8 = arith.constant 8 : i32
  %c16 = arith.constant 16 : i32
  %c24 = arith.constant 24 : i32
  %c40 = arith.constant 40 : i32
  %c64 = arith.constant 64 : i32
  %c300 = arith.constant 300 : i32
  %c512 = arith.constant 512 : i32
  %c2048 = arith.constant 2048 : i32
  %c3584 = arith.constant 3584 : i32
  %m1 = arith.constant -1.0 : f32
  %half = arith.constant 0.5 : f32
  %idx = ascendc.get_block_idx : i32
  %o1 = arith.muli %idx, %c512 : i32
  %o1_i = arith.index_cast %o1 : i32 to index
  %o7 = arith.muli %idx, %c3584 : i32
  %o7_i = arith.index_cast %o7 : i32 to index
  %xc = emitasc.ptr_offset %x[%o1_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %yc = emitasc.ptr_offset %y[%o1_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %xic = emitasc.ptr_offset %xi[%o1_i] : memref<?xi32, 22>, memref<?xi32, 22>
  %yic = emitasc.ptr_offset %yi[%o1_i] : memref<?xi32, 22>, memref<?xi32, 22>
  %ofc = emitasc.ptr_offset %of[%o7_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %oic = emitasc.ptr_offset %oi[%o7_i] : memref<?xi32, 22>, memref<?xi32, 22>
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx, %xc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gy, %yc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gxi = ascendc.global_tensor : !ascendc.global_tensor<*xi32>
  ascendc.global_tensor.set_global_buffer %gxi, %xic : !ascendc.global_tensor<*xi32>, memref<?xi32, 22>
  %gyi = ascendc.global_tensor : !ascendc.global_tensor<*xi32>
  ascendc.global_tensor.set_global_buffer %gyi, %yic : !ascendc.global_tensor<*xi32>, memref<?xi32, 22>
  %gf = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gf, %ofc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gi = ascendc.global_tensor : !ascendc.global_tensor<*xi32>
  ascendc.global_tensor.set_global_buffer %gi, %oic : !ascendc.global_tensor<*xi32>, memref<?xi32, 22>
  %pipe = ascendc.pipe
  %qin = ascendc.queue : !ascendc.queue<vecin, 4>
  ascendc.pipe.init_queue %pipe, %qin, %c4, %c2048 : !ascendc.queue<vecin, 4>, i32, i32
  %qo = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.pipe.init_queue %pipe, %qo, %c2, %c2048 : !ascendc.queue<vecout, 1>, i32, i32
  %sb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %sb, %c64 : !ascendc.tbuf<veccalc>, i32
  %s1 = ascendc.tbuf.get_tensor %sb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<1xf32>
  %tx0 = ascendc.que_bind.alloc_tensor %qin : !ascendc.queue<vecin, 4>, !ascendc.local_tensor<512xf32>
  ascendc.data_copy_l2 %tx0, %gx, %c512 : !ascendc.local_tensor<512xf32>, !ascendc.global_tensor<*xf32>, i32
  ascendc.que_bind.enque_tensor %qin, %tx0 : !ascendc.queue<vecin, 4>, !ascendc.local_tensor<512xf32>
  %ty0 = ascendc.que_bind.alloc_tensor %qin : !ascendc.queue<vecin, 4>, !ascendc.local_tensor<512xf32>
  ascendc.data_copy_l2 %ty0, %gy, %c512 : !ascendc.local_tensor<512xf32>, !ascendc.global_tensor<*xf32>, i32
  ascendc.que_bind.enque_tensor %qin, %ty0 : !ascendc.queue<vecin, 4>, !ascendc.local_tensor<512xf32>
  %txi0 = ascendc.que_bind.alloc_tensor %qin : !ascendc.queue<vecin, 4>, !ascendc.local_tensor<512xi32>
  ascendc.data_copy_l2 %txi0, %gxi, %c512 : !ascendc.local_tensor<512xi32>, !ascendc.global_tensor<*xi32>, i32
  ascendc.que_bind.enque_tensor %qin, %txi0 : !ascendc.queue<vecin, 4>, !ascendc.local_tensor<512xi32>
  %tyi0 = ascendc.que_bind.alloc_tensor %qin : !ascendc.queue<vecin, 4>, !ascendc.local_tensor<512xi32>
  ascendc.data_copy_l2 %tyi0, %gyi, %c512 : !ascendc.local_tensor<512xi32>, !ascendc.global_tensor<*xi32>, i32
  ascendc.que_bind.enque_tensor %qin, %tyi0 : !ascendc.queue<vecin, 4>, !ascendc.local_tensor<512xi32>
  %tx = ascendc.que_bind.deque_tensor %qin : !ascendc.queue<vecin, 4>, !ascendc.local_tensor<512xf32>
  %ty = ascendc.que_bind.deque_tensor %qin : !ascendc.queue<vecin, 4>, !ascendc.local_tensor<512xf32>
  %txi = ascendc.que_bind.deque_tensor %qin : !ascendc.queue<vecin, 4>, !ascendc.local_tensor<512xi32>
  %tyi = ascendc.que_bind.deque_tensor %qin : !ascendc.queue<vecin, 4>, !ascendc.local_tensor<512xi32>
  %t_f0 = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xf32>
  ascendc.duplicate_l2 %t_f0, %m1, %c512 : !ascendc.local_tensor<512xf32>, f32, i32
  %bp0 = ascendc.construct !ascendc.binary_repeat_params(%c1, %c1, %c2, %c8, %c8, %c16) : i32, i32, i32, i32, i32, i32
  ascendc.add_l0 %t_f0, %tx, %ty, %c40, %c4, %bp0 {isSetMask} : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, i32, i32, !ascendc.binary_repeat_params
  ascendc.que_bind.enque_tensor %qo, %t_f0 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xf32>
  %r_f0 = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xf32>
  %s_f0 = arith.muli %c512, %c0 : i32
  %g_f0 = ascendc.global_tensor.subindex %gf[%s_f0] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  ascendc.data_copy_l2 %g_f0, %r_f0, %c512 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<512xf32>, i32
  ascendc.que_bind.free_tensor %qo, %r_f0 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xf32>
  %t_f1 = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xf32>
  ascendc.duplicate_l2 %t_f1, %m1, %c512 : !ascendc.local_tensor<512xf32>, f32, i32
  %mw = arith.constant -1085102592571150096 : i64
  %mwu = emitc.cast %mw : i64 to ui64
  %bp1 = ascendc.construct !ascendc.binary_repeat_params(%c1, %c1, %c1, %c8, %c8, %c8) : i32, i32, i32, i32, i32, i32
  ascendc.mul_l1 %t_f1, %tx, %ty, %mwu, %c8, %bp1 {isSetMask} : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, ui64, i32, !ascendc.binary_repeat_params
  ascendc.que_bind.enque_tensor %qo, %t_f1 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xf32>
  %r_f1 = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xf32>
  %s_f1 = arith.muli %c512, %c1 : i32
  %g_f1 = ascendc.global_tensor.subindex %gf[%s_f1] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  ascendc.data_copy_l2 %g_f1, %r_f1, %c512 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<512xf32>, i32
  ascendc.que_bind.free_tensor %qo, %r_f1 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xf32>
  %t_f2 = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xf32>
  ascendc.duplicate_l2 %t_f2, %m1, %c512 : !ascendc.local_tensor<512xf32>, f32, i32
  ascendc.set_mask_count
  ascendc.set_vector_mask_l0 %c300 {dtype = f32, mode = 1 : i32} : i32
  %bp2 = ascendc.construct !ascendc.binary_repeat_params(%c1, %c1, %c1, %c8, %c8, %c8) : i32, i32, i32, i32, i32, i32
  ascendc.sub_l0 %t_f2, %tx, %ty, %c64, %c1, %bp2 : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, i32, i32, !ascendc.binary_repeat_params
  ascendc.set_mask_norm
  ascendc.que_bind.enque_tensor %qo, %t_f2 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xf32>
  %r_f2 = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xf32>
  %s_f2 = arith.muli %c512, %c2 : i32
  %g_f2 = ascendc.global_tensor.subindex %gf[%s_f2] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  ascendc.data_copy_l2 %g_f2, %r_f2, %c512 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<512xf32>, i32
  ascendc.que_bind.free_tensor %qo, %r_f2 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xf32>
  %t_f3 = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xf32>
  ascendc.duplicate_l2 %t_f3, %m1, %c512 : !ascendc.local_tensor<512xf32>, f32, i32
  %up3 = ascendc.construct !ascendc.unary_repeat_params(%c1, %c1, %c8, %c4) : i32, i32, i32, i32
  ascendc.abs_l0 %t_f3, %tx, %c64, %c8, %up3 {isSetMask} : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, i32, i32, !ascendc.unary_repeat_params
  ascendc.que_bind.enque_tensor %qo, %t_f3 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xf32>
  %r_f3 = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xf32>
  %s_f3 = arith.muli %c512, %c3 : i32
  %g_f3 = ascendc.global_tensor.subindex %gf[%s_f3] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  ascendc.data_copy_l2 %g_f3, %r_f3, %c512 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<512xf32>, i32
  ascendc.que_bind.free_tensor %qo, %r_f3 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xf32>
  %t_f4 = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xf32>
  ascendc.duplicate_l2 %t_f4, %m1, %c512 : !ascendc.local_tensor<512xf32>, f32, i32
  %hi4 = arith.constant 0 : i64
  %lo4 = arith.constant 6148914691236517205 : i64
  ascendc.set_vector_mask_l1 %hi4, %lo4 {dtype = f32, mode = 0 : i32} : i64, i64
  %up4 = ascendc.construct !ascendc.unary_repeat_params(%c1, %c1, %c8, %c8) : i32, i32, i32, i32
  %lo4u = emitc.cast %lo4 : i64 to ui64
  ascendc.adds_l1 %t_f4, %tx, %half, %lo4u, %c8, %up4 : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, f32, ui64, i32, !ascendc.unary_repeat_params
  ascendc.local_tensor.set_value %s1, %c0, %half : !ascendc.local_tensor<1xf32>, i32, f32
  ascendc.maxs_l0 %t_f4, %t_f4, %s1, %c64, %c8, %up4 {isSetMask} : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<1xf32>, i32, i32, !ascendc.unary_repeat_params
  ascendc.que_bind.enque_tensor %qo, %t_f4 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xf32>
  %r_f4 = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xf32>
  %s_f4 = arith.muli %c512, %c4 : i32
  %g_f4 = ascendc.global_tensor.subindex %gf[%s_f4] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  ascendc.data_copy_l2 %g_f4, %r_f4, %c512 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<512xf32>, i32
  ascendc.que_bind.free_tensor %qo, %r_f4 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xf32>
  %t_f5 = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xf32>
  ascendc.duplicate_l2 %t_f5, %m1, %c512 : !ascendc.local_tensor<512xf32>, f32, i32
  %up5 = ascendc.construct !ascendc.unary_repeat_params(%c2, %c1, %c16, %c8) : i32, i32, i32, i32
  ascendc.relu_l0 %t_f5, %tx, %c64, %c2, %up5 {isSetMask} : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, i32, i32, !ascendc.unary_repeat_params
  ascendc.que_bind.enque_tensor %qo, %t_f5 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xf32>
  %r_f5 = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xf32>
  %s_f5 = arith.muli %c512, %c5 : i32
  %g_f5 = ascendc.global_tensor.subindex %gf[%s_f5] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  ascendc.data_copy_l2 %g_f5, %r_f5, %c512 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<512xf32>, i32
  ascendc.que_bind.free_tensor %qo, %r_f5 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xf32>
  %t_i0 = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xi32>
  ascendc.add_l2 %t_i0, %txi, %tyi, %c512 : !ascendc.local_tensor<512xi32>, !ascendc.local_tensor<512xi32>, !ascendc.local_tensor<512xi32>, i32
  ascendc.que_bind.enque_tensor %qo, %t_i0 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xi32>
  %r_i0 = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xi32>
  %s_i0 = arith.muli %c512, %c0 : i32
  %g_i0 = ascendc.global_tensor.subindex %gi[%s_i0] : !ascendc.global_tensor<*xi32>, i32, !ascendc.global_tensor<*xi32>
  ascendc.data_copy_l2 %g_i0, %r_i0, %c512 : !ascendc.global_tensor<*xi32>, !ascendc.local_tensor<512xi32>, i32
  ascendc.que_bind.free_tensor %qo, %r_i0 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xi32>
  %t_i1 = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xi32>
  ascendc.sub_l2 %t_i1, %txi, %tyi, %c512 : !ascendc.local_tensor<512xi32>, !ascendc.local_tensor<512xi32>, !ascendc.local_tensor<512xi32>, i32
  ascendc.que_bind.enque_tensor %qo, %t_i1 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xi32>
  %r_i1 = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xi32>
  %s_i1 = arith.muli %c512, %c1 : i32
  %g_i1 = ascendc.global_tensor.subindex %gi[%s_i1] : !ascendc.global_tensor<*xi32>, i32, !ascendc.global_tensor<*xi32>
  ascendc.data_copy_l2 %g_i1, %r_i1, %c512 : !ascendc.global_tensor<*xi32>, !ascendc.local_tensor<512xi32>, i32
  ascendc.que_bind.free_tensor %qo, %r_i1 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xi32>
  %t_i2 = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xi32>
  ascendc.mul_l2 %t_i2, %txi, %tyi, %c512 : !ascendc.local_tensor<512xi32>, !ascendc.local_tensor<512xi32>, !ascendc.local_tensor<512xi32>, i32
  ascendc.que_bind.enque_tensor %qo, %t_i2 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xi32>
  %r_i2 = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xi32>
  %s_i2 = arith.muli %c512, %c2 : i32
  %g_i2 = ascendc.global_tensor.subindex %gi[%s_i2] : !ascendc.global_tensor<*xi32>, i32, !ascendc.global_tensor<*xi32>
  ascendc.data_copy_l2 %g_i2, %r_i2, %c512 : !ascendc.global_tensor<*xi32>, !ascendc.local_tensor<512xi32>, i32
  ascendc.que_bind.free_tensor %qo, %r_i2 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xi32>
  %t_i3 = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xi32>
  ascendc.max_l2 %t_i3, %txi, %tyi, %c512 : !ascendc.local_tensor<512xi32>, !ascendc.local_tensor<512xi32>, !ascendc.local_tensor<512xi32>, i32
  ascendc.que_bind.enque_tensor %qo, %t_i3 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xi32>
  %r_i3 = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xi32>
  %s_i3 = arith.muli %c512, %c3 : i32
  %g_i3 = ascendc.global_tensor.subindex %gi[%s_i3] : !ascendc.global_tensor<*xi32>, i32, !ascendc.global_tensor<*xi32>
  ascendc.data_copy_l2 %g_i3, %r_i3, %c512 : !ascendc.global_tensor<*xi32>, !ascendc.local_tensor<512xi32>, i32
  ascendc.que_bind.free_tensor %qo, %r_i3 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xi32>
  %t_i4 = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xi32>
  ascendc.min_l2 %t_i4, %txi, %tyi, %c512 : !ascendc.local_tensor<512xi32>, !ascendc.local_tensor<512xi32>, !ascendc.local_tensor<512xi32>, i32
  ascendc.que_bind.enque_tensor %qo, %t_i4 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xi32>
  %r_i4 = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xi32>
  %s_i4 = arith.muli %c512, %c4 : i32
  %g_i4 = ascendc.global_tensor.subindex %gi[%s_i4] : !ascendc.global_tensor<*xi32>, i32, !ascendc.global_tensor<*xi32>
  ascendc.data_copy_l2 %g_i4, %r_i4, %c512 : !ascendc.global_tensor<*xi32>, !ascendc.local_tensor<512xi32>, i32
  ascendc.que_bind.free_tensor %qo, %r_i4 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xi32>
  %t_i5 = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xi32>
  %k7 = arith.constant 7 : i32
  ascendc.duplicate_l2 %t_i5, %c0, %c512 : !ascendc.local_tensor<512xi32>, i32, i32
  %up6 = ascendc.construct !ascendc.unary_repeat_params(%c1, %c1, %c8, %c8) : i32, i32, i32, i32
  ascendc.adds_l0 %t_i5, %txi, %k7, %c24, %c8, %up6 {isSetMask} : !ascendc.local_tensor<512xi32>, !ascendc.local_tensor<512xi32>, i32, i32, i32, !ascendc.unary_repeat_params
  ascendc.que_bind.enque_tensor %qo, %t_i5 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xi32>
  %r_i5 = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xi32>
  %s_i5 = arith.muli %c512, %c5 : i32
  %g_i5 = ascendc.global_tensor.subindex %gi[%s_i5] : !ascendc.global_tensor<*xi32>, i32, !ascendc.global_tensor<*xi32>
  ascendc.data_copy_l2 %g_i5, %r_i5, %c512 : !ascendc.global_tensor<*xi32>, !ascendc.local_tensor<512xi32>, i32
  ascendc.que_bind.free_tensor %qo, %r_i5 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xi32>
  %t_i6 = ascendc.que_bind.alloc_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xi32>
  ascendc.shift_left_l2 %t_i6, %txi, %c3, %c512 : !ascendc.local_tensor<512xi32>, !ascendc.local_tensor<512xi32>, i32, i32
  ascendc.que_bind.enque_tensor %qo, %t_i6 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xi32>
  %r_i6 = ascendc.que_bind.deque_tensor %qo : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xi32>
  %s_i6 = arith.muli %c512, %c6 : i32
  %g_i6 = ascendc.global_tensor.subindex %gi[%s_i6] : !ascendc.global_tensor<*xi32>, i32, !ascendc.global_tensor<*xi32>
  ascendc.data_copy_l2 %g_i6, %r_i6, %c512 : !ascendc.global_tensor<*xi32>, !ascendc.local_tensor<512xi32>, i32
  ascendc.que_bind.free_tensor %qo, %r_i6 : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<512xi32>
  ascendc.que_bind.free_tensor %qin, %tx : !ascendc.queue<vecin, 4>, !ascendc.local_tensor<512xf32>
  ascendc.que_bind.free_tensor %qin, %ty : !ascendc.queue<vecin, 4>, !ascendc.local_tensor<512xf32>
  ascendc.que_bind.free_tensor %qin, %txi : !ascendc.queue<vecin, 4>, !ascendc.local_tensor<512xi32>
  ascendc.que_bind.free_tensor %qin, %tyi : !ascendc.queue<vecin, 4>, !ascendc.local_tensor<512xi32>
  return
}
