// Y (f16) = relu(A·B) with M = N = K = 144: 48x144 tiles of Y (one per core, 3 cores),
// K in three 48-deep steps; the epilogue is on the L0C tile (relu, then a cast to f16),
// so the store becomes one fixpipe store with relu and quantize.
module {
  func.func @matmul_kernel(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %y: memref<*xf16, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c48 = arith.constant 48 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %ta = asctile.tensor %a(%m, %k) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tb = asctile.tensor %b(%k, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %ty = asctile.tensor %y(%m, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %om = arith.muli %bi, %c48 : i32
    %acc = asctile.accumulator : !asctile.tile<48x144xf32, L0C>
    scf.for %ok = %c0 to %k step %c48 : i32 {
      %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<48x48xf16, L0A>
      %bt = asctile.load %tb[%ok, %c0], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<48x144xf16, L0B>
      asctile.matmul_acc %at, %bt, %acc : <48x48xf16, L0A>, <48x144xf16, L0B>, <48x144xf32, L0C>
    } {asctile.unroll_factor = 1 : index}
    %r = asctile.relu %acc : !asctile.tile<48x144xf32, L0C>
    %h = asctile.cast %r : !asctile.tile<48x144xf32, L0C> to !asctile.tile<48x144xf16, L0C>
    asctile.store %h, %ty[%om, %c0] : !asctile.tile<48x144xf16, L0C>, !asctile.tensor<?x?xf16>
    return
  }
}
