// Exact GELU in f32 on 3x300 tiles (rows of 1200 bytes: no whole number of 32-byte
// blocks) of a [rows, 300] tensor, 3-row tiles dealt round robin, the last one partial.
module {
  func.func @gelu_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %rows: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c3 = arith.constant 3 : i32
    %pad = arith.constant 0.000000e+00 : f32
    %rs2 = arith.constant dense<0.707106769> : !asctile.tile<3x300xf32, UB>
    %one = arith.constant dense<1.000000e+00> : !asctile.tile<3x300xf32, UB>
    %half = arith.constant dense<5.000000e-01> : !asctile.tile<3x300xf32, UB>
    %tx = asctile.tensor %x(%rows) : memref<*xf32, 22>, !asctile.tensor<?x300xf32>
    %ty = asctile.tensor %y(%rows) : memref<*xf32, 22>, !asctile.tensor<?x300xf32>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %rows, %c3 : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %r = arith.muli %t, %c3 : i32
      %v = asctile.load %tx[%r, %c0], %pad : !asctile.tensor<?x300xf32>, !asctile.tile<3x300xf32, UB>
      %u = arith.mulf %v, %rs2 : !asctile.tile<3x300xf32, UB>
      %e = math.erf %u : !asctile.tile<3x300xf32, UB>
      %p = arith.addf %e, %one : !asctile.tile<3x300xf32, UB>
      %hx = arith.mulf %v, %half : !asctile.tile<3x300xf32, UB>
      %o = arith.mulf %hx, %p : !asctile.tile<3x300xf32, UB>
      asctile.store %o, %ty[%r, %c0] : !asctile.tile<3x300xf32, UB>, !asctile.tensor<?x300xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
