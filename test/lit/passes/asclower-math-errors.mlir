// asclower-math: math ops on tiles with no lowering (exp2 left unexpanded, log10) make the
// conversion fail at the op.

// RUN: ascopt --asclower-math %s -split-input-file -verify-diagnostics

func.func @exp2_not_expanded(%arg0: !asctile.tile<32xf32, UB>) -> !asctile.tile<32xf32, UB> {
  // expected-error @+1 {{failed to legalize operation 'math.exp2' that was explicitly marked illegal}}
  %0 = math.exp2 %arg0 : !asctile.tile<32xf32, UB>
  return %0 : !asctile.tile<32xf32, UB>
}
// -----
func.func @log10(%arg0: !asctile.tile<32xf32, UB>) -> !asctile.tile<32xf32, UB> {
  // expected-error @+1 {{failed to legalize operation 'math.log10' that was explicitly marked illegal}}
  %0 = math.log10 %arg0 : !asctile.tile<32xf32, UB>
  return %0 : !asctile.tile<32xf32, UB>
}
