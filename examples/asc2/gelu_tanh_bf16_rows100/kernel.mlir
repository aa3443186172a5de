// tanh GELU computed in bf16 (no widening in the kernel: every product and sum is a bf16
// tile op, the constants bf16) on 4x100 tiles, rows of 200 bytes (no whole number of
// 32-byte blocks), the rows a runtime argument so the last tile has two rows.
module {
  func.func @gelu_kernel(%x: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %rows: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c4 = arith.constant 4 : i32
    %pad = arith.constant 0.000000e+00 : bf16
    %half = arith.constant dense<5.000000e-01> : !asctile.tile<4x100xbf16, UB>
    %one = arith.constant dense<1.000000e+00> : !asctile.tile<4x100xbf16, UB>
    %k1 = arith.constant 4.471500e-02 : bf16
    %k0 = arith.constant 7.978846e-01 : bf16
    %tx = asctile.tensor %x(%rows) : memref<*xbf16, 22>, !asctile.tensor<?x100xbf16>
    %ty = asctile.tensor %y(%rows) : memref<*xbf16, 22>, !asctile.tensor<?x100xbf16>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %rows, %c4 : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %r = arith.muli %t, %c4 : i32
      %v = asctile.load %tx[%r, %c0], %pad : !asctile.tensor<?x100xbf16>, !asctile.tile<4x100xbf16, UB>
      %x2 = arith.mulf %v, %v : !asctile.tile<4x100xbf16, UB>
      %x3 = arith.mulf %x2, %v : !asctile.tile<4x100xbf16, UB>
      %s1 = asctile.splat %k1 : !asctile.tile<4x100xbf16, UB>
      %a = arith.mulf %x3, %s1 : !asctile.tile<4x100xbf16, UB>
      %in = arith.addf %v, %a : !asctile.tile<4x100xbf16, UB>
      %s0 = asctile.splat %k0 : !asctile.tile<4x100xbf16, UB>
      %u = arith.mulf %in, %s0 : !asctile.tile<4x100xbf16, UB>
      %th = math.tanh %u : !asctile.tile<4x100xbf16, UB>
      %p = arith.addf %th, %one : !asctile.tile<4x100xbf16, UB>
      %hx = arith.mulf %v, %half : !asctile.tile<4x100xbf16, UB>
      %o = arith.mulf %hx, %p : !asctile.tile<4x100xbf16, UB>
      asctile.store %o, %ty[%r, %c0] : !asctile.tile<4x100xbf16, UB>, !asctile.tensor<?x100xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
