// Sum of a vector, one partial sum per core, accumulated tile-wise: core b adds the
// 1024-element tiles of [b*chunk, (b+1)*chunk) into an accumulator tile carried by the
// loop (loads padded with 0), reduces the accumulator to a 1-element tile and stores that
// tile to out[b].
module {
  func.func @sum_tile_kernel(%x: memref<*xf32, 22>, %out: memref<*xf32, 22>, %n: i32, %chunk: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %to = asctile.tensor %out(%nbi) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %c1024 = arith.constant 1024 : i32
    %zero = arith.constant 0.0 : f32
    %init = arith.constant dense<0.0> : !asctile.tile<1024xf32, UB>
    %lo = arith.muli %bi, %chunk : i32
    %hi0 = arith.addi %lo, %chunk : i32
    %hi = arith.minsi %hi0, %n : i32
    %acc = scf.for %off = %lo to %hi step %c1024 iter_args(%a = %init) -> (!asctile.tile<1024xf32, UB>) : i32 {
      %t = asctile.load %tx[%off], %zero : !asctile.tensor<?xf32>, !asctile.tile<1024xf32, UB>
      %s = arith.addf %a, %t : !asctile.tile<1024xf32, UB>
      scf.yield %s : !asctile.tile<1024xf32, UB>
    } {asctile.unroll_factor = 1 : index}
    %r = asctile.reduce_as_1d <sum> %acc : !asctile.tile<1024xf32, UB>, !asctile.tile<1xf32, UB>
    asctile.store %r, %to[%bi] : !asctile.tile<1xf32, UB>, !asctile.tensor<?xf32>
    return
  }
}
