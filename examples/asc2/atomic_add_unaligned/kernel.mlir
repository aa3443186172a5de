// Sum of the rows of a chunks×100 f32 matrix, combined across the cores with
// asctile.atomic_rmw<Add>: each core adds its rows (c, c + cores, ...) straight into the
// 100-element output, whose 400 bytes are not a whole number of 32-byte blocks. The number
// of rows is a kernel argument; with fewer rows than cores some cores add nothing.
module {
  func.func @atomic_add_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %rows: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c100 = arith.constant 100 : i32
    %tx = asctile.tensor %x(%rows, %c100) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y() : memref<*xf32, 22>, !asctile.tensor<100xf32>
    %pad = arith.constant 0.000000e+00 : f32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    scf.for %i = %bi to %rows step %nbi : i32 {
      %t = asctile.load %tx[%i, %c0], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<1x100xf32, UB>
      %r = asctile.reshape %t : !asctile.tile<1x100xf32, UB> to !asctile.tile<100xf32, UB>
      asctile.atomic_rmw<Add> %r, %ty[%c0] : !asctile.tile<100xf32, UB>, !asctile.tensor<100xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
