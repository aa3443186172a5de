// f16 library math: y = sin(x) * cos(x) + exp(x) * 0.25 - log(x * x + 1) + floor(x), the
// frontend's asc2.sin/cos/exp/log/floor on tiles. Each core takes up to 2 tiles of 512
// starting at block_idx * 1024.
module {
  func.func @trig_kernel(%x: memref<*xf16, 22>, %y: memref<*xf16, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %ty = asctile.tensor %y(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c512 = arith.constant 512 : i32
    %c1024 = arith.constant 1024 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %base = arith.muli %bi, %c1024 : i32
    %rest = arith.subi %n, %base : i32
    %left = arith.ceildivsi %rest, %c512 : i32
    %count = arith.minsi %left, %c2 : i32
    scf.for %i = %c0 to %count step %c1 : i32 {
      %t = arith.muli %i, %c512 : i32
      %off = arith.addi %base, %t : i32
      %pad = arith.constant 0.000000e+00 : f16
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xf16>, !asctile.tile<512xf16, UB>
      %s = math.sin %a : !asctile.tile<512xf16, UB>
      %c = math.cos %a : !asctile.tile<512xf16, UB>
      %sc = arith.mulf %s, %c : !asctile.tile<512xf16, UB>
      %e = math.exp %a : !asctile.tile<512xf16, UB>
      %q = arith.constant dense<2.500000e-01> : !asctile.tile<512xf16, UB>
      %eq = arith.mulf %e, %q : !asctile.tile<512xf16, UB>
      %x2 = arith.mulf %a, %a : !asctile.tile<512xf16, UB>
      %one = arith.constant dense<1.000000e+00> : !asctile.tile<512xf16, UB>
      %x21 = arith.addf %x2, %one : !asctile.tile<512xf16, UB>
      %l = math.log %x21 : !asctile.tile<512xf16, UB>
      %f = math.floor %a : !asctile.tile<512xf16, UB>
      %t1 = arith.addf %sc, %eq : !asctile.tile<512xf16, UB>
      %t2 = arith.subf %t1, %l : !asctile.tile<512xf16, UB>
      %t3 = arith.addf %t2, %f : !asctile.tile<512xf16, UB>
      asctile.store %t3, %ty[%off] : !asctile.tile<512xf16, UB>, !asctile.tensor<?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
