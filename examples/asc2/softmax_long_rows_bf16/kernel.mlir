// softmax_long_rows on a bf16 matrix computed in f32: each 4×64 bf16 tile is widened with
// asctile.cast (bf16 → f32 is exact) before the running max and sum, and the result is
// narrowed back to bf16 before the store. Rows of any length, 4-row blocks over the cores.
module {
  func.func @softmax_kernel(%x: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %c0 = arith.constant 0 : i32
    %c4 = arith.constant 4 : i32
    %c64 = arith.constant 64 : i32
    %ninf = arith.constant 0xFF80 : bf16
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %first = arith.muli %bi, %c4 : i32
    %step = arith.muli %nbi, %c4 : i32
    scf.for %r = %first to %rows step %step : i32 {
      %m0 = arith.constant dense<0xFF800000> : !asctile.tile<4x1xf32, UB>
      %m = scf.for %c = %c0 to %cols step %c64 iter_args(%mi = %m0) -> (!asctile.tile<4x1xf32, UB>) : i32 {
        %th = asctile.load %tx[%r, %c], %ninf : !asctile.tensor<?x?xbf16>, !asctile.tile<4x64xbf16, UB>
        %t = asctile.cast %th : !asctile.tile<4x64xbf16, UB> to !asctile.tile<4x64xf32, UB>
        %tm = asctile.reduce <max> %t {dims = [1 : i32]} : !asctile.tile<4x64xf32, UB>, !asctile.tile<4x1xf32, UB>
        %mn = arith.maximumf %mi, %tm : !asctile.tile<4x1xf32, UB>
        scf.yield %mn : !asctile.tile<4x1xf32, UB>
      } {asctile.unroll_factor = 1 : index}
      %mb = asctile.broadcast %m : !asctile.tile<4x1xf32, UB> to !asctile.tile<4x64xf32, UB>
      %s0 = arith.constant dense<0.000000e+00> : !asctile.tile<4x1xf32, UB>
      %s = scf.for %c = %c0 to %cols step %c64 iter_args(%si = %s0) -> (!asctile.tile<4x1xf32, UB>) : i32 {
        %th = asctile.load %tx[%r, %c], %ninf : !asctile.tensor<?x?xbf16>, !asctile.tile<4x64xbf16, UB>
        %t = asctile.cast %th : !asctile.tile<4x64xbf16, UB> to !asctile.tile<4x64xf32, UB>
        %d = arith.subf %t, %mb : !asctile.tile<4x64xf32, UB>
        %e = math.exp %d : !asctile.tile<4x64xf32, UB>
        %ts = asctile.reduce <sum> %e {dims = [1 : i32]} : !asctile.tile<4x64xf32, UB>, !asctile.tile<4x1xf32, UB>
        %sn = arith.addf %si, %ts : !asctile.tile<4x1xf32, UB>
        scf.yield %sn : !asctile.tile<4x1xf32, UB>
      } {asctile.unroll_factor = 1 : index}
      %sb = asctile.broadcast %s : !asctile.tile<4x1xf32, UB> to !asctile.tile<4x64xf32, UB>
      scf.for %c = %c0 to %cols step %c64 : i32 {
        %th = asctile.load %tx[%r, %c], %ninf : !asctile.tensor<?x?xbf16>, !asctile.tile<4x64xbf16, UB>
        %t = asctile.cast %th : !asctile.tile<4x64xbf16, UB> to !asctile.tile<4x64xf32, UB>
        %d = arith.subf %t, %mb : !asctile.tile<4x64xf32, UB>
        %e = math.exp %d : !asctile.tile<4x64xf32, UB>
        %o = arith.divf %e, %sb : !asctile.tile<4x64xf32, UB>
        %oh = asctile.cast %o : !asctile.tile<4x64xf32, UB> to !asctile.tile<4x64xbf16, UB>
        asctile.store %oh, %ty[%r, %c] : !asctile.tile<4x64xbf16, UB>, !asctile.tensor<?x?xbf16>
      } {asctile.unroll_factor = 1 : index}
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
