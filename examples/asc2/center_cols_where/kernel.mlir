// Column centring and a leaky select on one 16x40 f32 tile (rows of 160 bytes): the column
// means (keep-dims sum over dim 0 times a splat 1/16), broadcast back and subtracted,
// then y = where(xc > thr, xc, xc * alpha) with thr and alpha runtime f32 arguments (cmps
// against the scalar, the product through a splat); the squeezed column maxima of xc
// (reduce over dim 0 to a 40-element tile) go to a second output.
module {
  func.func @center_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %cm: memref<*xf32, 22>, %thr: f32, %alpha: f32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %zero = arith.constant 0.000000e+00 : f32
    %inv = arith.constant dense<6.250000e-02> : !asctile.tile<1x40xf32, UB>
    %tx = asctile.tensor %x() : memref<*xf32, 22>, !asctile.tensor<16x40xf32>
    %ty = asctile.tensor %y() : memref<*xf32, 22>, !asctile.tensor<16x40xf32>
    %tm = asctile.tensor %cm() : memref<*xf32, 22>, !asctile.tensor<40xf32>
    %v = asctile.load %tx[%c0, %c0], %zero : !asctile.tensor<16x40xf32>, !asctile.tile<16x40xf32, UB>
    %s = asctile.reduce <sum> %v {dims = [0 : i32]} : !asctile.tile<16x40xf32, UB>, !asctile.tile<1x40xf32, UB>
    %mean = arith.mulf %s, %inv : !asctile.tile<1x40xf32, UB>
    %mb = asctile.broadcast %mean : !asctile.tile<1x40xf32, UB> to !asctile.tile<16x40xf32, UB>
    %xc = arith.subf %v, %mb : !asctile.tile<16x40xf32, UB>
    %mask = asctile.cmps GT %xc, %thr : !asctile.tile<16x40xf32, UB>
    %as = asctile.splat %alpha : !asctile.tile<16x40xf32, UB>
    %lo = arith.mulf %xc, %as : !asctile.tile<16x40xf32, UB>
    %o = asctile.select %mask, %xc, %lo : !asctile.tile<16x40xf32, UB>
    asctile.store %o, %ty[%c0, %c0] : !asctile.tile<16x40xf32, UB>, !asctile.tensor<16x40xf32>
    %mx = asctile.reduce <max> %xc {dims = [0 : i32]} : !asctile.tile<16x40xf32, UB>, !asctile.tile<40xf32, UB>
    asctile.store %mx, %tm[%c0] : !asctile.tile<40xf32, UB>, !asctile.tensor<40xf32>
    return
  }
}
