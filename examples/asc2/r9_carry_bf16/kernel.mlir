// Tiles of bf16 carried by loops and ifs: for each 2-row band (grid-stride over the cores)
// an inner scf.for over the 32-column tiles, unrolled by 2 (an epilogue for an odd count),
// carries a running sum (loads padded with 0) and a running max (padded with -inf) as
// iter_args; an scf.if on the band's parity then yields either sum * 0.5 and max or
// max - sum and sum (two tile results), both stored as [rows, 32] outputs.
module {
  func.func @carry_kernel(%x: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %z: memref<*xbf16, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %c32 = arith.constant 32 : i32
    %ty = asctile.tensor %y(%rows, %c32) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %tz = asctile.tensor %z(%rows, %c32) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %bands = arith.ceildivsi %rows, %c2 : i32
    %ct = arith.ceildivsi %cols, %c32 : i32
    scf.for %b = %bi to %bands step %nbi : i32 {
      %r = arith.muli %b, %c2 : i32
      %z0 = arith.constant dense<0.000000e+00> : !asctile.tile<2x32xbf16, UB>
      %m0 = arith.constant dense<0xFF80> : !asctile.tile<2x32xbf16, UB>
      %res:2 = scf.for %j = %c0 to %ct step %c1 iter_args(%s = %z0, %m = %m0) -> (!asctile.tile<2x32xbf16, UB>, !asctile.tile<2x32xbf16, UB>) : i32 {
        %c = arith.muli %j, %c32 : i32
        %p0 = arith.constant 0.000000e+00 : bf16
        %a = asctile.load %tx[%r, %c], %p0 : !asctile.tensor<?x?xbf16>, !asctile.tile<2x32xbf16, UB>
        %pn = arith.constant 0xFF80 : bf16
        %an = asctile.load %tx[%r, %c], %pn : !asctile.tensor<?x?xbf16>, !asctile.tile<2x32xbf16, UB>
        %s2 = arith.addf %s, %a : !asctile.tile<2x32xbf16, UB>
        %m2 = arith.maximumf %m, %an : !asctile.tile<2x32xbf16, UB>
        scf.yield %s2, %m2 : !asctile.tile<2x32xbf16, UB>, !asctile.tile<2x32xbf16, UB>
      } {asctile.unroll_factor = 2 : index}
      %par = arith.remsi %b, %c2 : i32
      %even = arith.cmpi eq, %par, %c0 : i32
      %o:2 = scf.if %even -> (!asctile.tile<2x32xbf16, UB>, !asctile.tile<2x32xbf16, UB>) {
        %h = arith.constant dense<5.000000e-01> : !asctile.tile<2x32xbf16, UB>
        %sh = arith.mulf %res#0, %h : !asctile.tile<2x32xbf16, UB>
        scf.yield %sh, %res#1 : !asctile.tile<2x32xbf16, UB>, !asctile.tile<2x32xbf16, UB>
      } else {
        %d = arith.subf %res#1, %res#0 : !asctile.tile<2x32xbf16, UB>
        scf.yield %d, %res#0 : !asctile.tile<2x32xbf16, UB>, !asctile.tile<2x32xbf16, UB>
      }
      asctile.store %o#0, %ty[%r, %c0] : !asctile.tile<2x32xbf16, UB>, !asctile.tensor<?x?xbf16>
      asctile.store %o#1, %tz[%r, %c0] : !asctile.tile<2x32xbf16, UB>, !asctile.tensor<?x?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
