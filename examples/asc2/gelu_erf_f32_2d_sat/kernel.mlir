// Exact GELU in f32 on a [rows, cols] matrix, written as `x * 0.5 * (1 + erf(x / sqrt(2)))`
// (the division by the splat constant sqrt(2) becomes asctile.divs), on 8x40 tiles (rows of
// 160 bytes: five blocks, not a power of two) dealt grid-stride over the tile grid (tile t
// at row block t / ct, column block t mod ct); rows and cols are kernel arguments and both
// edges may be partial. Inputs reach |x| ~ 12, where erf saturates at ±1 (y = x or -0).
module {
  func.func @gelu_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %c1 = arith.constant 1 : i32
    %c8 = arith.constant 8 : i32
    %c40 = arith.constant 40 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %rt = arith.ceildivsi %rows, %c8 : i32
    %ct = arith.ceildivsi %cols, %c40 : i32
    %tiles = arith.muli %rt, %ct : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %tr = arith.divsi %t, %ct : i32
      %tc = arith.remsi %t, %ct : i32
      %r = arith.muli %tr, %c8 : i32
      %c = arith.muli %tc, %c40 : i32
      %pad = arith.constant 0.000000e+00 : f32
      %a = asctile.load %tx[%r, %c], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<8x40xf32, UB>
      %half = arith.constant dense<5.000000e-01> : !asctile.tile<8x40xf32, UB>
      %hx = arith.mulf %a, %half : !asctile.tile<8x40xf32, UB>
      %sq2 = arith.constant dense<1.41421354> : !asctile.tile<8x40xf32, UB>
      %u = arith.divf %a, %sq2 : !asctile.tile<8x40xf32, UB>
      %e = math.erf %u : !asctile.tile<8x40xf32, UB>
      %one = arith.constant dense<1.000000e+00> : !asctile.tile<8x40xf32, UB>
      %s = arith.addf %one, %e : !asctile.tile<8x40xf32, UB>
      %g = arith.mulf %hx, %s : !asctile.tile<8x40xf32, UB>
      asctile.store %g, %ty[%r, %c] : !asctile.tile<8x40xf32, UB>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
