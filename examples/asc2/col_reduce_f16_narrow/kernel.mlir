// Column max and min of an f16 [rows, 40] matrix (rows of 80 bytes: no whole number of
// 32-byte blocks) over 16-row blocks, one block per loop step over the cores (grid-stride,
// the last block partial: padded with -inf for the max and +inf for the min). Block i
// stores its 1x40 column maxima to row i of cmax and its minima to row i of cmin.
module {
  func.func @col_reduce_kernel(%x: memref<*xf16, 22>, %cmax: memref<*xf16, 22>, %cmin: memref<*xf16, 22>, %rows: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c16 = arith.constant 16 : i32
    %c40 = arith.constant 40 : i32
    %blocks = arith.ceildivsi %rows, %c16 : i32
    %tx = asctile.tensor %x(%rows, %c40) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tmax = asctile.tensor %cmax(%blocks, %c40) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tmin = asctile.tensor %cmin(%blocks, %c40) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %ninf = arith.constant 0xFC00 : f16
    %pinf = arith.constant 0x7C00 : f16
    scf.for %i = %bi to %blocks step %nbi : i32 {
      %r = arith.muli %i, %c16 : i32
      %a = asctile.load %tx[%r, %c0], %ninf : !asctile.tensor<?x?xf16>, !asctile.tile<16x40xf16, UB>
      %mx = asctile.reduce <max> %a {dims = [0 : i32]} : !asctile.tile<16x40xf16, UB>, !asctile.tile<1x40xf16, UB>
      asctile.store %mx, %tmax[%i, %c0] : !asctile.tile<1x40xf16, UB>, !asctile.tensor<?x?xf16>
      %b = asctile.load %tx[%r, %c0], %pinf : !asctile.tensor<?x?xf16>, !asctile.tile<16x40xf16, UB>
      %mn = asctile.reduce <min> %b {dims = [0 : i32]} : !asctile.tile<16x40xf16, UB>, !asctile.tile<1x40xf16, UB>
      asctile.store %mn, %tmin[%i, %c0] : !asctile.tile<1x40xf16, UB>, !asctile.tensor<?x?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
