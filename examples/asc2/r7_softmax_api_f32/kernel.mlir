// Row softmax through the library call (asc2.softmax -> asctile.softmax) on 4x1024 f32 tiles
// of a [rows, cols] matrix (cols <= 1024; rows that are not whole 32-byte blocks go through the
// staging copy), blocks of
// 4 rows walked grid-stride, -inf padding past each row's end.
module {
  func.func @softmax_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %c0 = arith.constant 0 : i32
    %c4 = arith.constant 4 : i32
    %ninf = arith.constant 0xFF800000 : f32
    %blocks = arith.ceildivsi %rows, %c4 : i32
    scf.for %i = %bi to %blocks step %nbi : i32 {
      %r = arith.muli %i, %c4 : i32
      %v = asctile.load %tx[%r, %c0], %ninf : !asctile.tensor<?x?xf32>, !asctile.tile<4x1024xf32, UB>
      %o = asctile.softmax %v : !asctile.tile<4x1024xf32, UB>
      asctile.store %o, %ty[%r, %c0] : !asctile.tile<4x1024xf32, UB>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
