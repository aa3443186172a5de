// Split-K through UB: C (64x64 f32) = A (64x128 f16) . B (128x64 f16), core b taking the
// 32-deep K slice b for the whole C in two 32-row halves; each partial product goes to the
// core's workspace rows (w is [cores * 64, 64]), is loaded back into UB and added into C
// with atomic_rmw<Add> (C starts as given). (The same with the atomic on the L0C tile
// itself is refused: r6_splitk_atomic.)
module {
  func.func @splitk_kernel(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %w: memref<*xf32, 22>, %c: memref<*xf32, 22>, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %fz = arith.constant 0.000000e+00 : f32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %wr = arith.muli %nbi, %c64 : i32
    %ta = asctile.tensor %a(%k) : memref<*xf16, 22>, !asctile.tensor<64x?xf16>
    %tb = asctile.tensor %b(%k) : memref<*xf16, 22>, !asctile.tensor<?x64xf16>
    %tw = asctile.tensor %w(%wr) : memref<*xf32, 22>, !asctile.tensor<?x64xf32>
    %tc = asctile.tensor %c() : memref<*xf32, 22>, !asctile.tensor<64x64xf32>
    %ok = arith.muli %bi, %c32 : i32
    %w0 = arith.muli %bi, %c64 : i32
    scf.for %h = %c0 to %c2 step %c1 : i32 {
      %om = arith.muli %h, %c32 : i32
      %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<64x?xf16>, !asctile.tile<32x32xf16, L0A>
      %bt = asctile.load %tb[%ok, %c0], %pad : !asctile.tensor<?x64xf16>, !asctile.tile<32x64xf16, L0B>
      %p = asctile.matmul %at, %bt : <32x32xf16, L0A>, <32x64xf16, L0B> -> <32x64xf32, L0C>
      %wo = arith.addi %w0, %om : i32
      asctile.store %p, %tw[%wo, %c0] : !asctile.tile<32x64xf32, L0C>, !asctile.tensor<?x64xf32>
      %u = asctile.load %tw[%wo, %c0], %fz : !asctile.tensor<?x64xf32>, !asctile.tile<32x64xf32, UB>
      asctile.atomic_rmw<Add> %u, %tc[%om, %c0] : !asctile.tile<32x64xf32, UB>, !asctile.tensor<64x64xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
