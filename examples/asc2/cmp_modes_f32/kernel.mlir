// The compare modes EQ, NE, LE, GE of asc2.where on f32 tiles, tile-tile and with a splat
// on either side (asctile-transform-math-ops makes the splat ones cmps, mirroring LE to GE
// for the left-hand one): s1 = x != 2 ? x : -x, s2 = 2 <= y ? s1 : y, s3 = x >= y ? s2 : 2,
// z = x == y ? 10 : s3. Each core takes up to 4 tiles of 256 starting at block_idx * 1024
// (tails clipped).
module {
  func.func @cmp_modes_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %z: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tz = asctile.tensor %z(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
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
      %pad = arith.constant 0.000000e+00 : f32
      %xl = asctile.load %tx[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
      %yl = asctile.load %ty[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
      %eq = asctile.cmp EQ %xl, %yl : !asctile.tile<256xf32, UB>
      %two = arith.constant dense<2.000000e+00> : !asctile.tile<256xf32, UB>
      %ne = asctile.cmp NE %xl, %two : !asctile.tile<256xf32, UB>
      %le = asctile.cmp LE %two, %yl : !asctile.tile<256xf32, UB>
      %ge = asctile.cmp GE %xl, %yl : !asctile.tile<256xf32, UB>
      %neg = arith.negf %xl : !asctile.tile<256xf32, UB>
      %s1 = asctile.select %ne, %xl, %neg : !asctile.tile<256xf32, UB>
      %s2 = asctile.select %le, %s1, %yl : !asctile.tile<256xf32, UB>
      %s3 = asctile.select %ge, %s2, %two : !asctile.tile<256xf32, UB>
      %k10 = arith.constant dense<1.000000e+01> : !asctile.tile<256xf32, UB>
      %r = asctile.select %eq, %k10, %s3 : !asctile.tile<256xf32, UB>
      asctile.store %r, %tz[%off] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
