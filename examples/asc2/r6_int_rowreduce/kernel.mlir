// Integer rows (the vector reductions take no integers, so per-row values come from a
// [rows, 1] column): for [rows, 64] i32 in 4x64 tiles (rows = 11), d = x - c[r] (4x1 tile
// broadcast back), z = (d << k) >> 1 with a runtime shift k (a splat), and where d > -t
// (a runtime scalar: cmps) z else x + 2 * c[r] (wrapping). Grid-strided.
module {
  func.func @introw_kernel(%x: memref<*xi32, 22>, %z: memref<*xi32, 22>, %col: memref<*xi32, 22>, %rows: i32, %k: i32, %th: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c4 = arith.constant 4 : i32
    %tx = asctile.tensor %x(%rows) : memref<*xi32, 22>, !asctile.tensor<?x64xi32>
    %tcol = asctile.tensor %col(%rows) : memref<*xi32, 22>, !asctile.tensor<?x1xi32>
    %tz = asctile.tensor %z(%rows) : memref<*xi32, 22>, !asctile.tensor<?x64xi32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %rt = arith.ceildivsi %rows, %c4 : i32
    %nth = arith.subi %c0, %th : i32
    scf.for %t = %bi to %rt step %nbi : i32 {
      %r = arith.muli %t, %c4 : i32
      %v = asctile.load %tx[%r, %c0], %c0 : !asctile.tensor<?x64xi32>, !asctile.tile<4x64xi32, UB>
      %m = asctile.load %tcol[%r, %c0], %c0 : !asctile.tensor<?x1xi32>, !asctile.tile<4x1xi32, UB>
      %mb = asctile.broadcast %m : !asctile.tile<4x1xi32, UB> to !asctile.tile<4x64xi32, UB>
      %d = arith.subi %v, %mb : !asctile.tile<4x64xi32, UB>
      %ks = asctile.splat %k : !asctile.tile<4x64xi32, UB>
      %one = arith.constant dense<1> : !asctile.tile<4x64xi32, UB>
      %sl = arith.shli %d, %ks : !asctile.tile<4x64xi32, UB>
      %sr = arith.shrsi %sl, %one : !asctile.tile<4x64xi32, UB>
      %s = arith.addi %m, %m : !asctile.tile<4x1xi32, UB>
      %sb = asctile.broadcast %s : !asctile.tile<4x1xi32, UB> to !asctile.tile<4x64xi32, UB>
      %alt = arith.addi %v, %sb : !asctile.tile<4x64xi32, UB>
      %gt = asctile.cmps GT %d, %nth : !asctile.tile<4x64xi32, UB>
      %o = asctile.select %gt, %sr, %alt : !asctile.tile<4x64xi32, UB>
      asctile.store %o, %tz[%r, %c0] : !asctile.tile<4x64xi32, UB>, !asctile.tensor<?x64xi32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
