// C = A·B, M x N x K = 300 x 100 x 257 on 2 cores: f16, 256x64 output tiles (a 44-row
// tail), the K loop over offsets (for ok in range(0, K, 32), unroll_factor 2, a 1-deep last
// step).
// Generated from the cell of the same name in asc2_r9cube_cells_test.go (ASC_R9CUBE_WRITE=1).
module {
  func.func @ck(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %c: memref<*xf32, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %cM = arith.constant 256 : i32
    %cN = arith.constant 64 : i32
    %cK = arith.constant 32 : i32
    %ctm = arith.constant 256 : i32
    %ctn = arith.constant 64 : i32
    %ctk = arith.constant 32 : i32
    %pad = arith.constant 0x0 : f16
    %ta = asctile.tensor %a(%m, %k) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tb = asctile.tensor %b(%k, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tc = asctile.tensor %c(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
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
      %acc = asctile.accumulator : !asctile.tile<256x64xf32, L0C>
      scf.for %ok = %c0 to %k step %cK : i32 {
        %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<256x32xf16, L0A>
        %bt = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x64xf16, L0B>
        asctile.matmul_acc %at, %bt, %acc : <256x32xf16, L0A>, <32x64xf16, L0B>, <256x64xf32, L0C>
      } {asctile.unroll_factor = 2 : index}
      asctile.store %acc, %tc[%om, %on] : !asctile.tile<256x64xf32, L0C>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
