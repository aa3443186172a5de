// C = A·B, M x N x K = 100 x 70 x 75 on 3 cores: bf16, a 64-row L1 tile of A copied into
// two 32-row L0A sub-tiles (two accumulators), output tiles in nested loops (rows of tiles
// over the cores).
// Generated from the cell of the same name in asc2_r9cube_cells_test.go (ASC_R9CUBE_WRITE=1).
module {
  func.func @ck(%a: memref<*xbf16, 22>, %b: memref<*xbf16, 22>, %c: memref<*xf32, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %cM = arith.constant 64 : i32
    %cN = arith.constant 64 : i32
    %cK = arith.constant 32 : i32
    %ctm = arith.constant 32 : i32
    %ctn = arith.constant 64 : i32
    %ctk = arith.constant 32 : i32
    %pad = arith.constant 0x0 : bf16
    %ta = asctile.tensor %a(%m, %k) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %tb = asctile.tensor %b(%k, %n) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %tc = asctile.tensor %c(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %mt = arith.ceildivsi %m, %cM : i32
    %nt = arith.ceildivsi %n, %cN : i32
    %tiles = arith.muli %mt, %nt : i32
    %ksteps = arith.ceildivsi %k, %cK : i32
    scf.for %tmi = %bi to %mt step %nbi : i32 {
    scf.for %tni = %c0 to %nt step %c1 : i32 {
      %tr0 = arith.muli %tmi, %nt : i32
      %t = arith.addi %tr0, %tni : i32
      %om = arith.muli %tmi, %cM : i32
      %on = arith.muli %tni, %cN : i32
      %om1 = arith.addi %om, %ctm : i32
      %acc0 = asctile.accumulator : !asctile.tile<32x64xf32, L0C>
      %acc1 = asctile.accumulator : !asctile.tile<32x64xf32, L0C>
      scf.for %i = %c0 to %ksteps step %c1 : i32 {
        %ok = arith.muli %i, %cK : i32
        %a1 = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xbf16>, !asctile.tile<64x32xbf16, L1>
        %b1 = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xbf16>, !asctile.tile<32x64xbf16, L1>
        %bt = asctile.copy %b1[%c0, %c0] : !asctile.tile<32x64xbf16, L1>, !asctile.tile<32x64xbf16, L0B>
        %at0 = asctile.copy %a1[%c0, %c0] : !asctile.tile<64x32xbf16, L1>, !asctile.tile<32x32xbf16, L0A>
        asctile.matmul_acc %at0, %bt, %acc0 : <32x32xbf16, L0A>, <32x64xbf16, L0B>, <32x64xf32, L0C>
        %at1 = asctile.copy %a1[%ctm, %c0] : !asctile.tile<64x32xbf16, L1>, !asctile.tile<32x32xbf16, L0A>
        asctile.matmul_acc %at1, %bt, %acc1 : <32x32xbf16, L0A>, <32x64xbf16, L0B>, <32x64xf32, L0C>
      } {asctile.unroll_factor = 1 : index}
      asctile.store %acc0, %tc[%om, %on] : !asctile.tile<32x64xf32, L0C>, !asctile.tensor<?x?xf32>
      asctile.store %acc1, %tc[%om1, %on] : !asctile.tile<32x64xf32, L0C>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
