// Layer norm and GELU in the form PyAsc's `asc` frontend emits (GM pointers offset per core
// with emitasc.ptr_offset, DataCopyPad with parameters by emitasc.init_struct, TQue in and
// out, TBuf work space, no synchronisation of its own).
//
// @layernorm_rows: y = (x - mean) / sqrt(var + 1e-5) * gamma + beta over rows of %cols f32
// (at most 1024, any count: DataCopyPad), rows spread over the cores with a tail (the
// first rows % cores cores take one more). Mean and variance are scalars read from
// ReduceSum; the mean reaches Subs as a one-element tensor, 1/sqrt(var + eps) reaches Muls
// as a scalar; gamma and beta are loaded once per core into TBufs.
//
// @gelu_erf: y = x/2 · (1 + erf(x/√2)) over %n f32 split into ceil(n / cores) per core (the
// last core shorter), 256-element tiles with a partial last tile, double-buffered queues,
// the math library's Erf with a shared temporary buffer.
func.func @layernorm_rows(%x: memref<?xf32, 22>, %gamma: memref<?xf32, 22>, %beta: memref<?xf32, 22>, %y: memref<?xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c4 = arith.constant 4 : i32
  %c32 = arith.constant 32 : i32
  %c4096 = arith.constant 4096 : i32
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %eps = arith.constant 9.99999974E-6 : f32
  %idx = ascendc.get_block_idx : i32
  %num = ascendc.get_block_num : i32
  %q = arith.divui %rows, %num : i32
  %rem = arith.remui %rows, %num : i32
  %extra = arith.cmpi ult, %idx, %rem : i32
  %q1 = arith.addi %q, %c1 : i32
  %myrows = arith.select %extra, %q1, %q : i32
  %lead = arith.minui %idx, %rem : i32
  %skip = arith.muli %idx, %q : i32
  %first = arith.addi %skip, %lead : i32
  %off = arith.muli %first, %cols : i32
  %off_i = arith.index_cast %off : i32 to index
  %xc = emitasc.ptr_offset %x[%off_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %yc = emitasc.ptr_offset %y[%off_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx, %xc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gy, %yc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gg = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gg, %gamma : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gb = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gb, %beta : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %pipe = ascendc.pipe
  %qin = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.pipe.init_queue %pipe, %qin, %c2, %c4096 : !ascendc.queue<vecin, 1>, i32, i32
  %qout = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.pipe.init_queue %pipe, %qout, %c2, %c4096 : !ascendc.queue<vecout, 1>, i32, i32
  %gbuf = ascendc.tbuf : !ascendc.tbuf<vecin>
  ascendc.pipe.init_buffer %pipe, %gbuf, %c4096 : !ascendc.tbuf<vecin>, i32
  %tg = ascendc.tbuf.get_tensor %gbuf : !ascendc.tbuf<vecin>, !ascendc.local_tensor<1024xf32>
  %bbuf = ascendc.tbuf : !ascendc.tbuf<vecin>
  ascendc.pipe.init_buffer %pipe, %bbuf, %c4096 : !ascendc.tbuf<vecin>, i32
  %tb = ascendc.tbuf.get_tensor %bbuf : !ascendc.tbuf<vecin>, !ascendc.local_tensor<1024xf32>
  %dbuf = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %dbuf, %c4096 : !ascendc.tbuf<veccalc>, i32
  %d = ascendc.tbuf.get_tensor %dbuf : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<1024xf32>
  %sbuf = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %sbuf, %c4096 : !ascendc.tbuf<veccalc>, i32
  %sq = ascendc.tbuf.get_tensor %sbuf : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<1024xf32>
  %tbf = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %tbf, %c4096 : !ascendc.tbuf<veccalc>, i32
  %tmp = ascendc.tbuf.get_tensor %tbf : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<1024xf32>
  %rbuf = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %rbuf, %c32 : !ascendc.tbuf<veccalc>, i32
  %r1 = ascendc.tbuf.get_tensor %rbuf : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<8xf32>
  %mbuf = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %mbuf, %c32 : !ascendc.tbuf<veccalc>, i32
  %m1 = ascendc.tbuf.get_tensor %mbuf : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<1xf32>
  %bytes = arith.muli %cols, %c4 : i32
  %cp = emitasc.init_struct !ascendc.data_copy_ext_params("blockCount" = %c1 : i32, "blockLen" = %bytes : i32, "srcStride" = %c0 : i32, "dstStride" = %c0 : i32, "rsv" = %c0 : i32)
  %pad = emitasc.init_struct !ascendc.data_copy_pad_ext_params<f32>("isPad" = %c0 : i32, "leftPadding" = %c0 : i32, "rightPadding" = %c0 : i32, "paddingValue" = %zero : f32)
  ascendc.data_copy_pad_l0_ext %tg, %gg, %cp, %pad : !ascendc.local_tensor<1024xf32>, !ascendc.global_tensor<*xf32>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f32>
  ascendc.data_copy_pad_l0_ext %tb, %gb, %cp, %pad : !ascendc.local_tensor<1024xf32>, !ascendc.global_tensor<*xf32>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f32>
  %colsf = arith.sitofp %cols : i32 to f32
  scf.for %r = %c0 to %myrows step %c1 : i32 {
    %roff = arith.muli %r, %cols : i32
    %gxr = ascendc.global_tensor.subindex %gx[%roff] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %gyr = ascendc.global_tensor.subindex %gy[%roff] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %t = ascendc.que_bind.alloc_tensor %qin : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf32>
    ascendc.data_copy_pad_l0_ext %t, %gxr, %cp, %pad : !ascendc.local_tensor<1024xf32>, !ascendc.global_tensor<*xf32>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f32>
    ascendc.que_bind.enque_tensor %qin, %t : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf32>
    %a = ascendc.que_bind.deque_tensor %qin : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf32>
    ascendc.reduce_sum_l2 %r1, %a, %tmp, %cols : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i32
    %s = ascendc.local_tensor.get_value %r1, %c0 : !ascendc.local_tensor<8xf32>, i32, f32
    %mean = arith.divf %s, %colsf : f32
    ascendc.local_tensor.set_value %m1, %c0, %mean : !ascendc.local_tensor<1xf32>, i32, f32
    ascendc.subs_l2 %d, %a, %m1, %cols : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1xf32>, i32
    ascendc.que_bind.free_tensor %qin, %a : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf32>
    ascendc.mul_l2 %sq, %d, %d, %cols : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i32
    ascendc.reduce_sum_l2 %r1, %sq, %tmp, %cols : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i32
    %v = ascendc.local_tensor.get_value %r1, %c0 : !ascendc.local_tensor<8xf32>, i32, f32
    %var = arith.divf %v, %colsf : f32
    %ve = arith.addf %var, %eps : f32
    %sd = math.sqrt %ve : f32
    %rstd = arith.divf %one, %sd : f32
    %o = ascendc.que_bind.alloc_tensor %qout : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf32>
    ascendc.muls_l2 %o, %d, %rstd, %cols : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, f32, i32
    ascendc.mul_l2 %o, %o, %tg, %cols : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i32
    ascendc.add_l2 %o, %o, %tb, %cols : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i32
    ascendc.que_bind.enque_tensor %qout, %o : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf32>
    %ob = ascendc.que_bind.deque_tensor %qout : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf32>
    ascendc.data_copy_pad_l2_ext %gyr, %ob, %cp : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.data_copy_ext_params
    ascendc.que_bind.free_tensor %qout, %ob : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf32>
  }
  return
}

func.func @gelu_erf(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>, %n: i32) attributes {ascendc.global} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c4 = arith.constant 4 : i32
  %c256 = arith.constant 256 : i32
  %c1024 = arith.constant 1024 : i32
  %c4096 = arith.constant 4096 : i32
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %rsqrt2 = arith.constant 0.707106769 : f32
  %false = arith.constant false
  %idx = ascendc.get_block_idx : i32
  %num = ascendc.get_block_num : i32
  %per = arith.ceildivui %n, %num : i32
  %start = arith.muli %idx, %per : i32
  %left0 = arith.subi %n, %start : i32
  %left = arith.maxsi %left0, %c0 : i32
  %mine = arith.minsi %per, %left : i32
  %start_i = arith.index_cast %start : i32 to index
  %xc = emitasc.ptr_offset %x[%start_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %yc = emitasc.ptr_offset %y[%start_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx, %xc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gy, %yc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %pipe = ascendc.pipe
  %qin = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.pipe.init_queue %pipe, %qin, %c2, %c1024 : !ascendc.queue<vecin, 1>, i32, i32
  %qout = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.pipe.init_queue %pipe, %qout, %c2, %c1024 : !ascendc.queue<vecout, 1>, i32, i32
  %wbuf = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %wbuf, %c1024 : !ascendc.tbuf<veccalc>, i32
  %w = ascendc.tbuf.get_tensor %wbuf : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<256xf32>
  %tbuf = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %tbuf, %c4096 : !ascendc.tbuf<veccalc>, i32
  %tmp = ascendc.tbuf.get_tensor %tbuf : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<4096xui8>
  %pad = emitasc.init_struct !ascendc.data_copy_pad_ext_params<f32>("isPad" = %c0 : i32, "leftPadding" = %c0 : i32, "rightPadding" = %c0 : i32, "paddingValue" = %zero : f32)
  %ntiles = arith.ceildivui %mine, %c256 : i32
  scf.for %ti = %c0 to %ntiles step %c1 : i32 {
    %toff = arith.muli %ti, %c256 : i32
    %rest = arith.subi %mine, %toff : i32
    %len = arith.minsi %rest, %c256 : i32
    %bytes = arith.muli %len, %c4 : i32
    %cp = emitasc.init_struct !ascendc.data_copy_ext_params("blockCount" = %c1 : i32, "blockLen" = %bytes : i32, "srcStride" = %c0 : i32, "dstStride" = %c0 : i32, "rsv" = %c0 : i32)
    %gxt = ascendc.global_tensor.subindex %gx[%toff] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %gyt = ascendc.global_tensor.subindex %gy[%toff] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %t = ascendc.que_bind.alloc_tensor %qin : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf32>
    ascendc.data_copy_pad_l0_ext %t, %gxt, %cp, %pad : !ascendc.local_tensor<256xf32>, !ascendc.global_tensor<*xf32>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f32>
    ascendc.que_bind.enque_tensor %qin, %t : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf32>
    %a = ascendc.que_bind.deque_tensor %qin : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf32>
    %o = ascendc.que_bind.alloc_tensor %qout : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<256xf32>
    ascendc.muls_l2 %w, %a, %rsqrt2, %len : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, i32
    ascendc.erf %o, %w, %tmp, %len, %false {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>} : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<4096xui8>, i32, i1
    ascendc.adds_l2 %o, %o, %one, %len : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, i32
    ascendc.mul_l2 %o, %o, %a, %len : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, i32
    ascendc.muls_l2 %o, %o, %half, %len : !ascendc.local_tensor<256xf32>, !ascendc.local_tensor<256xf32>, f32, i32
    ascendc.que_bind.free_tensor %qin, %a : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<256xf32>
    ascendc.que_bind.enque_tensor %qout, %o : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<256xf32>
    %ob = ascendc.que_bind.deque_tensor %qout : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<256xf32>
    ascendc.data_copy_pad_l2_ext %gyt, %ob, %cp : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<256xf32>, !ascendc.data_copy_ext_params
    ascendc.que_bind.free_tensor %qout, %ob : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<256xf32>
  }
  return
}
