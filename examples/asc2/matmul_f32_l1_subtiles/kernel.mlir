// C (f32, 96x160) = A (f32, 96x96) · B (f32, 96x160) with L1 staging: A and B loaded once
// into L1, K walked in two 48-deep steps; each step copies two 48x48 sub-tiles of A (row
// offsets 0 and 48, column offset k) into L0A and two 48x80 sub-tiles of B (row offset k,
// column offsets 0 and 80) into L0B, accumulating four 48x80 L0C tiles. f32 L1 tiles are
// laid out in 8-wide column blocks (A) and 16-row bands (B), which the offsets follow.
module {
  func.func @matmul_kernel(%a: memref<*xf32, 22>, %b: memref<*xf32, 22>, %c: memref<*xf32, 22>) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c48 = arith.constant 48 : i32
    %c80 = arith.constant 80 : i32
    %c96 = arith.constant 96 : i32
    %pad = arith.constant 0.000000e+00 : f32
    %ta = asctile.tensor %a() : memref<*xf32, 22>, !asctile.tensor<96x96xf32>
    %tb = asctile.tensor %b() : memref<*xf32, 22>, !asctile.tensor<96x160xf32>
    %tc = asctile.tensor %c() : memref<*xf32, 22>, !asctile.tensor<96x160xf32>
    %a1 = asctile.load %ta[%c0, %c0], %pad : !asctile.tensor<96x96xf32>, !asctile.tile<96x96xf32, L1>
    %b1 = asctile.load %tb[%c0, %c0], %pad : !asctile.tensor<96x160xf32>, !asctile.tile<96x160xf32, L1>
    %acc00 = asctile.accumulator : !asctile.tile<48x80xf32, L0C>
    %acc01 = asctile.accumulator : !asctile.tile<48x80xf32, L0C>
    %acc10 = asctile.accumulator : !asctile.tile<48x80xf32, L0C>
    %acc11 = asctile.accumulator : !asctile.tile<48x80xf32, L0C>
    scf.for %kk = %c0 to %c96 step %c48 : i32 {
      %a0 = asctile.copy %a1[%c0, %kk] : !asctile.tile<96x96xf32, L1>, !asctile.tile<48x48xf32, L0A>
      %a8 = asctile.copy %a1[%c48, %kk] : !asctile.tile<96x96xf32, L1>, !asctile.tile<48x48xf32, L0A>
      %b0 = asctile.copy %b1[%kk, %c0] : !asctile.tile<96x160xf32, L1>, !asctile.tile<48x80xf32, L0B>
      %b8 = asctile.copy %b1[%kk, %c80] : !asctile.tile<96x160xf32, L1>, !asctile.tile<48x80xf32, L0B>
      asctile.matmul_acc %a0, %b0, %acc00 : <48x48xf32, L0A>, <48x80xf32, L0B>, <48x80xf32, L0C>
      asctile.matmul_acc %a0, %b8, %acc01 : <48x48xf32, L0A>, <48x80xf32, L0B>, <48x80xf32, L0C>
      asctile.matmul_acc %a8, %b0, %acc10 : <48x48xf32, L0A>, <48x80xf32, L0B>, <48x80xf32, L0C>
      asctile.matmul_acc %a8, %b8, %acc11 : <48x48xf32, L0A>, <48x80xf32, L0B>, <48x80xf32, L0C>
    } {asctile.unroll_factor = 1 : index}
    asctile.store %acc00, %tc[%c0, %c0] : !asctile.tile<48x80xf32, L0C>, !asctile.tensor<96x160xf32>
    asctile.store %acc01, %tc[%c0, %c80] : !asctile.tile<48x80xf32, L0C>, !asctile.tensor<96x160xf32>
    asctile.store %acc10, %tc[%c48, %c0] : !asctile.tile<48x80xf32, L0C>, !asctile.tensor<96x160xf32>
    asctile.store %acc11, %tc[%c48, %c80] : !asctile.tile<48x80xf32, L0C>, !asctile.tensor<96x160xf32>
    return
  }
}
