// Exact GELU in f32, y = x * 0.5 * (1 + erf(x * 0.7071067811865476)), on tiles of 1000
// elements (not a whole number of 256-byte repeats: 15 full repeats and a masked one),
// one tile after another per core: core b takes elements [b * per, (b + 1) * per) with
// per = ceil(n / blocks) rounded up to the tile, the last tile of the tensor partial.
module {
  func.func @gelu_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %c1000 = arith.constant 1000 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %n, %c1000 : i32
    %per = arith.ceildivsi %tiles, %nbi : i32
    %t0 = arith.muli %bi, %per : i32
    %t1 = arith.addi %t0, %per : i32
    %tend = arith.minsi %t1, %tiles : i32
    %c1 = arith.constant 1 : i32
    scf.for %t = %t0 to %tend step %c1 : i32 {
      %off = arith.muli %t, %c1000 : i32
      %pad = arith.constant 0.000000e+00 : f32
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<1000xf32, UB>
      %half = arith.constant 5.000000e-01 : f32
      %hs = asctile.splat %half : !asctile.tile<1000xf32, UB>
      %hx = arith.mulf %a, %hs : !asctile.tile<1000xf32, UB>
      %k = arith.constant 0.707106769 : f32
      %ks = asctile.splat %k : !asctile.tile<1000xf32, UB>
      %u = arith.mulf %a, %ks : !asctile.tile<1000xf32, UB>
      %e = math.erf %u : !asctile.tile<1000xf32, UB>
      %one = arith.constant 1.000000e+00 : f32
      %os = asctile.splat %one : !asctile.tile<1000xf32, UB>
      %s = arith.addf %os, %e : !asctile.tile<1000xf32, UB>
      %r = arith.mulf %hx, %s : !asctile.tile<1000xf32, UB>
      asctile.store %r, %ty[%off] : !asctile.tile<1000xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 2 : index}
    return
  }
}
