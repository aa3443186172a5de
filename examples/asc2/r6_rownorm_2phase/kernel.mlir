// Two phases over the same rows: the row sums of [rows, cols] f32 in 4x64 tiles (tails on
// both axes, cols = 150), then x - mean written per column tile; the means are a second
// output ([rows, 1], stored as 4x1 keep-dims tiles). Row tiles are grid-strided over a
// runtime core count; the column loops nest inside.
module {
  func.func @rownorm_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %mu: memref<*xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant 0.000000e+00 : f32
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tm = asctile.tensor %mu(%rows) : memref<*xf32, 22>, !asctile.tensor<?x1xf32>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %rt = arith.ceildivsi %rows, %c4 : i32
    %ct = arith.ceildivsi %cols, %c64 : i32
    %fc = arith.sitofp %cols : i32 to f32
    scf.for %t = %bi to %rt step %nbi : i32 {
      %r = arith.muli %t, %c4 : i32
      %init = arith.constant dense<0.000000e+00> : !asctile.tile<4x1xf32, UB>
      %sum = scf.for %j = %c0 to %ct step %c1 iter_args(%a = %init) -> (!asctile.tile<4x1xf32, UB>) : i32 {
        %cj = arith.muli %j, %c64 : i32
        %v = asctile.load %tx[%r, %cj], %zero : !asctile.tensor<?x?xf32>, !asctile.tile<4x64xf32, UB>
        %s = asctile.reduce <sum> %v {dims = [1 : i32]} : !asctile.tile<4x64xf32, UB>, !asctile.tile<4x1xf32, UB>
        %n = arith.addf %a, %s : !asctile.tile<4x1xf32, UB>
        scf.yield %n : !asctile.tile<4x1xf32, UB>
      } {asctile.unroll_factor = 1 : index}
      %fcs = asctile.splat %fc : !asctile.tile<4x1xf32, UB>
      %mean = arith.divf %sum, %fcs : !asctile.tile<4x1xf32, UB>
      asctile.store %mean, %tm[%r, %c0] : !asctile.tile<4x1xf32, UB>, !asctile.tensor<?x1xf32>
      %mb = asctile.broadcast %mean : !asctile.tile<4x1xf32, UB> to !asctile.tile<4x64xf32, UB>
      scf.for %j = %c0 to %ct step %c1 : i32 {
        %cj = arith.muli %j, %c64 : i32
        %v = asctile.load %tx[%r, %cj], %zero : !asctile.tensor<?x?xf32>, !asctile.tile<4x64xf32, UB>
        %d = arith.subf %v, %mb : !asctile.tile<4x64xf32, UB>
        asctile.store %d, %ty[%r, %cj] : !asctile.tile<4x64xf32, UB>, !asctile.tensor<?x?xf32>
      } {asctile.unroll_factor = 1 : index}
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
