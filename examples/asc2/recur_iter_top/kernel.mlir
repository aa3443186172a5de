// recur_iter with the carried tile scaled at the top of the body, before the load (the
// order asctile-promote-pure-ops leaves under densify-load-store): the next iteration's
// vector read of the carried tile comes before the vector write that yields it.
// A recurrence across tiles carried in scf.for iter_args: each core owns a contiguous chunk
// of an f16 vector (ceil over the cores, a whole number of 160-element tiles; the last
// core's chunk is shorter and may end in a partial tile) and computes, tile by tile,
// y_t = x_t + 0.5 · y_{t-1} (elementwise, y_{-1} = 0), storing each y_t; the carried tile
// is the one just stored.
module {
  func.func @recur_kernel(%x: memref<*xf16, 22>, %y: memref<*xf16, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %ty = asctile.tensor %y(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %c160 = arith.constant 160 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %n, %c160 : i32
    %per = arith.ceildivsi %tiles, %nbi : i32
    %chunk = arith.muli %per, %c160 : i32
    %lo = arith.muli %bi, %chunk : i32
    %hia = arith.addi %lo, %chunk : i32
    %hi = arith.minsi %hia, %n : i32
    %zero = arith.constant 0.000000e+00 : f16
    %init = arith.constant dense<0.000000e+00> : !asctile.tile<160xf16, UB>
    %last = scf.for %off = %lo to %hi step %c160 iter_args(%prev = %init) -> (!asctile.tile<160xf16, UB>) : i32 {
      %h = arith.constant 5.000000e-01 : f16
      %p = asctile.muls %prev, %h : !asctile.tile<160xf16, UB>
      %t = asctile.load %tx[%off], %zero : !asctile.tensor<?xf16>, !asctile.tile<160xf16, UB>
      %o = arith.addf %t, %p : !asctile.tile<160xf16, UB>
      asctile.store %o, %ty[%off] : !asctile.tile<160xf16, UB>, !asctile.tensor<?xf16>
      scf.yield %o : !asctile.tile<160xf16, UB>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
