// asc2.where on bf16 tiles: z = where(x < y, x, y * 2) compares two bf16 tiles and
// w = where(x >= 0.5, s, -s) (cmps GE after transform-math-ops: a splat on the right), each
// on bf16. Tiles of 256 in a grid-stride loop; the last tile is partial.
module {
  func.func @where_bf16_kernel(%x: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %z: memref<*xbf16, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %ty = asctile.tensor %y(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %tz = asctile.tensor %z(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %c256 = arith.constant 256 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %start = arith.muli %bi, %c256 : i32
    %step = arith.muli %nbi, %c256 : i32
    scf.for %off = %start to %n step %step : i32 {
      %pad = arith.constant 0.000000e+00 : bf16
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xbf16>, !asctile.tile<256xbf16, UB>
      %bb = asctile.load %ty[%off], %pad : !asctile.tensor<?xbf16>, !asctile.tile<256xbf16, UB>
      %m1 = asctile.cmp LT %a, %bb : !asctile.tile<256xbf16, UB>
      %two = arith.constant dense<2.000000e+00> : !asctile.tile<256xbf16, UB>
      %y2 = arith.mulf %bb, %two : !asctile.tile<256xbf16, UB>
      %s = asctile.select %m1, %a, %y2 : !asctile.tile<256xbf16, UB>
      %half = arith.constant dense<5.000000e-01> : !asctile.tile<256xbf16, UB>
      %m2 = asctile.cmp GE %a, %half : !asctile.tile<256xbf16, UB>
      %ns = arith.negf %s : !asctile.tile<256xbf16, UB>
      %o = asctile.select %m2, %s, %ns : !asctile.tile<256xbf16, UB>
      asctile.store %o, %tz[%off] : !asctile.tile<256xbf16, UB>, !asctile.tensor<?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
