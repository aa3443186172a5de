// C (f32) = A (bf16, M×96) · B (bf16, 96×N) on 80x80 C tiles, one per core (N/80 tile
// columns), K walked in three 32-deep steps by an scf.for whose iter_args carry the L0C
// accumulator tile.
module {
  func.func @matmul_kernel(%a: memref<*xbf16, 22>, %b: memref<*xbf16, 22>, %c: memref<*xf32, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %c80 = arith.constant 80 : i32
    %pad = arith.constant 0.000000e+00 : bf16
    %ta = asctile.tensor %a(%m, %k) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %tb = asctile.tensor %b(%k, %n) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %tc = asctile.tensor %c(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nt = arith.divsi %n, %c80 : i32
    %bm = arith.divsi %bi, %nt : i32
    %bn = arith.remsi %bi, %nt : i32
    %om = arith.muli %bm, %c80 : i32
    %on = arith.muli %bn, %c80 : i32
    %acc = asctile.accumulator : !asctile.tile<80x80xf32, L0C>
    %res = scf.for %ok = %c0 to %k step %c32 iter_args(%cur = %acc) -> (!asctile.tile<80x80xf32, L0C>) : i32 {
      %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xbf16>, !asctile.tile<80x32xbf16, L0A>
      %bt = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xbf16>, !asctile.tile<32x80xbf16, L0B>
      asctile.matmul_acc %at, %bt, %cur : <80x32xbf16, L0A>, <32x80xbf16, L0B>, <80x80xf32, L0C>
      scf.yield %cur : !asctile.tile<80x80xf32, L0C>
    } {asctile.unroll_factor = 1 : index}
    asctile.store %res, %tc[%om, %on] : !asctile.tile<80x80xf32, L0C>, !asctile.tensor<?x?xf32>
    return
  }
}
