// D (f32) = f16(A·B) · E with the intermediate kept on chip: per 64-row band of A, the
// 64×64 product A·B is accumulated in L0C over K, moved to L1 as f16 by the fixpipe
// (asctile.copy of an L0C tile with a cast: transform-store-fixpipe makes it
// copy_fixpipe {quantize}), copied into L0A as the left operand of a second matmul with
// E [64×64], and that result is stored. Core b takes band b. A is [m×k], B [k×64],
// E [64×64], D [m×64].
module {
  func.func @chain_kernel(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %e: memref<*xf16, 22>, %d: memref<*xf32, 22>, %m: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %ta = asctile.tensor %a(%m, %k) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tb = asctile.tensor %b(%k, %c64) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %te = asctile.tensor %e(%c64, %c64) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %td = asctile.tensor %d(%m, %c64) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %om = arith.muli %bi, %c64 : i32
    %ksteps = arith.divsi %k, %c32 : i32
    %acc = asctile.accumulator : !asctile.tile<64x64xf32, L0C>
    scf.for %i = %c0 to %ksteps step %c1 : i32 {
      %ok = arith.muli %i, %c32 : i32
      %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<64x32xf16, L0A>
      %bt = asctile.load %tb[%ok, %c0], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x64xf16, L0B>
      asctile.matmul_acc %at, %bt, %acc : <64x32xf16, L0A>, <32x64xf16, L0B>, <64x64xf32, L0C>
    } {asctile.unroll_factor = 1 : index}
    %h = asctile.cast %acc : !asctile.tile<64x64xf32, L0C> to !asctile.tile<64x64xf16, L0C>
    %h1 = asctile.copy %h[%c0, %c0] : !asctile.tile<64x64xf16, L0C>, !asctile.tile<64x64xf16, L1>
    %h0 = asctile.copy %h1[%c0, %c0] : !asctile.tile<64x64xf16, L1>, !asctile.tile<64x64xf16, L0A>
    %et = asctile.load %te[%c0, %c0], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<64x64xf16, L0B>
    %acc2 = asctile.accumulator : !asctile.tile<64x64xf32, L0C>
    asctile.matmul_acc %h0, %et, %acc2 : <64x64xf16, L0A>, <64x64xf16, L0B>, <64x64xf32, L0C>
    asctile.store %acc2, %td[%om, %c0] : !asctile.tile<64x64xf32, L0C>, !asctile.tensor<?x?xf32>
    return
  }
}
