// f32 matmul with a bias epilogue and an f16 result: M = 40, N = 56, K = 40; 16x32 C
// tiles (3x2, tails 8 and 24) over 3 cores in column-major order (ti = t % tm), K in
// 16-deep steps (the last of 8). The L0C tile goes through the f32 workspace into UB,
// the bias row [N] is broadcast and added, the sum cast to f16.
module {
  func.func @matmul_kernel(%a: memref<*xf32, 22>, %b: memref<*xf32, 22>, %bias: memref<*xf32, 22>, %w: memref<*xf32, 22>, %y: memref<*xf16, 22>, %m: i32, %n: i32, %k: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %pad = arith.constant 0.000000e+00 : f32
    %ta = asctile.tensor %a(%m, %k) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tb = asctile.tensor %b(%k, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tbias = asctile.tensor %bias(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tw = asctile.tensor %w(%m, %n) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %ty = asctile.tensor %y(%m, %n) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tm = arith.ceildivsi %m, %c16 : i32
    %tn = arith.ceildivsi %n, %c32 : i32
    %tiles = arith.muli %tm, %tn : i32
    %ks = arith.ceildivsi %k, %c16 : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %ti = arith.remsi %t, %tm : i32
      %tj = arith.divsi %t, %tm : i32
      %om = arith.muli %ti, %c16 : i32
      %on = arith.muli %tj, %c32 : i32
      %acc = asctile.accumulator : !asctile.tile<16x32xf32, L0C>
      scf.for %i = %c0 to %ks step %c1 : i32 {
        %ok = arith.muli %i, %c16 : i32
        %at = asctile.load %ta[%om, %ok], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<16x16xf32, L0A>
        %bt = asctile.load %tb[%ok, %on], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<16x32xf32, L0B>
        asctile.matmul_acc %at, %bt, %acc : <16x16xf32, L0A>, <16x32xf32, L0B>, <16x32xf32, L0C>
      } {asctile.unroll_factor = 1 : index}
      asctile.store %acc, %tw[%om, %on] : !asctile.tile<16x32xf32, L0C>, !asctile.tensor<?x?xf32>
      %v = asctile.load %tw[%om, %on], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<16x32xf32, UB>
      %bv = asctile.load %tbias[%on], %pad : !asctile.tensor<?xf32>, !asctile.tile<32xf32, UB>
      %b2 = asctile.reshape %bv : !asctile.tile<32xf32, UB> to !asctile.tile<1x32xf32, UB>
      %bb = asctile.broadcast %b2 : !asctile.tile<1x32xf32, UB> to !asctile.tile<16x32xf32, UB>
      %o = arith.addf %v, %bb : !asctile.tile<16x32xf32, UB>
      %h = asctile.cast %o : !asctile.tile<16x32xf32, UB> to !asctile.tile<16x32xf16, UB>
      asctile.store %h, %ty[%om, %on] : !asctile.tile<16x32xf16, UB>, !asctile.tensor<?x?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
