// C (f32, M×N) = A (f16, M×K) · B (f16, K×N) with the B tile shared through L1 along N:
// each core takes 64-row blocks of M and 128-column bands of C (b, b + cores, ...); per K
// step of 32 it loads a 32x128 B tile into L1 once and copies its two 64-column halves
// into L0B (asctile.copy at column offsets 0 and 64), each multiplied by the same 64x32 A
// tile into its own accumulator. M, N and K are multiples of the tiles.
module {
  func.func @matmul_kernel(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %c: memref<*xf32, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %ta = asctile.tensor %a(%m, %k) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tb = asctile.tensor %b(%k, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tc = asctile.tensor %c(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %mt = arith.divsi %m, %c64 : i32
    %nt = arith.divsi %n, %c128 : i32
    %tiles = arith.muli %mt, %nt : i32
    %ks = arith.divsi %k, %c32 : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %tm = arith.divsi %t, %nt : i32
      %tn = arith.remsi %t, %nt : i32
      %om = arith.muli %tm, %c64 : i32
      %on = arith.muli %tn, %c128 : i32
      %acc0 = asctile.accumulator : !asctile.tile<64x64xf32, L0C>
      %acc1 = asctile.accumulator : !asctile.tile<64x64xf32, L0C>
      scf.for %i = %c0 to %ks step %c1 : i32 {
        %ok = arith.muli %i, %c32 : i32
        %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<64x32xf16, L0A>
        %b1 = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x128xf16, L1>
        %b0 = asctile.copy %b1[%c0, %c0] : !asctile.tile<32x128xf16, L1>, !asctile.tile<32x64xf16, L0B>
        asctile.matmul_acc %at, %b0, %acc0 : <64x32xf16, L0A>, <32x64xf16, L0B>, <64x64xf32, L0C>
        %b2 = asctile.copy %b1[%c0, %c64] : !asctile.tile<32x128xf16, L1>, !asctile.tile<32x64xf16, L0B>
        asctile.matmul_acc %at, %b2, %acc1 : <64x32xf16, L0A>, <32x64xf16, L0B>, <64x64xf32, L0C>
      } {asctile.unroll_factor = 1 : index}
      asctile.store %acc0, %tc[%om, %on] : !asctile.tile<64x64xf32, L0C>, !asctile.tensor<?x?xf32>
      %on2 = arith.addi %on, %c64 : i32
      asctile.store %acc1, %tc[%om, %on2] : !asctile.tile<64x64xf32, L0C>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
