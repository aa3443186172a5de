// Exact GELU of a bf16 [rows, cols] matrix computed in f32, with the scalars as splat tiles
// (asctile.splat) and x / sqrt(2) as a tile-scalar divs: 8x64 tiles over a 2-D grid walked
// grid-stride, runtime rows and cols leaving edge tiles in both dimensions.
module {
  func.func @gelu_kernel(%x: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %c8 = arith.constant 8 : i32
    %c64 = arith.constant 64 : i32
    %pad = arith.constant 0.000000e+00 : bf16
    %sqrt2 = arith.constant 1.41421354 : f32
    %onef = arith.constant 1.000000e+00 : f32
    %halff = arith.constant 5.000000e-01 : f32
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %rt = arith.ceildivsi %rows, %c8 : i32
    %ct = arith.ceildivsi %cols, %c64 : i32
    %tiles = arith.muli %rt, %ct : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %ti = arith.divsi %t, %ct : i32
      %tj = arith.remsi %t, %ct : i32
      %r = arith.muli %ti, %c8 : i32
      %c = arith.muli %tj, %c64 : i32
      %v = asctile.load %tx[%r, %c], %pad : !asctile.tensor<?x?xbf16>, !asctile.tile<8x64xbf16, UB>
      %a = asctile.cast %v : !asctile.tile<8x64xbf16, UB> to !asctile.tile<8x64xf32, UB>
      %u = asctile.divs %a, %sqrt2 : !asctile.tile<8x64xf32, UB>
      %e = math.erf %u : !asctile.tile<8x64xf32, UB>
      %os = asctile.splat %onef : !asctile.tile<8x64xf32, UB>
      %p = arith.addf %os, %e : !asctile.tile<8x64xf32, UB>
      %hs = asctile.splat %halff : !asctile.tile<8x64xf32, UB>
      %hx = arith.mulf %hs, %a : !asctile.tile<8x64xf32, UB>
      %o = arith.mulf %hx, %p : !asctile.tile<8x64xf32, UB>
      %ob = asctile.cast %o : !asctile.tile<8x64xf32, UB> to !asctile.tile<8x64xbf16, UB>
      asctile.store %ob, %ty[%r, %c] : !asctile.tile<8x64xbf16, UB>, !asctile.tensor<?x?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
