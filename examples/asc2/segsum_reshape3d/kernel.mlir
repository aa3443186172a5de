// Segment sums and maxima through a rank-3 reshape: each 8x64 f32 tile is reshaped to
// 8x4x16 and reduced over the last axis (keep-dims sum: 8x4x1, an AR pattern after run
// merging), and over the middle axis (max: 8x1x16, ARA); the segment sums are reshaped
// to 8x4 and stored, the maxima to 8x16. 12 rows over 2 cores.
module {
  func.func @segsum_kernel(%x: memref<*xf32, 22>, %s: memref<*xf32, 22>, %mx: memref<*xf32, 22>, %rows: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %zero = arith.constant 0.000000e+00 : f32
    %tx = asctile.tensor %x(%rows) : memref<*xf32, 22>, !asctile.tensor<?x64xf32>
    %ts = asctile.tensor %s(%rows) : memref<*xf32, 22>, !asctile.tensor<?x4xf32>
    %tm = asctile.tensor %mx(%rows) : memref<*xf32, 22>, !asctile.tensor<?x16xf32>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %rows, %c8 : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %r = arith.muli %t, %c8 : i32
      %v = asctile.load %tx[%r, %c0], %zero : !asctile.tensor<?x64xf32>, !asctile.tile<8x64xf32, UB>
      %v3 = asctile.reshape %v : !asctile.tile<8x64xf32, UB> to !asctile.tile<8x4x16xf32, UB>
      %sm = asctile.reduce <sum> %v3 {dims = [2 : i32]} : !asctile.tile<8x4x16xf32, UB>, !asctile.tile<8x4x1xf32, UB>
      %s2 = asctile.reshape %sm : !asctile.tile<8x4x1xf32, UB> to !asctile.tile<8x4xf32, UB>
      asctile.store %s2, %ts[%r, %c0] : !asctile.tile<8x4xf32, UB>, !asctile.tensor<?x4xf32>
      %mm = asctile.reduce <max> %v3 {dims = [1 : i32]} : !asctile.tile<8x4x16xf32, UB>, !asctile.tile<8x1x16xf32, UB>
      %m2 = asctile.reshape %mm : !asctile.tile<8x1x16xf32, UB> to !asctile.tile<8x16xf32, UB>
      asctile.store %m2, %tm[%r, %c0] : !asctile.tile<8x16xf32, UB>, !asctile.tensor<?x16xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
