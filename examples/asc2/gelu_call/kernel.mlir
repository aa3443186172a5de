// GELU (tanh approximation) in f32 through a helper function, as the frontend emits a
// jitted helper called from the kernel: @gelu takes and returns a 256-element tile and the
// kernel calls it once per tile (grid-stride loop, the last tile may be partial). PyAsc's
// pipeline inlines the call (`inline`) before the tile passes.
module {
  func.func private @gelu(%a: !asctile.tile<256xf32, UB>) -> !asctile.tile<256xf32, UB> {
    %x2 = arith.mulf %a, %a : !asctile.tile<256xf32, UB>
    %x3 = arith.mulf %x2, %a : !asctile.tile<256xf32, UB>
    %k = arith.constant dense<4.471500e-02> : !asctile.tile<256xf32, UB>
    %kx3 = arith.mulf %k, %x3 : !asctile.tile<256xf32, UB>
    %in = arith.addf %a, %kx3 : !asctile.tile<256xf32, UB>
    %c = arith.constant dense<0.797884583> : !asctile.tile<256xf32, UB>
    %u = arith.mulf %c, %in : !asctile.tile<256xf32, UB>
    %th = math.tanh %u : !asctile.tile<256xf32, UB>
    %one = arith.constant dense<1.000000e+00> : !asctile.tile<256xf32, UB>
    %s = arith.addf %one, %th : !asctile.tile<256xf32, UB>
    %half = arith.constant dense<5.000000e-01> : !asctile.tile<256xf32, UB>
    %hx = arith.mulf %half, %a : !asctile.tile<256xf32, UB>
    %r = arith.mulf %hx, %s : !asctile.tile<256xf32, UB>
    return %r : !asctile.tile<256xf32, UB>
  }
  func.func @gelu_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %c256 = arith.constant 256 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %start = arith.muli %bi, %c256 : i32
    %step = arith.muli %nbi, %c256 : i32
    scf.for %off = %start to %n step %step : i32 {
      %pad = arith.constant 0.000000e+00 : f32
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
      %g = func.call @gelu(%a) : (!asctile.tile<256xf32, UB>) -> !asctile.tile<256xf32, UB>
      asctile.store %g, %ty[%off] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
