// GM access forms in i32: scalars read with get_value (asc2.load without a shape) from a
// static 4-element tensor and from x itself, scalar arith on them, set_value of a scalar
// (one per tile), and atomic_rmw Add, Max and Min of every 64-element tile of x (plus
// g[0]) into one shared 64-element window, the cores racing on it. 1-D x with a tail,
// padded with 0 (so the tail tile adds g[0] and competes with 0 past n).
module {
  func.func @gm_kernel(%x: memref<*xi32, 22>, %g: memref<*xi32, 22>, %acc: memref<*xi32, 22>, %amax: memref<*xi32, 22>, %amin: memref<*xi32, 22>, %sv: memref<*xi32, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %tg = asctile.tensor %g() : memref<*xi32, 22>, !asctile.tensor<4xi32>
    %tacc = asctile.tensor %acc() : memref<*xi32, 22>, !asctile.tensor<64xi32>
    %tamax = asctile.tensor %amax() : memref<*xi32, 22>, !asctile.tensor<64xi32>
    %tamin = asctile.tensor %amin() : memref<*xi32, 22>, !asctile.tensor<64xi32>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %tiles = arith.ceildivsi %n, %c64 : i32
    %tsv = asctile.tensor %sv(%tiles) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %g0 = asctile.get_value %tg[%c0] : !asctile.tensor<4xi32>
    %g1 = asctile.get_value %tg[%c1] : !asctile.tensor<4xi32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %off = arith.muli %t, %c64 : i32
      %pad = arith.constant 0 : i32
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xi32>, !asctile.tile<64xi32, UB>
      %gs = asctile.splat %g0 : !asctile.tile<64xi32, UB>
      %b = arith.addi %a, %gs : !asctile.tile<64xi32, UB>
      asctile.atomic_rmw<Add> %b, %tacc[%c0] : !asctile.tile<64xi32, UB>, !asctile.tensor<64xi32>
      asctile.atomic_rmw<Max> %a, %tamax[%c0] : !asctile.tile<64xi32, UB>, !asctile.tensor<64xi32>
      asctile.atomic_rmw<Min> %a, %tamin[%c0] : !asctile.tile<64xi32, UB>, !asctile.tensor<64xi32>
      %v = asctile.get_value %tx[%off] : !asctile.tensor<?xi32>
      %v1 = arith.muli %v, %g1 : i32
      %v2 = arith.addi %v1, %g0 : i32
      asctile.set_value %v2, %tsv[%t] : i32, !asctile.tensor<?xi32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
