// y = relu(a * x + b) in f32 with a and b kernel arguments (the frontend splats a Python
// float into the tile's shape), in tiles of 2000 elements: core b takes tiles b,
// b + blocks, ...; n need not be a multiple of 8 (the last tile ends mid 32-byte block).
module {
  func.func @axpb_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %a: f32, %bias: f32, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %c2000 = arith.constant 2000 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %start = arith.muli %bi, %c2000 : i32
    %step = arith.muli %nbi, %c2000 : i32
    scf.for %off = %start to %n step %step : i32 {
      %pad = arith.constant 0.000000e+00 : f32
      %t = asctile.load %tx[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<2000xf32, UB>
      %as = asctile.splat %a : !asctile.tile<2000xf32, UB>
      %p = arith.mulf %t, %as : !asctile.tile<2000xf32, UB>
      %bs = asctile.splat %bias : !asctile.tile<2000xf32, UB>
      %q = arith.addf %p, %bs : !asctile.tile<2000xf32, UB>
      %zero = arith.constant dense<0.000000e+00> : !asctile.tile<2000xf32, UB>
      %r = arith.maximumf %q, %zero : !asctile.tile<2000xf32, UB>
      asctile.store %r, %ty[%off] : !asctile.tile<2000xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
