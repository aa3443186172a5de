// bf16 elementwise chain computed in bf16 on 1000-element tiles (a partial last tile):
// y = max(x * a + b, x) / (|x| + 1) with a and b f32 kernel arguments narrowed to bf16
// (tile-scalar ops through splats), then min with 4 (a dense bf16 constant).
module {
  func.func @ew_kernel(%x: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %n: i32, %a32: f32, %b32: f32) attributes {ascendc.global} {
    %a = arith.truncf %a32 : f32 to bf16
    %bb = arith.truncf %b32 : f32 to bf16
    %c1000 = arith.constant 1000 : i32
    %pad = arith.constant 0.000000e+00 : bf16
    %one = arith.constant 1.000000e+00 : bf16
    %four = arith.constant dense<4.000000e+00> : !asctile.tile<1000xbf16, UB>
    %tx = asctile.tensor %x(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %ty = asctile.tensor %y(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %n, %c1000 : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %off = arith.muli %t, %c1000 : i32
      %v = asctile.load %tx[%off], %pad : !asctile.tensor<?xbf16>, !asctile.tile<1000xbf16, UB>
      %sa = asctile.splat %a : !asctile.tile<1000xbf16, UB>
      %m = arith.mulf %v, %sa : !asctile.tile<1000xbf16, UB>
      %sb = asctile.splat %bb : !asctile.tile<1000xbf16, UB>
      %p = arith.addf %m, %sb : !asctile.tile<1000xbf16, UB>
      %q = arith.maximumf %p, %v : !asctile.tile<1000xbf16, UB>
      %ab = math.absf %v : !asctile.tile<1000xbf16, UB>
      %so = asctile.splat %one : !asctile.tile<1000xbf16, UB>
      %den = arith.addf %ab, %so : !asctile.tile<1000xbf16, UB>
      %r = arith.divf %q, %den : !asctile.tile<1000xbf16, UB>
      %o = arith.minimumf %r, %four : !asctile.tile<1000xbf16, UB>
      asctile.store %o, %ty[%off] : !asctile.tile<1000xbf16, UB>, !asctile.tensor<?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
