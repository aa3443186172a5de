// asc2.mask regions in i32: count_mask(k, other) around a two-op chain (s = x + w,
// then s * w, both stored inside the region) and bitwise_mask(hi, lo, other) around
// max(x, w) and max(x, w) - w, the forms the frontend emits for `with asc2.mask(...)`.
// Tiles of 256 over a 1-D n with a tail, walked grid-stride.
module {
  func.func @mask_kernel(%x: memref<*xi32, 22>, %w: memref<*xi32, 22>, %cm: memref<*xi32, 22>, %cm2: memref<*xi32, 22>, %bm: memref<*xi32, 22>, %bm2: memref<*xi32, 22>, %n: i32, %k: i64, %hi: i64, %lo: i64, %fill: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %tw = asctile.tensor %w(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %tcm = asctile.tensor %cm(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %tcm2 = asctile.tensor %cm2(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %tbm = asctile.tensor %bm(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %tbm2 = asctile.tensor %bm2(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %c256 = arith.constant 256 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %n, %c256 : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %off = arith.muli %t, %c256 : i32
      %pad = arith.constant 0 : i32
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xi32>, !asctile.tile<256xi32, UB>
      %b = asctile.load %tw[%off], %pad : !asctile.tensor<?xi32>, !asctile.tile<256xi32, UB>
      asctile.count_mask %k, %fill : i32 {
        %s = arith.addi %a, %b : !asctile.tile<256xi32, UB>
        asctile.store %s, %tcm[%off] : !asctile.tile<256xi32, UB>, !asctile.tensor<?xi32>
        %p = arith.muli %s, %b : !asctile.tile<256xi32, UB>
        asctile.store %p, %tcm2[%off] : !asctile.tile<256xi32, UB>, !asctile.tensor<?xi32>
      }
      asctile.bitwise_mask %hi, %lo, %fill : i32 {
        %m = arith.maxsi %a, %b : !asctile.tile<256xi32, UB>
        asctile.store %m, %tbm[%off] : !asctile.tile<256xi32, UB>, !asctile.tensor<?xi32>
        %d = arith.subi %m, %b : !asctile.tile<256xi32, UB>
        asctile.store %d, %tbm2[%off] : !asctile.tile<256xi32, UB>, !asctile.tensor<?xi32>
      }
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
