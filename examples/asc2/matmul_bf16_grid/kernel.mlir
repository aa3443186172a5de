// C (f32) = A (bf16, M×K) · B (bf16, K×N), one 48x32 output block per core: the block index
// gives the block's row and column (bm = b / nt, bn = b mod nt, nt = ceil(N / 32)); cores
// past the last block do nothing (scf.if). K is walked in 32-deep steps into one L0C
// accumulator; C goes to GM through the fixpipe. M, N and K need not be multiples of the
// tile (A's rows, B's columns and the last K step reach past the tensors).
module {
  func.func @matmul_kernel(%a: memref<*xbf16, 22>, %b: memref<*xbf16, 22>, %c: memref<*xf32, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %c48 = arith.constant 48 : i32
    %pad = arith.constant 0.000000e+00 : bf16
    %ta = asctile.tensor %a(%m, %k) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %tb = asctile.tensor %b(%k, %n) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %tc = asctile.tensor %c(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %mt = arith.ceildivsi %m, %c48 : i32
    %nt = arith.ceildivsi %n, %c32 : i32
    %tiles = arith.muli %mt, %nt : i32
    %busy = arith.cmpi slt, %bi, %tiles : i32
    scf.if %busy {
      %bm = arith.divsi %bi, %nt : i32
      %bn = arith.remsi %bi, %nt : i32
      %om = arith.muli %bm, %c48 : i32
      %on = arith.muli %bn, %c32 : i32
      %acc = asctile.accumulator : !asctile.tile<48x32xf32, L0C>
      scf.for %ok = %c0 to %k step %c32 : i32 {
        %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xbf16>, !asctile.tile<48x32xbf16, L0A>
        %bt = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xbf16>, !asctile.tile<32x32xbf16, L0B>
        asctile.matmul_acc %at, %bt, %acc : <48x32xbf16, L0A>, <32x32xbf16, L0B>, <48x32xf32, L0C>
      } {asctile.unroll_factor = 1 : index}
      asctile.store %acc, %tc[%om, %on] : !asctile.tile<48x32xf32, L0C>, !asctile.tensor<?x?xf32>
    }
    return
  }
}
