// GELU (erf) on a bf16 [rows, cols] matrix computed in f32: each core owns a contiguous band
// of rows (a whole number of 8-row tiles, ceil over the cores; the last core's band is
// shorter and may end in a partial tile, later cores get none) and walks it in 8×48 tiles,
// columns in an inner loop (48 is no power of two; the last column tile may be partial).
// bf16 → f32 (asctile.cast), 0.5·x·(1 + erf(x/√2)), f32 → bf16.
module {
  func.func @gelu_kernel(%x: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %c48 = arith.constant 48 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %rt = arith.ceildivsi %rows, %c8 : i32
    %per = arith.ceildivsi %rt, %nbi : i32
    %band = arith.muli %per, %c8 : i32
    %r0 = arith.muli %bi, %band : i32
    %r1a = arith.addi %r0, %band : i32
    %r1 = arith.minsi %r1a, %rows : i32
    scf.for %r = %r0 to %r1 step %c8 : i32 {
      scf.for %c = %c0 to %cols step %c48 : i32 {
        %pad = arith.constant 0.000000e+00 : bf16
        %h = asctile.load %tx[%r, %c], %pad : !asctile.tensor<?x?xbf16>, !asctile.tile<8x48xbf16, UB>
        %a = asctile.cast %h : !asctile.tile<8x48xbf16, UB> to !asctile.tile<8x48xf32, UB>
        %half = arith.constant dense<5.000000e-01> : !asctile.tile<8x48xf32, UB>
        %rs2 = arith.constant dense<0.707106769> : !asctile.tile<8x48xf32, UB>
        %one = arith.constant dense<1.000000e+00> : !asctile.tile<8x48xf32, UB>
        %hx = arith.mulf %a, %half : !asctile.tile<8x48xf32, UB>
        %u = arith.mulf %a, %rs2 : !asctile.tile<8x48xf32, UB>
        %e = math.erf %u : !asctile.tile<8x48xf32, UB>
        %s = arith.addf %e, %one : !asctile.tile<8x48xf32, UB>
        %g = arith.mulf %hx, %s : !asctile.tile<8x48xf32, UB>
        %o = asctile.cast %g : !asctile.tile<8x48xf32, UB> to !asctile.tile<8x48xbf16, UB>
        asctile.store %o, %ty[%r, %c] : !asctile.tile<8x48xbf16, UB>, !asctile.tensor<?x?xbf16>
      } {asctile.unroll_factor = 1 : index}
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
