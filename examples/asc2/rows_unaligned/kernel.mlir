// 2-D UB tiles whose rows are not whole 32-byte blocks, inside a wider tensor: x [rows, cols]
// f32 in 8×10 tiles (40-byte rows) over the cores (grid-stride; tails in both dimensions).
// Each tile gives y = 2x + 1 at the same place and its row sums (a 8×1 tile, padding 0) in
// column j of s [rows, ceil(cols / 10)] for the tile's column block j. The loads and stores
// go through a block-aligned staging tensor (docs/pyasc.md §5).
module {
  func.func @rows_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %s: memref<*xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %c8 = arith.constant 8 : i32
    %c10 = arith.constant 10 : i32
    %ct = arith.ceildivsi %cols, %c10 : i32
    %rt = arith.ceildivsi %rows, %c8 : i32
    %tiles = arith.muli %rt, %ct : i32
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ts = asctile.tensor %s(%rows, %ct) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %zero = arith.constant 0.000000e+00 : f32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %tr = arith.divsi %t, %ct : i32
      %tc = arith.remsi %t, %ct : i32
      %r0 = arith.muli %tr, %c8 : i32
      %c0 = arith.muli %tc, %c10 : i32
      %a = asctile.load %tx[%r0, %c0], %zero : !asctile.tensor<?x?xf32>, !asctile.tile<8x10xf32, UB>
      %two = arith.constant dense<2.000000e+00> : !asctile.tile<8x10xf32, UB>
      %one = arith.constant dense<1.000000e+00> : !asctile.tile<8x10xf32, UB>
      %a2 = arith.mulf %a, %two : !asctile.tile<8x10xf32, UB>
      %b = arith.addf %a2, %one : !asctile.tile<8x10xf32, UB>
      asctile.store %b, %ty[%r0, %c0] : !asctile.tile<8x10xf32, UB>, !asctile.tensor<?x?xf32>
      %rs = asctile.reduce <sum> %a {dims = [1 : i32]} : !asctile.tile<8x10xf32, UB>, !asctile.tile<8x1xf32, UB>
      asctile.store %rs, %ts[%r0, %tc] : !asctile.tile<8x1xf32, UB>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
