// exp2 and rsqrt (asclower-expand-math) on f16 tiles: z = exp2(x) * rsqrt(|y| + 1). With
// the architecture named, exp2 of a 16-bit float tile is expanded on an f32 copy and
// rounded once (docs/pyasc.md §5); rsqrt is 1 / sqrt. Each core takes up to 4 tiles of 256
// starting at block_idx * 1024 (tails clipped).
module {
  func.func @exp2_kernel(%x: memref<*xf16, 22>, %y: memref<*xf16, 22>, %z: memref<*xf16, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %ty = asctile.tensor %y(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tz = asctile.tensor %z(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c256 = arith.constant 256 : i32
    %c1024 = arith.constant 1024 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %base = arith.muli %bi, %c1024 : i32
    %rest = arith.subi %n, %base : i32
    %left = arith.ceildivsi %rest, %c256 : i32
    %count = arith.minsi %left, %c4 : i32
    scf.for %i = %c0 to %count step %c1 : i32 {
      %t = arith.muli %i, %c256 : i32
      %off = arith.addi %base, %t : i32
      %pad = arith.constant 0.000000e+00 : f16
      %xl = asctile.load %tx[%off], %pad : !asctile.tensor<?xf16>, !asctile.tile<256xf16, UB>
      %yl = asctile.load %ty[%off], %pad : !asctile.tensor<?xf16>, !asctile.tile<256xf16, UB>
      %e = math.exp2 %xl : !asctile.tile<256xf16, UB>
      %a = math.absf %yl : !asctile.tile<256xf16, UB>
      %one = arith.constant dense<1.000000e+00> : !asctile.tile<256xf16, UB>
      %a1 = arith.addf %a, %one : !asctile.tile<256xf16, UB>
      %rs = math.rsqrt %a1 : !asctile.tile<256xf16, UB>
      %r = arith.mulf %e, %rs : !asctile.tile<256xf16, UB>
      asctile.store %r, %tz[%off] : !asctile.tile<256xf16, UB>, !asctile.tensor<?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
