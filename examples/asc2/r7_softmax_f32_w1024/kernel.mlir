// Row softmax (max subtracted, exp, sum, divide) of a [rows, cols] f32 matrix with cols <= 1024:
// blocks of 2 rows in 2x1024 tiles padded with -inf past each row's end, walked grid-stride;
// the row max and sum are keep-dims reductions broadcast back.
module {
  func.func @softmax_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %c0 = arith.constant 0 : i32
    %cR = arith.constant 2 : i32
    %ninf = arith.constant 0xFF800000 : f32
    %blocks = arith.ceildivsi %rows, %cR : i32
    scf.for %i = %bi to %blocks step %nbi : i32 {
      %r = arith.muli %i, %cR : i32
      %h = asctile.load %tx[%r, %c0], %ninf : !asctile.tensor<?x?xf32>, !asctile.tile<2x1024xf32, UB>
      %m = asctile.reduce <max> %h {dims = [1 : i32]} : !asctile.tile<2x1024xf32, UB>, !asctile.tile<2x1xf32, UB>
      %mb = asctile.broadcast %m : !asctile.tile<2x1xf32, UB> to !asctile.tile<2x1024xf32, UB>
      %d = arith.subf %h, %mb : !asctile.tile<2x1024xf32, UB>
      %e = math.exp %d : !asctile.tile<2x1024xf32, UB>
      %s = asctile.reduce <sum> %e {dims = [1 : i32]} : !asctile.tile<2x1024xf32, UB>, !asctile.tile<2x1xf32, UB>
      %sb = asctile.broadcast %s : !asctile.tile<2x1xf32, UB> to !asctile.tile<2x1024xf32, UB>
      %o = arith.divf %e, %sb : !asctile.tile<2x1024xf32, UB>
      asctile.store %o, %ty[%r, %c0] : !asctile.tile<2x1024xf32, UB>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
