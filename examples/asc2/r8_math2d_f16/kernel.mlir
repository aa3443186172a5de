// Every math op the frontend emits on tiles (asctile-ops.md §2.5: cos sin tan sinh cosh tanh
// exp log log2 floor ceil absf erf exp2 rsqrt sqrt; the log/sqrt family of |x|) on f16 4x32
// tiles over a grid-stride rows x cols grid with tails in both dimensions, one output each.
module {
  func.func @math_kernel(%x: memref<*xf16, 22>, %y_cos: memref<*xf16, 22>, %y_sin: memref<*xf16, 22>, %y_tan: memref<*xf16, 22>, %y_sinh: memref<*xf16, 22>, %y_cosh: memref<*xf16, 22>, %y_tanh: memref<*xf16, 22>, %y_exp: memref<*xf16, 22>, %y_log: memref<*xf16, 22>, %y_log2: memref<*xf16, 22>, %y_floor: memref<*xf16, 22>, %y_ceil: memref<*xf16, 22>, %y_absf: memref<*xf16, 22>, %y_erf: memref<*xf16, 22>, %y_exp2: memref<*xf16, 22>, %y_rsqrt: memref<*xf16, 22>, %y_sqrt: memref<*xf16, 22>, %rows: i32, %cols: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %t_cos = asctile.tensor %y_cos(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %t_sin = asctile.tensor %y_sin(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %t_tan = asctile.tensor %y_tan(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %t_sinh = asctile.tensor %y_sinh(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %t_cosh = asctile.tensor %y_cosh(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %t_tanh = asctile.tensor %y_tanh(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %t_exp = asctile.tensor %y_exp(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %t_log = asctile.tensor %y_log(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %t_log2 = asctile.tensor %y_log2(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %t_floor = asctile.tensor %y_floor(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %t_ceil = asctile.tensor %y_ceil(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %t_absf = asctile.tensor %y_absf(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %t_erf = asctile.tensor %y_erf(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %t_exp2 = asctile.tensor %y_exp2(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %t_rsqrt = asctile.tensor %y_rsqrt(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %t_sqrt = asctile.tensor %y_sqrt(%rows, %cols) : memref<*xf16, 22>, !asctile.tensor<?x?xf16>
    %cR = arith.constant 4 : i32
    %cC = arith.constant 32 : i32
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
      %pad = arith.constant 1.000000e+00 : f16
      %a = asctile.load %tx[%r, %c], %pad : !asctile.tensor<?x?xf16>, !asctile.tile<4x32xf16, UB>
      %p = math.absf %a : !asctile.tile<4x32xf16, UB>
      %v_cos = math.cos %a : !asctile.tile<4x32xf16, UB>
      asctile.store %v_cos, %t_cos[%r, %c] : !asctile.tile<4x32xf16, UB>, !asctile.tensor<?x?xf16>
      %v_sin = math.sin %a : !asctile.tile<4x32xf16, UB>
      asctile.store %v_sin, %t_sin[%r, %c] : !asctile.tile<4x32xf16, UB>, !asctile.tensor<?x?xf16>
      %v_tan = math.tan %a : !asctile.tile<4x32xf16, UB>
      asctile.store %v_tan, %t_tan[%r, %c] : !asctile.tile<4x32xf16, UB>, !asctile.tensor<?x?xf16>
      %v_sinh = math.sinh %a : !asctile.tile<4x32xf16, UB>
      asctile.store %v_sinh, %t_sinh[%r, %c] : !asctile.tile<4x32xf16, UB>, !asctile.tensor<?x?xf16>
      %v_cosh = math.cosh %a : !asctile.tile<4x32xf16, UB>
      asctile.store %v_cosh, %t_cosh[%r, %c] : !asctile.tile<4x32xf16, UB>, !asctile.tensor<?x?xf16>
      %v_tanh = math.tanh %a : !asctile.tile<4x32xf16, UB>
      asctile.store %v_tanh, %t_tanh[%r, %c] : !asctile.tile<4x32xf16, UB>, !asctile.tensor<?x?xf16>
      %v_exp = math.exp %a : !asctile.tile<4x32xf16, UB>
      asctile.store %v_exp, %t_exp[%r, %c] : !asctile.tile<4x32xf16, UB>, !asctile.tensor<?x?xf16>
      %v_log = math.log %p : !asctile.tile<4x32xf16, UB>
      asctile.store %v_log, %t_log[%r, %c] : !asctile.tile<4x32xf16, UB>, !asctile.tensor<?x?xf16>
      %v_log2 = math.log2 %p : !asctile.tile<4x32xf16, UB>
      asctile.store %v_log2, %t_log2[%r, %c] : !asctile.tile<4x32xf16, UB>, !asctile.tensor<?x?xf16>
      %v_floor = math.floor %a : !asctile.tile<4x32xf16, UB>
      asctile.store %v_floor, %t_floor[%r, %c] : !asctile.tile<4x32xf16, UB>, !asctile.tensor<?x?xf16>
      %v_ceil = math.ceil %a : !asctile.tile<4x32xf16, UB>
      asctile.store %v_ceil, %t_ceil[%r, %c] : !asctile.tile<4x32xf16, UB>, !asctile.tensor<?x?xf16>
      %v_absf = math.absf %a : !asctile.tile<4x32xf16, UB>
      asctile.store %v_absf, %t_absf[%r, %c] : !asctile.tile<4x32xf16, UB>, !asctile.tensor<?x?xf16>
      %v_erf = math.erf %a : !asctile.tile<4x32xf16, UB>
      asctile.store %v_erf, %t_erf[%r, %c] : !asctile.tile<4x32xf16, UB>, !asctile.tensor<?x?xf16>
      %v_exp2 = math.exp2 %a : !asctile.tile<4x32xf16, UB>
      asctile.store %v_exp2, %t_exp2[%r, %c] : !asctile.tile<4x32xf16, UB>, !asctile.tensor<?x?xf16>
      %v_rsqrt = math.rsqrt %p : !asctile.tile<4x32xf16, UB>
      asctile.store %v_rsqrt, %t_rsqrt[%r, %c] : !asctile.tile<4x32xf16, UB>, !asctile.tensor<?x?xf16>
      %v_sqrt = math.sqrt %p : !asctile.tile<4x32xf16, UB>
      asctile.store %v_sqrt, %t_sqrt[%r, %c] : !asctile.tile<4x32xf16, UB>, !asctile.tensor<?x?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
