// each core takes a fixed 2x2 block of 4x24 f32 tiles (rows [bi*8, bi*8+8), cols [0, 48)),
// whatever the tensor's size: tiles partly or wholly past the edge in either dimension.
// y = exp(x - rowmax(x))  (row max over the tile, keepdims), z = x * 2 + colsum (sum over dim 0)
module {
  func.func @blk_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %z: memref<*xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tz = asctile.tensor %z(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : i32
    %c24 = arith.constant 24 : i32
    %c8 = arith.constant 8 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %base = arith.muli %bi, %c8 : i32
    scf.for %i = %c0 to %c2 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %ri = arith.muli %ii, %c4 : i32
      %r = arith.addi %base, %ri : i32
      scf.for %j = %c0 to %c2 step %c1 {
        %jj = arith.index_cast %j : index to i32
        %c = arith.muli %jj, %c24 : i32
        %pad = arith.constant 0xFF800000 : f32
        %a = asctile.load %tx[%r, %c], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<4x24xf32, UB>
        %m = asctile.reduce <max> %a {dims = [1 : i32]} : !asctile.tile<4x24xf32, UB>, !asctile.tile<4x1xf32, UB>
        %mb = asctile.broadcast %m : !asctile.tile<4x1xf32, UB> to !asctile.tile<4x24xf32, UB>
        %d = arith.subf %a, %mb : !asctile.tile<4x24xf32, UB>
        %e = math.exp %d : !asctile.tile<4x24xf32, UB>
        asctile.store %e, %ty[%r, %c] : !asctile.tile<4x24xf32, UB>, !asctile.tensor<?x?xf32>
        %pz = arith.constant 0.000000e+00 : f32
        %b = asctile.load %tx[%r, %c], %pz : !asctile.tensor<?x?xf32>, !asctile.tile<4x24xf32, UB>
        %s = asctile.reduce <sum> %b {dims = [0 : i32]} : !asctile.tile<4x24xf32, UB>, !asctile.tile<24xf32, UB>
        %s2 = asctile.reshape %s : !asctile.tile<24xf32, UB> to !asctile.tile<1x24xf32, UB>
        %sb = asctile.broadcast %s2 : !asctile.tile<1x24xf32, UB> to !asctile.tile<4x24xf32, UB>
        %two = arith.constant dense<2.000000e+00> : !asctile.tile<4x24xf32, UB>
        %b2 = arith.mulf %b, %two : !asctile.tile<4x24xf32, UB>
        %zz = arith.addf %b2, %sb : !asctile.tile<4x24xf32, UB>
        asctile.store %zz, %tz[%r, %c] : !asctile.tile<4x24xf32, UB>, !asctile.tensor<?x?xf32>
      } {asctile.unroll_factor = 2 : index}
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
