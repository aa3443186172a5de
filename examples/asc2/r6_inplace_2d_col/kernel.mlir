// In-place 2-D update with a per-row scale from a [rows, 1] column: x[r, :] = x[r, :] *
// s[r] + rowmax(x[r, :]) on 16x48 tiles of [rows, 48] (rows = 37: tail of 5), the column
// loaded as a 16x1 tile, both broadcast back; grid-strided on a runtime core count.
module {
  func.func @inplace2d_kernel(%x: memref<*xf32, 22>, %s: memref<*xf32, 22>, %rows: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c16 = arith.constant 16 : i32
    %zero = arith.constant 0.000000e+00 : f32
    %ninf = arith.constant 0xFF800000 : f32
    %tx = asctile.tensor %x(%rows) : memref<*xf32, 22>, !asctile.tensor<?x48xf32>
    %ts = asctile.tensor %s(%rows) : memref<*xf32, 22>, !asctile.tensor<?x1xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %rt = arith.ceildivsi %rows, %c16 : i32
    scf.for %t = %bi to %rt step %nbi : i32 {
      %r = arith.muli %t, %c16 : i32
      %v = asctile.load %tx[%r, %c0], %ninf : !asctile.tensor<?x48xf32>, !asctile.tile<16x48xf32, UB>
      %sc = asctile.load %ts[%r, %c0], %zero : !asctile.tensor<?x1xf32>, !asctile.tile<16x1xf32, UB>
      %m = asctile.reduce <max> %v {dims = [1 : i32]} : !asctile.tile<16x48xf32, UB>, !asctile.tile<16x1xf32, UB>
      %sb = asctile.broadcast %sc : !asctile.tile<16x1xf32, UB> to !asctile.tile<16x48xf32, UB>
      %mb = asctile.broadcast %m : !asctile.tile<16x1xf32, UB> to !asctile.tile<16x48xf32, UB>
      %p = arith.mulf %v, %sb : !asctile.tile<16x48xf32, UB>
      %o = arith.addf %p, %mb : !asctile.tile<16x48xf32, UB>
      asctile.store %o, %tx[%r, %c0] : !asctile.tile<16x48xf32, UB>, !asctile.tensor<?x48xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
