// z = x * y + x in bf16 on 8x24 tiles of an R×C matrix: a tile row is 48 bytes, not a
// whole number of 32-byte blocks, and both the last row block and the last column block
// may be partial. Each core takes the tiles b, b + cores, ... of the row-major tile grid.
module {
  func.func @add2d_kernel(%x: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %z: memref<*xbf16, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %tz = asctile.tensor %z(%rows, %cols) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %c8 = arith.constant 8 : i32
    %c24 = arith.constant 24 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %nrb = arith.ceildivsi %rows, %c8 : i32
    %ncb = arith.ceildivsi %cols, %c24 : i32
    %nt = arith.muli %nrb, %ncb : i32
    scf.for %t = %bi to %nt step %nbi : i32 {
      %tr = arith.divsi %t, %ncb : i32
      %tc = arith.remsi %t, %ncb : i32
      %row = arith.muli %tr, %c8 : i32
      %col = arith.muli %tc, %c24 : i32
      %pad = arith.constant 0.000000e+00 : bf16
      %a = asctile.load %tx[%row, %col], %pad : !asctile.tensor<?x?xbf16>, !asctile.tile<8x24xbf16, UB>
      %bb = asctile.load %ty[%row, %col], %pad : !asctile.tensor<?x?xbf16>, !asctile.tile<8x24xbf16, UB>
      %p = arith.mulf %a, %bb : !asctile.tile<8x24xbf16, UB>
      %s = arith.addf %p, %a : !asctile.tile<8x24xbf16, UB>
      asctile.store %s, %tz[%row, %col] : !asctile.tile<8x24xbf16, UB>, !asctile.tensor<?x?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
