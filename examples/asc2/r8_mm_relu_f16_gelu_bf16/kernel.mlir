// C (f16) = f16(relu(A·B)) for f16 A (MxK), B (KxN): 32x48 output tiles over the cores
// (grid-stride), K in 32-deep steps with matmul_acc (the K loop unrolled by 2), relu and
// the f16 narrowing fused into the fixpipe store; then on the vector side, in 16-row bands
// of the stored tile read back: Y (bf16) = bf16(gelu_erf(f32(C) + bias)), bias an f32 row.
module {
  func.func @mm_kernel(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %bias: memref<*xf32, 22>, %c: memref<*xf16, 22>, %y: memref<*xbf16, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %c48 = arith.constant 48 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %padf = arith.constant 0.000000e+00 : f32
    %ta = asctile.tensor %a(%m, %k) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tb = asctile.tensor %b(%k, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tbias = asctile.tensor %bias(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tc = asctile.tensor %c(%m, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %ty = asctile.tensor %y(%m, %n) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %mt = arith.ceildivsi %m, %c32 : i32
    %nt = arith.ceildivsi %n, %c48 : i32
    %tiles = arith.muli %mt, %nt : i32
    %ksteps = arith.ceildivsi %k, %c32 : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %tm = arith.divsi %t, %nt : i32
      %tn = arith.remsi %t, %nt : i32
      %om = arith.muli %tm, %c32 : i32
      %on = arith.muli %tn, %c48 : i32
      %acc = asctile.accumulator : !asctile.tile<32x48xf32, L0C>
      scf.for %i = %c0 to %ksteps step %c1 : i32 {
        %ok = arith.muli %i, %c32 : i32
        %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x32xf16, L0A>
        %bt = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x48xf16, L0B>
        asctile.matmul_acc %at, %bt, %acc : <32x32xf16, L0A>, <32x48xf16, L0B>, <32x48xf32, L0C>
      } {asctile.unroll_factor = 2 : index}
      %r = asctile.relu %acc : !asctile.tile<32x48xf32, L0C>
      %h = asctile.cast %r : !asctile.tile<32x48xf32, L0C> to !asctile.tile<32x48xf16, L0C>
      asctile.store %h, %tc[%om, %on] : !asctile.tile<32x48xf16, L0C>, !asctile.tensor<?x?xf16>
      %bv = asctile.load %tbias[%on], %padf : !asctile.tensor<?xf32>, !asctile.tile<48xf32, UB>
      %b2 = asctile.reshape %bv : !asctile.tile<48xf32, UB> to !asctile.tile<1x48xf32, UB>
      %bb = asctile.broadcast %b2 : !asctile.tile<1x48xf32, UB> to !asctile.tile<16x48xf32, UB>
      scf.for %j = %c0 to %c32 step %c16 : i32 {
        %rr = arith.addi %om, %j : i32
        %u = asctile.load %tc[%rr, %on], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<16x48xf16, UB>
        %uf = asctile.cast %u : !asctile.tile<16x48xf16, UB> to !asctile.tile<16x48xf32, UB>
        %x = arith.addf %uf, %bb : !asctile.tile<16x48xf32, UB>
        %is2 = arith.constant dense<0.707106769> : !asctile.tile<16x48xf32, UB>
        %xs = arith.mulf %x, %is2 : !asctile.tile<16x48xf32, UB>
        %e = math.erf %xs : !asctile.tile<16x48xf32, UB>
        %one = arith.constant dense<1.000000e+00> : !asctile.tile<16x48xf32, UB>
        %p = arith.addf %e, %one : !asctile.tile<16x48xf32, UB>
        %half = arith.constant dense<5.000000e-01> : !asctile.tile<16x48xf32, UB>
        %hx = arith.mulf %x, %half : !asctile.tile<16x48xf32, UB>
        %g = arith.mulf %hx, %p : !asctile.tile<16x48xf32, UB>
        %gb = asctile.cast %g : !asctile.tile<16x48xf32, UB> to !asctile.tile<16x48xbf16, UB>
        asctile.store %gb, %ty[%rr, %on] : !asctile.tile<16x48xbf16, UB>, !asctile.tensor<?x?xbf16>
      } {asctile.unroll_factor = 1 : index}
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
