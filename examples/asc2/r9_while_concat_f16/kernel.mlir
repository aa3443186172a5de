// A Python while loop over a f16 tile (scf.while carrying the tile and a counter, as
// while_halve does in f32): each 128-element tile is halved until its largest magnitude
// is at most thr (at most 12 times), y = x * 2^-k, k to ks[tile]; and the tile's two
// 64-element halves loaded apart and joined swapped by asctile.concat into z. Tiles over
// the cores grid-stride, the last partial (padded with 0).
module {
  func.func @wc_kernel(%x: memref<*xf16, 22>, %y: memref<*xf16, 22>, %z: memref<*xf16, 22>, %ks: memref<*xi32, 22>, %n: i32, %thr: f32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c12 = arith.constant 12 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %tiles = arith.ceildivsi %n, %c128 : i32
    %tx = asctile.tensor %x(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %ty = asctile.tensor %y(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tz = asctile.tensor %z(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tk = asctile.tensor %ks(%tiles) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %th = arith.truncf %thr : f32 to f16
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    scf.for %i = %bi to %tiles step %nbi : i32 {
      %off = arith.muli %i, %c128 : i32
      %pad = arith.constant 0.000000e+00 : f16
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xf16>, !asctile.tile<128xf16, UB>
      %r:2 = scf.while (%t = %a, %k = %c0) : (!asctile.tile<128xf16, UB>, i32) -> (!asctile.tile<128xf16, UB>, i32) {
        %ab = math.absf %t : !asctile.tile<128xf16, UB>
        %mx = asctile.reduce_as_1d <max> %ab : !asctile.tile<128xf16, UB>, f16
        %big = arith.cmpf ogt, %mx, %th : f16
        %more = arith.cmpi slt, %k, %c12 : i32
        %go = arith.andi %big, %more : i1
        scf.condition(%go) %t, %k : !asctile.tile<128xf16, UB>, i32
      } do {
      ^bb0(%t2: !asctile.tile<128xf16, UB>, %k2: i32):
        %half = arith.constant dense<5.000000e-01> : !asctile.tile<128xf16, UB>
        %h = arith.mulf %t2, %half : !asctile.tile<128xf16, UB>
        %k3 = arith.addi %k2, %c1 : i32
        scf.yield %h, %k3 : !asctile.tile<128xf16, UB>, i32
      }
      asctile.store %r#0, %ty[%off] : !asctile.tile<128xf16, UB>, !asctile.tensor<?xf16>
      asctile.set_value %r#1, %tk[%i] : i32, !asctile.tensor<?xi32>
      %off2 = arith.addi %off, %c64 : i32
      %lo = asctile.load %tx[%off], %pad : !asctile.tensor<?xf16>, !asctile.tile<64xf16, UB>
      %hi = asctile.load %tx[%off2], %pad : !asctile.tensor<?xf16>, !asctile.tile<64xf16, UB>
      %c = asctile.concat %hi, %lo : !asctile.tile<64xf16, UB>, !asctile.tile<64xf16, UB> -> !asctile.tile<128xf16, UB>
      asctile.store %c, %tz[%off] : !asctile.tile<128xf16, UB>, !asctile.tensor<?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
