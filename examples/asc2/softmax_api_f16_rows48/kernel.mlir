// asctile.softmax (asc2.softmax) on 4x48 f16 tiles (96-byte rows: three 32-byte blocks),
// the row count a runtime i64 argument; 4-row tiles dealt round robin, the last one
// partial.
module {
  func.func @softmax_kernel(%x: memref<*xf16, 22>, %y: memref<*xf16, 22>, %rows64: i64) attributes {ascendc.global} {
    %rows = arith.trunci %rows64 : i64 to i32
    %c0 = arith.constant 0 : i32
    %c4 = arith.constant 4 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %tx = asctile.tensor %x(%rows) : memref<*xf16, 22>, !asctile.tensor<?x48xf16>
    %ty = asctile.tensor %y(%rows) : memref<*xf16, 22>, !asctile.tensor<?x48xf16>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %rows, %c4 : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %r = arith.muli %t, %c4 : i32
      %v = asctile.load %tx[%r, %c0], %pad : !asctile.tensor<?x48xf16>, !asctile.tile<4x48xf16, UB>
      %o = asctile.softmax %v : !asctile.tile<4x48xf16, UB>
      asctile.store %o, %ty[%r, %c0] : !asctile.tile<4x48xf16, UB>, !asctile.tensor<?x48xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
