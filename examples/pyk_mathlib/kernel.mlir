// The math library on one f32 tile per core, %n elements (not a multiple of 8), the
// results side by side in one GM row of 10·n per core: ClampMin(lo), ClampMax(hi), Floor,
// Round, Sign, Frac, Sin, Cos, Erf (with a shared temporary buffer) and Power with a
// scalar exponent. TBuf tiles with MTE2_V / V_MTE3 flags; DataCopyPad in and out.
func.func @mathlib(%ffts: memref<?xui64, 22>, %x: memref<?xf32, 22>, %y: memref<?xf32, 22>, %n: i32, %lo: f32, %hi: f32, %p: f32) attributes {ascendc.global} {
  ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %c6 = arith.constant 6 : i32
  %c7 = arith.constant 7 : i32
  %c8 = arith.constant 8 : i32
  %c9 = arith.constant 9 : i32
  %c10 = arith.constant 10 : i32
  %buf = arith.constant 4096 : i32
  %false = arith.constant false
  %idx = ascendc.get_block_idx : i32
  %xo = arith.muli %idx, %n : i32
  %xo_i = arith.index_cast %xo : i32 to index
  %yo = arith.muli %xo, %c10 : i32
  %yo_i = arith.index_cast %yo : i32 to index
  %xc = emitasc.ptr_offset %x[%xo_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %yc = emitasc.ptr_offset %y[%yo_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx, %xc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gy, %yc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %pipe = ascendc.pipe
  %xb = ascendc.tbuf : !ascendc.tbuf<vecin>
  ascendc.pipe.init_buffer %pipe, %xb, %buf : !ascendc.tbuf<vecin>, i32
  %tx = ascendc.tbuf.get_tensor %xb : !ascendc.tbuf<vecin>, !ascendc.local_tensor<1024xf32>
  %tmpb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %tmpb, %buf : !ascendc.tbuf<veccalc>, i32
  %tmp = ascendc.tbuf.get_tensor %tmpb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<4096xui8>
  %bytes = arith.muli %n, %c4 : i32
  %cp = emitasc.init_struct !ascendc.data_copy_params("blockCount" = %c1 : i32, "blockLen" = %bytes : i32, "srcStride" = %c0 : i32, "dstStride" = %c0 : i32)
  ascendc.data_copy_pad_l2 %tx, %gx, %cp : !ascendc.local_tensor<1024xf32>, !ascendc.global_tensor<*xf32>, !ascendc.data_copy_params
  ascendc.set_flag mte2_v, %c0 : i32
  ascendc.wait_flag mte2_v, %c0 : i32
  %ob0 = ascendc.tbuf : !ascendc.tbuf<vecout>
  ascendc.pipe.init_buffer %pipe, %ob0, %buf : !ascendc.tbuf<vecout>, i32
  %o0 = ascendc.tbuf.get_tensor %ob0 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<1024xf32>
  ascendc.clamp_min %o0, %tx, %lo, %n, %false : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, f32, i32, i1
  %ob1 = ascendc.tbuf : !ascendc.tbuf<vecout>
  ascendc.pipe.init_buffer %pipe, %ob1, %buf : !ascendc.tbuf<vecout>, i32
  %o1 = ascendc.tbuf.get_tensor %ob1 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<1024xf32>
  ascendc.clamp_max %o1, %tx, %hi, %n, %false : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, f32, i32, i1
  %ob2 = ascendc.tbuf : !ascendc.tbuf<vecout>
  ascendc.pipe.init_buffer %pipe, %ob2, %buf : !ascendc.tbuf<vecout>, i32
  %o2 = ascendc.tbuf.get_tensor %ob2 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<1024xf32>
  ascendc.floor %o2, %tx, %n, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i32, i1
  %ob3 = ascendc.tbuf : !ascendc.tbuf<vecout>
  ascendc.pipe.init_buffer %pipe, %ob3, %buf : !ascendc.tbuf<vecout>, i32
  %o3 = ascendc.tbuf.get_tensor %ob3 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<1024xf32>
  ascendc.round %o3, %tx, %n, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i32, i1
  %ob4 = ascendc.tbuf : !ascendc.tbuf<vecout>
  ascendc.pipe.init_buffer %pipe, %ob4, %buf : !ascendc.tbuf<vecout>, i32
  %o4 = ascendc.tbuf.get_tensor %ob4 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<1024xf32>
  ascendc.sign %o4, %tx, %n, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i32, i1
  %ob5 = ascendc.tbuf : !ascendc.tbuf<vecout>
  ascendc.pipe.init_buffer %pipe, %ob5, %buf : !ascendc.tbuf<vecout>, i32
  %o5 = ascendc.tbuf.get_tensor %ob5 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<1024xf32>
  ascendc.frac %o5, %tx, %n, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i32, i1
  %ob6 = ascendc.tbuf : !ascendc.tbuf<vecout>
  ascendc.pipe.init_buffer %pipe, %ob6, %buf : !ascendc.tbuf<vecout>, i32
  %o6 = ascendc.tbuf.get_tensor %ob6 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<1024xf32>
  ascendc.sin %o6, %tx, %n, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i32, i1
  %ob7 = ascendc.tbuf : !ascendc.tbuf<vecout>
  ascendc.pipe.init_buffer %pipe, %ob7, %buf : !ascendc.tbuf<vecout>, i32
  %o7 = ascendc.tbuf.get_tensor %ob7 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<1024xf32>
  ascendc.cos %o7, %tx, %n, %false {operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>} : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i32, i1
  %ob8 = ascendc.tbuf : !ascendc.tbuf<vecout>
  ascendc.pipe.init_buffer %pipe, %ob8, %buf : !ascendc.tbuf<vecout>, i32
  %o8 = ascendc.tbuf.get_tensor %ob8 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<1024xf32>
  ascendc.erf %o8, %tx, %tmp, %n, %false {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>} : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<4096xui8>, i32, i1
  %ob9 = ascendc.tbuf : !ascendc.tbuf<vecout>
  ascendc.pipe.init_buffer %pipe, %ob9, %buf : !ascendc.tbuf<vecout>, i32
  %o9 = ascendc.tbuf.get_tensor %ob9 : !ascendc.tbuf<vecout>, !ascendc.local_tensor<1024xf32>
  ascendc.power %o9, %tx, %p, %n, %false {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 1>} : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, f32, i32, i1
  ascendc.set_flag v_mte3, %c0 : i32
  ascendc.wait_flag v_mte3, %c0 : i32
  %off0 = arith.muli %n, %c0 : i32
  %gy0 = ascendc.global_tensor.subindex %gy[%off0] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  ascendc.data_copy_pad_l2 %gy0, %o0, %cp : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.data_copy_params
  %off1 = arith.muli %n, %c1 : i32
  %gy1 = ascendc.global_tensor.subindex %gy[%off1] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  ascendc.data_copy_pad_l2 %gy1, %o1, %cp : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.data_copy_params
  %off2 = arith.muli %n, %c2 : i32
  %gy2 = ascendc.global_tensor.subindex %gy[%off2] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  ascendc.data_copy_pad_l2 %gy2, %o2, %cp : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.data_copy_params
  %off3 = arith.muli %n, %c3 : i32
  %gy3 = ascendc.global_tensor.subindex %gy[%off3] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  ascendc.data_copy_pad_l2 %gy3, %o3, %cp : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.data_copy_params
  %off4 = arith.muli %n, %c4 : i32
  %gy4 = ascendc.global_tensor.subindex %gy[%off4] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  ascendc.data_copy_pad_l2 %gy4, %o4, %cp : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.data_copy_params
  %off5 = arith.muli %n, %c5 : i32
  %gy5 = ascendc.global_tensor.subindex %gy[%off5] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  ascendc.data_copy_pad_l2 %gy5, %o5, %cp : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.data_copy_params
  %off6 = arith.muli %n, %c6 : i32
  %gy6 = ascendc.global_tensor.subindex %gy[%off6] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  ascendc.data_copy_pad_l2 %gy6, %o6, %cp : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.data_copy_params
  %off7 = arith.muli %n, %c7 : i32
  %gy7 = ascendc.global_tensor.subindex %gy[%off7] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  ascendc.data_copy_pad_l2 %gy7, %o7, %cp : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.data_copy_params
  %off8 = arith.muli %n, %c8 : i32
  %gy8 = ascendc.global_tensor.subindex %gy[%off8] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  ascendc.data_copy_pad_l2 %gy8, %o8, %cp : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.data_copy_params
  %off9 = arith.muli %n, %c9 : i32
  %gy9 = ascendc.global_tensor.subindex %gy[%off9] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
  ascendc.data_copy_pad_l2 %gy9, %o9, %cp : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.data_copy_params
  return
}
