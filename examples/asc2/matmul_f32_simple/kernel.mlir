// The simplest matmul, as PyAsc's own asc2 test writes it: one core, the whole of A
// (48x96 f32) and B (96x80 f32) loaded as cube tiles of static tensors, one
// asctile.matmul, the L0C result stored.
module {
  func.func @matmul_kernel(%a: memref<*xf32, 22>, %b: memref<*xf32, 22>, %c: memref<*xf32, 22>) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %pad = arith.constant 0.000000e+00 : f32
    %ta = asctile.tensor %a() : memref<*xf32, 22>, !asctile.tensor<48x96xf32>
    %tb = asctile.tensor %b() : memref<*xf32, 22>, !asctile.tensor<96x80xf32>
    %tc = asctile.tensor %c() : memref<*xf32, 22>, !asctile.tensor<48x80xf32>
    %at = asctile.load %ta[%c0, %c0], %pad : !asctile.tensor<48x96xf32>, !asctile.tile<48x96xf32, L0A>
    %bt = asctile.load %tb[%c0, %c0], %pad : !asctile.tensor<96x80xf32>, !asctile.tile<96x80xf32, L0B>
    %ct = asctile.matmul %at, %bt : <48x96xf32, L0A>, <96x80xf32, L0B> -> <48x80xf32, L0C>
    asctile.store %ct, %tc[%c0, %c0] : !asctile.tile<48x80xf32, L0C>, !asctile.tensor<48x80xf32>
    return
  }
}
