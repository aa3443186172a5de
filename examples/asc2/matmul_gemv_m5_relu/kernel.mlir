// A thin matmul: M = 5 rows (one 16-row A tile, 11 rows of zero padding), N = 300 in
// 64-column bands over 5 cores (the last of 44), K = 64 in one step, relu on the L0C tile
// (the fixpipe's relu), f32 out. A is loaded once per core, outside the band loop.
module {
  func.func @matmul_kernel(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %c: memref<*xf32, 22>, %m: i32, %n: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %ta = asctile.tensor %a(%m) : memref<*xf16, 22>, !asctile.tensor<?x64xf16>
    %tb = asctile.tensor %b(%n) : memref<*xf16, 22>, !asctile.tensor<64x?xf16>
    %tc = asctile.tensor %c(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %bands = arith.ceildivsi %n, %c64 : i32
    scf.for %t = %bi to %bands step %nbi : i32 {
      %on = arith.muli %t, %c64 : i32
      %at = asctile.load %ta[%c0, %c0], %pad : !asctile.tensor<?x64xf16>, !asctile.tile<16x64xf16, L0A>
      %bt = asctile.load %tb[%c0, %on], %pad : !asctile.tensor<64x?xf16>, !asctile.tile<64x64xf16, L0B>
      %p = asctile.matmul %at, %bt : <16x64xf16, L0A>, <64x64xf16, L0B> -> <16x64xf32, L0C>
      %r = asctile.relu %p : !asctile.tile<16x64xf32, L0C>
      asctile.store %r, %tc[%c0, %on] : !asctile.tile<16x64xf32, L0C>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
