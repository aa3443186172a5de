// Row softmax of a bf16 [rows, 32] matrix through the library op on 2-D tiles: blocks of 8
// rows (8x32 bf16, 64-byte rows) dealt grid-stride over the cores; asctile.softmax on a bf16
// tile (the library takes half and float: the lowering computes on an f32 copy). The last
// block may be partial (missing rows padded with 0 and not stored).
module {
  func.func @softmax_kernel(%x: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %rows: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows) : memref<*xbf16, 22>, !asctile.tensor<?x32xbf16>
    %ty = asctile.tensor %y(%rows) : memref<*xbf16, 22>, !asctile.tensor<?x32xbf16>
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %first = arith.muli %bi, %c8 : i32
    %step = arith.muli %nbi, %c8 : i32
    scf.for %r = %first to %rows step %step : i32 {
      %pad = arith.constant 0.000000e+00 : bf16
      %t = asctile.load %tx[%r, %c0], %pad : !asctile.tensor<?x32xbf16>, !asctile.tile<8x32xbf16, UB>
      %o = asctile.softmax %t : !asctile.tile<8x32xbf16, UB>
      asctile.store %o, %ty[%r, %c0] : !asctile.tile<8x32xbf16, UB>, !asctile.tensor<?x32xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
