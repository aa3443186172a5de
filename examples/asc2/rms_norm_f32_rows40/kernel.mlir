// asctile.rms_norm (asc2.rms_norm) on 3x40 f32 tiles (rows of 160 bytes), gamma one
// 40-element row, epsilon an f32 kernel argument, the row count a runtime i64 argument:
// 3-row tiles dealt round robin, the last one partial.
module {
  func.func @rms_norm_kernel(%x: memref<*xf32, 22>, %g: memref<*xf32, 22>, %y: memref<*xf32, 22>, %rows64: i64, %eps: f32) attributes {ascendc.global} {
    %rows = arith.trunci %rows64 : i64 to i32
    %c0 = arith.constant 0 : i32
    %c3 = arith.constant 3 : i32
    %pad = arith.constant 0.000000e+00 : f32
    %tx = asctile.tensor %x(%rows) : memref<*xf32, 22>, !asctile.tensor<?x40xf32>
    %tg = asctile.tensor %g() : memref<*xf32, 22>, !asctile.tensor<40xf32>
    %ty = asctile.tensor %y(%rows) : memref<*xf32, 22>, !asctile.tensor<?x40xf32>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %gv = asctile.load %tg[%c0], %pad : !asctile.tensor<40xf32>, !asctile.tile<40xf32, UB>
    %tiles = arith.ceildivsi %rows, %c3 : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %r = arith.muli %t, %c3 : i32
      %v = asctile.load %tx[%r, %c0], %pad : !asctile.tensor<?x40xf32>, !asctile.tile<3x40xf32, UB>
      %o = asctile.rms_norm %v, %gv, %eps : !asctile.tile<3x40xf32, UB>, !asctile.tile<40xf32, UB>
      asctile.store %o, %ty[%r, %c0] : !asctile.tile<3x40xf32, UB>, !asctile.tensor<?x40xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
