// asc2 elementwise forms in bf16 with no other example: asc2.relu (asctile.relu), a scalar
// minus a tile (arith.subf of a splat and a tile), and asc2.where over every compare mode,
// tile against tile (asctile.cmp) and splat against tile (the splat on the left, which
// asctile-transform-math-ops turns into cmps with the mode mirrored). 1-D, n with a tail,
// tiles of 64 walked grid-stride by the cores.
module {
  func.func @ew_kernel(%x: memref<*xbf16, 22>, %w: memref<*xbf16, 22>, %relu: memref<*xbf16, 22>, %rsub: memref<*xbf16, 22>, %cLT: memref<*xbf16, 22>, %cGT: memref<*xbf16, 22>, %cEQ: memref<*xbf16, 22>, %cLE: memref<*xbf16, 22>, %cGE: memref<*xbf16, 22>, %cNE: memref<*xbf16, 22>, %sLT: memref<*xbf16, 22>, %sGT: memref<*xbf16, 22>, %sEQ: memref<*xbf16, 22>, %sLE: memref<*xbf16, 22>, %sGE: memref<*xbf16, 22>, %sNE: memref<*xbf16, 22>, %n: i32, %s: f32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %tw = asctile.tensor %w(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %trelu = asctile.tensor %relu(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %trsub = asctile.tensor %rsub(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %tcLT = asctile.tensor %cLT(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %tcGT = asctile.tensor %cGT(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %tcEQ = asctile.tensor %cEQ(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %tcLE = asctile.tensor %cLE(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %tcGE = asctile.tensor %cGE(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %tcNE = asctile.tensor %cNE(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %tsLT = asctile.tensor %sLT(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %tsGT = asctile.tensor %sGT(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %tsEQ = asctile.tensor %sEQ(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %tsLE = asctile.tensor %sLE(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %tsGE = asctile.tensor %sGE(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %tsNE = asctile.tensor %sNE(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %c64 = arith.constant 64 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %n, %c64 : i32
    %sv = arith.truncf %s : f32 to bf16
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %off = arith.muli %t, %c64 : i32
      %pad = arith.constant 0.000000e+00 : bf16
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xbf16>, !asctile.tile<64xbf16, UB>
      %b = asctile.load %tw[%off], %pad : !asctile.tensor<?xbf16>, !asctile.tile<64xbf16, UB>
      %r0 = asctile.relu %a : !asctile.tile<64xbf16, UB>
      asctile.store %r0, %trelu[%off] : !asctile.tile<64xbf16, UB>, !asctile.tensor<?xbf16>
      %ss = asctile.splat %sv : !asctile.tile<64xbf16, UB>
      %r1 = arith.subf %ss, %a : !asctile.tile<64xbf16, UB>
      asctile.store %r1, %trsub[%off] : !asctile.tile<64xbf16, UB>, !asctile.tensor<?xbf16>
      %mLT = asctile.cmp LT %a, %b : !asctile.tile<64xbf16, UB>
      %yLT = asctile.select %mLT, %a, %b : !asctile.tile<64xbf16, UB>
      asctile.store %yLT, %tcLT[%off] : !asctile.tile<64xbf16, UB>, !asctile.tensor<?xbf16>
      %nLT = asctile.cmp LT %ss, %a : !asctile.tile<64xbf16, UB>
      %zLT = asctile.select %nLT, %a, %ss : !asctile.tile<64xbf16, UB>
      asctile.store %zLT, %tsLT[%off] : !asctile.tile<64xbf16, UB>, !asctile.tensor<?xbf16>
      %mGT = asctile.cmp GT %a, %b : !asctile.tile<64xbf16, UB>
      %yGT = asctile.select %mGT, %a, %b : !asctile.tile<64xbf16, UB>
      asctile.store %yGT, %tcGT[%off] : !asctile.tile<64xbf16, UB>, !asctile.tensor<?xbf16>
      %nGT = asctile.cmp GT %ss, %a : !asctile.tile<64xbf16, UB>
      %zGT = asctile.select %nGT, %a, %ss : !asctile.tile<64xbf16, UB>
      asctile.store %zGT, %tsGT[%off] : !asctile.tile<64xbf16, UB>, !asctile.tensor<?xbf16>
      %mEQ = asctile.cmp EQ %a, %b : !asctile.tile<64xbf16, UB>
      %yEQ = asctile.select %mEQ, %a, %b : !asctile.tile<64xbf16, UB>
      asctile.store %yEQ, %tcEQ[%off] : !asctile.tile<64xbf16, UB>, !asctile.tensor<?xbf16>
      %nEQ = asctile.cmp EQ %ss, %a : !asctile.tile<64xbf16, UB>
      %zEQ = asctile.select %nEQ, %a, %ss : !asctile.tile<64xbf16, UB>
      asctile.store %zEQ, %tsEQ[%off] : !asctile.tile<64xbf16, UB>, !asctile.tensor<?xbf16>
      %mLE = asctile.cmp LE %a, %b : !asctile.tile<64xbf16, UB>
      %yLE = asctile.select %mLE, %a, %b : !asctile.tile<64xbf16, UB>
      asctile.store %yLE, %tcLE[%off] : !asctile.tile<64xbf16, UB>, !asctile.tensor<?xbf16>
      %nLE = asctile.cmp LE %ss, %a : !asctile.tile<64xbf16, UB>
      %zLE = asctile.select %nLE, %a, %ss : !asctile.tile<64xbf16, UB>
      asctile.store %zLE, %tsLE[%off] : !asctile.tile<64xbf16, UB>, !asctile.tensor<?xbf16>
      %mGE = asctile.cmp GE %a, %b : !asctile.tile<64xbf16, UB>
      %yGE = asctile.select %mGE, %a, %b : !asctile.tile<64xbf16, UB>
      asctile.store %yGE, %tcGE[%off] : !asctile.tile<64xbf16, UB>, !asctile.tensor<?xbf16>
      %nGE = asctile.cmp GE %ss, %a : !asctile.tile<64xbf16, UB>
      %zGE = asctile.select %nGE, %a, %ss : !asctile.tile<64xbf16, UB>
      asctile.store %zGE, %tsGE[%off] : !asctile.tile<64xbf16, UB>, !asctile.tensor<?xbf16>
      %mNE = asctile.cmp NE %a, %b : !asctile.tile<64xbf16, UB>
      %yNE = asctile.select %mNE, %a, %b : !asctile.tile<64xbf16, UB>
      asctile.store %yNE, %tcNE[%off] : !asctile.tile<64xbf16, UB>, !asctile.tensor<?xbf16>
      %nNE = asctile.cmp NE %ss, %a : !asctile.tile<64xbf16, UB>
      %zNE = asctile.select %nNE, %a, %ss : !asctile.tile<64xbf16, UB>
      asctile.store %zNE, %tsNE[%off] : !asctile.tile<64xbf16, UB>, !asctile.tensor<?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
