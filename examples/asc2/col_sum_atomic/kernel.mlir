// Column sums of a [rows, 64] f32 matrix, as PyAsc's asc2 frontend emits `x.sum(dim=0)`
// followed by an atomic add: blocks of 8 rows are spread over the cores, each block is
// reduced over dimension 0 to a 64-element tile, and every core adds its partial column
// sums into the output with asctile.atomic_rmw<Add> (the output starts at zero).
module {
  func.func @col_sum_kernel(%x: memref<*xf32, 22>, %out: memref<*xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %to = asctile.tensor %out(%cols) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %zero = arith.constant 0.0 : f32
    %first = arith.muli %bi, %c8 : i32
    %step = arith.muli %nbi, %c8 : i32
    scf.for %r = %first to %rows step %step : i32 {
      %t = asctile.load %tx[%r, %c0], %zero : !asctile.tensor<?x?xf32>, !asctile.tile<8x64xf32, UB>
      %s = asctile.reduce <sum> %t {dims = [0 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<64xf32, UB>
      asctile.atomic_rmw<Add> %s, %to[%c0] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
