// Exact GELU in bf16 throughout (no casts; math.erf on a bf16 tile, which the lowering
// evaluates on an f32 copy), y = 0.5 * x * (1 + erf(x * 0.7071)), on a [rows, cols] bf16
// matrix in 16x32 tiles (64-byte rows) dealt grid-stride over the tile grid; rows and cols
// are kernel arguments, both edges may be partial; inputs up to |x| = 200 (erf saturated).
module {
  func.func @gelu_kernel(%x: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %rt = arith.ceildivsi %rows, %c16 : i32
    %ct = arith.ceildivsi %cols, %c32 : i32
    %tiles = arith.muli %rt, %ct : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %tr = arith.divsi %t, %ct : i32
      %tc = arith.remsi %t, %ct : i32
      %r = arith.muli %tr, %c16 : i32
      %c = arith.muli %tc, %c32 : i32
      %pad = arith.constant 0.000000e+00 : bf16
      %a = asctile.load %tx[%r, %c], %pad : !asctile.tensor<?x?xbf16>, !asctile.tile<16x32xbf16, UB>
      %half = arith.constant dense<5.000000e-01> : !asctile.tile<16x32xbf16, UB>
      %hx = arith.mulf %half, %a : !asctile.tile<16x32xbf16, UB>
      %rs2 = arith.constant dense<7.070310e-01> : !asctile.tile<16x32xbf16, UB>
      %u = arith.mulf %a, %rs2 : !asctile.tile<16x32xbf16, UB>
      %e = math.erf %u : !asctile.tile<16x32xbf16, UB>
      %one = arith.constant dense<1.000000e+00> : !asctile.tile<16x32xbf16, UB>
      %s = arith.addf %one, %e : !asctile.tile<16x32xbf16, UB>
      %g = arith.mulf %hx, %s : !asctile.tile<16x32xbf16, UB>
      asctile.store %g, %ty[%r, %c] : !asctile.tile<16x32xbf16, UB>, !asctile.tensor<?x?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
