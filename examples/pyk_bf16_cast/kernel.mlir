// f32 -> bf16 in every explicit round mode and back, %n f32 per core (whole 64-lane
// repeats): Cast L1 (CAST_RINT, one mask word over the 64 f32 lanes of a repeat: the mask
// counts lanes of the wider type, dst repeat stride 4 blocks), Cast L2 with CAST_FLOOR,
// CAST_CEIL, CAST_ROUND and CAST_TRUNC, and Cast L0 bf16 -> f32 (CAST_NONE, exact) of the
// RINT result, scaled by Muls. bf16 rows [5][n] and one f32 row per core.
func.func @bf16_cast(%ffts: memref<?xui64, 22>, %x: memref<?xf32, 22>, %yb: memref<?xbf16, 22>, %yf: memref<?xf32, 22>, %n: i32, %s: f32) attributes {ascendc.global} {
  ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %c5 = arith.constant 5 : i32
  %c8 = arith.constant 8 : i32
  %c64 = arith.constant 64 : i32
  %buf = arith.constant 2048 : i32
  %m1 = arith.constant -1 : i64
  %all = emitc.cast %m1 : i64 to ui64
  %idx = ascendc.get_block_idx : i32
  %xo = arith.muli %idx, %n : i32
  %xo_i = arith.index_cast %xo : i32 to index
  %bo = arith.muli %xo, %c5 : i32
  %bo_i = arith.index_cast %bo : i32 to index
  %xc = emitasc.ptr_offset %x[%xo_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %yfc = emitasc.ptr_offset %yf[%xo_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %ybc = emitasc.ptr_offset %yb[%bo_i] : memref<?xbf16, 22>, memref<?xbf16, 22>
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx, %xc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gf = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gf, %yfc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gb = ascendc.global_tensor : !ascendc.global_tensor<*xbf16>
  ascendc.global_tensor.set_global_buffer %gb, %ybc : !ascendc.global_tensor<*xbf16>, memref<?xbf16, 22>
  %pipe = ascendc.pipe
  %xb = ascendc.tbuf : !ascendc.tbuf<vecin>
  ascendc.pipe.init_buffer %pipe, %xb, %buf : !ascendc.tbuf<vecin>, i32
  %tx = ascendc.tbuf.get_tensor %xb : !ascendc.tbuf<vecin>, !ascendc.local_tensor<512xf32>
  %fb = ascendc.tbuf : !ascendc.tbuf<vecout>
  ascendc.pipe.init_buffer %pipe, %fb, %buf : !ascendc.tbuf<vecout>, i32
  %tf = ascendc.tbuf.get_tensor %fb : !ascendc.tbuf<vecout>, !ascendc.local_tensor<512xf32>
  %bb0 = ascendc.tbuf : !ascendc.tbuf<vecout>
  ascendc.pipe.init_buffer %pipe, %bb0, %buf : !ascendc.tbuf<vecout>, i32
  %b0 = ascendc.tbuf.get_tensor %bb0 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<512xbf16>
  %bb1 = ascendc.tbuf : !ascendc.tbuf<vecout>
  ascendc.pipe.init_buffer %pipe, %bb1, %buf : !ascendc.tbuf<vecout>, i32
  %b1 = ascendc.tbuf.get_tensor %bb1 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<512xbf16>
  %bb2 = ascendc.tbuf : !ascendc.tbuf<vecout>
  ascendc.pipe.init_buffer %pipe, %bb2, %buf : !ascendc.tbuf<vecout>, i32
  %b2 = ascendc.tbuf.get_tensor %bb2 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<512xbf16>
  %bb3 = ascendc.tbuf : !ascendc.tbuf<vecout>
  ascendc.pipe.init_buffer %pipe, %bb3, %buf : !ascendc.tbuf<vecout>, i32
  %b3 = ascendc.tbuf.get_tensor %bb3 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<512xbf16>
  %bb4 = ascendc.tbuf : !ascendc.tbuf<vecout>
  ascendc.pipe.init_buffer %pipe, %bb4, %buf : !ascendc.tbuf<vecout>, i32
  %b4 = ascendc.tbuf.get_tensor %bb4 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<512xbf16>
  ascendc.data_copy_l2 %tx, %gx, %n : !ascendc.local_tensor<512xf32>, !ascendc.global_tensor<*xf32>, i32
  ascendc.set_flag mte2_v, %c0 : i32
  ascendc.wait_flag mte2_v, %c0 : i32
  %rep = arith.divui %n, %c64 : i32
  %narrow = ascendc.construct !ascendc.unary_repeat_params(%c1, %c1, %c4, %c8) : i32, i32, i32, i32
  %widen = ascendc.construct !ascendc.unary_repeat_params(%c1, %c1, %c8, %c4) : i32, i32, i32, i32
  %same = ascendc.construct !ascendc.unary_repeat_params(%c1, %c1, %c8, %c8) : i32, i32, i32, i32
  ascendc.cast_l1 %b0, %tx, %all, %rep, %narrow {roundMode = 1 : i32, isSetMask} : !ascendc.local_tensor<512xbf16>, !ascendc.local_tensor<512xf32>, ui64, i32, !ascendc.unary_repeat_params
  ascendc.cast_l2 %b1, %tx, %n {roundMode = 2 : i32} : !ascendc.local_tensor<512xbf16>, !ascendc.local_tensor<512xf32>, i32
  ascendc.cast_l2 %b2, %tx, %n {roundMode = 3 : i32} : !ascendc.local_tensor<512xbf16>, !ascendc.local_tensor<512xf32>, i32
  ascendc.cast_l2 %b3, %tx, %n {roundMode = 4 : i32} : !ascendc.local_tensor<512xbf16>, !ascendc.local_tensor<512xf32>, i32
  ascendc.cast_l2 %b4, %tx, %n {roundMode = 5 : i32} : !ascendc.local_tensor<512xbf16>, !ascendc.local_tensor<512xf32>, i32
  ascendc.pipe_barrier pipe_v
  ascendc.cast_l0 %tf, %b0, %c64, %rep, %widen {roundMode = 0 : i32, isSetMask} : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xbf16>, i32, i32, !ascendc.unary_repeat_params
  ascendc.pipe_barrier pipe_v
  ascendc.muls_l0 %tf, %tf, %s, %c64, %rep, %same {isSetMask} : !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, f32, i32, i32, !ascendc.unary_repeat_params
  ascendc.set_flag v_mte3, %c0 : i32
  ascendc.wait_flag v_mte3, %c0 : i32
  ascendc.data_copy_l2 %gf, %tf, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<512xf32>, i32
  %o0 = arith.muli %n, %c0 : i32
  %gb0 = ascendc.global_tensor.subindex %gb[%o0] : !ascendc.global_tensor<*xbf16>, i32, !ascendc.global_tensor<*xbf16>
  ascendc.data_copy_l2 %gb0, %b0, %n : !ascendc.global_tensor<*xbf16>, !ascendc.local_tensor<512xbf16>, i32
  %o1 = arith.muli %n, %c1 : i32
  %gb1 = ascendc.global_tensor.subindex %gb[%o1] : !ascendc.global_tensor<*xbf16>, i32, !ascendc.global_tensor<*xbf16>
  ascendc.data_copy_l2 %gb1, %b1, %n : !ascendc.global_tensor<*xbf16>, !ascendc.local_tensor<512xbf16>, i32
  %o2 = arith.muli %n, %c2 : i32
  %gb2 = ascendc.global_tensor.subindex %gb[%o2] : !ascendc.global_tensor<*xbf16>, i32, !ascendc.global_tensor<*xbf16>
  ascendc.data_copy_l2 %gb2, %b2, %n : !ascendc.global_tensor<*xbf16>, !ascendc.local_tensor<512xbf16>, i32
  %o3 = arith.muli %n, %c3 : i32
  %gb3 = ascendc.global_tensor.subindex %gb[%o3] : !ascendc.global_tensor<*xbf16>, i32, !ascendc.global_tensor<*xbf16>
  ascendc.data_copy_l2 %gb3, %b3, %n : !ascendc.global_tensor<*xbf16>, !ascendc.local_tensor<512xbf16>, i32
  %o4 = arith.muli %n, %c4 : i32
  %gb4 = ascendc.global_tensor.subindex %gb[%o4] : !ascendc.global_tensor<*xbf16>, i32, !ascendc.global_tensor<*xbf16>
  ascendc.data_copy_l2 %gb4, %b4, %n : !ascendc.global_tensor<*xbf16>, !ascendc.local_tensor<512xbf16>, i32
  return
}
