// A K loop unrolled by 2 with a tail (K = 112 in 16-deep steps: 7 steps) into one 32x64
// f16 -> f32 accumulator per core (M = 64: 2 cores), relu in UB after a copy through a
// workspace: the product goes to c, is read back into UB, relu'd and stored to r.
module {
  func.func @mmk_kernel(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %c: memref<*xf32, 22>, %r: memref<*xf32, 22>, %m: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %fz = arith.constant 0.000000e+00 : f32
    %ta = asctile.tensor %a(%m, %k) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tb = asctile.tensor %b(%k) : memref<*xf16, 22>, !asctile.tensor<?x64xf16>
    %tc = asctile.tensor %c(%m) : memref<*xf32, 22>, !asctile.tensor<?x64xf32>
    %tr = asctile.tensor %r(%m) : memref<*xf32, 22>, !asctile.tensor<?x64xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %om = arith.muli %bi, %c32 : i32
    %ks = arith.ceildivsi %k, %c16 : i32
    %acc = asctile.accumulator : !asctile.tile<32x64xf32, L0C>
    scf.for %s = %c0 to %ks step %c1 : i32 {
      %ok = arith.muli %s, %c16 : i32
      %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x16xf16, L0A>
      %bt = asctile.load %tb[%ok, %c0], %pad : !asctile.tensor<?x64xf16>, !asctile.tile<16x64xf16, L0B>
      asctile.matmul_acc %at, %bt, %acc : <32x16xf16, L0A>, <16x64xf16, L0B>, <32x64xf32, L0C>
    } {asctile.unroll_factor = 2 : index}
    asctile.store %acc, %tc[%om, %c0] : !asctile.tile<32x64xf32, L0C>, !asctile.tensor<?x64xf32>
    %u = asctile.load %tc[%om, %c0], %fz : !asctile.tensor<?x64xf32>, !asctile.tile<32x64xf32, UB>
    %v = asctile.relu %u : !asctile.tile<32x64xf32, UB>
    asctile.store %v, %tr[%om, %c0] : !asctile.tile<32x64xf32, UB>, !asctile.tensor<?x64xf32>
    return
  }
}
