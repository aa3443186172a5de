// C = A·B, M x N x K = 1 x 257 x 1 on 2 cores: M = K = 1 (one asctile.matmul of a 1-deep
// product), N = 257 over 128-column tiles, relu and f16 out.
// Generated from the cell of the same name in asc2_r9cube_cells_test.go (ASC_R9CUBE_WRITE=1).
module {
  func.func @ck(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %c: memref<*xf16, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %cM = arith.constant 16 : i32
    %cN = arith.constant 128 : i32
    %cK = arith.constant 16 : i32
    %ctm = arith.constant 16 : i32
    %ctn = arith.constant 128 : i32
    %ctk = arith.constant 16 : i32
    %pad = arith.constant 0x0 : f16
    %ta = asctile.tensor %a(%m, %k) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tb = asctile.tensor %b(%k, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tc = asctile.tensor %c(%m, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
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
      %at = asctile.load %ta[%om, %c0], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<16x16xf16, L0A>
      %bt = asctile.load %tb[%c0, %on], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<16x128xf16, L0B>
      %acc = asctile.matmul %at, %bt : <16x16xf16, L0A>, <16x128xf16, L0B> -> <16x128xf32, L0C>
      %racc = asctile.relu %acc : !asctile.tile<16x128xf32, L0C>
      %hracc = asctile.cast %racc : !asctile.tile<16x128xf32, L0C> to !asctile.tile<16x128xf16, L0C>
      asctile.store %hracc, %tc[%om, %on] : !asctile.tile<16x128xf16, L0C>, !asctile.tensor<?x?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
