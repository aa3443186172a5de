// Scalar and vector accesses to the same GM on one core: each core stores y = x + 1 for its
// 256-element tile, reads y's first element back with get_value (after the store), writes
// it doubled to y's last element of the tile with set_value, then loads the tile of y
// again and stores z = y * 3 (the load must see both the vector store and the scalar write).
module {
  func.func @gsr_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %z: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
    %c255 = arith.constant 255 : i32
    %c256 = arith.constant 256 : i32
    %zero = arith.constant 0.000000e+00 : f32
    %two = arith.constant 2.000000e+00 : f32
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tz = asctile.tensor %z(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %off = arith.muli %bi, %c256 : i32
    %v = asctile.load %tx[%off], %zero : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
    %one = arith.constant dense<1.000000e+00> : !asctile.tile<256xf32, UB>
    %w = arith.addf %v, %one : !asctile.tile<256xf32, UB>
    asctile.store %w, %ty[%off] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
    %y0 = asctile.get_value %ty[%off] : !asctile.tensor<?xf32>
    %d = arith.mulf %y0, %two : f32
    %last = arith.addi %off, %c255 : i32
    asctile.set_value %d, %ty[%last] : f32, !asctile.tensor<?xf32>
    %u = asctile.load %ty[%off], %zero : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
    %three = arith.constant dense<3.000000e+00> : !asctile.tile<256xf32, UB>
    %o = arith.mulf %u, %three : !asctile.tile<256xf32, UB>
    asctile.store %o, %tz[%off] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
    return
  }
}
