// Scalars from GM inside a loop: for each row r of [rows, 96] f32 (grid-strided, one
// 1x96 tile per row), y[r] = x[r] * w[r] + b[r % 4] (w, b read with get_value in the
// loop), and s[r] = the row's sum of y written with set_value in the same iteration as
// the row's vector store.
module {
  func.func @gv_kernel(%x: memref<*xf32, 22>, %w: memref<*xf32, 22>, %b: memref<*xf32, 22>, %y: memref<*xf32, 22>, %s: memref<*xf32, 22>, %rows: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c4 = arith.constant 4 : i32
    %zero = arith.constant 0.000000e+00 : f32
    %tx = asctile.tensor %x(%rows) : memref<*xf32, 22>, !asctile.tensor<?x96xf32>
    %ty = asctile.tensor %y(%rows) : memref<*xf32, 22>, !asctile.tensor<?x96xf32>
    %tw = asctile.tensor %w(%rows) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tbb = asctile.tensor %b() : memref<*xf32, 22>, !asctile.tensor<4xf32>
    %ts = asctile.tensor %s(%rows) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    scf.for %r = %bi to %rows step %nbi : i32 {
      %v = asctile.load %tx[%r, %c0], %zero : !asctile.tensor<?x96xf32>, !asctile.tile<1x96xf32, UB>
      %wv = asctile.get_value %tw[%r] : !asctile.tensor<?xf32>
      %r4 = arith.remsi %r, %c4 : i32
      %bv = asctile.get_value %tbb[%r4] : !asctile.tensor<4xf32>
      %ws = asctile.splat %wv : !asctile.tile<1x96xf32, UB>
      %bs = asctile.splat %bv : !asctile.tile<1x96xf32, UB>
      %p = arith.mulf %v, %ws : !asctile.tile<1x96xf32, UB>
      %q = arith.addf %p, %bs : !asctile.tile<1x96xf32, UB>
      asctile.store %q, %ty[%r, %c0] : !asctile.tile<1x96xf32, UB>, !asctile.tensor<?x96xf32>
      %sum = asctile.reduce_as_1d <sum> %q : !asctile.tile<1x96xf32, UB>, f32
      asctile.set_value %sum, %ts[%r] : f32, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
