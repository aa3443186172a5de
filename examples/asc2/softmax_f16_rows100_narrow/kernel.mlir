// Row softmax computed in f16 (no widening) over 4x100 tiles: rows of 200 bytes (no whole
// number of 32-byte blocks), keep-dims reductions over dim 1 broadcast back, missing rows
// of the last tile padded with -inf; 3 cores, rows a runtime argument.
module {
  func.func @softmax_kernel(%x: memref<*xf16, 22>, %y: memref<*xf16, 22>, %rows: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c4 = arith.constant 4 : i32
    %ninf = arith.constant 0xFC00 : f16
    %tx = asctile.tensor %x(%rows) : memref<*xf16, 22>, !asctile.tensor<?x100xf16>
    %ty = asctile.tensor %y(%rows) : memref<*xf16, 22>, !asctile.tensor<?x100xf16>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %rows, %c4 : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %r = arith.muli %t, %c4 : i32
      %v = asctile.load %tx[%r, %c0], %ninf : !asctile.tensor<?x100xf16>, !asctile.tile<4x100xf16, UB>
      %m = asctile.reduce <max> %v {dims = [1 : i32]} : !asctile.tile<4x100xf16, UB>, !asctile.tile<4x1xf16, UB>
      %mb = asctile.broadcast %m : !asctile.tile<4x1xf16, UB> to !asctile.tile<4x100xf16, UB>
      %d = arith.subf %v, %mb : !asctile.tile<4x100xf16, UB>
      %e = math.exp %d : !asctile.tile<4x100xf16, UB>
      %s = asctile.reduce <sum> %e {dims = [1 : i32]} : !asctile.tile<4x100xf16, UB>, !asctile.tile<4x1xf16, UB>
      %sb = asctile.broadcast %s : !asctile.tile<4x1xf16, UB> to !asctile.tile<4x100xf16, UB>
      %o = arith.divf %e, %sb : !asctile.tile<4x100xf16, UB>
      asctile.store %o, %ty[%r, %c0] : !asctile.tile<4x100xf16, UB>, !asctile.tensor<?x100xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
