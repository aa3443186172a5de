// Column minima of an R×64 f32 matrix combined across the cores with
// asctile.atomic_rmw<Min>: each core reduces its blocks of 8 rows (b, b + cores, ...; the
// last one partial, padded with the neutral element) over axis 0 and stores the 64
// results atomically into the output, which starts at the neutral element.
module {
  func.func @atomic_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %rows: i32, %neutral: f32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows) : memref<*xf32, 22>, !asctile.tensor<?x64xf32>
    %ty = asctile.tensor %y() : memref<*xf32, 22>, !asctile.tensor<1x64xf32>
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %nrb = arith.ceildivsi %rows, %c8 : i32
    scf.for %i = %bi to %nrb step %nbi : i32 {
      %row = arith.muli %i, %c8 : i32
      %xt = asctile.load %tx[%row, %c0], %neutral : !asctile.tensor<?x64xf32>, !asctile.tile<8x64xf32, UB>
      %r = asctile.reduce <min> %xt {dims = [0 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<1x64xf32, UB>
      asctile.atomic_rmw<Min> %r, %ty[%c0, %c0] : !asctile.tile<1x64xf32, UB>, !asctile.tensor<1x64xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
