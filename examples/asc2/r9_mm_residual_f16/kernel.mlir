// C = A·B, M x N x K = 50 x 70 x 40 on 3 cores: a vector epilogue: C goes to GM through
// the fixpipe, comes back into UB and gets a residual R added, D = C + R.
// Generated from the cell of the same name in asc2_r9cube_cells_test.go (ASC_R9CUBE_WRITE=1).
module {
  func.func @ck(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %r: memref<*xf32, 22>, %c: memref<*xf32, 22>, %d: memref<*xf32, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %cM = arith.constant 32 : i32
    %cN = arith.constant 64 : i32
    %cK = arith.constant 32 : i32
    %ctm = arith.constant 32 : i32
    %ctn = arith.constant 64 : i32
    %ctk = arith.constant 32 : i32
    %pad = arith.constant 0x0 : f16
    %ta = asctile.tensor %a(%m, %k) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tb = asctile.tensor %b(%k, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tc = asctile.tensor %c(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tr = asctile.tensor %r(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %td = asctile.tensor %d(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
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
      %acc = asctile.accumulator : !asctile.tile<32x64xf32, L0C>
      scf.for %i = %c0 to %ksteps step %c1 : i32 {
        %ok = arith.muli %i, %cK : i32
        %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x32xf16, L0A>
        %bt = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x64xf16, L0B>
        asctile.matmul_acc %at, %bt, %acc : <32x32xf16, L0A>, <32x64xf16, L0B>, <32x64xf32, L0C>
      } {asctile.unroll_factor = 1 : index}
      asctile.store %acc, %tc[%om, %on] : !asctile.tile<32x64xf32, L0C>, !asctile.tensor<?x?xf32>
      %padf = arith.constant 0.000000e+00 : f32
      %x = asctile.load %tc[%om, %on], %padf : !asctile.tensor<?x?xf32>, !asctile.tile<32x64xf32, UB>
      %rv = asctile.load %tr[%om, %on], %padf : !asctile.tensor<?x?xf32>, !asctile.tile<32x64xf32, UB>
      %y = arith.addf %x, %rv : !asctile.tile<32x64xf32, UB>
      asctile.store %y, %td[%om, %on] : !asctile.tile<32x64xf32, UB>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
