// Row softmax in f32 on 1×100 tiles: a row of 400 bytes is no whole number of 32-byte
// blocks. Rows over the cores (core b takes rows b, b+blocks, ...), each loaded into one
// tile padded with -inf, which a row shorter than the tile must get past the 32-byte block
// DataCopyPad pads (docs/pyasc.md §5).
module {
  func.func @softmax_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %c0 = arith.constant 0 : i32
    %ninf = arith.constant 0xFF800000 : f32
    scf.for %r = %bi to %rows step %nbi : i32 {
      %t = asctile.load %tx[%r, %c0], %ninf : !asctile.tensor<?x?xf32>, !asctile.tile<1x100xf32, UB>
      %m = asctile.reduce_as_1d <max> %t : !asctile.tile<1x100xf32, UB>, f32
      %ms = asctile.splat %m : !asctile.tile<1x100xf32, UB>
      %d = arith.subf %t, %ms : !asctile.tile<1x100xf32, UB>
      %e = math.exp %d : !asctile.tile<1x100xf32, UB>
      %s = asctile.reduce_as_1d <sum> %e : !asctile.tile<1x100xf32, UB>, f32
      %ss = asctile.splat %s : !asctile.tile<1x100xf32, UB>
      %o = arith.divf %e, %ss : !asctile.tile<1x100xf32, UB>
      asctile.store %o, %ty[%r, %c0] : !asctile.tile<1x100xf32, UB>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
