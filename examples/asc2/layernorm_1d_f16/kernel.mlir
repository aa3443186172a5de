// Layer normalisation of the rows of an R×C f16 matrix (C <= 1024), one row per loop
// step as a 1x1024 tile computed in f32: mean and variance come from whole-tile
// reductions to scalars (asctile.reduce_as_1d, the padding zeros add nothing),
// var = E[x²] - mean², and y = (x - mean) · rsqrt(var + eps) · gamma + beta with the
// scalars splat against the tile. Rows go to the cores b, b + cores, ... (index loop).
module {
  func.func @layernorm_kernel(%x: memref<*xf16, 22>, %g: memref<*xf16, 22>, %bt: memref<*xf16, 22>, %y: memref<*xf16, 22>, %rows: i32, %cols: i32, %eps: f32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tg = asctile.tensor %g(%cols) : memref<*xf16, 22>, !asctile.tensor<1x?xf16>
    %tb = asctile.tensor %bt(%cols) : memref<*xf16, 22>, !asctile.tensor<1x?xf16>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %c0 = arith.constant 0 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %gh = asctile.load %tg[%c0, %c0], %pad : !asctile.tensor<1x?xf16>, !asctile.tile<1x1024xf16, UB>
    %gf = asctile.cast %gh : !asctile.tile<1x1024xf16, UB> to !asctile.tile<1x1024xf32, UB>
    %bh = asctile.load %tb[%c0, %c0], %pad : !asctile.tensor<1x?xf16>, !asctile.tile<1x1024xf16, UB>
    %bf = asctile.cast %bh : !asctile.tile<1x1024xf16, UB> to !asctile.tile<1x1024xf32, UB>
    %nf = arith.sitofp %cols : i32 to f32
    %b = ascendc.get_block_idx : i64
    %bx = arith.index_cast %b : i64 to index
    %nb = ascendc.get_block_num : i64
    %nbx = arith.index_cast %nb : i64 to index
    %rx = arith.index_cast %rows : i32 to index
    scf.for %i = %bx to %rx step %nbx {
      %row = arith.index_cast %i : index to i32
      %xh = asctile.load %tx[%row, %c0], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<1x1024xf16, UB>
      %xf = asctile.cast %xh : !asctile.tile<1x1024xf16, UB> to !asctile.tile<1x1024xf32, UB>
      %s = asctile.reduce_as_1d <sum> %xf : !asctile.tile<1x1024xf32, UB>, f32
      %mean = arith.divf %s, %nf : f32
      %sq = arith.mulf %xf, %xf : !asctile.tile<1x1024xf32, UB>
      %ss = asctile.reduce_as_1d <sum> %sq : !asctile.tile<1x1024xf32, UB>, f32
      %ex2 = arith.divf %ss, %nf : f32
      %m2 = arith.mulf %mean, %mean : f32
      %var = arith.subf %ex2, %m2 : f32
      %ve = arith.addf %var, %eps : f32
      %mt = asctile.splat %mean : !asctile.tile<1x1024xf32, UB>
      %d = arith.subf %xf, %mt : !asctile.tile<1x1024xf32, UB>
      %vt = asctile.splat %ve : !asctile.tile<1x1024xf32, UB>
      %rs = math.rsqrt %vt : !asctile.tile<1x1024xf32, UB>
      %n1 = arith.mulf %d, %rs : !asctile.tile<1x1024xf32, UB>
      %n2 = arith.mulf %n1, %gf : !asctile.tile<1x1024xf32, UB>
      %n3 = arith.addf %n2, %bf : !asctile.tile<1x1024xf32, UB>
      %yh = asctile.cast %n3 : !asctile.tile<1x1024xf32, UB> to !asctile.tile<1x1024xf16, UB>
      asctile.store %yh, %ty[%row, %c0] : !asctile.tile<1x1024xf16, UB>, !asctile.tensor<?x?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
