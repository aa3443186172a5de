// Row softmax as the frontend composes it: reduce max/sum over the last dim squeezed to
// [3], reshaped to 3x1 (keepdims) and broadcast back; 3x40 f32 tiles (rows of 160 bytes),
// short rows padded with -inf, rows not a multiple of 3, widths 1 to 40.
module {
  func.func @sm_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %cR = arith.constant 3 : i32
    %c0 = arith.constant 0 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %rt = arith.ceildivsi %rows, %cR : i32
    scf.for %t = %bi to %rt step %nbi : i32 {
      %r = arith.muli %t, %cR : i32
      %pad = arith.constant 0xFF800000 : f32
      %a = asctile.load %tx[%r, %c0], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<3x40xf32, UB>
      %m1 = asctile.reduce <max> %a {dims = [1 : i32]} : !asctile.tile<3x40xf32, UB>, !asctile.tile<3xf32, UB>
      %m = asctile.reshape %m1 : !asctile.tile<3xf32, UB> to !asctile.tile<3x1xf32, UB>
      %mb = asctile.broadcast %m : !asctile.tile<3x1xf32, UB> to !asctile.tile<3x40xf32, UB>
      %d = arith.subf %a, %mb : !asctile.tile<3x40xf32, UB>
      %e = math.exp %d : !asctile.tile<3x40xf32, UB>
      %s1 = asctile.reduce <sum> %e {dims = [1 : i32]} : !asctile.tile<3x40xf32, UB>, !asctile.tile<3xf32, UB>
      %sm = asctile.reshape %s1 : !asctile.tile<3xf32, UB> to !asctile.tile<3x1xf32, UB>
      %sb = asctile.broadcast %sm : !asctile.tile<3x1xf32, UB> to !asctile.tile<3x40xf32, UB>
      %s = arith.divf %e, %sb : !asctile.tile<3x40xf32, UB>
      asctile.store %s, %ty[%r, %c0] : !asctile.tile<3x40xf32, UB>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
