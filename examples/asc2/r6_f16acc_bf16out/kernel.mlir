// Row sums of an f16 [rows, cols] matrix accumulated in f32 over 2x128 column tiles
// (cols = 300: a tail of 44), output in f32; and a bf16 matrix g of the same shape scaled
// by those sums in f32 and rounded once to bf16 (second phase over the columns). One row
// pair per loop step, grid-strided.
module {
  func.func @acc_kernel(%x: memref<*xf16, 22>, %g: memref<*xbf16, 22>, %s: memref<*xf32, 22>, %o: memref<*xbf16, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c128 = arith.constant 128 : i32
    %h0 = arith.constant 0.000000e+00 : f16
    %b0 = arith.constant 0.000000e+00 : bf16
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tg = asctile.tensor %g(%rows, %cols) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %ts = asctile.tensor %s(%rows) : memref<*xf32, 22>, !asctile.tensor<?x1xf32>
    %to = asctile.tensor %o(%rows, %cols) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %rt = arith.ceildivsi %rows, %c2 : i32
    %ct = arith.ceildivsi %cols, %c128 : i32
    scf.for %t = %bi to %rt step %nbi : i32 {
      %r = arith.muli %t, %c2 : i32
      %init = arith.constant dense<0.000000e+00> : !asctile.tile<2x1xf32, UB>
      %sum = scf.for %j = %c0 to %ct step %c1 iter_args(%a = %init) -> (!asctile.tile<2x1xf32, UB>) : i32 {
        %cj = arith.muli %j, %c128 : i32
        %v = asctile.load %tx[%r, %cj], %h0 : !asctile.tensor<?x?xf16>, !asctile.tile<2x128xf16, UB>
        %vf = asctile.cast %v : !asctile.tile<2x128xf16, UB> to !asctile.tile<2x128xf32, UB>
        %rs = asctile.reduce <sum> %vf {dims = [1 : i32]} : !asctile.tile<2x128xf32, UB>, !asctile.tile<2x1xf32, UB>
        %n = arith.addf %a, %rs : !asctile.tile<2x1xf32, UB>
        scf.yield %n : !asctile.tile<2x1xf32, UB>
      } {asctile.unroll_factor = 2 : index}
      asctile.store %sum, %ts[%r, %c0] : !asctile.tile<2x1xf32, UB>, !asctile.tensor<?x1xf32>
      %sb = asctile.broadcast %sum : !asctile.tile<2x1xf32, UB> to !asctile.tile<2x128xf32, UB>
      scf.for %j = %c0 to %ct step %c1 : i32 {
        %cj = arith.muli %j, %c128 : i32
        %w = asctile.load %tg[%r, %cj], %b0 : !asctile.tensor<?x?xbf16>, !asctile.tile<2x128xbf16, UB>
        %wf = asctile.cast %w : !asctile.tile<2x128xbf16, UB> to !asctile.tile<2x128xf32, UB>
        %p = arith.mulf %wf, %sb : !asctile.tile<2x128xf32, UB>
        %pb = asctile.cast %p : !asctile.tile<2x128xf32, UB> to !asctile.tile<2x128xbf16, UB>
        asctile.store %pb, %to[%r, %cj] : !asctile.tile<2x128xbf16, UB>, !asctile.tensor<?x?xbf16>
      } {asctile.unroll_factor = 1 : index}
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
