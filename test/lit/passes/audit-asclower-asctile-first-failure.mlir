// MLIR's dialect conversion stops at the first op it cannot legalize (passes-asc2.md §0.3):
// the pattern's error and `failed to legalize` are reported for that op only, not for the
// later bad ops of the function. Found: asclower-asctile, -asctile-i1 and
// -asctile-data-transfer reported every bad op.

// RUN: ascopt --asclower-asctile %s -verify-diagnostics

func.func @tile(%a: !asctile.tile<16x8xf32, UB>) {
  // expected-error @+2 {{Incompatible tensor shapes for Broadcast: [16, 8] and [8]}}
  // expected-error @+1 {{failed to legalize operation 'asctile.broadcast' that was explicitly marked illegal}}
  %0 = asctile.broadcast %a : !asctile.tile<16x8xf32, UB> to !asctile.tile<8xf32, UB>
  %1 = asctile.reduce <mean> %a {dims = [0 : i32]} : !asctile.tile<16x8xf32, UB>, !asctile.tile<8xf32, UB>
  return
}
