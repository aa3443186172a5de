// The f16 form of rows_unaligned: x [rows, cols] f16 in 4x12 tiles (24-byte rows, not whole
// 32-byte blocks) over the cores; y = 2x + 1 at the same place and the row sums (4x1, padding 0)
// in column j of s [rows, ceil(cols / 12)]. Staged loads and stores (docs/pyasc.md §5).
module {
  func.func @rows_kernel(%x: memref<*xf16, 22>, %y: memref<*xf16, 22>, %s: memref<*xf16, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %c4 = arith.constant 4 : i32
    %c12 = arith.constant 12 : i32
    %ct = arith.ceildivsi %cols, %c12 : i32
    %rt = arith.ceildivsi %rows, %c4 : i32
    %tiles = arith.muli %rt, %ct : i32
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %ts = asctile.tensor %s(%rows, %ct) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %zero = arith.constant 0.000000e+00 : f16
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %tr = arith.divsi %t, %ct : i32
      %tc = arith.remsi %t, %ct : i32
      %r0 = arith.muli %tr, %c4 : i32
      %c0 = arith.muli %tc, %c12 : i32
      %a = asctile.load %tx[%r0, %c0], %zero : !asctile.tensor<?x?xf16>, !asctile.tile<4x12xf16, UB>
      %two = arith.constant dense<2.000000e+00> : !asctile.tile<4x12xf16, UB>
      %one = arith.constant dense<1.000000e+00> : !asctile.tile<4x12xf16, UB>
      %a2 = arith.mulf %a, %two : !asctile.tile<4x12xf16, UB>
      %b = arith.addf %a2, %one : !asctile.tile<4x12xf16, UB>
      asctile.store %b, %ty[%r0, %c0] : !asctile.tile<4x12xf16, UB>, !asctile.tensor<?x?xf16>
      %rs = asctile.reduce <sum> %a {dims = [1 : i32]} : !asctile.tile<4x12xf16, UB>, !asctile.tile<4x1xf16, UB>
      asctile.store %rs, %ts[%r0, %tc] : !asctile.tile<4x1xf16, UB>, !asctile.tensor<?x?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
