// y = alpha * x + y under asc2.mask(count=k, other=fill): alpha is a runtime scalar
// broadcast with asctile.splat (a tile-scalar multiply after asctile-transform-math-ops),
// the addition runs inside an asctile.count_mask region and the result is stored inside it,
// as the frontend does for `with asc2.mask(...)`. After asclower-expand-mask the add is an
// L0 instruction carrying the count as its mask operand (isSetMask, as --pyasc-pipeline
// names the architecture: lanes [0, k) of each 64-lane repeat), after a duplicate of
// `fill` into its destination. Each core takes up to 4 tiles of 256 starting at
// block_idx * 1024.
module {
  func.func @masked_axpy_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %z: memref<*xf32, 22>, %n: i32, %alpha: f32, %k: i32, %fill: f32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tz = asctile.tensor %z(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c256 = arith.constant 256 : i32
    %c1024 = arith.constant 1024 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %base = arith.muli %bi, %c1024 : i32
    %rest = arith.subi %n, %base : i32
    %left = arith.ceildivsi %rest, %c256 : i32
    %count = arith.minsi %left, %c4 : i32
    %k64 = arith.extsi %k : i32 to i64
    scf.for %i = %c0 to %count step %c1 : i32 {
      %t = arith.muli %i, %c256 : i32
      %off = arith.addi %base, %t : i32
      %pad = arith.constant 0.000000e+00 : f32
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
      %bb = asctile.load %ty[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
      %al = asctile.splat %alpha : !asctile.tile<256xf32, UB>
      %s = arith.mulf %al, %a : !asctile.tile<256xf32, UB>
      asctile.count_mask %k64, %fill : f32 {
        %r = arith.addf %s, %bb : !asctile.tile<256xf32, UB>
        asctile.store %r, %tz[%off] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
      }
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
