// Exact GELU, y = 0.5 * x * (1 + erf(x / sqrt(2))), written as the frontend evaluates the
// Python expression left to right (scalar operands become splat tile constants). Each core
// takes up to 4 tiles of 256 starting at block_idx * 1024 (dynamic trip count, the last
// tile of the tensor may be partial).
module {
  func.func @gelu_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %ty = asctile.tensor %y(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
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
      %pad = arith.constant 0.000000e+00 : f32
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<256xf32, UB>
      %half = arith.constant dense<5.000000e-01> : !asctile.tile<256xf32, UB>
      %hx = arith.mulf %half, %a : !asctile.tile<256xf32, UB>
      %sqrt2 = arith.constant dense<1.41421354> : !asctile.tile<256xf32, UB>
      %u = arith.divf %a, %sqrt2 : !asctile.tile<256xf32, UB>
      %e = math.erf %u : !asctile.tile<256xf32, UB>
      %one = arith.constant dense<1.000000e+00> : !asctile.tile<256xf32, UB>
      %s = arith.addf %one, %e : !asctile.tile<256xf32, UB>
      %r = arith.mulf %hx, %s : !asctile.tile<256xf32, UB>
      asctile.store %r, %ty[%off] : !asctile.tile<256xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
