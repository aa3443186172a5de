// C (f32) = A (f16, M×K) · B (f16, K×N) with 48x96 A tiles and 96x80 B tiles: each core
// computes one 48x80 tile of C with one asctile.matmul (no accumulator, K whole in one
// step), block b taking tile row b / (N/80) and tile column b mod (N/80).
module {
  func.func @matmul_kernel(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %c: memref<*xf32, 22>, %m: i32, %n: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c48 = arith.constant 48 : i32
    %c80 = arith.constant 80 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %ta = asctile.tensor %a(%m) : memref<*xf16, 22>, !asctile.tensor<?x96xf16>
    %tb = asctile.tensor %b(%n) : memref<*xf16, 22>, !asctile.tensor<96x?xf16>
    %tc = asctile.tensor %c(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nt = arith.divsi %n, %c80 : i32
    %bm = arith.divsi %bi, %nt : i32
    %bn = arith.remsi %bi, %nt : i32
    %om = arith.muli %bm, %c48 : i32
    %on = arith.muli %bn, %c80 : i32
    %at = asctile.load %ta[%om, %c0], %pad : !asctile.tensor<?x96xf16>, !asctile.tile<48x96xf16, L0A>
    %bt = asctile.load %tb[%c0, %on], %pad : !asctile.tensor<96x?xf16>, !asctile.tile<96x80xf16, L0B>
    %ct = asctile.matmul %at, %bt : <48x96xf16, L0A>, <96x80xf16, L0B> -> <48x80xf32, L0C>
    asctile.store %ct, %tc[%om, %on] : !asctile.tile<48x80xf32, L0C>, !asctile.tensor<?x?xf32>
    return
  }
}
