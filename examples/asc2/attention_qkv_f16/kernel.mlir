// One attention head, f16 in and out: S = Q Kt (Q [L, 32], Kt [32, L] given transposed),
// scaled by 1/sqrt(32) and row-softmaxed in UB (f32), P cast to f16, O = P V (V [L, 32]).
// Each core takes 32 query rows (L = 64 on 2 cores); S goes through the f32 workspace s,
// P through the f16 workspace p (each core writes and reads only its own rows). O leaves
// the fixpipe cast to f16.
module {
  func.func @attn_kernel(%q: memref<*xf16, 22>, %kt: memref<*xf16, 22>, %v: memref<*xf16, 22>, %s: memref<*xf32, 22>, %p: memref<*xf16, 22>, %o: memref<*xf16, 22>) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %padf = arith.constant 0.000000e+00 : f32
    %scale = arith.constant 0.176776692 : f32
    %tq = asctile.tensor %q() : memref<*xf16, 22>, !asctile.tensor<64x32xf16>
    %tk = asctile.tensor %kt() : memref<*xf16, 22>, !asctile.tensor<32x64xf16>
    %tv = asctile.tensor %v() : memref<*xf16, 22>, !asctile.tensor<64x32xf16>
    %ts = asctile.tensor %s() : memref<*xf32, 22>, !asctile.tensor<64x64xf32>
    %tp = asctile.tensor %p() : memref<*xf16, 22>, !asctile.tensor<64x64xf16>
    %to = asctile.tensor %o() : memref<*xf16, 22>, !asctile.tensor<64x32xf16>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %r = arith.muli %bi, %c32 : i32
    %qa = asctile.load %tq[%r, %c0], %pad : !asctile.tensor<64x32xf16>, !asctile.tile<32x32xf16, L0A>
    %kb = asctile.load %tk[%c0, %c0], %pad : !asctile.tensor<32x64xf16>, !asctile.tile<32x64xf16, L0B>
    %sc = asctile.matmul %qa, %kb : <32x32xf16, L0A>, <32x64xf16, L0B> -> <32x64xf32, L0C>
    asctile.store %sc, %ts[%r, %c0] : !asctile.tile<32x64xf32, L0C>, !asctile.tensor<64x64xf32>
    %su = asctile.load %ts[%r, %c0], %padf : !asctile.tensor<64x64xf32>, !asctile.tile<32x64xf32, UB>
    %ss = asctile.splat %scale : !asctile.tile<32x64xf32, UB>
    %z = arith.mulf %su, %ss : !asctile.tile<32x64xf32, UB>
    %mx = asctile.reduce <max> %z {dims = [1 : i32]} : !asctile.tile<32x64xf32, UB>, !asctile.tile<32x1xf32, UB>
    %mb = asctile.broadcast %mx : !asctile.tile<32x1xf32, UB> to !asctile.tile<32x64xf32, UB>
    %d = arith.subf %z, %mb : !asctile.tile<32x64xf32, UB>
    %e = math.exp %d : !asctile.tile<32x64xf32, UB>
    %sm = asctile.reduce <sum> %e {dims = [1 : i32]} : !asctile.tile<32x64xf32, UB>, !asctile.tile<32x1xf32, UB>
    %sb = asctile.broadcast %sm : !asctile.tile<32x1xf32, UB> to !asctile.tile<32x64xf32, UB>
    %pr = arith.divf %e, %sb : !asctile.tile<32x64xf32, UB>
    %ph = asctile.cast %pr : !asctile.tile<32x64xf32, UB> to !asctile.tile<32x64xf16, UB>
    asctile.store %ph, %tp[%r, %c0] : !asctile.tile<32x64xf16, UB>, !asctile.tensor<64x64xf16>
    %pa = asctile.load %tp[%r, %c0], %pad : !asctile.tensor<64x64xf16>, !asctile.tile<32x64xf16, L0A>
    %vb = asctile.load %tv[%c0, %c0], %pad : !asctile.tensor<64x32xf16>, !asctile.tile<64x32xf16, L0B>
    %oc = asctile.matmul %pa, %vb : <32x64xf16, L0A>, <64x32xf16, L0B> -> <32x32xf32, L0C>
    %oh = asctile.cast %oc : !asctile.tile<32x32xf32, L0C> to !asctile.tile<32x32xf16, L0C>
    asctile.store %oh, %to[%r, %c0] : !asctile.tile<32x32xf16, L0C>, !asctile.tensor<64x32xf16>
    return
  }
}
