// C (f32, M×N) = A (f16, M×K) · B (f16, K×N) with the A tile shared through L1 along M:
// each core takes 128-row bands of C (b, b + cores, ...) and 64-column blocks of N; for
// each K step of 32 it loads a 128x32 A tile into L1 once and copies its two 64-row
// halves into L0A (asctile.copy at row offsets 0 and 64), each multiplied by the same
// 32x64 B tile into its own L0C accumulator. M, N and K are multiples of the tiles.
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
    %mt = arith.divsi %m, %c128 : i32
    %nt = arith.divsi %n, %c64 : i32
    %tiles = arith.muli %mt, %nt : i32
    %ks = arith.divsi %k, %c32 : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %tm = arith.divsi %t, %nt : i32
      %tn = arith.remsi %t, %nt : i32
      %om = arith.muli %tm, %c128 : i32
      %on = arith.muli %tn, %c64 : i32
      %acc0 = asctile.accumulator : !asctile.tile<64x64xf32, L0C>
      %acc1 = asctile.accumulator : !asctile.tile<64x64xf32, L0C>
      scf.for %i = %c0 to %ks step %c1 : i32 {
        %ok = arith.muli %i, %c32 : i32
        %a1 = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<128x32xf16, L1>
        %bt = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x64xf16, L0B>
        %a0 = asctile.copy %a1[%c0, %c0] : !asctile.tile<128x32xf16, L1>, !asctile.tile<64x32xf16, L0A>
        asctile.matmul_acc %a0, %bt, %acc0 : <64x32xf16, L0A>, <32x64xf16, L0B>, <64x64xf32, L0C>
        %a2 = asctile.copy %a1[%c64, %c0] : !asctile.tile<128x32xf16, L1>, !asctile.tile<64x32xf16, L0A>
        asctile.matmul_acc %a2, %bt, %acc1 : <64x32xf16, L0A>, <32x64xf16, L0B>, <64x64xf32, L0C>
      } {asctile.unroll_factor = 1 : index}
      asctile.store %acc0, %tc[%om, %on] : !asctile.tile<64x64xf32, L0C>, !asctile.tensor<?x?xf32>
      %om2 = arith.addi %om, %c64 : i32
      asctile.store %acc1, %tc[%om2, %on] : !asctile.tile<64x64xf32, L0C>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
