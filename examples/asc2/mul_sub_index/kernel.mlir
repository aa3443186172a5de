// z = x * y - x / 2 in f32 with an index-typed asc2.range: 5 tiles of 128 per core
// (constant bounds), unrolled by 3, so unrolling leaves a main loop of one 3-tile step
// (promoted) and a 2-iteration epilogue loop. Offsets come from arith.index_cast. The
// launch must give every tile at least one element inside the tensor.
module {
  func.func @mul_sub_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %z: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tz = asctile.tensor %z(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c128 = arith.constant 128 : i32
    %c640 = arith.constant 640 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %base = arith.muli %bi, %c640 : i32
    scf.for %i = %c0 to %c5 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %t = arith.muli %ii, %c128 : i32
      %off = arith.addi %base, %t : i32
      %pad = arith.constant 0.000000e+00 : f32
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<128xf32, UB>
      %bb = asctile.load %ty[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<128xf32, UB>
      %p = arith.mulf %a, %bb : !asctile.tile<128xf32, UB>
      %two = arith.constant dense<2.000000e+00> : !asctile.tile<128xf32, UB>
      %h = arith.divf %a, %two : !asctile.tile<128xf32, UB>
      %r = arith.subf %p, %h : !asctile.tile<128xf32, UB>
      asctile.store %r, %tz[%off] : !asctile.tile<128xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 3 : index}
    return
  }
}
