// Row softmax of a bf16 [rows, 256] tensor with the library op on a 1-D tile (SoftMax
// takes half and float only: asclower-asctile computes it on an f32 copy of the row): one
// row per tile, core b takes rows b, b + blocks, ... (rows need not be a multiple of the cores).
module {
  func.func @softmax_kernel(%x: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %rows: i32) attributes {ascendc.global} {
    %c256 = arith.constant 256 : i32
    %n = arith.muli %rows, %c256 : i32
    %tx = asctile.tensor %x(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %ty = asctile.tensor %y(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %ninf = arith.constant 0xFF80 : bf16
    scf.for %r = %bi to %rows step %nbi : i32 {
      %off = arith.muli %r, %c256 : i32
      %t = asctile.load %tx[%off], %ninf : !asctile.tensor<?xbf16>, !asctile.tile<256xbf16, UB>
      %o = asctile.softmax %t : !asctile.tile<256xbf16, UB>
      asctile.store %o, %ty[%off] : !asctile.tile<256xbf16, UB>, !asctile.tensor<?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
