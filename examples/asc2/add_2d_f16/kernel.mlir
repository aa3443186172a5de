// z = x + y on f16 [rows, cols] tensors in 16×128 tiles, the tile grid walked row-major
// grid-stride (core b takes tiles b, b + blocks, ...). rows and cols must be multiples of
// the tile (PyAsc's 2-D loads and stores move whole tile rows).
module {
  func.func @add2d_kernel(%x: memref<*xf16, 22>, %y: memref<*xf16, 22>, %z: memref<*xf16, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tz = asctile.tensor %z(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %c16 = arith.constant 16 : i32
    %c128 = arith.constant 128 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %rt = arith.ceildivsi %rows, %c16 : i32
    %ct = arith.ceildivsi %cols, %c128 : i32
    %tiles = arith.muli %rt, %ct : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %tr = arith.divsi %t, %ct : i32
      %tc = arith.remsi %t, %ct : i32
      %r = arith.muli %tr, %c16 : i32
      %c = arith.muli %tc, %c128 : i32
      %pad = arith.constant 0.000000e+00 : f16
      %a = asctile.load %tx[%r, %c], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<16x128xf16, UB>
      %bb = asctile.load %ty[%r, %c], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<16x128xf16, UB>
      %s = arith.addf %a, %bb : !asctile.tile<16x128xf16, UB>
      asctile.store %s, %tz[%r, %c] : !asctile.tile<16x128xf16, UB>, !asctile.tensor<?x?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
