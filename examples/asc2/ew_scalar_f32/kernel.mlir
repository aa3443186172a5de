// Tile-scalar f32 arithmetic with runtime scalars on either side:
// z = max(min(a / x, hi), lo) - x / b + (-x), a / x with the splat on the left of the
// division (kept a tile-tile Div), x / b a divs, min/max with splats on the right. Each core
// owns a contiguous chunk of ceil(n / cores) elements rounded up to whole 72-element tiles
// (288 bytes) and walks it tile by tile; n is a kernel argument, the last tile is partial and
// late cores may get nothing.
module {
  func.func @scalar_kernel(%x: memref<*xf32, 22>, %z: memref<*xf32, 22>, %n: i32, %a: f32, %b: f32, %lo: f32, %hi: f32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tz = asctile.tensor %z(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %c72 = arith.constant 72 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %n, %c72 : i32
    %pt = arith.ceildivsi %tiles, %nbi : i32
    %chunk = arith.muli %pt, %c72 : i32
    %s0 = arith.muli %bi, %chunk : i32
    %s1a = arith.addi %s0, %chunk : i32
    %s1 = arith.minsi %s1a, %n : i32
    scf.for %off = %s0 to %s1 step %c72 : i32 {
      %pad = arith.constant 1.000000e+00 : f32
      %t = asctile.load %tx[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<72xf32, UB>
      %sa = asctile.splat %a : !asctile.tile<72xf32, UB>
      %q = arith.divf %sa, %t : !asctile.tile<72xf32, UB>
      %shi = asctile.splat %hi : !asctile.tile<72xf32, UB>
      %m1 = arith.minimumf %q, %shi : !asctile.tile<72xf32, UB>
      %slo = asctile.splat %lo : !asctile.tile<72xf32, UB>
      %m2 = arith.maximumf %m1, %slo : !asctile.tile<72xf32, UB>
      %sb = asctile.splat %b : !asctile.tile<72xf32, UB>
      %xb = arith.divf %t, %sb : !asctile.tile<72xf32, UB>
      %d = arith.subf %m2, %xb : !asctile.tile<72xf32, UB>
      %nx = arith.negf %t : !asctile.tile<72xf32, UB>
      %o = arith.addf %d, %nx : !asctile.tile<72xf32, UB>
      asctile.store %o, %tz[%off] : !asctile.tile<72xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
