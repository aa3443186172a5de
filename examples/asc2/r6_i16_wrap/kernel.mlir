// i16 wraparound: z = ((x * y) << 3) + x * 1000 - max(x, y), min with a runtime bound m
// (mins from a splat), over 128-element tiles, unrolled by 4 (n = 900: 8 tiles, the last of
// 4; one core takes them all, another none).
module {
  func.func @i16_kernel(%x: memref<*xi16, 22>, %y: memref<*xi16, 22>, %z: memref<*xi16, 22>, %n: i32, %m: i16) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c128 = arith.constant 128 : i32
    %p0 = arith.constant 0 : i16
    %tx = asctile.tensor %x(%n) : memref<*xi16, 22>, !asctile.tensor<?xi16>
    %ty = asctile.tensor %y(%n) : memref<*xi16, 22>, !asctile.tensor<?xi16>
    %tz = asctile.tensor %z(%n) : memref<*xi16, 22>, !asctile.tensor<?xi16>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nt = arith.ceildivsi %n, %c128 : i32
    %is0 = arith.cmpi eq, %bi, %c0 : i32
    %hi = arith.select %is0, %nt, %c0 : i32
    scf.for %t = %c0 to %hi step %c1 : i32 {
      %off = arith.muli %t, %c128 : i32
      %a = asctile.load %tx[%off], %p0 : !asctile.tensor<?xi16>, !asctile.tile<128xi16, UB>
      %b = asctile.load %ty[%off], %p0 : !asctile.tensor<?xi16>, !asctile.tile<128xi16, UB>
      %three = arith.constant dense<3> : !asctile.tile<128xi16, UB>
      %k = arith.constant dense<1000> : !asctile.tile<128xi16, UB>
      %ab = arith.muli %a, %b : !asctile.tile<128xi16, UB>
      %sh = arith.shli %ab, %three : !asctile.tile<128xi16, UB>
      %ak = arith.muli %a, %k : !asctile.tile<128xi16, UB>
      %s1 = arith.addi %sh, %ak : !asctile.tile<128xi16, UB>
      %mx = arith.maxsi %a, %b : !asctile.tile<128xi16, UB>
      %s2 = arith.subi %s1, %mx : !asctile.tile<128xi16, UB>
      %ms = asctile.splat %m : !asctile.tile<128xi16, UB>
      %o = arith.minsi %s2, %ms : !asctile.tile<128xi16, UB>
      asctile.store %o, %tz[%off] : !asctile.tile<128xi16, UB>, !asctile.tensor<?xi16>
    } {asctile.unroll_factor = 4 : index}
    return
  }
}
