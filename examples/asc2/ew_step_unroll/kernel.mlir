// Elementwise f32 math with the tile offset as the loop's induction variable: each core
// walks [block_idx * per, min(n, (block_idx + 1) * per)) in steps of 128 (an i32 loop
// with a dynamic trip count, unrolled by 4 with an epilogue), per = ceil(n / cores)
// rounded up to the tile: z = sqrt(|x|) * exp(-y²/4) + log(1 + |x - y|) - max(x, y).
module {
  func.func @ew_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %z: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tz = asctile.tensor %z(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %c128 = arith.constant 128 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %bn = ascendc.get_block_num : i64
    %bni = arith.trunci %bn : i64 to i32
    %tiles = arith.ceildivsi %n, %c128 : i32
    %tpc = arith.ceildivsi %tiles, %bni : i32
    %per = arith.muli %tpc, %c128 : i32
    %start = arith.muli %bi, %per : i32
    %e0 = arith.addi %start, %per : i32
    %end = arith.minsi %e0, %n : i32
    scf.for %off = %start to %end step %c128 : i32 {
      %pad = arith.constant 1.000000e+00 : f32
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<128xf32, UB>
      %bb = asctile.load %ty[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<128xf32, UB>
      %aa = math.absf %a : !asctile.tile<128xf32, UB>
      %sq = math.sqrt %aa : !asctile.tile<128xf32, UB>
      %y2 = arith.mulf %bb, %bb : !asctile.tile<128xf32, UB>
      %ny = arith.negf %y2 : !asctile.tile<128xf32, UB>
      %q = arith.constant dense<2.500000e-01> : !asctile.tile<128xf32, UB>
      %ny4 = arith.mulf %ny, %q : !asctile.tile<128xf32, UB>
      %ex = math.exp %ny4 : !asctile.tile<128xf32, UB>
      %p = arith.mulf %sq, %ex : !asctile.tile<128xf32, UB>
      %d = arith.subf %a, %bb : !asctile.tile<128xf32, UB>
      %ad = math.absf %d : !asctile.tile<128xf32, UB>
      %one = arith.constant dense<1.000000e+00> : !asctile.tile<128xf32, UB>
      %ad1 = arith.addf %one, %ad : !asctile.tile<128xf32, UB>
      %lg = math.log %ad1 : !asctile.tile<128xf32, UB>
      %s = arith.addf %p, %lg : !asctile.tile<128xf32, UB>
      %mx = arith.maximumf %a, %bb : !asctile.tile<128xf32, UB>
      %r = arith.subf %s, %mx : !asctile.tile<128xf32, UB>
      asctile.store %r, %tz[%off] : !asctile.tile<128xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 4 : index}
    return
  }
}
