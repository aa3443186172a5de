// Integer compares with a runtime scalar in i32: a = where(x >= s, x - s, y) (a splat of s
// compared with the tile, which asctile-transform-math-ops turns into cmps),
// b = where(x != y, a, s), z = b + x. Tiles of 256 dealt grid-stride over the cores.
module {
  func.func @cmps_kernel(%x: memref<*xi32, 22>, %y: memref<*xi32, 22>, %z: memref<*xi32, 22>, %n: i32, %s: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %ty = asctile.tensor %y(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %tz = asctile.tensor %z(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %c256 = arith.constant 256 : i32
    %pad = arith.constant 0 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %n, %c256 : i32
    scf.for %i = %bi to %tiles step %nbi : i32 {
      %off = arith.muli %i, %c256 : i32
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xi32>, !asctile.tile<256xi32, UB>
      %b = asctile.load %ty[%off], %pad : !asctile.tensor<?xi32>, !asctile.tile<256xi32, UB>
      %sp = asctile.splat %s : !asctile.tile<256xi32, UB>
      %m1 = asctile.cmp GE %a, %sp : !asctile.tile<256xi32, UB>
      %d = arith.subi %a, %sp : !asctile.tile<256xi32, UB>
      %w1 = asctile.select %m1, %d, %b : !asctile.tile<256xi32, UB>
      %m2 = asctile.cmp NE %a, %b : !asctile.tile<256xi32, UB>
      %w2 = asctile.select %m2, %w1, %sp : !asctile.tile<256xi32, UB>
      %o = arith.addi %w2, %a : !asctile.tile<256xi32, UB>
      asctile.store %o, %tz[%off] : !asctile.tile<256xi32, UB>, !asctile.tensor<?xi32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
