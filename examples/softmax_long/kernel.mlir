// Row softmax of a %rows × %cols f32 matrix whose rows are longer than one 256-element
// tile and end in a partial tile (cols = 1000 is 3 tiles + 232), in the form PyAsc's `asc`
// frontend emits before its pipeline: GM pointers offset per core with emitasc.ptr_offset,
// DataCopyExtParams built by emitasc.init_struct, TQue double buffering, a helper function
// for the tile load (inlined by the pipeline), and no synchronisation: pyasc-pipeline
// inserts set_flag/wait_flag on Ascend910B1 and get_buf/rls_buf on Ascend950PR_9599.
// Rows are spread over the cores with a tail: the first rows % cores cores take one more.
// Per row: pass 1 max over the tiles (ReduceMax, scalar max across tiles), pass 2 the sum
// of exp(x - max) (Subs, Exp, ReduceSum), pass 3 exp(x - max) * (1 / sum), where the max
// and the reciprocal reach Subs and Muls as one-element tensors written by SetValue.
func.func private @load_tile(%q: !ascendc.queue<vecin, 1>, %g: !ascendc.global_tensor<*xf32>, %len: i32) -> !ascendc.local_tensor<*xf32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %zero = arith.constant 0.0 : f32
  %bytes = arith.muli %len, %c4 : i32
  %t = ascendc.que_bind.alloc_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf32>
  %cp = emitasc.init_struct !ascendc.data_copy_ext_params("blockCount" = %c1 : i32, "blockLen" = %bytes : i32, "srcStride" = %c0 : i32, "dstStride" = %c0 : i32, "rsv" = %c0 : i32)
  %pad = ascendc.construct !ascendc.data_copy_pad_ext_params<f32>(%c0, %c0, %c0, %zero) [i32, i32, ui8, f32] : i32, i32, i32, f32
  ascendc.data_copy_pad_l0_ext %t, %g, %cp, %pad : !ascendc.local_tensor<*xf32>, !ascendc.global_tensor<*xf32>, !ascendc.data_copy_ext_params, !ascendc.data_copy_pad_ext_params<f32>
  ascendc.que_bind.enque_tensor %q, %t : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf32>
  %d = ascendc.que_bind.deque_tensor %q : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf32>
  return %d : !ascendc.local_tensor<*xf32>
}

