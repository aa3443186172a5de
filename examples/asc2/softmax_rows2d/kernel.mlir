// Row softmax on 2-D tiles, as PyAsc's asc2 frontend emits `x.max(dim=1, keepdim=True)`,
// broadcasting and `x.sum(dim=1, keepdim=True)`: blocks of 8 rows of a [rows, cols] f32
// matrix are spread over the cores; each block is an 8x64 tile (rows padded with -inf in
// their last 32-byte block); the row max and sum are 8x1 tiles broadcast back to 8x64.
module {
  func.func @softmax_rows2d_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %ninf = arith.constant 0xFF800000 : f32
    %first = arith.muli %bi, %c8 : i32
    %step = arith.muli %nbi, %c8 : i32
    scf.for %r = %first to %rows step %step : i32 {
      %t = asctile.load %tx[%r, %c0], %ninf : !asctile.tensor<?x?xf32>, !asctile.tile<8x64xf32, UB>
      %m = asctile.reduce <max> %t {dims = [1 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<8x1xf32, UB>
      %mb = asctile.broadcast %m : !asctile.tile<8x1xf32, UB> to !asctile.tile<8x64xf32, UB>
      %d = arith.subf %t, %mb : !asctile.tile<8x64xf32, UB>
      %e = math.exp %d : !asctile.tile<8x64xf32, UB>
      %s = asctile.reduce <sum> %e {dims = [1 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<8x1xf32, UB>
      %sb = asctile.broadcast %s : !asctile.tile<8x1xf32, UB> to !asctile.tile<8x64xf32, UB>
      %o = arith.divf %e, %sb : !asctile.tile<8x64xf32, UB>
      asctile.store %o, %ty[%r, %c0] : !asctile.tile<8x64xf32, UB>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
