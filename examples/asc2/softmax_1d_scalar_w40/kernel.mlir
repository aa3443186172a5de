// Softmax of rows of 40 f32 elements, one row per iteration as a 1-D 40-element tile (160
// bytes: not a whole number of 32-byte blocks), max and sum as reduce_as_1d scalars; the sum's
// reciprocal is a scalar and the row is scaled by it (tile * scalar through splat).
// 9 rows over 2 cores, row offsets computed as row * 40 into a flat tensor.
module {
  func.func @softmax_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %rows: i32) attributes {ascendc.global} {
    %c40 = arith.constant 40 : i32
    %one = arith.constant 1.000000e+00 : f32
    %ninf = arith.constant 0xFF800000 : f32
    %n = arith.muli %rows, %c40 : i32
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    scf.for %r = %bi to %rows step %nbi : i32 {
      %off = arith.muli %r, %c40 : i32
      %v = asctile.load %tx[%off], %ninf : !asctile.tensor<?xf32>, !asctile.tile<40xf32, UB>
      %m = asctile.reduce_as_1d <max> %v : !asctile.tile<40xf32, UB>, f32
      %ms = asctile.splat %m : !asctile.tile<40xf32, UB>
      %d = arith.subf %v, %ms : !asctile.tile<40xf32, UB>
      %e = math.exp %d : !asctile.tile<40xf32, UB>
      %s = asctile.reduce_as_1d <sum> %e : !asctile.tile<40xf32, UB>, f32
      %inv = arith.divf %one, %s : f32
      %is = asctile.splat %inv : !asctile.tile<40xf32, UB>
      %o = arith.mulf %e, %is : !asctile.tile<40xf32, UB>
      asctile.store %o, %ty[%off] : !asctile.tile<40xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
