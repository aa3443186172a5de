// Non-splat constant tiles: ramp = [0, 1, ..., 31] (a dense f32 tile constant, which
// asclower-arith writes element by element) and a constant 32-element i1 pattern (true at
// multiples of 3 and at 28..31, bit-packed by asclower-redress-i1-tile) that selects
// between x + ramp and x * 2: z = where(pattern, x + ramp, 2x), on 32-element tiles in a
// grid-stride loop, the last one partial.
module {
  func.func @const_pattern_kernel(%x: memref<*xf32, 22>, %z: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %tz = asctile.tensor %z(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
    %c32 = arith.constant 32 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %start = arith.muli %bi, %c32 : i32
    %step = arith.muli %nbi, %c32 : i32
    scf.for %off = %start to %n step %step : i32 {
      %pad = arith.constant 0.000000e+00 : f32
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xf32>, !asctile.tile<32xf32, UB>
      %ramp = arith.constant dense<[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00, 9.000000e+00, 1.000000e+01, 1.100000e+01, 1.200000e+01, 1.300000e+01, 1.400000e+01, 1.500000e+01, 1.600000e+01, 1.700000e+01, 1.800000e+01, 1.900000e+01, 2.000000e+01, 2.100000e+01, 2.200000e+01, 2.300000e+01, 2.400000e+01, 2.500000e+01, 2.600000e+01, 2.700000e+01, 2.800000e+01, 2.900000e+01, 3.000000e+01, 3.100000e+01]> : !asctile.tile<32xf32, UB>
      %p = arith.addf %a, %ramp : !asctile.tile<32xf32, UB>
      %two = arith.constant dense<2.000000e+00> : !asctile.tile<32xf32, UB>
      %q = arith.mulf %a, %two : !asctile.tile<32xf32, UB>
      %m = arith.constant dense<[true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, true, true, true, true]> : !asctile.tile<32xi1, UB>
      %o = asctile.select %m, %p, %q : !asctile.tile<32xf32, UB>
      asctile.store %o, %tz[%off] : !asctile.tile<32xf32, UB>, !asctile.tensor<?xf32>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
