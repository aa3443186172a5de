// Row softmax over the last dim of 8x64 f32 tiles written out as the frontend does it
// (max and sum as keep-dims reductions over dim 1, broadcast back), several rows per
// core: 8-row tiles dealt round robin, the row count a runtime argument whose last tile
// holds fewer than 8 rows (the missing rows padded with -inf and never stored).
module {
  func.func @softmax_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %rows: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %ninf = arith.constant 0xFF800000 : f32
    %tx = asctile.tensor %x(%rows) : memref<*xf32, 22>, !asctile.tensor<?x64xf32>
    %ty = asctile.tensor %y(%rows) : memref<*xf32, 22>, !asctile.tensor<?x64xf32>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %rows, %c8 : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %r = arith.muli %t, %c8 : i32
      %v = asctile.load %tx[%r, %c0], %ninf : !asctile.tensor<?x64xf32>, !asctile.tile<8x64xf32, UB>
      %m = asctile.reduce <max> %v {dims = [1 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<8x1xf32, UB>
      %mb = asctile.broadcast %m : !asctile.tile<8x1xf32, UB> to !asctile.tile<8x64xf32, UB>
      %d = arith.subf %v, %mb : !asctile.tile<8x64xf32, UB>
      %e = math.exp %d : !asctile.tile<8x64xf32, UB>
      %s = asctile.reduce <sum> %e {dims = [1 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<8x1xf32, UB>
      %sb = asctile.broadcast %s : !asctile.tile<8x1xf32, UB> to !asctile.tile<8x64xf32, UB>
      %o = arith.divf %e, %sb : !asctile.tile<8x64xf32, UB>
      asctile.store %o, %ty[%r, %c0] : !asctile.tile<8x64xf32, UB>, !asctile.tensor<?x64xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
