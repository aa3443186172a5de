// PyAsc's asc2 vector-add tutorial shape: each core takes tile_per_block = 1 tile of 512 f32
// elements at block_idx * 512 (a one-trip loop as asc2.range emits it); on 8192 elements and
// 16 cores, cores past the tensor's end load and store nothing.
module {
  func.func @vadd_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %z: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tz = asctile.tensor %z(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %ct = arith.constant 512 : i32
    %base = arith.muli %bi, %ct : i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %i = %c0 to %c1 step %c1 : i32 {
      %io = arith.muli %i, %ct : i32
      %off = arith.addi %base, %io : i32
      %cst = arith.constant 0.0 : f32
      %a = asctile.load %tx [%off], %cst : !asctile.tensor<?xf32>, !asctile.tile<512xf32, UB>
      %bb = asctile.load %ty [%off], %cst : !asctile.tensor<?xf32>, !asctile.tile<512xf32, UB>
      %s = arith.addf %a, %bb : !asctile.tile<512xf32, UB>
      asctile.store %s, %tz [%off] : !asctile.tile<512xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
