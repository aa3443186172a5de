// Row softmax of an f16 [rows, cols] matrix computed in f16 throughout (no cast), on 2-D
// tiles, as the frontend emits `x - x.max(dim=1, keepdim=True)`, `exp`, `/ e.sum(dim=1,
// keepdim=True)`: each core owns a contiguous band of rows (ceil(row tiles / cores) 4-row tiles)
// and walks it in 4x64 tiles (a loop over several row tiles per core); columns past cols (cols <= 64) are
// padded with -inf and give exp(-inf) = 0. The last band may end in a partial tile.
module {
  func.func @softmax_kernel(%x: memref<*xf16, 22>, %y: memref<*xf16, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %c0 = arith.constant 0 : i32
    %c4 = arith.constant 4 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %rt = arith.ceildivsi %rows, %c4 : i32
    %pt = arith.ceildivsi %rt, %nbi : i32
    %band = arith.muli %pt, %c4 : i32
    %r0 = arith.muli %bi, %band : i32
    %r1a = arith.addi %r0, %band : i32
    %r1 = arith.minsi %r1a, %rows : i32
    scf.for %r = %r0 to %r1 step %c4 : i32 {
      %ninf = arith.constant 0xFC00 : f16
      %t = asctile.load %tx[%r, %c0], %ninf : !asctile.tensor<?x?xf16>, !asctile.tile<4x64xf16, UB>
      %m = asctile.reduce <max> %t {dims = [1 : i32]} : !asctile.tile<4x64xf16, UB>, !asctile.tile<4x1xf16, UB>
      %mb = asctile.broadcast %m : !asctile.tile<4x1xf16, UB> to !asctile.tile<4x64xf16, UB>
      %d = arith.subf %t, %mb : !asctile.tile<4x64xf16, UB>
      %e = math.exp %d : !asctile.tile<4x64xf16, UB>
      %s = asctile.reduce <sum> %e {dims = [1 : i32]} : !asctile.tile<4x64xf16, UB>, !asctile.tile<4x1xf16, UB>
      %sb = asctile.broadcast %s : !asctile.tile<4x1xf16, UB> to !asctile.tile<4x64xf16, UB>
      %o = arith.divf %e, %sb : !asctile.tile<4x64xf16, UB>
      asctile.store %o, %ty[%r, %c0] : !asctile.tile<4x64xf16, UB>, !asctile.tensor<?x?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
