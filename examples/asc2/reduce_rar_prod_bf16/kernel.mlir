// Reductions the composites above do not use: an 8x64 f32 tile viewed as 2x4x64 and summed
// over the outer and inner axes at once (dims [0, 2], keep-dims 1x4x1: the RAR pattern),
// row products (<prod> over dim 1, squeezed to 8), and the row minima of a bf16 tile
// (<min>, squeezed) stored as bf16. One core, static shapes.
module {
  func.func @reduce_kernel(%x: memref<*xf32, 22>, %h: memref<*xbf16, 22>, %s: memref<*xf32, 22>, %p: memref<*xf32, 22>, %mn: memref<*xbf16, 22>) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %zero = arith.constant 0.000000e+00 : f32
    %zh = arith.constant 0.000000e+00 : bf16
    %tx = asctile.tensor %x() : memref<*xf32, 22>, !asctile.tensor<8x64xf32>
    %th = asctile.tensor %h() : memref<*xbf16, 22>, !asctile.tensor<8x64xbf16>
    %ts = asctile.tensor %s() : memref<*xf32, 22>, !asctile.tensor<8xf32>
    %tp = asctile.tensor %p() : memref<*xf32, 22>, !asctile.tensor<8xf32>
    %tm = asctile.tensor %mn() : memref<*xbf16, 22>, !asctile.tensor<16xbf16>
    %v = asctile.load %tx[%c0, %c0], %zero : !asctile.tensor<8x64xf32>, !asctile.tile<8x64xf32, UB>
    %v3 = asctile.reshape %v : !asctile.tile<8x64xf32, UB> to !asctile.tile<2x4x64xf32, UB>
    %r = asctile.reduce <sum> %v3 {dims = [0 : i32, 2 : i32]} : !asctile.tile<2x4x64xf32, UB>, !asctile.tile<1x4x1xf32, UB>
    %r1 = asctile.reshape %r : !asctile.tile<1x4x1xf32, UB> to !asctile.tile<4xf32, UB>
    %r8 = asctile.concat %r1, %r1 : !asctile.tile<4xf32, UB>, !asctile.tile<4xf32, UB> -> !asctile.tile<8xf32, UB>
    asctile.store %r8, %ts[%c0] : !asctile.tile<8xf32, UB>, !asctile.tensor<8xf32>
    %pr = asctile.reduce <prod> %v {dims = [1 : i32]} : !asctile.tile<8x64xf32, UB>, !asctile.tile<8xf32, UB>
    asctile.store %pr, %tp[%c0] : !asctile.tile<8xf32, UB>, !asctile.tensor<8xf32>
    %hv = asctile.load %th[%c0, %c0], %zh : !asctile.tensor<8x64xbf16>, !asctile.tile<8x64xbf16, UB>
    %hm = asctile.reduce <min> %hv {dims = [1 : i32]} : !asctile.tile<8x64xbf16, UB>, !asctile.tile<8xbf16, UB>
    %hm2 = asctile.concat %hm, %hm : !asctile.tile<8xbf16, UB>, !asctile.tile<8xbf16, UB> -> !asctile.tile<16xbf16, UB>
    asctile.store %hm2, %tm[%c0] : !asctile.tile<16xbf16, UB>, !asctile.tensor<16xbf16>
    return
  }
}
