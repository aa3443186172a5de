// Y (f16) = GELU_tanh(A·B + bias) with M/N/K = 144/80/48 given at run time: 48x80 tiles
// of C over the cores (3 tiles on 2 cores), the f32 product stored to a workspace C and
// read back into UB in 16-row bands (a 48x80 f32 epilogue's live tiles would not fit in
// UB without reuse-ub), where the epilogue adds the bias row (broadcast down the band),
// applies tanh GELU in f32 and casts to f16.
module {
  func.func @matmul_kernel(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %bias: memref<*xf32, 22>, %c: memref<*xf32, 22>, %y: memref<*xf16, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c48 = arith.constant 48 : i32
    %c80 = arith.constant 80 : i32
    %c16 = arith.constant 16 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %padf = arith.constant 0.000000e+00 : f32
    %k1 = arith.constant 4.471500e-02 : f32
    %k0 = arith.constant 0.797884583 : f32
    %half = arith.constant 5.000000e-01 : f32
    %one = arith.constant 1.000000e+00 : f32
    %ta = asctile.tensor %a(%m, %k) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tb = asctile.tensor %b(%k, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tbias = asctile.tensor %bias(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tc = asctile.tensor %c(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y(%m, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %mt = arith.ceildivsi %m, %c48 : i32
    %nt = arith.ceildivsi %n, %c80 : i32
    %tiles = arith.muli %mt, %nt : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %bm = arith.divsi %t, %nt : i32
      %bn = arith.remsi %t, %nt : i32
      %om = arith.muli %bm, %c48 : i32
      %on = arith.muli %bn, %c80 : i32
      %at = asctile.load %ta[%om, %c0], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<48x48xf16, L0A>
      %bt = asctile.load %tb[%c0, %on], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<48x80xf16, L0B>
      %ct = asctile.matmul %at, %bt : <48x48xf16, L0A>, <48x80xf16, L0B> -> <48x80xf32, L0C>
      asctile.store %ct, %tc[%om, %on] : !asctile.tile<48x80xf32, L0C>, !asctile.tensor<?x?xf32>
      scf.for %j = %c0 to %c48 step %c16 : i32 {
        %r = arith.addi %om, %j : i32
        %u = asctile.load %tc[%r, %on], %padf : !asctile.tensor<?x?xf32>, !asctile.tile<16x80xf32, UB>
        %bv = asctile.load %tbias[%on], %padf : !asctile.tensor<?xf32>, !asctile.tile<80xf32, UB>
        %b2 = asctile.reshape %bv : !asctile.tile<80xf32, UB> to !asctile.tile<1x80xf32, UB>
        %bb = asctile.broadcast %b2 : !asctile.tile<1x80xf32, UB> to !asctile.tile<16x80xf32, UB>
        %x = arith.addf %u, %bb : !asctile.tile<16x80xf32, UB>
        %x2 = arith.mulf %x, %x : !asctile.tile<16x80xf32, UB>
        %x3 = arith.mulf %x2, %x : !asctile.tile<16x80xf32, UB>
        %s1 = asctile.splat %k1 : !asctile.tile<16x80xf32, UB>
        %p1 = arith.mulf %x3, %s1 : !asctile.tile<16x80xf32, UB>
        %in = arith.addf %x, %p1 : !asctile.tile<16x80xf32, UB>
        %s0 = asctile.splat %k0 : !asctile.tile<16x80xf32, UB>
        %v = arith.mulf %in, %s0 : !asctile.tile<16x80xf32, UB>
        %th = math.tanh %v : !asctile.tile<16x80xf32, UB>
        %so = asctile.splat %one : !asctile.tile<16x80xf32, UB>
        %p = arith.addf %th, %so : !asctile.tile<16x80xf32, UB>
        %sh = asctile.splat %half : !asctile.tile<16x80xf32, UB>
        %hx = arith.mulf %x, %sh : !asctile.tile<16x80xf32, UB>
        %g = arith.mulf %hx, %p : !asctile.tile<16x80xf32, UB>
        %h = asctile.cast %g : !asctile.tile<16x80xf32, UB> to !asctile.tile<16x80xf16, UB>
        asctile.store %h, %ty[%r, %on] : !asctile.tile<16x80xf16, UB>, !asctile.tensor<?x?xf16>
      } {asctile.unroll_factor = 1 : index}
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
