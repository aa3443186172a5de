// Tile constants in f16 as the frontend emits them: a non-splat dense constant (asc2 tiles
// made from Python lists) added to x, a splat constant multiplying x (dense<1.000000e-01>), where between
// two splat constants, where(x < w, x, non-splat constant), a non-splat i1 constant as the
// mask of a where, and an i1 tile chosen by scf.if (x < w or x > w by the tile's parity)
// driving a where. 1-D, n with a tail, tiles of 64 grid-stride.
module {
  func.func @const_kernel(%x: memref<*xf16, 22>, %w: memref<*xf16, 22>, %cadd: memref<*xf16, 22>, %cmul: memref<*xf16, 22>, %csel: memref<*xf16, 22>, %wsel: memref<*xf16, 22>, %msel: memref<*xf16, 22>, %ifm: memref<*xf16, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tw = asctile.tensor %w(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tcadd = asctile.tensor %cadd(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tcmul = asctile.tensor %cmul(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tcsel = asctile.tensor %csel(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %twsel = asctile.tensor %wsel(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tmsel = asctile.tensor %msel(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tifm = asctile.tensor %ifm(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
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
      %pad = arith.constant 0.000000e+00 : f16
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xf16>, !asctile.tile<64xf16, UB>
      %b = asctile.load %tw[%off], %pad : !asctile.tensor<?xf16>, !asctile.tile<64xf16, UB>
      %k = arith.constant dense<[-1.100000e+00, -4.000000e-01, 3.000000e-01, 1.000000e+00, -6.000000e-01, 1.000000e-01, 8.000000e-01, -8.000000e-01, -1.000000e-01, 6.000000e-01, -1.000000e+00, -3.000000e-01, 4.000000e-01, 1.100000e+00, -5.000000e-01, 2.000000e-01, 9.000000e-01, -7.000000e-01, 0.000000e+00, 7.000000e-01, -9.000000e-01, -2.000000e-01, 5.000000e-01, -1.100000e+00, -4.000000e-01, 3.000000e-01, 1.000000e+00, -6.000000e-01, 1.000000e-01, 8.000000e-01, -8.000000e-01, -1.000000e-01, 6.000000e-01, -1.000000e+00, -3.000000e-01, 4.000000e-01, 1.100000e+00, -5.000000e-01, 2.000000e-01, 9.000000e-01, -7.000000e-01, 0.000000e+00, 7.000000e-01, -9.000000e-01, -2.000000e-01, 5.000000e-01, -1.100000e+00, -4.000000e-01, 3.000000e-01, 1.000000e+00, -6.000000e-01, 1.000000e-01, 8.000000e-01, -8.000000e-01, -1.000000e-01, 6.000000e-01, -1.000000e+00, -3.000000e-01, 4.000000e-01, 1.100000e+00, -5.000000e-01, 2.000000e-01, 9.000000e-01, -7.000000e-01]> : !asctile.tile<64xf16, UB>
      %y0 = arith.addf %a, %k : !asctile.tile<64xf16, UB>
      asctile.store %y0, %tcadd[%off] : !asctile.tile<64xf16, UB>, !asctile.tensor<?xf16>
      %c = arith.constant dense<1.000000e-01> : !asctile.tile<64xf16, UB>
      %y1 = arith.mulf %a, %c : !asctile.tile<64xf16, UB>
      asctile.store %y1, %tcmul[%off] : !asctile.tile<64xf16, UB>, !asctile.tensor<?xf16>
      %m = asctile.cmp LT %a, %b : !asctile.tile<64xf16, UB>
      %ka = arith.constant dense<2.500000e-01> : !asctile.tile<64xf16, UB>
      %kb = arith.constant dense<-3.000000e+00> : !asctile.tile<64xf16, UB>
      %y2 = asctile.select %m, %ka, %kb : !asctile.tile<64xf16, UB>
      asctile.store %y2, %tcsel[%off] : !asctile.tile<64xf16, UB>, !asctile.tensor<?xf16>
      %y3 = asctile.select %m, %a, %k : !asctile.tile<64xf16, UB>
      asctile.store %y3, %twsel[%off] : !asctile.tile<64xf16, UB>, !asctile.tensor<?xf16>
      %mc = arith.constant dense<[true, false, false, true, false, false, true, true, false, false, true, false, false, true, true, false, false, true, false, false, true, true, false, false, true, false, false, true, true, false, false, true, false, false, true, true, false, false, true, false, false, true, true, false, false, true, false, false, true, true, false, false, true, false, false, true, true, false, false, true, false, false, true, true]> : !asctile.tile<64xi1, UB>
      %y4 = asctile.select %mc, %a, %b : !asctile.tile<64xf16, UB>
      asctile.store %y4, %tmsel[%off] : !asctile.tile<64xf16, UB>, !asctile.tensor<?xf16>
      %par = arith.remsi %t, %c2 : i32
      %even = arith.cmpi eq, %par, %c0 : i32
      %mi = scf.if %even -> (!asctile.tile<64xi1, UB>) {
        %m1 = asctile.cmp LT %a, %b : !asctile.tile<64xf16, UB>
        scf.yield %m1 : !asctile.tile<64xi1, UB>
      } else {
        %m2 = asctile.cmp GT %a, %b : !asctile.tile<64xf16, UB>
        scf.yield %m2 : !asctile.tile<64xi1, UB>
      }
      %y5 = asctile.select %mi, %a, %b : !asctile.tile<64xf16, UB>
      asctile.store %y5, %tifm[%off] : !asctile.tile<64xf16, UB>, !asctile.tensor<?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
