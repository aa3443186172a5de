// Row softmax of a [rows, 32] f32 tensor in 4x32 tiles, each core taking a contiguous
// chunk of ceil(rows / blocks) rows rounded up to whole tiles; a core whose chunk starts past the end does nothing
// (scf.if on its block index), and the temperature differs by block parity (an scf.if
// yielding a scalar: odd blocks divide by 2). Block 0 alone also stores the row maxima
// of its first tile (scf.if on block index == 0).
module {
  func.func @softmax_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %mx: memref<*xf32, 22>, %rows: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %one = arith.constant 1.000000e+00 : f32
    %halff = arith.constant 5.000000e-01 : f32
    %ninf = arith.constant 0xFF800000 : f32
    %tx = asctile.tensor %x(%rows) : memref<*xf32, 22>, !asctile.tensor<?x32xf32>
    %ty = asctile.tensor %y(%rows) : memref<*xf32, 22>, !asctile.tensor<?x32xf32>
    %tm = asctile.tensor %mx() : memref<*xf32, 22>, !asctile.tensor<4xf32>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %per = arith.ceildivsi %rows, %nbi : i32
    %ptiles = arith.ceildivsi %per, %c4 : i32
    %chunk = arith.muli %ptiles, %c4 : i32
    %start = arith.muli %bi, %chunk : i32
    %end0 = arith.addi %start, %chunk : i32
    %end = arith.minsi %end0, %rows : i32
    %odd = arith.remsi %bi, %c2 : i32
    %isodd = arith.cmpi eq, %odd, %c1 : i32
    %scale = scf.if %isodd -> (f32) {
      scf.yield %halff : f32
    } else {
      scf.yield %one : f32
    }
    %has = arith.cmpi slt, %start, %rows : i32
    scf.if %has {
      scf.for %r = %start to %end step %c4 : i32 {
        %v = asctile.load %tx[%r, %c0], %ninf : !asctile.tensor<?x32xf32>, !asctile.tile<4x32xf32, UB>
        %vs = asctile.muls %v, %scale : !asctile.tile<4x32xf32, UB>
        %m = asctile.reduce <max> %vs {dims = [1 : i32]} : !asctile.tile<4x32xf32, UB>, !asctile.tile<4x1xf32, UB>
        %mb = asctile.broadcast %m : !asctile.tile<4x1xf32, UB> to !asctile.tile<4x32xf32, UB>
        %d = arith.subf %vs, %mb : !asctile.tile<4x32xf32, UB>
        %e = math.exp %d : !asctile.tile<4x32xf32, UB>
        %s = asctile.reduce <sum> %e {dims = [1 : i32]} : !asctile.tile<4x32xf32, UB>, !asctile.tile<4x1xf32, UB>
        %sb = asctile.broadcast %s : !asctile.tile<4x1xf32, UB> to !asctile.tile<4x32xf32, UB>
        %o = arith.divf %e, %sb : !asctile.tile<4x32xf32, UB>
        asctile.store %o, %ty[%r, %c0] : !asctile.tile<4x32xf32, UB>, !asctile.tensor<?x32xf32>
      } {asctile.unroll_factor = 1 : index}
    }
    %is0 = arith.cmpi eq, %bi, %c0 : i32
    scf.if %is0 {
      %v = asctile.load %tx[%c0, %c0], %ninf : !asctile.tensor<?x32xf32>, !asctile.tile<4x32xf32, UB>
      %m = asctile.reduce <max> %v {dims = [1 : i32]} : !asctile.tile<4x32xf32, UB>, !asctile.tile<4xf32, UB>
      asctile.store %m, %tm[%c0] : !asctile.tile<4xf32, UB>, !asctile.tensor<4xf32>
    }
    return
  }
}
