// C = A·B, M x N x K = 100 x 17 x 300 on 2 cores: bf16 tensors of constant shape, 128-deep
// K steps (a 44-deep tail), the loop over output tiles unrolled by 2; one store_fixpipe
// {quantize, relu} to f16.
// Generated from the cell of the same name in asc2_r9cube_cells_test.go (ASC_R9CUBE_WRITE=1).
module {
  func.func @ck(%a: memref<*xbf16, 22>, %b: memref<*xbf16, 22>, %c: memref<*xf16, 22>) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %cM = arith.constant 64 : i32
    %cN = arith.constant 48 : i32
    %cK = arith.constant 128 : i32
    %ctm = arith.constant 64 : i32
    %ctn = arith.constant 48 : i32
    %ctk = arith.constant 128 : i32
    %m = arith.constant 100 : i32
    %n = arith.constant 17 : i32
    %k = arith.constant 300 : i32
    %pad = arith.constant 0x0 : bf16
    %ta = asctile.tensor %a() : memref<*xbf16, 22>, !asctile.tensor<100x300xbf16>
    %tb = asctile.tensor %b() : memref<*xbf16, 22>, !asctile.tensor<300x17xbf16>
    %tc = asctile.tensor %c() : memref<*xf16, 22>, !asctile.tensor<100x17xf16>
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
      %acc = asctile.accumulator : !asctile.tile<64x48xf32, L0C>
      scf.for %i = %c0 to %ksteps step %c1 : i32 {
        %ok = arith.muli %i, %cK : i32
        %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<100x300xbf16>, !asctile.tile<64x128xbf16, L0A>
        %bt = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<300x17xbf16>, !asctile.tile<128x48xbf16, L0B>
        asctile.matmul_acc %at, %bt, %acc : <64x128xbf16, L0A>, <128x48xbf16, L0B>, <64x48xf32, L0C>
      } {asctile.unroll_factor = 1 : index}
      asctile.store_fixpipe %acc, %tc[%om, %on] {quantize, relu} : !asctile.tile<64x48xf32, L0C>, !asctile.tensor<100x17xf16>
    } {asctile.unroll_factor = 2 : index}
    return
  }
}
