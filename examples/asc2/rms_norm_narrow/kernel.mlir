// asc2.rms_norm of f32 rows of 20 (80 bytes: no whole number of 32-byte blocks) scaled by
// gamma, in 4-row blocks over the cores (grid-stride, the last block partial: its missing
// rows padded with 1.0 and not stored): y = x / sqrt(mean(x²) + eps) · gamma.
module {
  func.func @rms_norm_kernel(%x: memref<*xf32, 22>, %g: memref<*xf32, 22>, %y: memref<*xf32, 22>, %rows: i32, %eps: f32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c4 = arith.constant 4 : i32
    %tx = asctile.tensor %x(%rows) : memref<*xf32, 22>, !asctile.tensor<?x20xf32>
    %tg = asctile.tensor %g() : memref<*xf32, 22>, !asctile.tensor<20xf32>
    %ty = asctile.tensor %y(%rows) : memref<*xf32, 22>, !asctile.tensor<?x20xf32>
    %nb = arith.ceildivsi %rows, %c4 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %bn = ascendc.get_block_num : i64
    %bni = arith.trunci %bn : i64 to i32
    %zero = arith.constant 0.000000e+00 : f32
    %one = arith.constant 1.000000e+00 : f32
    %gt = asctile.load %tg[%c0], %zero : !asctile.tensor<20xf32>, !asctile.tile<20xf32, UB>
    scf.for %i = %bi to %nb step %bni : i32 {
      %row = arith.muli %i, %c4 : i32
      %xt = asctile.load %tx[%row, %c0], %one : !asctile.tensor<?x20xf32>, !asctile.tile<4x20xf32, UB>
      %yt = asctile.rms_norm %xt, %gt, %eps : !asctile.tile<4x20xf32, UB>, !asctile.tile<20xf32, UB>
      asctile.store %yt, %ty[%row, %c0] : !asctile.tile<4x20xf32, UB>, !asctile.tensor<?x20xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
