// asc2.where on combined conditions: s = where((x > 0) & (y < x), x, y) and
// z = where((x < -1) | ((x > 0) & (y < x)), -x, s), as the frontend emits `&` and `|` of compare masks:
// arith.andi / arith.ori of i1 tiles, And/Or on the packed mask bytes. f32 tiles of 256 in a
// grid-stride loop; the last tile is partial.
module {
  func.func @where_and_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %z: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tz = asctile.tensor %z(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %c256 = arith.constant 256 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %start = arith.muli %bi, %c256 : i32
    %step = arith.muli %nbi, %c256 : i32
    scf.for %off = %start to %n step %step : i32 {
      %pad = arith.constant 0.000000e+00 : f32
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
      %bb = asctile.load %ty[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
      %zero = arith.constant dense<0.000000e+00> : !asctile.tile<256xf32, UB>
      %m1 = asctile.cmp GT %a, %zero : !asctile.tile<256xf32, UB>
      %m2 = asctile.cmp LT %bb, %a : !asctile.tile<256xf32, UB>
      %m = arith.andi %m1, %m2 : !asctile.tile<256xi1, UB>
      %s = asctile.select %m, %a, %bb : !asctile.tile<256xf32, UB>
      %mone = arith.constant dense<-1.000000e+00> : !asctile.tile<256xf32, UB>
      %m3 = asctile.cmp LT %a, %mone : !asctile.tile<256xf32, UB>
      %m4 = arith.ori %m3, %m : !asctile.tile<256xi1, UB>
      %na = arith.negf %a : !asctile.tile<256xf32, UB>
      %o = asctile.select %m4, %na, %s : !asctile.tile<256xf32, UB>
      asctile.store %o, %tz[%off] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
