// Row softmax of f16 computed in f32 with keepdims reductions (reduce to 5x1 directly),
// 5x33 tiles: rows of 33 f16 (66 bytes, not whole 32-byte blocks), rows not a multiple of 5.
module {
  func.func @sm_kernel(%x: memref<*xf16, 22>, %y: memref<*xf16, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %cR = arith.constant 5 : i32
    %c0 = arith.constant 0 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %rt = arith.ceildivsi %rows, %cR : i32
    scf.for %t = %bi to %rt step %nbi : i32 {
      %r = arith.muli %t, %cR : i32
      %pad = arith.constant 0xFC00 : f16
      %a0 = asctile.load %tx[%r, %c0], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<5x33xf16, UB>
      %a = asctile.cast %a0 : !asctile.tile<5x33xf16, UB> to !asctile.tile<5x33xf32, UB>
      %m = asctile.reduce <max> %a {dims = [1 : i32]} : !asctile.tile<5x33xf32, UB>, !asctile.tile<5x1xf32, UB>
      %mb = asctile.broadcast %m : !asctile.tile<5x1xf32, UB> to !asctile.tile<5x33xf32, UB>
      %d = arith.subf %a, %mb : !asctile.tile<5x33xf32, UB>
      %e = math.exp %d : !asctile.tile<5x33xf32, UB>
      %sm = asctile.reduce <sum> %e {dims = [1 : i32]} : !asctile.tile<5x33xf32, UB>, !asctile.tile<5x1xf32, UB>
      %sb = asctile.broadcast %sm : !asctile.tile<5x1xf32, UB> to !asctile.tile<5x33xf32, UB>
      %s = arith.divf %e, %sb : !asctile.tile<5x33xf32, UB>
      %o = asctile.cast %s : !asctile.tile<5x33xf32, UB> to !asctile.tile<5x33xf16, UB>
      asctile.store %o, %ty[%r, %c0] : !asctile.tile<5x33xf16, UB>, !asctile.tensor<?x?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
