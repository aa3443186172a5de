// f32 -> f16 and f32 -> bf16 casts of the same tile (x.to(float16), x.to(bfloat16)), each
// stored to its own tensor, tiles of 1024 walked grid-stride over a runtime length: the
// numpy check compares the rounding bit for bit (ties to even, f16 subnormals).
module {
  func.func @cast_kernel(%x: memref<*xf32, 22>, %y: memref<*xf16, 22>, %z: memref<*xbf16, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tz = asctile.tensor %z(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %cT = arith.constant 1024 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %n, %cT : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %off = arith.muli %t, %cT : i32
      %pad = arith.constant 0.000000e+00 : f32
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<1024xf32, UB>
      %h = asctile.cast %a : !asctile.tile<1024xf32, UB> to !asctile.tile<1024xf16, UB>
      asctile.store %h, %ty[%off] : !asctile.tile<1024xf16, UB>, !asctile.tensor<?xf16>
      %w = asctile.cast %a : !asctile.tile<1024xf32, UB> to !asctile.tile<1024xbf16, UB>
      asctile.store %w, %tz[%off] : !asctile.tile<1024xbf16, UB>, !asctile.tensor<?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
