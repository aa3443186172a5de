// A Python while loop over a tile (scf.while carrying the tile and a counter): each
// 128-element f32 tile is halved until its largest magnitude is at most thr (at most 12
// times), y = x · 2^-k; the tile's k goes to ks[tile]. Tiles over the cores in a
// grid-stride loop, the last partial (padded with 0, which does not change the max).
module {
  func.func @while_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %ks: memref<*xi32, 22>, %n: i32, %thr: f32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c12 = arith.constant 12 : i32
    %c128 = arith.constant 128 : i32
    %tiles = arith.ceildivsi %n, %c128 : i32
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tk = asctile.tensor %ks(%tiles) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    scf.for %i = %bi to %tiles step %nbi : i32 {
      %off = arith.muli %i, %c128 : i32
      %pad = arith.constant 0.000000e+00 : f32
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<128xf32, UB>
      %r:2 = scf.while (%t = %a, %k = %c0) : (!asctile.tile<128xf32, UB>, i32) -> (!asctile.tile<128xf32, UB>, i32) {
        %ab = math.absf %t : !asctile.tile<128xf32, UB>
        %mx = asctile.reduce_as_1d <max> %ab : !asctile.tile<128xf32, UB>, f32
        %big = arith.cmpf ogt, %mx, %thr : f32
        %more = arith.cmpi slt, %k, %c12 : i32
        %go = arith.andi %big, %more : i1
        scf.condition(%go) %t, %k : !asctile.tile<128xf32, UB>, i32
      } do {
      ^bb0(%t2: !asctile.tile<128xf32, UB>, %k2: i32):
        %half = arith.constant dense<5.000000e-01> : !asctile.tile<128xf32, UB>
        %h = arith.mulf %t2, %half : !asctile.tile<128xf32, UB>
        %k3 = arith.addi %k2, %c1 : i32
        scf.yield %h, %k3 : !asctile.tile<128xf32, UB>, i32
      }
      asctile.store %r#0, %ty[%off] : !asctile.tile<128xf32, UB>, !asctile.tensor<?xf32>
      asctile.set_value %r#1, %tk[%i] : i32, !asctile.tensor<?xi32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
