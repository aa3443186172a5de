// Column softmax (reduction on axis 0) on 2-D tiles: y[:, j] = softmax(x[:, j]) of a
// [16, cols] f32 matrix, as the frontend emits `x.max(dim=0)` (a squeezed 64-element
// result) broadcast back down the 16 rows and `x.sum(dim=0)`. Each core takes the
// 16x64 column blocks b, b + cores, ... (grid stride in an index loop); the last block may
// be partial (its missing columns padded, not stored).
module {
  func.func @softmax_cols_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%cols) : memref<*xf32, 22>, !asctile.tensor<16x?xf32>
    %ty = asctile.tensor %y(%cols) : memref<*xf32, 22>, !asctile.tensor<16x?xf32>
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %c0x = arith.constant 0 : index
    %b = ascendc.get_block_idx : i64
    %bx = arith.index_cast %b : i64 to index
    %nb = ascendc.get_block_num : i64
    %nbx = arith.index_cast %nb : i64 to index
    %nblk = arith.ceildivsi %cols, %c64 : i32
    %nblkx = arith.index_cast %nblk : i32 to index
    scf.for %i = %bx to %nblkx step %nbx {
      %ii = arith.index_cast %i : index to i32
      %col = arith.muli %ii, %c64 : i32
      %pad = arith.constant 0.000000e+00 : f32
      %xt = asctile.load %tx[%c0, %col], %pad : !asctile.tensor<16x?xf32>, !asctile.tile<16x64xf32, UB>
      %mx = asctile.reduce <max> %xt {dims = [0 : i32]} : !asctile.tile<16x64xf32, UB>, !asctile.tile<64xf32, UB>
      %mb = asctile.broadcast %mx : !asctile.tile<64xf32, UB> to !asctile.tile<16x64xf32, UB>
      %d = arith.subf %xt, %mb : !asctile.tile<16x64xf32, UB>
      %e = math.exp %d : !asctile.tile<16x64xf32, UB>
      %s = asctile.reduce <sum> %e {dims = [0 : i32]} : !asctile.tile<16x64xf32, UB>, !asctile.tile<64xf32, UB>
      %sb = asctile.broadcast %s : !asctile.tile<64xf32, UB> to !asctile.tile<16x64xf32, UB>
      %r = arith.divf %e, %sb : !asctile.tile<16x64xf32, UB>
      asctile.store %r, %ty[%c0, %col] : !asctile.tile<16x64xf32, UB>, !asctile.tensor<16x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
