// asc2.where on 2-D f16 tiles of 8x24 (192 elements: one whole 256-byte repeat and half
// of another) with row and column tails: z = where(|x| < 1, x * 0.5, where(x > 0, 1, -1))
// as a clamp-like soft sign, blocks of 8 rows over the cores.
module {
  func.func @where_rows_kernel(%x: memref<*xf16, 22>, %z: memref<*xf16, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tz = asctile.tensor %z(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %first = arith.muli %bi, %c8 : i32
    %step = arith.muli %nbi, %c8 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %one_s = arith.constant 1.000000e+00 : f16
    %zero_s = arith.constant 0.000000e+00 : f16
    scf.for %r = %first to %rows step %step : i32 {
      %a = asctile.load %tx[%r, %c0], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<8x24xf16, UB>
      %ab = math.absf %a : !asctile.tile<8x24xf16, UB>
      %small = asctile.cmps LT %ab, %one_s : !asctile.tile<8x24xf16, UB>
      %half = arith.constant dense<5.000000e-01> : !asctile.tile<8x24xf16, UB>
      %ah = arith.mulf %a, %half : !asctile.tile<8x24xf16, UB>
      %pos = asctile.cmps GT %a, %zero_s : !asctile.tile<8x24xf16, UB>
      %p1 = arith.constant dense<1.000000e+00> : !asctile.tile<8x24xf16, UB>
      %m1 = arith.constant dense<-1.000000e+00> : !asctile.tile<8x24xf16, UB>
      %sg = asctile.select %pos, %p1, %m1 : !asctile.tile<8x24xf16, UB>
      %o = asctile.select %small, %ah, %sg : !asctile.tile<8x24xf16, UB>
      asctile.store %o, %tz[%r, %c0] : !asctile.tile<8x24xf16, UB>, !asctile.tensor<?x?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
