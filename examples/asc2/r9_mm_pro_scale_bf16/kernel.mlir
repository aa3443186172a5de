// C = A·B, M x N x K = 33 x 17 x 100 on 4 cores: a vector prologue on bf16 (A times 0.5 in
// UB, through W into L0A), relu and the bf16 cast in the fixpipe.
// Generated from the cell of the same name in asc2_r9cube_cells_test.go (ASC_R9CUBE_WRITE=1).
module {
  func.func @ck(%a: memref<*xbf16, 22>, %b: memref<*xbf16, 22>, %w: memref<*xbf16, 22>, %c: memref<*xbf16, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %cM = arith.constant 32 : i32
    %cN = arith.constant 16 : i32
    %cK = arith.constant 64 : i32
    %ctm = arith.constant 32 : i32
    %ctn = arith.constant 16 : i32
    %ctk = arith.constant 64 : i32
    %pad = arith.constant 0x0 : bf16
    %ta = asctile.tensor %a(%m, %k) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %tb = asctile.tensor %b(%k, %n) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %tc = asctile.tensor %c(%m, %n) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %wr = arith.constant 128 : i32
    %tw = asctile.tensor %w(%wr, %k) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
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
      %acc = asctile.accumulator : !asctile.tile<32x16xf32, L0C>
      scf.for %ok = %c0 to %k step %cK : i32 {
        %au = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xbf16>, !asctile.tile<32x64xbf16, UB>
        %hf = arith.constant dense<5.000000e-01> : !asctile.tile<32x64xbf16, UB>
        %av = arith.mulf %au, %hf : !asctile.tile<32x64xbf16, UB>
        %ow = arith.muli %t, %ctm : i32
        asctile.store %av, %tw[%ow, %ok] : !asctile.tile<32x64xbf16, UB>, !asctile.tensor<?x?xbf16>
        %at = asctile.load %tw[%ow, %ok], %pad : !asctile.tensor<?x?xbf16>, !asctile.tile<32x64xbf16, L0A>
        %bt = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xbf16>, !asctile.tile<64x16xbf16, L0B>
        asctile.matmul_acc %at, %bt, %acc : <32x64xbf16, L0A>, <64x16xbf16, L0B>, <32x16xf32, L0C>
      } {asctile.unroll_factor = 1 : index}
      %racc = asctile.relu %acc : !asctile.tile<32x16xf32, L0C>
      %hracc = asctile.cast %racc : !asctile.tile<32x16xf32, L0C> to !asctile.tile<32x16xbf16, L0C>
      asctile.store %hracc, %tc[%om, %on] : !asctile.tile<32x16xbf16, L0C>, !asctile.tensor<?x?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
