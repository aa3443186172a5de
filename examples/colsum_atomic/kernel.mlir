// Column sums of LeakyReLU(x) over a %rows × %cols f32 matrix (cols a multiple of 64, at
// most 1024), combined across cores in GM with atomic adds, in the form PyAsc's `asc`
// frontend emits (GM pointers offset per core with emitasc.ptr_offset, TQue in and out, no
// synchronisation of its own). Each core takes ceil(rows / cores) rows (the last fewer),
// double-buffers them, computes y = x > 0 ? x : 0.125·x with CompareScalar (GT), Muls and
// Select (VSEL_TENSOR_TENSOR_MODE), accumulates y into a TBuf with Add, and adds its
// partial sums to %out (zeros on entry) between SetAtomicAdd<float> and SetAtomicNone.
func.func @colsum_atomic(%x: memref<?xf32, 22>, %out: memref<?xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c128 = arith.constant 128 : i32
  %c4096 = arith.constant 4096 : i32
  %zero = arith.constant 0.0 : f32
  %slope = arith.constant 0.125 : f32
  %idx = ascendc.get_block_idx : i32
  %num = ascendc.get_block_num : i32
  %per = arith.ceildivui %rows, %num : i32
  %first = arith.muli %idx, %per : i32
  %left0 = arith.subi %rows, %first : i32
  %left = arith.maxsi %left0, %c0 : i32
  %myrows = arith.minsi %per, %left : i32
  %off = arith.muli %first, %cols : i32
  %off_i = arith.index_cast %off : i32 to index
  %xc = emitasc.ptr_offset %x[%off_i] : memref<?xf32, 22>, memref<?xf32, 22>
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %gx, %xc : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %go = ascendc.global_tensor : !ascendc.global_tensor<*xf32>
  ascendc.global_tensor.set_global_buffer %go, %out : !ascendc.global_tensor<*xf32>, memref<?xf32, 22>
  %pipe = ascendc.pipe
  %qin = ascendc.queue : !ascendc.queue<vecin, 1>
  ascendc.pipe.init_queue %pipe, %qin, %c2, %c4096 : !ascendc.queue<vecin, 1>, i32, i32
  %qout = ascendc.queue : !ascendc.queue<vecout, 1>
  ascendc.pipe.init_queue %pipe, %qout, %c1, %c4096 : !ascendc.queue<vecout, 1>, i32, i32
  %ab = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %ab, %c4096 : !ascendc.tbuf<veccalc>, i32
  %acc = ascendc.tbuf.get_tensor %ab : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<1024xf32>
  %sb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %sb, %c4096 : !ascendc.tbuf<veccalc>, i32
  %sc = ascendc.tbuf.get_tensor %sb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<1024xf32>
  %yb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %yb, %c4096 : !ascendc.tbuf<veccalc>, i32
  %y = ascendc.tbuf.get_tensor %yb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<1024xf32>
  %mb = ascendc.tbuf : !ascendc.tbuf<veccalc>
  ascendc.pipe.init_buffer %pipe, %mb, %c128 : !ascendc.tbuf<veccalc>, i32
  %mask = ascendc.tbuf.get_tensor %mb : !ascendc.tbuf<veccalc>, !ascendc.local_tensor<128xui8>
  ascendc.duplicate_l2 %acc, %zero, %cols : !ascendc.local_tensor<1024xf32>, f32, i32
  scf.for %r = %c0 to %myrows step %c1 : i32 {
    %roff = arith.muli %r, %cols : i32
    %gxr = ascendc.global_tensor.subindex %gx[%roff] : !ascendc.global_tensor<*xf32>, i32, !ascendc.global_tensor<*xf32>
    %t = ascendc.que_bind.alloc_tensor %qin : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf32>
    ascendc.data_copy_l2 %t, %gxr, %cols : !ascendc.local_tensor<1024xf32>, !ascendc.global_tensor<*xf32>, i32
    ascendc.que_bind.enque_tensor %qin, %t : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf32>
    %a = ascendc.que_bind.deque_tensor %qin : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf32>
    ascendc.compare_scalar_l2 %mask, %a, %zero, %cols {cmpMode = 1 : i32} : !ascendc.local_tensor<128xui8>, !ascendc.local_tensor<1024xf32>, f32, i32
    ascendc.muls_l2 %sc, %a, %slope, %cols : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, f32, i32
    ascendc.select_l2 %y, %mask, %a, %sc, %cols {selMode = 2 : i32} : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<128xui8>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i32
    ascendc.add_l2 %acc, %acc, %y, %cols : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, i32
    ascendc.que_bind.free_tensor %qin, %a : !ascendc.queue<vecin, 1>, !ascendc.local_tensor<1024xf32>
  }
  %o = ascendc.que_bind.alloc_tensor %qout : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf32>
  ascendc.adds_l2 %o, %acc, %zero, %cols : !ascendc.local_tensor<1024xf32>, !ascendc.local_tensor<1024xf32>, f32, i32
  ascendc.que_bind.enque_tensor %qout, %o : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf32>
  %ob = ascendc.que_bind.deque_tensor %qout : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf32>
  ascendc.set_atomic_add {dtype = f32} : () -> ()
  ascendc.data_copy_l2 %go, %ob, %cols : !ascendc.global_tensor<*xf32>, !ascendc.local_tensor<1024xf32>, i32
  ascendc.set_atomic_none : () -> ()
  ascendc.que_bind.free_tensor %qout, %ob : !ascendc.queue<vecout, 1>, !ascendc.local_tensor<1024xf32>
  return
}
