// Mixed precision: f16 inputs widened to f32 with asctile.cast, y = (a - b) * (a + b) / 3
// computed in f32, narrowed back to f16 (asctile.cast f32 -> f16, CAST_NONE = round to
// nearest even). Each core takes up to 2 tiles of 512 starting at block_idx * 1024.
module {
  func.func @cast_mix_kernel(%x: memref<*xf16, 22>, %y: memref<*xf16, 22>, %z: memref<*xf16, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %ty = asctile.tensor %y(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tz = asctile.tensor %z(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c512 = arith.constant 512 : i32
    %c1024 = arith.constant 1024 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %base = arith.muli %bi, %c1024 : i32
    %rest = arith.subi %n, %base : i32
    %left = arith.ceildivsi %rest, %c512 : i32
    %count = arith.minsi %left, %c2 : i32
    scf.for %i = %c0 to %count step %c1 : i32 {
      %t = arith.muli %i, %c512 : i32
      %off = arith.addi %base, %t : i32
      %pad = arith.constant 0.000000e+00 : f16
      %ah = asctile.load %tx[%off], %pad : !asctile.tensor<?xf16>, !asctile.tile<512xf16, UB>
      %bh = asctile.load %ty[%off], %pad : !asctile.tensor<?xf16>, !asctile.tile<512xf16, UB>
      %a = asctile.cast %ah : !asctile.tile<512xf16, UB> to !asctile.tile<512xf32, UB>
      %bb = asctile.cast %bh : !asctile.tile<512xf16, UB> to !asctile.tile<512xf32, UB>
      %d = arith.subf %a, %bb : !asctile.tile<512xf32, UB>
      %s = arith.addf %a, %bb : !asctile.tile<512xf32, UB>
      %p = arith.mulf %d, %s : !asctile.tile<512xf32, UB>
      %three = arith.constant dense<3.000000e+00> : !asctile.tile<512xf32, UB>
      %q = arith.divf %p, %three : !asctile.tile<512xf32, UB>
      %r = asctile.cast %q : !asctile.tile<512xf32, UB> to !asctile.tile<512xf16, UB>
      asctile.store %r, %tz[%off] : !asctile.tile<512xf16, UB>, !asctile.tensor<?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
