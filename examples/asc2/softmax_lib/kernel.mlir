// Row softmax through the library op (asc2's softmax on a 2-D tile, asctile.softmax, which
// becomes Ascend C's SoftMax with a default tiling and the tile's shape info). The
// [rows, 64] f32 tensor goes in blocks of 8 rows; core b takes blocks b, b + blocks, ...
// (rows must be a multiple of 8: PyAsc's 2-D load copies 8 rows whatever is left).
module {
  func.func @softmax_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %rows: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows) : memref<*xf32, 22>, !asctile.tensor<?x64xf32>
    %ty = asctile.tensor %y(%rows) : memref<*xf32, 22>, !asctile.tensor<?x64xf32>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %start = arith.muli %bi, %c8 : i32
    %step = arith.muli %nbi, %c8 : i32
    %ninf = arith.constant 0xFF800000 : f32
    scf.for %r = %start to %rows step %step : i32 {
      %t = asctile.load %tx[%r, %c0], %ninf : !asctile.tensor<?x64xf32>, !asctile.tile<8x64xf32, UB>
      %o = asctile.softmax %t : !asctile.tile<8x64xf32, UB>
      asctile.store %o, %ty[%r, %c0] : !asctile.tile<8x64xf32, UB>, !asctile.tensor<?x64xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
