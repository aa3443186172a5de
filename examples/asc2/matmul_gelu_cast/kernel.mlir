// A matmul with a vector epilogue and a cast: C = A·B (f16 in, f32 L0C) in 64×64 tiles over
// the cores (grid-stride), K in 32-deep steps, M, N, K not multiples of the tile. Each core
// stores its C tile (f32) to the workspace W and reads it back into UB 16 rows at a time (a
// whole 64×64 epilogue would not fit in the UB of a 910B without reuse-ub), adds a bias row
// (broadcast down the rows), applies GELU (tanh approximation) in f32 and stores
// D = f16(.).
module {
  func.func @matmul_kernel(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %bias: memref<*xf32, 22>, %w: memref<*xf32, 22>, %d: memref<*xf16, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %padf = arith.constant 0.000000e+00 : f32
    %ta = asctile.tensor %a(%m, %k) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tb = asctile.tensor %b(%k, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tbias = asctile.tensor %bias(%c1, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tw = asctile.tensor %w(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %td = asctile.tensor %d(%m, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %mt = arith.ceildivsi %m, %c64 : i32
    %nt = arith.ceildivsi %n, %c64 : i32
    %tiles = arith.muli %mt, %nt : i32
    %ksteps = arith.ceildivsi %k, %c32 : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %tm = arith.divsi %t, %nt : i32
      %tn = arith.remsi %t, %nt : i32
      %om = arith.muli %tm, %c64 : i32
      %on = arith.muli %tn, %c64 : i32
      %acc = asctile.accumulator : !asctile.tile<64x64xf32, L0C>
      scf.for %i = %c0 to %ksteps step %c1 : i32 {
        %ok = arith.muli %i, %c32 : i32
        %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<64x32xf16, L0A>
        %bt = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x64xf16, L0B>
        asctile.matmul_acc %at, %bt, %acc : <64x32xf16, L0A>, <32x64xf16, L0B>, <64x64xf32, L0C>
      } {asctile.unroll_factor = 1 : index}
      asctile.store %acc, %tw[%om, %on] : !asctile.tile<64x64xf32, L0C>, !asctile.tensor<?x?xf32>
      %bv = asctile.load %tbias[%c0, %on], %padf : !asctile.tensor<?x?xf32>, !asctile.tile<1x64xf32, UB>
      scf.for %rr = %c0 to %c64 step %c16 : i32 {
        %orr = arith.addi %om, %rr : i32
        %x = asctile.load %tw[%orr, %on], %padf : !asctile.tensor<?x?xf32>, !asctile.tile<16x64xf32, UB>
        %bb = asctile.broadcast %bv : !asctile.tile<1x64xf32, UB> to !asctile.tile<16x64xf32, UB>
        %v = arith.addf %x, %bb : !asctile.tile<16x64xf32, UB>
        %v2 = arith.mulf %v, %v : !asctile.tile<16x64xf32, UB>
        %v3 = arith.mulf %v2, %v : !asctile.tile<16x64xf32, UB>
        %kc = arith.constant dense<4.471500e-02> : !asctile.tile<16x64xf32, UB>
        %kv3 = arith.mulf %kc, %v3 : !asctile.tile<16x64xf32, UB>
        %in = arith.addf %v, %kv3 : !asctile.tile<16x64xf32, UB>
        %s2p = arith.constant dense<0.797884583> : !asctile.tile<16x64xf32, UB>
        %u = arith.mulf %s2p, %in : !asctile.tile<16x64xf32, UB>
        %th = math.tanh %u : !asctile.tile<16x64xf32, UB>
        %one = arith.constant dense<1.000000e+00> : !asctile.tile<16x64xf32, UB>
        %s = arith.addf %one, %th : !asctile.tile<16x64xf32, UB>
        %half = arith.constant dense<5.000000e-01> : !asctile.tile<16x64xf32, UB>
        %hv = arith.mulf %half, %v : !asctile.tile<16x64xf32, UB>
        %g = arith.mulf %hv, %s : !asctile.tile<16x64xf32, UB>
        %gh = asctile.cast %g : !asctile.tile<16x64xf32, UB> to !asctile.tile<16x64xf16, UB>
        asctile.store %gh, %td[%orr, %on] : !asctile.tile<16x64xf16, UB>, !asctile.tensor<?x?xf16>
      } {asctile.unroll_factor = 1 : index}
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
