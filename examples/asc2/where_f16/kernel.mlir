// Two asc2.where in f16: s = where(x < y, x * y, y - x) compares two tiles (asctile.cmp ->
// compare_l0); z = where(0.5 < x, s, relu(s)) compares a splat on the left, which
// asctile-transform-math-ops mirrors into asctile.cmps GT x, 0.5. Each core takes up to 2
// tiles of 512 starting at block_idx * 1024.
module {
  func.func @where_kernel(%x: memref<*xf16, 22>, %y: memref<*xf16, 22>, %z: memref<*xf16, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %ty = asctile.tensor %y(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tz = asctile.tensor %z(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c512 = arith.constant 512 : i32
    %c1024 = arith.constant 1024 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %base = arith.muli %bi, %c1024 : i32
    %rest = arith.subi %n, %base : i32
    %left = arith.ceildivsi %rest, %c512 : i32
    %count = arith.minsi %left, %c2 : i32
    scf.for %i = %c0 to %count step %c1 : i32 {
      %t = arith.muli %i, %c512 : i32
      %off = arith.addi %base, %t : i32
      %pad = arith.constant 0.000000e+00 : f16
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xf16>, !asctile.tile<512xf16, UB>
      %bb = asctile.load %ty[%off], %pad : !asctile.tensor<?xf16>, !asctile.tile<512xf16, UB>
      %m1 = asctile.cmp LT %a, %bb : !asctile.tile<512xf16, UB>
      %p = arith.mulf %a, %bb : !asctile.tile<512xf16, UB>
      %d = arith.subf %bb, %a : !asctile.tile<512xf16, UB>
      %s = asctile.select %m1, %p, %d : !asctile.tile<512xf16, UB>
      %half = arith.constant dense<5.000000e-01> : !asctile.tile<512xf16, UB>
      %m2 = asctile.cmp LT %half, %a : !asctile.tile<512xf16, UB>
      %r = asctile.relu %s : !asctile.tile<512xf16, UB>
      %o = asctile.select %m2, %s, %r : !asctile.tile<512xf16, UB>
      asctile.store %o, %tz[%off] : !asctile.tile<512xf16, UB>, !asctile.tensor<?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
