// A splat and a tile - scalar subtraction inside asc2.mask(count=n, other=-1): the splat
// (a Duplicate) and the subtraction (on the 910B a Duplicate of the scalar and a Sub) fill
// lanes [0, n) of each 256-byte repeat, the others take -1. 128 f32 lanes, n = 40.
module {
  func.func @mask_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %z: memref<*xf32, 22>, %n: i64, %s: f32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %pad = arith.constant 0.000000e+00 : f32
    %m1 = arith.constant -1.000000e+00 : f32
    %tx = asctile.tensor %x() : memref<*xf32, 22>, !asctile.tensor<128xf32>
    %ty = asctile.tensor %y() : memref<*xf32, 22>, !asctile.tensor<128xf32>
    %tz = asctile.tensor %z() : memref<*xf32, 22>, !asctile.tensor<128xf32>
    %v = asctile.load %tx[%c0], %pad : !asctile.tensor<128xf32>, !asctile.tile<128xf32, UB>
    asctile.count_mask %n, %m1 : f32 {
      %f = asctile.splat %s : !asctile.tile<128xf32, UB>
      asctile.store %f, %tz[%c0] : !asctile.tile<128xf32, UB>, !asctile.tensor<128xf32>
      %d = asctile.subs %v, %s : !asctile.tile<128xf32, UB>
      asctile.store %d, %ty[%c0] : !asctile.tile<128xf32, UB>, !asctile.tensor<128xf32>
    }
    return
  }
}
