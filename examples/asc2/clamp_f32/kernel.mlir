// Clamp in f32: d = min(max(x, -0.5), 0.75) with splat constants on the right (maxs/mins
// after asctile-transform-math-ops), e = 2 * d with the splat on the left (muls), and
// z = min(max(x, y), e) + d tile-tile. Up to 4 tiles of 256 per core.
module {
  func.func @clamp_kernel(%x1: memref<*xf32, 22>, %x2: memref<*xf32, 22>, %z: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
    %tx1 = asctile.tensor %x1(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tx2 = asctile.tensor %x2(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tz = asctile.tensor %z(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %cT = arith.constant 256 : i32
    %c4T = arith.constant 1024 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %base = arith.muli %bi, %c4T : i32
    %rest = arith.subi %n, %base : i32
    %left = arith.ceildivsi %rest, %cT : i32
    %count = arith.minsi %left, %c4 : i32
    scf.for %i = %c0 to %count step %c1 : i32 {
      %t = arith.muli %i, %cT : i32
      %off = arith.addi %base, %t : i32
      %pad = arith.constant 0.000000e+00 : f32
      %a1 = asctile.load %tx1[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
      %a2 = asctile.load %tx2[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
      %lo = arith.constant dense<-5.000000e-01> : !asctile.tile<256xf32, UB>
      %hi = arith.constant dense<7.500000e-01> : !asctile.tile<256xf32, UB>
      %c = arith.maximumf %a1, %lo : !asctile.tile<256xf32, UB>
      %d = arith.minimumf %c, %hi : !asctile.tile<256xf32, UB>
      %s2 = arith.constant dense<2.000000e+00> : !asctile.tile<256xf32, UB>
      %e = arith.mulf %s2, %d : !asctile.tile<256xf32, UB>
      %f = arith.maximumf %a1, %a2 : !asctile.tile<256xf32, UB>
      %g = arith.minimumf %f, %e : !asctile.tile<256xf32, UB>
      %o = arith.addf %g, %d : !asctile.tile<256xf32, UB>
      asctile.store %o, %tz[%off] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
