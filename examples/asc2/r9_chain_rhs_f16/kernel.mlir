// A chained matmul whose on-chip intermediate is the right operand of the second one:
// D (f32, P x N) = E (f16, P x 32) · f16(relu(A (32 x K) · B (K x N))). Per 48-column
// band of N (bands dealt grid-stride to the cores, N and K with tails), A·B accumulates in
// L0C over 32-deep K steps, leaves through copy_fixpipe into L1 (relu and the f16 quantize
// fused, NZ layout), is copied from there into L0B and multiplied by E (one 32x32 tile in
// L0A, P <= 32) into a second accumulator, stored with its columns past N clipped.
module {
  func.func @chain_kernel(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %e: memref<*xf16, 22>, %d: memref<*xf32, 22>, %p: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %c48 = arith.constant 48 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %ta = asctile.tensor %a(%c32, %k) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tb = asctile.tensor %b(%k, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %te = asctile.tensor %e(%p, %c32) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %td = asctile.tensor %d(%p, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %nt = arith.ceildivsi %n, %c48 : i32
    %ksteps = arith.ceildivsi %k, %c32 : i32
    scf.for %t = %bi to %nt step %nbi : i32 {
      %on = arith.muli %t, %c48 : i32
      %acc = asctile.accumulator : !asctile.tile<32x48xf32, L0C>
      scf.for %i = %c0 to %ksteps step %c1 : i32 {
        %ok = arith.muli %i, %c32 : i32
        %at = asctile.load %ta[%c0, %ok], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x32xf16, L0A>
        %bt = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x48xf16, L0B>
        asctile.matmul_acc %at, %bt, %acc : <32x32xf16, L0A>, <32x48xf16, L0B>, <32x48xf32, L0C>
      } {asctile.unroll_factor = 1 : index}
      %r = asctile.relu %acc : !asctile.tile<32x48xf32, L0C>
      %h = asctile.cast %r : !asctile.tile<32x48xf32, L0C> to !asctile.tile<32x48xf16, L0C>
      %q1 = asctile.copy %h[%c0, %c0] : !asctile.tile<32x48xf16, L0C>, !asctile.tile<32x48xf16, L1>
      %q0 = asctile.copy %q1[%c0, %c0] : !asctile.tile<32x48xf16, L1>, !asctile.tile<32x48xf16, L0B>
      %et = asctile.load %te[%c0, %c0], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x32xf16, L0A>
      %acc2 = asctile.accumulator : !asctile.tile<32x48xf32, L0C>
      asctile.matmul_acc %et, %q0, %acc2 : <32x32xf16, L0A>, <32x48xf16, L0B>, <32x48xf32, L0C>
      asctile.store %acc2, %td[%c0, %on] : !asctile.tile<32x48xf32, L0C>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
