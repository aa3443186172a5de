// Elementwise accumulation across tiles with a tile loop-carried value: for the 8 rows of
// core b, y[r, 0:64] = sum over j of x[r, 64j : 64j+64] (a rows x (64*blocks) f32 tensor
// into a rows x 64 one). The accumulator starts as a zero splat constant and is an
// scf.for iter_arg (asclower-scf converts it); the loop over j is unrolled by 2 with a
// dynamic trip count.
module {
  func.func @col_block_sum_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %c64 = arith.constant 64 : i32
    %ty = asctile.tensor %y(%rows, %c64) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c8 = arith.constant 8 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %r0 = arith.muli %bi, %c8 : i32
    %nb = arith.divsi %cols, %c64 : i32
    %zero = arith.constant dense<0.000000e+00> : !asctile.tile<8x64xf32, UB>
    %sum = scf.for %j = %c0 to %nb step %c1 iter_args(%acc = %zero) -> (!asctile.tile<8x64xf32, UB>) : i32 {
      %c0f = arith.muli %j, %c64 : i32
      %pad = arith.constant 0.000000e+00 : f32
      %a = asctile.load %tx[%r0, %c0f], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<8x64xf32, UB>
      %n = arith.addf %acc, %a : !asctile.tile<8x64xf32, UB>
      scf.yield %n : !asctile.tile<8x64xf32, UB>
    } {asctile.unroll_factor = 2 : index}
    asctile.store %sum, %ty[%r0, %c0] : !asctile.tile<8x64xf32, UB>, !asctile.tensor<?x?xf32>
    return
  }
}
