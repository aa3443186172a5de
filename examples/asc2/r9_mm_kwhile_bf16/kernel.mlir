// C = A·B, M x N x K = 50 x 70 x 100 on 2 cores: bf16, the K loop an scf.while over
// offsets (a Python while loop; 910B's insert-sync put the loop-carried Mmad-before-reload
// pair into the before region, leaving the body unordered, until round 9).
// Generated from the cell of the same name in asc2_r9cube_cells_test.go (ASC_R9CUBE_WRITE=1).
module {
  func.func @ck(%a: memref<*xbf16, 22>, %b: memref<*xbf16, 22>, %c: memref<*xf32, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %cM = arith.constant 32 : i32
    %cN = arith.constant 48 : i32
    %cK = arith.constant 32 : i32
    %ctm = arith.constant 32 : i32
    %ctn = arith.constant 48 : i32
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
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %tmi = arith.divsi %t, %nt : i32
      %tni = arith.remsi %t, %nt : i32
      %om = arith.muli %tmi, %cM : i32
      %on = arith.muli %tni, %cN : i32
      %acc = asctile.accumulator : !asctile.tile<32x48xf32, L0C>
      %kend = scf.while (%okw = %c0) : (i32) -> i32 {
        %kgo = arith.cmpi slt, %okw, %k : i32
        scf.condition(%kgo) %okw : i32
      } do {
      ^bb0(%ok: i32):
        %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xbf16>, !asctile.tile<32x32xbf16, L0A>
        %bt = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xbf16>, !asctile.tile<32x48xbf16, L0B>
        asctile.matmul_acc %at, %bt, %acc : <32x32xbf16, L0A>, <32x48xbf16, L0B>, <32x48xf32, L0C>
        %oknext = arith.addi %ok, %cK : i32
        scf.yield %oknext : i32
      }
      %racc = asctile.relu %acc : !asctile.tile<32x48xf32, L0C>
      asctile.store %racc, %tc[%om, %on] : !asctile.tile<32x48xf32, L0C>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
