// Per-core partial statistics of x (f32) over a contiguous chunk of `per` 128-element
// tiles: the loop carries a sum tile, a max tile, a scalar running sum of tile maxima and
// an i32 tile count, unrolled by 4 (chunks of 0..7 tiles: tails of every length, zero
// trips on the last cores). Core b writes sum[b], max[b], smax[b] and cnt[b] with set_value.
module {
  func.func @carry_kernel(%x: memref<*xf32, 22>, %os: memref<*xf32, 22>, %om: memref<*xf32, 22>, %osm: memref<*xf32, 22>, %oc: memref<*xi32, 22>, %n: i32, %per: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c128 = arith.constant 128 : i32
    %zero = arith.constant 0.000000e+00 : f32
    %ninf = arith.constant 0xFF800000 : f32
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %ts = asctile.tensor %os(%nbi) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tm = asctile.tensor %om(%nbi) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tsm = asctile.tensor %osm(%nbi) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tc = asctile.tensor %oc(%nbi) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %nt = arith.ceildivsi %n, %c128 : i32
    %lo = arith.muli %bi, %per : i32
    %hi0 = arith.addi %lo, %per : i32
    %hi = arith.minsi %hi0, %nt : i32
    %is = arith.constant dense<0.000000e+00> : !asctile.tile<128xf32, UB>
    %im = arith.constant dense<0xFF800000> : !asctile.tile<128xf32, UB>
    %r:4 = scf.for %t = %lo to %hi step %c1 iter_args(%as = %is, %am = %im, %sm = %zero, %cnt = %c0) -> (!asctile.tile<128xf32, UB>, !asctile.tile<128xf32, UB>, f32, i32) : i32 {
      %off = arith.muli %t, %c128 : i32
      %v = asctile.load %tx[%off], %zero : !asctile.tensor<?xf32>, !asctile.tile<128xf32, UB>
      %w = asctile.load %tx[%off], %ninf : !asctile.tensor<?xf32>, !asctile.tile<128xf32, UB>
      %ns = arith.addf %as, %v : !asctile.tile<128xf32, UB>
      %nm = arith.maximumf %am, %w : !asctile.tile<128xf32, UB>
      %tmx = asctile.reduce_as_1d <max> %w : !asctile.tile<128xf32, UB>, f32
      %nsm = arith.addf %sm, %tmx : f32
      %nc = arith.addi %cnt, %c1 : i32
      scf.yield %ns, %nm, %nsm, %nc : !asctile.tile<128xf32, UB>, !asctile.tile<128xf32, UB>, f32, i32
    } {asctile.unroll_factor = 4 : index}
    %s = asctile.reduce_as_1d <sum> %r#0 : !asctile.tile<128xf32, UB>, f32
    %m = asctile.reduce_as_1d <max> %r#1 : !asctile.tile<128xf32, UB>, f32
    asctile.set_value %s, %ts[%bi] : f32, !asctile.tensor<?xf32>
    asctile.set_value %m, %tm[%bi] : f32, !asctile.tensor<?xf32>
    asctile.set_value %r#2, %tsm[%bi] : f32, !asctile.tensor<?xf32>
    asctile.set_value %r#3, %tc[%bi] : i32, !asctile.tensor<?xi32>
    return
  }
}
