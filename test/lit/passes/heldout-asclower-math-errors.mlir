// Held-out style refusals of asclower-math: tile math ops without a lowering (exp2 not
// expanded, log10, absi) stay illegal and the conversion fails at them.

// RUN: ascopt --asclower-math %s -split-input-file -verify-diagnostics

func.func @exp2_tile(%arg0: !asctile.tile<64xf32, UB>) -> !asctile.tile<64xf32, UB> {
  // expected-error @+1 {{failed to legalize operation 'math.exp2' that was explicitly marked illegal}}
  %0 = math.exp2 %arg0 : !asctile.tile<64xf32, UB>
  return %0 : !asctile.tile<64xf32, UB>
}
// -----
func.func @log10_tile(%arg0: !asctile.tile<64xf16, UB>) -> !asctile.tile<64xf16, UB> {
  // expected-error @+1 {{failed to legalize operation 'math.log10' that was explicitly marked illegal}}
  %0 = math.log10 %arg0 : !asctile.tile<64xf16, UB>
  return %0 : !asctile.tile<64xf16, UB>
}
// -----
func.func @absi_tile(%arg0: !asctile.tile<64xi32, UB>) -> !asctile.tile<64xi32, UB> {
  // expected-error @+1 {{failed to legalize operation 'math.absi' that was explicitly marked illegal}}
  %0 = math.absi %arg0 : !asctile.tile<64xi32, UB>
  return %0 : !asctile.tile<64xi32, UB>
}
