// Accumulation through GM: each core owns one 128-element f32 slice of y and adds into it
// the matching slices of the rows of x (row r at x[r, 128b .. 128b+128)), one row per loop
// step: y's slice is loaded, added to and stored back in every iteration (the load's address
// does not depend on the loop, but the store of the previous iteration changed the data),
// and the running maximum of the slice's values is written to m[b] with set_value after each
// step and read back with get_value in the next. y starts as given (an inout buffer).
module {
  func.func @acc_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %m: memref<*xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y(%cols) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tm = asctile.tensor %m(%nbi) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c128 = arith.constant 128 : i32
    %pad = arith.constant 0.000000e+00 : f32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %off = arith.muli %bi, %c128 : i32
    scf.for %r = %c0 to %rows step %c1 : i32 {
      %xt = asctile.load %tx[%r, %off], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<1x128xf32, UB>
      %x1 = asctile.reshape %xt : !asctile.tile<1x128xf32, UB> to !asctile.tile<128xf32, UB>
      %yt = asctile.load %ty[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<128xf32, UB>
      %s = arith.addf %yt, %x1 : !asctile.tile<128xf32, UB>
      asctile.store %s, %ty[%off] : !asctile.tile<128xf32, UB>, !asctile.tensor<?xf32>
      %mx = asctile.reduce_as_1d <max> %x1 : !asctile.tile<128xf32, UB>, f32
      %old = asctile.get_value %tm[%bi] : !asctile.tensor<?xf32>
      %nm = arith.maximumf %old, %mx : f32
      asctile.set_value %nm, %tm[%bi] : f32, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
