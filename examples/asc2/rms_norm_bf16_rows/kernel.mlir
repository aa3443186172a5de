// RMS normalisation of the rows of x (bf16, R×64) scaled by gamma (64), asc2.rms_norm
// (the library call runs on an f32 copy: RmsNorm takes half or float):
// y = x / sqrt(mean(x²) + eps) · gamma. The row count comes from the tensor
// (asctile.dim, which canonicalize replaces by the size operand); each core takes the
// blocks of 8 rows b, b + cores, ... (grid stride), the last block may be partial (its
// missing rows padded with 1.0, not stored).
module {
  func.func @rms_norm_kernel(%x: memref<*xbf16, 22>, %g: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %rows: i32, %eps: bf16) attributes {ascendc.global} {
    %c64 = arith.constant 64 : i32
    %tx = asctile.tensor %x(%rows) : memref<*xbf16, 22>, !asctile.tensor<?x64xbf16>
    %tg = asctile.tensor %g() : memref<*xbf16, 22>, !asctile.tensor<64xbf16>
    %ty = asctile.tensor %y(%rows) : memref<*xbf16, 22>, !asctile.tensor<?x64xbf16>
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %r = asctile.dim %tx, 0 : !asctile.tensor<?x64xbf16>
    %nb = arith.ceildivsi %r, %c8 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %bn = ascendc.get_block_num : i64
    %bni = arith.trunci %bn : i64 to i32
    %zero = arith.constant 0.000000e+00 : bf16
    %gt = asctile.load %tg[%c0], %zero : !asctile.tensor<64xbf16>, !asctile.tile<64xbf16, UB>
    scf.for %i = %bi to %nb step %bni : i32 {
      %row = arith.muli %i, %c8 : i32
      %one = arith.constant 1.000000e+00 : bf16
      %xt = asctile.load %tx[%row, %c0], %one : !asctile.tensor<?x64xbf16>, !asctile.tile<8x64xbf16, UB>
      %yt = asctile.rms_norm %xt, %gt, %eps : !asctile.tile<8x64xbf16, UB>, !asctile.tile<64xbf16, UB>
      asctile.store %yt, %ty[%row, %c0] : !asctile.tile<8x64xbf16, UB>, !asctile.tensor<?x64xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
