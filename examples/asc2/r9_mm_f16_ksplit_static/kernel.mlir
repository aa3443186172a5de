// C = A·B, M x N x K = 64 x 48 x 100 on 1 cores: f16 tensors of constant shape, 96-deep L1
// tiles copied in three 32-deep L0A/L0B steps (the second L1 step 4 deep: two sub-steps
// wholly past K).
// Generated from the cell of the same name in asc2_r9cube_cells_test.go (ASC_R9CUBE_WRITE=1).
module {
  func.func @ck(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %c: memref<*xf32, 22>) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %cM = arith.constant 64 : i32
    %cN = arith.constant 48 : i32
    %cK = arith.constant 96 : i32
    %ctm = arith.constant 64 : i32
    %ctn = arith.constant 48 : i32
    %ctk = arith.constant 32 : i32
    %m = arith.constant 64 : i32
    %n = arith.constant 48 : i32
    %k = arith.constant 100 : i32
    %pad = arith.constant 0x0 : f16
    %ta = asctile.tensor %a() : memref<*xf16, 22>, !asctile.tensor<64x100xf16>
    %tb = asctile.tensor %b() : memref<*xf16, 22>, !asctile.tensor<100x48xf16>
    %tc = asctile.tensor %c() : memref<*xf32, 22>, !asctile.tensor<64x48xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %mt = arith.ceildivsi %m, %cM : i32
    %nt = arith.ceildivsi %n, %cN : i32
    %tiles = arith.muli %mt, %nt : i32
    %ksteps = arith.ceildivsi %k, %cK : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %tmi = arith.divsi %t, %nt : i32
      %tni = arith.remsi %t, %nt : i32
      %om = arith.muli %tmi, %cM : i32
      %on = arith.muli %tni, %cN : i32
      %acc = asctile.accumulator : !asctile.tile<64x48xf32, L0C>
      scf.for %i = %c0 to %ksteps step %c1 : i32 {
        %ok = arith.muli %i, %cK : i32
        %a1 = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<64x100xf16>, !asctile.tile<64x96xf16, L1>
        %b1 = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<100x48xf16>, !asctile.tile<96x48xf16, L1>
        %cL = arith.constant 96 : i32
        scf.for %kk = %c0 to %cL step %ctk : i32 {
          %at = asctile.copy %a1[%c0, %kk] : !asctile.tile<64x96xf16, L1>, !asctile.tile<64x32xf16, L0A>
          %bt = asctile.copy %b1[%kk, %c0] : !asctile.tile<96x48xf16, L1>, !asctile.tile<32x48xf16, L0B>
          asctile.matmul_acc %at, %bt, %acc : <64x32xf16, L0A>, <32x48xf16, L0B>, <64x48xf32, L0C>
        } {asctile.unroll_factor = 1 : index}
      } {asctile.unroll_factor = 2 : index}
      asctile.store %acc, %tc[%om, %on] : !asctile.tile<64x48xf32, L0C>, !asctile.tensor<64x48xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
