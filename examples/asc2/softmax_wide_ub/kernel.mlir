// Row softmax of an R×1024 f32 matrix, 8 rows (32 KiB) per tile: the tile, its row
// maxima broadcast back, the difference, its exponential, the broadcast sums and the
// result are six 32 KiB tiles, more than the UB of a 910B holds at once without
// reuse-ub. Tiles dealt grid-stride over the cores (R a kernel argument; rows past R are
// loaded as 0 and not stored).
module {
  func.func @softmax_wide_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %rows: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %c1024 = arith.constant 1024 : i32
    %pad = arith.constant 0.000000e+00 : f32
    %tx = asctile.tensor %x(%rows, %c1024) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y(%rows, %c1024) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %rows, %c8 : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %r = arith.muli %t, %c8 : i32
      %v = asctile.load %tx[%r, %c0], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<8x1024xf32, UB>
      %m = asctile.reduce <max> %v {dims = [1 : i32]} : !asctile.tile<8x1024xf32, UB>, !asctile.tile<8x1xf32, UB>
      %mb = asctile.broadcast %m : !asctile.tile<8x1xf32, UB> to !asctile.tile<8x1024xf32, UB>
      %d = arith.subf %v, %mb : !asctile.tile<8x1024xf32, UB>
      %e = math.exp %d : !asctile.tile<8x1024xf32, UB>
      %s = asctile.reduce <sum> %e {dims = [1 : i32]} : !asctile.tile<8x1024xf32, UB>, !asctile.tile<8x1xf32, UB>
      %sb = asctile.broadcast %s : !asctile.tile<8x1xf32, UB> to !asctile.tile<8x1024xf32, UB>
      %o = arith.divf %e, %sb : !asctile.tile<8x1024xf32, UB>
      asctile.store %o, %ty[%r, %c0] : !asctile.tile<8x1024xf32, UB>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
