// asc2.mask(count=n, other=0) around x * 2 (a Muls), its exp and a store: the count masks
// lanes [0, n) of each 256-byte repeat (64 f32 lanes) of the Muls and the Exp, the other
// lanes take 'other' (docs/pyasc.md §5); the store writes the whole tile. 256 elements,
// n = 40 (an i64 argument), one core. (A reduction in the region is refused.)
module {
  func.func @mask_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %n: i64) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %pad = arith.constant 0.000000e+00 : f32
    %tx = asctile.tensor %x() : memref<*xf32, 22>, !asctile.tensor<256xf32>
    %ty = asctile.tensor %y() : memref<*xf32, 22>, !asctile.tensor<256xf32>
    %v = asctile.load %tx[%c0], %pad : !asctile.tensor<256xf32>, !asctile.tile<256xf32, UB>
    %two = arith.constant dense<2.000000e+00> : !asctile.tile<256xf32, UB>
    asctile.count_mask %n, %pad : f32 {
      %w = arith.mulf %v, %two : !asctile.tile<256xf32, UB>
      %e = math.exp %w : !asctile.tile<256xf32, UB>
      asctile.store %e, %ty[%c0] : !asctile.tile<256xf32, UB>, !asctile.tensor<256xf32>
    }
    return
  }
}
