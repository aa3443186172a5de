// Cube, vector and atomics in one kernel: the row maxima of C = A·B (f16 in, f32 in L0C).
// The 32×64 blocks of C are dealt to the cores grid-stride (M, N and K tails; K in steps
// of 32); each core stores its block to the workspace W, reads it back into UB (columns
// past N padded with the neutral element), reduces it along the rows and combines the 32
// partial maxima into Y with asctile.atomic_rmw<Max> (the blocks of one row band may sit
// on different cores). Y starts at the neutral element.
module {
  func.func @mm_rowmax_kernel(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %w: memref<*xf32, 22>, %y: memref<*xf32, 22>, %m: i32, %n: i32, %k: i32, %neutral: f32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %ta = asctile.tensor %a(%m, %k) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tb = asctile.tensor %b(%k, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tw = asctile.tensor %w(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y(%m, %c1) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %mt = arith.ceildivsi %m, %c32 : i32
    %nt = arith.ceildivsi %n, %c64 : i32
    %tiles = arith.muli %mt, %nt : i32
    %ksteps = arith.ceildivsi %k, %c32 : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %tm = arith.divsi %t, %nt : i32
      %tn = arith.remsi %t, %nt : i32
      %om = arith.muli %tm, %c32 : i32
      %on = arith.muli %tn, %c64 : i32
      %acc = asctile.accumulator : !asctile.tile<32x64xf32, L0C>
      scf.for %i = %c0 to %ksteps step %c1 : i32 {
        %ok = arith.muli %i, %c32 : i32
        %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x32xf16, L0A>
        %bt = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x64xf16, L0B>
        asctile.matmul_acc %at, %bt, %acc : <32x32xf16, L0A>, <32x64xf16, L0B>, <32x64xf32, L0C>
      } {asctile.unroll_factor = 1 : index}
      asctile.store %acc, %tw[%om, %on] : !asctile.tile<32x64xf32, L0C>, !asctile.tensor<?x?xf32>
      %x = asctile.load %tw[%om, %on], %neutral : !asctile.tensor<?x?xf32>, !asctile.tile<32x64xf32, UB>
      %mx = asctile.reduce <max> %x {dims = [1 : i32]} : !asctile.tile<32x64xf32, UB>, !asctile.tile<32x1xf32, UB>
      asctile.atomic_rmw<Max> %mx, %ty[%om, %c0] : !asctile.tile<32x1xf32, UB>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
