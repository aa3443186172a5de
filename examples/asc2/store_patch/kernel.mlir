// Two stores over the same place of one tensor in one iteration: y = x + v (v a [64]
// row broadcast down the rows, asctile.broadcast of the 1-D tile straight to 8x64) for each
// block of 8 rows, then the first 20 elements of the block's first row are overwritten
// with x² (a 1-D tile loaded from and stored to the 2-D tensors at the row's offsets). The
// second store must land after the first (a pipe_barrier of MTE3 on the 910B, whose copy
// pipe does not keep its own writes in order). One core walks the blocks; rows is a
// multiple of 8.
module {
  func.func @k(%x: memref<*xf32, 22>, %v: memref<*xf32, 22>, %y: memref<*xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tv = asctile.tensor %v(%cols) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %pad = arith.constant 0.000000e+00 : f32
    %vt = asctile.load %tv[%c0], %pad : !asctile.tensor<?xf32>, !asctile.tile<64xf32, UB>
    %vb = asctile.broadcast %vt : !asctile.tile<64xf32, UB> to !asctile.tile<8x64xf32, UB>
    scf.for %r = %c0 to %rows step %c8 : i32 {
      %xt = asctile.load %tx[%r, %c0], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<8x64xf32, UB>
      %s = arith.addf %xt, %vb : !asctile.tile<8x64xf32, UB>
      asctile.store %s, %ty[%r, %c0] : !asctile.tile<8x64xf32, UB>, !asctile.tensor<?x?xf32>
      %row = asctile.load %tx[%r, %c0], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<20xf32, UB>
      %r2 = arith.mulf %row, %row : !asctile.tile<20xf32, UB>
      asctile.store %r2, %ty[%r, %c0] : !asctile.tile<20xf32, UB>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
