// Scalars read from and written to bf16 tensors: for each row r of a bf16 [rows, 64]
// matrix, w = bf16 weight read with asctile.get_value, widened to f32 on the scalar unit
// (arith.extf), y[r, :] = bf16(f32(x[r, :]) * w + 1), and s[r] = bf16(max over the row
// of y) written with asctile.set_value after the scalar truncation (arith.truncf). Rows
// over the cores (grid-stride).
module {
  func.func @scalar_rows_kernel(%x: memref<*xbf16, 22>, %w: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %s: memref<*xbf16, 22>, %rows: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %tx = asctile.tensor %x(%rows, %c64) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %ty = asctile.tensor %y(%rows, %c64) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %tw = asctile.tensor %w(%rows) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %ts = asctile.tensor %s(%rows) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %pad = arith.constant 0.000000e+00 : bf16
    %one = arith.constant 1.000000e+00 : f32
    scf.for %r = %bi to %rows step %nbi : i32 {
      %wv = asctile.get_value %tw[%r] : !asctile.tensor<?xbf16>
      %wf = arith.extf %wv : bf16 to f32
      %h = asctile.load %tx[%r, %c0], %pad : !asctile.tensor<?x?xbf16>, !asctile.tile<1x64xbf16, UB>
      %a = asctile.cast %h : !asctile.tile<1x64xbf16, UB> to !asctile.tile<1x64xf32, UB>
      %ws = asctile.splat %wf : !asctile.tile<1x64xf32, UB>
      %m = arith.mulf %a, %ws : !asctile.tile<1x64xf32, UB>
      %os = asctile.splat %one : !asctile.tile<1x64xf32, UB>
      %o = arith.addf %m, %os : !asctile.tile<1x64xf32, UB>
      %oh = asctile.cast %o : !asctile.tile<1x64xf32, UB> to !asctile.tile<1x64xbf16, UB>
      asctile.store %oh, %ty[%r, %c0] : !asctile.tile<1x64xbf16, UB>, !asctile.tensor<?x?xbf16>
      %mx = asctile.reduce_as_1d <max> %o : !asctile.tile<1x64xf32, UB>, f32
      %mh = arith.truncf %mx : f32 to bf16
      asctile.set_value %mh, %ts[%r] : bf16, !asctile.tensor<?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
