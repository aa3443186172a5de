// Products along each axis of 8x64 f32 tiles (asctile.reduce <prod>): p1 = the product of
// each row (dims [1], kept as 8x1) and p0 = the product of each column (dims [0], 1x64);
// z = x * p1 (broadcast along the rows) + p0 (broadcast down the columns). Blocks of 8
// rows of an R×64 matrix go to the cores b, b + cores, ...; a partial last block is
// padded with ones (neutral for the product).
module {
  func.func @reduce_prod_kernel(%x: memref<*xf32, 22>, %z: memref<*xf32, 22>, %rows: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows) : memref<*xf32, 22>, !asctile.tensor<?x64xf32>
    %tz = asctile.tensor %z(%rows) : memref<*xf32, 22>, !asctile.tensor<?x64xf32>
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %nrb = arith.ceildivsi %rows, %c8 : i32
    scf.for %i = %bi to %nrb step %nbi : i32 {
      %row = arith.muli %i, %c8 : i32
      %one = arith.constant 1.000000e+00 : f32
      %xt = asctile.load %tx[%row, %c0], %one : !asctile.tensor<?x64xf32>, !asctile.tile<8x64xf32, UB>
      %p1 = asctile.reduce <prod> %xt {dims = [1 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<8x1xf32, UB>
      %p0 = asctile.reduce <prod> %xt {dims = [0 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<1x64xf32, UB>
      %b1 = asctile.broadcast %p1 : !asctile.tile<8x1xf32, UB> to !asctile.tile<8x64xf32, UB>
      %b0 = asctile.broadcast %p0 : !asctile.tile<1x64xf32, UB> to !asctile.tile<8x64xf32, UB>
      %m = arith.mulf %xt, %b1 : !asctile.tile<8x64xf32, UB>
      %r = arith.addf %m, %b0 : !asctile.tile<8x64xf32, UB>
      asctile.store %r, %tz[%row, %c0] : !asctile.tile<8x64xf32, UB>, !asctile.tensor<?x64xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
