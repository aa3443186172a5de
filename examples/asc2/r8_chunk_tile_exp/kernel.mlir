// A tile computed once before the loop (bb = b*b, b one 64-element tile of a tensor) and
// used in every tile of the core's contiguous chunk [core*chunk, min(core*chunk+chunk,
// tiles)): stored to q, then exp(bb) computed and stored to y, the loop unrolled by 2. A
// chunk of one tile runs only the unrolled loop's epilogue, whose exp then needs a pipe_v
// barrier after the multiply of its own: insert-sync had placed the one barrier inside the
// main loop, after its store (random seed 613757, Ascend910B1 with static-alloc=true).
module {
  func.func @bb_kernel(%b: memref<*xf32, 22>, %y: memref<*xf32, 22>, %q: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
    %tb = asctile.tensor %b() : memref<*xf32, 22>, !asctile.tensor<64xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tq = asctile.tensor %q(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %n, %c64 : i32
    %chunk = arith.ceildivsi %tiles, %nbi : i32
    %lo = arith.muli %bi, %chunk : i32
    %hi0 = arith.addi %lo, %chunk : i32
    %hi = arith.minsi %hi0, %tiles : i32
    %pad = arith.constant 0.000000e+00 : f32
    %bias = asctile.load %tb[%c0], %pad : !asctile.tensor<64xf32>, !asctile.tile<64xf32, UB>
    %bb = arith.mulf %bias, %bias : !asctile.tile<64xf32, UB>
    scf.for %t = %lo to %hi step %c1 : i32 {
      %off = arith.muli %t, %c64 : i32
      asctile.store %bb, %tq[%off] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
      %r = math.exp %bb : !asctile.tile<64xf32, UB>
      asctile.store %r, %ty[%off] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 2 : index}
    return
  }
}
