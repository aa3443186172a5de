// Conversions between the two 16-bit float formats with asctile.cast: b = bf16(x) for an
// f16 input x, then y = f16(b * 2) (the product taken in bf16). Both results are stored.
// Tiles of 256 dealt grid-stride over the cores.
module {
  func.func @cast_half_kernel(%x: memref<*xf16, 22>, %b: memref<*xbf16, 22>, %y: memref<*xf16, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tb = asctile.tensor %b(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %ty = asctile.tensor %y(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %c256 = arith.constant 256 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %n, %c256 : i32
    scf.for %i = %bi to %tiles step %nbi : i32 {
      %off = arith.muli %i, %c256 : i32
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xf16>, !asctile.tile<256xf16, UB>
      %h = asctile.cast %a : !asctile.tile<256xf16, UB> to !asctile.tile<256xbf16, UB>
      asctile.store %h, %tb[%off] : !asctile.tile<256xbf16, UB>, !asctile.tensor<?xbf16>
      %two = arith.constant dense<2.000000e+00> : !asctile.tile<256xbf16, UB>
      %d = arith.mulf %h, %two : !asctile.tile<256xbf16, UB>
      %o = asctile.cast %d : !asctile.tile<256xbf16, UB> to !asctile.tile<256xf16, UB>
      asctile.store %o, %ty[%off] : !asctile.tile<256xf16, UB>, !asctile.tensor<?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
