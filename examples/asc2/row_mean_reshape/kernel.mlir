// Row means without keepdim, as `x.mean(dim=1)` comes out of the frontend: an f32
// [rows, 80] matrix in 8×80 tiles (80 is no power of two) over the cores (grid-stride, the
// last block may be partial), asctile.reduce <sum> over dims [1] to 8×1, reshaped to a
// 1-D tile of 8, scaled by 1/cols and stored into the 1-D tensor of row means.
module {
  func.func @mean_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %rows: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %c80 = arith.constant 80 : i32
    %tx = asctile.tensor %x(%rows, %c80) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y(%rows) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %first = arith.muli %bi, %c8 : i32
    %step = arith.muli %nbi, %c8 : i32
    %zero = arith.constant 0.000000e+00 : f32
    scf.for %r = %first to %rows step %step : i32 {
      %t = asctile.load %tx[%r, %c0], %zero : !asctile.tensor<?x?xf32>, !asctile.tile<8x80xf32, UB>
      %s = asctile.reduce <sum> %t {dims = [1 : i32]} : !asctile.tile<8x80xf32, UB>, !asctile.tile<8x1xf32, UB>
      %s1 = asctile.reshape %s : !asctile.tile<8x1xf32, UB> to !asctile.tile<8xf32, UB>
      %inv = arith.constant dense<1.250000e-02> : !asctile.tile<8xf32, UB>
      %m = arith.mulf %s1, %inv : !asctile.tile<8xf32, UB>
      asctile.store %m, %ty[%r] : !asctile.tile<8xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
