// Row-wise max and min of a [rows, cols] f32 matrix, as PyAsc's asc2 frontend emits
// `x.max(dim=1)` / `x.min(dim=1)`: blocks of 8 rows are spread over the cores; each block
// is loaded twice into an 8x64 tile, padded with -inf for the max and +inf for the min so
// that the padding of a short row never wins, reduced over dimension 1 and stored as 8
// consecutive elements of the 1-D outputs.
module {
  func.func @row_minmax_kernel(%x: memref<*xf32, 22>, %mx: memref<*xf32, 22>, %mn: memref<*xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tmx = asctile.tensor %mx(%rows) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tmn = asctile.tensor %mn(%rows) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %ninf = arith.constant 0xFF800000 : f32
    %pinf = arith.constant 0x7F800000 : f32
    %first = arith.muli %bi, %c8 : i32
    %step = arith.muli %nbi, %c8 : i32
    scf.for %r = %first to %rows step %step : i32 {
      %a = asctile.load %tx[%r, %c0], %ninf : !asctile.tensor<?x?xf32>, !asctile.tile<8x64xf32, UB>
      %m = asctile.reduce <max> %a {dims = [1 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<8xf32, UB>
      asctile.store %m, %tmx[%r] : !asctile.tile<8xf32, UB>, !asctile.tensor<?xf32>
      %c = asctile.load %tx[%r, %c0], %pinf : !asctile.tensor<?x?xf32>, !asctile.tile<8x64xf32, UB>
      %n = asctile.reduce <min> %c {dims = [1 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<8xf32, UB>
      asctile.store %n, %tmn[%r] : !asctile.tile<8xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
