// Elementwise unary ops on f16 tiles, each op rounded to f16: exp(x), log|x|, sqrt|x|,
// rsqrt|x|, tanh(x), sigmoid(x) = 1 / (1 + exp(-x)), relu(x) = maximumf(x, 0) and floor(x), one
// output tensor each, over a runtime length in tiles of 256 walked grid-stride.
module {
  func.func @unary_kernel(%x: memref<*xf16, 22>, %y_exp: memref<*xf16, 22>, %y_log: memref<*xf16, 22>, %y_sqrt: memref<*xf16, 22>, %y_rsqrt: memref<*xf16, 22>, %y_tanh: memref<*xf16, 22>, %y_sigmoid: memref<*xf16, 22>, %y_relu: memref<*xf16, 22>, %y_floor: memref<*xf16, 22>, %n: i32) attributes {ascendc.global} {
    %t_x = asctile.tensor %x(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %t_y_exp = asctile.tensor %y_exp(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %t_y_log = asctile.tensor %y_log(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %t_y_sqrt = asctile.tensor %y_sqrt(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %t_y_rsqrt = asctile.tensor %y_rsqrt(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %t_y_tanh = asctile.tensor %y_tanh(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %t_y_sigmoid = asctile.tensor %y_sigmoid(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %t_y_relu = asctile.tensor %y_relu(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %t_y_floor = asctile.tensor %y_floor(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %cT = arith.constant 256 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %tiles = arith.ceildivsi %n, %cT : i32
    scf.for %t = %bi to %tiles step %nbi : i32 {
      %off = arith.muli %t, %cT : i32
      %pad = arith.constant 1.000000e+00 : f16
      %a = asctile.load %t_x[%off], %pad : !asctile.tensor<?xf16>, !asctile.tile<256xf16, UB>
      %p = math.absf %a : !asctile.tile<256xf16, UB>
      %r_exp = math.exp %a : !asctile.tile<256xf16, UB>
      %r_log = math.log %p : !asctile.tile<256xf16, UB>
      %r_sqrt = math.sqrt %p : !asctile.tile<256xf16, UB>
      %r_rsqrt = math.rsqrt %p : !asctile.tile<256xf16, UB>
      %r_tanh = math.tanh %a : !asctile.tile<256xf16, UB>
      %ng = arith.negf %a : !asctile.tile<256xf16, UB>
      %eg = math.exp %ng : !asctile.tile<256xf16, UB>
      %one = arith.constant dense<1.000000e+00> : !asctile.tile<256xf16, UB>
      %dg = arith.addf %one, %eg : !asctile.tile<256xf16, UB>
      %r_sigmoid = arith.divf %one, %dg : !asctile.tile<256xf16, UB>
      %zero = arith.constant dense<0.000000e+00> : !asctile.tile<256xf16, UB>
      %r_relu = arith.maximumf %a, %zero : !asctile.tile<256xf16, UB>
      %r_floor = math.floor %a : !asctile.tile<256xf16, UB>
      asctile.store %r_exp, %t_y_exp[%off] : !asctile.tile<256xf16, UB>, !asctile.tensor<?xf16>
      asctile.store %r_log, %t_y_log[%off] : !asctile.tile<256xf16, UB>, !asctile.tensor<?xf16>
      asctile.store %r_sqrt, %t_y_sqrt[%off] : !asctile.tile<256xf16, UB>, !asctile.tensor<?xf16>
      asctile.store %r_rsqrt, %t_y_rsqrt[%off] : !asctile.tile<256xf16, UB>, !asctile.tensor<?xf16>
      asctile.store %r_tanh, %t_y_tanh[%off] : !asctile.tile<256xf16, UB>, !asctile.tensor<?xf16>
      asctile.store %r_sigmoid, %t_y_sigmoid[%off] : !asctile.tile<256xf16, UB>, !asctile.tensor<?xf16>
      asctile.store %r_relu, %t_y_relu[%off] : !asctile.tile<256xf16, UB>, !asctile.tensor<?xf16>
      asctile.store %r_floor, %t_y_floor[%off] : !asctile.tile<256xf16, UB>, !asctile.tensor<?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
