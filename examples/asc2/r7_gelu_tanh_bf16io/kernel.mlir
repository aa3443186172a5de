// Tanh GELU with bf16 input and output and f32 compute, tiles of 1024 walked grid-stride
// over a runtime length.
module {
  func.func @gelu_kernel(%x: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %ty = asctile.tensor %y(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %cT = arith.constant 1024 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %n, %cT : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %off = arith.muli %t, %cT : i32
      %pad = arith.constant 0.000000e+00 : bf16
      %h = asctile.load %tx[%off], %pad : !asctile.tensor<?xbf16>, !asctile.tile<1024xbf16, UB>
      %a = asctile.cast %h : !asctile.tile<1024xbf16, UB> to !asctile.tile<1024xf32, UB>
      %half = arith.constant dense<5.000000e-01> : !asctile.tile<1024xf32, UB>
      %hx = arith.mulf %half, %a : !asctile.tile<1024xf32, UB>
      %x2 = arith.mulf %a, %a : !asctile.tile<1024xf32, UB>
      %x3 = arith.mulf %x2, %a : !asctile.tile<1024xf32, UB>
      %k = arith.constant dense<4.471500e-02> : !asctile.tile<1024xf32, UB>
      %kx3 = arith.mulf %k, %x3 : !asctile.tile<1024xf32, UB>
      %in = arith.addf %a, %kx3 : !asctile.tile<1024xf32, UB>
      %c = arith.constant dense<0.797884583> : !asctile.tile<1024xf32, UB>
      %u = arith.mulf %c, %in : !asctile.tile<1024xf32, UB>
      %th = math.tanh %u : !asctile.tile<1024xf32, UB>
      %one = arith.constant dense<1.000000e+00> : !asctile.tile<1024xf32, UB>
      %s = arith.addf %one, %th : !asctile.tile<1024xf32, UB>
      %r = arith.mulf %hx, %s : !asctile.tile<1024xf32, UB>
      %o = asctile.cast %r : !asctile.tile<1024xf32, UB> to !asctile.tile<1024xbf16, UB>
      asctile.store %o, %ty[%off] : !asctile.tile<1024xbf16, UB>, !asctile.tensor<?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
