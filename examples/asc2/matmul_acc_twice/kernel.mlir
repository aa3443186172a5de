// C = f16(A[:, 0:16] · B[0:16, :]) and D = f16(A · B) for 32×32 f16 A and B: one L0C
// accumulator, a matmul_acc of the first K half, the partial sum cast to f16 and stored to
// C, a matmul_acc of the second half, the full sum cast and stored to D. The two casts
// read the same SSA value before and after a write of it, so CSE must not merge them.
module {
  func.func @k(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %c: memref<*xf16, 22>, %d: memref<*xf16, 22>) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %ta = asctile.tensor %a(%c32, %c32) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tb = asctile.tensor %b(%c32, %c32) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tc = asctile.tensor %c(%c32, %c32) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %td = asctile.tensor %d(%c32, %c32) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %acc = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
    %a0 = asctile.load %ta[%c0, %c0], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x16xf16, L0A>
    %b0 = asctile.load %tb[%c0, %c0], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<16x32xf16, L0B>
    asctile.matmul_acc %a0, %b0, %acc : <32x16xf16, L0A>, <16x32xf16, L0B>, <32x32xf32, L0C>
    %h0 = asctile.cast %acc : !asctile.tile<32x32xf32, L0C> to !asctile.tile<32x32xf16, L0C>
    asctile.store %h0, %tc[%c0, %c0] : !asctile.tile<32x32xf16, L0C>, !asctile.tensor<?x?xf16>
    %a1 = asctile.load %ta[%c0, %c16], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x16xf16, L0A>
    %b1 = asctile.load %tb[%c16, %c0], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<16x32xf16, L0B>
    asctile.matmul_acc %a1, %b1, %acc : <32x16xf16, L0A>, <16x32xf16, L0B>, <32x32xf32, L0C>
    %h1 = asctile.cast %acc : !asctile.tile<32x32xf32, L0C> to !asctile.tile<32x32xf16, L0C>
    asctile.store %h1, %td[%c0, %c0] : !asctile.tile<32x32xf16, L0C>, !asctile.tensor<?x?xf16>
    return
  }
}
