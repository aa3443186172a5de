// A recurrence across tiles carried through GM instead of iter_args: each core owns a
// contiguous chunk of ceil(tiles / cores) 64-element tiles of an f32 vector; the chunk's
// first tile is y = x, and every later tile reads back the tile the previous iteration
// stored, y_t = x_t + 0.5 * y_{t-1} (elementwise). The load of y_{t-1} must follow the
// previous iteration's store to GM (an MTE3 -> MTE2 order on the 910B). n is a multiple of
// 64 here (a partial last tile would read back the padding of y_{t-1}'s tail, as numpy
// would not).
module {
  func.func @recur_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %c64 = arith.constant 64 : i32
    %pad = arith.constant 0.000000e+00 : f32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %n, %c64 : i32
    %pt = arith.ceildivsi %tiles, %nbi : i32
    %chunk = arith.muli %pt, %c64 : i32
    %s0 = arith.muli %bi, %chunk : i32
    %s1a = arith.addi %s0, %chunk : i32
    %s1 = arith.minsi %s1a, %n : i32
    %busy = arith.cmpi slt, %s0, %s1 : i32
    scf.if %busy {
      %x0 = asctile.load %tx[%s0], %pad : !asctile.tensor<?xf32>, !asctile.tile<64xf32, UB>
      asctile.store %x0, %ty[%s0] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
      %next = arith.addi %s0, %c64 : i32
      scf.for %off = %next to %s1 step %c64 : i32 {
        %prev = arith.subi %off, %c64 : i32
        %yp = asctile.load %ty[%prev], %pad : !asctile.tensor<?xf32>, !asctile.tile<64xf32, UB>
        %xt = asctile.load %tx[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<64xf32, UB>
        %h = arith.constant dense<5.000000e-01> : !asctile.tile<64xf32, UB>
        %hy = arith.mulf %h, %yp : !asctile.tile<64xf32, UB>
        %s = arith.addf %xt, %hy : !asctile.tile<64xf32, UB>
        asctile.store %s, %ty[%off] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
      } {asctile.unroll_factor = 1 : index}
    }
    return
  }
}
