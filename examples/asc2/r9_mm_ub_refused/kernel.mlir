// A matmul of two UB tiles (A and B loaded without a location, as asc2.load does by default):
// the cube reads L0A/L0B and writes L0C only, so the pipeline refuses the matmul at its line.
module {
  func.func @k(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %c: memref<*xf32, 22>) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %ta = asctile.tensor %a() : memref<*xf16, 22>, !asctile.tensor<32x32xf16>
    %tb = asctile.tensor %b() : memref<*xf16, 22>, !asctile.tensor<32x32xf16>
    %tc = asctile.tensor %c() : memref<*xf32, 22>, !asctile.tensor<32x32xf32>
    %x = asctile.load %ta[%c0, %c0], %pad : !asctile.tensor<32x32xf16>, !asctile.tile<32x32xf16, UB>
    %y = asctile.load %tb[%c0, %c0], %pad : !asctile.tensor<32x32xf16>, !asctile.tile<32x32xf16, UB>
    %z = asctile.matmul %x, %y : <32x32xf16, UB>, <32x32xf16, UB> -> <32x32xf32, UB>
    asctile.store %z, %tc[%c0, %c0] : !asctile.tile<32x32xf32, UB>, !asctile.tensor<32x32xf32>
    return
  }
}
