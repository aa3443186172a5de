// C = X·X for an f32 X (n x n, n <= 32) from one L1 tile copied into both L0A and L0B.
// PyAsc's asctile-split-cube-load reports the double use without failing and leaves the
// tile in the right matrix's layout, which the L0A copy reads wrongly for f32 (a wrong
// product with exit 0); the pipeline's departure loads the tile a second time as the left
// matrix (docs/pyasc.md §5).
module {
  func.func @square_kernel(%x: memref<*xf32, 22>, %c: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %pad = arith.constant 0.000000e+00 : f32
    %tx = asctile.tensor %x(%n, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tc = asctile.tensor %c(%n, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %x1 = asctile.load %tx[%c0, %c0], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<32x32xf32, L1>
    %xa = asctile.copy %x1[%c0, %c0] : !asctile.tile<32x32xf32, L1>, !asctile.tile<32x32xf32, L0A>
    %xb = asctile.copy %x1[%c0, %c0] : !asctile.tile<32x32xf32, L1>, !asctile.tile<32x32xf32, L0B>
    %z = asctile.matmul %xa, %xb : <32x32xf32, L0A>, <32x32xf32, L0B> -> <32x32xf32, L0C>
    asctile.store %z, %tc[%c0, %c0] : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<?x?xf32>
    return
  }
}
