// Reductions of bf16 2-D tiles along both axes: a bf16 [rows, 48] matrix in 8-row blocks
// over the cores (grid-stride; pad -inf for the max, +inf for the min). Block i stores its
// row maxima to rmax[8i .. 8i+8) (an 8×1 tile into a [rows, 1] tensor) and its column minima
// to row i of cmin [blocks, 48] (a 1×48 tile).
module {
  func.func @reduce_kernel(%x: memref<*xbf16, 22>, %rmax: memref<*xbf16, 22>, %cmin: memref<*xbf16, 22>, %rows: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c8 = arith.constant 8 : i32
    %c48 = arith.constant 48 : i32
    %blocks = arith.ceildivsi %rows, %c8 : i32
    %tx = asctile.tensor %x(%rows, %c48) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %trm = asctile.tensor %rmax(%rows, %c1) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %tcm = asctile.tensor %cmin(%blocks, %c48) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %ninf = arith.constant 0xFF80 : bf16
    %pinf = arith.constant 0x7F80 : bf16
    scf.for %i = %bi to %blocks step %nbi : i32 {
      %r = arith.muli %i, %c8 : i32
      %t = asctile.load %tx[%r, %c0], %ninf : !asctile.tensor<?x?xbf16>, !asctile.tile<8x48xbf16, UB>
      %rm = asctile.reduce <max> %t {dims = [1 : i32]} : !asctile.tile<8x48xbf16, UB>, !asctile.tile<8x1xbf16, UB>
      asctile.store %rm, %trm[%r, %c0] : !asctile.tile<8x1xbf16, UB>, !asctile.tensor<?x?xbf16>
      %u = asctile.load %tx[%r, %c0], %pinf : !asctile.tensor<?x?xbf16>, !asctile.tile<8x48xbf16, UB>
      %cm = asctile.reduce <min> %u {dims = [0 : i32]} : !asctile.tile<8x48xbf16, UB>, !asctile.tile<1x48xbf16, UB>
      asctile.store %cm, %tcm[%i, %c0] : !asctile.tile<1x48xbf16, UB>, !asctile.tensor<?x?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
