// Atomic accumulation of 2-D partial tiles: every core adds x * (bi + 1) over the whole
// [rows, cols] output (rows = 10, cols = 70: 4x32 tiles with tails on both axes) with
// atomic_rmw<Add>, in a nested loop unrolled by 2 (column tiles: 3, one tail). The pad
// lanes must not be added to anything.
module {
  func.func @atomic2d_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c32 = arith.constant 32 : i32
    %zero = arith.constant 0.000000e+00 : f32
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %b1 = arith.addi %bi, %c1 : i32
    %fb = arith.sitofp %b1 : i32 to f32
    %rt = arith.ceildivsi %rows, %c4 : i32
    %ct = arith.ceildivsi %cols, %c32 : i32
    scf.for %i = %c0 to %rt step %c1 : i32 {
      %r = arith.muli %i, %c4 : i32
      scf.for %j = %c0 to %ct step %c1 : i32 {
        %cj = arith.muli %j, %c32 : i32
        %v = asctile.load %tx[%r, %cj], %zero : !asctile.tensor<?x?xf32>, !asctile.tile<4x32xf32, UB>
        %s = asctile.splat %fb : !asctile.tile<4x32xf32, UB>
        %p = arith.mulf %v, %s : !asctile.tile<4x32xf32, UB>
        asctile.atomic_rmw<Add> %p, %ty[%r, %cj] : !asctile.tile<4x32xf32, UB>, !asctile.tensor<?x?xf32>
      } {asctile.unroll_factor = 2 : index}
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
