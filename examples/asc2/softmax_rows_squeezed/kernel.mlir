// Row softmax in f32 with squeezed reductions, as the frontend emits `x.max(dim=1)` (an
// 8-element result), reshaped to 8x1 and broadcast back: blocks of 8 rows of an f32
// [rows, cols] matrix (cols <= 72; 288-byte tile rows) dealt grid-stride over the cores,
// padded with -inf; the last block may be partial.
module {
  func.func @softmax_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %first = arith.muli %bi, %c8 : i32
    %step = arith.muli %nbi, %c8 : i32
    scf.for %r = %first to %rows step %step : i32 {
      %ninf = arith.constant 0xFF800000 : f32
      %t = asctile.load %tx[%r, %c0], %ninf : !asctile.tensor<?x?xf32>, !asctile.tile<8x72xf32, UB>
      %m = asctile.reduce <max> %t {dims = [1 : i32]} : !asctile.tile<8x72xf32, UB>, !asctile.tile<8xf32, UB>
      %m2 = asctile.reshape %m : !asctile.tile<8xf32, UB> to !asctile.tile<8x1xf32, UB>
      %mb = asctile.broadcast %m2 : !asctile.tile<8x1xf32, UB> to !asctile.tile<8x72xf32, UB>
      %d = arith.subf %t, %mb : !asctile.tile<8x72xf32, UB>
      %e = math.exp %d : !asctile.tile<8x72xf32, UB>
      %s = asctile.reduce <sum> %e {dims = [1 : i32]} : !asctile.tile<8x72xf32, UB>, !asctile.tile<8xf32, UB>
      %s2 = asctile.reshape %s : !asctile.tile<8xf32, UB> to !asctile.tile<8x1xf32, UB>
      %sb = asctile.broadcast %s2 : !asctile.tile<8x1xf32, UB> to !asctile.tile<8x72xf32, UB>
      %o = arith.divf %e, %sb : !asctile.tile<8x72xf32, UB>
      asctile.store %o, %ty[%r, %c0] : !asctile.tile<8x72xf32, UB>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
