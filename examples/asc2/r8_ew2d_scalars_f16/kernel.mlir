// f16 [rows, cols] in 3x48 tiles over a rows x cols grid walked grid-stride (tails in both
// dimensions; more cores than tiles leaves some idle), tile (+) scalar with scalars from a
// function argument (f32 alpha narrowed to f16), from get_value (gv[0]) and from arith on the
// loop index (the tile row ti as f16):
// y = (x * alpha + g) - r  where alpha is an f32 argument narrowed to f16, g = gv[0] read
// with get_value, r = row index as f16 (arith on index values); z = (alpha - x) / 4
module {
  func.func @ew2d_kernel(%x: memref<*xf16, 22>, %gv: memref<*xf16, 22>, %y: memref<*xf16, 22>, %z: memref<*xf16, 22>, %rows: i32, %cols: i32, %alpha: f32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tz = asctile.tensor %z(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tg = asctile.tensor %gv() : memref<*xf16, 22>, !asctile.tensor<4xf16>
    %c0 = arith.constant 0 : i32
    %cR = arith.constant 3 : i32
    %cC = arith.constant 48 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %rt = arith.ceildivsi %rows, %cR : i32
    %ct = arith.ceildivsi %cols, %cC : i32
    %tiles = arith.muli %rt, %ct : i32
    %g = asctile.get_value %tg[%c0] : !asctile.tensor<4xf16>
    %ah = arith.truncf %alpha : f32 to f16
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %ti = arith.divsi %t, %ct : i32
      %tj = arith.remsi %t, %ct : i32
      %r = arith.muli %ti, %cR : i32
      %c = arith.muli %tj, %cC : i32
      %pad = arith.constant 0.000000e+00 : f16
      %a = asctile.load %tx[%r, %c], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<3x48xf16, UB>
      %sa = asctile.splat %ah : !asctile.tile<3x48xf16, UB>
      %m = arith.mulf %a, %sa : !asctile.tile<3x48xf16, UB>
      %sg = asctile.splat %g : !asctile.tile<3x48xf16, UB>
      %p = arith.addf %m, %sg : !asctile.tile<3x48xf16, UB>
      %rf = arith.sitofp %ti : i32 to f16
      %sr = asctile.splat %rf : !asctile.tile<3x48xf16, UB>
      %q = arith.subf %p, %sr : !asctile.tile<3x48xf16, UB>
      asctile.store %q, %ty[%r, %c] : !asctile.tile<3x48xf16, UB>, !asctile.tensor<?x?xf16>
      %d = arith.subf %sa, %a : !asctile.tile<3x48xf16, UB>
      %four = arith.constant dense<4.000000e+00> : !asctile.tile<3x48xf16, UB>
      %e = arith.divf %d, %four : !asctile.tile<3x48xf16, UB>
      asctile.store %e, %tz[%r, %c] : !asctile.tile<3x48xf16, UB>, !asctile.tensor<?x?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
