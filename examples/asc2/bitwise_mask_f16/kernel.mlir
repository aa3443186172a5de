// asc2.mask(bits=(hi, lo), other=fill) in f16: inside an asctile.bitwise_mask region the sum
// x + y is computed only for the elements whose bit is set in the 128-bit mask (hi, lo),
// applied to every repeat (256 bytes) of the tile; the others take fill. The result is
// stored inside the region, as the frontend does. Each core takes up to 4 tiles of 256
// starting at block_idx * 1024 (tails clipped).
module {
  func.func @bitwise_mask_kernel(%x: memref<*xf16, 22>, %y: memref<*xf16, 22>, %z: memref<*xf16, 22>, %n: i32, %hi: i64, %lo: i64, %fill: f16) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %ty = asctile.tensor %y(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tz = asctile.tensor %z(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
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
      %pad = arith.constant 0.000000e+00 : f16
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xf16>, !asctile.tile<256xf16, UB>
      %bb = asctile.load %ty[%off], %pad : !asctile.tensor<?xf16>, !asctile.tile<256xf16, UB>
      asctile.bitwise_mask %hi, %lo, %fill : f16 {
        %r = arith.addf %a, %bb : !asctile.tile<256xf16, UB>
        asctile.store %r, %tz[%off] : !asctile.tile<256xf16, UB>, !asctile.tensor<?xf16>
      }
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
