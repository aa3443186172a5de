// GELU, tanh approximation, on bf16 tensors: Ascend C's math library takes half and float
// only, so the kernel widens each bf16 tile to f32 (asctile.cast), evaluates
// y = 0.5 * x * (1 + tanh(sqrt(2/pi) * (x + 0.044715 * x**3))) in f32 left to right (scalars
// as splat constants) and narrows the result back (CAST_NONE). Tiles of 384 elements in a
// grid-stride loop: core b takes tiles b, b + blocks, ...; the last tile may be partial.
module {
  func.func @gelu_kernel(%x: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %ty = asctile.tensor %y(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %c384 = arith.constant 384 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %start = arith.muli %bi, %c384 : i32
    %step = arith.muli %nbi, %c384 : i32
    scf.for %off = %start to %n step %step : i32 {
      %pad = arith.constant 0.000000e+00 : bf16
      %h = asctile.load %tx[%off], %pad : !asctile.tensor<?xbf16>, !asctile.tile<384xbf16, UB>
      %a = asctile.cast %h : !asctile.tile<384xbf16, UB> to !asctile.tile<384xf32, UB>
      %half = arith.constant dense<5.000000e-01> : !asctile.tile<384xf32, UB>
      %hx = arith.mulf %half, %a : !asctile.tile<384xf32, UB>
      %x2 = arith.mulf %a, %a : !asctile.tile<384xf32, UB>
      %x3 = arith.mulf %x2, %a : !asctile.tile<384xf32, UB>
      %k = arith.constant dense<4.471500e-02> : !asctile.tile<384xf32, UB>
      %kx3 = arith.mulf %k, %x3 : !asctile.tile<384xf32, UB>
      %in = arith.addf %a, %kx3 : !asctile.tile<384xf32, UB>
      %c = arith.constant dense<0.797884583> : !asctile.tile<384xf32, UB>
      %u = arith.mulf %c, %in : !asctile.tile<384xf32, UB>
      %th = math.tanh %u : !asctile.tile<384xf32, UB>
      %one = arith.constant dense<1.000000e+00> : !asctile.tile<384xf32, UB>
      %s = arith.addf %one, %th : !asctile.tile<384xf32, UB>
      %r = arith.mulf %hx, %s : !asctile.tile<384xf32, UB>
      %rh = asctile.cast %r : !asctile.tile<384xf32, UB> to !asctile.tile<384xbf16, UB>
      asctile.store %rh, %ty[%off] : !asctile.tile<384xbf16, UB>, !asctile.tensor<?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
