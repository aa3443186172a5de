// C = A·B, M x N x K = 33 x 100 x 50 on 8 cores: f32, a 64-column L1 tile of B copied into
// two 32-column L0B sub-tiles (two accumulators, the second wholly past N in the last
// column of tiles); core b takes output tile b if there is one (4 tiles on 8 cores).
// Generated from the cell of the same name in asc2_r9cube_cells_test.go (ASC_R9CUBE_WRITE=1).
module {
  func.func @ck(%a: memref<*xf32, 22>, %b: memref<*xf32, 22>, %c: memref<*xf32, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %cM = arith.constant 32 : i32
    %cN = arith.constant 64 : i32
    %cK = arith.constant 16 : i32
    %ctm = arith.constant 32 : i32
    %ctn = arith.constant 32 : i32
    %ctk = arith.constant 16 : i32
    %pad = arith.constant 0.000000e+00 : f32
    %ta = asctile.tensor %a(%m, %k) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tb = asctile.tensor %b(%k, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tc = asctile.tensor %c(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %mt = arith.ceildivsi %m, %cM : i32
    %nt = arith.ceildivsi %n, %cN : i32
    %tiles = arith.muli %mt, %nt : i32
    %ksteps = arith.ceildivsi %k, %cK : i32
    %inb = arith.cmpi slt, %bi, %tiles : i32
    scf.if %inb {
      %t = arith.addi %bi, %c0 : i32
      %tmi = arith.divsi %t, %nt : i32
      %tni = arith.remsi %t, %nt : i32
      %om = arith.muli %tmi, %cM : i32
      %on = arith.muli %tni, %cN : i32
      %on1 = arith.addi %on, %ctn : i32
      %acc0 = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
      %acc1 = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
      scf.for %i = %c0 to %ksteps step %c1 : i32 {
        %ok = arith.muli %i, %cK : i32
        %a1 = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<32x16xf32, L1>
        %b1 = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<16x64xf32, L1>
        %at = asctile.copy %a1[%c0, %c0] : !asctile.tile<32x16xf32, L1>, !asctile.tile<32x16xf32, L0A>
        %bt0 = asctile.copy %b1[%c0, %c0] : !asctile.tile<16x64xf32, L1>, !asctile.tile<16x32xf32, L0B>
        asctile.matmul_acc %at, %bt0, %acc0 : <32x16xf32, L0A>, <16x32xf32, L0B>, <32x32xf32, L0C>
        %bt1 = asctile.copy %b1[%c0, %ctn] : !asctile.tile<16x64xf32, L1>, !asctile.tile<16x32xf32, L0B>
        asctile.matmul_acc %at, %bt1, %acc1 : <32x16xf32, L0A>, <16x32xf32, L0B>, <32x32xf32, L0C>
      } {asctile.unroll_factor = 1 : index}
      asctile.store %acc0, %tc[%om, %on] : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<?x?xf32>
      asctile.store %acc1, %tc[%om, %on1] : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<?x?xf32>
    }
    return
  }
}
