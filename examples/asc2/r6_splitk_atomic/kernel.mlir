// Split-K: C (64x64 f32) = A (64x128 f16) . B (128x64 f16), core b computing the product
// of its 32-deep K slice (K = 32 * cores) for the whole C in two 32-row halves, and adding
// it into C with atomic_rmw<Add> on the L0C accumulator (C starts as given).
module {
  func.func @splitk_kernel(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %c: memref<*xf32, 22>, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c32 = arith.constant 32 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %ta = asctile.tensor %a(%k) : memref<*xf16, 22>, !asctile.tensor<64x?xf16>
    %tb = asctile.tensor %b(%k) : memref<*xf16, 22>, !asctile.tensor<?x64xf16>
    %tc = asctile.tensor %c() : memref<*xf32, 22>, !asctile.tensor<64x64xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %ok = arith.muli %bi, %c32 : i32
    scf.for %h = %c0 to %c2 step %c1 : i32 {
      %om = arith.muli %h, %c32 : i32
      %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<64x?xf16>, !asctile.tile<32x32xf16, L0A>
      %bt = asctile.load %tb[%ok, %c0], %pad : !asctile.tensor<?x64xf16>, !asctile.tile<32x64xf16, L0B>
      %p = asctile.matmul %at, %bt : <32x32xf16, L0A>, <32x64xf16, L0B> -> <32x64xf32, L0C>
      asctile.atomic_rmw<Add> %p, %tc[%om, %c0] : !asctile.tile<32x64xf32, L0C>, !asctile.tensor<64x64xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
