// z = x + y on bf16 vectors with the block index and count read as `index`
// (ascendc.get_block_idx : index) and an index-typed grid-stride loop over 160-element tiles
// (320 bytes), offsets cast to i32 for the tile accesses; the last tile may be partial.
module {
  func.func @add_kernel(%x: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %z: memref<*xbf16, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %ty = asctile.tensor %y(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %tz = asctile.tensor %z(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %c160 = arith.constant 160 : i32
    %b = ascendc.get_block_idx : index
    %nb = ascendc.get_block_num : index
    %tiles32 = arith.ceildivsi %n, %c160 : i32
    %tiles = arith.index_cast %tiles32 : i32 to index
    scf.for %i = %b to %tiles step %nb {
      %i32 = arith.index_cast %i : index to i32
      %off = arith.muli %i32, %c160 : i32
      %pad = arith.constant 0.000000e+00 : bf16
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xbf16>, !asctile.tile<160xbf16, UB>
      %c = asctile.load %ty[%off], %pad : !asctile.tensor<?xbf16>, !asctile.tile<160xbf16, UB>
      %s = arith.addf %a, %c : !asctile.tile<160xbf16, UB>
      asctile.store %s, %tz[%off] : !asctile.tile<160xbf16, UB>, !asctile.tensor<?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
