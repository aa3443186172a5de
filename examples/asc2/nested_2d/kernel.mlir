// Nested tile loops over a rows x cols f32 tensor: core b takes rows [16b, 16b+16) as two
// 8-row blocks (outer asc2.range, factor 1) and the column tiles of 64 in an inner loop
// unrolled by 2 (dynamic trip count); y = x * 2 + 1 - x * x / 4 on each 8x64 tile.
module {
  func.func @nested_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c64 = arith.constant 64 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %rb = arith.muli %bi, %c16 : i32
    %nt = arith.divsi %cols, %c64 : i32
    scf.for %k = %c0 to %c2 step %c1 : i32 {
      %ro = arith.muli %k, %c8 : i32
      %r0 = arith.addi %rb, %ro : i32
      scf.for %j = %c0 to %nt step %c1 : i32 {
        %c0f = arith.muli %j, %c64 : i32
        %pad = arith.constant 0.000000e+00 : f32
        %a = asctile.load %tx[%r0, %c0f], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<8x64xf32, UB>
        %two = arith.constant dense<2.000000e+00> : !asctile.tile<8x64xf32, UB>
        %a2 = arith.mulf %a, %two : !asctile.tile<8x64xf32, UB>
        %one = arith.constant dense<1.000000e+00> : !asctile.tile<8x64xf32, UB>
        %s = arith.addf %a2, %one : !asctile.tile<8x64xf32, UB>
        %sq = arith.mulf %a, %a : !asctile.tile<8x64xf32, UB>
        %four = arith.constant dense<4.000000e+00> : !asctile.tile<8x64xf32, UB>
        %q = arith.divf %sq, %four : !asctile.tile<8x64xf32, UB>
        %r = arith.subf %s, %q : !asctile.tile<8x64xf32, UB>
        asctile.store %r, %ty[%r0, %c0f] : !asctile.tile<8x64xf32, UB>, !asctile.tensor<?x?xf32>
      } {asctile.unroll_factor = 2 : index}
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
