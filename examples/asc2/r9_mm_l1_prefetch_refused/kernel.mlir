// f32 C (32x32) = A (32xK) · B (Kx32) with the next K step's A tile prefetched into L1 and
// carried by the loop: PyAsc's asctile-split-cube-load reports that the L1 tile is not used by
// copies only and goes on with the right matrix's layout; the pipeline refuses it there.
module {
  func.func @prefetch_kernel(%a: memref<*xf32, 22>, %b: memref<*xf32, 22>, %c: memref<*xf32, 22>, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %pad = arith.constant 0.000000e+00 : f32
    %ta = asctile.tensor %a(%k) : memref<*xf32, 22>, !asctile.tensor<32x?xf32>
    %tb = asctile.tensor %b(%k) : memref<*xf32, 22>, !asctile.tensor<?x32xf32>
    %tc = asctile.tensor %c() : memref<*xf32, 22>, !asctile.tensor<32x32xf32>
    %acc = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
    %a0 = asctile.load %ta[%c0, %c0], %pad : !asctile.tensor<32x?xf32>, !asctile.tile<32x32xf32, L1>
    %r = scf.for %ok = %c0 to %k step %c32 iter_args(%a1 = %a0) -> (!asctile.tile<32x32xf32, L1>) : i32 {
      %at = asctile.copy %a1[%c0, %c0] : !asctile.tile<32x32xf32, L1>, !asctile.tile<32x32xf32, L0A>
      %bt = asctile.load %tb[%ok, %c0], %pad : !asctile.tensor<?x32xf32>, !asctile.tile<32x32xf32, L0B>
      asctile.matmul_acc %at, %bt, %acc : <32x32xf32, L0A>, <32x32xf32, L0B>, <32x32xf32, L0C>
      %nk = arith.addi %ok, %c32 : i32
      %an = asctile.load %ta[%c0, %nk], %pad : !asctile.tensor<32x?xf32>, !asctile.tile<32x32xf32, L1>
      scf.yield %an : !asctile.tile<32x32xf32, L1>
    } {asctile.unroll_factor = 1 : index}
    asctile.store %acc, %tc[%c0, %c0] : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<32x32xf32>
    return
  }
}
