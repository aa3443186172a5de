// C (f32) = A (f16) · B (f16) with M = N = K = 200 given at run time: 64x64 C tiles (a
// 4x4 grid whose last row and column hold 8) dealt round robin over the cores (16 tiles
// on 3 cores do not divide), K walked in 32-deep steps whose last one is 8 deep.
module {
  func.func @matmul_kernel(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %c: memref<*xf32, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %ta = asctile.tensor %a(%m, %k) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tb = asctile.tensor %b(%k, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tc = asctile.tensor %c(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %mt = arith.ceildivsi %m, %c64 : i32
    %nt = arith.ceildivsi %n, %c64 : i32
    %tiles = arith.muli %mt, %nt : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %bm = arith.divsi %t, %nt : i32
      %bn = arith.remsi %t, %nt : i32
      %om = arith.muli %bm, %c64 : i32
      %on = arith.muli %bn, %c64 : i32
      %acc = asctile.accumulator : !asctile.tile<64x64xf32, L0C>
      scf.for %ok = %c0 to %k step %c32 : i32 {
        %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<64x32xf16, L0A>
        %bt = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x64xf16, L0B>
        asctile.matmul_acc %at, %bt, %acc : <64x32xf16, L0A>, <32x64xf16, L0B>, <64x64xf32, L0C>
      } {asctile.unroll_factor = 1 : index}
      asctile.store %acc, %tc[%om, %on] : !asctile.tile<64x64xf32, L0C>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
