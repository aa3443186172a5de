// The chain of r8_chain_f32_3x24 in bf16 on 1-D tiles of 136 over a runtime length,
// contiguous chunks per core, unrolled by 3.
module {
  func.func @chain_kernel(%x: memref<*xbf16, 22>, %w: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %z: memref<*xbf16, 22>, %n: i32, %s: f32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %tw = asctile.tensor %w(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %ty = asctile.tensor %y(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %tz = asctile.tensor %z(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %c1 = arith.constant 1 : i32
    %cC = arith.constant 136 : i32
    %tiles = arith.ceildivsi %n, %cC : i32
    %chunk = arith.ceildivsi %tiles, %nbi : i32
    %lo = arith.muli %bi, %chunk : i32
    %hi0 = arith.addi %lo, %chunk : i32
    %hi = arith.minsi %hi0, %tiles : i32
    %s1 = arith.truncf %s : f32 to bf16
    %sh = arith.addf %s1, %s1 : bf16
    scf.for %t = %lo to %hi step %c1 : i32 {
      %o = arith.muli %t, %cC : i32
      %p = arith.constant 2.000000e+00 : bf16
      %a = asctile.load %tx[%o], %p : !asctile.tensor<?xbf16>, !asctile.tile<136xbf16, UB>
      %b = asctile.load %tw[%o], %p : !asctile.tensor<?xbf16>, !asctile.tile<136xbf16, UB>
      %ss = asctile.splat %sh : !asctile.tile<136xbf16, UB>
      %u0 = arith.mulf %a, %ss : !asctile.tile<136xbf16, UB>
      %u = arith.addf %u0, %b : !asctile.tile<136xbf16, UB>
      %m = asctile.cmp LT %ss, %u : !asctile.tile<136xbf16, UB>
      %au = math.absf %u : !asctile.tile<136xbf16, UB>
      %nau = arith.negf %au : !asctile.tile<136xbf16, UB>
      %e = math.exp %nau : !asctile.tile<136xbf16, UB>
      %zero = arith.constant dense<0.000000e+00> : !asctile.tile<136xbf16, UB>
      %rb = arith.maximumf %b, %zero : !asctile.tile<136xbf16, UB>
      %rbs = arith.subf %rb, %ss : !asctile.tile<136xbf16, UB>
      %v = asctile.select %m, %e, %rbs : !asctile.tile<136xbf16, UB>
      asctile.store %v, %ty[%o] : !asctile.tile<136xbf16, UB>, !asctile.tensor<?xbf16>
      %vf = asctile.cast %v : !asctile.tile<136xbf16, UB> to !asctile.tile<136xf32, UB>
      %th = math.tanh %vf : !asctile.tile<136xf32, UB>
      %hf = arith.constant dense<5.000000e-01> : !asctile.tile<136xf32, UB>
      %th2 = arith.mulf %th, %hf : !asctile.tile<136xf32, UB>
      %thd = asctile.cast %th2 : !asctile.tile<136xf32, UB> to !asctile.tile<136xbf16, UB>
      %four = arith.constant dense<4.000000e+00> : !asctile.tile<136xbf16, UB>
      %b4 = arith.mulf %b, %four : !asctile.tile<136xbf16, UB>
      %bi4 = asctile.cast %b4 : !asctile.tile<136xbf16, UB> to !asctile.tile<136xi32, UB>
      %bf4 = asctile.cast %bi4 : !asctile.tile<136xi32, UB> to !asctile.tile<136xbf16, UB>
      %q = arith.minimumf %thd, %bf4 : !asctile.tile<136xbf16, UB>
      asctile.store %q, %tz[%o] : !asctile.tile<136xbf16, UB>, !asctile.tensor<?xbf16>
    } {asctile.unroll_factor = 3 : index}
    return
  }
}
