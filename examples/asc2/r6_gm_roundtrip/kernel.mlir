// A core reads back what it stored: phase 1 writes y = x * 2 tile by tile (grid-strided,
// 2-D 4x48 tiles of [rows, 48]), phase 2 loads its own y tiles again and writes z = y + x,
// and accumulates the tiles of y into a per-core keep-dims column sum (1x48) stored to
// cs[b]. The second load of y must wait for the first phase's stores (MTE3 -> MTE2).
module {
  func.func @rt_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %z: memref<*xf32, 22>, %cs: memref<*xf32, 22>, %rows: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c4 = arith.constant 4 : i32
    %zero = arith.constant 0.000000e+00 : f32
    %tx = asctile.tensor %x(%rows) : memref<*xf32, 22>, !asctile.tensor<?x48xf32>
    %ty = asctile.tensor %y(%rows) : memref<*xf32, 22>, !asctile.tensor<?x48xf32>
    %tz = asctile.tensor %z(%rows) : memref<*xf32, 22>, !asctile.tensor<?x48xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tcs = asctile.tensor %cs(%nbi) : memref<*xf32, 22>, !asctile.tensor<?x48xf32>
    %rt = arith.ceildivsi %rows, %c4 : i32
    scf.for %t = %bi to %rt step %nbi : i32 {
      %r = arith.muli %t, %c4 : i32
      %v = asctile.load %tx[%r, %c0], %zero : !asctile.tensor<?x48xf32>, !asctile.tile<4x48xf32, UB>
      %v2 = arith.addf %v, %v : !asctile.tile<4x48xf32, UB>
      asctile.store %v2, %ty[%r, %c0] : !asctile.tile<4x48xf32, UB>, !asctile.tensor<?x48xf32>
    } {asctile.unroll_factor = 2 : index}
    %init = arith.constant dense<0.000000e+00> : !asctile.tile<1x48xf32, UB>
    %acc = scf.for %t = %bi to %rt step %nbi iter_args(%a = %init) -> (!asctile.tile<1x48xf32, UB>) : i32 {
      %r = arith.muli %t, %c4 : i32
      %w = asctile.load %ty[%r, %c0], %zero : !asctile.tensor<?x48xf32>, !asctile.tile<4x48xf32, UB>
      %v = asctile.load %tx[%r, %c0], %zero : !asctile.tensor<?x48xf32>, !asctile.tile<4x48xf32, UB>
      %s = arith.addf %w, %v : !asctile.tile<4x48xf32, UB>
      asctile.store %s, %tz[%r, %c0] : !asctile.tile<4x48xf32, UB>, !asctile.tensor<?x48xf32>
      %cs0 = asctile.reduce <sum> %w {dims = [0 : i32]} : !asctile.tile<4x48xf32, UB>, !asctile.tile<1x48xf32, UB>
      %n = arith.addf %a, %cs0 : !asctile.tile<1x48xf32, UB>
      scf.yield %n : !asctile.tile<1x48xf32, UB>
    } {asctile.unroll_factor = 3 : index}
    asctile.store %acc, %tcs[%bi, %c0] : !asctile.tile<1x48xf32, UB>, !asctile.tensor<?x48xf32>
    return
  }
}
