// z = x * y - x / 2 over n f32 elements. Each core takes up to TILES (4) consecutive tiles
// of 256 elements starting at block_idx * 1024; a core whose range ends inside the tensor
// runs fewer iterations (trip count min(TILES, ceil((n - base) / 256))), and the last tile
// of the tensor may be partial (padded load, clipped store). The loop is asc2.range(...,
// unroll_factor=2): a dynamic trip count, so unrolling leaves an epilogue loop.
module {
  func.func @mul_sub_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %z: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tz = asctile.tensor %z(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c256 = arith.constant 256 : i32
    %c1024 = arith.constant 1024 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %base = arith.muli %bi, %c1024 : i32
    %rest = arith.subi %n, %base : i32
    %left = arith.ceildivsi %rest, %c256 : i32
    %count = arith.minsi %left, %c4 : i32
    scf.for %i = %c0 to %count step %c1 : i32 {
      %t = arith.muli %i, %c256 : i32
      %off = arith.addi %base, %t : i32
      %pad = arith.constant 0.000000e+00 : f32
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
      %bb = asctile.load %ty[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
      %p = arith.mulf %a, %bb : !asctile.tile<256xf32, UB>
      %two = arith.constant dense<2.000000e+00> : !asctile.tile<256xf32, UB>
      %h = arith.divf %a, %two : !asctile.tile<256xf32, UB>
      %r = arith.subf %p, %h : !asctile.tile<256xf32, UB>
      asctile.store %r, %tz[%off] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 2 : index}
    return
  }
}
