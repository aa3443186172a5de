// asctile.softmax on 2x1000 f32 tiles (rows of 1000 elements) of a tensor whose row count
// and row length are both runtime arguments; 5 rows over 3 cores, the last tile one row.
module {
  func.func @softmax_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c2 = arith.constant 2 : i32
    %pad = arith.constant 0.000000e+00 : f32
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %rows, %c2 : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %r = arith.muli %t, %c2 : i32
      %v = asctile.load %tx[%r, %c0], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<2x1000xf32, UB>
      %o = asctile.softmax %v : !asctile.tile<2x1000xf32, UB>
      asctile.store %o, %ty[%r, %c0] : !asctile.tile<2x1000xf32, UB>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
