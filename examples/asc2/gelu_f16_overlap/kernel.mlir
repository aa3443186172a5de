// GELU, tanh approximation, in f16 throughout: y = 0.5 * x * (1 + tanh(sqrt(2/pi) *
// (x + 0.044715 * x**3))). Each core owns per_core = ceil(n / cores) elements starting
// at block_idx * per_core and walks them in ceil(per_core / 256) tiles of 256, loads and
// stores clipped only at the tensor's end; the loop is unrolled by 2. When per_core is
// not a multiple of 256, a core's last tile reaches into the next core's elements: both
// compute and store the same values there.
module {
  func.func @gelu_kernel(%x: memref<*xf16, 22>, %y: memref<*xf16, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %ty = asctile.tensor %y(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c256 = arith.constant 256 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %nb = ascendc.get_block_num : i64
    %nbi = arith.trunci %nb : i64 to i32
    %per = arith.ceildivsi %n, %nbi : i32
    %tiles = arith.ceildivsi %per, %c256 : i32
    %base = arith.muli %bi, %per : i32
    scf.for %i = %c0 to %tiles step %c1 : i32 {
      %t = arith.muli %i, %c256 : i32
      %off = arith.addi %base, %t : i32
      %pad = arith.constant 0.000000e+00 : f16
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xf16>, !asctile.tile<256xf16, UB>
      %half = arith.constant dense<5.000000e-01> : !asctile.tile<256xf16, UB>
      %hx = arith.mulf %half, %a : !asctile.tile<256xf16, UB>
      %x2 = arith.mulf %a, %a : !asctile.tile<256xf16, UB>
      %x3 = arith.mulf %x2, %a : !asctile.tile<256xf16, UB>
      %k = arith.constant dense<4.470830e-02> : !asctile.tile<256xf16, UB>
      %kx3 = arith.mulf %k, %x3 : !asctile.tile<256xf16, UB>
      %in = arith.addf %a, %kx3 : !asctile.tile<256xf16, UB>
      %c = arith.constant dense<7.978520e-01> : !asctile.tile<256xf16, UB>
      %u = arith.mulf %c, %in : !asctile.tile<256xf16, UB>
      %th = math.tanh %u : !asctile.tile<256xf16, UB>
      %one = arith.constant dense<1.000000e+00> : !asctile.tile<256xf16, UB>
      %s = arith.addf %one, %th : !asctile.tile<256xf16, UB>
      %r = arith.mulf %hx, %s : !asctile.tile<256xf16, UB>
      asctile.store %r, %ty[%off] : !asctile.tile<256xf16, UB>, !asctile.tensor<?xf16>
    } {asctile.unroll_factor = 2 : index}
    return
  }
}
