// C = A1 B1 + A2 B2 in one accumulator: two matmul_acc per K step into the same L0C tile
// (f16, M = N = 64 in 32x32 tiles over 4 cores, K = 48 in 32-deep steps, the last of 16).
module {
  func.func @matmul_kernel(%a1: memref<*xf16, 22>, %b1: memref<*xf16, 22>, %a2: memref<*xf16, 22>, %b2: memref<*xf16, 22>, %c: memref<*xf32, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %ta1 = asctile.tensor %a1(%m, %k) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tb1 = asctile.tensor %b1(%k, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %ta2 = asctile.tensor %a2(%m, %k) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tb2 = asctile.tensor %b2(%k, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tc = asctile.tensor %c(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tm = arith.ceildivsi %m, %c32 : i32
    %tn = arith.ceildivsi %n, %c32 : i32
    %tiles = arith.muli %tm, %tn : i32
    %ks = arith.ceildivsi %k, %c32 : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %ti = arith.divsi %t, %tn : i32
      %tj = arith.remsi %t, %tn : i32
      %om = arith.muli %ti, %c32 : i32
      %on = arith.muli %tj, %c32 : i32
      %acc = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
      scf.for %i = %c0 to %ks step %c1 : i32 {
        %ok = arith.muli %i, %c32 : i32
        %x1 = asctile.load %ta1[%om, %ok], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x32xf16, L0A>
        %y1 = asctile.load %tb1[%ok, %on], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x32xf16, L0B>
        asctile.matmul_acc %x1, %y1, %acc : <32x32xf16, L0A>, <32x32xf16, L0B>, <32x32xf32, L0C>
        %x2 = asctile.load %ta2[%om, %ok], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x32xf16, L0A>
        %y2 = asctile.load %tb2[%ok, %on], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x32xf16, L0B>
        asctile.matmul_acc %x2, %y2, %acc : <32x32xf16, L0A>, <32x32xf16, L0B>, <32x32xf32, L0C>
      } {asctile.unroll_factor = 1 : index}
      asctile.store %acc, %tc[%om, %on] : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
