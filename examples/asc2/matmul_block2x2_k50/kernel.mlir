// Each core takes a 2x2 block of 32x32 C tiles (a 64x64 block, walked by two nested
// loops inside the core): M = N = 128 on 4 cores (block (bi / 2, bi % 2)), K = 50 in
// 32-deep steps, the last of 18 (not a multiple of 16: the loads pad with zeros).
module {
  func.func @matmul_kernel(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %c: memref<*xf32, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %ta = asctile.tensor %a(%m, %k) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tb = asctile.tensor %b(%k, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tc = asctile.tensor %c(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %bm = arith.divsi %bi, %c2 : i32
    %bn = arith.remsi %bi, %c2 : i32
    %m0 = arith.muli %bm, %c64 : i32
    %n0 = arith.muli %bn, %c64 : i32
    %ks = arith.ceildivsi %k, %c32 : i32
    scf.for %i = %c0 to %c2 step %c1 : i32 {
      %di = arith.muli %i, %c32 : i32
      %om = arith.addi %m0, %di : i32
      scf.for %j = %c0 to %c2 step %c1 : i32 {
        %dj = arith.muli %j, %c32 : i32
        %on = arith.addi %n0, %dj : i32
        %acc = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
        scf.for %s = %c0 to %ks step %c1 : i32 {
          %ok = arith.muli %s, %c32 : i32
          %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x32xf16, L0A>
          %bt = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x32xf16, L0B>
          asctile.matmul_acc %at, %bt, %acc : <32x32xf16, L0A>, <32x32xf16, L0B>, <32x32xf32, L0C>
        } {asctile.unroll_factor = 1 : index}
        asctile.store %acc, %tc[%om, %on] : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<?x?xf32>
      } {asctile.unroll_factor = 1 : index}
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
