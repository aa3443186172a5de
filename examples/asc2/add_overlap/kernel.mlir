// Elementwise add of two f32 vectors split over the cores the way asc2 kernels commonly
// do it: per_core = ceil(n / cores) elements per core, walked in ceil(per_core / 512)
// tiles of 512 at block_idx * per_core + i * 512, loads and stores clipped only at the
// tensor's end. When per_core is not a multiple of 512 a core's last tile reaches into
// the next core's chunk: both cores compute and store the same values there.
module {
  func.func @add_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %z: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tz = asctile.tensor %z(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %c512 = arith.constant 512 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %per = arith.ceildivsi %n, %nbi : i32
    %tiles = arith.ceildivsi %per, %c512 : i32
    %base = arith.muli %bi, %per : i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.for %i = %c0 to %tiles step %c1 : i32 {
      %t = arith.muli %i, %c512 : i32
      %off = arith.addi %base, %t : i32
      %pad = arith.constant 0.000000e+00 : f32
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<512xf32, UB>
      %bb = asctile.load %ty[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<512xf32, UB>
      %s = arith.addf %a, %bb : !asctile.tile<512xf32, UB>
      asctile.store %s, %tz[%off] : !asctile.tile<512xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
