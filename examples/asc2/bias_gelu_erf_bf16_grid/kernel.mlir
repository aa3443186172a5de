// Fused bias + exact GELU on bf16 with explicit upcasts: x [rows, cols] and bias [cols]
// (both sizes runtime) in 8x64 tiles dealt over a 2-D grid round robin (tile t covers rows
// 8*(t / tn), columns 64*(t % tn)); both tiles cast to f32, added, GELU = 0.5 h (1 +
// erf(h * 0.70710678)), cast to bf16. 20x200 on 5 cores: 3x4 tiles, tails in both dims.
module {
  func.func @bias_gelu_kernel(%x: memref<*xbf16, 22>, %bias: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %c64 = arith.constant 64 : i32
    %pad = arith.constant 0.000000e+00 : bf16
    %half = arith.constant 5.000000e-01 : f32
    %one = arith.constant 1.000000e+00 : f32
    %rs2 = arith.constant 0.707106769 : f32
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %tb = asctile.tensor %bias(%cols) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tm = arith.ceildivsi %rows, %c8 : i32
    %tn = arith.ceildivsi %cols, %c64 : i32
    %tiles = arith.muli %tm, %tn : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %ti = arith.divsi %t, %tn : i32
      %tj = arith.remsi %t, %tn : i32
      %r = arith.muli %ti, %c8 : i32
      %c = arith.muli %tj, %c64 : i32
      %v = asctile.load %tx[%r, %c], %pad : !asctile.tensor<?x?xbf16>, !asctile.tile<8x64xbf16, UB>
      %bv = asctile.load %tb[%c], %pad : !asctile.tensor<?xbf16>, !asctile.tile<64xbf16, UB>
      %vf = asctile.cast %v : !asctile.tile<8x64xbf16, UB> to !asctile.tile<8x64xf32, UB>
      %bf = asctile.cast %bv : !asctile.tile<64xbf16, UB> to !asctile.tile<64xf32, UB>
      %b2 = asctile.reshape %bf : !asctile.tile<64xf32, UB> to !asctile.tile<1x64xf32, UB>
      %bb = asctile.broadcast %b2 : !asctile.tile<1x64xf32, UB> to !asctile.tile<8x64xf32, UB>
      %h = arith.addf %vf, %bb : !asctile.tile<8x64xf32, UB>
      %ks = asctile.splat %rs2 : !asctile.tile<8x64xf32, UB>
      %hs = arith.mulf %h, %ks : !asctile.tile<8x64xf32, UB>
      %er = math.erf %hs : !asctile.tile<8x64xf32, UB>
      %os = asctile.splat %one : !asctile.tile<8x64xf32, UB>
      %p = arith.addf %er, %os : !asctile.tile<8x64xf32, UB>
      %hls = asctile.splat %half : !asctile.tile<8x64xf32, UB>
      %hh = arith.mulf %h, %hls : !asctile.tile<8x64xf32, UB>
      %o = arith.mulf %hh, %p : !asctile.tile<8x64xf32, UB>
      %ob = asctile.cast %o : !asctile.tile<8x64xf32, UB> to !asctile.tile<8x64xbf16, UB>
      asctile.store %ob, %ty[%r, %c] : !asctile.tile<8x64xbf16, UB>, !asctile.tensor<?x?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
