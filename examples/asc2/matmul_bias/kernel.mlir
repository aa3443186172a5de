// Tiled C (f32) = A (f16, M×K) · B (f16, K×N) with a bias and casting epilogue: 64×64 output
// tiles, more tiles than cores (core b takes tiles b, b + blocks, ...), K walked in 32-deep
// steps into a fresh L0C accumulator per tile; C goes to GM through the fixpipe, comes back
// into UB, gets the bias row added (a [N] vector broadcast 1x64 -> 64x64) and is stored as
// f16: D = f16(A·B + bias). A mixed (cube + vector) kernel.
module {
  func.func @matmul_bias_kernel(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %bias: memref<*xf32, 22>, %c: memref<*xf32, 22>, %d: memref<*xf16, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %padf = arith.constant 0.000000e+00 : f32
    %ta = asctile.tensor %a(%m, %k) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tb = asctile.tensor %b(%k, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tbias = asctile.tensor %bias(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tc = asctile.tensor %c(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
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
      asctile.store %acc, %tc[%om, %on] : !asctile.tile<64x64xf32, L0C>, !asctile.tensor<?x?xf32>
      %x = asctile.load %tc[%om, %on], %padf : !asctile.tensor<?x?xf32>, !asctile.tile<64x64xf32, UB>
      %bv = asctile.load %tbias[%on], %padf : !asctile.tensor<?xf32>, !asctile.tile<64xf32, UB>
      %b2 = asctile.reshape %bv : !asctile.tile<64xf32, UB> to !asctile.tile<1x64xf32, UB>
      %bb = asctile.broadcast %b2 : !asctile.tile<1x64xf32, UB> to !asctile.tile<64x64xf32, UB>
      %y = arith.addf %x, %bb : !asctile.tile<64x64xf32, UB>
      %h = asctile.cast %y : !asctile.tile<64x64xf32, UB> to !asctile.tile<64x64xf16, UB>
      asctile.store %h, %td[%om, %on] : !asctile.tile<64x64xf16, UB>, !asctile.tensor<?x?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
