// Broadcasts of element types the vector Broadcast does not take in every form: a bf16 bias
// row (1x64 to 8x64) added in bf16, and an i32 column (8x1 to 8x64) stored as is. One core.
module {
  func.func @bc_kernel(%x: memref<*xbf16, 22>, %b: memref<*xbf16, 22>, %c: memref<*xi32, 22>, %y: memref<*xbf16, 22>, %z: memref<*xi32, 22>) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %pad = arith.constant 0.000000e+00 : bf16
    %pi = arith.constant 0 : i32
    %tx = asctile.tensor %x() : memref<*xbf16, 22>, !asctile.tensor<8x64xbf16>
    %tb = asctile.tensor %b() : memref<*xbf16, 22>, !asctile.tensor<64xbf16>
    %tc = asctile.tensor %c() : memref<*xi32, 22>, !asctile.tensor<8x1xi32>
    %ty = asctile.tensor %y() : memref<*xbf16, 22>, !asctile.tensor<8x64xbf16>
    %tz = asctile.tensor %z() : memref<*xi32, 22>, !asctile.tensor<8x64xi32>
    %v = asctile.load %tx[%c0, %c0], %pad : !asctile.tensor<8x64xbf16>, !asctile.tile<8x64xbf16, UB>
    %bv = asctile.load %tb[%c0], %pad : !asctile.tensor<64xbf16>, !asctile.tile<64xbf16, UB>
    %b2 = asctile.reshape %bv : !asctile.tile<64xbf16, UB> to !asctile.tile<1x64xbf16, UB>
    %bb = asctile.broadcast %b2 : !asctile.tile<1x64xbf16, UB> to !asctile.tile<8x64xbf16, UB>
    %o = arith.addf %v, %bb : !asctile.tile<8x64xbf16, UB>
    asctile.store %o, %ty[%c0, %c0] : !asctile.tile<8x64xbf16, UB>, !asctile.tensor<8x64xbf16>
    %cv = asctile.load %tc[%c0, %c0], %pi : !asctile.tensor<8x1xi32>, !asctile.tile<8x1xi32, UB>
    %cb = asctile.broadcast %cv : !asctile.tile<8x1xi32, UB> to !asctile.tile<8x64xi32, UB>
    asctile.store %cb, %tz[%c0, %c0] : !asctile.tile<8x64xi32, UB>, !asctile.tensor<8x64xi32>
    return
  }
}