func.func @softmax_long(%x: memref<?xf32, 22>, %y: memref<?xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c4 = arith.constant 4 : i32
  %c32 = arith.constant 32 : i32
  %c255 = arith.constant 255 : i32
  %c256 = arith.constant 256 : i32
  %c1024 = arith.constant 1024 : i32
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
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
  %pipe = ascendc.pipe
  %qin = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.pipe.init_queue %pipe, %qin, %c2, %c1024 : !ascendc.queue<vecin, 1>, i32, i32
  %qout = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.pipe.init_queue %pipe, %qout, %c2, %c1024 : !ascendc.queue<vecout, 1>, i32, i32
  %wb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %wb, %c1024 : !ascendc.tbuf<veccalc>, i32
  %w = ascendc.tbuf.get_tensor %wb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<*xf32>
  %tb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %tb, %c1024 : !ascendc.tbuf<veccalc>, i32
  %tmp = ascendc.tbuf.get_tensor %tb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<*xf32>
  %rb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %rb, %c32 : !ascendc.tbuf<veccalc>, i32
  %red = ascendc.tbuf.get_tensor %rb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<8xf32>
  %mb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %mb, %c32 : !ascendc.tbuf<veccalc>, i32
  %m1 = ascendc.tbuf.get_tensor %mb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<1xf32>
  %ib = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %ib, %c32 : !ascendc.tbuf<veccalc>, i32
  %inv1 = ascendc.tbuf.get_tensor %ib : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<1xf32>
  %cols255 = arith.addi %cols, %c255 : i32
  %ntiles = arith.divui %cols255, %c256 : i32
  scf.for %r = %c0 to %myrows step %c1 : i32 {
    %roff = arith.muli %r, %cols : i32
    %gxr = ascendc.global_tensor.subindex %gx[%roff] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %gyr = ascendc.global_tensor.subindex %gy[%roff] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %mx = scf.for %t = %c0 to %ntiles step %c1 iter_args(%acc = %ninf) -> (f32) : i32 {
      %toff = arith.muli %t, %c256 : i32
      %left = arith.subi %cols, %toff : i32
      %len = arith.minui %left, %c256 : i32
      %g = ascendc.global_tensor.subindex %gxr[%toff] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
      %a = func.call @load_tile(%qin, %g, %len) : (!ascendc.queue<vecin, 1>, !ascendc.global_tensor<*xf32>, i32) -> !ascendc.local_tensor<*xf32>
      ascendc.reduce_max_l2 %red, %a, %tmp, %len, %c0 : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32, i32
      %mt = ascendc.local_tensor.get_value %red, %c0 : !ascendc.local_tensor<8xf32>, i32, f32
      ascendc.que_bind.free_tensor %qin, %a : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf32>
      %nm = arith.maximumf %acc, %mt : f32
      scf.yield %nm : f32
    }
    ascendc.local_tensor.set_value %m1, %c0, %mx : !ascendc.local_tensor<1xf32>, i32, f32
    %sum = scf.for %t = %c0 to %ntiles step %c1 iter_args(%acc = %zero) -> (f32) : i32 {
      %toff = arith.muli %t, %c256 : i32
      %left = arith.subi %cols, %toff : i32
      %len = arith.minui %left, %c256 : i32
      %g = ascendc.global_tensor.subindex %gxr[%toff] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
      %a = func.call @load_tile(%qin, %g, %len) : (!ascendc.queue<vecin, 1>, !ascendc.global_tensor<*xf32>, i32) -> !ascendc.local_tensor<*xf32>
      ascendc.subs_l2 %w, %a, %m1, %len : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<1xf32>, i32
      ascendc.exp_l2 %w, %w, %len : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
      ascendc.reduce_sum_l2 %red, %w, %tmp, %len : !ascendc.local_tensor<8xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
      %st = ascendc.local_tensor.get_value %red, %c0 : !ascendc.local_tensor<8xf32>, i32, f32
      ascendc.que_bind.free_tensor %qin, %a : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf32>
      %ns = arith.addf %acc, %st : f32
      scf.yield %ns : f32
    }
    %inv = arith.divf %one, %sum : f32
    ascendc.local_tensor.set_value %inv1, %c0, %inv : !ascendc.local_tensor<1xf32>, i32, f32
    scf.for %t = %c0 to %ntiles step %c1 : i32 {
      %toff = arith.muli %t, %c256 : i32
      %left = arith.subi %cols, %toff : i32
      %len = arith.minui %left, %c256 : i32
      %g = ascendc.global_tensor.subindex %gxr[%toff] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
      %a = func.call @load_tile(%qin, %g, %len) : (!ascendc.queue<vecin, 1>, !ascendc.global_tensor<*xf32>, i32) -> !ascendc.local_tensor<*xf32>
      %o = ascendc.que_bind.alloc_tensor %qout : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
      ascendc.subs_l2 %o, %a, %m1, %len : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<1xf32>, i32
      ascendc.exp_l2 %o, %o, %len : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, i32
      ascendc.muls_l2 %o, %o, %inv1, %len : !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.local_tensor<1xf32>, i32
      ascendc.que_bind.free_tensor %qin, %a : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<*xf32>
      ascendc.que_bind.enque_tensor %qout, %o : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
      %ob = ascendc.que_bind.deque_tensor %qout : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
      %bytes = arith.muli %len, %c4 : i32
      %cp = emitasc.init_struct !ascendc.data_copy_ext_params("blockCount" = %c1 : i32, "blockLen" = %bytes : i32, "srcStride" = %c0 : i32, "dstStride" = %c0 : i32, "rsv" = %c0 : i32)
      %gyt = ascendc.global_tensor.subindex %gyr[%toff] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
      ascendc.data_copy_pad_l2_ext %gyt, %ob, %cp : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<*xf32>, !ascendc.data_copy_ext_params
      ascendc.que_bind.free_tensor %qout, %ob : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<*xf32>
    }
  }
  return
}
