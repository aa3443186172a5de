// asctile.cast in both directions between f32, f16, bf16 and i32 inside a chain, 4x16 f32
// tiles over a grid-stride rows x cols grid with tails in both dimensions.
// casts in a chain, 2-D f32 tile 4x16 over a [rows, cols] tensor:
// yi = i32(x*8) ; yf = f32(yi) + x ; yh = f16(x) * 3 ; yb = bf16(yh) ; yc = f32(bf16(x)) - f32(f16(x)) ;
// yhi = f16(yi) ; ybi = bf16(yi) ; yih = i32(yh) ; yib = i32(yb) + k (k an i32 argument)
module {
  func.func @cast_kernel(%x: memref<*xf32, 22>, %yi: memref<*xi32, 22>, %yf: memref<*xf32, 22>, %yh: memref<*xf16, 22>, %yb: memref<*xbf16, 22>, %yc: memref<*xf32, 22>, %yhi: memref<*xf16, 22>, %ybi: memref<*xbf16, 22>, %yih: memref<*xi32, 22>, %yib: memref<*xi32, 22>, %rows: i32, %cols: i32, %k: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tyi = asctile.tensor %yi(%rows, %cols) : memref<*xi32, 22>, !asctile.tensor<?x?xi32>
    %tyf = asctile.tensor %yf(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tyh = asctile.tensor %yh(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tyb = asctile.tensor %yb(%rows, %cols) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %tyc = asctile.tensor %yc(%rows, %cols) : memref<*xf32, 22>, !asctile.tensor<?x?xf32>
    %tyhi = asctile.tensor %yhi(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %tybi = asctile.tensor %ybi(%rows, %cols) : memref<*xbf16, 22>, !asctile.tensor<?x?xbf16>
    %tyih = asctile.tensor %yih(%rows, %cols) : memref<*xi32, 22>, !asctile.tensor<?x?xi32>
    %tyib = asctile.tensor %yib(%rows, %cols) : memref<*xi32, 22>, !asctile.tensor<?x?xi32>
    %cR = arith.constant 4 : i32
    %cC = arith.constant 16 : i32
    %bid = ascendc.get_block_idx : i64
    %bi = arith.trunci %bid : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %rt = arith.ceildivsi %rows, %cR : i32
    %ct = arith.ceildivsi %cols, %cC : i32
    %tiles = arith.muli %rt, %ct : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %ti = arith.divsi %t, %ct : i32
      %tj = arith.remsi %t, %ct : i32
      %r = arith.muli %ti, %cR : i32
      %c = arith.muli %tj, %cC : i32
      %pad = arith.constant 0.000000e+00 : f32
      %a = asctile.load %tx[%r, %c], %pad : !asctile.tensor<?x?xf32>, !asctile.tile<4x16xf32, UB>
      %e8 = arith.constant dense<8.000000e+00> : !asctile.tile<4x16xf32, UB>
      %a8 = arith.mulf %a, %e8 : !asctile.tile<4x16xf32, UB>
      %i = asctile.cast %a8 : !asctile.tile<4x16xf32, UB> to !asctile.tile<4x16xi32, UB>
      asctile.store %i, %tyi[%r, %c] : !asctile.tile<4x16xi32, UB>, !asctile.tensor<?x?xi32>
      %fi = asctile.cast %i : !asctile.tile<4x16xi32, UB> to !asctile.tile<4x16xf32, UB>
      %f = arith.addf %fi, %a : !asctile.tile<4x16xf32, UB>
      asctile.store %f, %tyf[%r, %c] : !asctile.tile<4x16xf32, UB>, !asctile.tensor<?x?xf32>
      %h = asctile.cast %a : !asctile.tile<4x16xf32, UB> to !asctile.tile<4x16xf16, UB>
      %three = arith.constant dense<3.000000e+00> : !asctile.tile<4x16xf16, UB>
      %h3 = arith.mulf %h, %three : !asctile.tile<4x16xf16, UB>
      asctile.store %h3, %tyh[%r, %c] : !asctile.tile<4x16xf16, UB>, !asctile.tensor<?x?xf16>
      %b = asctile.cast %h3 : !asctile.tile<4x16xf16, UB> to !asctile.tile<4x16xbf16, UB>
      asctile.store %b, %tyb[%r, %c] : !asctile.tile<4x16xbf16, UB>, !asctile.tensor<?x?xbf16>
      %bx = asctile.cast %a : !asctile.tile<4x16xf32, UB> to !asctile.tile<4x16xbf16, UB>
      %bxf = asctile.cast %bx : !asctile.tile<4x16xbf16, UB> to !asctile.tile<4x16xf32, UB>
      %hxf = asctile.cast %h : !asctile.tile<4x16xf16, UB> to !asctile.tile<4x16xf32, UB>
      %d = arith.subf %bxf, %hxf : !asctile.tile<4x16xf32, UB>
      asctile.store %d, %tyc[%r, %c] : !asctile.tile<4x16xf32, UB>, !asctile.tensor<?x?xf32>
      %hi = asctile.cast %i : !asctile.tile<4x16xi32, UB> to !asctile.tile<4x16xf16, UB>
      asctile.store %hi, %tyhi[%r, %c] : !asctile.tile<4x16xf16, UB>, !asctile.tensor<?x?xf16>
      %bi2 = asctile.cast %i : !asctile.tile<4x16xi32, UB> to !asctile.tile<4x16xbf16, UB>
      asctile.store %bi2, %tybi[%r, %c] : !asctile.tile<4x16xbf16, UB>, !asctile.tensor<?x?xbf16>
      %ih = asctile.cast %h3 : !asctile.tile<4x16xf16, UB> to !asctile.tile<4x16xi32, UB>
      asctile.store %ih, %tyih[%r, %c] : !asctile.tile<4x16xi32, UB>, !asctile.tensor<?x?xi32>
      %ib = asctile.cast %b : !asctile.tile<4x16xbf16, UB> to !asctile.tile<4x16xi32, UB>
      %ks = asctile.splat %k : !asctile.tile<4x16xi32, UB>
      %ibk = arith.addi %ib, %ks : !asctile.tile<4x16xi32, UB>
      asctile.store %ibk, %tyib[%r, %c] : !asctile.tile<4x16xi32, UB>, !asctile.tensor<?x?xi32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
