// Leaky ReLU for a slope below 1 as asc2.maximum(x, x * 0.1) in f16: the slope is a splat
// tile constant (asctile.muls after asctile-transform-math-ops) and the maximum a
// tile-tile arith.maximumf. Each core takes up to 2 tiles of 512 starting at
// block_idx * 1024.
module {
  func.func @leaky_relu_kernel(%x: memref<*xf16, 22>, %y: memref<*xf16, 22>, %n: i32) attributes {ascendc.global} {
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
      %k = arith.constant dense<9.997550e-02> : !asctile.tile<512xf16, UB>
      %s = arith.mulf %a, %k : !asctile.tile<512xf16, UB>
      %r = arith.maximumf %a, %s : !asctile.tile<512xf16, UB>
      asctile.store %r, %ty[%off] : !asctile.tile<512xf16, UB>, !asctile.tensor<?xf16>
    } {asctile.unroll_factor = 1 : index}
    return
  }
}
