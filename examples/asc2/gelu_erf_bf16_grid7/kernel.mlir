// Exact GELU computed in bf16 (tile-scalar muls/adds with bf16 scalars, erf on the bf16
// tile) over a 2-D grid of 8x48 tiles of a [rows, cols] tensor, both sizes runtime
// arguments that leave partial tiles in both dimensions (a last column of 8: 16 bytes),
// tiles dealt round robin over 7 cores.
module {
  func.func @gelu_kernel(%x: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %c8 = arith.constant 8 : i32
    %c48 = arith.constant 48 : i32
    %pad = arith.constant 0.000000e+00 : bf16
    %rs2 = arith.constant 7.070310e-01 : bf16
    %one = arith.constant 1.000000e+00 : bf16
    %half = arith.constant 5.000000e-01 : bf16
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %rt = arith.ceildivsi %rows, %c8 : i32
    %ct = arith.ceildivsi %cols, %c48 : i32
    %tiles = arith.muli %rt, %ct : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %ti = arith.divsi %t, %ct : i32
      %tj = arith.remsi %t, %ct : i32
      %r = arith.muli %ti, %c8 : i32
      %c = arith.muli %tj, %c48 : i32
      %v = asctile.load %tx[%r, %c], %pad : !asctile.tensor<?x?xbf16>, !asctile.tile<8x48xbf16, UB>
      %u = asctile.muls %v, %rs2 : !asctile.tile<8x48xbf16, UB>
      %e = math.erf %u : !asctile.tile<8x48xbf16, UB>
      %p = asctile.adds %e, %one : !asctile.tile<8x48xbf16, UB>
      %hx = asctile.muls %v, %half : !asctile.tile<8x48xbf16, UB>
      %o = arith.mulf %hx, %p : !asctile.tile<8x48xbf16, UB>
      asctile.store %o, %ty[%r, %c] : !asctile.tile<8x48xbf16, UB>, !asctile.tensor<?x?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
