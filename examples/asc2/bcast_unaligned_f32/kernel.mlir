// Row and column broadcasts on 2-D f32 tiles whose rows are no whole number of 32-byte
// blocks: z = x * w[row] + v[col] for an f32 [rows, 20] matrix (80-byte rows), v [20]
// broadcast down the rows (1x20 -> 8x20), w [rows] across the columns (8x1 -> 8x20). Blocks
// of 8 rows dealt grid-stride over the cores; the last block may be partial.
module {
  func.func @bcast_kernel(%x: memref<*xf32, 22>, %v: memref<*xf32, 22>, %w: memref<*xf32, 22>, %z: memref<*xf32, 22>, %rows: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows) : memref<*xf32, 22>, !asctile.tensor<?x20xf32>
    %tv = asctile.tensor %v() : memref<*xf32, 22>, !asctile.tensor<20xf32>
    %tw = asctile.tensor %w(%rows) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tz = asctile.tensor %z(%rows) : memref<*xf32, 22>, !asctile.tensor<?x20xf32>
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %pad = arith.constant 0.000000e+00 : f32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %first = arith.muli %bi, %c8 : i32
    %step = arith.muli %nbi, %c8 : i32
    %vt = asctile.load %tv[%c0], %pad : !asctile.tensor<20xf32>, !asctile.tile<20xf32, UB>
    %v2 = asctile.reshape %vt : !asctile.tile<20xf32, UB> to !asctile.tile<1x20xf32, UB>
    %vb = asctile.broadcast %v2 : !asctile.tile<1x20xf32, UB> to !asctile.tile<8x20xf32, UB>
    scf.for %r = %first to %rows step %step : i32 {
      %xt = asctile.load %tx[%r, %c0], %pad : !asctile.tensor<?x20xf32>, !asctile.tile<8x20xf32, UB>
      %wt = asctile.load %tw[%r], %pad : !asctile.tensor<?xf32>, !asctile.tile<8xf32, UB>
      %w2 = asctile.reshape %wt : !asctile.tile<8xf32, UB> to !asctile.tile<8x1xf32, UB>
      %wb = asctile.broadcast %w2 : !asctile.tile<8x1xf32, UB> to !asctile.tile<8x20xf32, UB>
      %p = arith.mulf %xt, %wb : !asctile.tile<8x20xf32, UB>
      %o = arith.addf %p, %vb : !asctile.tile<8x20xf32, UB>
      asctile.store %o, %tz[%r, %c0] : !asctile.tile<8x20xf32, UB>, !asctile.tensor<?x20xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
