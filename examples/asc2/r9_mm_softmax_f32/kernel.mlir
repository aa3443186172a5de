// C = A·B, M x N x K = 40 x 50 x 20 on 2 cores: f32, D = the row softmax of C (N <= the
// tile: columns past N padded with -inf).
// Generated from the cell of the same name in asc2_r9cube_cells_test.go (ASC_R9CUBE_WRITE=1).
module {
  func.func @ck(%a: memref<*xf32, 22>, %b: memref<*xf32, 22>, %c: memref<*xf32, 22>, %d: memref<*xf32, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %cM = arith.constant 16 : i32
    %cN = arith.constant 64 : i32
    %cK = arith.constant 16 : i32
    %ctm = arith.constant 16 : i32
    %ctn = arith.constant 64 : i32
    %ctk = arith.constant 16 : i32
    %pad = arith.constant 0.000000e+00 : f32
    %ta = asctile.tensor %a(%m, %k) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tb = asctile.tensor %b(%k, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tc = asctile.tensor %c(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %td = asctile.tensor %d(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
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
      %acc = asctile.accumulator : !asctile.tile<16x64xf32, L0C>
      scf.for %i = %c0 to %ksteps step %c1 : i32 {
        %ok = arith.muli %i, %cK : i32
        %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<16x16xf32, L0A>
        %bt = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<16x64xf32, L0B>
        asctile.matmul_acc %at, %bt, %acc : <16x16xf32, L0A>, <16x64xf32, L0B>, <16x64xf32, L0C>
      } {asctile.unroll_factor = 1 : index}
      asctile.store %acc, %tc[%om, %on] : !asctile.tile<16x64xf32, L0C>, !asctile.tensor<?x?xf32>
      %padf = arith.constant 0xFF800000 : f32
      %x = asctile.load %tc[%om, %on], %padf : !asctile.tensor<?x?xf32>, !asctile.tile<16x64xf32, UB>
      %mx = asctile.reduce <max> %x {dims = [1 : i32]} : !asctile.tile<16x64xf32, UB>, !asctile.tile<16x1xf32, UB>
      %mb = asctile.broadcast %mx : !asctile.tile<16x1xf32, UB> to !asctile.tile<16x64xf32, UB>
      %df = arith.subf %x, %mb : !asctile.tile<16x64xf32, UB>
      %e = math.exp %df : !asctile.tile<16x64xf32, UB>
      %s = asctile.reduce <sum> %e {dims = [1 : i32]} : !asctile.tile<16x64xf32, UB>, !asctile.tile<16x1xf32, UB>
      %sb = asctile.broadcast %s : !asctile.tile<16x1xf32, UB> to !asctile.tile<16x64xf32, UB>
      %y = arith.divf %e, %sb : !asctile.tile<16x64xf32, UB>
      asctile.store %y, %td[%om, %on] : !asctile.tile<16x64xf32, UB>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
