// asc2 elementwise forms in f32 with no other example: asc2.relu (asctile.relu), a scalar
// minus a tile (arith.subf of a splat and a tile), and asc2.where over every compare mode,
// tile against tile (asctile.cmp) and splat against tile (the splat on the left, which
// asctile-transform-math-ops turns into cmps with the mode mirrored). 1-D, n with a tail,
// tiles of 64 walked grid-stride by the cores.
module {
  func.func @ew_kernel(%x: memref<*xf32, 22>, %w: memref<*xf32, 22>, %relu: memref<*xf32, 22>, %rsub: memref<*xf32, 22>, %cLT: memref<*xf32, 22>, %cGT: memref<*xf32, 22>, %cEQ: memref<*xf32, 22>, %cLE: memref<*xf32, 22>, %cGE: memref<*xf32, 22>, %cNE: memref<*xf32, 22>, %sLT: memref<*xf32, 22>, %sGT: memref<*xf32, 22>, %sEQ: memref<*xf32, 22>, %sLE: memref<*xf32, 22>, %sGE: memref<*xf32, 22>, %sNE: memref<*xf32, 22>, %n: i32, %s: f32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tw = asctile.tensor %w(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %trelu = asctile.tensor %relu(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %trsub = asctile.tensor %rsub(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tcLT = asctile.tensor %cLT(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tcGT = asctile.tensor %cGT(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tcEQ = asctile.tensor %cEQ(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tcLE = asctile.tensor %cLE(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tcGE = asctile.tensor %cGE(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tcNE = asctile.tensor %cNE(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tsLT = asctile.tensor %sLT(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tsGT = asctile.tensor %sGT(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tsEQ = asctile.tensor %sEQ(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tsLE = asctile.tensor %sLE(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tsGE = asctile.tensor %sGE(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tsNE = asctile.tensor %sNE(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %c64 = arith.constant 64 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %n, %c64 : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %off = arith.muli %t, %c64 : i32
      %pad = arith.constant 0.000000e+00 : f32
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<64xf32, UB>
      %b = asctile.load %tw[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<64xf32, UB>
      %r0 = asctile.relu %a : !asctile.tile<64xf32, UB>
      asctile.store %r0, %trelu[%off] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
      %ss = asctile.splat %s : !asctile.tile<64xf32, UB>
      %r1 = arith.subf %ss, %a : !asctile.tile<64xf32, UB>
      asctile.store %r1, %trsub[%off] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
      %mLT = asctile.cmp LT %a, %b : !asctile.tile<64xf32, UB>
      %yLT = asctile.select %mLT, %a, %b : !asctile.tile<64xf32, UB>
      asctile.store %yLT, %tcLT[%off] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
      %nLT = asctile.cmp LT %ss, %a : !asctile.tile<64xf32, UB>
      %zLT = asctile.select %nLT, %a, %ss : !asctile.tile<64xf32, UB>
      asctile.store %zLT, %tsLT[%off] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
      %mGT = asctile.cmp GT %a, %b : !asctile.tile<64xf32, UB>
      %yGT = asctile.select %mGT, %a, %b : !asctile.tile<64xf32, UB>
      asctile.store %yGT, %tcGT[%off] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
      %nGT = asctile.cmp GT %ss, %a : !asctile.tile<64xf32, UB>
      %zGT = asctile.select %nGT, %a, %ss : !asctile.tile<64xf32, UB>
      asctile.store %zGT, %tsGT[%off] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
      %mEQ = asctile.cmp EQ %a, %b : !asctile.tile<64xf32, UB>
      %yEQ = asctile.select %mEQ, %a, %b : !asctile.tile<64xf32, UB>
      asctile.store %yEQ, %tcEQ[%off] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
      %nEQ = asctile.cmp EQ %ss, %a : !asctile.tile<64xf32, UB>
      %zEQ = asctile.select %nEQ, %a, %ss : !asctile.tile<64xf32, UB>
      asctile.store %zEQ, %tsEQ[%off] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
      %mLE = asctile.cmp LE %a, %b : !asctile.tile<64xf32, UB>
      %yLE = asctile.select %mLE, %a, %b : !asctile.tile<64xf32, UB>
      asctile.store %yLE, %tcLE[%off] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
      %nLE = asctile.cmp LE %ss, %a : !asctile.tile<64xf32, UB>
      %zLE = asctile.select %nLE, %a, %ss : !asctile.tile<64xf32, UB>
      asctile.store %zLE, %tsLE[%off] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
      %mGE = asctile.cmp GE %a, %b : !asctile.tile<64xf32, UB>
      %yGE = asctile.select %mGE, %a, %b : !asctile.tile<64xf32, UB>
      asctile.store %yGE, %tcGE[%off] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
      %nGE = asctile.cmp GE %ss, %a : !asctile.tile<64xf32, UB>
      %zGE = asctile.select %nGE, %a, %ss : !asctile.tile<64xf32, UB>
      asctile.store %zGE, %tsGE[%off] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
      %mNE = asctile.cmp NE %a, %b : !asctile.tile<64xf32, UB>
      %yNE = asctile.select %mNE, %a, %b : !asctile.tile<64xf32, UB>
      asctile.store %yNE, %tcNE[%off] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
      %nNE = asctile.cmp NE %ss, %a : !asctile.tile<64xf32, UB>
      %zNE = asctile.select %nNE, %a, %ss : !asctile.tile<64xf32, UB>
      asctile.store %zNE, %tsNE[%off] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
