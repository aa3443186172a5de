// Integer and half atomics: every core adds its 64-element i32 slice pattern x[bi] (a
// [cores, 64] input row) into acc (i32, atomic_rmw<Add>), and folds its f16 row h[bi] into
// hmax with atomic_rmw<Max> and into hmin with atomic_rmw<Min>.
module {
  func.func @atomic_kernel(%x: memref<*xi32, 22>, %h: memref<*xf16, 22>, %acc: memref<*xi32, 22>, %hmax: memref<*xf16, 22>, %hmin: memref<*xf16, 22>) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %h0 = arith.constant 0.000000e+00 : f16
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tx = asctile.tensor %x(%nbi) : memref<*xi32, 22>, !asctile.tensor<?x64xi32>
    %th = asctile.tensor %h(%nbi) : memref<*xf16, 22>, !asctile.tensor<?x64xf16>
    %ta = asctile.tensor %acc() : memref<*xi32, 22>, !asctile.tensor<1x64xi32>
    %tmx = asctile.tensor %hmax() : memref<*xf16, 22>, !asctile.tensor<1x64xf16>
    %tmn = asctile.tensor %hmin() : memref<*xf16, 22>, !asctile.tensor<1x64xf16>
    %v = asctile.load %tx[%bi, %c0], %c0 : !asctile.tensor<?x64xi32>, !asctile.tile<1x64xi32, UB>
    %two = arith.constant dense<2> : !asctile.tile<1x64xi32, UB>
    %v2 = arith.muli %v, %two : !asctile.tile<1x64xi32, UB>
    asctile.atomic_rmw<Add> %v2, %ta[%c0, %c0] : !asctile.tile<1x64xi32, UB>, !asctile.tensor<1x64xi32>
    %w = asctile.load %th[%bi, %c0], %h0 : !asctile.tensor<?x64xf16>, !asctile.tile<1x64xf16, UB>
    asctile.atomic_rmw<Max> %w, %tmx[%c0, %c0] : !asctile.tile<1x64xf16, UB>, !asctile.tensor<1x64xf16>
    asctile.atomic_rmw<Min> %w, %tmn[%c0, %c0] : !asctile.tile<1x64xf16, UB>, !asctile.tensor<1x64xf16>
    return
  }
}
