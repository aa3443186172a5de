// i16 bitwise and compare: z = (x & y) - (x | 0x0F0F), and where x >= y that, else
// min(x, y) - 7 (wrapping); one core-chunk of 128-element tiles per core.
module {
  func.func @bitwise_kernel(%x: memref<*xi16, 22>, %y: memref<*xi16, 22>, %z: memref<*xi16, 22>, %n: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c128 = arith.constant 128 : i32
    %p0 = arith.constant 0 : i16
    %tx = asctile.tensor %x(%n) : memref<*xi16, 22>, !asctile.tensor<?xi16>
    %ty = asctile.tensor %y(%n) : memref<*xi16, 22>, !asctile.tensor<?xi16>
    %tz = asctile.tensor %z(%n) : memref<*xi16, 22>, !asctile.tensor<?xi16>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %nt = arith.ceildivsi %n, %c128 : i32
    scf.for %t = %bi to %nt step %nbi : i32 {
      %off = arith.muli %t, %c128 : i32
      %a = asctile.load %tx[%off], %p0 : !asctile.tensor<?xi16>, !asctile.tile<128xi16, UB>
      %b = asctile.load %ty[%off], %p0 : !asctile.tensor<?xi16>, !asctile.tile<128xi16, UB>
      %k = arith.constant dense<3855> : !asctile.tile<128xi16, UB>
      %s7 = arith.constant dense<7> : !asctile.tile<128xi16, UB>
      %and = arith.andi %a, %b : !asctile.tile<128xi16, UB>
      %or = arith.ori %a, %k : !asctile.tile<128xi16, UB>
      %xo = arith.subi %and, %or : !asctile.tile<128xi16, UB>
      %mi = arith.minsi %a, %b : !asctile.tile<128xi16, UB>
      %mm = arith.subi %mi, %s7 : !asctile.tile<128xi16, UB>
      %ge = asctile.cmp GE %a, %b : !asctile.tile<128xi16, UB>
      %o = asctile.select %ge, %xo, %mm : !asctile.tile<128xi16, UB>
      asctile.store %o, %tz[%off] : !asctile.tile<128xi16, UB>, !asctile.tensor<?xi16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
