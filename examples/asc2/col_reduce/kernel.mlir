// Reductions over the row axis (asctile.reduce dims = [0]): core b takes columns
// [64b, 64b + 64) of an f32 [rows, cols] matrix, walks its rows in blocks of 8 and keeps the
// running column sums and maxima as loop-carried 64-element tiles; rows past the end load
// as 0 for the sum and -inf for the maximum, and so do columns past the end.
module {
  func.func @col_reduce_kernel(%x: memref<*xf32, 22>, %sum: memref<*xf32, 22>, %mx: memref<*xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ts = asctile.tensor %sum(%cols) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tm = asctile.tensor %mx(%cols) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant 0.000000e+00 : f32
    %ninf = arith.constant 0xFF800000 : f32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %col = arith.muli %bi, %c64 : i32
    %s0 = asctile.splat %zero : !asctile.tile<64xf32, UB>
    %m0 = asctile.splat %ninf : !asctile.tile<64xf32, UB>
    %res:2 = scf.for %r = %c0 to %rows step %c8 iter_args(%s = %s0, %m = %m0) -> (!asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>) : i32 {
      %t = asctile.load %tx[%r, %col], %zero : !asctile.tensor<?x?xf32>, !asctile.tile<8x64xf32, UB>
      %u = asctile.load %tx[%r, %col], %ninf : !asctile.tensor<?x?xf32>, !asctile.tile<8x64xf32, UB>
      %ps = asctile.reduce <sum> %t {dims = [0 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<64xf32, UB>
      %pm = asctile.reduce <max> %u {dims = [0 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<64xf32, UB>
      %s1 = arith.addf %s, %ps : !asctile.tile<64xf32, UB>
      %m1 = arith.maximumf %m, %pm : !asctile.tile<64xf32, UB>
      scf.yield %s1, %m1 : !asctile.tile<64xf32, UB>, !asctile.tile<64xf32, UB>
    } {asctile.unroll_factor = 1 : index}
    asctile.store %res#0, %ts[%col] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
    asctile.store %res#1, %tm[%col] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
    return
  }
}
