// Round trips through the 16-bit floats written directly, as x.to(f16).to(f32) in the
// frontend: z = f32(f16(x)) + f32(bf16(x)). PyAsc's cast folder would fold each chain to
// x; --pyasc-pipeline keeps the roundings (asctile-keep-cast-rounding). Up to 4 tiles of
// 256 per core.
module {
  func.func @cast_kernel(%x1: memref<*xf32, 22>, %z: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
    %tx1 = asctile.tensor %x1(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tz = asctile.tensor %z(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %cT = arith.constant 256 : i32
    %c4T = arith.constant 1024 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %base = arith.muli %bi, %c4T : i32
    %rest = arith.subi %n, %base : i32
    %left = arith.ceildivsi %rest, %cT : i32
    %count = arith.minsi %left, %c4 : i32
    scf.for %i = %c0 to %count step %c1 : i32 {
      %t = arith.muli %i, %cT : i32
      %off = arith.addi %base, %t : i32
      %pad = arith.constant 0.000000e+00 : f32
      %a1 = asctile.load %tx1[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
      %h = asctile.cast %a1 : !asctile.tile<256xf32, UB> to !asctile.tile<256xf16, UB>
      %f1 = asctile.cast %h : !asctile.tile<256xf16, UB> to !asctile.tile<256xf32, UB>
      %bb = asctile.cast %a1 : !asctile.tile<256xf32, UB> to !asctile.tile<256xbf16, UB>
      %f2 = asctile.cast %bb : !asctile.tile<256xbf16, UB> to !asctile.tile<256xf32, UB>
      %o = arith.addf %f1, %f2 : !asctile.tile<256xf32, UB>
      asctile.store %o, %tz[%off] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
