// TestTileRandom seed 42741 (f32, 2-D): a constant tile cos(erf(-1)) stored and reduced
// (reduce_as_1d max, written back by set_value) in a column loop unrolled by 4. Under
// reuse-ub-in-out with static allocation the constant's Duplicate is hoisted out of both
// loops, and with fewer than 256 columns the unrolled main loop runs no iteration: its
// epilogue's ReduceMax then needs a pipe_v barrier of its own after the Duplicate, which
// ascendc-insert-sync used to place only inside the main loop (asc-sim: V-V race).
module {
  func.func @rk(%x0: memref<*xf32, 22>, %x1: memref<*xf32, 22>, %z: memref<*xf32, 22>, %rows: i32, %cols: i32, %s: f32) attributes {ascendc.global} {
    %tx0 = asctile.tensor %x0(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tx1 = asctile.tensor %x1(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tz = asctile.tensor %z(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %c0i = arith.constant 0 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %cR = arith.constant 4 : i32
    %cC = arith.constant 64 : i32
    %rt = arith.ceildivsi %rows, %cR : i32
    scf.for %t = %bi to %rt step %nbi : i32 {
      %r0 = arith.muli %t, %cR : i32
      %c1 = arith.constant dense<-1.000000e+00> : !asctile.tile<4x64xf32, UB>
      %o2 = asctile.splat %s : !asctile.tile<4x64xf32, UB>
      scf.for %c = %c0i to %cols step %cC : i32 {
        %pad = arith.constant 0.000000e+00 : f32
        %l0 = asctile.load %tx0[%r0, %c], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<4x64xf32, UB>
        %l1 = asctile.load %tx1[%r0, %c], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<4x64xf32, UB>
        %v3 = math.erf %c1 : !asctile.tile<4x64xf32, UB>
        %v4 = math.cos %v3 : !asctile.tile<4x64xf32, UB>
        asctile.store %v4, %tz[%r0, %c] : !asctile.tile<4x64xf32, UB>, !asctile.tensor<?x?xf32>
        %r5 = asctile.reduce_as_1d <max> %v4 : !asctile.tile<4x64xf32, UB>, f32
        asctile.set_value %r5, %tz[%r0, %c] : f32, !asctile.tensor<?x?xf32>
      } {asctile.unroll_factor = 4 : index}
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
