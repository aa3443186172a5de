// z = x * y + x on an f32 [rows, cols] matrix in row bands: each core owns
// rows_per_core = ceil(rows / cores) rows starting at block_idx * rows_per_core and walks
// them in ceil(rows_per_core / 8) tiles of 8×64 (columns in an inner loop, the last column
// tile partial), loads and stores clipped only at the matrix's edge. When rows_per_core is
// not a multiple of 8, a core's last row tile covers the first rows of the next core's
// band: both compute and store the same values there.
module {
  func.func @rows_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %z: memref<*xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tz = asctile.tensor %z(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c8 = arith.constant 8 : i32
    %c64 = arith.constant 64 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %per = arith.ceildivsi %rows, %nbi : i32
    %rtiles = arith.ceildivsi %per, %c8 : i32
    %r0 = arith.muli %bi, %per : i32
    scf.for %i = %c0 to %rtiles step %c1 : i32 {
      %dr = arith.muli %i, %c8 : i32
      %r = arith.addi %r0, %dr : i32
      scf.for %c = %c0 to %cols step %c64 : i32 {
        %pad = arith.constant 0.000000e+00 : f32
        %a = asctile.load %tx[%r, %c], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<8x64xf32, UB>
        %b = asctile.load %ty[%r, %c], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<8x64xf32, UB>
        %p = arith.mulf %a, %b : !asctile.tile<8x64xf32, UB>
        %s = arith.addf %p, %a : !asctile.tile<8x64xf32, UB>
        asctile.store %s, %tz[%r, %c] : !asctile.tile<8x64xf32, UB>, !asctile.tensor<?x?xf32>
      } {asctile.unroll_factor = 1 : index}
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
