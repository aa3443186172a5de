// Exact GELU with f16 input and output and f32 compute (x.to(float32) ... .to(float16)),
// tiles of 1024 walked grid-stride over a runtime length.
module {
  func.func @gelu_kernel(%x: memref<*xf16, 22>, %y: memref<*xf16, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %ty = asctile.tensor %y(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %cT = arith.constant 1024 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %n, %cT : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %off = arith.muli %t, %cT : i32
      %pad = arith.constant 0.000000e+00 : f16
      %h = asctile.load %tx[%off], %pad : !asctile.tensor<?xf16>, !asctile.tile<1024xf16, UB>
      %a = asctile.cast %h : !asctile.tile<1024xf16, UB> to !asctile.tile<1024xf32, UB>
      %half = arith.constant dense<5.000000e-01> : !asctile.tile<1024xf32, UB>
      %hx = arith.mulf %a, %half : !asctile.tile<1024xf32, UB>
      %rs2 = arith.constant dense<0.707106769> : !asctile.tile<1024xf32, UB>
      %u = arith.mulf %a, %rs2 : !asctile.tile<1024xf32, UB>
      %e = math.erf %u : !asctile.tile<1024xf32, UB>
      %one = arith.constant dense<1.000000e+00> : !asctile.tile<1024xf32, UB>
      %s = arith.addf %one, %e : !asctile.tile<1024xf32, UB>
      %r = arith.mulf %hx, %s : !asctile.tile<1024xf32, UB>
      %o = asctile.cast %r : !asctile.tile<1024xf32, UB> to !asctile.tile<1024xf16, UB>
      asctile.store %o, %ty[%off] : !asctile.tile<1024xf16, UB>, !asctile.tensor<?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
