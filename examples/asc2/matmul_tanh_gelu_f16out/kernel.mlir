// f16 matmul with a tanh-GELU epilogue in UB: 48x48 C tiles of M = N = 96 over 3 cores
// (4 tiles), K = 80 in 32-deep steps (the last of 16); the L0C tile goes to the f32
// workspace w, comes back into UB, GELU in f32 (x^3 as x * x * x, tanh), cast to f16.
module {
  func.func @matmul_kernel(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %w: memref<*xf32, 22>, %y: memref<*xf16, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %c48 = arith.constant 48 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %padf = arith.constant 0.000000e+00 : f32
    %half = arith.constant 5.000000e-01 : f32
    %one = arith.constant 1.000000e+00 : f32
    %k0 = arith.constant 0.797884583 : f32
    %k1 = arith.constant 4.471500e-02 : f32
    %ta = asctile.tensor %a(%m, %k) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tb = asctile.tensor %b(%k, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tw = asctile.tensor %w(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y(%m, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tm = arith.ceildivsi %m, %c48 : i32
    %tn = arith.ceildivsi %n, %c48 : i32
    %tiles = arith.muli %tm, %tn : i32
    %ks = arith.ceildivsi %k, %c32 : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %ti = arith.divsi %t, %tn : i32
      %tj = arith.remsi %t, %tn : i32
      %om = arith.muli %ti, %c48 : i32
      %on = arith.muli %tj, %c48 : i32
      %acc = asctile.accumulator : !asctile.tile<48x48xf32, L0C>
      scf.for %i = %c0 to %ks step %c1 : i32 {
        %ok = arith.muli %i, %c32 : i32
        %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<48x32xf16, L0A>
        %bt = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x48xf16, L0B>
        asctile.matmul_acc %at, %bt, %acc : <48x32xf16, L0A>, <32x48xf16, L0B>, <48x48xf32, L0C>
      } {asctile.unroll_factor = 1 : index}
      asctile.store %acc, %tw[%om, %on] : !asctile.tile<48x48xf32, L0C>, !asctile.tensor<?x?xf32>
      %v = asctile.load %tw[%om, %on], %padf : !asctile.tensor<?x?xf32>, !asctile.tile<48x48xf32, UB>
      %v2 = arith.mulf %v, %v : !asctile.tile<48x48xf32, UB>
      %v3 = arith.mulf %v2, %v : !asctile.tile<48x48xf32, UB>
      %k1s = asctile.splat %k1 : !asctile.tile<48x48xf32, UB>
      %a1 = arith.mulf %v3, %k1s : !asctile.tile<48x48xf32, UB>
      %s = arith.addf %v, %a1 : !asctile.tile<48x48xf32, UB>
      %k0s = asctile.splat %k0 : !asctile.tile<48x48xf32, UB>
      %u = arith.mulf %s, %k0s : !asctile.tile<48x48xf32, UB>
      %th = math.tanh %u : !asctile.tile<48x48xf32, UB>
      %os = asctile.splat %one : !asctile.tile<48x48xf32, UB>
      %p = arith.addf %th, %os : !asctile.tile<48x48xf32, UB>
      %hs = asctile.splat %half : !asctile.tile<48x48xf32, UB>
      %hv = arith.mulf %v, %hs : !asctile.tile<48x48xf32, UB>
      %g = arith.mulf %hv, %p : !asctile.tile<48x48xf32, UB>
      %gh = asctile.cast %g : !asctile.tile<48x48xf32, UB> to !asctile.tile<48x48xf16, UB>
      asctile.store %gh, %ty[%om, %on] : !asctile.tile<48x48xf16, UB>, !asctile.tensor<?x?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
