// Row softmax of an f16 [rows, cols] matrix (cols ≤ 24) computed in f32: blocks of 8 rows
// over the cores, loaded into an 8x24 f16 tile (rows of 48 bytes: no whole number of
// 32-byte blocks; short rows padded with -inf), widened with asctile.cast, the row max and
// sum kept as 8x1 tiles and broadcast back, the result narrowed to f16 and stored.
module {
  func.func @softmax_w24_kernel(%x: memref<*xf16, 22>, %y: memref<*xf16, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %ninf = arith.constant 0xFC00 : f16
    %first = arith.muli %bi, %c8 : i32
    %step = arith.muli %nbi, %c8 : i32
    scf.for %r = %first to %rows step %step : i32 {
      %h = asctile.load %tx[%r, %c0], %ninf : !asctile.tensor<?x?xf16>, !asctile.tile<8x24xf16, UB>
      %t = asctile.cast %h : !asctile.tile<8x24xf16, UB> to !asctile.tile<8x24xf32, UB>
      %m = asctile.reduce <max> %t {dims = [1 : i32]} : !asctile.tile<8x24xf32, UB>, !asctile.tile<8x1xf32, UB>
      %mb = asctile.broadcast %m : !asctile.tile<8x1xf32, UB> to !asctile.tile<8x24xf32, UB>
      %d = arith.subf %t, %mb : !asctile.tile<8x24xf32, UB>
      %e = math.exp %d : !asctile.tile<8x24xf32, UB>
      %s = asctile.reduce <sum> %e {dims = [1 : i32]} : !asctile.tile<8x24xf32, UB>, !asctile.tile<8x1xf32, UB>
      %sb = asctile.broadcast %s : !asctile.tile<8x1xf32, UB> to !asctile.tile<8x24xf32, UB>
      %o = arith.divf %e, %sb : !asctile.tile<8x24xf32, UB>
      %oh = asctile.cast %o : !asctile.tile<8x24xf32, UB> to !asctile.tile<8x24xf16, UB>
      asctile.store %oh, %ty[%r, %c0] : !asctile.tile<8x24xf16, UB>, !asctile.tensor<?x?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
