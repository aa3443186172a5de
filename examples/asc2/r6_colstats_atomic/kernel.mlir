// Column statistics of [rows, 48] f32 across cores: each core grid-strides over 8-row
// tiles (the last holds rows % 8 rows), carries keep-dims column sum, max and min tiles
// (1x48) and combines them into the three outputs with atomic_rmw Add, Max and Min. A core
// with no tile adds the identities. The three loads pad with the identity of their use.
module {
  func.func @colstats_kernel(%x: memref<*xf32, 22>, %s: memref<*xf32, 22>, %mx: memref<*xf32, 22>, %mn: memref<*xf32, 22>, %rows: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c8 = arith.constant 8 : i32
    %zero = arith.constant 0.000000e+00 : f32
    %ninf = arith.constant 0xFF800000 : f32
    %pinf = arith.constant 0x7F800000 : f32
    %tx = asctile.tensor %x(%rows) : memref<*xf32, 22>, !asctile.tensor<?x48xf32>
    %ts = asctile.tensor %s() : memref<*xf32, 22>, !asctile.tensor<48xf32>
    %tmx = asctile.tensor %mx() : memref<*xf32, 22>, !asctile.tensor<48xf32>
    %tmn = asctile.tensor %mn() : memref<*xf32, 22>, !asctile.tensor<48xf32>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %rt = arith.ceildivsi %rows, %c8 : i32
    %i0 = arith.constant dense<0.000000e+00> : !asctile.tile<1x48xf32, UB>
    %i1 = arith.constant dense<0xFF800000> : !asctile.tile<1x48xf32, UB>
    %i2 = arith.constant dense<0x7F800000> : !asctile.tile<1x48xf32, UB>
    %res:3 = scf.for %t = %bi to %rt step %nbi iter_args(%as = %i0, %am = %i1, %an = %i2) -> (!asctile.tile<1x48xf32, UB>, !asctile.tile<1x48xf32, UB>, !asctile.tile<1x48xf32, UB>) : i32 {
      %r = arith.muli %t, %c8 : i32
      %v0 = asctile.load %tx[%r, %c0], %zero : !asctile.tensor<?x48xf32>, !asctile.tile<8x48xf32, UB>
      %v1 = asctile.load %tx[%r, %c0], %ninf : !asctile.tensor<?x48xf32>, !asctile.tile<8x48xf32, UB>
      %v2 = asctile.load %tx[%r, %c0], %pinf : !asctile.tensor<?x48xf32>, !asctile.tile<8x48xf32, UB>
      %s0 = asctile.reduce <sum> %v0 {dims = [0 : i32]} : !asctile.tile<8x48xf32, UB>, !asctile.tile<1x48xf32, UB>
      %s1 = asctile.reduce <max> %v1 {dims = [0 : i32]} : !asctile.tile<8x48xf32, UB>, !asctile.tile<1x48xf32, UB>
      %s2 = asctile.reduce <min> %v2 {dims = [0 : i32]} : !asctile.tile<8x48xf32, UB>, !asctile.tile<1x48xf32, UB>
      %n0 = arith.addf %as, %s0 : !asctile.tile<1x48xf32, UB>
      %n1 = arith.maximumf %am, %s1 : !asctile.tile<1x48xf32, UB>
      %n2 = arith.minimumf %an, %s2 : !asctile.tile<1x48xf32, UB>
      scf.yield %n0, %n1, %n2 : !asctile.tile<1x48xf32, UB>, !asctile.tile<1x48xf32, UB>, !asctile.tile<1x48xf32, UB>
    } {asctile.unroll_factor = 1 : index}
    %f0 = asctile.reshape %res#0 : !asctile.tile<1x48xf32, UB> to !asctile.tile<48xf32, UB>
    %f1 = asctile.reshape %res#1 : !asctile.tile<1x48xf32, UB> to !asctile.tile<48xf32, UB>
    %f2 = asctile.reshape %res#2 : !asctile.tile<1x48xf32, UB> to !asctile.tile<48xf32, UB>
    asctile.atomic_rmw<Add> %f0, %ts[%c0] : !asctile.tile<48xf32, UB>, !asctile.tensor<48xf32>
    asctile.atomic_rmw<Max> %f1, %tmx[%c0] : !asctile.tile<48xf32, UB>, !asctile.tensor<48xf32>
    asctile.atomic_rmw<Min> %f2, %tmn[%c0] : !asctile.tile<48xf32, UB>, !asctile.tensor<48xf32>
    return
  }
}
