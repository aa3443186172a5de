// Many live tiles of 2048 f32 (8 KiB each) at once, near the UB capacity: the three inputs
// and six intermediates are all live when the result is combined,
// z = (a + b) * (a - b) + (a * c - b * c) + max(a, c) * min(b, c).
// Grid-stride over the tiles (the last one partial, cores beyond the tiles idle). Checked
// under the default allocation and with reuse-ub / static-alloc set.
module {
  func.func @ub_live_kernel(%a: memref<*xf32, 22>, %b: memref<*xf32, 22>, %c: memref<*xf32, 22>, %z: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
    %ta = asctile.tensor %a(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tb = asctile.tensor %b(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tc = asctile.tensor %c(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tz = asctile.tensor %z(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %c2048 = arith.constant 2048 : i32
    %pad = arith.constant 0.000000e+00 : f32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %n, %c2048 : i32
    scf.for %i = %bi to %tiles step %nbi : i32 {
      %off = arith.muli %i, %c2048 : i32
      %x = asctile.load %ta[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<2048xf32, UB>
      %y = asctile.load %tb[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<2048xf32, UB>
      %w = asctile.load %tc[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<2048xf32, UB>
      %t1 = arith.addf %x, %y : !asctile.tile<2048xf32, UB>
      %t2 = arith.subf %x, %y : !asctile.tile<2048xf32, UB>
      %t3 = arith.mulf %x, %w : !asctile.tile<2048xf32, UB>
      %t4 = arith.mulf %y, %w : !asctile.tile<2048xf32, UB>
      %t5 = arith.maximumf %x, %w : !asctile.tile<2048xf32, UB>
      %t6 = arith.minimumf %y, %w : !asctile.tile<2048xf32, UB>
      %u1 = arith.mulf %t1, %t2 : !asctile.tile<2048xf32, UB>
      %u2 = arith.subf %t3, %t4 : !asctile.tile<2048xf32, UB>
      %u3 = arith.mulf %t5, %t6 : !asctile.tile<2048xf32, UB>
      %v1 = arith.addf %u1, %u2 : !asctile.tile<2048xf32, UB>
      %v2 = arith.addf %v1, %u3 : !asctile.tile<2048xf32, UB>
      asctile.store %v2, %tz[%off] : !asctile.tile<2048xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
