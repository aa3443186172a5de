// Top-16 of each core's 128 f32 scores with their positions: the indices 0..127 are
// written by a scalar SetValue loop (then S_V), Sort with isFullSort orders the 128
// (score, index) structures descending as a whole, Extract splits scores and indices
// back out, and the first 16 of each go to GM (16 f32 and 16 uint32 per core).
func.func @topk(%ffts: memref<?xui64, 22>, %x: memref<?xf32, 22>, %v: memref<?xf32, 22>, %i: memref<?xui32, 22>) attributes {ascendc.global} {
  ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %c16 = arith.constant 16 : i32
  %n = arith.constant 128 : i32
  %buf = arith.constant 512 : i32
  %sbuf = arith.constant 1024 : i32
  %idx = ascendc.get_block_idx : i32
  %xo = arith.muli %idx, %n : i32
  %xo_i = arith.index_cast %xo : i32 to index
  %ko = arith.muli %idx, %c16 : i32
  %ko_i = arith.index_cast %ko : i32 to index
  %xc = emitasc.ptr_offset %x[%xo_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %vc = emitasc.ptr_offset %v[%ko_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %ic = emitasc.ptr_offset %i[%ko_i] : memref<?xui32, 22>, memref<?xui32, 22>
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx, %xc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gv = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gv, %vc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gi = ascendc.global_tensor : !ascendc.global_tensor<*xui32>
  ascendc.global_tensor.set_global_buffer %gi, %ic : !ascendc.global_tensor<*xui32>, memref<?xui32, 22>
  %pipe = ascendc.pipe
  %xb = ascendc.tbuf : !ascendc.tbuf<vecin>
  ascendc.pipe.init_buffer %pipe, %xb, %buf : !ascendc.tbuf<vecin>, i32
  %tx = ascendc.tbuf.get_tensor %xb : !ascendc.tbuf<vecin>, !ascendc.local_tensor<128xf32>
  %ib = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %ib, %buf : !ascendc.tbuf<veccalc>, i32
  %ti = ascendc.tbuf.get_tensor %ib : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<128xui32>
  %sb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %sb, %sbuf : !ascendc.tbuf<veccalc>, i32
  %ts = ascendc.tbuf.get_tensor %sb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<256xf32>
  %tb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %tb, %sbuf : !ascendc.tbuf<veccalc>, i32
  %tt = ascendc.tbuf.get_tensor %tb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<256xf32>
  %vb = ascendc.tbuf : !ascendc.tbuf<vecout>
  ascendc.pipe.init_buffer %pipe, %vb, %buf : !ascendc.tbuf<vecout>, i32
  %tv = ascendc.tbuf.get_tensor %vb : !ascendc.tbuf<vecout>, !ascendc.local_tensor<128xf32>
  %ob = ascendc.tbuf : !ascendc.tbuf<vecout>
  ascendc.pipe.init_buffer %pipe, %ob, %buf : !ascendc.tbuf<vecout>, i32
  %to = ascendc.tbuf.get_tensor %ob : !ascendc.tbuf<vecout>, !ascendc.local_tensor<128xui32>
  ascendc.data_copy_l2 %tx, %gx, %n : !ascendc.local_tensor<128xf32>, !ascendc.global_tensor<*xf32>, i32
  scf.for %k = %c0 to %n step %c1 : i32 {
    %k32 = emitc.cast %k : i32 to ui32
    ascendc.local_tensor.set_value %ti, %k, %k32 : !ascendc.local_tensor<128xui32>, i32, ui32
  }
  ascendc.set_flag s_v, %c0 : i32
  ascendc.wait_flag s_v, %c0 : i32
  ascendc.set_flag mte2_v, %c0 : i32
  ascendc.wait_flag mte2_v, %c0 : i32
  ascendc.sort %ts, %tx, %ti, %tt, %c4 {isFullSort} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xui32>, !ascendc.local_tensor<256xf32>, i32
  ascendc.pipe_barrier pipe_v
  ascendc.extract %tv, %to, %ts, %c4 : !ascendc.local_tensor<128xf32>, !ascendc.local_tensor<128xui32>, !ascendc.local_tensor<256xf32>, i32
  ascendc.set_flag v_mte3, %c0 : i32
  ascendc.wait_flag v_mte3, %c0 : i32
  ascendc.data_copy_l2 %gv, %tv, %c16 : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<128xf32>, i32
  ascendc.data_copy_l2 %gi, %to, %c16 : !ascendc.global_tensor<*xui32>, !ascendc.local_tensor<128xui32>, i32
  return
}
