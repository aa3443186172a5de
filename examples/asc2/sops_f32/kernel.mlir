// Tile-scalar arithmetic in f32 as the frontend writes it: splats of a runtime scalar s
// (asctile.splat) and splat constants on either side of arith ops, which
// asctile-transform-math-ops turns into adds, muls, subs, divs, maxs, mins (the left-hand
// splat forms too) and relu (max with a zero splat):
// z = relu(min(max((((x + s) * 1.5 - s) / 3), -2), s) + min(-2, max(s, 0.5 * (s + y))))
// Each core takes up to 4 tiles of 256 starting at block_idx * 1024 (tails clipped).
module {
  func.func @sops_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %z: memref<*xf32, 22>, %n: i32, %s: f32) attributes {ascendc.global} {
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
      %sp = asctile.splat %s : !asctile.tile<256xf32, UB>
      %t1 = arith.addf %xl, %sp : !asctile.tile<256xf32, UB>
      %k15 = arith.constant dense<1.500000e+00> : !asctile.tile<256xf32, UB>
      %t2 = arith.mulf %t1, %k15 : !asctile.tile<256xf32, UB>
      %t3 = arith.subf %t2, %sp : !asctile.tile<256xf32, UB>
      %k3 = arith.constant dense<3.000000e+00> : !asctile.tile<256xf32, UB>
      %t4 = arith.divf %t3, %k3 : !asctile.tile<256xf32, UB>
      %km2 = arith.constant dense<-2.000000e+00> : !asctile.tile<256xf32, UB>
      %t5 = arith.maximumf %t4, %km2 : !asctile.tile<256xf32, UB>
      %t6 = arith.minimumf %t5, %sp : !asctile.tile<256xf32, UB>
      %t7 = arith.addf %sp, %yl : !asctile.tile<256xf32, UB>
      %kh = arith.constant dense<5.000000e-01> : !asctile.tile<256xf32, UB>
      %t8 = arith.mulf %kh, %t7 : !asctile.tile<256xf32, UB>
      %t9 = arith.maximumf %sp, %t8 : !asctile.tile<256xf32, UB>
      %t10 = arith.minimumf %km2, %t9 : !asctile.tile<256xf32, UB>
      %t11 = arith.addf %t6, %t10 : !asctile.tile<256xf32, UB>
      %z0 = arith.constant dense<0.000000e+00> : !asctile.tile<256xf32, UB>
      %r = arith.maximumf %t11, %z0 : !asctile.tile<256xf32, UB>
      asctile.store %r, %tz[%off] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
