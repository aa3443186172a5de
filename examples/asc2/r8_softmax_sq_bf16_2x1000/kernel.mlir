// Row softmax of bf16 in f32 (squeezed reductions, reshape to keepdims), 2x1000 tiles:
// rows of up to 1000, padded with -inf.
module {
  func.func @sm_kernel(%x: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %cR = arith.constant 2 : i32
    %c0 = arith.constant 0 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %rt = arith.ceildivsi %rows, %cR : i32
    scf.for %t = %bi to %rt step %nbi : i32 {
      %r = arith.muli %t, %cR : i32
      %pad = arith.constant 0xFF80 : bf16
      %a0 = asctile.load %tx[%r, %c0], %pad : !asctile.tensor<?x?xbf16>, !asctile.tile<2x1000xbf16, UB>
      %a = asctile.cast %a0 : !asctile.tile<2x1000xbf16, UB> to !asctile.tile<2x1000xf32, UB>
      %m1 = asctile.reduce <max> %a {dims = [1 : i32]} : !asctile.tile<2x1000xf32, UB>, !asctile.tile<2xf32, UB>
      %m = asctile.reshape %m1 : !asctile.tile<2xf32, UB> to !asctile.tile<2x1xf32, UB>
      %mb = asctile.broadcast %m : !asctile.tile<2x1xf32, UB> to !asctile.tile<2x1000xf32, UB>
      %d = arith.subf %a, %mb : !asctile.tile<2x1000xf32, UB>
      %e = math.exp %d : !asctile.tile<2x1000xf32, UB>
      %s1 = asctile.reduce <sum> %e {dims = [1 : i32]} : !asctile.tile<2x1000xf32, UB>, !asctile.tile<2xf32, UB>
      %sm = asctile.reshape %s1 : !asctile.tile<2xf32, UB> to !asctile.tile<2x1xf32, UB>
      %sb = asctile.broadcast %sm : !asctile.tile<2x1xf32, UB> to !asctile.tile<2x1000xf32, UB>
      %s = arith.divf %e, %sb : !asctile.tile<2x1000xf32, UB>
      %o = asctile.cast %s : !asctile.tile<2x1000xf32, UB> to !asctile.tile<2x1000xbf16, UB>
      asctile.store %o, %ty[%r, %c0] : !asctile.tile<2x1000xbf16, UB>, !asctile.tensor<?x?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
