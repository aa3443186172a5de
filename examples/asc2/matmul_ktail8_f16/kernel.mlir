// C (f32) = A (f16, M×K) · B (f16, K×N) in 32x32 output tiles over the cores, K walked in
// 32-deep steps into one L0C accumulator per tile. K = 40 leaves a last step of 8, below
// one C0 (16 f16), and M, N are not multiples of 32 either: every edge has a tail.
module {
  func.func @matmul_kernel(%a: memref<*xf16, 22>, %b: memref<*xf16, 22>, %c: memref<*xf32, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %pad = arith.constant 0.000000e+00 : f16
    %ta = asctile.tensor %a(%m, %k) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tb = asctile.tensor %b(%k, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tc = asctile.tensor %c(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %mt = arith.ceildivsi %m, %c32 : i32
    %nt = arith.ceildivsi %n, %c32 : i32
    %tiles = arith.muli %mt, %nt : i32
    %ksteps = arith.ceildivsi %k, %c32 : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %tm = arith.divsi %t, %nt : i32
      %tn = arith.remsi %t, %nt : i32
      %om = arith.muli %tm, %c32 : i32
      %on = arith.muli %tn, %c32 : i32
      %acc = asctile.accumulator : !asctile.tile<32x32xf32, L0C>
      scf.for %i = %c0 to %ksteps step %c1 : i32 {
        %ok = arith.muli %i, %c32 : i32
        %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x32xf16, L0A>
        %bt = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<32x32xf16, L0B>
        asctile.matmul_acc %at, %bt, %acc : <32x32xf16, L0A>, <32x32xf16, L0B>, <32x32xf32, L0C>
      } {asctile.unroll_factor = 1 : index}
      asctile.store %acc, %tc[%om, %on] : !asctile.tile<32x32xf32, L0C>, !asctile.tensor<?x?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
