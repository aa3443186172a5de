// bf16 matmul with the f32 result cast to bf16 on the way out (a cast on the L0C tile:
// one fixpipe store with quantize, f32 -> bf16). M = 72, N = 80, K = 88: 32x48 C tiles
// (3x2 tiles, tails 8 and 32) dealt over 4 cores, K in 32-deep steps (the last of 24).
module {
  func.func @matmul_kernel(%a: memref<*xbf16, 22>, %b: memref<*xbf16, 22>, %c: memref<*xbf16, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %c48 = arith.constant 48 : i32
    %pad = arith.constant 0.000000e+00 : bf16
    %ta = asctile.tensor %a(%m, %k) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %tb = asctile.tensor %b(%k, %n) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %tc = asctile.tensor %c(%m, %n) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tm = arith.ceildivsi %m, %c32 : i32
    %tn = arith.ceildivsi %n, %c48 : i32
    %tiles = arith.muli %tm, %tn : i32
    %ks = arith.ceildivsi %k, %c32 : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %ti = arith.divsi %t, %tn : i32
      %tj = arith.remsi %t, %tn : i32
      %om = arith.muli %ti, %c32 : i32
      %on = arith.muli %tj, %c48 : i32
      %acc = asctile.accumulator : !asctile.tile<32x48xf32, L0C>
      scf.for %i = %c0 to %ks step %c1 : i32 {
        %ok = arith.muli %i, %c32 : i32
        %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xbf16>, !asctile.tile<32x32xbf16, L0A>
        %bt = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xbf16>, !asctile.tile<32x48xbf16, L0B>
        asctile.matmul_acc %at, %bt, %acc : <32x32xbf16, L0A>, <32x48xbf16, L0B>, <32x48xf32, L0C>
      } {asctile.unroll_factor = 1 : index}
      %h = asctile.cast %acc : !asctile.tile<32x48xf32, L0C> to !asctile.tile<32x48xbf16, L0C>
      asctile.store %h, %tc[%om, %on] : !asctile.tile<32x48xbf16, L0C>, !asctile.tensor<?x?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
