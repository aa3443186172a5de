// Elementwise f16 with broadcasts of a row and of a column: z = min((x - v) / w, s) for an
// f16 [rows, cols] matrix x, a [cols] vector v broadcast down the rows (1x48 -> 8x48), a
// [rows] vector w broadcast across the columns (8x1 -> 8x48) and a runtime f16 scalar s
// (asctile.splat, mins after asctile-transform-math-ops). 8x48 tiles (96-byte rows) dealt
// grid-stride over the row blocks, the columns in an inner loop; rows and cols are kernel
// arguments and both edges may be partial (v and w padded with 1).
module {
  func.func @bcast_kernel(%x: memref<*xf16, 22>, %v: memref<*xf16, 22>, %w: memref<*xf16, 22>, %z: memref<*xf16, 22>, %rows: i32, %cols: i32, %s: f16) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tv = asctile.tensor %v(%cols) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tw = asctile.tensor %w(%rows) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tz = asctile.tensor %z(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %c48 = arith.constant 48 : i32
    %one = arith.constant 1.000000e+00 : f16
    %zero = arith.constant 0.000000e+00 : f16
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %first = arith.muli %bi, %c8 : i32
    %step = arith.muli %nbi, %c8 : i32
    %ss = asctile.splat %s : !asctile.tile<8x48xf16, UB>
    scf.for %r = %first to %rows step %step : i32 {
      %wt = asctile.load %tw[%r], %one : !asctile.tensor<?xf16>, !asctile.tile<8xf16, UB>
      %w2 = asctile.reshape %wt : !asctile.tile<8xf16, UB> to !asctile.tile<8x1xf16, UB>
      %wb = asctile.broadcast %w2 : !asctile.tile<8x1xf16, UB> to !asctile.tile<8x48xf16, UB>
      scf.for %c = %c0 to %cols step %c48 : i32 {
        %xt = asctile.load %tx[%r, %c], %zero : !asctile.tensor<?x?xf16>, !asctile.tile<8x48xf16, UB>
        %vt = asctile.load %tv[%c], %one : !asctile.tensor<?xf16>, !asctile.tile<48xf16, UB>
        %v2 = asctile.reshape %vt : !asctile.tile<48xf16, UB> to !asctile.tile<1x48xf16, UB>
        %vb = asctile.broadcast %v2 : !asctile.tile<1x48xf16, UB> to !asctile.tile<8x48xf16, UB>
        %d = arith.subf %xt, %vb : !asctile.tile<8x48xf16, UB>
        %q = arith.divf %d, %wb : !asctile.tile<8x48xf16, UB>
        %o = arith.minimumf %q, %ss : !asctile.tile<8x48xf16, UB>
        asctile.store %o, %tz[%r, %c] : !asctile.tile<8x48xf16, UB>, !asctile.tensor<?x?xf16>
      } {asctile.unroll_factor = 1 : index}
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
