// z = x * y - x / 2 over n f16 elements: each core takes two consecutive tiles of 512
// starting at block_idx * 1024, in an asc2.range(2, parallel=True) loop (constant trip
// count, no unrolling, no loop-end synchronisation). The launch must give every tile at
// least one element inside the tensor; the last tile may be partial.
module {
  func.func @mul_sub_kernel(%x: memref<*xf16, 22>, %y: memref<*xf16, 22>, %z: memref<*xf16, 22>, %n: i32) attributes {ascendc.global} {
    %tx = asctile.tensor %x(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %ty = asctile.tensor %y(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %tz = asctile.tensor %z(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c512 = arith.constant 512 : i32
    %c1024 = arith.constant 1024 : i32
    %b = ascendc.get_block_idx : i64
    %bi = arith.trunci %b : i64 to i32
    %base = arith.muli %bi, %c1024 : i32
    scf.for %i = %c0 to %c2 step %c1 : i32 {
      %t = arith.muli %i, %c512 : i32
      %off = arith.addi %base, %t : i32
      %pad = arith.constant 0.000000e+00 : f16
      %a = asctile.load %tx[%off], %pad : !asctile.tensor<?xf16>, !asctile.tile<512xf16, UB>
      %bb = asctile.load %ty[%off], %pad : !asctile.tensor<?xf16>, !asctile.tile<512xf16, UB>
      %p = arith.mulf %a, %bb : !asctile.tile<512xf16, UB>
      %two = arith.constant dense<2.000000e+00> : !asctile.tile<512xf16, UB>
      %h = arith.divf %a, %two : !asctile.tile<512xf16, UB>
      %r = arith.subf %p, %h : !asctile.tile<512xf16, UB>
      asctile.store %r, %tz[%off] : !asctile.tile<512xf16, UB>, !asctile.tensor<?xf16>
    } {asctile.parallel, asctile.unroll_factor = 1 : index}
    return
  }
}
