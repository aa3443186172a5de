// Tile-scalar integer arithmetic in i32 as the frontend writes it: splats of a runtime
// scalar s and splat constants on either side, which asctile-transform-math-ops turns into
// adds, muls, subs, maxs, mins, shls and shrs:
// z = ((min(max((x + s) * 3 - s, -50), 400) << 2) >> 1) + min(400, max(-50, s + 2 * y))
// Each core takes up to 4 tiles of 256 starting at block_idx * 1024 (tails clipped).
module {
  func.func @iops_kernel(%x: memref<*xi32, 22>, %y: memref<*xi32, 22>, %z: memref<*xi32, 22>, %n: i32, %s: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %ty = asctile.tensor %y(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %tz = asctile.tensor %z(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
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
      %pad = arith.constant 0 : i32
      %xl = asctile.load %tx[%off], %pad : !asctile.tensor<?xi32>, !asctile.tile<256xi32, UB>
      %yl = asctile.load %ty[%off], %pad : !asctile.tensor<?xi32>, !asctile.tile<256xi32, UB>
      %sp = asctile.splat %s : !asctile.tile<256xi32, UB>
      %t1 = arith.addi %xl, %sp : !asctile.tile<256xi32, UB>
      %k3 = arith.constant dense<3> : !asctile.tile<256xi32, UB>
      %t2 = arith.muli %t1, %k3 : !asctile.tile<256xi32, UB>
      %t3 = arith.subi %t2, %sp : !asctile.tile<256xi32, UB>
      %km = arith.constant dense<-50> : !asctile.tile<256xi32, UB>
      %t4 = arith.maxsi %t3, %km : !asctile.tile<256xi32, UB>
      %kx = arith.constant dense<400> : !asctile.tile<256xi32, UB>
      %t5 = arith.minsi %t4, %kx : !asctile.tile<256xi32, UB>
      %k2 = arith.constant dense<2> : !asctile.tile<256xi32, UB>
      %t6 = arith.shli %t5, %k2 : !asctile.tile<256xi32, UB>
      %k1 = arith.constant dense<1> : !asctile.tile<256xi32, UB>
      %t7 = arith.shrsi %t6, %k1 : !asctile.tile<256xi32, UB>
      %t8 = arith.muli %k2, %yl : !asctile.tile<256xi32, UB>
      %t9 = arith.addi %sp, %t8 : !asctile.tile<256xi32, UB>
      %t10 = arith.maxsi %km, %t9 : !asctile.tile<256xi32, UB>
      %t11 = arith.minsi %kx, %t10 : !asctile.tile<256xi32, UB>
      %r = arith.addi %t7, %t11 : !asctile.tile<256xi32, UB>
      asctile.store %r, %tz[%off] : !asctile.tile<256xi32, UB>, !asctile.tensor<?xi32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
