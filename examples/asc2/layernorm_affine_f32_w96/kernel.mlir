// Layernorm with gamma and beta written out on 4x96 f32 tiles: keep-dims sums over dim 1
// divided by a splat 96.0 tile, x - mean broadcast, the variance the same way, rsqrt of
// var + eps (a splat of the f32 argument), then * gamma + beta (1x96 rows broadcast).
// 10 rows over 3 cores in 4-row tiles.
module {
  func.func @layernorm_kernel(%x: memref<*xf32, 22>, %gamma: memref<*xf32, 22>, %beta: memref<*xf32, 22>, %y: memref<*xf32, 22>, %rows: i32, %eps: f32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c4 = arith.constant 4 : i32
    %zero = arith.constant 0.000000e+00 : f32
    %nn = arith.constant dense<9.600000e+01> : !asctile.tile<4x1xf32, UB>
    %tx = asctile.tensor %x(%rows) : memref<*xf32, 22>, !asctile.tensor<?x96xf32>
    %tg = asctile.tensor %gamma() : memref<*xf32, 22>, !asctile.tensor<1x96xf32>
    %tbt = asctile.tensor %beta() : memref<*xf32, 22>, !asctile.tensor<1x96xf32>
    %ty = asctile.tensor %y(%rows) : memref<*xf32, 22>, !asctile.tensor<?x96xf32>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %g = asctile.load %tg[%c0, %c0], %zero : !asctile.tensor<1x96xf32>, !asctile.tile<1x96xf32, UB>
    %bt = asctile.load %tbt[%c0, %c0], %zero : !asctile.tensor<1x96xf32>, !asctile.tile<1x96xf32, UB>
    %gb = asctile.broadcast %g : !asctile.tile<1x96xf32, UB> to !asctile.tile<4x96xf32, UB>
    %bb = asctile.broadcast %bt : !asctile.tile<1x96xf32, UB> to !asctile.tile<4x96xf32, UB>
    %tiles = arith.ceildivsi %rows, %c4 : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %r = arith.muli %t, %c4 : i32
      %v = asctile.load %tx[%r, %c0], %zero : !asctile.tensor<?x96xf32>, !asctile.tile<4x96xf32, UB>
      %s = asctile.reduce <sum> %v {dims = [1 : i32]} : !asctile.tile<4x96xf32, UB>, !asctile.tile<4x1xf32, UB>
      %mean = arith.divf %s, %nn : !asctile.tile<4x1xf32, UB>
      %mb = asctile.broadcast %mean : !asctile.tile<4x1xf32, UB> to !asctile.tile<4x96xf32, UB>
      %d = arith.subf %v, %mb : !asctile.tile<4x96xf32, UB>
      %sq = arith.mulf %d, %d : !asctile.tile<4x96xf32, UB>
      %ss = asctile.reduce <sum> %sq {dims = [1 : i32]} : !asctile.tile<4x96xf32, UB>, !asctile.tile<4x1xf32, UB>
      %var = arith.divf %ss, %nn : !asctile.tile<4x1xf32, UB>
      %es = asctile.splat %eps : !asctile.tile<4x1xf32, UB>
      %ve = arith.addf %var, %es : !asctile.tile<4x1xf32, UB>
      %rstd = math.rsqrt %ve : !asctile.tile<4x1xf32, UB>
      %rb = asctile.broadcast %rstd : !asctile.tile<4x1xf32, UB> to !asctile.tile<4x96xf32, UB>
      %nx = arith.mulf %d, %rb : !asctile.tile<4x96xf32, UB>
      %sc = arith.mulf %nx, %gb : !asctile.tile<4x96xf32, UB>
      %o = arith.addf %sc, %bb : !asctile.tile<4x96xf32, UB>
      asctile.store %o, %ty[%r, %c0] : !asctile.tile<4x96xf32, UB>, !asctile.tensor<?x96xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
