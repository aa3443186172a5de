// SiLU, y = x * (1 / (1 + exp(-x))), in f32 as the frontend writes it (1.0 as a splat tile
// constant on the left of the division), tiles of 512 in a grid-stride loop unrolled by 2.
module {
  func.func @silu_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %c512 = arith.constant 512 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %start = arith.muli %bi, %c512 : i32
    %step = arith.muli %nbi, %c512 : i32
    scf.for %off = %start to %n step %step : i32 {
      %pad = arith.constant 0.0 : f32
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<512xf32, UB>
      %neg = arith.negf %a : !asctile.tile<512xf32, UB>
      %e = math.exp %neg : !asctile.tile<512xf32, UB>
      %one = arith.constant dense<1.0> : !asctile.tile<512xf32, UB>
      %d = arith.addf %one, %e : !asctile.tile<512xf32, UB>
      %s = arith.divf %one, %d : !asctile.tile<512xf32, UB>
      %r = arith.mulf %a, %s : !asctile.tile<512xf32, UB>
      asctile.store %r, %ty[%off] : !asctile.tile<512xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 2 : index}
    return
  }
}
