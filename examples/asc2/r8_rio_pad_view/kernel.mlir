// |x| then sqrt of 2x64 f32 tiles loaded with a pad value of 1 from a [rows, cols] tensor
// (tails in both dimensions), reshaped to 128 and back. With reuse-ub-in-out, cse merges the
// reshape of the loaded tile into one reuse-ub took of its allocated tensor before the load,
// and insert-sync missed the pipe_v barrier between the fill of the load's padding and the
// abs reading that view (random seed 310112, Ascend910B1).
module {
  func.func @rk(%x: memref<*xf32, 22>, %z: memref<*xf32, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tz = asctile.tensor %z(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %c0i = arith.constant 0 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %cR = arith.constant 2 : i32
    %cC = arith.constant 64 : i32
    %rt = arith.ceildivsi %rows, %cR : i32
    scf.for %t = %bi to %rt step %nbi : i32 {
      %r0 = arith.muli %t, %cR : i32
      scf.for %c = %c0i to %cols step %cC : i32 {
        %pad = arith.constant 1.000000e+00 : f32
        %l2 = asctile.load %tx[%r0, %c], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<2x64xf32, UB>
        %v4 = asctile.reshape %l2 : !asctile.tile<2x64xf32, UB> to !asctile.tile<128xf32, UB>
        %v5 = math.absf %v4 : !asctile.tile<128xf32, UB>
        %v6 = math.sqrt %v5 : !asctile.tile<128xf32, UB>
        %v7 = asctile.reshape %v6 : !asctile.tile<128xf32, UB> to !asctile.tile<2x64xf32, UB>
        asctile.store %v7, %tz[%r0, %c] : !asctile.tile<2x64xf32, UB>, !asctile.tensor<?x?xf32>
      } {asctile.unroll_factor = 1 : index}
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
