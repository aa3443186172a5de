// y = max(x, min(x) + 1) and z = x - max(x) over one full 1024-element tile per core (one
// pad value cannot suit both a min and a max, so the vector holds whole tiles), as PyAsc's
// asc2 frontend emits them: the tile's minimum is a scalar
// (asctile.reduce_as_1d), shifted by a scalar add, splat and combined elementwise with
// arith.maximumf. The scalar add keeps that reduction scalar on c310 too (an arith user
// blocks asctile-unscalarize-reduction), while `x - max(x)` is unscalarized there (its
// only user becomes asctile.subs).
module {
  func.func @clamp_min_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %z: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tz = asctile.tensor %z(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %c1024 = arith.constant 1024 : i32
    %off = arith.muli %bi, %c1024 : i32
    %pinf = arith.constant 0x7F800000 : f32
    %one = arith.constant 1.0 : f32
    %t = asctile.load %tx[%off], %pinf : !asctile.tensor<?xf32>, !asctile.tile<1024xf32, UB>
    %m = asctile.reduce_as_1d <min> %t : !asctile.tile<1024xf32, UB>, f32
    %m1 = arith.addf %m, %one : f32
    %ms = asctile.splat %m1 : !asctile.tile<1024xf32, UB>
    %r = arith.maximumf %t, %ms : !asctile.tile<1024xf32, UB>
    asctile.store %r, %ty[%off] : !asctile.tile<1024xf32, UB>, !asctile.tensor<?xf32>
    %m2 = asctile.reduce_as_1d <max> %t : !asctile.tile<1024xf32, UB>, f32
    %m2s = asctile.splat %m2 : !asctile.tile<1024xf32, UB>
    %d = arith.subf %t, %m2s : !asctile.tile<1024xf32, UB>
    asctile.store %d, %tz[%off] : !asctile.tile<1024xf32, UB>, !asctile.tensor<?xf32>
    return
  }
}
