// A matmul whose result feeds a second one through GM: each core computes a 32-row band
// of C = A.B (f16 in, f32 out, N1 = 64 as two 32x32 blocks, K = 48 in 16-deep steps) into
// the workspace c, then reads that band back as f32 L0A tiles for D = C.E (E f32 [64, 32]).
module {
  func.func @chain_kernel(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %e: memref<*xf32, 22>, %c: memref<*xf32, 22>, %d: memref<*xf32, 22>, %m: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %fpad = arith.constant 0.000000e+00 : f32
    %ta = asctile.tensor %a(%m) : memref<*xf16, 22>, !asctile.tensor<?x48xf16>
    %tb = asctile.tensor %b() : memref<*xf16, 22>, !asctile.tensor<48x64xf16>
    %te = asctile.tensor %e() : memref<*xf32, 22>, !asctile.tensor<64x32xf32>
    %tc = asctile.tensor %c(%m) : memref<*xf32, 22>, !asctile.tensor<?x64xf32>
    %td = asctile.tensor %d(%m) : memref<*xf32, 22>, !asctile.tensor<?x32xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %om = arith.muli %bi, %c32 : i32
    scf.for %j = %c0 to %c2 step %c1 : i32 {
      %on = arith.muli %j, %c32 : i32
      %acc = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
      scf.for %s = %c0 to %c3 step %c1 : i32 {
        %ok = arith.muli %s, %c16 : i32
        %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x48xf16>, !asctile.tile<32x16xf16, L0A>
        %bt = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<48x64xf16>, !asctile.tile<16x32xf16, L0B>
        asctile.matmul_acc %at, %bt, %acc : <32x16xf16, L0A>, <16x32xf16, L0B>, <32x32xf32, L0C>
      } {asctile.unroll_factor = 1 : index}
      asctile.store %acc, %tc[%om, %on] : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<?x64xf32>
    } {asctile.unroll_factor = 1 : index}
    %acc2 = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
    scf.for %s = %c0 to %c4 step %c1 : i32 {
      %ok = arith.muli %s, %c16 : i32
      %ct = asctile.load %tc[%om, %ok], %fpad : !asctile.tensor<?x64xf32>, !asctile.tile<32x16xf32, L0A>
      %et = asctile.load %te[%ok, %c0], %fpad : !asctile.tensor<64x32xf32>, !asctile.tile<16x32xf32, L0B>
      asctile.matmul_acc %ct, %et, %acc2 : <32x16xf32, L0A>, <16x32xf32, L0B>, <32x32xf32, L0C>
    } {asctile.unroll_factor = 1 : index}
    asctile.store %acc2, %td[%om, %c0] : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<?x32xf32>
    return
  }
}
