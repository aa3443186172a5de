// A vector op over more elements than the unified buffer holds (a mistyped tile shape)
// is refused at the op when ascendc-fill-asc-operands would split its repeats (the
// departure --pyasc-pipeline takes): splitting 2^40 elements cloned the op tens of
// millions of times. Found by test/hostile's campaign.

// RUN: ascopt --pyasc-pipeline=soc=Ascend910B1 %s -verify-diagnostics

func.func @huge(%x: memref<*xf16, 22>, %z: memref<*xf16, 22>, %n: i32) attributes {ascendc.global} {
  %tx = asctile.tensor %x(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
  %tz = asctile.tensor %z(%n) : memref<*xf16, 22>, !asctile.tensor<?xf16>
  %c0 = arith.constant 0 : i32
  %pad = arith.constant 0.0 : f16
  %a = asctile.load %tx[%c0], %pad : !asctile.tensor<?xf16>, !asctile.tile<1099511627776xf16, UB>
  %two = arith.constant dense<2.0> : !asctile.tile<1099511627776xf16, UB>
  %ne = asctile.cmp NE %a, %two : !asctile.tile<1099511627776xf16, UB>
  // expected-error @+1 {{1099511627776 elements of f16 are more than the 196608-byte unified buffer holds}}
  %r = asctile.select %ne, %a, %two : !asctile.tile<1099511627776xf16, UB>
  asctile.store %r, %tz[%c0] : !asctile.tile<1099511627776xf16, UB>, !asctile.tensor<?xf16>
  return
}
