// Row softmax through the library's SoftMax (asctile.softmax, which PyAsc lowers to
// ascendc.softmax with a SoftMaxShapeInfo of the tile's shape): blocks of 8 rows × 64 f32
// (@softmax_api_kernel) or f16 (@softmax_api_f16_kernel) over the cores.
module {
  func.func @softmax_api_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %rows: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant 0.0 : f32
    %tx = asctile.tensor %x(%rows, %c64) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y(%rows, %c64) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %start = arith.muli %bi, %c8 : i32
    %step = arith.muli %nbi, %c8 : i32
    scf.for %r = %start to %rows step %step : i32 {
      %t = asctile.load %tx[%r, %c0], %zero : !asctile.tensor<?x?xf32>, !asctile.tile<8x64xf32, UB>
      %o = asctile.softmax %t : !asctile.tile<8x64xf32, UB>
      asctile.store %o, %ty[%r, %c0] : !asctile.tile<8x64xf32, UB>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
  func.func @softmax_api_f16_kernel(%x: memref<*xf16, 22>, %y: memref<*xf16, 22>, %rows: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant 0.0 : f16
    %tx = asctile.tensor %x(%rows, %c64) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %ty = asctile.tensor %y(%rows, %c64) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %start = arith.muli %bi, %c8 : i32
    %step = arith.muli %nbi, %c8 : i32
    scf.for %r = %start to %rows step %step : i32 {
      %t = asctile.load %tx[%r, %c0], %zero : !asctile.tensor<?x?xf16>, !asctile.tile<8x64xf16, UB>
      %o = asctile.softmax %t : !asctile.tile<8x64xf16, UB>
      asctile.store %o, %ty[%r, %c0] : !asctile.tile<8x64xf16, UB>, !asctile.tensor<?x?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
