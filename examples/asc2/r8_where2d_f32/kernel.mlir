// f32 [rows, cols] in 5x24 tiles over a grid-stride rows x cols grid unrolled by 2:
// compare of two tiles and of a tile with a splat argument (cmp with the splat on either
// side, which asctile-transform-math-ops turns into cmps), select, relu, abs, neg, max, min.
// f32 2-D, tile 5x24: y = where(x < w, relu(x) * s, max(abs(x), w)); z = where(x >= s, -x, min(x, w) - s)
module {
  func.func @where_kernel(%x: memref<*xf32, 22>, %w: memref<*xf32, 22>, %y: memref<*xf32, 22>, %z: memref<*xf32, 22>, %rows: i32, %cols: i32, %s: f32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tw = asctile.tensor %w(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tz = asctile.tensor %z(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %cR = arith.constant 5 : i32
    %cC = arith.constant 24 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %rt = arith.ceildivsi %rows, %cR : i32
    %ct = arith.ceildivsi %cols, %cC : i32
    %tiles = arith.muli %rt, %ct : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %ti = arith.divsi %t, %ct : i32
      %tj = arith.remsi %t, %ct : i32
      %r = arith.muli %ti, %cR : i32
      %c = arith.muli %tj, %cC : i32
      %pad = arith.constant 0.000000e+00 : f32
      %a = asctile.load %tx[%r, %c], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<5x24xf32, UB>
      %b = asctile.load %tw[%r, %c], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<5x24xf32, UB>
      %m = asctile.cmp LT %a, %b : !asctile.tile<5x24xf32, UB>
      %zero = arith.constant dense<0.000000e+00> : !asctile.tile<5x24xf32, UB>
      %ra = arith.maximumf %a, %zero : !asctile.tile<5x24xf32, UB>
      %ss = asctile.splat %s : !asctile.tile<5x24xf32, UB>
      %rs = arith.mulf %ra, %ss : !asctile.tile<5x24xf32, UB>
      %ab = math.absf %a : !asctile.tile<5x24xf32, UB>
      %mx = arith.maximumf %ab, %b : !asctile.tile<5x24xf32, UB>
      %yv = asctile.select %m, %rs, %mx : !asctile.tile<5x24xf32, UB>
      asctile.store %yv, %ty[%r, %c] : !asctile.tile<5x24xf32, UB>, !asctile.tensor<?x?xf32>
      %m2 = asctile.cmp GE %a, %ss : !asctile.tile<5x24xf32, UB>
      %ng = arith.negf %a : !asctile.tile<5x24xf32, UB>
      %mn = arith.minimumf %a, %b : !asctile.tile<5x24xf32, UB>
      %mns = arith.subf %mn, %ss : !asctile.tile<5x24xf32, UB>
      %zv = asctile.select %m2, %ng, %mns : !asctile.tile<5x24xf32, UB>
      asctile.store %zv, %tz[%r, %c] : !asctile.tile<5x24xf32, UB>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 2 : index}
    return
  }
}
