// Nested carries: for each 8-row band (grid-strided), an inner loop over 32-column tiles
// (unrolled by 3, cols = 224: 7 tiles, a tail of 1) carries the band's running max tile
// and sum tile; the outer loop carries the core's scalar sum of band maxima and a tile of
// column-tile-0 values accumulated over bands. Outputs: per band rowmax [rows,1] and
// rowsum [rows,1]; per core bsum[b] (set_value) and acc0 [cores*8, 32].
module {
  func.func @nested_kernel(%x: memref<*xf32, 22>, %rmax: memref<*xf32, 22>, %rsum: memref<*xf32, 22>, %bsum: memref<*xf32, 22>, %acc0: memref<*xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c8 = arith.constant 8 : i32
    %c32 = arith.constant 32 : i32
    %zero = arith.constant 0.000000e+00 : f32
    %ninf = arith.constant 0xFF800000 : f32
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %trm = asctile.tensor %rmax(%rows) : memref<*xf32, 22>, !asctile.tensor<?x1xf32>
    %trs = asctile.tensor %rsum(%rows) : memref<*xf32, 22>, !asctile.tensor<?x1xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tb = asctile.tensor %bsum(%nbi) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %r8 = arith.muli %nbi, %c8 : i32
    %ta = asctile.tensor %acc0(%r8) : memref<*xf32, 22>, !asctile.tensor<?x32xf32>
    %rt = arith.ceildivsi %rows, %c8 : i32
    %ct = arith.ceildivsi %cols, %c32 : i32
    %z8 = arith.constant dense<0.000000e+00> : !asctile.tile<8x32xf32, UB>
    %out:2 = scf.for %t = %bi to %rt step %nbi iter_args(%bs = %zero, %a0 = %z8) -> (f32, !asctile.tile<8x32xf32, UB>) : i32 {
      %r = arith.muli %t, %c8 : i32
      %im = arith.constant dense<0xFF800000> : !asctile.tile<8x32xf32, UB>
      %in:2 = scf.for %j = %c0 to %ct step %c1 iter_args(%m = %im, %s = %z8) -> (!asctile.tile<8x32xf32, UB>, !asctile.tile<8x32xf32, UB>) : i32 {
        %cj = arith.muli %j, %c32 : i32
        %v = asctile.load %tx[%r, %cj], %ninf : !asctile.tensor<?x?xf32>, !asctile.tile<8x32xf32, UB>
        %w = asctile.load %tx[%r, %cj], %zero : !asctile.tensor<?x?xf32>, !asctile.tile<8x32xf32, UB>
        %nm = arith.maximumf %m, %v : !asctile.tile<8x32xf32, UB>
        %ns = arith.addf %s, %w : !asctile.tile<8x32xf32, UB>
        scf.yield %nm, %ns : !asctile.tile<8x32xf32, UB>, !asctile.tile<8x32xf32, UB>
      } {asctile.unroll_factor = 3 : index}
      %rm = asctile.reduce <max> %in#0 {dims = [1 : i32]} : !asctile.tile<8x32xf32, UB>, !asctile.tile<8x1xf32, UB>
      %rs = asctile.reduce <sum> %in#1 {dims = [1 : i32]} : !asctile.tile<8x32xf32, UB>, !asctile.tile<8x1xf32, UB>
      asctile.store %rm, %trm[%r, %c0] : !asctile.tile<8x1xf32, UB>, !asctile.tensor<?x1xf32>
      asctile.store %rs, %trs[%r, %c0] : !asctile.tile<8x1xf32, UB>, !asctile.tensor<?x1xf32>
      %bm = asctile.reduce_as_1d <max> %in#0 : !asctile.tile<8x32xf32, UB>, f32
      %nbs = arith.addf %bs, %bm : f32
      %f0 = asctile.load %tx[%r, %c0], %zero : !asctile.tensor<?x?xf32>, !asctile.tile<8x32xf32, UB>
      %na = arith.addf %a0, %f0 : !asctile.tile<8x32xf32, UB>
      scf.yield %nbs, %na : f32, !asctile.tile<8x32xf32, UB>
    } {asctile.unroll_factor = 1 : index}
    asctile.set_value %out#0, %tb[%bi] : f32, !asctile.tensor<?xf32>
    %ar = arith.muli %bi, %c8 : i32
    asctile.store %out#1, %ta[%ar, %c0] : !asctile.tile<8x32xf32, UB>, !asctile.tensor<?x32xf32>
    return
  }
}
