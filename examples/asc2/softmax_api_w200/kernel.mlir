// Row softmax through the library op (asctile.softmax on a 2-D tile) on rows of 200 f32
// (800 bytes: 25 blocks, no power of two): each core owns a contiguous band of 4-row tiles
// (ceil over the cores) and walks it; cols <= 200 (columns past cols are padded with -inf,
// which the softmax turns into 0) and the last tile may be partial (its missing rows padded
// and not stored).
module {
  func.func @softmax_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %c0 = arith.constant 0 : i32
    %c4 = arith.constant 4 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %rt = arith.ceildivsi %rows, %c4 : i32
    %pt = arith.ceildivsi %rt, %nbi : i32
    %band = arith.muli %pt, %c4 : i32
    %r0 = arith.muli %bi, %band : i32
    %r1a = arith.addi %r0, %band : i32
    %r1 = arith.minsi %r1a, %rows : i32
    scf.for %r = %r0 to %r1 step %c4 : i32 {
      %ninf = arith.constant 0xFF800000 : f32
      %t = asctile.load %tx[%r, %c0], %ninf : !asctile.tensor<?x?xf32>, !asctile.tile<4x200xf32, UB>
      %o = asctile.softmax %t : !asctile.tile<4x200xf32, UB>
      asctile.store %o, %ty[%r, %c0] : !asctile.tile<4x200xf32, UB>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
