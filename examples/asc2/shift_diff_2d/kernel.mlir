// Forward differences along the rows of an f32 [rows, cols] matrix, d[r, j] = x[r, j+1] -
// x[r, j] for j < cols - 1 (d is [rows, cols - 1]), on 4x24 tiles whose column offsets
// (c and c + 1) are not 32-byte aligned in GM and whose rows (96 bytes) are: the same
// matrix is loaded at two column offsets. Tiles over the cores in a grid-stride loop.
module {
  func.func @diff_kernel(%x: memref<*xf32, 22>, %d: memref<*xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c24 = arith.constant 24 : i32
    %dc = arith.subi %cols, %c1 : i32
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %td = asctile.tensor %d(%rows, %dc) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %rt = arith.ceildivsi %rows, %c4 : i32
    %ct = arith.ceildivsi %dc, %c24 : i32
    %tiles = arith.muli %rt, %ct : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %pad = arith.constant 0.000000e+00 : f32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %tr = arith.divsi %t, %ct : i32
      %tc = arith.remsi %t, %ct : i32
      %r = arith.muli %tr, %c4 : i32
      %c = arith.muli %tc, %c24 : i32
      %c1o = arith.addi %c, %c1 : i32
      %a = asctile.load %tx[%r, %c], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<4x24xf32, UB>
      %b = asctile.load %tx[%r, %c1o], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<4x24xf32, UB>
      %s = arith.subf %b, %a : !asctile.tile<4x24xf32, UB>
      asctile.store %s, %td[%r, %c] : !asctile.tile<4x24xf32, UB>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
