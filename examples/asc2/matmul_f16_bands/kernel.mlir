// C (f16) = f16(A · B) for f16 A (M×K) and B (K×N): core b takes the 32-row bands b,
// b + cores, ... of C and, for each, walks the 48-column blocks of N in an inner loop; K in
// 48-deep steps (three C0 of 16) into a fresh L0C accumulator per block; the cast of the
// accumulator folds into the fixpipe store (quantize F322F16). M, N and K need not be
// multiples of the tile.
module {
  func.func @matmul_kernel(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %c: memref<*xf16, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %c48 = arith.constant 48 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %ta = asctile.tensor %a(%m, %k) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tb = asctile.tensor %b(%k, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tc = asctile.tensor %c(%m, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %first = arith.muli %bi, %c32 : i32
    %step = arith.muli %nbi, %c32 : i32
    scf.for %om = %first to %m step %step : i32 {
      scf.for %on = %c0 to %n step %c48 : i32 {
        %acc = asctile.accumulator : !asctile.tile<32x48xf32, L0C>
        scf.for %ok = %c0 to %k step %c48 : i32 {
          %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x48xf16, L0A>
          %bt = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<48x48xf16, L0B>
          asctile.matmul_acc %at, %bt, %acc : <32x48xf16, L0A>, <48x48xf16, L0B>, <32x48xf32, L0C>
        } {asctile.unroll_factor = 1 : index}
        %h = asctile.cast %acc : !asctile.tile<32x48xf32, L0C> to !asctile.tile<32x48xf16, L0C>
        asctile.store %h, %tc[%om, %on] : !asctile.tile<32x48xf16, L0C>, !asctile.tensor<?x?xf16>
      } {asctile.unroll_factor = 1 : index}
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
