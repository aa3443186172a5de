// Sum of a vector, one partial sum per core, as PyAsc's asc2 frontend emits it: core b sums
// the elements [b*chunk, (b+1)*chunk) tile by tile (1024 elements, the last tile of the
// vector padded with 0), adding each tile's reduction to a scalar carried by the loop, and
// writes its sum to out[b] with a scalar store (asctile.set_value).
module {
  func.func @sum_scalar_kernel(%x: memref<*xf32, 22>, %out: memref<*xf32, 22>, %n: i32, %chunk: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %to = asctile.tensor %out(%nbi) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %c1024 = arith.constant 1024 : i32
    %zero = arith.constant 0.0 : f32
    %lo = arith.muli %bi, %chunk : i32
    %hi0 = arith.addi %lo, %chunk : i32
    %hi = arith.minsi %hi0, %n : i32
    %sum = scf.for %off = %lo to %hi step %c1024 iter_args(%acc = %zero) -> (f32) : i32 {
      %t = asctile.load %tx[%off], %zero : !asctile.tensor<?xf32>, !asctile.tile<1024xf32, UB>
      %s = asctile.reduce_as_1d <sum> %t : !asctile.tile<1024xf32, UB>, f32
      %a = arith.addf %acc, %s : f32
      scf.yield %a : f32
    } {asctile.unroll_factor = 1 : index}
    asctile.set_value %sum, %to[%bi] : f32, !asctile.tensor<?xf32>
    return
  }
}
