// Row bands of x and exp(y) stacked: each core takes 8 rows of x and the same 8 rows of y
// and writes a 16-row band of z: x's rows, then exp of y's rows (asc2.concat along dim 0).
// The last core's band may be short: rows past the end are neither read nor written.
module {
  func.func @concat_exp_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %z: memref<*xf32, 22>, %rows: i32, %zrows: i32) attributes {ascendc.global} {
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c0 = arith.constant 0 : i32
    %tx = asctile.tensor %x(%rows) : memref<*xf32, 22>, !asctile.tensor<?x64xf32>
    %ty = asctile.tensor %y(%rows) : memref<*xf32, 22>, !asctile.tensor<?x64xf32>
    %tz = asctile.tensor %z(%zrows) : memref<*xf32, 22>, !asctile.tensor<?x64xf32>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %off = arith.muli %bi, %c8 : i32
    %zoff = arith.muli %bi, %c16 : i32
    %cst = arith.constant 0.0 : f32
    %a = asctile.load %tx [%off, %c0], %cst : !asctile.tensor<?x64xf32>, !asctile.tile<8x64xf32, UB>
    %bb = asctile.load %ty [%off, %c0], %cst : !asctile.tensor<?x64xf32>, !asctile.tile<8x64xf32, UB>
    %e = math.exp %bb : !asctile.tile<8x64xf32, UB>
    %r = asctile.concat %a, %e : !asctile.tile<8x64xf32, UB>, !asctile.tile<8x64xf32, UB> -> !asctile.tile<16x64xf32, UB>
    asctile.store %r, %tz [%zoff, %c0] : !asctile.tile<16x64xf32, UB>, !asctile.tensor<?x64xf32>
    return
  }
}
