// Row softmax of an f16 [rows, 256] tensor with the library op on a 1-D tile: one row per
// tile, core b takes rows b, b + blocks, ... (rows need not be a multiple of the cores).
module {
  func.func @softmax_kernel(%x: memref<*xf16, 22>, %y: memref<*xf16, 22>, %rows: i32) attributes {ascendc.global} {
    %c256 = arith.constant 256 : i32
    %n = arith.muli %rows, %c256 : i32
    %tx = asctile.tensor %x(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %ty = asctile.tensor %y(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %ninf = arith.constant 0xFC00 : f16
    scf.for %r = %bi to %rows step %nbi : i32 {
      %off = arith.muli %r, %c256 : i32
      %t = asctile.load %tx[%off], %ninf : !asctile.tensor<?xf16>, !asctile.tile<256xf16, UB>
      %o = asctile.softmax %t : !asctile.tile<256xf16, UB>
      asctile.store %o, %ty[%off] : !asctile.tile<256xf16, UB>, !asctile.tensor<?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
