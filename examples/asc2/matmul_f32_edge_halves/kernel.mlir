// C (f32) = A (f32) · B (f32), M/N/K runtime arguments, 64x64 C tiles round robin over the
// cores, each computed as two 64x32 halves: per 64-deep K step A and B are loaded into L1
// (clipped at the tensor edge) and walked in 32-deep sub-tiles, A's copied at a column
// offset, B's at a row offset and at column offsets 0 and 32. With N = 90 the right half
// of the last tile column lies wholly past C (its store writes nothing).
module {
  func.func @matmul_kernel(%a: memref<*xf32, 22>, %b: memref<*xf32, 22>, %c: memref<*xf32, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %pad = arith.constant 0.000000e+00 : f32
    %ta = asctile.tensor %a(%m, %k) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tb = asctile.tensor %b(%k, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tc = asctile.tensor %c(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %mt = arith.ceildivsi %m, %c64 : i32
    %nt = arith.ceildivsi %n, %c64 : i32
    %tiles = arith.muli %mt, %nt : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %bm = arith.divsi %t, %nt : i32
      %bn = arith.remsi %t, %nt : i32
      %om = arith.muli %bm, %c64 : i32
      %on = arith.muli %bn, %c64 : i32
      %acc = asctile.accumulator : !asctile.tile<64x32xf32, L0C>
      %acc2 = asctile.accumulator : !asctile.tile<64x32xf32, L0C>
      %c32b = arith.constant 32 : i32
      %on2 = arith.addi %on, %c32b : i32
      scf.for %ok = %c0 to %k step %c64 : i32 {
        %a1 = asctile.load %ta[%om, %ok], %pad {asctile.is_matrix_a} : !asctile.tensor<?x?xf32>, !asctile.tile<64x64xf32, L1>
        %b1 = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<64x64xf32, L1>
        scf.for %kk = %c0 to %c64 step %c32 : i32 {
          %a0 = asctile.copy %a1[%c0, %kk] : !asctile.tile<64x64xf32, L1>, !asctile.tile<64x32xf32, L0A>
          %b0 = asctile.copy %b1[%kk, %c0] : !asctile.tile<64x64xf32, L1>, !asctile.tile<32x32xf32, L0B>
          asctile.matmul_acc %a0, %b0, %acc : <64x32xf32, L0A>, <32x32xf32, L0B>, <64x32xf32, L0C>
          %b2 = asctile.copy %b1[%kk, %c32] : !asctile.tile<64x64xf32, L1>, !asctile.tile<32x32xf32, L0B>
          asctile.matmul_acc %a0, %b2, %acc2 : <64x32xf32, L0A>, <32x32xf32, L0B>, <64x32xf32, L0C>
        } {asctile.unroll_factor = 1 : index}
      } {asctile.unroll_factor = 1 : index}
      asctile.store %acc, %tc[%om, %on] : !asctile.tile<64x32xf32, L0C>, !asctile.tensor<?x?xf32>
      asctile.store %acc2, %tc[%om, %on2] : !asctile.tile<64x32xf32, L0C>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
