// if_tile with the tile loop unrolled by 2 (asc2.range(..., unroll_factor=2)): the scf.if
// yielding a tile is copied into both halves of the unrolled body and the epilogue.
// A tile chosen by a scalar branch: for each tile, y = (alpha > 0 ? x * alpha : relu(x)) + x
// (an scf.if yielding a tile, which asclower-scf turns into an scf.if yielding a local
// tensor). Each core takes up to 4 tiles of 256 starting at block_idx * 1024.
module {
  func.func @if_tile_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %n: i32, %alpha: f32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c256 = arith.constant 256 : i32
    %c1024 = arith.constant 1024 : i32
    %zf = arith.constant 0.000000e+00 : f32
    %pos = arith.cmpf ogt, %alpha, %zf : f32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %base = arith.muli %bi, %c1024 : i32
    %rest = arith.subi %n, %base : i32
    %left = arith.ceildivsi %rest, %c256 : i32
    %count = arith.minsi %left, %c4 : i32
    scf.for %i = %c0 to %count step %c1 : i32 {
      %t = arith.muli %i, %c256 : i32
      %off = arith.addi %base, %t : i32
      %a = asctile.load %tx[%off], %zf : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
      %s = scf.if %pos -> (!asctile.tile<256xf32, UB>) {
        %al = asctile.splat %alpha : !asctile.tile<256xf32, UB>
        %m = arith.mulf %a, %al : !asctile.tile<256xf32, UB>
        scf.yield %m : !asctile.tile<256xf32, UB>
      } else {
        %r = asctile.relu %a : !asctile.tile<256xf32, UB>
        scf.yield %r : !asctile.tile<256xf32, UB>
      }
      %o = arith.addf %s, %a : !asctile.tile<256xf32, UB>
      asctile.store %o, %ty[%off] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 2 : index}
    return
  }
}
