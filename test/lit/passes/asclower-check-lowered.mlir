// asclower-check-lowered (ours): an op the asclower passes leave on tiles (PyAsc's
// conversions skip ops they have no pattern for) is an error at that op in the pyasc
// pipeline, not an unrealized_conversion_cast the translator meets later. Lowered IR and
// scalar arith pass through.

// RUN: ascopt --pyasc-pipeline="soc=Ascend910B1" %s -split-input-file -verify-diagnostics -o /dev/null
// RUN: ascopt --pyasc-pipeline="soc=Ascend950PR_9599" %s -split-input-file -verify-diagnostics -o /dev/null

// A logical not of a compare mask (xori with true) has no ascendc lowering.
func.func @mask_not(%x: memref<*xf32, 22>, %z: memref<*xf32, 22>, %n: i32) attributes {ascendc.global} {
  %tx = asctile.tensor %x(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
  %tz = asctile.tensor %z(%n) : memref<*xf32, 22>, !asctile.tensor<?xf32>
  %c0 = arith.constant 0 : i32
  %cst = arith.constant 0.0 : f32
  %a = asctile.load %tx [%c0], %cst : !asctile.tensor<?xf32>, !asctile.tile<64xf32, UB>
  %m1 = asctile.cmps GT %a, %cst : !asctile.tile<64xf32, UB>
  %t = arith.constant dense<true> : !asctile.tile<64xi1, UB>
  // expected-error @+1 {{'arith.xori' op on tile-level values is not lowered to ascendc by any asclower pass}}
  %m = arith.xori %m1, %t : !asctile.tile<64xi1, UB>
  %o = asctile.select %m, %a, %a : !asctile.tile<64xf32, UB>
  asctile.store %o, %tz [%c0] : !asctile.tile<64xf32, UB>, !asctile.tensor<?xf32>
  return
}

// -----

// An integer remainder of two tiles.
func.func @remsi(%x: memref<*xi32, 22>, %n: i32) attributes {ascendc.global} {
  %tx = asctile.tensor %x(%n) : memref<*xi32, 22>, !asctile.tensor<?xi32>
  %c0 = arith.constant 0 : i32
  %a = asctile.load %tx [%c0], %c0 : !asctile.tensor<?xi32>, !asctile.tile<64xi32, UB>
  // expected-error @+1 {{'arith.remsi' op on tile-level values is not lowered to ascendc by any asclower pass}}
  %r = arith.remsi %a, %a : !asctile.tile<64xi32, UB>
  asctile.store %r, %tx [%c0] : !asctile.tile<64xi32, UB>, !asctile.tensor<?xi32>
  return
}

// -----

// Lowered IR and scalar arith: nothing to report.
func.func @lowered(%a: !ascendc.local_tensor<64xf32>, %s: f32) -> f32 {
  %c = arith.constant 64 : i64
  ascendc.adds_l2 %a, %a, %s, %c : !ascendc.local_tensor<64xf32>, !ascendc.local_tensor<64xf32>, f32, i64
  %r = arith.addf %s, %s : f32
  return %r : f32
}
