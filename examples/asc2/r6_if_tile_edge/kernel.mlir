// An scf.if on the block index yielding a tile: the last core loads its 256-element tile
// padded with -inf and takes exp(x - 1), the others x * 0.5 + 1; every core stores it and
// adds its tile's sum into total[0] with atomic_rmw<Add>, and the last core alone also
// adds its maximum into extra[0] with atomic_rmw<Max> (inside the if).
module {
  func.func @edge_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %total: memref<*xf32, 22>, %extra: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c256 = arith.constant 256 : i32
    %zero = arith.constant 0.000000e+00 : f32
    %ninf = arith.constant 0xFF800000 : f32
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tt = asctile.tensor %total() : memref<*xf32, 22>, !asctile.tensor<1xf32>
    %te = asctile.tensor %extra() : memref<*xf32, 22>, !asctile.tensor<1xf32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %lastc = arith.subi %nbi, %c1 : i32
    %off = arith.muli %bi, %c256 : i32
    %islast = arith.cmpi eq, %bi, %lastc : i32
    %v = scf.if %islast -> (!asctile.tile<256xf32, UB>) {
      %a = asctile.load %tx[%off], %ninf : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
      %one = arith.constant dense<1.000000e+00> : !asctile.tile<256xf32, UB>
      %d = arith.subf %a, %one : !asctile.tile<256xf32, UB>
      %e = math.exp %d : !asctile.tile<256xf32, UB>
      %m = asctile.reduce_as_1d <max> %a : !asctile.tile<256xf32, UB>, !asctile.tile<1xf32, UB>
      asctile.atomic_rmw<Max> %m, %te[%c0] : !asctile.tile<1xf32, UB>, !asctile.tensor<1xf32>
      scf.yield %e : !asctile.tile<256xf32, UB>
    } else {
      %a = asctile.load %tx[%off], %zero : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
      %h = arith.constant dense<5.000000e-01> : !asctile.tile<256xf32, UB>
      %one = arith.constant dense<1.000000e+00> : !asctile.tile<256xf32, UB>
      %p = arith.mulf %a, %h : !asctile.tile<256xf32, UB>
      %q = arith.addf %p, %one : !asctile.tile<256xf32, UB>
      scf.yield %q : !asctile.tile<256xf32, UB>
    }
    asctile.store %v, %ty[%off] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
    %s = asctile.reduce_as_1d <sum> %v : !asctile.tile<256xf32, UB>, !asctile.tile<1xf32, UB>
    asctile.atomic_rmw<Add> %s, %tt[%c0] : !asctile.tile<1xf32, UB>, !asctile.tensor<1xf32>
    return
  }
}
