// Row softmax of a bf16 [rows, cols] matrix computed in bf16 throughout (no casts), on 2-D
// 8x48 tiles (96-byte rows), as the frontend emits it for a bf16 tensor: keep-dims max and
// sum along dim 1 (8x1, broadcast back along the rows), exp and division on bf16 tiles.
// Blocks of 8 rows dealt grid-stride over the cores (cols <= 48, padded with -inf; the last
// block may be partial).
module {
  func.func @softmax_kernel(%x: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %first = arith.muli %bi, %c8 : i32
    %step = arith.muli %nbi, %c8 : i32
    scf.for %r = %first to %rows step %step : i32 {
      %ninf = arith.constant 0xFF80 : bf16
      %t = asctile.load %tx[%r, %c0], %ninf : !asctile.tensor<?x?xbf16>, !asctile.tile<8x48xbf16, UB>
      %m = asctile.reduce <max> %t {dims = [1 : i32]} : !asctile.tile<8x48xbf16, UB>, !asctile.tile<8x1xbf16, UB>
      %mb = asctile.broadcast %m : !asctile.tile<8x1xbf16, UB> to !asctile.tile<8x48xbf16, UB>
      %d = arith.subf %t, %mb : !asctile.tile<8x48xbf16, UB>
      %e = math.exp %d : !asctile.tile<8x48xbf16, UB>
      %s = asctile.reduce <sum> %e {dims = [1 : i32]} : !asctile.tile<8x48xbf16, UB>, !asctile.tile<8x1xbf16, UB>
      %sb = asctile.broadcast %s : !asctile.tile<8x1xbf16, UB> to !asctile.tile<8x48xbf16, UB>
      %o = arith.divf %e, %sb : !asctile.tile<8x48xbf16, UB>
      asctile.store %o, %ty[%r, %c0] : !asctile.tile<8x48xbf16, UB>, !asctile.tensor<?x?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
