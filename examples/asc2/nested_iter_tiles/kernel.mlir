// Nested scf.for loops carrying tiles: the rows of an R×256 f32 matrix are taken in groups
// of 4 (group g by core g mod cores; rows past R load as 0). The inner loop carries the
// running sum and maximum of the group's rows as two tile iter_args; Y[g] = sum + max.
// The outer loop carries the core's total of the group sums, stored to Z[core] at the end
// (a core without groups stores zeros).
module {
  func.func @nested_iter_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %z: memref<*xf32, 22>, %rows: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c256 = arith.constant 256 : i32
    %pad = arith.constant 0.000000e+00 : f32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %groups = arith.ceildivsi %rows, %c4 : i32
    %tx = asctile.tensor %x(%rows, %c256) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y(%groups, %c256) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tz = asctile.tensor %z(%nbi, %c256) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %zero = arith.constant dense<0.000000e+00> : !asctile.tile<1x256xf32, UB>
    %ninf = arith.constant dense<0xFF800000> : !asctile.tile<1x256xf32, UB>
    %total = scf.for %g = %bi to %groups step %nbi iter_args(%tot = %zero) -> (!asctile.tile<1x256xf32, UB>) : i32 {
      %r0 = arith.muli %g, %c4 : i32
      %sm:2 = scf.for %j = %c0 to %c4 step %c1 iter_args(%s = %zero, %m = %ninf) -> (!asctile.tile<1x256xf32, UB>, !asctile.tile<1x256xf32, UB>) : i32 {
        %r = arith.addi %r0, %j : i32
        %t = asctile.load %tx[%r, %c0], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<1x256xf32, UB>
        %s2 = arith.addf %s, %t : !asctile.tile<1x256xf32, UB>
        %m2 = arith.maximumf %m, %t : !asctile.tile<1x256xf32, UB>
        scf.yield %s2, %m2 : !asctile.tile<1x256xf32, UB>, !asctile.tile<1x256xf32, UB>
      } {asctile.unroll_factor = 1 : index}
      %o = arith.addf %sm#0, %sm#1 : !asctile.tile<1x256xf32, UB>
      asctile.store %o, %ty[%g, %c0] : !asctile.tile<1x256xf32, UB>, !asctile.tensor<?x?xf32>
      %tot2 = arith.addf %tot, %sm#0 : !asctile.tile<1x256xf32, UB>
      scf.yield %tot2 : !asctile.tile<1x256xf32, UB>
    } {asctile.unroll_factor = 1 : index}
    asctile.store %total, %tz[%bi, %c0] : !asctile.tile<1x256xf32, UB>, !asctile.tensor<?x?xf32>
    return
  }
}
