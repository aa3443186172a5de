// Blocks of 320 f32 read as 1-D tiles, reshaped to 8x40, centred on their column means
// (keep-dims reduce along axis 0, broadcast back), scaled by their row maxima of |x|
// (keep-dims reduce along axis 1, broadcast back), reshaped back to 1-D and stored. The
// per-block column means also go out through a 1x40 tile into a [blocks, 40] tensor, and
// the row maxima through an 8x1 tile into a [blocks * 8, 1] tensor.
module {
  func.func @reshape_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %cm: memref<*xf32, 22>, %rm: memref<*xf32, 22>, %blocks: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %c320 = arith.constant 320 : i32
    %zero = arith.constant 0.000000e+00 : f32
    %n = arith.muli %blocks, %c320 : i32
    %r8 = arith.muli %blocks, %c8 : i32
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tcm = asctile.tensor %cm(%blocks) : memref<*xf32, 22>, !asctile.tensor<?x40xf32>
    %trm = asctile.tensor %rm(%r8) : memref<*xf32, 22>, !asctile.tensor<?x1xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    scf.for %k = %bi to %blocks step %nbi : i32 {
      %off = arith.muli %k, %c320 : i32
      %v1 = asctile.load %tx[%off], %zero : !asctile.tensor<?xf32>, !asctile.tile<320xf32, UB>
      %v = asctile.reshape %v1 : !asctile.tile<320xf32, UB> to !asctile.tile<8x40xf32, UB>
      %cs = asctile.reduce <sum> %v {dims = [0 : i32]} : !asctile.tile<8x40xf32, UB>, !asctile.tile<1x40xf32, UB>
      %eighth = arith.constant dense<1.250000e-01> : !asctile.tile<1x40xf32, UB>
      %cmean = arith.mulf %cs, %eighth : !asctile.tile<1x40xf32, UB>
      asctile.store %cmean, %tcm[%k, %c0] : !asctile.tile<1x40xf32, UB>, !asctile.tensor<?x40xf32>
      %cb = asctile.broadcast %cmean : !asctile.tile<1x40xf32, UB> to !asctile.tile<8x40xf32, UB>
      %d = arith.subf %v, %cb : !asctile.tile<8x40xf32, UB>
      %a = math.absf %d : !asctile.tile<8x40xf32, UB>
      %rmx = asctile.reduce <max> %a {dims = [1 : i32]} : !asctile.tile<8x40xf32, UB>, !asctile.tile<8x1xf32, UB>
      %rr = arith.muli %k, %c8 : i32
      asctile.store %rmx, %trm[%rr, %c0] : !asctile.tile<8x1xf32, UB>, !asctile.tensor<?x1xf32>
      %rb = asctile.broadcast %rmx : !asctile.tile<8x1xf32, UB> to !asctile.tile<8x40xf32, UB>
      %q = arith.divf %d, %rb : !asctile.tile<8x40xf32, UB>
      %q1 = asctile.reshape %q : !asctile.tile<8x40xf32, UB> to !asctile.tile<320xf32, UB>
      asctile.store %q1, %ty[%off] : !asctile.tile<320xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
