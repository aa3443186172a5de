// i32 elementwise: z = max((x * y + 5) << 2, x - y) >> 1 with the constants as splat tile
// constants (asctile-transform-math-ops makes them adds, shls and shrs).
// Each core takes up to 4 tiles of 256 starting at block_idx * 1024.
module {
  func.func @int_ops_kernel(%x: memref<*xi32, 22>, %y: memref<*xi32, 22>, %z: memref<*xi32, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %ty = asctile.tensor %y(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %tz = asctile.tensor %z(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
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
    scf.for %i = %c0 to %count step %c1 : i32 {
      %t = arith.muli %i, %c256 : i32
      %off = arith.addi %base, %t : i32
      %pad = arith.constant 0 : i32
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xi32>, !asctile.tile<256xi32, UB>
      %bb = asctile.load %ty[%off], %pad : !asctile.tensor<?xi32>, !asctile.tile<256xi32, UB>
      %p = arith.muli %a, %bb : !asctile.tile<256xi32, UB>
      %five = arith.constant dense<5> : !asctile.tile<256xi32, UB>
      %q = arith.addi %p, %five : !asctile.tile<256xi32, UB>
      %two = arith.constant dense<2> : !asctile.tile<256xi32, UB>
      %sh = arith.shli %q, %two : !asctile.tile<256xi32, UB>
      %d = arith.subi %a, %bb : !asctile.tile<256xi32, UB>
      %m = arith.maxsi %sh, %d : !asctile.tile<256xi32, UB>
      %one = arith.constant dense<1> : !asctile.tile<256xi32, UB>
      %r = arith.shrsi %m, %one : !asctile.tile<256xi32, UB>
      asctile.store %r, %tz[%off] : !asctile.tile<256xi32, UB>, !asctile.tensor<?xi32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
