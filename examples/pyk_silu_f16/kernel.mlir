// SiLU, f16 in and out, f32 compute: x·sigmoid(x) = x / (1 + exp(-x)). The f16 tile is
// widened by Cast (NONE), negated by Neg, exponentiated by the L0 Exp (continuous mask of
// 64 lanes, ceil(count/64) repeats: the last repeat of a partial tile runs whole), then
// Adds and Reciprocal at L1 (one mask word), Mul, and narrowed by Cast with CAST_RINT.
// Reciprocal writes a buffer of its own: PyAsc names an L1 op's mask array after its dst
// with a counter per op kind (emission.md §1.5), so Adds and Reciprocal on one dst would
// both declare `<dst>_mask_list0` in one C++ scope. Per-core length %n, tiles of 256 moved by DataCopyPad (f16: 2-byte granules).
func.func @silu_f16(%ffts: memref<?xui64, 22>, %x: memref<?xf16, 22>, %y: memref<?xf16, 22>, %n: i32) attributes {ascendc.global} {
  ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c8 = arith.constant 8 : i32
  %c63 = arith.constant 63 : i32
  %c64 = arith.constant 64 : i32
  %tile = arith.constant 256 : i32
  %half_bytes = arith.constant 512 : i32
  %f32_bytes = arith.constant 1024 : i32
  %one = arith.constant 1.0 : f32
  %all64s = arith.constant -1 : i64
  %all64 = emitc.cast %all64s : i64 to ui64
  %idx = ascendc.get_block_idx : i32
  %base = arith.muli %idx, %n : i32
  %base_i = arith.index_cast %base : i32 to index
  %xc = emitasc.ptr_offset %x[%base_i] : memref<?xf16, 22>, memref<?xf16, 22>
  %yc = emitasc.ptr_offset %y[%base_i] : memref<?xf16, 22>, memref<?xf16, 22>
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gx, %xc, %n : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>, i32
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gy, %yc, %n : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>, i32
  %pipe = ascendc.pipe
  %qx = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.pipe.init_queue %pipe, %qx, %c2, %half_bytes : !ascendc.queue<vecin, 1>, i32, i32
  %qy = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.pipe.init_queue %pipe, %qy, %c2, %half_bytes : !ascendc.queue<vecout, 1>, i32, i32
  %xfb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %xfb, %f32_bytes : !ascendc.tbuf<veccalc>, i32
  %xf = ascendc.tbuf.get_tensor %xfb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<256xf32>
  %tb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %tb, %f32_bytes : !ascendc.tbuf<veccalc>, i32
  %t = ascendc.tbuf.get_tensor %tb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<256xf32>
  %rb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %rb, %f32_bytes : !ascendc.tbuf<veccalc>, i32
  %rcp = ascendc.tbuf.get_tensor %rb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<256xf32>
  %up = ascendc.construct !ascendc.unary_repeat_params(%c1, %c1, %c8, %c8) : i32, i32, i32, i32
  %nm1 = arith.addi %n, %tile : i32
  %nm2 = arith.subi %nm1, %c1 : i32
  %tiles = arith.divui %nm2, %tile : i32
  scf.for %i = %c0 to %tiles step %c1 : i32 {
    %off = arith.muli %i, %tile : i32
    %left = arith.subi %n, %off : i32
    %cnt = arith.minsi %left, %tile : i32
    %bytes = arith.muli %cnt, %c2 : i32
    %rep0 = arith.addi %cnt, %c63 : i32
    %rep = arith.divui %rep0, %c64 : i32
    %cp = emitasc.init_struct !ascendc.data_copy_params("blockCount" = %c1 : i32, "blockLen" = %bytes : i32, "srcStride" = %c0 : i32, "dstStride" = %c0 : i32)
    %tx = ascendc.que_bind.alloc_tensor %qx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf16>
    %gxi = ascendc.global_tensor.subindex %gx[%off] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
    ascendc.data_copy_pad_l2 %tx, %gxi, %cp : !ascendc.local_tensor<256xf16>, !ascendc.global_tensor<*xf16>, !ascendc.data_copy_params
    ascendc.que_bind.enque_tensor %qx, %tx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf16>
    %ax = ascendc.que_bind.deque_tensor %qx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf16>
    %ty = ascendc.que_bind.alloc_tensor %qy : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<256xf16>
    ascendc.cast_l2 %xf, %ax, %cnt {roundMode = 0 : i32} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf16>, i32
    ascendc.pipe_barrier pipe_v
    ascendc.neg_l2 %t, %xf, %cnt : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.pipe_barrier pipe_v
    ascendc.exp_l0 %t, %t, %c64, %rep, %up {isSetMask} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32, i32, !ascendc.unary_repeat_params
    ascendc.pipe_barrier pipe_v
    ascendc.adds_l1 %t, %t, %one, %all64, %rep, %up {isSetMask} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, ui64, i32, !ascendc.unary_repeat_params
    ascendc.pipe_barrier pipe_v
    ascendc.reciprocal_l1 %rcp, %t, %all64, %rep, %up {isSetMask} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, ui64, i32, !ascendc.unary_repeat_params
    ascendc.pipe_barrier pipe_v
    ascendc.mul_l2 %t, %rcp, %xf, %cnt : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.pipe_barrier pipe_v
    ascendc.cast_l2 %ty, %t, %cnt {roundMode = 1 : i32} : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf32>, i32
    ascendc.que_bind.enque_tensor %qy, %ty : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<256xf16>
    ascendc.que_bind.free_tensor %qx, %ax : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf16>
    %ry = ascendc.que_bind.deque_tensor %qy : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<256xf16>
    %gyi = ascendc.global_tensor.subindex %gy[%off] : !ascendc.global_tensor<*xf16>, i32, !ascendc.global_tensor<*xf16>
    ascendc.data_copy_pad_l2 %gyi, %ry, %cp : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<256xf16>, !ascendc.data_copy_params
    ascendc.que_bind.free_tensor %qy, %ry : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<256xf16>
  }
  return
}
