// Row log-softmax over the last dim of 4x100 f32 tiles (rows of 400 bytes, not a power of
// two), written out as the frontend does it: keep-dims max, x - max, log of the keep-dims
// sum of exp, broadcast back and subtracted. 13 rows over 3 cores in 4-row tiles (the last
// tile holds one row; the pad rows load -inf and are never stored).
module {
  func.func @logsoftmax_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %rows: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c4 = arith.constant 4 : i32
    %ninf = arith.constant 0xFF800000 : f32
    %tx = asctile.tensor %x(%rows) : memref<*xf32, 22>, !asctile.tensor<?x100xf32>
    %ty = asctile.tensor %y(%rows) : memref<*xf32, 22>, !asctile.tensor<?x100xf32>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %rows, %c4 : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %r = arith.muli %t, %c4 : i32
      %v = asctile.load %tx[%r, %c0], %ninf : !asctile.tensor<?x100xf32>, !asctile.tile<4x100xf32, UB>
      %m = asctile.reduce <max> %v {dims = [1 : i32]} : !asctile.tile<4x100xf32, UB>, !asctile.tile<4x1xf32, UB>
      %mb = asctile.broadcast %m : !asctile.tile<4x1xf32, UB> to !asctile.tile<4x100xf32, UB>
      %d = arith.subf %v, %mb : !asctile.tile<4x100xf32, UB>
      %e = math.exp %d : !asctile.tile<4x100xf32, UB>
      %s = asctile.reduce <sum> %e {dims = [1 : i32]} : !asctile.tile<4x100xf32, UB>, !asctile.tile<4x1xf32, UB>
      %ls = math.log %s : !asctile.tile<4x1xf32, UB>
      %lb = asctile.broadcast %ls : !asctile.tile<4x1xf32, UB> to !asctile.tile<4x100xf32, UB>
      %o = arith.subf %d, %lb : !asctile.tile<4x100xf32, UB>
      asctile.store %o, %ty[%r, %c0] : !asctile.tile<4x100xf32, UB>, !asctile.tensor<?x100xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
