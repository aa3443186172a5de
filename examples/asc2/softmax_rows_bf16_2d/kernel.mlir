// Row softmax (reduction on axis 1) of a [rows, cols] bf16 matrix on 8x128 tiles, computed
// in f32: the tile is cast up, the row max and sum are kept-dims 8x1 reductions
// broadcast back along the rows, and the result is cast down to bf16. cols <= 128: a
// short row is padded with -inf (exp gives 0 there, so the sum is that of the row).
// Blocks of 8 rows go to the cores b, b + cores, ...; the last block may be partial.
module {
  func.func @softmax_rows_kernel(%x: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %nblk = arith.ceildivsi %rows, %c8 : i32
    scf.for %i = %bi to %nblk step %nbi : i32 {
      %row = arith.muli %i, %c8 : i32
      %ninf = arith.constant 0xFF80 : bf16
      %xh = asctile.load %tx[%row, %c0], %ninf : !asctile.tensor<?x?xbf16>, !asctile.tile<8x128xbf16, UB>
      %xt = asctile.cast %xh : !asctile.tile<8x128xbf16, UB> to !asctile.tile<8x128xf32, UB>
      %mx = asctile.reduce <max> %xt {dims = [1 : i32]} : !asctile.tile<8x128xf32, UB>, !asctile.tile<8x1xf32, UB>
      %mb = asctile.broadcast %mx : !asctile.tile<8x1xf32, UB> to !asctile.tile<8x128xf32, UB>
      %d = arith.subf %xt, %mb : !asctile.tile<8x128xf32, UB>
      %e = math.exp %d : !asctile.tile<8x128xf32, UB>
      %s = asctile.reduce <sum> %e {dims = [1 : i32]} : !asctile.tile<8x128xf32, UB>, !asctile.tile<8x1xf32, UB>
      %sb = asctile.broadcast %s : !asctile.tile<8x1xf32, UB> to !asctile.tile<8x128xf32, UB>
      %r = arith.divf %e, %sb : !asctile.tile<8x128xf32, UB>
      %rh = asctile.cast %r : !asctile.tile<8x128xf32, UB> to !asctile.tile<8x128xbf16, UB>
      asctile.store %rh, %ty[%row, %c0] : !asctile.tile<8x128xbf16, UB>, !asctile.tensor<?x?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
