// Reductions along both axes of a 2-D tile: an f32 [rows, 40] matrix in 16-row blocks over
// the cores (grid-stride; the last block may be partial, padded with 0). For block i the
// row sums go to rsum[16i .. 16i+16) (a 16×1 tile, dims = [1]) and the column sums to row i
// of csum [blocks, 40] (a 1×40 tile, dims = [0]); the row maxima of x·x go to rmax.
module {
  func.func @reduce_kernel(%x: memref<*xf32, 22>, %rsum: memref<*xf32, 22>, %rmax: memref<*xf32, 22>, %csum: memref<*xf32, 22>, %rows: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c16 = arith.constant 16 : i32
    %c40 = arith.constant 40 : i32
    %blocks = arith.ceildivsi %rows, %c16 : i32
    %tx = asctile.tensor %x(%rows, %c40) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %trs = asctile.tensor %rsum(%rows, %c1) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %trm = asctile.tensor %rmax(%rows, %c1) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tcs = asctile.tensor %csum(%blocks, %c40) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %zero = arith.constant 0.000000e+00 : f32
    scf.for %i = %bi to %blocks step %nbi : i32 {
      %r = arith.muli %i, %c16 : i32
      %t = asctile.load %tx[%r, %c0], %zero : !asctile.tensor<?x?xf32>, !asctile.tile<16x40xf32, UB>
      %rs = asctile.reduce <sum> %t {dims = [1 : i32]} : !asctile.tile<16x40xf32, UB>, !asctile.tile<16x1xf32, UB>
      %cs = asctile.reduce <sum> %t {dims = [0 : i32]} : !asctile.tile<16x40xf32, UB>, !asctile.tile<1x40xf32, UB>
      %sq = arith.mulf %t, %t : !asctile.tile<16x40xf32, UB>
      %rm = asctile.reduce <max> %sq {dims = [1 : i32]} : !asctile.tile<16x40xf32, UB>, !asctile.tile<16x1xf32, UB>
      asctile.store %rs, %trs[%r, %c0] : !asctile.tile<16x1xf32, UB>, !asctile.tensor<?x?xf32>
      asctile.store %rm, %trm[%r, %c0] : !asctile.tile<16x1xf32, UB>, !asctile.tensor<?x?xf32>
      asctile.store %cs, %tcs[%i, %c0] : !asctile.tile<1x40xf32, UB>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
