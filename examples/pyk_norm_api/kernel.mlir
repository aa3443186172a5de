// High-level normalisation APIs, rows split over the cores in blocks of ceil(rows/cores)
// with a shorter (possibly empty) last block, TQue in and out.
// @rmsnorm_f16: RmsNorm on f16 rows of 64 with an f16 gamma and epsilon, the tiling an
//   emitasc.init_struct of RmsNormTiling (bLength 1, sLength = the core's rows).
// @simple_softmax_f32: SimpleSoftMax on f32 rows of 40 with each row's max and sum given
//   (one 32-byte block of 8 equal lanes per row, as SoftMax writes them), no temporary
//   buffer, the shape from a SoftMaxShapeInfo.
func.func @rmsnorm_f16(%ffts: memref<?xui64, 22>, %x: memref<?xf16, 22>, %g: memref<?xf16, 22>, %y: memref<?xf16, 22>, %rows: i32, %eps32: f32) attributes {ascendc.global} {
  ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c64 = arith.constant 64 : i32
  %buf = arith.constant 4096 : i32
  %gbytes = arith.constant 128 : i32
  %eps = arith.truncf %eps32 : f32 to f16
  %idx = ascendc.get_block_idx : i32
  %nb = ascendc.get_block_num : i32
  %rpc0 = arith.addi %rows, %nb : i32
  %rpc1 = arith.subi %rpc0, %c1 : i32
  %per = arith.divui %rpc1, %nb : i32
  %r0 = arith.muli %idx, %per : i32
  %left = arith.subi %rows, %r0 : i32
  %left0 = arith.maxsi %left, %c0 : i32
  %mine = arith.minsi %left0, %per : i32
  %has = arith.cmpi sgt, %mine, %c0 : i32
  scf.if %has {
    %xo = arith.muli %r0, %c64 : i32
    %xo_i = arith.index_cast %xo : i32 to index
    %xc = emitasc.ptr_offset %x[%xo_i] : memref<?xf16, 22>, memref<?xf16, 22>
    %yc = emitasc.ptr_offset %y[%xo_i] : memref<?xf16, 22>, memref<?xf16, 22>
    %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
    ascendc.global_tensor.set_global_buffer %gx, %xc : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
    %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
    ascendc.global_tensor.set_global_buffer %gy, %yc : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
    %gg = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
    ascendc.global_tensor.set_global_buffer %gg, %g : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
    %pipe = ascendc.pipe
    %qx = ascendc.queue : !ascendc.queue<vecin, 1>
    ascendc.pipe.init_queue %pipe, %qx, %c1, %buf : !ascendc.queue<vecin, 1>, i32, i32
    %qg = ascendc.queue : !ascendc.queue<vecin, 1>
    ascendc.pipe.init_queue %pipe, %qg, %c1, %gbytes : !ascendc.queue<vecin, 1>, i32, i32
    %qy = ascendc.queue : !ascendc.queue<vecout, 1>
    ascendc.pipe.init_queue %pipe, %qy, %c1, %buf : !ascendc.queue<vecout, 1>, i32, i32
    %n = arith.muli %mine, %c64 : i32
    %tx = ascendc.que_bind.alloc_tensor %qx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<2048xf16>
    ascendc.data_copy_l2 %tx, %gx, %n : !ascendc.local_tensor<2048xf16>, !ascendc.global_tensor<*xf16>, i32
    ascendc.que_bind.enque_tensor %qx, %tx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<2048xf16>
    %tg = ascendc.que_bind.alloc_tensor %qg : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<64xf16>
    ascendc.data_copy_l2 %tg, %gg, %c64 : !ascendc.local_tensor<64xf16>, !ascendc.global_tensor<*xf16>, i32
    ascendc.que_bind.enque_tensor %qg, %tg : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<64xf16>
    %ax = ascendc.que_bind.deque_tensor %qx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<2048xf16>
    %ag = ascendc.que_bind.deque_tensor %qg : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<64xf16>
    %ty = ascendc.que_bind.alloc_tensor %qy : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<2048xf16>
    %tl = emitasc.init_struct !ascendc.rmsnorm_tiling("bLength" = %c1 : i32, "sLength" = %mine : i32, "hLength" = %c64 : i32, "originalHLength" = %c64 : i32)
    ascendc.rms_norm %ty, %ax, %ag, %eps, %tl : !ascendc.local_tensor<2048xf16>, !ascendc.local_tensor<2048xf16>, !ascendc.local_tensor<64xf16>, f16, !ascendc.rmsnorm_tiling
    ascendc.que_bind.enque_tensor %qy, %ty : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<2048xf16>
    ascendc.que_bind.free_tensor %qx, %ax : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<2048xf16>
    ascendc.que_bind.free_tensor %qg, %ag : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<64xf16>
    %ry = ascendc.que_bind.deque_tensor %qy : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<2048xf16>
    ascendc.data_copy_l2 %gy, %ry, %n : !ascendc.global_tensor<*xf16>, !ascendc.local_tensor<2048xf16>, i32
    ascendc.que_bind.free_tensor %qy, %ry : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<2048xf16>
  }
  return
}

