// where in i16: as where_i32 with 16-bit integers (Compare on c310 takes int16 directly).
module {
  func.func @where_kernel(%x1: memref<*xi16, 22>, %x2: memref<*xi16, 22>, %z: memref<*xi16, 22>, %n: i32) attributes {ascendc.global} {
    %tx1 = asctile.tensor %x1(%n) : memref<*xi16, 22>, !asctile.tensor<?xi16>
    %tx2 = asctile.tensor %x2(%n) : memref<*xi16, 22>, !asctile.tensor<?xi16>
    %tz = asctile.tensor %z(%n) : memref<*xi16, 22>, !asctile.tensor<?xi16>
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
      %pad = arith.constant 0 : i16
      %a1 = asctile.load %tx1[%off], %pad : !asctile.tensor<?xi16>, !asctile.tile<256xi16, UB>
      %a2 = asctile.load %tx2[%off], %pad : !asctile.tensor<?xi16>, !asctile.tile<256xi16, UB>
      %m1 = asctile.cmp GT %a1, %a2 : !asctile.tile<256xi16, UB>
      %d = arith.subi %a1, %a2 : !asctile.tile<256xi16, UB>
      %s = asctile.select %m1, %d, %a2 : !asctile.tile<256xi16, UB>
      %seven = arith.constant dense<7> : !asctile.tile<256xi16, UB>
      %m2 = asctile.cmp LE %s, %seven : !asctile.tile<256xi16, UB>
      %o = asctile.select %m2, %s, %a1 : !asctile.tile<256xi16, UB>
      asctile.store %o, %tz[%off] : !asctile.tile<256xi16, UB>, !asctile.tensor<?xi16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
