// D (f32, M x 32) = f16(A (M x K) · B (K x 48)) · E (48 x 32), the intermediate kept on chip:
// per 64-row band, A·B leaves L0C through copy_fixpipe (f16 quantize) into L1 and is copied
// into two 32-row L0A sub-tiles (rows 0 and 32 of the L1 tile), each multiplied by E into
// an accumulator of its own; M and K with tails.
module {
  func.func @chain_kernel(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %e: memref<*xf16, 22>, %d: memref<*xf32, 22>, %m: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %c48 = arith.constant 48 : i32
    %c64 = arith.constant 64 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %ta = asctile.tensor %a(%m, %k) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tb = asctile.tensor %b(%k, %c48) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %te = asctile.tensor %e(%c48, %c32) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %td = asctile.tensor %d(%m, %c32) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %mt = arith.ceildivsi %m, %c64 : i32
    %ksteps = arith.ceildivsi %k, %c32 : i32
    scf.for %t = %bi to %mt step %nbi : i32 {
      %om = arith.muli %t, %c64 : i32
      %acc = asctile.accumulator : !asctile.tile<64x48xf32, L0C>
      scf.for %i = %c0 to %ksteps step %c1 : i32 {
        %ok = arith.muli %i, %c32 : i32
        %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<64x32xf16, L0A>
        %bt = asctile.load %tb[%ok, %c0], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x48xf16, L0B>
        asctile.matmul_acc %at, %bt, %acc : <64x32xf16, L0A>, <32x48xf16, L0B>, <64x48xf32, L0C>
      } {asctile.unroll_factor = 1 : index}
      %h = asctile.cast %acc : !asctile.tile<64x48xf32, L0C> to !asctile.tile<64x48xf16, L0C>
      %q1 = asctile.copy %h[%c0, %c0] : !asctile.tile<64x48xf16, L0C>, !asctile.tile<64x48xf16, L1>
      %et = asctile.load %te[%c0, %c0], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<48x32xf16, L0B>
      %q0 = asctile.copy %q1[%c0, %c0] : !asctile.tile<64x48xf16, L1>, !asctile.tile<32x48xf16, L0A>
      %acc0 = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
      asctile.matmul_acc %q0, %et, %acc0 : <32x48xf16, L0A>, <48x32xf16, L0B>, <32x32xf32, L0C>
      asctile.store %acc0, %td[%om, %c0] : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<?x?xf32>
      %q2 = asctile.copy %q1[%c32, %c0] : !asctile.tile<64x48xf16, L1>, !asctile.tile<32x48xf16, L0A>
      %acc1 = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
      asctile.matmul_acc %q2, %et, %acc1 : <32x48xf16, L0A>, <48x32xf16, L0B>, <32x32xf32, L0C>
      %om1 = arith.addi %om, %c32 : i32
      asctile.store %acc1, %td[%om1, %c0] : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
