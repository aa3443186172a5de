// int8 quantisation round trip on f16 tiles: q = i8(x · 16) (asctile.cast truncates
// toward zero and saturates to [-128, 127]), stored as int8, loaded back (an i8 tile padded
// with 0) and dequantised, z = f16(q) / 16 (as a multiply by 0.0625). 96-element tiles
// (96 bytes of i8, 192 of f16) in a grid-stride loop, the last partial.
module {
  func.func @quant_kernel(%x: memref<*xf16, 22>, %q: memref<*xi8, 22>, %z: memref<*xf16, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tq = asctile.tensor %q(%n) : memref<*xi8, 22>, !asctile.tensor<?xi8>
    %tz = asctile.tensor %z(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %c96 = arith.constant 96 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %start = arith.muli %bi, %c96 : i32
    %step = arith.muli %nbi, %c96 : i32
    scf.for %off = %start to %n step %step : i32 {
      %pad = arith.constant 0.000000e+00 : f16
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xf16>, !asctile.tile<96xf16, UB>
      %k = arith.constant dense<1.600000e+01> : !asctile.tile<96xf16, UB>
      %s = arith.mulf %a, %k : !asctile.tile<96xf16, UB>
      %i = asctile.cast %s : !asctile.tile<96xf16, UB> to !asctile.tile<96xi8, UB>
      asctile.store %i, %tq[%off] : !asctile.tile<96xi8, UB>, !asctile.tensor<?xi8>
      %p8 = arith.constant 0 : i8
      %l = asctile.load %tq[%off], %p8 : !asctile.tensor<?xi8>, !asctile.tile<96xi8, UB>
      %h = asctile.cast %l : !asctile.tile<96xi8, UB> to !asctile.tile<96xf16, UB>
      %kk = arith.constant dense<6.250000e-02> : !asctile.tile<96xf16, UB>
      %d = arith.mulf %h, %kk : !asctile.tile<96xf16, UB>
      asctile.store %d, %tz[%off] : !asctile.tile<96xf16, UB>, !asctile.tensor<?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
