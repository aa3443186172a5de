// Integer compares in i32 on 2-D tiles: asc2.where over every compare mode, tile against
// tile and splat against tile (the splat on the left: cmps with the mode mirrored), on
// [rows, cols] in 4x16 tiles with tails in both dimensions, walked grid-stride by the
// cores; and per 4-row band a max over the band's column tiles carried by an scf.for
// (iter_args of i32 tiles), stored as [rows, 16].
module {
  func.func @icmp_kernel(%x: memref<*xi32, 22>, %w: memref<*xi32, 22>, %cLT: memref<*xi32, 22>, %cGT: memref<*xi32, 22>, %cEQ: memref<*xi32, 22>, %cLE: memref<*xi32, 22>, %cGE: memref<*xi32, 22>, %cNE: memref<*xi32, 22>, %sLT: memref<*xi32, 22>, %sGT: memref<*xi32, 22>, %sEQ: memref<*xi32, 22>, %sLE: memref<*xi32, 22>, %sGE: memref<*xi32, 22>, %sNE: memref<*xi32, 22>, %cm: memref<*xi32, 22>, %rows: i32, %cols: i32, %k: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xi32, 22>, !asctile.tensor<?x?xi32>
    %tw = asctile.tensor %w(%rows, %cols) : memref<*xi32, 22>, !asctile.tensor<?x?xi32>
    %tcLT = asctile.tensor %cLT(%rows, %cols) : memref<*xi32, 22>, !asctile.tensor<?x?xi32>
    %tcGT = asctile.tensor %cGT(%rows, %cols) : memref<*xi32, 22>, !asctile.tensor<?x?xi32>
    %tcEQ = asctile.tensor %cEQ(%rows, %cols) : memref<*xi32, 22>, !asctile.tensor<?x?xi32>
    %tcLE = asctile.tensor %cLE(%rows, %cols) : memref<*xi32, 22>, !asctile.tensor<?x?xi32>
    %tcGE = asctile.tensor %cGE(%rows, %cols) : memref<*xi32, 22>, !asctile.tensor<?x?xi32>
    %tcNE = asctile.tensor %cNE(%rows, %cols) : memref<*xi32, 22>, !asctile.tensor<?x?xi32>
    %tsLT = asctile.tensor %sLT(%rows, %cols) : memref<*xi32, 22>, !asctile.tensor<?x?xi32>
    %tsGT = asctile.tensor %sGT(%rows, %cols) : memref<*xi32, 22>, !asctile.tensor<?x?xi32>
    %tsEQ = asctile.tensor %sEQ(%rows, %cols) : memref<*xi32, 22>, !asctile.tensor<?x?xi32>
    %tsLE = asctile.tensor %sLE(%rows, %cols) : memref<*xi32, 22>, !asctile.tensor<?x?xi32>
    %tsGE = asctile.tensor %sGE(%rows, %cols) : memref<*xi32, 22>, !asctile.tensor<?x?xi32>
    %tsNE = asctile.tensor %sNE(%rows, %cols) : memref<*xi32, 22>, !asctile.tensor<?x?xi32>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c16 = arith.constant 16 : i32
    %tcm = asctile.tensor %cm(%rows, %c16) : memref<*xi32, 22>, !asctile.tensor<?x?xi32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %rt = arith.ceildivsi %rows, %c4 : i32
    %ct = arith.ceildivsi %cols, %c16 : i32
    %tiles = arith.muli %rt, %ct : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %ti = arith.divsi %t, %ct : i32
      %tj = arith.remsi %t, %ct : i32
      %r = arith.muli %ti, %c4 : i32
      %c = arith.muli %tj, %c16 : i32
      %pad = arith.constant 0 : i32
      %a = asctile.load %tx[%r, %c], %pad : !asctile.tensor<?x?xi32>, !asctile.tile<4x16xi32, UB>
      %b = asctile.load %tw[%r, %c], %pad : !asctile.tensor<?x?xi32>, !asctile.tile<4x16xi32, UB>
      %ks = asctile.splat %k : !asctile.tile<4x16xi32, UB>
      %mLT = asctile.cmp LT %a, %b : !asctile.tile<4x16xi32, UB>
      %yLT = asctile.select %mLT, %a, %b : !asctile.tile<4x16xi32, UB>
      asctile.store %yLT, %tcLT[%r, %c] : !asctile.tile<4x16xi32, UB>, !asctile.tensor<?x?xi32>
      %nLT = asctile.cmp LT %ks, %a : !asctile.tile<4x16xi32, UB>
      %zLT = asctile.select %nLT, %a, %ks : !asctile.tile<4x16xi32, UB>
      asctile.store %zLT, %tsLT[%r, %c] : !asctile.tile<4x16xi32, UB>, !asctile.tensor<?x?xi32>
      %mGT = asctile.cmp GT %a, %b : !asctile.tile<4x16xi32, UB>
      %yGT = asctile.select %mGT, %a, %b : !asctile.tile<4x16xi32, UB>
      asctile.store %yGT, %tcGT[%r, %c] : !asctile.tile<4x16xi32, UB>, !asctile.tensor<?x?xi32>
      %nGT = asctile.cmp GT %ks, %a : !asctile.tile<4x16xi32, UB>
      %zGT = asctile.select %nGT, %a, %ks : !asctile.tile<4x16xi32, UB>
      asctile.store %zGT, %tsGT[%r, %c] : !asctile.tile<4x16xi32, UB>, !asctile.tensor<?x?xi32>
      %mEQ = asctile.cmp EQ %a, %b : !asctile.tile<4x16xi32, UB>
      %yEQ = asctile.select %mEQ, %a, %b : !asctile.tile<4x16xi32, UB>
      asctile.store %yEQ, %tcEQ[%r, %c] : !asctile.tile<4x16xi32, UB>, !asctile.tensor<?x?xi32>
      %nEQ = asctile.cmp EQ %ks, %a : !asctile.tile<4x16xi32, UB>
      %zEQ = asctile.select %nEQ, %a, %ks : !asctile.tile<4x16xi32, UB>
      asctile.store %zEQ, %tsEQ[%r, %c] : !asctile.tile<4x16xi32, UB>, !asctile.tensor<?x?xi32>
      %mLE = asctile.cmp LE %a, %b : !asctile.tile<4x16xi32, UB>
      %yLE = asctile.select %mLE, %a, %b : !asctile.tile<4x16xi32, UB>
      asctile.store %yLE, %tcLE[%r, %c] : !asctile.tile<4x16xi32, UB>, !asctile.tensor<?x?xi32>
      %nLE = asctile.cmp LE %ks, %a : !asctile.tile<4x16xi32, UB>
      %zLE = asctile.select %nLE, %a, %ks : !asctile.tile<4x16xi32, UB>
      asctile.store %zLE, %tsLE[%r, %c] : !asctile.tile<4x16xi32, UB>, !asctile.tensor<?x?xi32>
      %mGE = asctile.cmp GE %a, %b : !asctile.tile<4x16xi32, UB>
      %yGE = asctile.select %mGE, %a, %b : !asctile.tile<4x16xi32, UB>
      asctile.store %yGE, %tcGE[%r, %c] : !asctile.tile<4x16xi32, UB>, !asctile.tensor<?x?xi32>
      %nGE = asctile.cmp GE %ks, %a : !asctile.tile<4x16xi32, UB>
      %zGE = asctile.select %nGE, %a, %ks : !asctile.tile<4x16xi32, UB>
      asctile.store %zGE, %tsGE[%r, %c] : !asctile.tile<4x16xi32, UB>, !asctile.tensor<?x?xi32>
      %mNE = asctile.cmp NE %a, %b : !asctile.tile<4x16xi32, UB>
      %yNE = asctile.select %mNE, %a, %b : !asctile.tile<4x16xi32, UB>
      asctile.store %yNE, %tcNE[%r, %c] : !asctile.tile<4x16xi32, UB>, !asctile.tensor<?x?xi32>
      %nNE = asctile.cmp NE %ks, %a : !asctile.tile<4x16xi32, UB>
      %zNE = asctile.select %nNE, %a, %ks : !asctile.tile<4x16xi32, UB>
      asctile.store %zNE, %tsNE[%r, %c] : !asctile.tile<4x16xi32, UB>, !asctile.tensor<?x?xi32>
    } {asctile.unroll_factor = 1 : index}
    scf.for %b2 = %bi to %rt step %nbi : i32 {
      %r2 = arith.muli %b2, %c4 : i32
      %lo = arith.constant dense<-30000> : !asctile.tile<4x16xi32, UB>
      %mx = scf.for %j = %c0 to %ct step %c1 iter_args(%acc = %lo) -> (!asctile.tile<4x16xi32, UB>) : i32 {
        %c2 = arith.muli %j, %c16 : i32
        %p2 = arith.constant -30000 : i32
        %v = asctile.load %tx[%r2, %c2], %p2 : !asctile.tensor<?x?xi32>, !asctile.tile<4x16xi32, UB>
        %acc2 = arith.maxsi %acc, %v : !asctile.tile<4x16xi32, UB>
        scf.yield %acc2 : !asctile.tile<4x16xi32, UB>
      } {asctile.unroll_factor = 2 : index}
      asctile.store %mx, %tcm[%r2, %c0] : !asctile.tile<4x16xi32, UB>, !asctile.tensor<?x?xi32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
