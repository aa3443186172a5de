// asc2.mask(bits=(hi, lo), other=fill) in f32: inside an asctile.bitwise_mask region the sum
// x + y is computed only for the elements whose bit is set in the 128-bit mask (hi, lo),
// applied to every repeat (256 bytes) of the tile; the others take fill. The result is
// stored inside the region, as the frontend does. Each core takes up to 4 tiles of 256
// starting at block_idx * 1024 (tails clipped).
module {
  func.func @bitwise_mask_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %z: memref<*xf32, 22>, %n: i32, %hi: i64, %lo: i64, %fill: f32) attributes {ascendc.global} {
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
    scf.for %i = %c0 to %count step %c1 : i32 {
      %t = arith.muli %i, %c256 : i32
      %off = arith.addi %base, %t : i32
      %pad = arith.constant 0.000000e+00 : f32
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
      %bb = asctile.load %ty[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
      asctile.bitwise_mask %hi, %lo, %fill : f32 {
        %r = arith.addf %a, %bb : !asctile.tile<256xf32, UB>
        asctile.store %r, %tz[%off] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
      }
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
