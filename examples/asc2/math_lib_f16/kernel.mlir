// The math library ops the frontend writes that no other example uses, on f16 tiles:
// z = ceil(3x) + floor(3x) + log2(|y| + 1) + tan(x / 2) + sinh(y / 4) - cosh(x / 4).
// Each core takes up to 4 tiles of 256 starting at block_idx * 1024 (tails clipped).
module {
  func.func @math_lib_kernel(%x: memref<*xf16, 22>, %y: memref<*xf16, 22>, %z: memref<*xf16, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %ty = asctile.tensor %y(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tz = asctile.tensor %z(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c256 = arith.constant 256 : i32
    %c1024 = arith.constant 1024 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %base = arith.muli %bi, %c1024 : i32
    %rest = arith.subi %n, %base : i32
    %left = arith.ceildivsi %rest, %c256 : i32
    %count = arith.minsi %left, %c4 : i32
    scf.for %i = %c0 to %count step %c1 : i32 {
      %t = arith.muli %i, %c256 : i32
      %off = arith.addi %base, %t : i32
      %pad = arith.constant 0.000000e+00 : f16
      %xl = asctile.load %tx[%off], %pad : !asctile.tensor<?xf16>, !asctile.tile<256xf16, UB>
      %yl = asctile.load %ty[%off], %pad : !asctile.tensor<?xf16>, !asctile.tile<256xf16, UB>
      %k3 = arith.constant dense<3.000000e+00> : !asctile.tile<256xf16, UB>
      %x3 = arith.mulf %xl, %k3 : !asctile.tile<256xf16, UB>
      %c = math.ceil %x3 : !asctile.tile<256xf16, UB>
      %fl = math.floor %x3 : !asctile.tile<256xf16, UB>
      %a = math.absf %yl : !asctile.tile<256xf16, UB>
      %one = arith.constant dense<1.000000e+00> : !asctile.tile<256xf16, UB>
      %a1 = arith.addf %a, %one : !asctile.tile<256xf16, UB>
      %l2 = math.log2 %a1 : !asctile.tile<256xf16, UB>
      %kh = arith.constant dense<5.000000e-01> : !asctile.tile<256xf16, UB>
      %xh = arith.mulf %xl, %kh : !asctile.tile<256xf16, UB>
      %tn = math.tan %xh : !asctile.tile<256xf16, UB>
      %kq = arith.constant dense<2.500000e-01> : !asctile.tile<256xf16, UB>
      %yq = arith.mulf %yl, %kq : !asctile.tile<256xf16, UB>
      %sh = math.sinh %yq : !asctile.tile<256xf16, UB>
      %xq = arith.mulf %xl, %kq : !asctile.tile<256xf16, UB>
      %ch = math.cosh %xq : !asctile.tile<256xf16, UB>
      %s1 = arith.addf %c, %fl : !asctile.tile<256xf16, UB>
      %s2 = arith.addf %s1, %l2 : !asctile.tile<256xf16, UB>
      %s3 = arith.addf %s2, %tn : !asctile.tile<256xf16, UB>
      %s4 = arith.addf %s3, %sh : !asctile.tile<256xf16, UB>
      %r = arith.subf %s4, %ch : !asctile.tile<256xf16, UB>
      asctile.store %r, %tz[%off] : !asctile.tile<256xf16, UB>, !asctile.tensor<?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
