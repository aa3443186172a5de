// asclower-asctile-i1 without c310 lowers integer compares through f16/f32 casts, which
// exist for i16 and i32 only: an i8 compare is reported at the op, then the conversion fails.

// RUN: ascopt --asclower-asctile-i1 %s -verify-diagnostics

func.func @cmp_i8_error(%arg0: !asctile.tile<32xi8, UB>, %arg1: !asctile.tile<32xi8, UB>) -> !asctile.tile<32xi1, UB> {
  // expected-error @+2 {{'asctile.cmp' op can only be lowered with i16 or i32 tile operands}}
  // expected-error @+1 {{failed to legalize operation 'asctile.cmp' that was explicitly marked illegal}}
  %0 = asctile.cmp LT %arg0, %arg1 : !asctile.tile<32xi8, UB>
  return %0 : !asctile.tile<32xi1, UB>
}
