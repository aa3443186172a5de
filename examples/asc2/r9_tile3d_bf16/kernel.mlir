// r8_tile3d_f32 in bf16: rank-3 tiles in a 2-D kernel. Each 8x48 tile (rows padded with 0
// past the tensor) is viewed as 2x4x48; y = x - max over axis 1 (kept 2x1x48) + sum over
// axis 2 (kept 2x4x1), both broadcast back to 2x4x48, and stored through the 8x48 view.
module {
  func.func @t3_kernel(%x: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %c8 = arith.constant 8 : i32
    %c0 = arith.constant 0 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %rt = arith.ceildivsi %rows, %c8 : i32
    scf.for %t = %bi to %rt step %nbi : i32 {
      %r = arith.muli %t, %c8 : i32
      %pad = arith.constant 0.000000e+00 : bf16
      %a = asctile.load %tx[%r, %c0], %pad : !asctile.tensor<?x?xbf16>, !asctile.tile<8x48xbf16, UB>
      %a3 = asctile.reshape %a : !asctile.tile<8x48xbf16, UB> to !asctile.tile<2x4x48xbf16, UB>
      %m = asctile.reduce <max> %a3 {dims = [1 : i32]} : !asctile.tile<2x4x48xbf16, UB>, !asctile.tile<2x1x48xbf16, UB>
      %mb = asctile.broadcast %m : !asctile.tile<2x1x48xbf16, UB> to !asctile.tile<2x4x48xbf16, UB>
      %d = arith.subf %a3, %mb : !asctile.tile<2x4x48xbf16, UB>
      %s = asctile.reduce <sum> %a3 {dims = [2 : i32]} : !asctile.tile<2x4x48xbf16, UB>, !asctile.tile<2x4x1xbf16, UB>
      %sb = asctile.broadcast %s : !asctile.tile<2x4x1xbf16, UB> to !asctile.tile<2x4x48xbf16, UB>
      %e = arith.addf %d, %sb : !asctile.tile<2x4x48xbf16, UB>
      %o = asctile.reshape %e : !asctile.tile<2x4x48xbf16, UB> to !asctile.tile<8x48xbf16, UB>
      asctile.store %o, %ty[%r, %c0] : !asctile.tile<8x48xbf16, UB>, !asctile.tensor<?x?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
