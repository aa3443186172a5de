// Row and column broadcasts on 2-D tiles: z = (x + bias) * scale for an f32 [rows, 64] matrix
// x, a [64] bias broadcast down the rows (1x64 -> 8x64) and a [rows] scale broadcast across
// the columns (8x1 -> 8x64). Blocks of 8 rows are spread over the cores, several per core;
// the last block may be partial.
module {
  func.func @bias_rows_kernel(%x: memref<*xf32, 22>, %bias: memref<*xf32, 22>, %scale: memref<*xf32, 22>, %z: memref<*xf32, 22>, %rows: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows) : memref<*xf32, 22>, !asctile.tensor<?x64xf32>
    %tb = asctile.tensor %bias() : memref<*xf32, 22>, !asctile.tensor<64xf32>
    %ts = asctile.tensor %scale(%rows) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tz = asctile.tensor %z(%rows) : memref<*xf32, 22>, !asctile.tensor<?x64xf32>
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %pad = arith.constant 0.000000e+00 : f32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %first = arith.muli %bi, %c8 : i32
    %step = arith.muli %nbi, %c8 : i32
    %bv = asctile.load %tb[%c0], %pad : !asctile.tensor<64xf32>, !asctile.tile<64xf32, UB>
    %b2 = asctile.reshape %bv : !asctile.tile<64xf32, UB> to !asctile.tile<1x64xf32, UB>
    %bb = asctile.broadcast %b2 : !asctile.tile<1x64xf32, UB> to !asctile.tile<8x64xf32, UB>
    scf.for %r = %first to %rows step %step : i32 {
      %t = asctile.load %tx[%r, %c0], %pad : !asctile.tensor<?x64xf32>, !asctile.tile<8x64xf32, UB>
      %s = asctile.load %ts[%r], %pad : !asctile.tensor<?xf32>, !asctile.tile<8xf32, UB>
      %s2 = asctile.reshape %s : !asctile.tile<8xf32, UB> to !asctile.tile<8x1xf32, UB>
      %sb = asctile.broadcast %s2 : !asctile.tile<8x1xf32, UB> to !asctile.tile<8x64xf32, UB>
      %a = arith.addf %t, %bb : !asctile.tile<8x64xf32, UB>
      %o = arith.mulf %a, %sb : !asctile.tile<8x64xf32, UB>
      asctile.store %o, %tz[%r, %c0] : !asctile.tile<8x64xf32, UB>, !asctile.tensor<?x64xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
