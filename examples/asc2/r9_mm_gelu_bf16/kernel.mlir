// C = A·B, M x N x K = 33 x 40 x 64 on 2 cores: bf16, D = gelu(C) (tanh form) in UB, the
// loop over output tiles unrolled by 2.
// Generated from the cell of the same name in asc2_r9cube_cells_test.go (ASC_R9CUBE_WRITE=1).
module {
  func.func @ck(%a: memref<*xbf16, 22>, %b: memref<*xbf16, 22>, %c: memref<*xf32, 22>, %d: memref<*xf32, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %cM = arith.constant 16 : i32
    %cN = arith.constant 64 : i32
    %cK = arith.constant 32 : i32
    %ctm = arith.constant 16 : i32
    %ctn = arith.constant 64 : i32
    %ctk = arith.constant 32 : i32
    %pad = arith.constant 0x0 : bf16
    %ta = asctile.tensor %a(%m, %k) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %tb = asctile.tensor %b(%k, %n) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
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
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %tmi = arith.divsi %t, %nt : i32
      %tni = arith.remsi %t, %nt : i32
      %om = arith.muli %tmi, %cM : i32
      %on = arith.muli %tni, %cN : i32
      %acc = asctile.accumulator : !asctile.tile<16x64xf32, L0C>
      scf.for %i = %c0 to %ksteps step %c1 : i32 {
        %ok = arith.muli %i, %cK : i32
        %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xbf16>, !asctile.tile<16x32xbf16, L0A>
        %bt = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xbf16>, !asctile.tile<32x64xbf16, L0B>
        asctile.matmul_acc %at, %bt, %acc : <16x32xbf16, L0A>, <32x64xbf16, L0B>, <16x64xf32, L0C>
      } {asctile.unroll_factor = 1 : index}
      asctile.store %acc, %tc[%om, %on] : !asctile.tile<16x64xf32, L0C>, !asctile.tensor<?x?xf32>
      %padf = arith.constant 0.000000e+00 : f32
      %x = asctile.load %tc[%om, %on], %padf : !asctile.tensor<?x?xf32>, !asctile.tile<16x64xf32, UB>
      %x3 = arith.mulf %x, %x : !asctile.tile<16x64xf32, UB>
      %x3b = arith.mulf %x3, %x : !asctile.tile<16x64xf32, UB>
      %kc = arith.constant dense<4.471500e-02> : !asctile.tile<16x64xf32, UB>
      %t1 = arith.mulf %x3b, %kc : !asctile.tile<16x64xf32, UB>
      %t2 = arith.addf %x, %t1 : !asctile.tile<16x64xf32, UB>
      %ks = arith.constant dense<0.797884583> : !asctile.tile<16x64xf32, UB>
      %t3 = arith.mulf %t2, %ks : !asctile.tile<16x64xf32, UB>
      %th = math.tanh %t3 : !asctile.tile<16x64xf32, UB>
      %one = arith.constant dense<1.000000e+00> : !asctile.tile<16x64xf32, UB>
      %t4 = arith.addf %th, %one : !asctile.tile<16x64xf32, UB>
      %half = arith.constant dense<5.000000e-01> : !asctile.tile<16x64xf32, UB>
      %t5 = arith.mulf %x, %half : !asctile.tile<16x64xf32, UB>
      %y = arith.mulf %t5, %t4 : !asctile.tile<16x64xf32, UB>
      asctile.store %y, %td[%om, %on] : !asctile.tile<16x64xf32, UB>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 2 : index}
    return
  }
}
