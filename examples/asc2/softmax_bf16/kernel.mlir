// Row softmax in bf16 as the frontend emits it for a bf16 tensor: each row of a [rows, cols]
// tensor in a 1x256 tile padded with -inf, max and sum as bf16 scalars (asclower-asctile
// reduces bf16 tiles in f32, the reductions take half and float only), the rest in bf16.
// Core b takes rows b, b + blocks, ...
module {
  func.func @softmax_kernel(%x: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %c0 = arith.constant 0 : i32
    %ninf = arith.constant 0xFF80 : bf16
    scf.for %r = %bi to %rows step %nbi : i32 {
      %t = asctile.load %tx[%r, %c0], %ninf : !asctile.tensor<?x?xbf16>, !asctile.tile<1x256xbf16, UB>
      %m = asctile.reduce_as_1d <max> %t : !asctile.tile<1x256xbf16, UB>, bf16
      %ms = asctile.splat %m : !asctile.tile<1x256xbf16, UB>
      %d = arith.subf %t, %ms : !asctile.tile<1x256xbf16, UB>
      %e = math.exp %d : !asctile.tile<1x256xbf16, UB>
      %s = asctile.reduce_as_1d <sum> %e : !asctile.tile<1x256xbf16, UB>, bf16
      %ss = asctile.splat %s : !asctile.tile<1x256xbf16, UB>
      %o = arith.divf %e, %ss : !asctile.tile<1x256xbf16, UB>
      asctile.store %o, %ty[%r, %c0] : !asctile.tile<1x256xbf16, UB>, !asctile.tensor<?x?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
