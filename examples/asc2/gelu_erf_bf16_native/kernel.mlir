// gelu_erf_f16 with bf16 tiles throughout: the frontend's form for a bf16 tensor when the
// kernel computes in bf16 (math.erf on a bf16 tile; asclower-math widens it to f32 for the
// library, which takes half and float only).
// Exact GELU, y = 0.5 * x * (1 + erf(x / sqrt(2))), written as the frontend evaluates the
// Python expression left to right (scalar operands become splat tile constants). Each core
// takes up to 2 tiles of 512 starting at block_idx * 1024 (dynamic trip count, the last
// tile of the tensor may be partial).
module {
  func.func @gelu_kernel(%x: memref<*xbf16, 22>, %y: memref<*xbf16, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %ty = asctile.tensor %y(%n) : memref<*xbf16, 22>, !asctile.tensor<?xbf16>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %ctiles = arith.constant 2 : i32
    %c512 = arith.constant 512 : i32
    %c1024 = arith.constant 1024 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %base = arith.muli %bi, %c1024 : i32
    %rest = arith.subi %n, %base : i32
    %left = arith.ceildivsi %rest, %c512 : i32
    %count = arith.minsi %left, %ctiles : i32
    scf.for %i = %c0 to %count step %c1 : i32 {
      %t = arith.muli %i, %c512 : i32
      %off = arith.addi %base, %t : i32
      %pad = arith.constant 0.000000e+00 : bf16
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xbf16>, !asctile.tile<512xbf16, UB>
      %half = arith.constant dense<5.000000e-01> : !asctile.tile<512xbf16, UB>
      %hx = arith.mulf %half, %a : !asctile.tile<512xbf16, UB>
      %sqrt2 = arith.constant dense<1.414060e+00> : !asctile.tile<512xbf16, UB>
      %u = arith.divf %a, %sqrt2 : !asctile.tile<512xbf16, UB>
      %e = math.erf %u : !asctile.tile<512xbf16, UB>
      %one = arith.constant dense<1.000000e+00> : !asctile.tile<512xbf16, UB>
      %s = arith.addf %one, %e : !asctile.tile<512xbf16, UB>
      %r = arith.mulf %hx, %s : !asctile.tile<512xbf16, UB>
      asctile.store %r, %ty[%off] : !asctile.tile<512xbf16, UB>, !asctile.tensor<?xbf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
