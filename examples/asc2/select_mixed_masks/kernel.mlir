// Selects whose masks come from compares of another element type: m16 = (h < t) on f16
// tiles picks between f32 tiles (y32 = where(m16, x, -x)); m32 = (lab == k) on i32 labels
// (cmps against a runtime scalar) picks between f16 tiles (y16 = where(m32, h, 0)); their
// conjunction (arith.andi of the two i1 tiles) picks x or 0 in f32. n = 1000 in 256-element
// tiles over 3 cores (the last of 232).
module {
  func.func @select_kernel(%x: memref<*xf32, 22>, %h: memref<*xf16, 22>, %t: memref<*xf16, 22>, %lab: memref<*xi32, 22>, %y32: memref<*xf32, 22>, %y16: memref<*xf16, 22>, %yb: memref<*xf32, 22>, %n: i32, %k: i32) attributes {ascendc.global} {
    %c256 = arith.constant 256 : i32
    %pf = arith.constant 0.000000e+00 : f32
    %ph = arith.constant 0.000000e+00 : f16
    %pi = arith.constant 0 : i32
    %z32 = arith.constant dense<0.000000e+00> : !asctile.tile<256xf32, UB>
    %z16 = arith.constant dense<0.000000e+00> : !asctile.tile<256xf16, UB>
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %th = asctile.tensor %h(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tt = asctile.tensor %t(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tl = asctile.tensor %lab(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %ty32 = asctile.tensor %y32(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty16 = asctile.tensor %y16(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tyb = asctile.tensor %yb(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %n, %c256 : i32
    scf.for %i = %bi to %tiles step %nbi : i32 {
      %off = arith.muli %i, %c256 : i32
      %xv = asctile.load %tx[%off], %pf : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
      %hv = asctile.load %th[%off], %ph : !asctile.tensor<?xf16>, !asctile.tile<256xf16, UB>
      %tv = asctile.load %tt[%off], %ph : !asctile.tensor<?xf16>, !asctile.tile<256xf16, UB>
      %lv = asctile.load %tl[%off], %pi : !asctile.tensor<?xi32>, !asctile.tile<256xi32, UB>
      %m16 = asctile.cmp LT %hv, %tv : !asctile.tile<256xf16, UB>
      %nx = arith.negf %xv : !asctile.tile<256xf32, UB>
      %s32 = asctile.select %m16, %xv, %nx : !asctile.tile<256xf32, UB>
      asctile.store %s32, %ty32[%off] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
      %m32 = asctile.cmps EQ %lv, %k : !asctile.tile<256xi32, UB>
      %s16 = asctile.select %m32, %hv, %z16 : !asctile.tile<256xf16, UB>
      asctile.store %s16, %ty16[%off] : !asctile.tile<256xf16, UB>, !asctile.tensor<?xf16>
      %mb = arith.andi %m16, %m32 : !asctile.tile<256xi1, UB>
      %sb = asctile.select %mb, %xv, %z32 : !asctile.tile<256xf32, UB>
      asctile.store %sb, %tyb[%off] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
