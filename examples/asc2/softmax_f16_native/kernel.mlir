// Row softmax of an f16 matrix computed in f16 throughout (no cast), as PyAsc's asc2
// frontend emits it when the kernel does not cast: each core takes rows b, b+blocks, ...; a
// row is loaded into a 256-wide f16 tile padded with -inf, so the padding neither wins the
// max nor adds to the sum (exp(-inf) = 0).
module {
  func.func @softmax_f16_native_kernel(%x: memref<*xf16, 22>, %y: memref<*xf16, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %c0 = arith.constant 0 : i32
    %ninf = arith.constant 0xFC00 : f16
    scf.for %r = %bi to %rows step %nbi : i32 {
      %h = asctile.load %tx[%r, %c0], %ninf : !asctile.tensor<?x?xf16>, !asctile.tile<1x256xf16, UB>
      %m = asctile.reduce_as_1d <max> %h : !asctile.tile<1x256xf16, UB>, f16
      %ms = asctile.splat %m : !asctile.tile<1x256xf16, UB>
      %d = arith.subf %h, %ms : !asctile.tile<1x256xf16, UB>
      %e = math.exp %d : !asctile.tile<1x256xf16, UB>
      %s = asctile.reduce_as_1d <sum> %e : !asctile.tile<1x256xf16, UB>, f16
      %ss = asctile.splat %s : !asctile.tile<1x256xf16, UB>
      %oh = arith.divf %e, %ss : !asctile.tile<1x256xf16, UB>
      asctile.store %oh, %ty[%r, %c0] : !asctile.tile<1x256xf16, UB>, !asctile.tensor<?x?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
