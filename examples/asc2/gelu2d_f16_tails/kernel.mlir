// GELU (tanh approximation) on an f16 [rows, cols] matrix in f16 throughout, in 8×96
// tiles spread over the cores in a grid-stride loop over the tile grid; rows and columns
// need not be multiples of the tile (a column tail shorter than a 32-byte block too).
module {
  func.func @gelu_kernel(%x: memref<*xf16, 22>, %y: memref<*xf16, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %ty = asctile.tensor %y(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %c8 = arith.constant 8 : i32
    %c96 = arith.constant 96 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %rt = arith.ceildivsi %rows, %c8 : i32
    %ct = arith.ceildivsi %cols, %c96 : i32
    %tiles = arith.muli %rt, %ct : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %ti = arith.divsi %t, %ct : i32
      %tj = arith.remsi %t, %ct : i32
      %r = arith.muli %ti, %c8 : i32
      %c = arith.muli %tj, %c96 : i32
      %pad = arith.constant 0.000000e+00 : f16
      %a = asctile.load %tx[%r, %c], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<8x96xf16, UB>
      %x2 = arith.mulf %a, %a : !asctile.tile<8x96xf16, UB>
      %x3 = arith.mulf %x2, %a : !asctile.tile<8x96xf16, UB>
      %k = arith.constant dense<4.471500e-02> : !asctile.tile<8x96xf16, UB>
      %kx3 = arith.mulf %k, %x3 : !asctile.tile<8x96xf16, UB>
      %in = arith.addf %a, %kx3 : !asctile.tile<8x96xf16, UB>
      %s2p = arith.constant dense<7.978520e-01> : !asctile.tile<8x96xf16, UB>
      %u = arith.mulf %s2p, %in : !asctile.tile<8x96xf16, UB>
      %th = math.tanh %u : !asctile.tile<8x96xf16, UB>
      %one = arith.constant dense<1.000000e+00> : !asctile.tile<8x96xf16, UB>
      %s = arith.addf %one, %th : !asctile.tile<8x96xf16, UB>
      %half = arith.constant dense<5.000000e-01> : !asctile.tile<8x96xf16, UB>
      %hx = arith.mulf %half, %a : !asctile.tile<8x96xf16, UB>
      %g = arith.mulf %hx, %s : !asctile.tile<8x96xf16, UB>
      asctile.store %g, %ty[%r, %c] : !asctile.tile<8x96xf16, UB>, !asctile.tensor<?x?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
