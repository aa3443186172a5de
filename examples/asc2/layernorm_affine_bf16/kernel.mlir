// Layer normalisation with gamma and beta of the rows of a bf16 [rows, 20] matrix, in f32:
// y = bf16((x - mean) * rsqrt(var + eps) * gamma + beta), mean and var over each row.
// Blocks of 8 rows over the cores (grid-stride, the last block partial: its missing rows
// are padded and not stored); the rows are 40 bytes in bf16 and 80 in f32, neither a whole
// number of 32-byte blocks. The row statistics are 8x1 tiles (reduce dims = [1]) divided
// by the row length as a runtime scalar splat; gamma and beta are 1x20 tiles broadcast down.
module {
  func.func @layernorm_kernel(%x: memref<*xbf16, 22>, %g: memref<*xf32, 22>, %bt: memref<*xf32, 22>, %y: memref<*xbf16, 22>, %rows: i32, %eps: f32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c8 = arith.constant 8 : i32
    %c20 = arith.constant 20 : i32
    %tx = asctile.tensor %x(%rows, %c20) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %ty = asctile.tensor %y(%rows, %c20) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %tg = asctile.tensor %g(%c1, %c20) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tb = asctile.tensor %bt(%c1, %c20) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %blocks = arith.ceildivsi %rows, %c8 : i32
    %n = arith.sitofp %c20 : i32 to f32
    %padh = arith.constant 0.000000e+00 : bf16
    %pad = arith.constant 0.000000e+00 : f32
    %gt = asctile.load %tg[%c0, %c0], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<1x20xf32, UB>
    %btt = asctile.load %tb[%c0, %c0], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<1x20xf32, UB>
    scf.for %i = %bi to %blocks step %nbi : i32 {
      %r = arith.muli %i, %c8 : i32
      %h = asctile.load %tx[%r, %c0], %padh : !asctile.tensor<?x?xbf16>, !asctile.tile<8x20xbf16, UB>
      %a = asctile.cast %h : !asctile.tile<8x20xbf16, UB> to !asctile.tile<8x20xf32, UB>
      %s = asctile.reduce <sum> %a {dims = [1 : i32]} : !asctile.tile<8x20xf32, UB>, !asctile.tile<8x1xf32, UB>
      %ns = asctile.splat %n : !asctile.tile<8x1xf32, UB>
      %mean = arith.divf %s, %ns : !asctile.tile<8x1xf32, UB>
      %mb = asctile.broadcast %mean : !asctile.tile<8x1xf32, UB> to !asctile.tile<8x20xf32, UB>
      %d = arith.subf %a, %mb : !asctile.tile<8x20xf32, UB>
      %d2 = arith.mulf %d, %d : !asctile.tile<8x20xf32, UB>
      %v = asctile.reduce <sum> %d2 {dims = [1 : i32]} : !asctile.tile<8x20xf32, UB>, !asctile.tile<8x1xf32, UB>
      %var = arith.divf %v, %ns : !asctile.tile<8x1xf32, UB>
      %es = asctile.splat %eps : !asctile.tile<8x1xf32, UB>
      %ve = arith.addf %var, %es : !asctile.tile<8x1xf32, UB>
      %rs = math.rsqrt %ve : !asctile.tile<8x1xf32, UB>
      %rb = asctile.broadcast %rs : !asctile.tile<8x1xf32, UB> to !asctile.tile<8x20xf32, UB>
      %nx = arith.mulf %d, %rb : !asctile.tile<8x20xf32, UB>
      %gb = asctile.broadcast %gt : !asctile.tile<1x20xf32, UB> to !asctile.tile<8x20xf32, UB>
      %bb = asctile.broadcast %btt : !asctile.tile<1x20xf32, UB> to !asctile.tile<8x20xf32, UB>
      %sc = arith.mulf %nx, %gb : !asctile.tile<8x20xf32, UB>
      %o = arith.addf %sc, %bb : !asctile.tile<8x20xf32, UB>
      %oh = asctile.cast %o : !asctile.tile<8x20xf32, UB> to !asctile.tile<8x20xbf16, UB>
      asctile.store %oh, %ty[%r, %c0] : !asctile.tile<8x20xbf16, UB>, !asctile.tensor<?x?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
