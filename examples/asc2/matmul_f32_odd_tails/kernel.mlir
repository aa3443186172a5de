// f32 matmul with odd sizes everywhere: M = 17, N = 20, K = 36 in one 32x32 C tile, K in
// 16-deep steps: 16, 16, then 4 (16 bytes of f32, half a 32-byte block). Rows of A (144
// bytes) and B (80 bytes) are not whole blocks either. 32-row bands of C are dealt over
// 2 cores, so core 1 has none (M = 17): its loop is empty.
module {
  func.func @matmul_kernel(%a: memref<*xf32, 22>, %b: memref<*xf32, 22>, %c: memref<*xf32, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %pad = arith.constant 0.000000e+00 : f32
    %ta = asctile.tensor %a(%m, %k) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tb = asctile.tensor %b(%k, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tc = asctile.tensor %c(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tm = arith.ceildivsi %m, %c32 : i32
    scf.for %t = %bi to %tm step %nbi : i32 {
      %om = arith.muli %t, %c32 : i32
      %acc = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
      scf.for %ok = %c0 to %k step %c16 : i32 {
        %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<32x16xf32, L0A>
        %bt = asctile.load %tb[%ok, %c0], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<16x32xf32, L0B>
        asctile.matmul_acc %at, %bt, %acc : <32x16xf32, L0A>, <16x32xf32, L0B>, <32x32xf32, L0C>
      } {asctile.unroll_factor = 1 : index}
      asctile.store %acc, %tc[%om, %c0] : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
