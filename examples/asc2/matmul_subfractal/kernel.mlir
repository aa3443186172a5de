// C (f32, 8x8) = A (f16, 8x16) · B (f16, 16x8): cube tiles smaller than one 16x16 fractal.
// PyAsc's lowering copies whole fractals (Nd2Nz into L1, LoadData into L0A/L0B) and so
// reads and writes past these tiles; --pyasc-pipeline refuses the A load at its line.
module {
  func.func @matmul_kernel(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %c: memref<*xf32, 22>) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %ta = asctile.tensor %a() : memref<*xf16, 22>, !asctile.tensor<8x16xf16>
    %tb = asctile.tensor %b() : memref<*xf16, 22>, !asctile.tensor<16x8xf16>
    %tc = asctile.tensor %c() : memref<*xf32, 22>, !asctile.tensor<8x8xf32>
    %at = asctile.load %ta[%c0, %c0], %pad : !asctile.tensor<8x16xf16>, !asctile.tile<8x16xf16, L0A>
    %bt = asctile.load %tb[%c0, %c0], %pad : !asctile.tensor<16x8xf16>, !asctile.tile<16x8xf16, L0B>
    %ct = asctile.matmul %at, %bt : <8x16xf16, L0A>, <16x8xf16, L0B> -> <8x8xf32, L0C>
    asctile.store %ct, %tc[%c0, %c0] : !asctile.tile<8x8xf32, L0C>, !asctile.tensor<8x8xf32>
    return
  }
}
