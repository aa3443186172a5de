// C = A · B on static shapes (the frontend's tensors of constant shape print no sizes):
// A 100×40 f16, B 40×70 f16, C 100×70 f32. One asctile.matmul per 64×48 output tile (no
// accumulator: the whole K = 40 in one 48-deep tile, 8 past K), tiles over the cores in a
// grid-stride loop; every tile edge is a tail (docs/pyasc.md §5).
module {
  func.func @matmul_kernel(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %c: memref<*xf32, 22>) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %c48 = arith.constant 48 : i32
    %c64 = arith.constant 64 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %ta = asctile.tensor %a() : memref<*xf16, 22>, !asctile.tensor<100x40xf16>
    %tb = asctile.tensor %b() : memref<*xf16, 22>, !asctile.tensor<40x70xf16>
    %tc = asctile.tensor %c() : memref<*xf32, 22>, !asctile.tensor<100x70xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    scf.for %t = %bi to %c4 step %nbi : i32 {
      %tm = arith.divsi %t, %c2 : i32
      %tn = arith.remsi %t, %c2 : i32
      %om = arith.muli %tm, %c64 : i32
      %on = arith.muli %tn, %c48 : i32
      %at = asctile.load %ta[%om, %c0], %pad : !asctile.tensor<100x40xf16>, !asctile.tile<64x48xf16, L0A>
      %bt = asctile.load %tb[%c0, %on], %pad : !asctile.tensor<40x70xf16>, !asctile.tile<48x48xf16, L0B>
      %ct = asctile.matmul %at, %bt : <64x48xf16, L0A>, <48x48xf16, L0B> -> <64x48xf32, L0C>
      asctile.store %ct, %tc[%om, %on] : !asctile.tile<64x48xf32, L0C>, !asctile.tensor<100x70xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
