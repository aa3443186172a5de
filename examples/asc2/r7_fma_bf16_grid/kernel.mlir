// z = x * y + x computed in bf16 tiles (each op rounds to bf16), runtime length n in tiles of
// 2048 walked grid-stride, the asc2.range loop unrolled by 2 (dynamic trip count: main loop
// and remainder).
module {
  func.func @fma_kernel(%x: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %z: memref<*xbf16, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %ty = asctile.tensor %y(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %tz = asctile.tensor %z(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %cT = arith.constant 2048 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %n, %cT : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %off = arith.muli %t, %cT : i32
      %pad = arith.constant 0.000000e+00 : bf16
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xbf16>, !asctile.tile<2048xbf16, UB>
      %c = asctile.load %ty[%off], %pad : !asctile.tensor<?xbf16>, !asctile.tile<2048xbf16, UB>
      %p = arith.mulf %a, %c : !asctile.tile<2048xbf16, UB>
      %s = arith.addf %p, %a : !asctile.tile<2048xbf16, UB>
      asctile.store %s, %tz[%off] : !asctile.tile<2048xbf16, UB>, !asctile.tensor<?xbf16>
    } {asctile.unroll_factor = 2 : index}
    return
  }
}
