// asc2 integer forms in i16 with no other example: a scalar minus a tile (arith.subi of a
// splat and a tile), maxsi of two tiles, minsi with a splat, muli of two tiles, asc2.relu,
// shli/shrsi by a splat, where over cmp GE and over cmp NE against a splat, casts to f32 and
// to i32, a 16-element row of w reshaped to 1x16 and broadcast over the 4x16 view of x,
// and concat of the two 32-element halves of w in swapped order. 1-D, n with a tail, tiles
// of 64 walked grid-stride; the scalar k comes as an i32 argument narrowed to i16.
module {
  func.func @int_kernel(%x: memref<*xi16, 22>, %w: memref<*xi16, 22>, %sub: memref<*xi16, 22>, %max: memref<*xi16, 22>, %min: memref<*xi16, 22>, %mul: memref<*xi16, 22>, %relu: memref<*xi16, 22>, %shl: memref<*xi16, 22>, %shr: memref<*xi16, 22>, %sel: memref<*xi16, 22>, %sels: memref<*xi16, 22>, %f32: memref<*xf32, 22>, %cvt: memref<*xi32, 22>, %bc: memref<*xi16, 22>, %cat: memref<*xi16, 22>, %n: i32, %k: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xi16, 22>, !asctile.tensor<?xi16>
    %tw = asctile.tensor %w(%n) : memref<*xi16, 22>, !asctile.tensor<?xi16>
    %tsub = asctile.tensor %sub(%n) : memref<*xi16, 22>, !asctile.tensor<?xi16>
    %tmax = asctile.tensor %max(%n) : memref<*xi16, 22>, !asctile.tensor<?xi16>
    %tmin = asctile.tensor %min(%n) : memref<*xi16, 22>, !asctile.tensor<?xi16>
    %tmul = asctile.tensor %mul(%n) : memref<*xi16, 22>, !asctile.tensor<?xi16>
    %trelu = asctile.tensor %relu(%n) : memref<*xi16, 22>, !asctile.tensor<?xi16>
    %tshl = asctile.tensor %shl(%n) : memref<*xi16, 22>, !asctile.tensor<?xi16>
    %tshr = asctile.tensor %shr(%n) : memref<*xi16, 22>, !asctile.tensor<?xi16>
    %tsel = asctile.tensor %sel(%n) : memref<*xi16, 22>, !asctile.tensor<?xi16>
    %tsels = asctile.tensor %sels(%n) : memref<*xi16, 22>, !asctile.tensor<?xi16>
    %tf32 = asctile.tensor %f32(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tcvt = asctile.tensor %cvt(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %tbc = asctile.tensor %bc(%n) : memref<*xi16, 22>, !asctile.tensor<?xi16>
    %tcat = asctile.tensor %cat(%n) : memref<*xi16, 22>, !asctile.tensor<?xi16>
    %c32 = arith.constant 32 : i32
    %c64 = arith.constant 64 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %n, %c64 : i32
    %kv = arith.trunci %k : i32 to i16
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %off = arith.muli %t, %c64 : i32
      %pad = arith.constant 0 : i16
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xi16>, !asctile.tile<64xi16, UB>
      %b = asctile.load %tw[%off], %pad : !asctile.tensor<?xi16>, !asctile.tile<64xi16, UB>
      %ks = asctile.splat %kv : !asctile.tile<64xi16, UB>
      %r0 = arith.subi %ks, %a : !asctile.tile<64xi16, UB>
      asctile.store %r0, %tsub[%off] : !asctile.tile<64xi16, UB>, !asctile.tensor<?xi16>
      %r1 = arith.maxsi %a, %b : !asctile.tile<64xi16, UB>
      asctile.store %r1, %tmax[%off] : !asctile.tile<64xi16, UB>, !asctile.tensor<?xi16>
      %r2 = arith.minsi %a, %ks : !asctile.tile<64xi16, UB>
      asctile.store %r2, %tmin[%off] : !asctile.tile<64xi16, UB>, !asctile.tensor<?xi16>
      %r3 = arith.muli %a, %b : !asctile.tile<64xi16, UB>
      asctile.store %r3, %tmul[%off] : !asctile.tile<64xi16, UB>, !asctile.tensor<?xi16>
      %r4 = asctile.relu %a : !asctile.tile<64xi16, UB>
      asctile.store %r4, %trelu[%off] : !asctile.tile<64xi16, UB>, !asctile.tensor<?xi16>
      %c2 = arith.constant dense<2> : !asctile.tile<64xi16, UB>
      %r5 = arith.shli %a, %c2 : !asctile.tile<64xi16, UB>
      asctile.store %r5, %tshl[%off] : !asctile.tile<64xi16, UB>, !asctile.tensor<?xi16>
      %c1 = arith.constant dense<1> : !asctile.tile<64xi16, UB>
      %r6 = arith.shrsi %a, %c1 : !asctile.tile<64xi16, UB>
      asctile.store %r6, %tshr[%off] : !asctile.tile<64xi16, UB>, !asctile.tensor<?xi16>
      %m7 = asctile.cmp GE %a, %b : !asctile.tile<64xi16, UB>
      %r7 = asctile.select %m7, %a, %b : !asctile.tile<64xi16, UB>
      asctile.store %r7, %tsel[%off] : !asctile.tile<64xi16, UB>, !asctile.tensor<?xi16>
      %m8 = asctile.cmp NE %a, %ks : !asctile.tile<64xi16, UB>
      %r8 = asctile.select %m8, %b, %ks : !asctile.tile<64xi16, UB>
      asctile.store %r8, %tsels[%off] : !asctile.tile<64xi16, UB>, !asctile.tensor<?xi16>
      %r9 = asctile.cast %a : !asctile.tile<64xi16, UB> to !asctile.tile<64xf32, UB>
      asctile.store %r9, %tf32[%off] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
      %r10 = asctile.cast %a : !asctile.tile<64xi16, UB> to !asctile.tile<64xi32, UB>
      asctile.store %r10, %tcvt[%off] : !asctile.tile<64xi32, UB>, !asctile.tensor<?xi32>
      %row = asctile.load %tw[%off], %pad : !asctile.tensor<?xi16>, !asctile.tile<16xi16, UB>
      %row2 = asctile.reshape %row : !asctile.tile<16xi16, UB> to !asctile.tile<1x16xi16, UB>
      %bcv = asctile.broadcast %row2 : !asctile.tile<1x16xi16, UB> to !asctile.tile<4x16xi16, UB>
      %a2 = asctile.reshape %a : !asctile.tile<64xi16, UB> to !asctile.tile<4x16xi16, UB>
      %s2 = arith.addi %a2, %bcv : !asctile.tile<4x16xi16, UB>
      %r11 = asctile.reshape %s2 : !asctile.tile<4x16xi16, UB> to !asctile.tile<64xi16, UB>
      asctile.store %r11, %tbc[%off] : !asctile.tile<64xi16, UB>, !asctile.tensor<?xi16>
      %off2 = arith.addi %off, %c32 : i32
      %lo = asctile.load %tw[%off], %pad : !asctile.tensor<?xi16>, !asctile.tile<32xi16, UB>
      %hi = asctile.load %tw[%off2], %pad : !asctile.tensor<?xi16>, !asctile.tile<32xi16, UB>
      %r12 = asctile.concat %hi, %lo : !asctile.tile<32xi16, UB>, !asctile.tile<32xi16, UB> -> !asctile.tile<64xi16, UB>
      asctile.store %r12, %tcat[%off] : !asctile.tile<64xi16, UB>, !asctile.tensor<?xi16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
