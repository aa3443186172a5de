// In-place over unaligned 2-D tiles: x[rows, cols] (rows = 9, cols = 70) f32 updated
// in 3x20 tiles (80-byte rows, not whole 32-byte blocks; tails on both axes: 3 + 3 + 3
// rows, 20 + 20 + 20 + 10 columns) as x = x - rowmean_tile(x) where the mean is over the
// tile's own columns (keep-dims sum along axis 1 times 1/20, broadcast back), nested loops
// rows x column tiles grid-strided over the column tiles.
module {
  func.func @inpu_kernel(%x: memref<*xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    %c20 = arith.constant 20 : i32
    %zero = arith.constant 0.000000e+00 : f32
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %rt = arith.ceildivsi %rows, %c3 : i32
    %ct = arith.ceildivsi %cols, %c20 : i32
    scf.for %i = %c0 to %rt step %c1 : i32 {
      %r = arith.muli %i, %c3 : i32
      scf.for %j = %bi to %ct step %nbi : i32 {
        %cj = arith.muli %j, %c20 : i32
        %v = asctile.load %tx[%r, %cj], %zero : !asctile.tensor<?x?xf32>, !asctile.tile<3x20xf32, UB>
        %s = asctile.reduce <sum> %v {dims = [1 : i32]} : !asctile.tile<3x20xf32, UB>, !asctile.tile<3x1xf32, UB>
        %k = arith.constant dense<5.000000e-02> : !asctile.tile<3x1xf32, UB>
        %mu = arith.mulf %s, %k : !asctile.tile<3x1xf32, UB>
        %mb = asctile.broadcast %mu : !asctile.tile<3x1xf32, UB> to !asctile.tile<3x20xf32, UB>
        %d = arith.subf %v, %mb : !asctile.tile<3x20xf32, UB>
        asctile.store %d, %tx[%r, %cj] : !asctile.tile<3x20xf32, UB>, !asctile.tensor<?x?xf32>
      } {asctile.unroll_factor = 2 : index}
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
