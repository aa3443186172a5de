// Tile constants in i32 as the frontend emits them: a non-splat dense constant (asc2 tiles
// made from Python lists) added to x, a splat constant multiplying x (dense<3>), where between
// two splat constants, where(x < w, x, non-splat constant), a non-splat i1 constant as the
// mask of a where, and an i1 tile chosen by scf.if (x < w or x > w by the tile's parity)
// driving a where. 1-D, n with a tail, tiles of 64 grid-stride.
module {
  func.func @const_kernel(%x: memref<*xi32, 22>, %w: memref<*xi32, 22>, %cadd: memref<*xi32, 22>, %cmul: memref<*xi32, 22>, %csel: memref<*xi32, 22>, %wsel: memref<*xi32, 22>, %msel: memref<*xi32, 22>, %ifm: memref<*xi32, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %tw = asctile.tensor %w(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %tcadd = asctile.tensor %cadd(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %tcmul = asctile.tensor %cmul(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %tcsel = asctile.tensor %csel(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %twsel = asctile.tensor %wsel(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %tmsel = asctile.tensor %msel(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %tifm = asctile.tensor %ifm(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %c0 = arith.constant 0 : i32
    %c2 = arith.constant 2 : i32
    %c64 = arith.constant 64 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %n, %c64 : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %off = arith.muli %t, %c64 : i32
      %pad = arith.constant 0 : i32
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xi32>, !asctile.tile<64xi32, UB>
      %b = asctile.load %tw[%off], %pad : !asctile.tensor<?xi32>, !asctile.tile<64xi32, UB>
      %k = arith.constant dense<[-33, -12, 9, 30, -18, 3, 24, -24, -3, 18, -30, -9, 12, 33, -15, 6, 27, -21, 0, 21, -27, -6, 15, -33, -12, 9, 30, -18, 3, 24, -24, -3, 18, -30, -9, 12, 33, -15, 6, 27, -21, 0, 21, -27, -6, 15, -33, -12, 9, 30, -18, 3, 24, -24, -3, 18, -30, -9, 12, 33, -15, 6, 27, -21]> : !asctile.tile<64xi32, UB>
      %y0 = arith.addi %a, %k : !asctile.tile<64xi32, UB>
      asctile.store %y0, %tcadd[%off] : !asctile.tile<64xi32, UB>, !asctile.tensor<?xi32>
      %c = arith.constant dense<3> : !asctile.tile<64xi32, UB>
      %y1 = arith.muli %a, %c : !asctile.tile<64xi32, UB>
      asctile.store %y1, %tcmul[%off] : !asctile.tile<64xi32, UB>, !asctile.tensor<?xi32>
      %m = asctile.cmp LT %a, %b : !asctile.tile<64xi32, UB>
      %ka = arith.constant dense<5> : !asctile.tile<64xi32, UB>
      %kb = arith.constant dense<-7> : !asctile.tile<64xi32, UB>
      %y2 = asctile.select %m, %ka, %kb : !asctile.tile<64xi32, UB>
      asctile.store %y2, %tcsel[%off] : !asctile.tile<64xi32, UB>, !asctile.tensor<?xi32>
      %y3 = asctile.select %m, %a, %k : !asctile.tile<64xi32, UB>
      asctile.store %y3, %twsel[%off] : !asctile.tile<64xi32, UB>, !asctile.tensor<?xi32>
      %mc = arith.constant dense<[true, false, false, true, false, false, true, true, false, false, true, false, false, true, true, false, false, true, false, false, true, true, false, false, true, false, false, true, true, false, false, true, false, false, true, true, false, false, true, false, false, true, true, false, false, true, false, false, true, true, false, false, true, false, false, true, true, false, false, true, false, false, true, true]> : !asctile.tile<64xi1, UB>
      %y4 = asctile.select %mc, %a, %b : !asctile.tile<64xi32, UB>
      asctile.store %y4, %tmsel[%off] : !asctile.tile<64xi32, UB>, !asctile.tensor<?xi32>
      %par = arith.remsi %t, %c2 : i32
      %even = arith.cmpi eq, %par, %c0 : i32
      %mi = scf.if %even -> (!asctile.tile<64xi1, UB>) {
        %m1 = asctile.cmp LT %a, %b : !asctile.tile<64xi32, UB>
        scf.yield %m1 : !asctile.tile<64xi1, UB>
      } else {
        %m2 = asctile.cmp GT %a, %b : !asctile.tile<64xi32, UB>
        scf.yield %m2 : !asctile.tile<64xi1, UB>
      }
      %y5 = asctile.select %mi, %a, %b : !asctile.tile<64xi32, UB>
      asctile.store %y5, %tifm[%off] : !asctile.tile<64xi32, UB>, !asctile.tensor<?xi32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
