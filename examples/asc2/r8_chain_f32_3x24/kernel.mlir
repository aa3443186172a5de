// A chain of tile (+) scalar (scalar: an f32 argument doubled), cmp with the splat on the
// left, abs, neg, exp, relu, select, tanh, casts f32 -> i32 -> f32 (truncation) and min on
// 3x24 f32 tiles; each core takes a contiguous chunk of the rows x cols tile grid
// [core*chunk, min(core*chunk+chunk, tiles)) (cores past the end get none), unrolled by 2.
module {
  func.func @chain_kernel(%x: memref<*xf32, 22>, %w: memref<*xf32, 22>, %y: memref<*xf32, 22>, %z: memref<*xf32, 22>, %rows: i32, %cols: i32, %s: f32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tw = asctile.tensor %w(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tz = asctile.tensor %z(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %c1 = arith.constant 1 : i32
    %cR = arith.constant 3 : i32
    %cC = arith.constant 24 : i32
    %rt = arith.ceildivsi %rows, %cR : i32
    %ct = arith.ceildivsi %cols, %cC : i32
    %tiles = arith.muli %rt, %ct : i32
    %chunk = arith.ceildivsi %tiles, %nbi : i32
    %lo = arith.muli %bi, %chunk : i32
    %hi0 = arith.addi %lo, %chunk : i32
    %hi = arith.minsi %hi0, %tiles : i32
    %sh = arith.addf %s, %s : f32
    scf.for %t = %lo to %hi step %c1 : i32 {
      %ti = arith.divsi %t, %ct : i32
      %tj = arith.remsi %t, %ct : i32
      %r = arith.muli %ti, %cR : i32
      %c = arith.muli %tj, %cC : i32
      %p = arith.constant 2.000000e+00 : f32
      %a = asctile.load %tx[%r, %c], %p : !asctile.tensor<?x?xf32>, !asctile.tile<3x24xf32, UB>
      %b = asctile.load %tw[%r, %c], %p : !asctile.tensor<?x?xf32>, !asctile.tile<3x24xf32, UB>
      %ss = asctile.splat %sh : !asctile.tile<3x24xf32, UB>
      %u0 = arith.mulf %a, %ss : !asctile.tile<3x24xf32, UB>
      %u = arith.addf %u0, %b : !asctile.tile<3x24xf32, UB>
      %m = asctile.cmp LT %ss, %u : !asctile.tile<3x24xf32, UB>
      %au = math.absf %u : !asctile.tile<3x24xf32, UB>
      %nau = arith.negf %au : !asctile.tile<3x24xf32, UB>
      %e = math.exp %nau : !asctile.tile<3x24xf32, UB>
      %zero = arith.constant dense<0.000000e+00> : !asctile.tile<3x24xf32, UB>
      %rb = arith.maximumf %b, %zero : !asctile.tile<3x24xf32, UB>
      %rbs = arith.subf %rb, %ss : !asctile.tile<3x24xf32, UB>
      %v = asctile.select %m, %e, %rbs : !asctile.tile<3x24xf32, UB>
      asctile.store %v, %ty[%r, %c] : !asctile.tile<3x24xf32, UB>, !asctile.tensor<?x?xf32>
      %th = math.tanh %v : !asctile.tile<3x24xf32, UB>
      %hf = arith.constant dense<5.000000e-01> : !asctile.tile<3x24xf32, UB>
      %th2 = arith.mulf %th, %hf : !asctile.tile<3x24xf32, UB>
      %thd = math.absf %th2 : !asctile.tile<3x24xf32, UB>
      %four = arith.constant dense<4.000000e+00> : !asctile.tile<3x24xf32, UB>
      %b4 = arith.mulf %b, %four : !asctile.tile<3x24xf32, UB>
      %bi4 = asctile.cast %b4 : !asctile.tile<3x24xf32, UB> to !asctile.tile<3x24xi32, UB>
      %bf4 = asctile.cast %bi4 : !asctile.tile<3x24xi32, UB> to !asctile.tile<3x24xf32, UB>
      %q = arith.minimumf %thd, %bf4 : !asctile.tile<3x24xf32, UB>
      asctile.store %q, %tz[%r, %c] : !asctile.tile<3x24xf32, UB>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 2 : index}
    return
  }
}
