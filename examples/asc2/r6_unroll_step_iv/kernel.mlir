// An unrolled loop over element offsets (step 128, not 1) whose induction variable also
// feeds the vector work: y[off + i] = x[off + i] * 0.5 + off (off converted to f32, a
// runtime scalar per iteration), z[b] = the core's running max of off + x, unroll 3 over
// [lo, hi) with hi - lo not a multiple of 3 * 128 (nor of 128 at the end of x), and an
// atomic_rmw<Max> of the carried max tile per core into m.
module {
  func.func @iv_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %m: memref<*xf32, 22>, %n: i32, %chunk: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c128 = arith.constant 128 : i32
    %zero = arith.constant 0.000000e+00 : f32
    %ninf = arith.constant 0xFF800000 : f32
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tm = asctile.tensor %m() : memref<*xf32, 22>, !asctile.tensor<128xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %lo = arith.muli %bi, %chunk : i32
    %hi0 = arith.addi %lo, %chunk : i32
    %hi = arith.minsi %hi0, %n : i32
    %im = arith.constant dense<0xFF800000> : !asctile.tile<128xf32, UB>
    %mx = scf.for %off = %lo to %hi step %c128 iter_args(%a = %im) -> (!asctile.tile<128xf32, UB>) : i32 {
      %v = asctile.load %tx[%off], %zero : !asctile.tensor<?xf32>, !asctile.tile<128xf32, UB>
      %w = asctile.load %tx[%off], %ninf : !asctile.tensor<?xf32>, !asctile.tile<128xf32, UB>
      %fo = arith.sitofp %off : i32 to f32
      %so = asctile.splat %fo : !asctile.tile<128xf32, UB>
      %h = arith.constant dense<5.000000e-01> : !asctile.tile<128xf32, UB>
      %p = arith.mulf %v, %h : !asctile.tile<128xf32, UB>
      %q = arith.addf %p, %so : !asctile.tile<128xf32, UB>
      asctile.store %q, %ty[%off] : !asctile.tile<128xf32, UB>, !asctile.tensor<?xf32>
      %wo = arith.addf %w, %so : !asctile.tile<128xf32, UB>
      %na = arith.maximumf %a, %wo : !asctile.tile<128xf32, UB>
      scf.yield %na : !asctile.tile<128xf32, UB>
    } {asctile.unroll_factor = 3 : index}
    asctile.atomic_rmw<Max> %mx, %tm[%c0] : !asctile.tile<128xf32, UB>, !asctile.tensor<128xf32>
    return
  }
}
