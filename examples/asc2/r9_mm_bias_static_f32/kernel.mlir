// C = A·B, M x N x K = 40 x 33 x 24 on 2 cores: f32 tensors of constant shape with tails
// (a static C whose UB load is clipped and padded), D = C + bias (a row broadcast).
// Generated from the cell of the same name in asc2_r9cube_cells_test.go (ASC_R9CUBE_WRITE=1).
module {
  func.func @ck(%a: memref<*xf32, 22>, %b: memref<*xf32, 22>, %r: memref<*xf32, 22>, %c: memref<*xf32, 22>, %d: memref<*xf32, 22>) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %cM = arith.constant 32 : i32
    %cN = arith.constant 48 : i32
    %cK = arith.constant 16 : i32
    %ctm = arith.constant 32 : i32
    %ctn = arith.constant 48 : i32
    %ctk = arith.constant 16 : i32
    %m = arith.constant 40 : i32
    %n = arith.constant 33 : i32
    %k = arith.constant 24 : i32
    %pad = arith.constant 0.000000e+00 : f32
    %ta = asctile.tensor %a() : memref<*xf32, 22>, !asctile.tensor<40x24xf32>
    %tb = asctile.tensor %b() : memref<*xf32, 22>, !asctile.tensor<24x33xf32>
    %tc = asctile.tensor %c() : memref<*xf32, 22>, !asctile.tensor<40x33xf32>
    %tr = asctile.tensor %r() : memref<*xf32, 22>, !asctile.tensor<33xf32>
    %td = asctile.tensor %d() : memref<*xf32, 22>, !asctile.tensor<40x33xf32>
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
      scf.for %i = %c0 to %ksteps step %c1 : i32 {
        %ok = arith.muli %i, %cK : i32
        %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<40x24xf32>, !asctile.tile<32x16xf32, L0A>
        %bt = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<24x33xf32>, !asctile.tile<16x48xf32, L0B>
        asctile.matmul_acc %at, %bt, %acc : <32x16xf32, L0A>, <16x48xf32, L0B>, <32x48xf32, L0C>
      } {asctile.unroll_factor = 1 : index}
      asctile.store %acc, %tc[%om, %on] : !asctile.tile<32x48xf32, L0C>, !asctile.tensor<40x33xf32>
      %padf = arith.constant 0.000000e+00 : f32
      %x = asctile.load %tc[%om, %on], %padf : !asctile.tensor<40x33xf32>, !asctile.tile<32x48xf32, UB>
      %bv = asctile.load %tr[%on], %padf : !asctile.tensor<33xf32>, !asctile.tile<48xf32, UB>
      %b2 = asctile.reshape %bv : !asctile.tile<48xf32, UB> to !asctile.tile<1x48xf32, UB>
      %bb = asctile.broadcast %b2 : !asctile.tile<1x48xf32, UB> to !asctile.tile<32x48xf32, UB>
      %y = arith.addf %x, %bb : !asctile.tile<32x48xf32, UB>
      asctile.store %y, %td[%om, %on] : !asctile.tile<32x48xf32, UB>, !asctile.tensor<40x33xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
