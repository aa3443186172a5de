// Tile-scalar arithmetic in f16 as the frontend writes it: splats of a runtime scalar s
// (asctile.splat) and splat constants on either side of arith ops, which
// asctile-transform-math-ops turns into adds, muls, subs, divs, maxs, mins (the left-hand
// splat forms too) and relu (max with a zero splat):
// z = relu(min(max((((x + s) * 1.5 - s) / 3), -2), s) + min(-2, max(s, 0.5 * (s + y))))
// Each core takes up to 4 tiles of 256 starting at block_idx * 1024 (tails clipped).
module {
  func.func @sops_kernel(%x: memref<*xf16, 22>, %y: memref<*xf16, 22>, %z: memref<*xf16, 22>, %n: i32, %s: f16) attributes {ascendc.global} {
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
      %sp = asctile.splat %s : !asctile.tile<256xf16, UB>
      %t1 = arith.addf %xl, %sp : !asctile.tile<256xf16, UB>
      %k15 = arith.constant dense<1.500000e+00> : !asctile.tile<256xf16, UB>
      %t2 = arith.mulf %t1, %k15 : !asctile.tile<256xf16, UB>
      %t3 = arith.subf %t2, %sp : !asctile.tile<256xf16, UB>
      %k3 = arith.constant dense<3.000000e+00> : !asctile.tile<256xf16, UB>
      %t4 = arith.divf %t3, %k3 : !asctile.tile<256xf16, UB>
      %km2 = arith.constant dense<-2.000000e+00> : !asctile.tile<256xf16, UB>
      %t5 = arith.maximumf %t4, %km2 : !asctile.tile<256xf16, UB>
      %t6 = arith.minimumf %t5, %sp : !asctile.tile<256xf16, UB>
      %t7 = arith.addf %sp, %yl : !asctile.tile<256xf16, UB>
      %kh = arith.constant dense<5.000000e-01> : !asctile.tile<256xf16, UB>
      %t8 = arith.mulf %kh, %t7 : !asctile.tile<256xf16, UB>
      %t9 = arith.maximumf %sp, %t8 : !asctile.tile<256xf16, UB>
      %t10 = arith.minimumf %km2, %t9 : !asctile.tile<256xf16, UB>
      %t11 = arith.addf %t6, %t10 : !asctile.tile<256xf16, UB>
      %z0 = arith.constant dense<0.000000e+00> : !asctile.tile<256xf16, UB>
      %r = arith.maximumf %t11, %z0 : !asctile.tile<256xf16, UB>
      asctile.store %r, %tz[%off] : !asctile.tile<256xf16, UB>, !asctile.tensor<?xf16>
    } {asctile.unroll_factor = 2 : index}
    return
  }
}
