// Scalars read from GM and a rank-1 broadcast: y = (x - shift) * scale + row, with scale
// and shift read by asctile.get_value from a 2-element f16 tensor (mixed scalar operands:
// one splat, one tile - scalar through splat), and row [64] broadcast straight to 4x64
// (rank 1 to rank 2, no reshape). f16 throughout; 10 rows in 4-row tiles over 2 cores.
module {
  func.func @affine_kernel(%x: memref<*xf16, 22>, %p: memref<*xf16, 22>, %row: memref<*xf16, 22>, %y: memref<*xf16, 22>, %rows: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %tx = asctile.tensor %x(%rows) : memref<*xf16, 22>, !asctile.tensor<?x64xf16>
    %tp = asctile.tensor %p() : memref<*xf16, 22>, !asctile.tensor<2xf16>
    %tr = asctile.tensor %row() : memref<*xf16, 22>, !asctile.tensor<64xf16>
    %ty = asctile.tensor %y(%rows) : memref<*xf16, 22>, !asctile.tensor<?x64xf16>
    %scale = asctile.get_value %tp[%c0] : !asctile.tensor<2xf16>
    %shift = asctile.get_value %tp[%c1] : !asctile.tensor<2xf16>
    %rv = asctile.load %tr[%c0], %pad : !asctile.tensor<64xf16>, !asctile.tile<64xf16, UB>
    %rb = asctile.broadcast %rv : !asctile.tile<64xf16, UB> to !asctile.tile<4x64xf16, UB>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %rows, %c4 : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %r = arith.muli %t, %c4 : i32
      %v = asctile.load %tx[%r, %c0], %pad : !asctile.tensor<?x64xf16>, !asctile.tile<4x64xf16, UB>
      %shs = asctile.splat %shift : !asctile.tile<4x64xf16, UB>
      %d = arith.subf %v, %shs : !asctile.tile<4x64xf16, UB>
      %scs = asctile.splat %scale : !asctile.tile<4x64xf16, UB>
      %e = arith.mulf %d, %scs : !asctile.tile<4x64xf16, UB>
      %o = arith.addf %e, %rb : !asctile.tile<4x64xf16, UB>
      asctile.store %o, %ty[%r, %c0] : !asctile.tile<4x64xf16, UB>, !asctile.tensor<?x64xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
