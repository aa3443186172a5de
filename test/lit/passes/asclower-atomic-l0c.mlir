// asclower-atomic on a tile outside UB: PyAsc's pipeline runs asctile-transform-store-fixpipe
// before asclower-atomic, so the plain store made of an L0C accumulator would get no fixpipe
// and no later pass lowers it. The atomic op is refused, named, at its own location.

// RUN: ascopt -asclower-atomic %s -verify-diagnostics

func.func @l0c(%c: !asctile.tile<32x64xf32, L0C>, %g: !asctile.tensor<64x64xf32>, %i: i32) {
  // expected-error @+1 {{'asctile.atomic_rmw' op atomically stores a tile in L0C, but asclower-atomic makes a UB store of it}}
  asctile.atomic_rmw <Add> %c, %g [%i, %i] : !asctile.tile<32x64xf32, L0C>, !asctile.tensor<64x64xf32>
  return
}
