// Scalar access on a 2-D tensor: per 8x32 tile of [rows, 32] (grid-strided), the corner
// element x[r, 0] read with get_value scales the tile (muls via splat), the tile is stored,
// and its max as a 1-element tile is written to m[t, 1] with the tile form of set_value
// while m[t, 0] gets the corner through the scalar form.
module {
  func.func @sv_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %m: memref<*xf32, 22>, %rows: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c8 = arith.constant 8 : i32
    %ninf = arith.constant 0xFF800000 : f32
    %tx = asctile.tensor %x(%rows) : memref<*xf32, 22>, !asctile.tensor<?x32xf32>
    %ty = asctile.tensor %y(%rows) : memref<*xf32, 22>, !asctile.tensor<?x32xf32>
    %rt = arith.ceildivsi %rows, %c8 : i32
    %tm = asctile.tensor %m(%rt) : memref<*xf32, 22>, !asctile.tensor<?x2xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    scf.for %t = %bi to %rt step %nbi : i32 {
      %r = arith.muli %t, %c8 : i32
      %v = asctile.load %tx[%r, %c0], %ninf : !asctile.tensor<?x32xf32>, !asctile.tile<8x32xf32, UB>
      %corner = asctile.get_value %tx[%r, %c0] : !asctile.tensor<?x32xf32>
      %s = asctile.splat %corner : !asctile.tile<8x32xf32, UB>
      %p = arith.mulf %v, %s : !asctile.tile<8x32xf32, UB>
      asctile.store %p, %ty[%r, %c0] : !asctile.tile<8x32xf32, UB>, !asctile.tensor<?x32xf32>
      %mx = asctile.reduce_as_1d <max> %v : !asctile.tile<8x32xf32, UB>, !asctile.tile<1xf32, UB>
      asctile.set_value %mx, %tm[%t, %c1] : !asctile.tile<1xf32, UB>, !asctile.tensor<?x2xf32>
      asctile.set_value %corner, %tm[%t, %c0] : f32, !asctile.tensor<?x2xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
