// GM access forms in f32: scalars read with get_value (asc2.load without a shape) from a
// static 4-element tensor and from x itself, scalar arith on them, set_value of a scalar
// (one per tile), and atomic_rmw Add, Max and Min of every 64-element tile of x (plus
// g[0]) into one shared 64-element window, the cores racing on it. 1-D x with a tail,
// padded with 0 (so the tail tile adds g[0] and competes with 0 past n).
module {
  func.func @gm_kernel(%x: memref<*xf32, 22>, %g: memref<*xf32, 22>, %acc: memref<*xf32, 22>, %amax: memref<*xf32, 22>, %amin: memref<*xf32, 22>, %sv: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tg = asctile.tensor %g() : memref<*xf32, 22>, !asctile.tensor<4xf32>
    %tacc = asctile.tensor %acc() : memref<*xf32, 22>, !asctile.tensor<64xf32>
    %tamax = asctile.tensor %amax() : memref<*xf32, 22>, !asctile.tensor<64xf32>
    %tamin = asctile.tensor %amin() : memref<*xf32, 22>, !asctile.tensor<64xf32>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %tiles = arith.ceildivsi %n, %c64 : i32
    %tsv = asctile.tensor %sv(%tiles) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %g0 = asctile.get_value %tg[%c0] : !asctile.tensor<4xf32>
    %g1 = asctile.get_value %tg[%c1] : !asctile.tensor<4xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %off = arith.muli %t, %c64 : i32
      %pad = arith.constant 0.000000e+00 : f32
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<64xf32, UB>
      %gs = asctile.splat %g0 : !asctile.tile<64xf32, UB>
      %b = arith.addf %a, %gs : !asctile.tile<64xf32, UB>
      asctile.atomic_rmw<Add> %b, %tacc[%c0] : !asctile.tile<64xf32, UB>, !asctile.tensor<64xf32>
      asctile.atomic_rmw<Max> %a, %tamax[%c0] : !asctile.tile<64xf32, UB>, !asctile.tensor<64xf32>
      asctile.atomic_rmw<Min> %a, %tamin[%c0] : !asctile.tile<64xf32, UB>, !asctile.tensor<64xf32>
      %v = asctile.get_value %tx[%off] : !asctile.tensor<?xf32>
      %v1 = arith.mulf %v, %g1 : f32
      %v2 = arith.addf %v1, %g0 : f32
      asctile.set_value %v2, %tsv[%t] : f32, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
