// C = A·B, M x N x K = 257 x 100 x 33 on 3 cores: f32 A and B, 128x64 output tiles,
// 16-deep K steps with a tail; relu and the cast to bf16 on the L0C tile (the fixpipe's
// relu and F322BF16).
// Generated from the cell of the same name in asc2_r9cube_cells_test.go (ASC_R9CUBE_WRITE=1).
module {
  func.func @ck(%a: memref<*xf32, 22>, %b: memref<*xf32, 22>, %c: memref<*xbf16, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %cM = arith.constant 128 : i32
    %cN = arith.constant 64 : i32
    %cK = arith.constant 16 : i32
    %ctm = arith.constant 128 : i32
    %ctn = arith.constant 64 : i32
    %ctk = arith.constant 16 : i32
    %pad = arith.constant 0.000000e+00 : f32
    %ta = asctile.tensor %a(%m, %k) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tb = asctile.tensor %b(%k, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tc = asctile.tensor %c(%m, %n) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
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
      %acc = asctile.accumulator : !asctile.tile<128x64xf32, L0C>
      scf.for %i = %c0 to %ksteps step %c1 : i32 {
        %ok = arith.muli %i, %cK : i32
        %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<128x16xf32, L0A>
        %bt = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<16x64xf32, L0B>
        asctile.matmul_acc %at, %bt, %acc : <128x16xf32, L0A>, <16x64xf32, L0B>, <128x64xf32, L0C>
      } {asctile.unroll_factor = 1 : index}
      %racc = asctile.relu %acc : !asctile.tile<128x64xf32, L0C>
      %hracc = asctile.cast %racc : !asctile.tile<128x64xf32, L0C> to !asctile.tile<128x64xbf16, L0C>
      asctile.store %hracc, %tc[%om, %on] : !asctile.tile<128x64xbf16, L0C>, !asctile.tensor<?x?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
