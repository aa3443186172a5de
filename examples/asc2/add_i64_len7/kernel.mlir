// f32 z = x + y with the length a runtime i64 kernel argument (truncated to the i32 the
// tensor sizes take), 256-element tiles dealt round robin over the cores (tile t on core
// t mod blocks), the tile count a ceil division so the last tile is partial.
module {
  func.func @add_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %z: memref<*xf32, 22>, %n64: i64) attributes {ascendc.global} {
    %n = arith.trunci %n64 : i64 to i32
    %c256 = arith.constant 256 : i32
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tz = asctile.tensor %z(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %n, %c256 : i32
    %cst = arith.constant 0.000000e+00 : f32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %off = arith.muli %t, %c256 : i32
      %a = asctile.load %tx[%off], %cst : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
      %c = asctile.load %ty[%off], %cst : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
      %s = arith.addf %a, %c : !asctile.tile<256xf32, UB>
      asctile.store %s, %tz[%off] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
