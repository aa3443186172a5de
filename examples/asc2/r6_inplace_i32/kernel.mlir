// In-place integer update of x (i32, wraparound): x = max(((x * a + b) >> 2) << 1, x - c)
// where x < 0 selects that, else x * 3 + (x >> 1); a, b, c runtime scalars. 256-element
// tiles grid-strided over the cores, unrolled by 2 with a tail; x is read and written in
// place, one tile at a time.
module {
  func.func @inplace_kernel(%x: memref<*xi32, 22>, %n: i32, %a: i32, %b: i32, %c: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c256 = arith.constant 256 : i32
    %tx = asctile.tensor %x(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %nt = arith.ceildivsi %n, %c256 : i32
    scf.for %t = %bi to %nt step %nbi : i32 {
      %off = arith.muli %t, %c256 : i32
      %v = asctile.load %tx[%off], %c0 : !asctile.tensor<?xi32>, !asctile.tile<256xi32, UB>
      %sa = asctile.splat %a : !asctile.tile<256xi32, UB>
      %sb = asctile.splat %b : !asctile.tile<256xi32, UB>
      %sc = asctile.splat %c : !asctile.tile<256xi32, UB>
      %m = arith.muli %v, %sa : !asctile.tile<256xi32, UB>
      %p = arith.addi %m, %sb : !asctile.tile<256xi32, UB>
      %two = arith.constant dense<2> : !asctile.tile<256xi32, UB>
      %one = arith.constant dense<1> : !asctile.tile<256xi32, UB>
      %three = arith.constant dense<3> : !asctile.tile<256xi32, UB>
      %sh = arith.shrsi %p, %two : !asctile.tile<256xi32, UB>
      %sl = arith.shli %sh, %one : !asctile.tile<256xi32, UB>
      %d = arith.subi %v, %sc : !asctile.tile<256xi32, UB>
      %neg = arith.maxsi %sl, %d : !asctile.tile<256xi32, UB>
      %v3 = arith.muli %v, %three : !asctile.tile<256xi32, UB>
      %vh = arith.shrsi %v, %one : !asctile.tile<256xi32, UB>
      %pos = arith.addi %v3, %vh : !asctile.tile<256xi32, UB>
      %zt = arith.constant dense<0> : !asctile.tile<256xi32, UB>
      %lt = asctile.cmp LT %v, %zt : !asctile.tile<256xi32, UB>
      %o = asctile.select %lt, %neg, %pos : !asctile.tile<256xi32, UB>
      asctile.store %o, %tx[%off] : !asctile.tile<256xi32, UB>, !asctile.tensor<?xi32>
    } {asctile.unroll_factor = 2 : index}
    return
  }
}
