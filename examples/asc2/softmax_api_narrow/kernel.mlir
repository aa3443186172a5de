// Row softmax through asctile.softmax on rows that are no whole number of 32-byte blocks:
// blocks of 4 rows × 20 f32 (80 bytes) over the cores, the last block partial (its missing
// rows padded with 0 and not stored).
module {
  func.func @softmax_narrow_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %rows: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c4 = arith.constant 4 : i32
    %c20 = arith.constant 20 : i32
    %tx = asctile.tensor %x(%rows, %c20) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y(%rows, %c20) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %blocks = arith.ceildivsi %rows, %c4 : i32
    %pad = arith.constant 0.000000e+00 : f32
    scf.for %i = %bi to %blocks step %nbi : i32 {
      %r = arith.muli %i, %c4 : i32
      %t = asctile.load %tx[%r, %c0], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<4x20xf32, UB>
      %s = asctile.softmax %t : !asctile.tile<4x20xf32, UB>
      asctile.store %s, %ty[%r, %c0] : !asctile.tile<4x20xf32, UB>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