func.func @simple_softmax_f32(%ffts: memref<?xui64, 22>, %x: memref<?xf32, 22>, %mx: memref<?xf32, 22>, %sm: memref<?xf32, 22>, %y: memref<?xf32, 22>, %rows: i32) attributes {ascendc.global} {
  ascendc.set_ffts_base_addr %ffts : memref<?xui64, 22>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  %c40 = arith.constant 40 : i32
  %buf = arith.constant 8192 : i32
  %sbuf = arith.constant 2048 : i32
  %idx = ascendc.get_block_idx : i32
  %nb = ascendc.get_block_num : i32
  %rpc0 = arith.addi %rows, %nb : i32
  %rpc1 = arith.subi %rpc0, %c1 : i32
  %per = arith.divui %rpc1, %nb : i32
  %r0 = arith.muli %idx, %per : i32
  %left = arith.subi %rows, %r0 : i32
  %left0 = arith.maxsi %left, %c0 : i32
  %mine = arith.minsi %left0, %per : i32
  %has = arith.cmpi sgt, %mine, %c0 : i32
  scf.if %has {
    %xo = arith.muli %r0, %c40 : i32
    %xo_i = arith.index_cast %xo : i32 to index
    %so = arith.muli %r0, %c8 : i32
    %so_i = arith.index_cast %so : i32 to index
    %xc = emitasc.ptr_offset %x[%xo_i] : memref<?xf32, 22>, memref<?xf32, 22>
    %yc = emitasc.ptr_offset %y[%xo_i] : memref<?xf32, 22>, memref<?xf32, 22>
    %mc = emitasc.ptr_offset %mx[%so_i] : memref<?xf32, 22>, memref<?xf32, 22>
    %sc = emitasc.ptr_offset %sm[%so_i] : memref<?xf32, 22>, memref<?xf32, 22>
    %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
    ascendc.global_tensor.set_global_buffer %gx, %xc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
    %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
    ascendc.global_tensor.set_global_buffer %gy, %yc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
    %gm = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
    ascendc.global_tensor.set_global_buffer %gm, %mc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
    %gs = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
    ascendc.global_tensor.set_global_buffer %gs, %sc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
    %pipe = ascendc.pipe
    %qx = ascendc.queue : !ascendc.queue<vecin, 1>
    ascendc.pipe.init_queue %pipe, %qx, %c1, %buf : !ascendc.queue<vecin, 1>, i32, i32
    %qm = ascendc.queue : !ascendc.queue<vecin, 1>
    ascendc.pipe.init_queue %pipe, %qm, %c1, %sbuf : !ascendc.queue<vecin, 1>, i32, i32
    %qs = ascendc.queue : !ascendc.queue<vecin, 1>
    ascendc.pipe.init_queue %pipe, %qs, %c1, %sbuf : !ascendc.queue<vecin, 1>, i32, i32
    %qy = ascendc.queue : !ascendc.queue<vecout, 1>
    ascendc.pipe.init_queue %pipe, %qy, %c1, %buf : !ascendc.queue<vecout, 1>, i32, i32
    %n = arith.muli %mine, %c40 : i32
    %ns = arith.muli %mine, %c8 : i32
    %tx = ascendc.que_bind.alloc_tensor %qx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<2048xf32>
    ascendc.data_copy_l2 %tx, %gx, %n : !ascendc.local_tensor<2048xf32>, !ascendc.global_tensor<*xf32>, i32
    ascendc.que_bind.enque_tensor %qx, %tx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<2048xf32>
    %tm = ascendc.que_bind.alloc_tensor %qm : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<512xf32>
    ascendc.data_copy_l2 %tm, %gm, %ns : !ascendc.local_tensor<512xf32>, !ascendc.global_tensor<*xf32>, i32
    ascendc.que_bind.enque_tensor %qm, %tm : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<512xf32>
    %ts = ascendc.que_bind.alloc_tensor %qs : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<512xf32>
    ascendc.data_copy_l2 %ts, %gs, %ns : !ascendc.local_tensor<512xf32>, !ascendc.global_tensor<*xf32>, i32
    ascendc.que_bind.enque_tensor %qs, %ts : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<512xf32>
    %ax = ascendc.que_bind.deque_tensor %qx : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<2048xf32>
    %am = ascendc.que_bind.deque_tensor %qm : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<512xf32>
    %as = ascendc.que_bind.deque_tensor %qs : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<512xf32>
    %ty = ascendc.que_bind.alloc_tensor %qy : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<2048xf32>
    %tiling = ascendc.construct !ascendc.softmax_tiling()
    %shape = emitasc.init_struct !ascendc.softmax_shape_info("srcM" = %mine : i32, "srcK" = %c40 : i32, "oriSrcM" = %mine : i32, "oriSrcK" = %c40 : i32)
    ascendc.simple_softmax %ty, %as, %am, %ax, %tiling, %shape {operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 1, 1>} : !ascendc.local_tensor<2048xf32>, !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<512xf32>, !ascendc.local_tensor<2048xf32>, !ascendc.softmax_tiling, !ascendc.softmax_shape_info
    ascendc.que_bind.enque_tensor %qy, %ty : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<2048xf32>
    ascendc.que_bind.free_tensor %qx, %ax : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<2048xf32>
    ascendc.que_bind.free_tensor %qm, %am : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<512xf32>
    ascendc.que_bind.free_tensor %qs, %as : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<512xf32>
    %ry = ascendc.que_bind.deque_tensor %qy : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<2048xf32>
    ascendc.data_copy_l2 %gy, %ry, %n : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<2048xf32>, i32
    ascendc.que_bind.free_tensor %qy, %ry : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<2048xf32>
  }
  return
}
