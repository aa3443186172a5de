// The chain of r8_chain_f32_3x24 in f16 (tanh computed on an f32 copy) on 3x40 tiles (rows of
// 80 bytes), contiguous chunks per core, the loop marked asctile.parallel and unrolled by 2.
module {
  func.func @chain_kernel(%x: memref<*xf16, 22>, %w: memref<*xf16, 22>, %y: memref<*xf16, 22>, %z: memref<*xf16, 22>, %rows: i32, %cols: i32, %s: f32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tw = asctile.tensor %w(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tz = asctile.tensor %z(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %c1 = arith.constant 1 : i32
    %cR = arith.constant 3 : i32
    %cC = arith.constant 40 : i32
    %rt = arith.ceildivsi %rows, %cR : i32
    %ct = arith.ceildivsi %cols, %cC : i32
    %tiles = arith.muli %rt, %ct : i32
    %chunk = arith.ceildivsi %tiles, %nbi : i32
    %lo = arith.muli %bi, %chunk : i32
    %hi0 = arith.addi %lo, %chunk : i32
    %hi = arith.minsi %hi0, %tiles : i32
    %s1 = arith.truncf %s : f32 to f16
    %sh = arith.addf %s1, %s1 : f16
    scf.for %t = %lo to %hi step %c1 : i32 {
      %ti = arith.divsi %t, %ct : i32
      %tj = arith.remsi %t, %ct : i32
      %r = arith.muli %ti, %cR : i32
      %c = arith.muli %tj, %cC : i32
      %p = arith.constant 2.000000e+00 : f16
      %a = asctile.load %tx[%r, %c], %p : !asctile.tensor<?x?xf16>, !asctile.tile<3x40xf16, UB>
      %b = asctile.load %tw[%r, %c], %p : !asctile.tensor<?x?xf16>, !asctile.tile<3x40xf16, UB>
      %ss = asctile.splat %sh : !asctile.tile<3x40xf16, UB>
      %u0 = arith.mulf %a, %ss : !asctile.tile<3x40xf16, UB>
      %u = arith.addf %u0, %b : !asctile.tile<3x40xf16, UB>
      %m = asctile.cmp LT %ss, %u : !asctile.tile<3x40xf16, UB>
      %au = math.absf %u : !asctile.tile<3x40xf16, UB>
      %nau = arith.negf %au : !asctile.tile<3x40xf16, UB>
      %e = math.exp %nau : !asctile.tile<3x40xf16, UB>
      %zero = arith.constant dense<0.000000e+00> : !asctile.tile<3x40xf16, UB>
      %rb = arith.maximumf %b, %zero : !asctile.tile<3x40xf16, UB>
      %rbs = arith.subf %rb, %ss : !asctile.tile<3x40xf16, UB>
      %v = asctile.select %m, %e, %rbs : !asctile.tile<3x40xf16, UB>
      asctile.store %v, %ty[%r, %c] : !asctile.tile<3x40xf16, UB>, !asctile.tensor<?x?xf16>
      %vf = asctile.cast %v : !asctile.tile<3x40xf16, UB> to !asctile.tile<3x40xf32, UB>
      %th = math.tanh %vf : !asctile.tile<3x40xf32, UB>
      %hf = arith.constant dense<5.000000e-01> : !asctile.tile<3x40xf32, UB>
      %th2 = arith.mulf %th, %hf : !asctile.tile<3x40xf32, UB>
      %thd = asctile.cast %th2 : !asctile.tile<3x40xf32, UB> to !asctile.tile<3x40xf16, UB>
      %four = arith.constant dense<4.000000e+00> : !asctile.tile<3x40xf16, UB>
      %b4 = arith.mulf %b, %four : !asctile.tile<3x40xf16, UB>
      %bi4 = asctile.cast %b4 : !asctile.tile<3x40xf16, UB> to !asctile.tile<3x40xi32, UB>
      %bf4 = asctile.cast %bi4 : !asctile.tile<3x40xi32, UB> to !asctile.tile<3x40xf16, UB>
      %q = arith.minimumf %thd, %bf4 : !asctile.tile<3x40xf16, UB>
      asctile.store %q, %tz[%r, %c] : !asctile.tile<3x40xf16, UB>, !asctile.tensor<?x?xf16>
    } {asctile.parallel, asctile.unroll_factor = 2 : index}
    return
  }
}
