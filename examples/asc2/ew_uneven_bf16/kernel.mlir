// bf16 elementwise in f32 over a dynamic length: each tile of 384 bf16 is cast to f32,
// y = bf16(x * s + |x| - s) with the runtime scalar s broadcast by asctile.splat, and cast
// back. The tiles are dealt grid-stride, so the work does not divide evenly among the cores
// and with few tiles some cores have none.
module {
  func.func @ew_uneven_kernel(%x: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %n: i32, %s: f32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %ty = asctile.tensor %y(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %c384 = arith.constant 384 : i32
    %pad = arith.constant 0.000000e+00 : bf16
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %n, %c384 : i32
    scf.for %i = %bi to %tiles step %nbi : i32 {
      %off = arith.muli %i, %c384 : i32
      %h = asctile.load %tx[%off], %pad : !asctile.tensor<?xbf16>, !asctile.tile<384xbf16, UB>
      %f = asctile.cast %h : !asctile.tile<384xbf16, UB> to !asctile.tile<384xf32, UB>
      %sp = asctile.splat %s : !asctile.tile<384xf32, UB>
      %m = arith.mulf %f, %sp : !asctile.tile<384xf32, UB>
      %ab = math.absf %f : !asctile.tile<384xf32, UB>
      %a = arith.addf %m, %ab : !asctile.tile<384xf32, UB>
      %d = arith.subf %a, %sp : !asctile.tile<384xf32, UB>
      %o = asctile.cast %d : !asctile.tile<384xf32, UB> to !asctile.tile<384xbf16, UB>
      asctile.store %o, %ty[%off] : !asctile.tile<384xbf16, UB>, !asctile.tensor<?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
