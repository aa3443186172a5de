// Tanh GELU, 0.5 * x * (1 + tanh(sqrt(2/pi) * (x + 0.044715 * x**3))), in f32 over a
// runtime length in tiles of 512 walked grid-stride, unrolled by 2.
module {
  func.func @gelu_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %cT = arith.constant 512 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %n, %cT : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %off = arith.muli %t, %cT : i32
      %pad = arith.constant 0.000000e+00 : f32
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<512xf32, UB>
      %half = arith.constant dense<5.000000e-01> : !asctile.tile<512xf32, UB>
      %hx = arith.mulf %half, %a : !asctile.tile<512xf32, UB>
      %x2 = arith.mulf %a, %a : !asctile.tile<512xf32, UB>
      %x3 = arith.mulf %x2, %a : !asctile.tile<512xf32, UB>
      %k = arith.constant dense<4.471500e-02> : !asctile.tile<512xf32, UB>
      %kx3 = arith.mulf %k, %x3 : !asctile.tile<512xf32, UB>
      %in = arith.addf %a, %kx3 : !asctile.tile<512xf32, UB>
      %c = arith.constant dense<0.797884583> : !asctile.tile<512xf32, UB>
      %u = arith.mulf %c, %in : !asctile.tile<512xf32, UB>
      %th = math.tanh %u : !asctile.tile<512xf32, UB>
      %one = arith.constant dense<1.000000e+00> : !asctile.tile<512xf32, UB>
      %s = arith.addf %one, %th : !asctile.tile<512xf32, UB>
      %r = arith.mulf %hx, %s : !asctile.tile<512xf32, UB>
      asctile.store %r, %ty[%off] : !asctile.tile<512xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 2 : index}
    return
  }
}
