// The ReLU family and fused narrowing casts on 256 f32 per core (4 repeats of 64):
//   r0 = AddRelu(x, y)              f32, L2
//   r1 = SubRelu(x, y)              f32, L2
//   r2 = LeakyRelu(x, a)            f32, L0 (mask 64, 4 repeats)
//   r3 = LeakyRelu(y, a)            f32, L1 on lanes 0..31 of each repeat (mask word
//                                   0xFFFFFFFF); the other lanes keep the Duplicate (L1,
//                                   all lanes) of -7 written before
//   h  = AddReluCast(x, y)          f32 -> f16, L2
//   q  = MulCast(f16(x), f16(y))    f16 -> i8, L2 (round to nearest even, saturating)
// The Duplicate goes through a second view of r3's slot: PyAsc names an L1 op's mask
// array after its dst with a counter per op kind (emission.md §1.5), so two L1 ops of
// different kinds on one dst value would both declare `<dst>_mask_list0` in one scope.
// f32 rows [4][256], an f16 row and an i8 row per core; TBufs with MTE2_V / V_MTE3 flags.
func.func @relu_family(%ffts: memref<?xui64, 22>, %x: memref<?xf32, 22>, %y: memref<?xf32, 22>, %r: memref<?xf32, 22>, %h: memref<?xf16, 22>, %q: memref<?xi8, 22>, %a: f32) attributes {ascendc.global} {
  ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %c8 = arith.constant 8 : i32
  %c64 = arith.constant 64 : i32
  %n = arith.constant 256 : i32
  %c512 = arith.constant 512 : i32
  %c768 = arith.constant 768 : i32
  %buf = arith.constant 1024 : i32
  %c4096 = arith.constant 4096 : i32
  %m7 = arith.constant -7.0 : f32
  %lo32s = arith.constant 4294967295 : i64
  %lo32 = emitc.cast %lo32s : i64 to ui64
  %alls = arith.constant -1 : i64
  %all = emitc.cast %alls : i64 to ui64
  %idx = ascendc.get_block_idx : i32
  %xo = arith.muli %idx, %n : i32
  %xo_i = arith.index_cast %xo : i32 to index
  %ro = arith.muli %xo, %c4 : i32
  %ro_i = arith.index_cast %ro : i32 to index
  %xc = emitasc.ptr_offset %x[%xo_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %yc = emitasc.ptr_offset %y[%xo_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %rc = emitasc.ptr_offset %r[%ro_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %hc = emitasc.ptr_offset %h[%xo_i] : memref<?xf16, 22>, memref<?xf16, 22>
  %qc = emitasc.ptr_offset %q[%xo_i] : memref<?xi8, 22>, memref<?xi8, 22>
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx, %xc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gy, %yc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gr = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gr, %rc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gh = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gh, %hc : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gq = ascendc.global_tensor : !ascendc.global_tensor<*xi8>
  ascendc.global_tensor.set_global_buffer %gq, %qc : !ascendc.global_tensor<*xi8>, memref<?xi8, 22>
  %pipe = ascendc.pipe
  %txb = ascendc.tbuf : !ascendc.tbuf<vecin>
  ascendc.pipe.init_buffer %pipe, %txb, %buf : !ascendc.tbuf<vecin>, i32
  %tx = ascendc.tbuf.get_tensor %txb : !ascendc.tbuf<vecin>, !ascendc.local_tensor<256xf32>
  %tyb = ascendc.tbuf : !ascendc.tbuf<vecin>
  ascendc.pipe.init_buffer %pipe, %tyb, %buf : !ascendc.tbuf<vecin>, i32
  %ty = ascendc.tbuf.get_tensor %tyb : !ascendc.tbuf<vecin>, !ascendc.local_tensor<256xf32>
  %tob = ascendc.tbuf : !ascendc.tbuf<vecout>
  ascendc.pipe.init_buffer %pipe, %tob, %c4096 : !ascendc.tbuf<vecout>, i32
  %to = ascendc.tbuf.get_tensor %tob : !ascendc.tbuf<vecout>, !ascendc.local_tensor<1024xf32>
  %thb = ascendc.tbuf : !ascendc.tbuf<vecout>
  ascendc.pipe.init_buffer %pipe, %thb, %buf : !ascendc.tbuf<vecout>, i32
  %th = ascendc.tbuf.get_tensor %thb : !ascendc.tbuf<vecout>, !ascendc.local_tensor<256xf16>
  %tqb = ascendc.tbuf : !ascendc.tbuf<vecout>
  ascendc.pipe.init_buffer %pipe, %tqb, %buf : !ascendc.tbuf<vecout>, i32
  %tq = ascendc.tbuf.get_tensor %tqb : !ascendc.tbuf<vecout>, !ascendc.local_tensor<256xi8>
  %hxb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %hxb, %buf : !ascendc.tbuf<veccalc>, i32
  %hx = ascendc.tbuf.get_tensor %hxb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<256xf16>
  %hyb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %hyb, %buf : !ascendc.tbuf<veccalc>, i32
  %hy = ascendc.tbuf.get_tensor %hyb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<256xf16>
  %o1 = ascendc.local_tensor.subindex %to[%n] : !ascendc.local_tensor<1024xf32>, i32, !ascendc.local_tensor<1024xf32>
  %o2 = ascendc.local_tensor.subindex %to[%c512] : !ascendc.local_tensor<1024xf32>, i32, !ascendc.local_tensor<1024xf32>
  %o3 = ascendc.local_tensor.subindex %to[%c768] : !ascendc.local_tensor<1024xf32>, i32, !ascendc.local_tensor<1024xf32>
  // The same memory as %o3 through another view (of %o2, 256 further): Duplicate and
  // LeakyRelu L1 both name a mask list after their dst with a per-op-kind counter, so
  // one dst would declare v<k>_mask_list0 twice; a view CSE cannot merge with %o3 keeps
  // the names apart.
  %o3d = ascendc.local_tensor.subindex %o2[%n] : !ascendc.local_tensor<1024xf32>, i32, !ascendc.local_tensor<1024xf32>
  %up = ascendc.construct !ascendc.unary_repeat_params(%c1, %c1, %c8, %c8) : i32, i32, i32, i32
  ascendc.data_copy_l2 %tx, %gx, %n : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<*xf32>, i32
  ascendc.data_copy_l2 %ty, %gy, %n : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<*xf32>, i32
  ascendc.set_flag mte2_v, %c0 : i32
  ascendc.wait_flag mte2_v, %c0 : i32
  ascendc.add_relu_l2 %to, %tx, %ty, %n : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
  ascendc.sub_relu_l2 %o1, %tx, %ty, %n : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
  ascendc.leaky_relu_l0 %o2, %tx, %a, %c64, %c4, %up {isSetMask} : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<256xf32>, f32, i32, i32, !ascendc.unary_repeat_params
  ascendc.duplicate_l1 %o3d, %m7, %all, %c4, %c1, %c8 {isSetMask} : !ascendc.local_tensor<1024xf32>, f32, ui64, i32, i32, i32
  ascendc.pipe_barrier pipe_v
  ascendc.leaky_relu_l1 %o3, %ty, %a, %lo32, %c4, %up {isSetMask} : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<256xf32>, f32, ui64, i32, !ascendc.unary_repeat_params
  ascendc.add_relu_cast_l2 %th, %tx, %ty, %n : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
  ascendc.cast_l2 %hx, %tx, %n {roundMode = 1 : i32} : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf32>, i32
  ascendc.cast_l2 %hy, %ty, %n {roundMode = 1 : i32} : !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf32>, i32
  ascendc.pipe_barrier pipe_v
  ascendc.mul_cast_l2 %tq, %hx, %hy, %n : !ascendc.local_tensor<256xi8>, !ascendc.local_tensor<256xf16>, !ascendc.local_tensor<256xf16>, i32
  ascendc.set_flag v_mte3, %c0 : i32
  ascendc.wait_flag v_mte3, %c0 : i32
  %n4 = arith.muli %n, %c4 : i32
  ascendc.data_copy_l2 %gr, %to, %n4 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<1024xf32>, i32
  ascendc.data_copy_l2 %gh, %th, %n : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<256xf16>, i32
  ascendc.data_copy_l2 %gq, %tq, %n : !ascendc.global_tensor<*xi8>, !ascendc.local_tensor<256xi8>, i32
  return
}
