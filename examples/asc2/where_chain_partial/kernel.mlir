// asc2.where with compare chains and runtime scalars on tiles that end inside a 256-byte
// repeat: 100-element f32 tiles in a grid-stride loop (the last one partial),
//   t = where((x > lo) & (x < y), x, y)
//   z = where(t <= hi, t, hi) - where(x != y, 0, 1)
// with lo and hi kernel arguments (asctile.cmps against the scalar, asctile.splat for
// the value), the other side constant splats.
module {
  func.func @where_chain_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %z: memref<*xf32, 22>, %n: i32, %lo: f32, %hi: f32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tz = asctile.tensor %z(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %c100 = arith.constant 100 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %start = arith.muli %bi, %c100 : i32
    %step = arith.muli %nbi, %c100 : i32
    scf.for %off = %start to %n step %step : i32 {
      %pad = arith.constant 0.000000e+00 : f32
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<100xf32, UB>
      %c = asctile.load %ty[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<100xf32, UB>
      %m1 = asctile.cmps GT %a, %lo : !asctile.tile<100xf32, UB>
      %m2 = asctile.cmp LT %a, %c : !asctile.tile<100xf32, UB>
      %m = arith.andi %m1, %m2 : !asctile.tile<100xi1, UB>
      %t = asctile.select %m, %a, %c : !asctile.tile<100xf32, UB>
      %m3 = asctile.cmps LE %t, %hi : !asctile.tile<100xf32, UB>
      %h = asctile.splat %hi : !asctile.tile<100xf32, UB>
      %u = asctile.select %m3, %t, %h : !asctile.tile<100xf32, UB>
      %m4 = asctile.cmp NE %a, %c : !asctile.tile<100xf32, UB>
      %zero = arith.constant dense<0.000000e+00> : !asctile.tile<100xf32, UB>
      %one = arith.constant dense<1.000000e+00> : !asctile.tile<100xf32, UB>
      %e = asctile.select %m4, %zero, %one : !asctile.tile<100xf32, UB>
      %o = arith.subf %u, %e : !asctile.tile<100xf32, UB>
      asctile.store %o, %tz[%off] : !asctile.tile<100xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
