// C = A·B with K = 16 in one asctile.matmul (no accumulator): each core loads one
// 64×16 A tile and one 16×64 B tile and stores its 64×64 C tile.
module {
  func.func @matmul_kernel(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %c: memref<*xf32, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %ta = asctile.tensor %a(%m, %k) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tb = asctile.tensor %b(%k, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tc = asctile.tensor %c(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %ntiles = arith.divsi %n, %c64 : i32
    %bm = arith.divsi %bi, %ntiles : i32
    %bn = arith.remsi %bi, %ntiles : i32
    %om = arith.muli %bm, %c64 : i32
    %on = arith.muli %bn, %c64 : i32
    %at = asctile.load %ta[%om, %c0], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<64x16xf16, L0A>
    %bt = asctile.load %tb[%c0, %on], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<16x64xf16, L0B>
    %ct = asctile.matmul %at, %bt : <64x16xf16, L0A>, <16x64xf16, L0B> -> <64x64xf32, L0C>
    asctile.store %ct, %tc[%om, %on] : !asctile.tile<64x64xf32, L0C>, !asctile.tensor<?x?xf32>
    return
  }
}
