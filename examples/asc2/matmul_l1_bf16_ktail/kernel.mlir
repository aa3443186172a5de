// C (f32) = A (bf16) · B (bf16) with explicit L1 staging and tails everywhere: per 32x64
// output tile and K block of 64, A [32x64] and B [64x64] are loaded once into L1, then the
// block is walked in two 32-deep steps by copying sub-tiles into L0A (32x32 at column kk)
// and L0B (32x64 at row kk), accumulating in L0C. K need not be a multiple of 64: the last
// block's second step may be partial or lie wholly past K. Output tiles are dealt
// grid-stride over the cores (t at bm = t / nt, bn = t mod nt).
module {
  func.func @matmul_kernel(%a: memref<*xbf16, 22>, %b: memref<*xbf16, 22>, %c: memref<*xf32, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %pad = arith.constant 0.000000e+00 : bf16
    %ta = asctile.tensor %a(%m, %k) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %tb = asctile.tensor %b(%k, %n) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %tc = asctile.tensor %c(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %mt = arith.ceildivsi %m, %c32 : i32
    %nt = arith.ceildivsi %n, %c64 : i32
    %tiles = arith.muli %mt, %nt : i32
    %kblocks = arith.ceildivsi %k, %c64 : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %tm = arith.divsi %t, %nt : i32
      %tn = arith.remsi %t, %nt : i32
      %om = arith.muli %tm, %c32 : i32
      %on = arith.muli %tn, %c64 : i32
      %acc = asctile.accumulator : !asctile.tile<32x64xf32, L0C>
      scf.for %kb = %c0 to %kblocks step %c1 : i32 {
        %ok = arith.muli %kb, %c64 : i32
        %a1 = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xbf16>, !asctile.tile<32x64xbf16, L1>
        %b1 = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xbf16>, !asctile.tile<64x64xbf16, L1>
        scf.for %s = %c0 to %c2 step %c1 : i32 {
          %kk = arith.muli %s, %c32 : i32
          %a0 = asctile.copy %a1[%c0, %kk] : !asctile.tile<32x64xbf16, L1>, !asctile.tile<32x32xbf16, L0A>
          %b0 = asctile.copy %b1[%kk, %c0] : !asctile.tile<64x64xbf16, L1>, !asctile.tile<32x64xbf16, L0B>
          asctile.matmul_acc %a0, %b0, %acc : <32x32xbf16, L0A>, <32x64xbf16, L0B>, <32x64xf32, L0C>
        } {asctile.unroll_factor = 1 : index}
      } {asctile.unroll_factor = 1 : index}
      asctile.store %acc, %tc[%om, %on] : !asctile.tile<32x64xf32, L0C>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
