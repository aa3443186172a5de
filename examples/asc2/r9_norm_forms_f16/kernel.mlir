// Rank-1 library ops and reduce_as_1d scalars in f16, one 64-element row per iteration
// (grid-stride over rows): rms_norm and softmax of a 1-D tile, and the row's max, sum and
// min as scalars used by tile-scalar arith (x - max, x / sum, max(x, min), x * sum: the
// users asctile-unscalarize-reduction rewrites on the 950) and by scalar arith first
// (min(x, max * 0.5), a user it leaves alone).
module {
  func.func @norm_kernel(%x: memref<*xf16, 22>, %gm: memref<*xf16, 22>, %rms: memref<*xf16, 22>, %sm: memref<*xf16, 22>, %sub: memref<*xf16, 22>, %div: memref<*xf16, 22>, %max: memref<*xf16, 22>, %min: memref<*xf16, 22>, %mul: memref<*xf16, 22>, %rows: i32, %eps: f32) attributes {ascendc.global} {
    %c64 = arith.constant 64 : i32
    %n = arith.muli %rows, %c64 : i32
    %tx = asctile.tensor %x(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %trms = asctile.tensor %rms(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tsm = asctile.tensor %sm(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tsub = asctile.tensor %sub(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tdiv = asctile.tensor %div(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tmax = asctile.tensor %max(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tmin = asctile.tensor %min(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tmul = asctile.tensor %mul(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tg = asctile.tensor %gm() : memref<*xf16, 22>, !asctile.tensor<64xf16>
    %c0 = arith.constant 0 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %e = arith.truncf %eps : f32 to f16
    %pad0 = arith.constant 0.000000e+00 : f16
    %g = asctile.load %tg[%c0], %pad0 : !asctile.tensor<64xf16>, !asctile.tile<64xf16, UB>
    scf.for %r = %bi to %rows step %nbi : i32 {
      %off = arith.muli %r, %c64 : i32
      %pad = arith.constant 0.000000e+00 : f16
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xf16>, !asctile.tile<64xf16, UB>
      %y0 = asctile.rms_norm %a, %g, %e : !asctile.tile<64xf16, UB>, !asctile.tile<64xf16, UB>
      asctile.store %y0, %trms[%off] : !asctile.tile<64xf16, UB>, !asctile.tensor<?xf16>
      %y1 = asctile.softmax %a : !asctile.tile<64xf16, UB>
      asctile.store %y1, %tsm[%off] : !asctile.tile<64xf16, UB>, !asctile.tensor<?xf16>
      %mx = asctile.reduce_as_1d <max> %a : !asctile.tile<64xf16, UB>, f16
      %tot = asctile.reduce_as_1d <sum> %a : !asctile.tile<64xf16, UB>, f16
      %mn = asctile.reduce_as_1d <min> %a : !asctile.tile<64xf16, UB>, f16
      %smx = asctile.splat %mx : !asctile.tile<64xf16, UB>
      %y2 = arith.subf %a, %smx : !asctile.tile<64xf16, UB>
      asctile.store %y2, %tsub[%off] : !asctile.tile<64xf16, UB>, !asctile.tensor<?xf16>
      %ssm = asctile.splat %tot : !asctile.tile<64xf16, UB>
      %y3 = arith.divf %a, %ssm : !asctile.tile<64xf16, UB>
      asctile.store %y3, %tdiv[%off] : !asctile.tile<64xf16, UB>, !asctile.tensor<?xf16>
      %smn = asctile.splat %mn : !asctile.tile<64xf16, UB>
      %y4 = arith.maximumf %a, %smn : !asctile.tile<64xf16, UB>
      asctile.store %y4, %tmax[%off] : !asctile.tile<64xf16, UB>, !asctile.tensor<?xf16>
      %half = arith.constant 5.000000e-01 : f16
      %hm = arith.mulf %mx, %half : f16
      %shm = asctile.splat %hm : !asctile.tile<64xf16, UB>
      %y5 = arith.minimumf %a, %shm : !asctile.tile<64xf16, UB>
      asctile.store %y5, %tmin[%off] : !asctile.tile<64xf16, UB>, !asctile.tensor<?xf16>
      %y6 = arith.mulf %ssm, %a : !asctile.tile<64xf16, UB>
      asctile.store %y6, %tmul[%off] : !asctile.tile<64xf16, UB>, !asctile.tensor<?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
