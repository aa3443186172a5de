// PyAsc's vector-add test kernel as asc2 writes it: z = x + y over a runtime length n in
// tiles of 1024 f32 elements walked grid-stride (tile t = block_idx, block_idx + block_num,
// ...); the last tile is partial and cores past the last tile do nothing.
module {
  func.func @vadd_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %z: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tz = asctile.tensor %z(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
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
      %c = asctile.load %ty[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<1024xf32, UB>
      %s = arith.addf %a, %c : !asctile.tile<1024xf32, UB>
      asctile.store %s, %tz[%off] : !asctile.tile<1024xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
