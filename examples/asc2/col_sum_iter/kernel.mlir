// Column sums of an R×C f32 matrix with the partial sums in a UB tile carried through
// the row loop's iter_args: each core takes the 64-wide column blocks b, b + cores, ...;
// for each it adds the 8x64 row tiles (the last one partial, padded with zeros) into an
// 8x64 accumulator (a loop unrolled by 2 with an epilogue), then reduces it over axis 0
// and stores the 64 sums as one row of the [1, C] result.
module {
  func.func @col_sum_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y(%cols) : memref<*xf32, 22>, !asctile.tensor<1x?xf32>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c8 = arith.constant 8 : i32
    %c64 = arith.constant 64 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %ncb = arith.ceildivsi %cols, %c64 : i32
    %nrb = arith.ceildivsi %rows, %c8 : i32
    scf.for %j = %bi to %ncb step %nbi : i32 {
      %col = arith.muli %j, %c64 : i32
      %zero = arith.constant dense<0.000000e+00> : !asctile.tile<8x64xf32, UB>
      %acc = scf.for %i = %c0 to %nrb step %c1 iter_args(%a = %zero) -> (!asctile.tile<8x64xf32, UB>) : i32 {
        %row = arith.muli %i, %c8 : i32
        %pad = arith.constant 0.000000e+00 : f32
        %xt = asctile.load %tx[%row, %col], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<8x64xf32, UB>
        %s = arith.addf %a, %xt : !asctile.tile<8x64xf32, UB>
        scf.yield %s : !asctile.tile<8x64xf32, UB>
      } {asctile.unroll_factor = 2 : index}
      %cs = asctile.reduce <sum> %acc {dims = [0 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<1x64xf32, UB>
      asctile.store %cs, %ty[%c0, %col] : !asctile.tile<1x64xf32, UB>, !asctile.tensor<1x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
