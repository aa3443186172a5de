// Held-out style refusal of asclower-asctile-i1: an i8 compare off c310 cannot be cast
// to a float type the compare takes.

// RUN: ascopt --asclower-asctile-i1 %s -verify-diagnostics

func.func @cmp_i8(%arg0: !asctile.tile<32xi8, UB>, %arg1: !asctile.tile<32xi8, UB>) -> !asctile.tile<32xi1, UB> {
  // expected-error @+2 {{failed to legalize operation 'asctile.cmp' that was explicitly marked illegal}}
  // expected-error @+1 {{'asctile.cmp' op can only be lowered with i16 or i32 tile operands}}
  %0 = asctile.cmp EQ %arg0, %arg1 : !asctile.tile<32xi8, UB>
  return %0 : !asctile.tile<32xi1, UB>
}
