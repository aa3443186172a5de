// Exact GELU in f16 on 160-element tiles, each core walking its tiles (t = block,
// block + blocks, ...) with an scf.for whose iter_args carry a running-maximum tile;
// after the loop each core stores its 160 maxima (of the GELU outputs, elementwise over
// its tiles; the partial last tile's pad lanes give GELU(0) = 0).
module {
  func.func @gelu_kernel(%x: memref<*xf16, 22>, %y: memref<*xf16, 22>, %mx: memref<*xf16, 22>, %n: i32) attributes {ascendc.global} {
    %c160 = arith.constant 160 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %ninf = arith.constant 0xFC00 : f16
    %half = arith.constant 5.000000e-01 : f16
    %one = arith.constant 1.000000e+00 : f16
    %rs2 = arith.constant 7.070310e-01 : f16
    %tx = asctile.tensor %x(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %ty = asctile.tensor %y(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %mlen = arith.muli %nbi, %c160 : i32
    %tm = asctile.tensor %mx(%mlen) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tiles = arith.ceildivsi %n, %c160 : i32
    %init = asctile.splat %ninf : !asctile.tile<160xf16, UB>
    %res = scf.for %t = %bi to %tiles step %nbi iter_args(%m = %init) -> (!asctile.tile<160xf16, UB>) : i32 {
      %off = arith.muli %t, %c160 : i32
      %v = asctile.load %tx[%off], %pad : !asctile.tensor<?xf16>, !asctile.tile<160xf16, UB>
      %s = asctile.splat %rs2 : !asctile.tile<160xf16, UB>
      %u = arith.mulf %v, %s : !asctile.tile<160xf16, UB>
      %e = math.erf %u : !asctile.tile<160xf16, UB>
      %o1 = asctile.splat %one : !asctile.tile<160xf16, UB>
      %p = arith.addf %e, %o1 : !asctile.tile<160xf16, UB>
      %h = asctile.splat %half : !asctile.tile<160xf16, UB>
      %hx = arith.mulf %v, %h : !asctile.tile<160xf16, UB>
      %g = arith.mulf %hx, %p : !asctile.tile<160xf16, UB>
      asctile.store %g, %ty[%off] : !asctile.tile<160xf16, UB>, !asctile.tensor<?xf16>
      %m2 = arith.maximumf %m, %g : !asctile.tile<160xf16, UB>
      scf.yield %m2 : !asctile.tile<160xf16, UB>
    } {asctile.unroll_factor = 1 : index}
    %mo = arith.muli %bi, %c160 : i32
    asctile.store %res, %tm[%mo] : !asctile.tile<160xf16, UB>, !asctile.tensor<?xf16>
    return
  }
}
