// Softmax of long rows (1000 f32) in two passes over 4x256 column chunks (the last chunk
// of 232 columns pads with -inf): pass 1 carries the running maximum m and the running sum
// l (4x1 tiles) through iter_args, rescaling l by exp(m_old - m_new) at each chunk (online
// softmax); pass 2 writes exp(x - m) / l chunk by chunk. 10 rows in 4-row tiles over 2
// cores (the last tile of 2 rows).
module {
  func.func @softmax_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c4 = arith.constant 4 : i32
    %c256 = arith.constant 256 : i32
    %ninf = arith.constant 0xFF800000 : f32
    %zero = arith.constant 0.000000e+00 : f32
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %rows, %c4 : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %r = arith.muli %t, %c4 : i32
      %m0 = asctile.splat %ninf : !asctile.tile<4x1xf32, UB>
      %l0 = asctile.splat %zero : !asctile.tile<4x1xf32, UB>
      %ml:2 = scf.for %c = %c0 to %cols step %c256 iter_args(%m = %m0, %l = %l0) -> (!asctile.tile<4x1xf32, UB>, !asctile.tile<4x1xf32, UB>) : i32 {
        %v = asctile.load %tx[%r, %c], %ninf : !asctile.tensor<?x?xf32>, !asctile.tile<4x256xf32, UB>
        %cm = asctile.reduce <max> %v {dims = [1 : i32]} : !asctile.tile<4x256xf32, UB>, !asctile.tile<4x1xf32, UB>
        %mn = arith.maximumf %m, %cm : !asctile.tile<4x1xf32, UB>
        %dm = arith.subf %m, %mn : !asctile.tile<4x1xf32, UB>
        %sc = math.exp %dm : !asctile.tile<4x1xf32, UB>
        %ls = arith.mulf %l, %sc : !asctile.tile<4x1xf32, UB>
        %mb = asctile.broadcast %mn : !asctile.tile<4x1xf32, UB> to !asctile.tile<4x256xf32, UB>
        %d = arith.subf %v, %mb : !asctile.tile<4x256xf32, UB>
        %e = math.exp %d : !asctile.tile<4x256xf32, UB>
        %s = asctile.reduce <sum> %e {dims = [1 : i32]} : !asctile.tile<4x256xf32, UB>, !asctile.tile<4x1xf32, UB>
        %ln = arith.addf %ls, %s : !asctile.tile<4x1xf32, UB>
        scf.yield %mn, %ln : !asctile.tile<4x1xf32, UB>, !asctile.tile<4x1xf32, UB>
      } {asctile.unroll_factor = 1 : index}
      %mb2 = asctile.broadcast %ml#0 : !asctile.tile<4x1xf32, UB> to !asctile.tile<4x256xf32, UB>
      %lb2 = asctile.broadcast %ml#1 : !asctile.tile<4x1xf32, UB> to !asctile.tile<4x256xf32, UB>
      scf.for %c = %c0 to %cols step %c256 : i32 {
        %v = asctile.load %tx[%r, %c], %ninf : !asctile.tensor<?x?xf32>, !asctile.tile<4x256xf32, UB>
        %d = arith.subf %v, %mb2 : !asctile.tile<4x256xf32, UB>
        %e = math.exp %d : !asctile.tile<4x256xf32, UB>
        %o = arith.divf %e, %lb2 : !asctile.tile<4x256xf32, UB>
        asctile.store %o, %ty[%r, %c] : !asctile.tile<4x256xf32, UB>, !asctile.tensor<?x?xf32>
      } {asctile.unroll_factor = 1 : index}
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
