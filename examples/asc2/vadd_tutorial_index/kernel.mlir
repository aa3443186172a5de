// The vector-add tutorial with index arithmetic, as a frontend that keeps Python ints as
// `index` emits it: the block index and the tile loop are index values, cast to i32 for the
// tile offsets. Each core takes tile_per_block = 2 tiles of 256 f32 elements from
// block_idx * 512; on 8192 elements and 16 cores every tile is whole, on fewer elements
// the tiles past the end load and store nothing.
module {
  func.func @vadd_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %z: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tz = asctile.tensor %z(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %b = ascendc.get_block_idx : i64
    %bix = arith.index_cast %b : i64 to index
    %c512 = arith.constant 512 : index
    %c256 = arith.constant 256 : index
    %base = arith.muli %bix, %c512 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    scf.for %i = %c0 to %c2 step %c1 {
      %io = arith.muli %i, %c256 : index
      %offx = arith.addi %base, %io : index
      %off = arith.index_cast %offx : index to i32
      %cst = arith.constant 0.0 : f32
      %a = asctile.load %tx [%off], %cst : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
      %bb = asctile.load %ty [%off], %cst : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
      %s = arith.addf %a, %bb : !asctile.tile<256xf32, UB>
      asctile.store %s, %tz [%off] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 2 : index}
    return
  }
}
