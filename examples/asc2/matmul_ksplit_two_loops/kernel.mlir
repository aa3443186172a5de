// One accumulator filled by two K loops in a row: the first over K in [0, kh) in 32-deep
// steps, the second over [kh, K) in 16-deep steps (K = 80, kh = 32: one step, then three);
// f16, M = 32, N = 64 in one 32x64 C tile per core (2 cores along N).
module {
  func.func @matmul_kernel(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %c: memref<*xf32, 22>, %m: i32, %n: i32, %k: i32, %kh: i32) attributes {ascendc.global} {
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %c0 = arith.constant 0 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %ta = asctile.tensor %a(%m, %k) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tb = asctile.tensor %b(%k, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tc = asctile.tensor %c(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %c64 = arith.constant 64 : i32
    %on = arith.muli %bi, %c64 : i32
    %acc = asctile.accumulator : !asctile.tile<32x64xf32, L0C>
    scf.for %ok = %c0 to %kh step %c32 : i32 {
      %at = asctile.load %ta[%c0, %ok], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x32xf16, L0A>
      %bt = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x64xf16, L0B>
      asctile.matmul_acc %at, %bt, %acc : <32x32xf16, L0A>, <32x64xf16, L0B>, <32x64xf32, L0C>
    } {asctile.unroll_factor = 1 : index}
    scf.for %ok = %kh to %k step %c16 : i32 {
      %at = asctile.load %ta[%c0, %ok], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x16xf16, L0A>
      %bt = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<16x64xf16, L0B>
      asctile.matmul_acc %at, %bt, %acc : <32x16xf16, L0A>, <16x64xf16, L0B>, <32x64xf32, L0C>
    } {asctile.unroll_factor = 1 : index}
    asctile.store %acc, %tc[%c0, %on] : !asctile.tile<32x64xf32, L0C>, !asctile.tensor<?x?xf32>
    return
  }
}
