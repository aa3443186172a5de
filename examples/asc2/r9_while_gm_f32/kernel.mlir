// y += x, n times, through GM: a while loop (scf.while, a Python while loop) loads y
// (zero-filled at launch) and x, adds them and stores y back in place, so each iteration
// reads the previous one's store (on the 950 PyAsc's insert-bufid-sync orders that for
// scf.for only: the next load raced with the store).
module {
  func.func @while_kernel(%x: memref<*xf32, 22>, %y: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %pad = arith.constant 0.000000e+00 : f32
    %tx = asctile.tensor %x() : memref<*xf32, 22>, !asctile.tensor<256xf32>
    %ty = asctile.tensor %y() : memref<*xf32, 22>, !asctile.tensor<256xf32>
    %r = scf.while (%i = %c0) : (i32) -> i32 {
      %go = arith.cmpi slt, %i, %n : i32
      scf.condition(%go) %i : i32
    } do {
    ^bb0(%j: i32):
      %t = asctile.load %ty[%c0], %pad : !asctile.tensor<256xf32>, !asctile.tile<256xf32, UB>
      %v = asctile.load %tx[%c0], %pad : !asctile.tensor<256xf32>, !asctile.tile<256xf32, UB>
      %u = arith.addf %t, %v : !asctile.tile<256xf32, UB>
      asctile.store %u, %ty[%c0] : !asctile.tile<256xf32, UB>, !asctile.tensor<256xf32>
      %k = arith.addi %j, %c1 : i32
      scf.yield %k : i32
    }
    return
  }
}
