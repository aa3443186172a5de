// Cube then vector in one kernel: C = A·B (f16 in, f32 in L0C) in blocks of 32 rows over
// the cores (grid-stride), N <= 64 in one tile, K in 32-deep steps with a tail; each core
// stores its block to the workspace W, reads it back 16 rows at a time (columns past N
// padded with -inf, so they add nothing) and writes the row softmax of C to Y, whose rows are
// 64 wide (the columns past N are 0): PyAsc's 2-D store clips only the linear tail.
module {
  func.func @mm_softmax_kernel(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %w: memref<*xf32, 22>, %y: memref<*xf32, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %ninf = arith.constant 0xFF800000 : f32
    %ta = asctile.tensor %a(%m, %k) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tb = asctile.tensor %b(%k, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tw = asctile.tensor %w(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %c64 = arith.constant 64 : i32
    %ty = asctile.tensor %y(%m, %c64) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %mt = arith.ceildivsi %m, %c32 : i32
    %ksteps = arith.ceildivsi %k, %c32 : i32
    scf.for %t = %bi to %mt step %nbi : i32 {
      %om = arith.muli %t, %c32 : i32
      %acc = asctile.accumulator : !asctile.tile<32x64xf32, L0C>
      scf.for %i = %c0 to %ksteps step %c1 : i32 {
        %ok = arith.muli %i, %c32 : i32
        %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x32xf16, L0A>
        %bt = asctile.load %tb[%ok, %c0], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x64xf16, L0B>
        asctile.matmul_acc %at, %bt, %acc : <32x32xf16, L0A>, <32x64xf16, L0B>, <32x64xf32, L0C>
      } {asctile.unroll_factor = 1 : index}
      asctile.store %acc, %tw[%om, %c0] : !asctile.tile<32x64xf32, L0C>, !asctile.tensor<?x?xf32>
      scf.for %rr = %c0 to %c32 step %c16 : i32 {
        %orr = arith.addi %om, %rr : i32
        %x = asctile.load %tw[%orr, %c0], %ninf : !asctile.tensor<?x?xf32>, !asctile.tile<16x64xf32, UB>
        %mx = asctile.reduce <max> %x {dims = [1 : i32]} : !asctile.tile<16x64xf32, UB>, !asctile.tile<16x1xf32, UB>
        %mb = asctile.broadcast %mx : !asctile.tile<16x1xf32, UB> to !asctile.tile<16x64xf32, UB>
        %d = arith.subf %x, %mb : !asctile.tile<16x64xf32, UB>
        %e = math.exp %d : !asctile.tile<16x64xf32, UB>
        %s = asctile.reduce <sum> %e {dims = [1 : i32]} : !asctile.tile<16x64xf32, UB>, !asctile.tile<16x1xf32, UB>
        %sb = asctile.broadcast %s : !asctile.tile<16x1xf32, UB> to !asctile.tile<16x64xf32, UB>
        %o = arith.divf %e, %sb : !asctile.tile<16x64xf32, UB>
        asctile.store %o, %ty[%orr, %c0] : !asctile.tile<16x64xf32, UB>, !asctile.tensor<?x?xf32>
      } {asctile.unroll_factor = 1 : index}
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
